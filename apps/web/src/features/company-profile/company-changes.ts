import { adminCompanyUpdateInput } from '@matchday/shared';
import type { ZodError } from 'zod';
import type { CompanyUpdateInput } from '../../gql/admin.ts';
import type { ProfileValues } from './profile-values.ts';

/** The form as the update input's fields ('' for an emptied text; ids for files). */
function asInput(v: ProfileValues): Record<string, unknown> {
  return {
    name: v.name,
    country: v.country ?? '',
    organisationNumber: v.organisationNumber,
    website: v.website,
    city: v.city,
    foundedYear: v.foundedYear === '' ? null : Number(v.foundedYear),
    sizeBand: v.sizeBand,
    description: v.description,
    industries: v.industries,
    technologies: v.technologies,
    stage: v.stage,
    incubatorStatus: v.incubatorStatus,
    incubator: v.incubatorStatus === 'Not in an incubator' ? null : v.incubator,
    incubatorOther: v.incubator === 'OTHER' ? v.incubatorOther : null,
    interestedCountries: v.interestedCountries,
    pitchShort: v.pitchShort,
    pitchLong: v.pitchLong,
    sector: v.sector,
    publicBody: v.publicBody,
    logoFileId: v.logo?.id ?? null,
    deckFileId: v.deck?.id ?? null,
  };
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * Only what changed goes to updateCompany (absent: unchanged, null: cleared), checked by the
 * shared schema first. The incubator fields travel together when any of them changed.
 */
export function changesOf(
  initial: ProfileValues,
  current: ProfileValues,
): { ok: true; input: CompanyUpdateInput } | { ok: false; error: ZodError } {
  const before = asInput(initial);
  const after = asInput(current);
  const changed: Record<string, unknown> = {};
  for (const key of Object.keys(after)) {
    if (!same(before[key], after[key])) changed[key] = after[key] === '' ? null : after[key];
  }
  if (['incubatorStatus', 'incubator', 'incubatorOther'].some((k) => k in changed)) {
    changed.incubatorStatus = after.incubatorStatus;
    changed.incubator = after.incubator;
    changed.incubatorOther = after.incubatorOther || null;
  }
  const parsed = adminCompanyUpdateInput.safeParse(changed);
  return parsed.success
    ? { ok: true, input: parsed.data as CompanyUpdateInput }
    : { ok: false, error: parsed.error };
}
