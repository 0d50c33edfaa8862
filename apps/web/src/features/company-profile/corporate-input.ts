import { corporateProfileInput } from '@matchday/shared';
import type { ZodError } from 'zod';
import type { CorporateProfileInput } from '../../gql/corp.ts';
import type { ProfileValues } from './profile-values.ts';

/** The corporate's own form checked by the shared schema: field errors, or the mutation's input. */
export function checkCorporate(
  v: ProfileValues,
): { ok: true; input: CorporateProfileInput } | { ok: false; error: ZodError } {
  const parsed = corporateProfileInput.safeParse({
    name: v.name,
    organisationNumber: v.organisationNumber,
    website: v.website,
    country: v.country ?? '',
    city: v.city,
    foundedYear: v.foundedYear === '' ? null : Number(v.foundedYear),
    sizeBand: v.sizeBand,
    sector: v.sector,
    publicBody: v.publicBody,
    description: v.description,
    industries: v.industries,
    logoFileId: v.logo?.id ?? null,
  });
  return parsed.success ? { ok: true, input: parsed.data } : { ok: false, error: parsed.error };
}
