import { sql } from 'drizzle-orm';
import {
  check,
  index,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from '../accounts/accounts.tables.ts';
import { events } from '../events/events.tables.ts';
import { meetings } from '../meetings/meetings.tables.ts';

const instant = (name: string) => timestamp(name, { withTimezone: true });

export type ReminderKind = 'MEETING' | 'MORNING';

/**
 * One reminder sent to one person: its row is the claim. `occasion` names what it is for — a
 * meeting reminder the meeting's start instant as the person was last told it (so a meeting
 * moved to another time is reminded again at its new time), a morning mail the event's local
 * day ("2026-11-27"). Unique (kind, person, subject, occasion), inserted in the transaction that
 * queues the mail: two instances never both send it, a crash before the commit leaves it due.
 */
export const reminderSends = pgTable(
  'reminder_sends',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind').$type<ReminderKind>().notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    eventId: uuid('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    /** The meeting of a MEETING reminder; null for a morning mail. */
    meetingId: uuid('meeting_id').references(() => meetings.id, { onDelete: 'cascade' }),
    occasion: text('occasion').notNull(),
    /** MAIL, or APP when the person was using the app and only the notification was written. */
    via: text('via').$type<'MAIL' | 'APP'>().notNull(),
    sentAt: instant('sent_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('reminder_sends_claim_idx').on(
      t.kind,
      t.userId,
      sql`coalesce(${t.meetingId}, ${t.eventId})`,
      t.occasion,
    ),
    index('reminder_sends_event_idx').on(t.eventId),
    check('reminder_sends_kind_check', sql`${t.kind} in ('MEETING', 'MORNING')`),
    check('reminder_sends_via_check', sql`${t.via} in ('MAIL', 'APP')`),
  ],
);

/** A person who wants no reminders (nor morning mail) for an event. */
export const reminderOptOuts = pgTable(
  'reminder_opt_outs',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    eventId: uuid('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    createdAt: instant('created_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.eventId] })],
);
