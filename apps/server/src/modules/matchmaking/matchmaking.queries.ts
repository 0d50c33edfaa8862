import { inArray } from 'drizzle-orm';
import type { Db } from '../../platform/db.ts';
import { needs } from './matchmaking.tables.ts';

/**
 * Needs by id, for the per-request loaders of the graph (a match or a meeting names its need).
 * The caller reached the match or meeting first; the need is shown with it.
 */
export async function needsByIds(db: Db, ids: readonly string[]) {
  const rows = ids.length
    ? await db
        .select()
        .from(needs)
        .where(inArray(needs.id, [...ids]))
    : [];
  return new Map(rows.map((r) => [r.id, r]));
}
