import { regionOf } from './regions.ts';

const REGION_NAMES: Record<string, string> = {
  EUROPE: 'Europe',
  ASIA: 'Asia',
  AFRICA: 'Africa',
  NORTH_AMERICA: 'North America',
  SOUTH_AMERICA: 'South America',
  AUSTRALIA_OCEANIA: 'Australia/Oceania',
};

let countryNames: Intl.DisplayNames | null | undefined;

/** English name of a country code or region ("SE" → "Sweden", "EUROPE" → "Europe"). */
export function placeName(code: string): string {
  const upper = code.toUpperCase();
  if (REGION_NAMES[upper]) return REGION_NAMES[upper];
  if (countryNames === undefined) {
    try {
      countryNames = new Intl.DisplayNames(['en'], { type: 'region', fallback: 'code' });
    } catch {
      countryNames = null;
    }
  }
  if (countryNames && regionOf(upper)) return countryNames.of(upper) ?? upper;
  return upper;
}
