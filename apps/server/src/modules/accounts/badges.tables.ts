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
import { companies } from './accounts.tables.ts';

/** Badges a full ADMIN defines and assigns to companies (SPEC §6 "assigning badges"). */
export const badges = pgTable(
  'badges',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    description: text('description'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('badges_name_lower_idx').on(sql`lower(${t.name})`)],
);

export const companyBadges = pgTable(
  'company_badges',
  {
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    badgeId: uuid('badge_id')
      .notNull()
      .references(() => badges.id, { onDelete: 'cascade' }),
    assignedAt: timestamp('assigned_at', { withTimezone: true }).notNull().defaultNow(),
    assignedBy: uuid('assigned_by'),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.badgeId] }),
    index('company_badges_badge_idx').on(t.badgeId),
  ],
);
