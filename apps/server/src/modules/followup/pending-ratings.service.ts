import { and, count, eq, notExists } from 'drizzle-orm';
import type { Actor } from '../../platform/actor.ts';
import { canDo } from '../../platform/authorize.ts';
import type { Db } from '../../platform/db.ts';
import { events } from '../events/events.read-model.ts';
import { meetings } from '../meetings/meetings.read-model.ts';
import { ownSide, SIDE_OPERATION, sideWhere } from './followup.policy.ts';
import { meetingRatings } from './followup.tables.ts';

/** Held meetings still waiting for the caller's own side's rating (the home page's pending actions). */

export type PendingRatings = { eventId: string; eventName: string; count: number };

/**
 * Per event, the held meetings the caller's side may rate (rateMeeting's reach and rule: HELD,
 * not rated by that side yet). A participant only: organisers rate for others elsewhere.
 */
export async function pendingRatings(db: Db, actor: Actor): Promise<PendingRatings[]> {
  const side = ownSide(actor);
  if (!side || !canDo(actor, SIDE_OPERATION[side])) return [];
  const rated = db
    .select({ id: meetingRatings.id })
    .from(meetingRatings)
    .where(and(eq(meetingRatings.meetingId, meetings.id), eq(meetingRatings.side, side)));
  const rows = await db
    .select({ eventId: events.id, eventName: events.name, n: count() })
    .from(meetings)
    .innerJoin(events, eq(events.id, meetings.eventId))
    .where(and(sideWhere(actor, side), eq(meetings.status, 'HELD'), notExists(rated)))
    .groupBy(events.id)
    .orderBy(events.startDate, events.id);
  return rows.map((r) => ({ eventId: r.eventId, eventName: r.eventName, count: Number(r.n) }));
}
