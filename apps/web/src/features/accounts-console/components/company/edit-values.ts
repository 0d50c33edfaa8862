import { adminCompanyUpdateInput, findIncubator, isOtherIncubator } from '@matchday/shared';
import type { ZodError } from 'zod';
import type { AttachedFile } from '../../../../components/FileUpload.tsx';
import type { CompanyUpdateInput, ConsoleCompanyQuery } from '../../../../gql/admin.ts';

type Company = ConsoleCompanyQuery['company'];

export type EditValues = {
  name: string;
  organisationNumber: string;
  website: string;
  country: string | null;
  city: string;
  foundedYear: string | number;
  sizeBand: string | null;
  description: string;
  industries: string[];
  technologies: string[];
  stage: string | null;
  incubatorStatus: string | null;
  incubator: string | null;
  incubatorOther: string;
  interestedCountries: string[];
  pitchShort: string;
  pitchLong: string;
  sector: string;
  publicBody: boolean;
  logo: AttachedFile | null;
  deck: AttachedFile | null;
};

const incubatorOption = (stored: string | null) =>
  !stored ? null : isOtherIncubator(stored) ? 'OTHER' : (findIncubator(stored)?.id ?? stored);

export function editValuesFrom(c: Company): EditValues {
  return {
    name: c.name,
    organisationNumber: c.organisationNumber ?? '',
    website: c.website ?? '',
    country: c.country,
    city: c.city ?? '',
    foundedYear: c.foundedYear ?? '',
    sizeBand: c.sizeBand,
    description: c.description ?? '',
    industries: c.industries,
    technologies: c.technologies,
    stage: c.stage,
    incubatorStatus: c.incubatorStatus,
    incubator: incubatorOption(c.incubator),
    incubatorOther: c.incubatorOther ?? '',
    interestedCountries: c.interestedCountries,
    pitchShort: c.pitchShort ?? '',
    pitchLong: c.pitchLong ?? '',
    sector: c.sector ?? '',
    publicBody: c.publicBody,
    logo: c.logoFileId
      ? { id: c.logoFileId, url: c.logoUrl, thumbnailUrl: c.logoThumbnailUrl }
      : null,
    deck: c.deckFileId ? { id: c.deckFileId, url: c.deckUrl, name: 'Pitch deck (PDF)' } : null,
  };
}

/** The form as the update input's fields ('' for an emptied text; ids for files). */
function asInput(v: EditValues): Record<string, unknown> {
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
  initial: EditValues,
  current: EditValues,
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
