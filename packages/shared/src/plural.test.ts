import { describe, expect, it } from 'vitest';
import { plural } from './plural.ts';

describe('plural', () => {
  it('says one for 1 and the plural otherwise, irregular ones given', () => {
    expect(plural(1, 'meeting')).toBe('1 meeting');
    expect(plural(3, 'meeting')).toBe('3 meetings');
    expect(plural(0, 'startup')).toBe('0 startups');
    expect(plural(2, 'person', 'people')).toBe('2 people');
  });
});
