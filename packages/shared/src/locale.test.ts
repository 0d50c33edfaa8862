import { describe, expect, it } from 'vitest';
import { localeSchema } from './locale-input.ts';
import { negotiateLocale } from './locale.ts';

describe('negotiateLocale', () => {
  it('takes the first supported language of an Accept-Language header by quality', () => {
    expect(negotiateLocale('sv-SE,sv;q=0.9,en;q=0.8')).toBe('sv');
    expect(negotiateLocale('de-DE,en;q=0.5,sv;q=0.7')).toBe('sv');
    expect(negotiateLocale('fi-FI, en-GB;q=0.9')).toBe('en');
  });

  it('ignores refused languages and falls back when nothing is supported', () => {
    expect(negotiateLocale('sv;q=0, de')).toBe('en');
    expect(negotiateLocale('de', 'sv')).toBe('sv');
    expect(negotiateLocale(undefined)).toBe('en');
    expect(negotiateLocale('')).toBe('en');
  });

  it('reads a browser list in its order', () => {
    expect(negotiateLocale(['nb-NO', 'sv-FI', 'en'])).toBe('sv');
    expect(negotiateLocale(['en-US', 'sv'])).toBe('en');
  });
});

describe('localeSchema', () => {
  it('names the allowed languages in its message', () => {
    const result = localeSchema.safeParse('de');
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('Language must be one of en, sv (got "de")');
  });
});
