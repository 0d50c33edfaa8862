import type {
  MatchChoice,
  MatchSource,
  MatchState,
  NeedState,
  PairingState,
  StartupStage,
} from '@matchday/shared';
import type { MatchReason } from '@matchday/matching';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { companies } from '../accounts/accounts.tables.ts';
import { events } from '../events/events.tables.ts';

const instant = (name: string) => timestamp(name, { withTimezone: true });
const timestamps = {
  createdAt: instant('created_at').notNull().defaultNow(),
  updatedAt: instant('updated_at').notNull().defaultNow(),
};
const textList = (name: string) =>
  text(name)
    .array()
    .notNull()
    .default(sql`'{}'`);

/** A corporate's innovation need at an event (DOMAIN.md "Need"). */
export const needs = pgTable(
  'needs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    eventId: uuid('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    corporateId: uuid('corporate_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    description: text('description').notNull(),
    industries: textList('industries'),
    technologies: textList('technologies'),
    stages: text('stages')
      .$type<StartupStage>()
      .array()
      .notNull()
      .default(sql`'{}'`),
    countries: textList('countries'),
    wantedMeetings: integer('wanted_meetings').notNull().default(5),
    state: text('state').$type<NeedState>().notNull().default('DRAFT'),
    ...timestamps,
  },
  (t) => [
    index('needs_event_state_idx').on(t.eventId, t.state),
    index('needs_corporate_idx').on(t.corporateId, t.eventId),
    check('needs_state_check', sql`${t.state} in ('DRAFT', 'PUBLISHED', 'CLOSED')`),
  ],
);

/** A startup's interest in a need, with a short note (an application). */
export const needApplications = pgTable(
  'need_applications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    needId: uuid('need_id')
      .notNull()
      .references(() => needs.id, { onDelete: 'cascade' }),
    startupId: uuid('startup_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    note: text('note').notNull().default(''),
    ...timestamps,
  },
  (t) => [uniqueIndex('need_applications_need_startup_idx').on(t.needId, t.startupId)],
);

/**
 * A suggestion (match): startup × need, or startup × corporate for an accepted pairing request
 * without a need. PROPOSED (admins only) → SUGGESTED → SELECTED (MUST_MEET | MEET) or DECLINED
 * (NO_THANKS) → CONFIRMED by the startup, or REFUSED. A CONFIRMED match is a meeting request.
 */
export const matches = pgTable(
  'matches',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    eventId: uuid('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    needId: uuid('need_id').references(() => needs.id, { onDelete: 'cascade' }),
    startupId: uuid('startup_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    corporateId: uuid('corporate_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    score: integer('score').notNull().default(0),
    reasons: jsonb('reasons')
      .$type<MatchReason[]>()
      .notNull()
      .default(sql`'[]'`),
    source: text('source').$type<MatchSource>().notNull(),
    state: text('state').$type<MatchState>().notNull(),
    choice: text('choice').$type<MatchChoice>(),
    declineReason: text('decline_reason'),
    /** Why the startup declined the corporate's selection (REFUSED), when it said. */
    refusalReason: text('refusal_reason'),
    /** Kept by an organiser: re-generating never removes it. */
    pinned: boolean('pinned').notNull().default(false),
    metBefore: text('met_before'),
    chosenAt: instant('chosen_at'),
    respondedAt: instant('responded_at'),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('matches_need_startup_idx')
      .on(t.needId, t.startupId)
      .where(sql`${t.needId} is not null`),
    uniqueIndex('matches_pairing_idx')
      .on(t.eventId, t.startupId, t.corporateId)
      .where(sql`${t.needId} is null`),
    index('matches_event_state_idx').on(t.eventId, t.state),
    index('matches_startup_idx').on(t.startupId, t.eventId),
    index('matches_corporate_idx').on(t.corporateId, t.eventId),
    check(
      'matches_state_check',
      sql`${t.state} in ('PROPOSED', 'SUGGESTED', 'SELECTED', 'DECLINED', 'CONFIRMED', 'REFUSED', 'WITHDRAWN')`,
    ),
  ],
);

/**
 * A suggestion an organiser removed: the engine never proposes this startup for this need again.
 * Adding the startup by hand lifts it.
 */
export const removedSuggestions = pgTable(
  'removed_suggestions',
  {
    needId: uuid('need_id')
      .notNull()
      .references(() => needs.id, { onDelete: 'cascade' }),
    startupId: uuid('startup_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    /** The admin who removed it. */
    removedBy: uuid('removed_by'),
    removedAt: instant('removed_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.needId, t.startupId] })],
);

/** A startup (or its incubator) asks to meet a corporate at an event (DOMAIN.md). */
export const pairingRequests = pgTable(
  'pairing_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    eventId: uuid('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    startupId: uuid('startup_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    corporateId: uuid('corporate_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    needId: uuid('need_id').references(() => needs.id, { onDelete: 'set null' }),
    message: text('message').notNull(),
    state: text('state').$type<PairingState>().notNull().default('PENDING'),
    /** The user or admin who asked. */
    requestedBy: uuid('requested_by').notNull(),
    decidedBy: uuid('decided_by'),
    decidedAt: instant('decided_at'),
    matchId: uuid('match_id').references(() => matches.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('pairing_requests_pending_idx')
      .on(t.eventId, t.startupId, t.corporateId)
      .where(sql`${t.state} = 'PENDING'`),
    index('pairing_requests_corporate_idx').on(t.corporateId, t.eventId, t.state),
    index('pairing_requests_startup_idx').on(t.startupId, t.eventId, t.state),
    check(
      'pairing_requests_state_check',
      sql`${t.state} in ('PENDING', 'ACCEPTED', 'DECLINED', 'EXPIRED')`,
    ),
  ],
);

/**
 * The one-time links of `pairing-request` mails (/token/pairing/{token}): one per person mailed,
 * only the SHA-256 of the token stored. Spent by one answer; dead once the request is answered
 * by any means, or when it expires (the selection's close, at most 30 days).
 */
export const pairingTokens = pgTable(
  'pairing_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tokenHash: text('token_hash').notNull(),
    requestId: uuid('request_id')
      .notNull()
      .references(() => pairingRequests.id, { onDelete: 'cascade' }),
    /** The corporate's person it was mailed to: the answer is recorded as theirs. */
    userId: uuid('user_id').notNull(),
    expiresAt: instant('expires_at').notNull(),
    usedAt: instant('used_at'),
    createdAt: instant('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('pairing_tokens_hash_idx').on(t.tokenHash),
    index('pairing_tokens_request_idx').on(t.requestId),
  ],
);

/**
 * One row per event whose selection has closed and whose `nomatches` mails were queued: the
 * insert is the claim, so the mails go once across restarts and server instances.
 */
export const selectionClosings = pgTable('selection_closings', {
  eventId: uuid('event_id')
    .primaryKey()
    .references(() => events.id, { onDelete: 'cascade' }),
  mailedAt: instant('mailed_at').notNull().defaultNow(),
  startups: integer('startups').notNull().default(0),
});
