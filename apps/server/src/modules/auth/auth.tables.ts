import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** Who a session or token belongs to: a user (startup/corp) or an admin. */
export type SubjectKind = 'user' | 'admin';

/**
 * One row per refresh token. Rotation spends the row (`used_at`) and inserts its successor in
 * the same `family` (one sign-in on one device). Presenting a spent token revokes the family.
 * The family's absolute expiry is copied to every row. Only the SHA-256 of the token is kept.
 */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    family: uuid('family').notNull(),
    subjectKind: text('subject_kind').$type<SubjectKind>().notNull(),
    subjectId: uuid('subject_id').notNull(),
    /** The account's session version when the family began; a newer one ends the family. */
    subjectVersion: integer('subject_version').notNull(),
    deviceId: text('device_id').notNull(),
    refreshHash: text('refresh_hash').notNull().unique(),
    /** Set on impersonation sessions: the ADMIN acting as the user. */
    impersonatorId: uuid('impersonator_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** When this refresh token was last used (spent by rotation). */
    usedAt: timestamp('used_at', { withTimezone: true }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    revokedReason: text('revoked_reason'),
  },
  (t) => [
    index('sessions_family_idx').on(t.family),
    index('sessions_subject_idx').on(t.subjectKind, t.subjectId),
    check('sessions_subject_kind_check', sql`${t.subjectKind} in ('user', 'admin')`),
  ],
);

export type OneTimeTokenKind = 'verify' | 'reset' | 'invite' | 'login';

/** E-mail links (verify, reset, invite, login): hashed, single use, expiring; a new one voids the old. */
export const oneTimeTokens = pgTable(
  'one_time_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind').$type<OneTimeTokenKind>().notNull(),
    subjectKind: text('subject_kind').$type<SubjectKind>().notNull(),
    subjectId: uuid('subject_id').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    voidedAt: timestamp('voided_at', { withTimezone: true }),
  },
  (t) => [
    index('one_time_tokens_subject_idx').on(t.kind, t.subjectKind, t.subjectId),
    check('one_time_tokens_kind_check', sql`${t.kind} in ('verify', 'reset', 'invite', 'login')`),
    check('one_time_tokens_subject_kind_check', sql`${t.subjectKind} in ('user', 'admin')`),
  ],
);

/**
 * Audit of every impersonation: who acted as whom, from when until when, and when it was stopped
 * (Stop, a sign-out, or the admin losing the right; null while it runs or when it ran out).
 */
export const impersonations = pgTable(
  'impersonations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    adminId: uuid('admin_id').notNull(),
    userId: uuid('user_id').notNull(),
    sessionFamily: uuid('session_family').notNull(),
    deviceId: text('device_id').notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    until: timestamp('until', { withTimezone: true }).notNull(),
    endedAt: timestamp('ended_at', { withTimezone: true }),
  },
  (t) => [
    index('impersonations_admin_idx').on(t.adminId),
    index('impersonations_user_idx').on(t.userId),
  ],
);

/**
 * Failed sign-in counters shared by every app instance (docs/decisions/031). One row per key:
 * `acct-ip:<email>|<ip>` or `ip:<ip>`; the window restarts when it has passed.
 */
export const loginThrottle = pgTable('login_throttle', {
  key: text('key').primaryKey(),
  failures: integer('failures').notNull().default(0),
  windowStartedAt: timestamp('window_started_at', { withTimezone: true }).notNull().defaultNow(),
});
