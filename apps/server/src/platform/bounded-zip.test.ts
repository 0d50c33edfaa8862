import { deflateRawSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { writeZip } from '../../test/zip-files.ts';
import { unzipBounded, ZipLimitError } from './bounded-zip.ts';

const limits = { maxBytes: 1024 * 1024, maxEntries: 10 };

describe('unzipBounded', () => {
  it('unpacks what fits', () => {
    const zip = writeZip([{ name: 'a.xml', data: Buffer.from('<a/>') }]);
    expect(unzipBounded(zip, limits).get('a.xml')?.toString()).toBe('<a/>');
  });

  it('refuses an archive declaring more than the limit, and one that lies about it', () => {
    const filler = Buffer.alloc(8 * 1024 * 1024, 0x20);
    const deflated = deflateRawSync(filler);
    const honest = writeZip([{ name: 'a.xml', deflated, size: filler.length, crc: 0 }]);
    const lying = writeZip([{ name: 'a.xml', deflated, size: 100, crc: 0 }]);
    for (const zip of [honest, lying]) {
      expect(() => unzipBounded(zip, limits)).toThrow(ZipLimitError);
      expect(() => unzipBounded(zip, limits)).toThrow('unpacks to more than 1 MB');
    }
  });

  it('refuses too many entries', () => {
    const parts = Array.from({ length: 11 }, (_, i) => ({ name: `${i}`, data: Buffer.from('x') }));
    expect(() => unzipBounded(writeZip(parts), limits)).toThrow('more than 10 files');
  });
});
