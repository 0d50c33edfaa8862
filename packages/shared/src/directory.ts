import { z } from 'zod';
import { findIncubator } from './incubators.ts';
import { INDUSTRIES, isoCountry, STARTUP_STAGES } from './profile.ts';
import { USER_TYPES } from './roles.ts';
import { CONTROL_CHARACTER_MESSAGE, hasControlCharacters } from './text.ts';

/**
 * The company directory: startups and corporates find each other by name,
 * pitch or description and by type, industry, country, stage and incubator. Who sees which
 * company is the profile policy (viewStartupProfile / viewCorporateProfile of SPEC §6).
 */

export const DIRECTORY_PAGE_SIZE = 12;
export const DIRECTORY_MAX_PAGE_SIZE = 50;
export const DIRECTORY_SEARCH_MAX = 100;
export const DIRECTORY_MAX_INDUSTRIES = 10;

const searchText = z
  .string({ error: 'Enter words to search for' })
  .refine((v) => !hasControlCharacters(v), { message: CONTROL_CHARACTER_MESSAGE })
  .trim()
  .max(DIRECTORY_SEARCH_MAX, `Search with at most ${DIRECTORY_SEARCH_MAX} characters`);

const incubatorFilter = z
  .string({ error: 'Choose an incubator from the list' })
  .trim()
  .refine((v) => findIncubator(v) !== null, { message: 'Choose an incubator from the list' });

export const companyDirectoryInput = z.strictObject(
  {
    filter: z
      .strictObject(
        {
          search: searchText.nullish(),
          type: z.enum(USER_TYPES, 'Choose startups or corporates').nullish(),
          industries: z
            .array(z.enum(INDUSTRIES, 'Choose industries from the list'), {
              error: 'Choose industries from the list',
            })
            .max(DIRECTORY_MAX_INDUSTRIES, `Choose at most ${DIRECTORY_MAX_INDUSTRIES} industries`)
            .nullish(),
          country: isoCountry.nullish(),
          stage: z.enum(STARTUP_STAGES, 'Choose a stage from the list').nullish(),
          incubator: incubatorFilter.nullish(),
        },
        { error: 'Unknown filter' },
      )
      .nullish(),
    offset: z
      .int({ error: 'The page must be a whole number' })
      .min(0, 'The page cannot be before the first')
      .max(1_000_000, 'That page is too far')
      .default(0),
    limit: z
      .int({ error: 'The page size must be a whole number' })
      .min(1, 'Show at least one company per page')
      .max(DIRECTORY_MAX_PAGE_SIZE, `Show at most ${DIRECTORY_MAX_PAGE_SIZE} companies per page`)
      .default(DIRECTORY_PAGE_SIZE),
  },
  { error: 'Unknown directory option' },
);
export type CompanyDirectoryInput = z.infer<typeof companyDirectoryInput>;
