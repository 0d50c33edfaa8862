import { describe, expect, it } from 'vitest';
import { incubatorId } from './incubator-id.ts';

describe('incubatorId', () => {
  it('upper-cases and drops spaces and accents, and maps an identifier to itself', () => {
    expect(incubatorId('Sting')).toBe('STING');
    expect(incubatorId('Uppsala Innovation Centre')).toBe('UPPSALAINNOVATIONCENTRE');
    expect(incubatorId('Göteborgs Företagsinkubator')).toBe('GOTEBORGSFORETAGSINKUBATOR');
    expect(incubatorId(incubatorId('Ångström Labs'))).toBe('ANGSTROMLABS');
  });
});

describe('INCUBATORS', () => {
  it('lists 45 incubators with unique identifiers and finds them by name or id', async () => {
    const { INCUBATORS, findIncubator } = await import('./incubators.ts');
    expect(INCUBATORS).toHaveLength(45);
    expect(new Set(INCUBATORS.map((i) => i.id)).size).toBe(45);
    expect(findIncubator('Södertälje Science Park')?.id).toBe('SODERTALJESCIENCEPARK');
    expect(findIncubator('SODERTALJESCIENCEPARK')?.name).toBe('Södertälje Science Park');
    expect(findIncubator('Nowhere Park')).toBeNull();
  });
});
