import { z } from 'zod';
import { emailAddress } from './auth.ts';
import { readHosting } from './events.ts';
import { findIncubator } from './incubators.ts';
import {
  companyNameField,
  foundedYearField,
  incubatorField,
  INCUBATOR_STATUSES,
  INDUSTRIES,
  interestedCountriesField,
  isoCountry,
  organisationNumberField,
  SIZE_BANDS,
  STARTUP_STAGES,
  technologiesField,
  TEXT_LIMITS,
  websiteField,
} from './profile.ts';
import { ACTIVITY_STATUSES, ADMIN_TYPES, USER_TYPES } from './roles.ts';
import { objectError, safeMultilineText, safeText, tooLong, YES_OR_NO } from './text.ts';

/** The admin accounts console: list filters, edits, badges and new admins. */

export const MAX_PAGE_SIZE = 100;
export const SORT_DIRECTIONS = ['ASC', 'DESC'] as const;
export const COMPANY_SORT_FIELDS = ['NAME', 'CREATED_AT', 'COUNTRY', 'ACTIVITY_STATUS'] as const;
export const USER_SORT_FIELDS = ['NAME', 'EMAIL', 'CREATED_AT'] as const;
export const ADMIN_SORT_FIELDS = ['NAME', 'EMAIL', 'CREATED_AT', 'ADMIN_TYPE'] as const;

const search = safeText().trim().max(100, 'Use at most 100 characters').nullish();
const OFFSET = 'Start at a row from 0 to 1,000,000';
const page = {
  offset: z.int(OFFSET).min(0, OFFSET).max(1_000_000, OFFSET).default(0),
  limit: z
    .int('Give the page size as a whole number')
    .min(1, 'Show at least 1 per page')
    .max(MAX_PAGE_SIZE, `At most ${MAX_PAGE_SIZE} per page`)
    .default(20),
};
const sortOf = <F extends readonly [string, ...string[]]>(fields: F) =>
  z
    .strictObject(
      {
        field: z.enum(fields, `Sort by ${fields.join(', ')}`),
        direction: z.enum(SORT_DIRECTIONS, 'Sort ASC or DESC').default('ASC'),
      },
      { error: objectError('the sort field and direction') },
    )
    .nullish();
const filterOf = <S extends z.core.$ZodLooseShape>(shape: S) =>
  z.strictObject(shape, { error: objectError('the filter') }).nullish();
const listOf = <S extends z.core.$ZodLooseShape>(shape: S) =>
  z.strictObject(shape, { error: objectError('the filter, sort and page') });
const userType = z.enum(USER_TYPES, 'Choose startup or corporate');

/** An incubator on the list (name or identifier); "Other" is no filter value. */
export const listedIncubator = safeText()
  .trim()
  .refine((v) => findIncubator(v) !== null, { message: 'Unknown incubator' });

export const companyListInput = listOf({
  filter: filterOf({
    search,
    type: userType.nullish(),
    activityStatus: z.enum(ACTIVITY_STATUSES, 'Unknown activity status').nullish(),
    incubator: listedIncubator.nullish(),
    country: isoCountry.nullish(),
    hasAccessInnovationGrants: z.boolean(YES_OR_NO).nullish(),
    badgeId: z.uuid('Unknown badge').nullish(),
    notTakingPartIn: z.uuid('Unknown event').nullish(),
  }),
  sort: sortOf(COMPANY_SORT_FIELDS),
  ...page,
});
export type CompanyListInput = z.infer<typeof companyListInput>;

export const userListInput = listOf({
  filter: filterOf({
    search,
    type: userType.nullish(),
    companyId: z.uuid('Unknown company').nullish(),
  }),
  sort: sortOf(USER_SORT_FIELDS),
  ...page,
});
export type UserListInput = z.infer<typeof userListInput>;

export const adminListInput = listOf({
  filter: filterOf({ search, adminType: z.enum(ADMIN_TYPES, 'Unknown admin kind').nullish() }),
  sort: sortOf(ADMIN_SORT_FIELDS),
  ...page,
});
export type AdminListInput = z.infer<typeof adminListInput>;

const maybe = <S extends z.ZodType>(schema: S) =>
  z.preprocess((v) => (typeof v === 'string' && v.trim() === '' ? null : v), schema.nullish());
