import type { StoredType } from './uploads.tables.ts';

/**
 * The type of a file from its first bytes (magic numbers), never from its name or the type the
 * client claims. Only these four are accepted: an HTML page named logo.png, an SVG (which can
 * carry script) or anything else is refused.
 */
export function sniffType(head: Buffer): StoredType | null {
  const starts = (bytes: number[], at = 0) => bytes.every((b, i) => head[at + i] === b);
  if (starts([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (starts([0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (starts([0x52, 0x49, 0x46, 0x46]) && starts([0x57, 0x45, 0x42, 0x50], 8)) return 'image/webp';
  if (starts([0x25, 0x50, 0x44, 0x46, 0x2d])) return 'application/pdf';
  return null;
}

export const isImage = (type: StoredType) => type.startsWith('image/');
