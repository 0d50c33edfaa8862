import { count, desc, gte } from 'drizzle-orm';
import { pageViewInput } from '@matchday/shared';
import type { Db } from '../../platform/db.ts';
import { parseInput } from '../../platform/validation.ts';
import { pageViews } from './analytics.tables.ts';

/** Records one navigation. Only the path is kept (and the kind of viewer, when signed in). */
export async function recordPageView(db: Db, input: unknown, userType: string | null = null) {
  const { path } = parseInput(pageViewInput, input);
  await db.insert(pageViews).values({ path, userType });
}

/** Most viewed paths since a given time (admin reporting). */
export async function topPages(db: Db, since: Date, limit = 20) {
  return db
    .select({ path: pageViews.path, views: count() })
    .from(pageViews)
    .where(gte(pageViews.viewedAt, since))
    .groupBy(pageViews.path)
    .orderBy(desc(count()), pageViews.path)
    .limit(Math.min(Math.max(limit, 1), 100));
}
