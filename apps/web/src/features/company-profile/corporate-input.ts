import { corporateProfileInput } from '@matchday/shared';
import type { ZodError } from 'zod';
import type { AttachedFile } from '../../../../components/FileUpload.tsx';
import type { CorporateProfileInput, MyCompanyQuery } from '../../../../gql/corp.ts';

export type CorporateValues = {
  name: string;
  organisationNumber: string;
  website: string;
  country: string | null;
  city: string;
  foundedYear: string | number;
  sizeBand: string | null;
  sector: string;
  publicBody: boolean;
  description: string;
  industries: string[];
  logo: AttachedFile | null;
};

export function corporateValuesFrom(c: MyCompanyQuery['myCompany']): CorporateValues {
  return {
    name: c.name,
    organisationNumber: c.organisationNumber ?? '',
    website: c.website ?? '',
    country: c.country || null,
    city: c.city ?? '',
    foundedYear: c.foundedYear ?? '',
    sizeBand: c.sizeBand,
    sector: c.sector ?? '',
    publicBody: c.publicBody,
    description: c.description ?? '',
    industries: c.industries,
    logo: c.logoFileId
      ? { id: c.logoFileId, url: c.logoUrl, thumbnailUrl: c.logoThumbnailUrl }
      : null,
  };
}

/** The whole form checked by the shared schema: field errors, or the mutation's input. */
export function checkCorporate(
  v: CorporateValues,
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
