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
import { safeMultilineText, safeText } from './text.ts';

/** The admin accounts console (issue 5): list filters, edits, badges and new admins. */

export const MAX_PAGE_SIZE = 100;
export const SORT_DIRECTIONS = ['ASC', 'DESC'] as const;
export const COMPANY_SORT_FIELDS = ['NAME', 'CREATED_AT', 'COUNTRY', 'ACTIVITY_STATUS'] as const;
export const USER_SORT_FIELDS = ['NAME', 'EMAIL', 'CREATED_AT'] as const;
export const ADMIN_SORT_FIELDS = ['NAME', 'EMAIL', 'CREATED_AT', 'ADMIN_TYPE'] as const;

const search = safeText().trim().max(100, 'Use at most 100 characters').nullish();
const page = {
  offset: z.int().min(0).max(1_000_000).default(0),
  limit: z.int().min(1).max(MAX_PAGE_SIZE, `At most ${MAX_PAGE_SIZE} per page`).default(20),
};
const sortOf = <F extends readonly [string, ...string[]]>(fields: F) =>
  z
    .strictObject({
      field: z.enum(fields),
      direction: z.enum(SORT_DIRECTIONS).default('ASC'),
    })
    .nullish();

/** An incubator on the list (name or identifier); "Other" is no filter value. */
export const listedIncubator = safeText()
  .trim()
  .refine((v) => findIncubator(v) !== null, { message: 'Unknown incubator' });

export const companyListInput = z.strictObject({
  filter: z
    .strictObject({
      search,
      type: z.enum(USER_TYPES).nullish(),
      activityStatus: z.enum(ACTIVITY_STATUSES).nullish(),
      incubator: listedIncubator.nullish(),
      country: isoCountry.nullish(),
      hasAccessInnovationGrants: z.boolean().nullish(),
      badgeId: z.uuid('Unknown badge').nullish(),
    })
    .nullish(),
  sort: sortOf(COMPANY_SORT_FIELDS),
  ...page,
});
export type CompanyListInput = z.infer<typeof companyListInput>;

export const userListInput = z.strictObject({
  filter: z
    .strictObject({
      search,
      type: z.enum(USER_TYPES).nullish(),
      companyId: z.uuid('Unknown company').nullish(),
    })
    .nullish(),
  sort: sortOf(USER_SORT_FIELDS),
  ...page,
});
export type UserListInput = z.infer<typeof userListInput>;

export const adminListInput = z.strictObject({
  filter: z.strictObject({ search, adminType: z.enum(ADMIN_TYPES).nullish() }).nullish(),
  sort: sortOf(ADMIN_SORT_FIELDS),
  ...page,
});
export type AdminListInput = z.infer<typeof adminListInput>;

const maybe = <S extends z.ZodType>(schema: S) =>
  z.preprocess((v) => (typeof v === 'string' && v.trim() === '' ? null : v), schema.nullish());

/**
 * An admin edits a company: only the fields given change (null clears an optional one). Name and
 * country cannot be cleared. The incubator is checked against the list like in onboarding.
 */
export const adminCompanyUpdateInput = z
  .strictObject({
    name: companyNameField.optional(),
    country: isoCountry.optional(),
    organisationNumber: maybe(organisationNumberField),
    website: maybe(websiteField),
    city: maybe(safeText().trim().max(TEXT_LIMITS.city)),
    foundedYear: foundedYearField.nullish(),
    sizeBand: z.enum(SIZE_BANDS).nullish(),
    description: maybe(safeMultilineText().trim().max(TEXT_LIMITS.description)),
    industries: z.array(z.enum(INDUSTRIES, 'Unknown industry')).max(10).optional(),
    technologies: technologiesField.optional(),
    stage: z.enum(STARTUP_STAGES).nullish(),
    incubatorStatus: z.enum(INCUBATOR_STATUSES).nullish(),
    incubator: maybe(incubatorField),
    incubatorOther: maybe(safeText().trim().max(TEXT_LIMITS.incubatorOther)),
    interestedCountries: interestedCountriesField.optional(),
    pitchShort: maybe(safeText().trim().max(TEXT_LIMITS.pitchShort)),
    pitchLong: maybe(safeMultilineText().trim().max(TEXT_LIMITS.pitchLong)),
    sector: maybe(safeText().trim().max(TEXT_LIMITS.sector)),
    publicBody: z.boolean().optional(),
    logoFileId: z.uuid('Unknown file').nullish(),
    deckFileId: z.uuid('Unknown file').nullish(),
  })
  .refine((v) => Object.values(v).some((x) => x !== undefined), {
    message: 'Nothing to change',
  });
export type AdminCompanyUpdateInput = z.infer<typeof adminCompanyUpdateInput>;

/**
 * A full ADMIN creates an admin of any kind. Each kind takes only its own filter: INCUBATOR its
 * incubator (on the list), EVENT_HOST hosted event ids, CONSORTIUM_MEMBER company ids.
 */
export const createAdminInput = z
  .strictObject({
    email: emailAddress,
    name: safeText().trim().min(1, 'Enter the name').max(200),
    adminType: z.enum(ADMIN_TYPES, 'Choose an admin kind'),
    incubator: listedIncubator.nullish(),
    hosting: z
      .preprocess(
        (v) => (typeof v === 'string' ? readHosting(v) : v),
        z.array(z.uuid('Use event ids')).max(500, 'At most 500 events'),
      )
      .nullish(),
    accountFilter: z.array(z.uuid('Use company ids')).max(5000).nullish(),
  })
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

export const badgeInput = z.strictObject({
  name: safeText().trim().min(1, 'Enter the badge name').max(60, 'Use at most 60 characters'),
  description: safeMultilineText()
    .trim()
    .max(300, 'Use at most 300 characters')
    .nullish()
    .transform((v) => v || null),
});
export type BadgeInput = z.infer<typeof badgeInput>;
