import { describe, expect, it } from 'vitest';
import { linkify } from './linkify.ts';

describe('linkify', () => {
  it('turns http(s) addresses into links and leaves the rest as text', () => {
    expect(linkify('Deck: https://example.com/deck.pdf. Thanks!')).toEqual([
      { text: 'Deck: ' },
      { text: 'https://example.com/deck.pdf', href: 'https://example.com/deck.pdf' },
      { text: '. Thanks!' },
    ]);
  });

  it('never makes a link of other schemes or markup', () => {
    expect(linkify('javascript:alert(1) <a href="x">y</a>')).toEqual([
      { text: 'javascript:alert(1) <a href="x">y</a>' },
    ]);
  });

  it('keeps text without addresses whole', () => {
    expect(linkify('line one\nline two')).toEqual([{ text: 'line one\nline two' }]);
  });
});
