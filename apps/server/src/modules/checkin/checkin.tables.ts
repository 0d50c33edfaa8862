import { sql } from 'drizzle-orm';
import {
  index,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { companies, users } from '../accounts/accounts.tables.ts';
import { events } from '../events/events.tables.ts';

const instant = (name: string) => timestamp(name, { withTimezone: true });

/**
 * Each person's check-in code for an event (what the QR code on the agenda holds): 144 random
 * bits made on first sight, kept server-side, so it cannot be guessed or made up; one per person
 * and event (decision 101).
 */
export const checkInCodes = pgTable(
  'check_in_codes',
  {
    eventId: uuid('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    code: text('code').notNull(),
    createdAt: instant('created_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.eventId, t.userId] }),
    uniqueIndex('check_in_codes_code_idx').on(t.code),
  ],
);

/** A person who arrived at an event (checked in by an organiser, by code or by name). */
export const arrivals = pgTable(
  'event_arrivals',
  {
    eventId: uuid('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    arrivedAt: instant('arrived_at')
      .notNull()
      .default(sql`now()`),
    /** The admin who checked the person in. */
    checkedInBy: uuid('checked_in_by'),
    via: text('via').$type<'CODE' | 'NAME'>().notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.eventId, t.userId] }),
    index('event_arrivals_company_idx').on(t.eventId, t.companyId),
  ],
);
