import { describe, expect, it } from 'vitest';
import { homePathFor } from './user-area.ts';

describe('homePathFor', () => {
  it('sends each kind of user to the main page of its area', () => {
    expect(homePathFor(null)).toBe('/');
    expect(homePathFor({ admin: true, type: 'startup' })).toBe('/admin');
    expect(homePathFor({ admin: false, type: 'startup' })).toBe('/startup');
    expect(homePathFor({ admin: false, type: 'corp' })).toBe('/corporate');
    expect(homePathFor({})).toBe('/');
  });
});
