import { describe, expect, it } from 'vitest';
import { sameName } from './signature-name.ts';

describe('sameName', () => {
  it('forgives case, accents, spacing and hyphens', () => {
    expect(sameName('åsa  öberg-lind', 'Åsa Öberg Lind')).toBe(true);
    expect(sameName('CARL CORPORATE', 'Carl Corporate')).toBe(true);
    expect(sameName('Zoë Müller', 'Zoe Muller')).toBe(true);
  });
  it('refuses another name, a part of it, or nothing', () => {
    expect(sameName('Mickey Mouse', 'Carl Corporate')).toBe(false);
    expect(sameName('Carl', 'Carl Corporate')).toBe(false);
    expect(sameName(' - ', '')).toBe(false);
  });
});
