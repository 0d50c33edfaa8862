import { describe, expect, it } from 'vitest';
import { formatterFor } from './messages.ts';
import { placeName } from './place.ts';

describe('placeName', () => {
  const sv = formatterFor('sv', { 'place.table': 'Bord {number}' });
  const en = formatterFor('en', {});

  it('words an unnamed table in the reader’s language, with the venue after it', () => {
    expect(placeName(sv.format, 'Table 1', 'Kulturhuset, Stockholm')).toBe(
      'Bord 1, Kulturhuset, Stockholm',
    );
    expect(placeName(en.format, 'Table 12', '')).toBe('Table 12');
  });

  it('keeps a meeting point the organisers named, and leaves out what is missing', () => {
    expect(placeName(sv.format, 'Stage A', ' ')).toBe('Stage A');
    expect(placeName(sv.format, null, 'Kulturhuset')).toBe('Kulturhuset');
  });
});
