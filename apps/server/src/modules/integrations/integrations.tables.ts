import type { ApiScope, WebhookKind } from '@matchday/shared';
import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { admins } from '../accounts/accounts.tables.ts';

const instant = (name: string) => timestamp(name, { withTimezone: true });

/**
 * A read-API token (decision 104): made by an admin for itself, shown once, stored as the
 * SHA-256 of its secret (a 256-bit random value needs no slow hash). It reads with its maker's
 * current reach, narrowed by `scopes`; it stops at `expires_at`, at revocation, or when its
 * maker is disabled.
 */
export const apiTokens = pgTable(
  'api_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    adminId: uuid('admin_id')
      .notNull()
      .references(() => admins.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    scopes: text('scopes').$type<ApiScope>().array().notNull(),
    /** The token's first characters, to tell tokens apart in the list (not a secret). */
    prefix: text('prefix').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: instant('created_at').notNull().defaultNow(),
    expiresAt: instant('expires_at').notNull(),
    lastUsedAt: instant('last_used_at'),
    revokedAt: instant('revoked_at'),
  },
  (t) => [index('api_tokens_admin_idx').on(t.adminId, t.createdAt)],
);

/**
 * Every use of a token (audit): what was asked and what was answered. The per-token rate limit
 * counts these rows, so it holds across app instances.
 */
export const apiTokenUses = pgTable(
  'api_token_uses',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tokenId: uuid('token_id')
      .notNull()
      .references(() => apiTokens.id, { onDelete: 'cascade' }),
    at: instant('at').notNull().defaultNow(),
    method: text('method').notNull(),
    path: text('path').notNull(),
    status: smallint('status').notNull(),
  },
  (t) => [index('api_token_uses_token_at_idx').on(t.tokenId, t.at)],
);

/**
 * A webhook endpoint (decision 105): the kinds it receives and the secret its deliveries are
 * signed with (kept to sign; shown once). Disabled after repeated failure.
 */
export const webhooks = pgTable(
  'webhooks',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    url: text('url').notNull(),
    events: text('events').$type<WebhookKind>().array().notNull(),
    secret: text('secret').notNull(),
    createdBy: uuid('created_by'),
    createdAt: instant('created_at').notNull().defaultNow(),
    /** Deliveries given up on in a row; reset by a success. */
    failures: integer('failures').notNull().default(0),
    disabledAt: instant('disabled_at'),
    deletedAt: instant('deleted_at'),
  },
  (t) => [index('webhooks_created_idx').on(t.createdAt)],
);

/**
 * One domain event for one endpoint: its id is the delivery id receivers de-duplicate on.
 * Attempted until delivered or 24 hours have passed (then `gave_up_at`).
 */
export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    webhookId: uuid('webhook_id')
      .notNull()
      .references(() => webhooks.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<WebhookKind>().notNull(),
    payload: jsonb('payload').notNull(),
    createdAt: instant('created_at').notNull().defaultNow(),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: instant('next_attempt_at').notNull().defaultNow(),
    /** Attempts stop here (24 hours after the event, or after a redelivery by hand). */
    retryUntil: instant('retry_until')
      .notNull()
      .default(sql`now() + interval '24 hours'`),
    deliveredAt: instant('delivered_at'),
    gaveUpAt: instant('gave_up_at'),
    lastStatus: smallint('last_status'),
    lastResponse: text('last_response'),
    lastError: text('last_error'),
  },
  (t) => [
    index('webhook_deliveries_webhook_idx').on(t.webhookId, t.createdAt),
    index('webhook_deliveries_due_idx')
      .on(t.nextAttemptAt)
      .where(sql`${t.deliveredAt} is null and ${t.gaveUpAt} is null`),
    check('webhook_deliveries_attempts_check', sql`${t.attempts} >= 0`),
  ],
);
