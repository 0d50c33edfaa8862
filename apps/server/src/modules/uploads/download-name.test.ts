import { describe, expect, it } from 'vitest';
import { contentDisposition, downloadName } from './download-name.ts';

const ID = '0b7f6a52-5a43-4d1e-9a3c-6a1f2b3c4d5e';

describe('downloadName (a downloaded deck was named by its id)', () => {
  it('names a deck by its company and the name it was uploaded under', () => {
    expect(
      downloadName({
        id: ID,
        contentType: 'application/pdf',
        originalName: 'Investor deck v3.pdf',
        companyName: 'Birch Robotics AB',
      }),
    ).toBe('Birch Robotics AB - Investor deck v3.pdf');
  });

  it('falls back to "pitch deck" and never to the id while a company is known', () => {
    expect(
      downloadName({
        id: ID,
        contentType: 'application/pdf',
        originalName: null,
        companyName: 'Birch',
      }),
    ).toBe('Birch - pitch deck.pdf');
    expect(
      downloadName({ id: ID, contentType: 'image/png', originalName: null, companyName: null }),
    ).toBe(`${ID}.png`);
  });

  it('does not repeat the company, and drops separators and quotes', () => {
    expect(
      downloadName({
        id: ID,
        contentType: 'application/pdf',
        originalName: 'Birch deck "final".PDF',
        companyName: 'Birch',
      }),
    ).toBe('Birch deck final.pdf');
    expect(
      downloadName({
        id: ID,
        contentType: 'application/pdf',
        originalName: 'b:c.pdf',
        companyName: 'Ö/Å AB',
      }),
    ).toBe('Ö Å AB - b c.pdf');
  });

  it('writes an ASCII fallback and the exact UTF-8 name', () => {
    expect(contentDisposition('Söder AB - deck.pdf')).toBe(
      `inline; filename="Soder AB - deck.pdf"; filename*=UTF-8''S%C3%B6der%20AB%20-%20deck.pdf`,
    );
  });
});
