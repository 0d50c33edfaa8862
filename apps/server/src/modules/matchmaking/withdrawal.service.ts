import { and, eq, inArray, or, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db.ts';
import { matches } from './matchmaking.tables.ts';

/**
 * A participant leaves an event (meetings' participant removal, docs/decisions/088): its matches
 * still in play end as WITHDRAWN. The caller checks the right and holds the transaction.
 */

/** Matches still in play: suggested, chosen or confirmed (not declined, refused or ended). */
const OPEN_MATCHES = ['PROPOSED', 'SUGGESTED', 'SELECTED', 'CONFIRMED'] as const;

const openMatchesWhere = (eventId: string, companyId: string) =>
  and(
    eq(matches.eventId, eventId),
    or(eq(matches.startupId, companyId), eq(matches.corporateId, companyId)),
    inArray(matches.state, [...OPEN_MATCHES]),
  );

/** How many matches of the company in the event are still in play. */
export async function openMatchCount(db: Db, eventId: string, companyId: string) {
  const [m] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(matches)
    .where(openMatchesWhere(eventId, companyId));
  return m?.n ?? 0;
}

/** Ends the company's matches still in play in the event; answers how many ended. */
export async function withdrawOpenMatches(tx: Db, eventId: string, companyId: string, now: Date) {
  const ended = await tx
    .update(matches)
    .set({ state: 'WITHDRAWN', updatedAt: now })
    .where(openMatchesWhere(eventId, companyId))
    .returning({ id: matches.id });
  return ended.length;
}
