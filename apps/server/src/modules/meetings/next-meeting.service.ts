import { and, gt, inArray } from 'drizzle-orm';
import type { Actor } from '../../platform/actor.ts';
import type { Db } from '../../platform/db.ts';
import { eventReadWhere } from '../events/events.policy.ts';
import { agendaEntries, type AgendaEntry } from './agenda.queries.ts';
import { meetingReadWhere } from './meetings.policy.ts';
import { meetings } from './meetings.tables.ts';

/** The own company's next meeting, as its agenda shows it (the home page). */

export type NextMeeting = {
  entry: AgendaEntry;
  /** The other party, from the caller's side. */
  counterpart: { id: string; name: string };
};

/**
 * The caller's company's soonest published meeting that has not ended (one under way counts) and
 * still takes place: what the company was told, at an event it may still see. Null for anyone
 * else, or when there is none.
 */
export async function nextMeeting(
  db: Db,
  actor: Actor,
  now = new Date(),
): Promise<NextMeeting | null> {
  if (actor?.kind !== 'user' || !actor.companyId) return null;
  const where = and(
    meetingReadWhere(actor),
    eventReadWhere(actor),
    inArray(meetings.shownStatus, ['CONFIRMED', 'SCHEDULED']),
    gt(meetings.shownEndsAt, now),
  )!;
  const [entry] = await agendaEntries(db, where, 1);
  if (!entry) return null;
  const corp = actor.type === 'corp';
  return {
    entry,
    counterpart: corp
      ? { id: entry.view.startupId, name: entry.startupName }
      : { id: entry.view.corporateId, name: entry.corporateName },
  };
}
