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
import { companies, users } from '../accounts/accounts.tables.ts';
import { events } from '../events/events.tables.ts';
import { meetings } from '../meetings/meetings.tables.ts';

const instant = (name: string) => timestamp(name, { withTimezone: true });

/**
 * A venue screen's secret link (decision 108): only the SHA-256 of the random token is kept; the
 * organiser sees the link once. At most one live link per event (a new one revokes the last).
 */
export const venueScreens = pgTable(
  'venue_screens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    eventId: uuid('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    /** The admin who made it. */
    createdBy: uuid('created_by'),
    createdAt: instant('created_at').notNull().defaultNow(),
    revokedAt: instant('revoked_at'),
  },
  (t) => [
    uniqueIndex('venue_screens_token_idx').on(t.tokenHash),
    uniqueIndex('venue_screens_live_idx')
      .on(t.eventId)
      .where(sql`${t.revokedAt} is null`),
  ],
);

/**
 * A participant told the other side of a meeting it runs late: once per meeting, person and
 * minutes (the unique row is the claim of its notification).
 */
export const lateNotices = pgTable(
  'late_notices',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    meetingId: uuid('meeting_id')
      .notNull()
      .references(() => meetings.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    minutes: integer('minutes').notNull(),
    createdAt: instant('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('late_notices_claim_idx').on(t.meetingId, t.userId, t.minutes),
    index('late_notices_user_idx').on(t.userId, t.createdAt),
    check('late_notices_minutes_check', sql`${t.minutes} in (5, 10, 15)`),
  ],
);
