import {
  REMINDER_MINUTES,
  SUGGESTION_FLOOR,
  type AttendanceState,
  type EventFormat,
  type ScheduleGrid,
} from '@matchday/shared';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { companies } from '../accounts/accounts.tables.ts';

const instant = (name: string) => timestamp(name, { withTimezone: true });
const timestamps = {
  createdAt: instant('created_at').notNull().defaultNow(),
  updatedAt: instant('updated_at').notNull().defaultNow(),
};

/**
 * A matchmaking event (DOMAIN.md "Event"). Times are instants; the event's `timezone` is only
 * for showing them. The schedule grid is one JSON value (sessions, pauses, meeting length,
 * tables); its slots are derived by `deriveSlots` (packages/shared), never stored. Hosts are
 * the EVENT_HOST admins whose `hosting` list holds the event's id (SPEC §3).
 */
export const events = pgTable(
  'events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    format: text('format').$type<EventFormat>().notNull(),
    venue: text('venue').notNull().default(''),
    meetingLink: text('meeting_link'),
    timezone: text('timezone').notNull(),
    startDate: instant('start_date').notNull(),
    endDate: instant('end_date').notNull(),
    registrationOpensAt: instant('registration_opens_at'),
    registrationClosesAt: instant('registration_closes_at'),
    selectionOpensAt: instant('selection_opens_at'),
    selectionClosesAt: instant('selection_closes_at'),
    /** ISO country codes, upper case; empty: open to every country (SPEC §5). */
    restrictedTo: text('restricted_to')
      .array()
      .notNull()
      .default(sql`'{}'`),
    published: boolean('published').notNull().default(false),
    publishedAt: instant('published_at'),
    schedule: jsonb('schedule').$type<ScheduleGrid>().notNull(),
    /** The engine proposes no startup scoring below this (0..100; SUGGESTION_FLOOR). */
    suggestionFloor: integer('suggestion_floor').notNull().default(SUGGESTION_FLOOR.default),
    /** Minutes before each meeting its participants are reminded (0: no reminders). */
    reminderMinutes: integer('reminder_minutes').notNull().default(REMINDER_MINUTES.default),
    ...timestamps,
  },
  (t) => [
    check('events_format_check', sql`${t.format} in ('PHYSICAL', 'DIGITAL', 'HYBRID')`),
    check('events_suggestion_floor_check', sql`${t.suggestionFloor} between 0 and 100`),
    check(
      'events_reminder_minutes_check',
      sql`${t.reminderMinutes} between ${sql.raw(String(REMINDER_MINUTES.min))} and ${sql.raw(String(REMINDER_MINUTES.max))}`,
    ),
    check('events_dates_check', sql`${t.endDate} > ${t.startDate}`),
    index('events_published_end_idx').on(t.published, t.endDate),
    index('events_start_idx').on(t.startDate),
    index('events_name_trgm_idx').using('gin', sql`lower(${t.name}) public.gin_trgm_ops`),
  ],
);

/**
 * A company at an event (DOMAIN.md "Attendance"): INVITED → REGISTERED → APPROVED, or DECLINED
 * by the organiser / WITHDRAWN by the participant. `unavailable` holds the start instants of the
 * slots the company cannot attend (ISO instants, not slot numbers, so a grid change that keeps a
 * slot keeps its blackout, and one that drops it is seen and refused).
 */
export const attendances = pgTable(
  'event_attendances',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    eventId: uuid('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    role: text('role').$type<'startup' | 'corp'>().notNull(),
    state: text('state').$type<AttendanceState>().notNull(),
    /** Who put the company on the list: itself, an organiser, an incubator, an import. */
    source: text('source').$type<'SELF' | 'ORGANISER' | 'INCUBATOR' | 'IMPORT'>().notNull(),
    unavailable: text('unavailable')
      .array()
      .notNull()
      .default(sql`'{}'`),
    /** The team members who come (users of the company). */
    attendingUserIds: uuid('attending_user_ids')
      .array()
      .notNull()
      .default(sql`'{}'`),
    registeredAt: instant('registered_at'),
    decidedAt: instant('decided_at'),
    /** The admin who approved or declined. */
    decidedBy: uuid('decided_by'),
    /** Why the organisers declined (sent to the company); null when approved or none given. */
    declineReason: text('decline_reason'),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('event_attendances_event_company_idx').on(t.eventId, t.companyId),
    index('event_attendances_company_idx').on(t.companyId, t.state),
    index('event_attendances_event_state_idx').on(t.eventId, t.role, t.state),
    check('event_attendances_role_check', sql`${t.role} in ('startup', 'corp')`),
    check(
      'event_attendances_state_check',
      sql`${t.state} in ('INVITED', 'REGISTERED', 'APPROVED', 'DECLINED', 'WITHDRAWN')`,
    ),
  ],
);
