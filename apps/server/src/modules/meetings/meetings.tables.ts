import type { MeetingStatus, NoShowSide } from '@matchday/shared';
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
import { companies } from '../accounts/accounts.tables.ts';
import { events } from '../events/events.tables.ts';
import { matches, needs } from '../matchmaking/matchmaking.tables.ts';

const instant = (name: string) => timestamp(name, { withTimezone: true });

/** Placed and not cancelled: what the no-double-booking indexes cover. */
const occupying = sql`starts_at is not null and status <> 'CANCELLED'`;

/**
 * A meeting (DOMAIN.md "Meeting"): one per CONFIRMED match. REQUESTED (not placed) → SCHEDULED
 * (placed in the draft) → CONFIRMED (published) → HELD | NO_SHOW | CANCELLED.
 *
 * Two placements: the working one (`starts_at`, `table_no`, `status`) that organisers edit, and
 * the one participants were last told (`shown_*`, copied by publishSchedule or by a status
 * change on the day). Agendas, calendar feeds and mails read only `shown_*`; `sequence` rises
 * each time `shown_*` changes (RFC 5545 SEQUENCE). A slot is named by its start instant, as the
 * attendances' blackouts are, so a grid change that keeps a slot keeps its meetings
 * (docs/decisions/054). The database makes double booking impossible: three partial unique
 * indexes over placed meetings that are not cancelled.
 */
export const meetings = pgTable(
  'meetings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    eventId: uuid('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    matchId: uuid('match_id')
      .notNull()
      .references(() => matches.id, { onDelete: 'cascade' }),
    startupId: uuid('startup_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    corporateId: uuid('corporate_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    needId: uuid('need_id').references(() => needs.id, { onDelete: 'set null' }),
    /** MUST_MEET 2, otherwise 1 (the scheduler's priority). */
    priority: integer('priority').notNull().default(1),
    status: text('status').$type<MeetingStatus>().notNull().default('REQUESTED'),
    startsAt: instant('starts_at'),
    endsAt: instant('ends_at'),
    /** Table (or meeting point) number, 1-based. */
    tableNo: integer('table_no'),
    /** Kept where it is by re-runs (an organiser's pin). */
    locked: boolean('locked').notNull().default(false),
    cancelReason: text('cancel_reason'),
    /** Why the last scheduling run left it out (UNPLACED_REASONS). */
    unplacedReason: text('unplaced_reason'),
    /** The same, in a sentence naming the party it is about (its cap, its leaving). */
    unplacedText: text('unplaced_text'),
    /** A no-show: which side did not come (STARTUP, CORPORATE or BOTH); null when not said. */
    absentSide: text('absent_side').$type<NoShowSide>(),
    statusChangedAt: instant('status_changed_at'),
    statusChangedBy: uuid('status_changed_by'),
    shownStatus: text('shown_status').$type<MeetingStatus>(),
    shownStartsAt: instant('shown_starts_at'),
    shownEndsAt: instant('shown_ends_at'),
    shownTableNo: integer('shown_table_no'),
    sequence: integer('sequence').notNull().default(0),
    publishedAt: instant('published_at'),
    createdAt: instant('created_at').notNull().defaultNow(),
    updatedAt: instant('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('meetings_match_idx').on(t.matchId),
    uniqueIndex('meetings_cell_idx').on(t.eventId, t.startsAt, t.tableNo).where(occupying),
    uniqueIndex('meetings_startup_slot_idx')
      .on(t.eventId, t.startupId, t.startsAt)
      .where(occupying),
    uniqueIndex('meetings_corporate_slot_idx')
      .on(t.eventId, t.corporateId, t.startsAt)
      .where(occupying),
    index('meetings_event_status_idx').on(t.eventId, t.status),
    index('meetings_startup_idx').on(t.startupId, t.eventId),
    index('meetings_corporate_idx').on(t.corporateId, t.eventId),
    check(
      'meetings_status_check',
      sql`${t.status} in ('REQUESTED', 'SCHEDULED', 'CONFIRMED', 'HELD', 'NO_SHOW', 'CANCELLED')`,
    ),
    check(
      'meetings_placed_check',
      sql`(${t.startsAt} is null) = (${t.tableNo} is null) and (${t.startsAt} is null) = (${t.endsAt} is null)`,
    ),
    check('meetings_table_check', sql`${t.tableNo} is null or ${t.tableNo} >= 1`),
  ],
);

/**
 * A person's calendar subscription: the URL carries the row's id and its HMAC, so no
 * secret is stored; revoking marks the row and the next request for the URL gets a new one.
 */
export const calendarFeeds = pgTable(
  'calendar_feeds',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** A user's or an admin's id. */
    ownerId: uuid('owner_id').notNull(),
    ownerKind: text('owner_kind').$type<'user' | 'admin'>().notNull(),
    revokedAt: instant('revoked_at'),
    createdAt: instant('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('calendar_feeds_owner_live_idx')
      .on(t.ownerId)
      .where(sql`revoked_at is null`),
    check('calendar_feeds_kind_check', sql`${t.ownerKind} in ('user', 'admin')`),
  ],
);
