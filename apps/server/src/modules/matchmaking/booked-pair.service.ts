import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db.ts';
import { matches } from './matchmaking.tables.ts';

/**
 * The match behind a meeting two participants booked themselves (docs/decisions/109): a
 * CONFIRMED match of the pair at the event when there is one (a need's, an accepted pairing's),
 * else the pair's match without a need, made or turned CONFIRMED (source BOOKING). The booking
 * room has checked who asks and that both take part; this only writes the match.
 */
export async function confirmBookedPair(
  tx: Db,
  pair: { eventId: string; startupId: string; corporateId: string },
) {
  const of = and(
    eq(matches.eventId, pair.eventId),
    eq(matches.startupId, pair.startupId),
    eq(matches.corporateId, pair.corporateId),
  );
  const [confirmed] = await tx
    .select({ id: matches.id, needId: matches.needId })
    .from(matches)
    .where(and(of, eq(matches.state, 'CONFIRMED')))
    .orderBy(asc(matches.createdAt))
    .limit(1);
  if (confirmed) return confirmed;
  const now = new Date();
  const [row] = await tx
    .insert(matches)
    .values({
      ...pair,
      source: 'BOOKING',
      state: 'CONFIRMED',
      choice: 'MEET',
      reasons: [{ kind: 'application', text: 'The two booked this meeting themselves', weight: 0 }],
      chosenAt: now,
      respondedAt: now,
    })
    .onConflictDoUpdate({
      target: [matches.eventId, matches.startupId, matches.corporateId],
      targetWhere: sql`${matches.needId} is null`,
      set: { state: 'CONFIRMED', choice: 'MEET', respondedAt: now, updatedAt: now },
    })
    .returning({ id: matches.id, needId: matches.needId });
  return row!;
}
