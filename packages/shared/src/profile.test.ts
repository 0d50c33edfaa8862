import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { adminCompanyUpdateInput, companyListInput, createAdminInput } from './accounts-console.ts';
import {
  basicsStepInput,
  corporateProfileInput,
  incubatorStepInput,
  marketsStepInput,
  missingProfileFields,
  onboardingStepInputs,
  pitchStepInput,
  reduceInterestedCountries,
} from './profile.ts';
import { registerStartupInput } from './auth.ts';

const paths = (r: { success: boolean; error?: { issues: { path: PropertyKey[] }[] } }) =>
  r.error?.issues.map((i) => i.path.join('.')) ?? [];

describe('profile inputs', () => {
  it('reduces interested countries to plain upper-case values, dropping empty ones (SPEC §5)', () => {
    expect(
      reduceInterestedCountries([
        { value: 'se', label: 'Sweden' },
        '',
        ' EUROPE ',
        { value: '' },
        'SE',
      ]),
    ).toEqual(['SE', 'EUROPE']);
    const parsed = marketsStepInput.parse({ interestedCountries: ['asia', { value: 'NO' }, ''] });
    expect(parsed.interestedCountries).toEqual(['ASIA', 'NO']);
    expect(paths(marketsStepInput.safeParse({ interestedCountries: ['SE', 'ATLANTIS'] }))).toEqual([
      'interestedCountries.1',
    ]);
  });

  it('checks the incubator against the list, Other needs a name, none when not incubated', () => {
    expect(
      incubatorStepInput.safeParse({ incubatorStatus: 'In an incubator', incubator: 'STING' })
        .success,
    ).toBe(true);
    expect(
      incubatorStepInput.safeParse({
        incubatorStatus: 'Alumni from an incubator',
        incubator: 'Uppsala Innovation Centre',
      }).success,
    ).toBe(true);
    expect(
      paths(
        incubatorStepInput.safeParse({ incubatorStatus: 'In an incubator', incubator: 'NOWHERE' }),
      ),
    ).toEqual(['incubator']);
    expect(
      paths(
        incubatorStepInput.safeParse({ incubatorStatus: 'In an incubator', incubator: 'Other' }),
      ),
    ).toEqual(['incubatorOther']);
    expect(paths(incubatorStepInput.safeParse({ incubatorStatus: 'In an incubator' }))).toEqual([
      'incubator',
    ]);
    expect(incubatorStepInput.safeParse({ incubatorStatus: 'Not in an incubator' }).success).toBe(
      true,
    );
    expect(paths(incubatorStepInput.safeParse({ incubatorStatus: 'Maybe' }))).toEqual([
      'incubatorStatus',
    ]);
    // Sign-up takes the same list.
    const signup = registerStartupInput.safeParse({
      company: { name: 'A', country: 'SE', incubator: 'Nowhere Park' },
      user: { email: 'a@b.se', name: 'A', password: 'long enough passphrase' },
    });
    expect(paths(signup)).toEqual(['company.incubator']);
  });

  it('names the field of a bad country, oversized text and a pitch with a line break', () => {
    const basics = basicsStepInput.safeParse({
      name: 'x'.repeat(201),
      country: 'ZZ',
      city: 'Lund',
      sizeBand: '1-9',
    });
    expect(paths(basics)).toEqual(['name', 'country']);
    expect(paths(pitchStepInput.safeParse({ pitchShort: 'one\ntwo' }))).toEqual(['pitchShort']);
    expect(
      paths(pitchStepInput.safeParse({ pitchShort: 'ok', pitchLong: 'x'.repeat(5001) })),
    ).toEqual(['pitchLong']);
    expect(
      basicsStepInput.parse({
        name: ' Acme ',
        country: 'se',
        city: 'Lund',
        sizeBand: '1-9',
        website: 'acme.se',
      }),
    ).toMatchObject({ name: 'Acme', country: 'SE', website: 'https://acme.se' });
    expect(
      paths(
        basicsStepInput.safeParse({
          name: 'A',
          country: 'SE',
          city: 'L',
          sizeBand: '1-9',
          role: 'admin',
        }),
      ),
    ).toEqual(['']);
  });

  it('lists the required fields a profile lacks', () => {
    expect(missingProfileFields({ name: 'A', country: 'SE', industries: [] })).toEqual([
      'city',
      'sizeBand',
      'description',
      'industries',
      'stage',
      'incubatorStatus',
      'pitchShort',
    ]);
  });

  it('admin kinds take only their own filter; INCUBATOR needs a listed incubator', () => {
    const base = { email: 'x@y.se', name: 'X' };
    expect(
      createAdminInput.safeParse({ ...base, adminType: 'INCUBATOR', incubator: 'Sting' }).success,
    ).toBe(true);
    expect(paths(createAdminInput.safeParse({ ...base, adminType: 'INCUBATOR' }))).toEqual([
      'incubator',
    ]);
    expect(
      paths(createAdminInput.safeParse({ ...base, adminType: 'ADMIN', incubator: 'STING' })),
    ).toEqual(['incubator']);
    expect(
      paths(createAdminInput.safeParse({ ...base, adminType: 'INCUBATOR', incubator: 'Atlantis' })),
    ).toEqual(['incubator']);
    expect(
      paths(
        createAdminInput.safeParse({
          ...base,
          adminType: 'EVENT_HOST',
          accountFilter: [crypto.randomUUID()],
        }),
      ),
    ).toEqual(['accountFilter']);
  });

  it('garbage in any input schema is a validation error, never an exception', () => {
    const schemas = [
      ...Object.values(onboardingStepInputs),
      corporateProfileInput,
      companyListInput,
      adminCompanyUpdateInput,
      createAdminInput,
    ];
    fc.assert(
      fc.property(fc.anything(), fc.integer({ min: 0, max: schemas.length - 1 }), (value, i) => {
        const result = schemas[i]!.safeParse(value);
        expect(typeof result.success).toBe('boolean');
      }),
      { numRuns: 500 },
    );
  });
});
