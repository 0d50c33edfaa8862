import { findIncubator, isOtherIncubator } from '@matchday/shared';
import type { AttachedFile } from './FileUpload.tsx';

/** The profile fields of a company as the graphs answer them (startup, corp and admin alike). */
export type ProfileFields = {
  name: string;
  organisationNumber?: string | null;
  website?: string | null;
  country?: string | null;
  city?: string | null;
  foundedYear?: number | null;
  sizeBand?: string | null;
  description?: string | null;
  industries: string[];
  technologies: string[];
  stage?: string | null;
  incubatorStatus?: string | null;
  incubator?: string | null;
  incubatorOther?: string | null;
  interestedCountries: string[];
  pitchShort?: string | null;
  pitchLong?: string | null;
  logoFileId?: string | null;
  logoUrl?: string | null;
  logoThumbnailUrl?: string | null;
  deckFileId?: string | null;
  deckUrl?: string | null;
};

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
    logo: c.logoFileId
      ? { id: c.logoFileId, url: c.logoUrl ?? null, thumbnailUrl: c.logoThumbnailUrl ?? null }
      : null,
    deck: c.deckFileId
      ? { id: c.deckFileId, url: c.deckUrl ?? null, name: 'Pitch deck (PDF)' }
      : null,
  };
}
