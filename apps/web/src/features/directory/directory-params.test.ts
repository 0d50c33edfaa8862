import { describe, expect, it } from 'vitest';
import { activeFilterCount, directoryVariables, readIndustries } from './directory-params.ts';
import { directoryScope } from './directory-scope.ts';

const url = (values: Record<string, string>) => (key: string) => values[key] ?? '';

describe('directoryScope (SPEC §6, the permission table)', () => {
  it('lists the other kind to people, both to ADMIN and CONSORTIUM_MEMBER, nothing to a host', () => {
    expect(directoryScope('startup')).toMatchObject({ startups: false, corporates: true });
    expect(directoryScope('corp')).toMatchObject({ startups: true, corporates: false });
    expect(directoryScope('ADMIN')?.filters).toEqual({ type: true, stage: true, incubator: true });
    expect(directoryScope('CONSORTIUM_MEMBER')?.noun).toBe('companies');
    expect(directoryScope('INCUBATOR')).toEqual({
      startups: true,
      corporates: false,
      noun: 'startups',
      filters: { type: false, stage: true, incubator: false },
    });
    expect(directoryScope('EVENT_HOST')).toBeNull();
    expect(directoryScope('anonymous')).toBeNull();
  });
});

describe('directoryVariables', () => {
  it('sends only the filters the reader’s scope offers', () => {
    const link = url({
      q: 'robots',
      type: 'startup',
      industry: 'Energy,Knitting,Fintech',
      country: 'SE',
      stage: 'PILOT',
      incubator: 'STING',
    });
    const corp = directoryVariables(link, 2, directoryScope('corp')!);
    expect(corp).toEqual({
      filter: {
        search: 'robots',
        type: null,
        industries: ['Energy', 'Fintech'],
        country: 'SE',
        stage: 'PILOT',
        incubator: 'STING',
      },
      offset: 12,
      limit: 12,
    });
    const startup = directoryVariables(link, 1, directoryScope('startup')!);
    expect(startup.filter).toMatchObject({ type: null, stage: null, incubator: null });
    expect(activeFilterCount(startup)).toBe(2);
    expect(activeFilterCount(corp)).toBe(4);
  });

  it('drops the startup filters when the admin chooses corporates', () => {
    const link = url({ type: 'corp', stage: 'PILOT', incubator: 'STING' });
    const admin = directoryVariables(link, 1, directoryScope('ADMIN')!);
    expect(admin.filter).toMatchObject({ type: 'corp', stage: null, incubator: null });
    expect(activeFilterCount(admin)).toBe(1);
  });

  it('drops unknown industries and stages', () => {
    expect(readIndustries(' Energy ,,Knitting')).toEqual(['Energy']);
    const admin = directoryVariables(url({ stage: 'DREAM' }), 1, directoryScope('ADMIN')!);
    expect(admin.filter.stage).toBeNull();
  });
});
