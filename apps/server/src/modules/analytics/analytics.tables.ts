import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** One row per client-side navigation. Path only: no query string, no IP, no user agent. */
export const pageViews = pgTable(
  'page_views',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    path: text('path').notNull(),
    userType: text('user_type'),
    viewedAt: timestamp('viewed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('page_views_viewed_at_idx').on(t.viewedAt)],
);
