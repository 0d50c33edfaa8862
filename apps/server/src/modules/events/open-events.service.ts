import type { AttendanceState } from '@matchday/shared';
import type { Actor } from '../../platform/actor.ts';
import { canDo } from '../../platform/authorize.ts';
import type { Db } from '../../platform/db.ts';
import { findEventsWithAttendance, type EventView } from './events.service.ts';

/** Events a company could still take part in (the home page). */

export type OpenEvent = {
  event: EventView;
  /** The own organisation's attendance: null (never), INVITED or WITHDRAWN. */
  myState: AttendanceState | null;
  /** Whether the caller may register itself (startups; organisers add corporates). */
  canJoin: boolean;
};

/** Already in, or refused: nothing to join. */
const SETTLED: AttendanceState[] = ['REGISTERED', 'APPROVED', 'DECLINED'];

/**
 * Upcoming events the caller may see (SPEC §5 country restriction included) that its company
 * does not take part in and could: registration open, or an invitation to accept. Soonest
 * first, at most `limit`. A corporate sees them too, but cannot join itself (joinEvents).
 */
export async function openEvents(db: Db, actor: Actor, limit = 5): Promise<OpenEvent[]> {
  if (actor?.kind !== 'user' || !actor.companyId) return [];
  const { items, summaries } = await findEventsWithAttendance(db, actor, {
    when: 'UPCOMING',
    limit: 100,
  });
  const canJoin = canDo(actor, 'joinEvents');
  const open: OpenEvent[] = [];
  for (const event of items) {
    const myState = summaries.get(event.id)?.mine?.state ?? null;
    if (myState && SETTLED.includes(myState)) continue;
    if (!event.registrationOpen && myState !== 'INVITED') continue;
    open.push({ event, myState, canJoin });
  }
  return open.slice(0, limit);
}
