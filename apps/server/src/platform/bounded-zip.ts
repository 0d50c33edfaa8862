import { inflateRawSync } from 'node:zlib';

/**
 * Unpacks a zip (an XLSX) in memory, never past `maxBytes` in all: inflating stops at the limit
 * (zlib's maxOutputLength), whatever sizes the archive declares, so a zip bomb costs at most
 * `maxBytes` and the time to inflate them. Throws ZipLimitError past a limit, Error when the
 * bytes are not a zip this reads (stored or deflated entries).
 */
export class ZipLimitError extends Error {}

const EOCD = 0x06054b50;
const CENTRAL = 0x02014b50;
const LOCAL = 0x04034b50;

export function unzipBounded(
  zip: Buffer,
  limits: { maxBytes: number; maxEntries: number },
): Map<string, Buffer> {
  const end = findEndOfCentralDirectory(zip);
  const entries = zip.readUInt16LE(end + 10);
  if (entries > limits.maxEntries) {
    throw new ZipLimitError(`The archive holds more than ${limits.maxEntries} files`);
  }
  const directory = zip.readUInt32LE(end + 16);
  // What the archive declares is checked first (no inflating at all for an honest bomb); what it
  // really inflates to is bounded below, whatever it declared.
  let declared = 0;
  for (let i = 0, at = directory; i < entries && at + 46 <= zip.length; i++) {
    declared += zip.readUInt32LE(at + 24);
    at += 46 + zip.readUInt16LE(at + 28) + zip.readUInt16LE(at + 30) + zip.readUInt16LE(at + 32);
  }
  if (declared > limits.maxBytes) throw tooBig(limits);
  let at = directory;
  let left = limits.maxBytes;
  const files = new Map<string, Buffer>();
  for (let i = 0; i < entries; i++) {
    if (at + 46 > zip.length || zip.readUInt32LE(at) !== CENTRAL) throw new Error('bad zip');
    const method = zip.readUInt16LE(at + 10);
    const compressed = zip.readUInt32LE(at + 20);
    const nameLength = zip.readUInt16LE(at + 28);
    const extraLength = zip.readUInt16LE(at + 30);
    const commentLength = zip.readUInt16LE(at + 32);
    const local = zip.readUInt32LE(at + 42);
    const name = zip.toString('utf8', at + 46, at + 46 + nameLength);
    at += 46 + nameLength + extraLength + commentLength;
    if (local + 30 > zip.length || zip.readUInt32LE(local) !== LOCAL) throw new Error('bad zip');
    const start = local + 30 + zip.readUInt16LE(local + 26) + zip.readUInt16LE(local + 28);
    const data = zip.subarray(start, start + compressed);
    if (data.length !== compressed) throw new Error('bad zip');
    let body: Buffer;
    if (method === 0) body = data;
    else if (method === 8) {
      try {
        body = inflateRawSync(data, { maxOutputLength: Math.max(1, left) });
      } catch (error) {
        if ((error as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE') throw tooBig(limits);
        throw error;
      }
    } else throw new Error(`zip method ${method}`);
    if (body.length > left) throw tooBig(limits);
    left -= body.length;
    files.set(name, body);
  }
  return files;
}

function tooBig(limits: { maxBytes: number }) {
  return new ZipLimitError(
    `The workbook unpacks to more than ${Math.round(limits.maxBytes / (1024 * 1024))} MB`,
  );
}

function findEndOfCentralDirectory(zip: Buffer) {
  for (let at = zip.length - 22; at >= Math.max(0, zip.length - 22 - 65_535); at--) {
    if (zip.readUInt32LE(at) === EOCD) return at;
  }
  throw new Error('not a zip');
}
