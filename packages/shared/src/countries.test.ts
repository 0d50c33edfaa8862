import { describe, expect, it } from 'vitest';
import { COUNTRIES, isCountryCode, isRegionCode, placeName, REGIONS } from './countries.ts';

describe('countries and regions', () => {
  it('lists all 249 ISO 3166-1 alpha-2 codes once, with English names', () => {
    expect(COUNTRIES).toHaveLength(249);
    expect(new Set(COUNTRIES.map((c) => c.code)).size).toBe(249);
    expect(COUNTRIES.every((c) => /^[A-Z]{2}$/.test(c.code) && c.name.length > 2)).toBe(true);
    expect(placeName('SE')).toBe('Sweden');
    expect(placeName('GB')).toBe('United Kingdom');
    expect(placeName('CI')).toBe("Côte d'Ivoire");
  });

  it('has the six SPEC §3 regions with their English names', () => {
    expect(REGIONS.map((r) => [r.code, r.name])).toEqual([
      ['EUROPE', 'Europe'],
      ['ASIA', 'Asia'],
      ['SOUTH_AMERICA', 'South America'],
      ['NORTH_AMERICA', 'North America'],
      ['AFRICA', 'Africa'],
      ['AUSTRALIA_OCEANIA', 'Australia/Oceania'],
    ]);
    expect(isRegionCode('EUROPE')).toBe(true);
    expect(isCountryCode('EUROPE')).toBe(false);
    expect(isCountryCode('XX')).toBe(false);
    expect(placeName('XX')).toBeNull();
  });
});
