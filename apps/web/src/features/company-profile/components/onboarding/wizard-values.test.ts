import { describe, expect, it } from 'vitest';
import type { MyCompanyQuery } from '../../../../gql/startup.ts';
import { checkStep, valuesFrom, type WizardValues } from './wizard-values.ts';

const company = {
  id: 'c1',
  type: 'startup',
  name: 'Tidewater AB',
  organisationNumber: null,
  website: null,
  country: 'SE',
  countryName: 'Sweden',
  city: null,
  foundedYear: null,
  sizeBand: null,
  description: null,
  industries: [],
  technologies: [],
  stage: null,
  incubator: 'STING',
  incubatorName: 'STING',
  incubatorStatus: null,
  incubatorOther: null,
  interestedCountries: [],
  pitchShort: null,
  pitchLong: null,
  logoFileId: null,
  logoUrl: null,
  logoThumbnailUrl: null,
  deckFileId: null,
  deckUrl: null,
  sector: null,
  publicBody: false,
  activityStatus: 'PENDING',
  onboardingStep: null,
  onboardingSteps: [],
  missingFields: [],
  onboarded: false,
} satisfies MyCompanyQuery['myCompany'];

const values = (patch: Partial<WizardValues> = {}) => ({ ...valuesFrom(company), ...patch });

describe('onboarding wizard values', () => {
  it('fills the forms from the saved profile; a stored incubator identifier selects it', () => {
    expect(values()).toMatchObject({ name: 'Tidewater AB', country: 'SE', incubator: 'STING' });
  });

  it('names each missing field of a step with the shared schema’s message', () => {
    const checked = checkStep('BASICS', values());
    expect(checked.ok).toBe(false);
    if (checked.ok) return;
    const paths = Object.fromEntries(checked.issues.map((i) => [i.path, i.message]));
    expect(paths).toEqual({ city: 'Enter the city', sizeBand: 'Choose a size band' });
  });

  it('saves a basics step with the website made absolute and the year as a number', () => {
    const checked = checkStep(
      'BASICS',
      values({
        city: 'Gothenburg',
        sizeBand: '10-49',
        website: 'tidewater.example',
        foundedYear: 2022,
      }),
    );
    expect(checked).toEqual({
      ok: true,
      input: {
        basics: expect.objectContaining({
          website: 'https://tidewater.example',
          foundedYear: 2022,
          city: 'Gothenburg',
        }),
      },
    });
  });

  it('drops the incubator when the startup is not in one, and asks for the name of Other', () => {
    const none = checkStep('INCUBATOR', values({ incubatorStatus: 'Not in an incubator' }));
    expect(none.ok && none.input.incubator).toMatchObject({ incubator: null });
    const other = checkStep(
      'INCUBATOR',
      values({ incubatorStatus: 'In an incubator', incubator: 'OTHER', incubatorOther: '' }),
    );
    expect(other.ok).toBe(false);
    if (!other.ok)
      expect(other.issues[0]).toEqual({
        path: 'incubatorOther',
        message: 'Enter the name of the incubator',
      });
  });

  it('reduces interested countries to plain codes (SPEC §5)', () => {
    const checked = checkStep('MARKETS', values({ interestedCountries: ['EUROPE', 'jp', ''] }));
    expect(checked.ok && checked.input.markets).toEqual({ interestedCountries: ['EUROPE', 'JP'] });
  });

  it('sends only the invitation rows someone started to fill in', () => {
    const empty = { email: '', name: '', title: '' };
    const checked = checkStep(
      'TEAM',
      values({ invites: [empty, { email: 'ana@example.org', name: 'Ana', title: '' }] }),
    );
    expect(checked.ok && checked.input.team?.invites).toHaveLength(1);
  });
});
