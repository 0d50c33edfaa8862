import { describe, expect, it } from 'vitest';
import { precheckUpload } from './uploads.ts';

const file = (size: number, type: string, name = 'f') =>
  new File([new Uint8Array(size)], name, { type });

describe('upload pre-checks', () => {
  it('accepts a small PNG logo and a PDF deck', () => {
    expect(precheckUpload('logo', file(10, 'image/png'))).toBeNull();
    expect(precheckUpload('deck', file(10, 'application/pdf'))).toBeNull();
  });

  it('refuses the wrong type, an empty file and one over the limit, naming the problem', () => {
    expect(precheckUpload('logo', file(10, 'application/pdf'))).toBe(
      'The logo must be a PNG, JPEG or WebP image',
    );
    expect(precheckUpload('deck', file(0, 'application/pdf'))).toBe('The pitch deck file is empty');
    expect(precheckUpload('logo', file(2.4 * 1024 * 1024, 'image/jpeg'))).toBe(
      'The logo is too large (2.4 MB): at most 2 MB',
    );
    expect(precheckUpload('deck', file(20 * 1024 * 1024 + 1, 'application/pdf'))).toMatch(
      /^The pitch deck is too large .*: at most 20 MB$/,
    );
  });
});
