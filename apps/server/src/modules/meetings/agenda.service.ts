import { and, asc, eq, or, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import type { Actor } from '../../platform/actor.ts';
import type { Db } from '../../platform/db.ts';
import { AppError } from '../../platform/errors.ts';
import { parseInput } from '../../platform/validation.ts';
import { getEvent } from '../events/events.service.ts';
import { meetingReadWhere, meetingScheduleWhere, seesDraft } from './meetings.policy.ts';
import { meetings } from './meetings.tables.ts';
import { meetingViews } from './meetings.views.ts';
import { syncMeetingRequests } from './requests.ts';

/** Agendas: a company's meetings at an event, as participants were told (issue 15). */

const companyId = z.uuid('No such company');

async function eventMeetings(db: Db, actor: Actor, eventId: unknown, where: SQL, draft: boolean) {
  const event = await getEvent(db, actor, eventId);
  // Confirmed pairs show as REQUESTED from the organisers' first look (matchmaking builds below
  // this room and cannot create them itself).
  if (draft) await syncMeetingRequests(db, event.id);
  const rows = await db
    .select()
    .from(meetings)
    .where(and(eq(meetings.eventId, event.id), where))
    .orderBy(
      asc(draft ? meetings.startsAt : meetings.shownStartsAt),
      asc(meetings.tableNo),
      asc(meetings.id),
    );
  return meetingViews(event, rows, draft);
}

/** The caller's company's published meetings at an event (startup and corporate graphs). */
export async function myMeetings(db: Db, actor: Actor, eventId: unknown) {
  if (actor?.kind !== 'user' || !actor.companyId) return [];
  return eventMeetings(db, actor, eventId, meetingReadWhere(actor), false);
}

/**
 * `event.meetings`: organisers every meeting of their event in the draft placement; anyone
 * else the published meetings in their reach (their own, an incubator its startups').
 */
export async function meetingsOfEvent(db: Db, actor: Actor, eventId: string) {
  if (seesDraft(actor)) return eventMeetings(db, actor, eventId, meetingScheduleWhere(actor), true);
  return eventMeetings(db, actor, eventId, meetingReadWhere(actor), false);
}

/**
 * One participant's agenda at an event for organisers and incubators (what the company was
 * told); NOT_FOUND for a company outside the caller's reach.
 */
export async function participantAgenda(db: Db, actor: Actor, eventId: unknown, company: unknown) {
  if (actor?.kind !== 'admin') throw new AppError('FORBIDDEN', 'Only organisers open agendas');
  const id = parseInput(companyId, company);
  const where = and(
    meetingReadWhere(actor),
    or(eq(meetings.startupId, id), eq(meetings.corporateId, id)),
  )!;
  const rows = await eventMeetings(db, actor, eventId, where, false);
  return rows.filter((m) => m.published);
}
