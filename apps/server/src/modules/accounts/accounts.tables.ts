import { sql } from 'drizzle-orm';
import { companyProfileColumns } from './profile-columns.ts';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';

const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};

/** An organisation: a startup or a corporate, with its profile. */
export const companies = pgTable(
  'companies',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    type: text('type').$type<'startup' | 'corp'>().notNull(),
    name: text('name').notNull(),
    country: text('country').notNull(),
    activityStatus: text('activity_status')
      .$type<'ACTIVE' | 'INACTIVE' | 'PENDING'>()
      .notNull()
      .default('PENDING'),
    /** Startups: upper-case incubator identifier (e.g. STING) of the incubator they belong to. */
    incubator: text('incubator'),
    hasAccessInnovationGrants: boolean('has_access_innovation_grants').notNull().default(false),
    /** Regions (EUROPE, ASIA, …) or ISO country codes. */
    interestedCountries: text('interested_countries')
      .array()
      .notNull()
      .default(sql`'{}'`),
    ...companyProfileColumns(),
    /** The member other organisations contact (setContactPerson). */
    contactUserId: uuid('contact_user_id').references((): AnyPgColumn => users.id, {
      onDelete: 'set null',
    }),
    ...timestamps,
  },
  (t) => [
    check('companies_type_check', sql`${t.type} in ('startup', 'corp')`),
    check(
      'companies_activity_status_check',
      sql`${t.activityStatus} in ('ACTIVE', 'INACTIVE', 'PENDING')`,
    ),
    index('companies_incubator_idx').on(t.incubator),
    // Console: search by name (any part, any case), sort by name, filters.
    index('companies_name_trgm_idx').using('gin', sql`lower(${t.name}) public.gin_trgm_ops`),
    index('companies_name_idx').on(sql`lower(${t.name})`, t.id),
    index('companies_type_status_name_idx').on(t.type, t.activityStatus, sql`lower(${t.name})`),
    index('companies_country_idx').on(t.country),
    index('companies_created_idx').on(t.createdAt),
    // Company directory: words in name, pitches or description (one trigram index over the
    // text it searches, companySearchText) and any of a list of industries.
    index('companies_directory_search_trgm_idx').using(
      'gin',
      sql`${companySearchText(t)} public.gin_trgm_ops`,
    ),
    index('companies_industries_idx').using('gin', t.industries),
  ],
);

/**
 * The text the company directory searches, lower-cased: name, short and long pitch and
 * description. The directory's WHERE uses this same expression, so the trigram index serves it.
 */
export function companySearchText(t: {
  name: AnyPgColumn;
  pitchShort: AnyPgColumn;
  pitchLong: AnyPgColumn;
  description: AnyPgColumn;
}) {
  return sql`lower(${t.name} || ' ' || coalesce(${t.pitchShort}, '') || ' ' || coalesce(${t.pitchLong}, '') || ' ' || coalesce(${t.description}, ''))`;
}

/**
 * A person of a startup or corporate. `sessionVersion` grows whenever every session of the
 * account must end (deactivation); tokens carry the version they were issued under.
 */
export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    name: text('name').notNull(),
    /** argon2id PHC string; null until the person sets a password (invitation). */
    passwordHash: text('password_hash'),
    type: text('type').$type<'startup' | 'corp'>().notNull(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'restrict' }),
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
    onboarded: boolean('onboarded').notNull().default(false),
    acceptedTermsVersion: text('accepted_terms_version'),
    acceptedTermsAt: timestamp('accepted_terms_at', { withTimezone: true }),
    country: text('country'),
    /** Job title shown on the team list. */
    title: text('title'),
    /** The person's language ('en' | 'sv'); null: the programme default (DEFAULT_LOCALE). */
    locale: text('locale').$type<'en' | 'sv'>(),
    disabledAt: timestamp('disabled_at', { withTimezone: true }),
    sessionVersion: integer('session_version').notNull().default(0),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('users_email_lower_idx').on(sql`lower(${t.email})`),
    index('users_company_idx').on(t.companyId),
    // Console search (name/e-mail, any part, any case) and sort by name.
    // One trigram index over name and e-mail: a search is one index scan, not an OR of two.
    index('users_search_trgm_idx').using(
      'gin',
      sql`lower(${t.name} || ' ' || ${t.email}) public.gin_trgm_ops`,
    ),
    index('users_name_idx').on(sql`lower(${t.name})`, t.id),
    check('users_type_check', sql`${t.type} in ('startup', 'corp')`),
    check('users_locale_check', sql`${t.locale} in ('en', 'sv')`),
  ],
);

/** An administrator of one of the four kinds (SPEC §6). */
export const admins = pgTable(
  'admins',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    name: text('name').notNull(),
    passwordHash: text('password_hash'),
    adminType: text('admin_type')
      .$type<'ADMIN' | 'EVENT_HOST' | 'INCUBATOR' | 'CONSORTIUM_MEMBER'>()
      .notNull(),
    /** INCUBATOR: upper-case incubator identifier. */
    incubator: text('incubator'),
    /** EVENT_HOST: ids of the events they host. */
    hosting: uuid('hosting')
      .array()
      .notNull()
      .default(sql`'{}'`),
    /** CONSORTIUM_MEMBER: ids of the companies they may see. */
    accountFilter: uuid('account_filter')
      .array()
      .notNull()
      .default(sql`'{}'`),
    acceptedTermsVersion: text('accepted_terms_version'),
    acceptedTermsAt: timestamp('accepted_terms_at', { withTimezone: true }),
    /** The person's language ('en' | 'sv'); null: the programme default (DEFAULT_LOCALE). */
    locale: text('locale').$type<'en' | 'sv'>(),
    disabledAt: timestamp('disabled_at', { withTimezone: true }),
    sessionVersion: integer('session_version').notNull().default(0),
    ...timestamps,
  },
  (t) => [
    check('admins_locale_check', sql`${t.locale} in ('en', 'sv')`),
    uniqueIndex('admins_email_lower_idx').on(sql`lower(${t.email})`),
    check(
      'admins_admin_type_check',
      sql`${t.adminType} in ('ADMIN', 'EVENT_HOST', 'INCUBATOR', 'CONSORTIUM_MEMBER')`,
    ),
  ],
);
