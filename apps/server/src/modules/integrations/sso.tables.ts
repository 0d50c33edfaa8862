import type { AdminType } from '@matchday/shared';
import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { admins, companies } from '../accounts/accounts.tables.ts';

const instant = (name: string) => timestamp(name, { withTimezone: true });

/**
 * An OpenID Connect identity provider (decision 113): its issuer and our client there (the
 * secret sealed with the server's secret box, never answered), the e-mail domains it may sign
 * in, and whom they become: members of one corporate company, or admins of one kind.
 */
export const identityProviders = pgTable(
  'identity_providers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    issuer: text('issuer').notNull(),
    clientId: text('client_id').notNull(),
    clientSecretSealed: text('client_secret_sealed').notNull(),
    domains: text('domains').array().notNull(),
    companyId: uuid('company_id').references(() => companies.id, { onDelete: 'cascade' }),
    adminType: text('admin_type').$type<AdminType>(),
    createdBy: uuid('created_by').references(() => admins.id, { onDelete: 'set null' }),
    createdAt: instant('created_at').notNull().defaultNow(),
  },
  (t) => [
    check(
      'identity_providers_one_target',
      sql`(${t.companyId} is null) <> (${t.adminType} is null)`,
    ),
  ],
);

/**
 * One sign-in under way: the hash of its `state` (also in the starting browser's cookie), its
 * nonce and PKCE verifier; spent by the callback (once), then a one-time ticket (hash) that the
 * browser turns into a session on its device within two minutes.
 */
export const ssoAttempts = pgTable(
  'sso_attempts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    providerId: uuid('provider_id')
      .notNull()
      .references(() => identityProviders.id, { onDelete: 'cascade' }),
    stateHash: text('state_hash').notNull().unique(),
    nonce: text('nonce').notNull(),
    codeVerifier: text('code_verifier').notNull(),
    createdAt: instant('created_at').notNull().defaultNow(),
    expiresAt: instant('expires_at').notNull(),
    callbackAt: instant('callback_at'),
    subjectKind: text('subject_kind').$type<'user' | 'admin'>(),
    subjectId: uuid('subject_id'),
    ticketHash: text('ticket_hash').unique(),
    ticketExpiresAt: instant('ticket_expires_at'),
    ticketUsedAt: instant('ticket_used_at'),
  },
  (t) => [index('sso_attempts_created_idx').on(t.createdAt)],
);
