import type { StoredType } from './uploads.tables.ts';

/**
 * The dimensions an image declares in its header (PNG IHDR, JPEG SOFn, WebP VP8/VP8L/VP8X),
 * read from the bytes without decoding anything, so a decompression bomb (a small file that
 * declares a huge picture) is refused before any decoder sees it. Null when no header is found.
 */
export function declaredSize(
  body: Buffer,
  type: StoredType,
): { width: number; height: number } | null {
  if (type === 'image/png') {
    if (body.length < 24 || body.toString('latin1', 12, 16) !== 'IHDR') return null;
    return { width: body.readUInt32BE(16), height: body.readUInt32BE(20) };
  }
  if (type === 'image/jpeg') return jpegSize(body);
  if (type === 'image/webp') return webpSize(body);
  return null;
}

function jpegSize(body: Buffer) {
  let at = 2;
  while (at + 9 < body.length) {
    if (body[at] !== 0xff) return null;
    const marker = body[at + 1]!;
    if (marker === 0xff) {
      at += 1;
      continue;
    }
    const length = body.readUInt16BE(at + 2);
    // SOF0..SOF15 carry the frame size; C4 (DHT), C8 (JPG) and CC (DAC) are not frames.
    if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc) {
      return { height: body.readUInt16BE(at + 5), width: body.readUInt16BE(at + 7) };
    }
    at += 2 + length;
  }
  return null;
}

function webpSize(body: Buffer) {
  if (body.length < 30) return null;
  const chunk = body.toString('latin1', 12, 16);
  if (chunk === 'VP8X')
    return { width: 1 + body.readUIntLE(24, 3), height: 1 + body.readUIntLE(27, 3) };
  if (chunk === 'VP8L') {
    const bits = body.readUInt32LE(21);
    return { width: 1 + (bits & 0x3fff), height: 1 + ((bits >> 14) & 0x3fff) };
  }
  if (chunk === 'VP8 ')
    return { width: body.readUInt16LE(26) & 0x3fff, height: body.readUInt16LE(28) & 0x3fff };
  return null;
}
