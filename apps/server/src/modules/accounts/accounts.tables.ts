import { sql } from 'drizzle-orm';
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
} from 'drizzle-orm/pg-core';

const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};

/** An organisation: a startup or a corporate. More profile fields arrive with the profile issue. */
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
    ...timestamps,
  },
  (t) => [
    check('companies_type_check', sql`${t.type} in ('startup', 'corp')`),
    check(
      'companies_activity_status_check',
      sql`${t.activityStatus} in ('ACTIVE', 'INACTIVE', 'PENDING')`,
    ),
    index('companies_incubator_idx').on(t.incubator),
  ],
);

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
    disabledAt: timestamp('disabled_at', { withTimezone: true }),
    sessionVersion: integer('session_version').notNull().default(0),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('users_email_lower_idx').on(sql`lower(${t.email})`),
    index('users_company_idx').on(t.companyId),
    check('users_type_check', sql`${t.type} in ('startup', 'corp')`),
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
    disabledAt: timestamp('disabled_at', { withTimezone: true }),
    sessionVersion: integer('session_version').notNull().default(0),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('admins_email_lower_idx').on(sql`lower(${t.email})`),
    check(
      'admins_admin_type_check',
      sql`${t.adminType} in ('ADMIN', 'EVENT_HOST', 'INCUBATOR', 'CONSORTIUM_MEMBER')`,
    ),
  ],
);
