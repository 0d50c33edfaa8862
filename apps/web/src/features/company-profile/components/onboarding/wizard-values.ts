import { onboardingStepInputs, type OnboardingStep } from '@matchday/shared';
import { profileValuesFrom, type ProfileValues } from '../../profile-values.ts';
import type { MyCompanyQuery, OnboardingInput } from '../../../../gql/startup.ts';

export type Invite = { email: string; name: string; title: string };

/** Everything the wizard's forms hold, as the inputs hold it (strings, lists, files). */
export type WizardValues = ProfileValues & { invites: Invite[] };

type Company = MyCompanyQuery['myCompany'];

/** The saved profile fills the forms, so coming back resumes with what was entered. */
export function valuesFrom(company: Company): WizardValues {
  return { ...profileValuesFrom(company), invites: [] };
}

/** The raw fields of one step, as its shared zod schema expects them. */
function rawStep(step: OnboardingStep, v: WizardValues): Record<string, unknown> {
  switch (step) {
    case 'BASICS':
      return {
        name: v.name,
        organisationNumber: v.organisationNumber,
        website: v.website,
        country: v.country ?? '',
        city: v.city,
        foundedYear: v.foundedYear === '' ? null : Number(v.foundedYear),
        sizeBand: v.sizeBand ?? undefined,
      };
    case 'BUSINESS':
      return {
        description: v.description,
        industries: v.industries,
        technologies: v.technologies,
        stage: v.stage ?? undefined,
      };
    case 'INCUBATOR': {
      const none = v.incubatorStatus === 'Not in an incubator';
      return {
        incubatorStatus: v.incubatorStatus ?? undefined,
        incubator: none ? null : v.incubator,
        incubatorOther: none || v.incubator !== 'OTHER' ? null : v.incubatorOther,
      };
    }
    case 'MARKETS':
      return { interestedCountries: v.interestedCountries };
    case 'PITCH':
      return { pitchShort: v.pitchShort, pitchLong: v.pitchLong };
    case 'MEDIA':
      return { logoFileId: v.logo?.id ?? null, deckFileId: v.deck?.id ?? null };
    case 'TEAM':
      return {
        invites: v.invites
          .filter((i) => i.email.trim() || i.name.trim() || i.title.trim())
          .map((i) => ({ email: i.email, name: i.name, title: i.title })),
      };
  }
}

const KEYS: Record<OnboardingStep, keyof OnboardingInput> = {
  BASICS: 'basics',
  BUSINESS: 'business',
  INCUBATOR: 'incubator',
  MARKETS: 'markets',
  PITCH: 'pitch',
  MEDIA: 'media',
  TEAM: 'team',
};

/**
 * Checks one step with its shared schema (the same one the server parses): either the field
 * errors, keyed like the server keys them, or the GraphQL input to save.
 */
export function checkStep(
  step: OnboardingStep,
  values: WizardValues,
):
  | { ok: true; input: OnboardingInput }
  | { ok: false; issues: { path: string; message: string }[] } {
  const parsed = onboardingStepInputs[step].safeParse(rawStep(step, values));
  if (!parsed.success) {
    return {
      ok: false,
      issues: parsed.error.issues.map((i) => ({ path: i.path.join('.'), message: i.message })),
    };
  }
  return { ok: true, input: { [KEYS[step]]: parsed.data } as OnboardingInput };
}
