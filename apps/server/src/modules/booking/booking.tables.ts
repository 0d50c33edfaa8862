import type { BookingRequestMode, BookingState, SchedulingMode } from '@matchday/shared';
import { sql } from 'drizzle-orm';
import {
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
import { meetings } from '../meetings/meetings.tables.ts';

const instant = (name: string) => timestamp(name, { withTimezone: true });

/**
 * How an event is scheduled (docs/decisions/109): one row per event that has said; an event
 * without one is scheduled by the organisers alone (ORGANISER, today's behaviour). The row is
 * also what a booking locks (`for update`), so the bookings of one event queue behind each other.
 */
export const bookingSettings = pgTable(
  'booking_settings',
  {
    eventId: uuid('event_id')
      .primaryKey()
      .references(() => events.id, { onDelete: 'cascade' }),
    schedulingMode: text('scheduling_mode').$type<SchedulingMode>().notNull().default('ORGANISER'),
    opensAt: instant('opens_at'),
    closesAt: instant('closes_at'),
    /** Most placed meetings per participant; null: as many as the event has slots. */
    maxMeetings: integer('max_meetings'),
    expiryMinutes: integer('expiry_minutes').notNull().default(2880),
    requestMode: text('request_mode').$type<BookingRequestMode>().notNull().default('APPROVAL'),
    updatedAt: instant('updated_at').notNull().defaultNow(),
  },
  (t) => [
    check(
      'booking_settings_mode_check',
      sql`${t.schedulingMode} in ('ORGANISER', 'PARTICIPANTS', 'HYBRID')`,
    ),
    check(
      'booking_settings_request_mode_check',
      sql`${t.requestMode} in ('AUTOMATIC', 'APPROVAL')`,
    ),
    check('booking_settings_expiry_check', sql`${t.expiryMinutes} between 15 and 14400`),
  ],
);

/**
 * A participant's request to meet another at a concrete slot (named by its start instant, as
 * meetings and blackouts name slots). The requester is one side of the pair; the other side
 * answers. One PENDING request per pair at a time.
 */
export const bookingRequests = pgTable(
  'booking_requests',
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
    /** The side that asked (the startup or the corporate of the pair). */
    requesterCompanyId: uuid('requester_company_id').notNull(),
    /** The user who asked. */
    requestedBy: uuid('requested_by').notNull(),
    startsAt: instant('starts_at').notNull(),
    endsAt: instant('ends_at').notNull(),
    state: text('state').$type<BookingState>().notNull().default('PENDING'),
    expiresAt: instant('expires_at').notNull(),
    declineReason: text('decline_reason'),
    /** The user who answered (null: accepted automatically, or expired). */
    decidedBy: uuid('decided_by'),
    decidedAt: instant('decided_at'),
    /** The booked meeting, once accepted. */
    meetingId: uuid('meeting_id').references(() => meetings.id, { onDelete: 'set null' }),
    /** The request this one answers with another time (a counter-proposal). */
    counterTo: uuid('counter_to'),
    createdAt: instant('created_at').notNull().defaultNow(),
    updatedAt: instant('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('booking_requests_pending_idx')
      .on(t.eventId, t.startupId, t.corporateId)
      .where(sql`${t.state} = 'PENDING'`),
    index('booking_requests_startup_idx').on(t.startupId, t.eventId),
    index('booking_requests_corporate_idx').on(t.corporateId, t.eventId),
    index('booking_requests_expiry_idx')
      .on(t.expiresAt)
      .where(sql`${t.state} = 'PENDING'`),
    check(
      'booking_requests_state_check',
      sql`${t.state} in ('PENDING', 'ACCEPTED', 'DECLINED', 'COUNTERED', 'EXPIRED')`,
    ),
  ],
);

export type BookingSettingsRow = typeof bookingSettings.$inferSelect;
export type BookingRequestRow = typeof bookingRequests.$inferSelect;