const line = (max: number) => safeText().trim().max(max, tooLong(max));
const lines = (max: number) => safeMultilineText().trim().max(max, tooLong(max));

/**
 * An admin edits a company: only the fields given change (null clears an optional one). Name and
 * country cannot be cleared. The incubator is checked against the list like in onboarding.
 */
export const adminCompanyUpdateInput = z
  .strictObject(
    {
      name: companyNameField.optional(),
      country: isoCountry.optional(),
      organisationNumber: maybe(organisationNumberField),
      website: maybe(websiteField),
      city: maybe(line(TEXT_LIMITS.city)),
      foundedYear: foundedYearField.nullish(),
      sizeBand: z.enum(SIZE_BANDS, 'Choose a size band').nullish(),
      description: maybe(lines(TEXT_LIMITS.description)),
      industries: z
        .array(z.enum(INDUSTRIES, 'Unknown industry'), 'Choose industries from the list')
        .max(10, 'Choose at most 10 industries')
        .optional(),
      technologies: technologiesField.optional(),
      stage: z.enum(STARTUP_STAGES, 'Choose a stage').nullish(),
      incubatorStatus: z.enum(INCUBATOR_STATUSES, 'Choose an incubator status').nullish(),
      incubator: maybe(incubatorField),
      incubatorOther: maybe(line(TEXT_LIMITS.incubatorOther)),
      interestedCountries: interestedCountriesField.optional(),
      pitchShort: maybe(line(TEXT_LIMITS.pitchShort)),
      pitchLong: maybe(lines(TEXT_LIMITS.pitchLong)),
      sector: maybe(line(TEXT_LIMITS.sector)),
      publicBody: z.boolean(YES_OR_NO).optional(),
      logoFileId: z.uuid('Unknown file').nullish(),
      deckFileId: z.uuid('Unknown file').nullish(),
    },
    { error: objectError('the fields to change') },
  )
  .refine((v) => Object.values(v).some((x) => x !== undefined), {
    message: 'Nothing to change',
  });
export type AdminCompanyUpdateInput = z.infer<typeof adminCompanyUpdateInput>;

/**
 * A full ADMIN creates an admin of any kind. Each kind takes only its own filter: INCUBATOR its
 * incubator (on the list), EVENT_HOST hosted event ids, CONSORTIUM_MEMBER company ids.
 */
export const createAdminInput = z
  .strictObject(
    {
      email: emailAddress,
      name: safeText().trim().min(1, 'Enter the name').max(200, tooLong(200)),
      adminType: z.enum(ADMIN_TYPES, 'Choose an admin kind'),
      incubator: listedIncubator.nullish(),
      hosting: z
        .preprocess(
          (v) => (typeof v === 'string' ? readHosting(v) : v),
          z
            .array(z.uuid('Use event ids'), 'Choose the hosted events')
            .max(500, 'At most 500 events'),
        )
        .nullish(),
      accountFilter: z
        .array(z.uuid('Use company ids'), 'Choose the companies')
        .max(5000, 'At most 5000 companies')
        .nullish(),
    },
    { error: objectError('the new admin') },
  )
  .superRefine((v, ctx) => {
    const only = (field: 'incubator' | 'hosting' | 'accountFilter', kind: string) => {
      const given = v[field];
      const present = Array.isArray(given) ? given.length > 0 : Boolean(given);
      if (present && v.adminType !== kind) {
        ctx.addIssue({ code: 'custom', path: [field], message: `Only for ${kind} admins` });
      }
    };
    only('incubator', 'INCUBATOR');
    only('hosting', 'EVENT_HOST');
    only('accountFilter', 'CONSORTIUM_MEMBER');
    if (v.adminType === 'INCUBATOR' && !v.incubator) {
      ctx.addIssue({ code: 'custom', path: ['incubator'], message: 'Choose the incubator' });
    }
  });
export type CreateAdminInput = z.infer<typeof createAdminInput>;

export const badgeInput = z.strictObject(
  {
    name: safeText().trim().min(1, 'Enter the badge name').max(60, 'Use at most 60 characters'),
    description: safeMultilineText()
      .trim()
      .max(300, 'Use at most 300 characters')
      .nullish()
      .transform((v) => v || null),
  },
  { error: objectError('the badge name and description') },
);
export type BadgeInput = z.infer<typeof badgeInput>;
