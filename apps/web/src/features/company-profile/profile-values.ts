import { findIncubator, isOtherIncubator } from '@matchday/shared';
import type { AttachedFile } from '../../components/FileUpload.tsx';
import type { CompanyProfileFieldsFragment as AdminFields } from '../../gql/admin.ts';
import type { CompanyProfileFieldsFragment as CorpFields } from '../../gql/corp.ts';
import type { CompanyProfileFieldsFragment as StartupFields } from '../../gql/startup.ts';

/** The CompanyProfileFields fragment as each graph answers it (the same fields on all three). */
export type ProfileFields = StartupFields | CorpFields | AdminFields;

/** The same fields as profile forms hold them: strings, lists and attached files. */
export type ProfileValues = {
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

/** The incubator as the select knows it: a listed identifier, OTHER, or nothing. */
export function incubatorOption(stored: string | null | undefined): string | null {
  if (!stored) return null;
  if (isOtherIncubator(stored)) return 'OTHER';
  return findIncubator(stored)?.id ?? null;
}

/** A saved profile as form values, so a form opens with what was entered before. */
export function profileValuesFrom(c: ProfileFields): ProfileValues {
  return {
    name: c.name,
    organisationNumber: c.organisationNumber ?? '',
    website: c.website ?? '',
    country: c.country || null,
    city: c.city ?? '',
    foundedYear: c.foundedYear ?? '',
    sizeBand: c.sizeBand ?? null,
    description: c.description ?? '',
    industries: c.industries,
    technologies: c.technologies,
    stage: c.stage ?? null,
    incubatorStatus: c.incubatorStatus ?? null,
    incubator: incubatorOption(c.incubator),
    incubatorOther: c.incubatorOther ?? '',
    interestedCountries: c.interestedCountries,
    pitchShort: c.pitchShort ?? '',
    pitchLong: c.pitchLong ?? '',
    sector: c.sector ?? '',
    publicBody: c.publicBody,
    logo: c.logoFileId
      ? { id: c.logoFileId, url: c.logoUrl ?? null, thumbnailUrl: c.logoThumbnailUrl ?? null }
      : null,
    deck: c.deckFileId
      ? { id: c.deckFileId, url: c.deckUrl ?? null, name: 'Pitch deck (PDF)' }
      : null,
  };
}
