import { and, asc, eq, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import type { Actor } from '../../platform/actor.ts';
import type { Db } from '../../platform/db.ts';
import { AppError } from '../../platform/errors.ts';
import { parseInput } from '../../platform/validation.ts';
import { companies } from '../accounts/accounts.read-model.ts';
import { eventReadWhere } from '../events/events.policy.ts';
import { eventId as eventIdInput, getEvent } from '../events/events.service.ts';
import { events } from '../events/events.read-model.ts';
import { needs } from '../matchmaking/matchmaking.read-model.ts';
import { meetingReadWhere, meetingScheduleWhere, seesDraft } from './meetings.policy.ts';
import { meetings } from './meetings.tables.ts';
import { meetingViews, type MeetingView, type PartyCard } from './meetings.views.ts';
import { syncMeetingRequests } from './requests.ts';

/** Agendas: a company's meetings at an event, as participants were told. */

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

const startup = alias(companies, 'startup');
const corporate = alias(companies, 'corporate');
const card = (c: typeof startup | typeof corporate) => ({
  id: c.id,
  name: c.name,
  type: c.type,
  country: c.country,
  stage: c.stage,
  pitchShort: c.pitchShort,
  industries: c.industries,
});

/**
 * The caller's company's published meetings at an event, with both parties' cards and the
 * need's title, in one statement that also checks the event is in the caller's reach. Prepared
 * once per database and side (named: PostgreSQL parses and plans it once per connection; its
 * five-table plan costs more than running it). The statement is built from the same policies
 * as every other read, with placeholders standing in for the caller.
 */
function prepareMyMeetings(db: Db, side: 'startup' | 'corp') {
  const caller = {
    kind: 'user',
    type: side,
    id: sql.placeholder('userId'),
    companyId: sql.placeholder('companyId'),
  } as unknown as Actor;
  return db
    .select({
      event: { schedule: events.schedule, meetingLink: events.meetingLink, format: events.format },
      meeting: meetings,
      startup: card(startup),
      corporate: card(corporate),
      needTitle: needs.title,
    })
    .from(events)
    .leftJoin(meetings, and(eq(meetings.eventId, events.id), meetingReadWhere(caller)))
    .leftJoin(startup, eq(startup.id, meetings.startupId))
    .leftJoin(corporate, eq(corporate.id, meetings.corporateId))
    .leftJoin(needs, eq(needs.id, meetings.needId))
    .where(and(eq(events.id, sql.placeholder('eventId')), eventReadWhere(caller)))
    .orderBy(asc(meetings.shownStartsAt), asc(meetings.tableNo), asc(meetings.id))
    .prepare(`my_meetings_${side}`);
}
const statements = new WeakMap<Db, Map<string, ReturnType<typeof prepareMyMeetings>>>();

function myMeetingsStatement(db: Db, side: 'startup' | 'corp') {
  let bySide = statements.get(db);
  if (!bySide) statements.set(db, (bySide = new Map()));
  let statement = bySide.get(side);
  if (!statement) bySide.set(side, (statement = prepareMyMeetings(db, side)));
  return statement;
}

/**
 * The caller's company's published meetings at an event (startup and corporate graphs): an
 * event out of reach is NOT_FOUND, one without meetings an empty list. One statement.
 */
export async function myMeetings(db: Db, actor: Actor, eventId: unknown): Promise<MeetingView[]> {
  if (actor?.kind !== 'user' || !actor.companyId) return [];
  const rows = await myMeetingsStatement(db, actor.type === 'corp' ? 'corp' : 'startup').execute({
    userId: actor.id,
    companyId: actor.companyId,
    eventId: parseInput(eventIdInput, eventId),
  });
  if (!rows.length) throw new AppError('NOT_FOUND', 'No such event');
  const found = rows.filter((r) => r.meeting && r.startup?.id && r.corporate?.id);
  const views = meetingViews(
    rows[0]!.event,
    found.map((r) => r.meeting!),
    false,
  );
  return views.map((view, i) => {
    const r = found[i]!;
    const joined = {
      startup: r.startup as PartyCard,
      corporate: r.corporate as PartyCard,
      needTitle: r.needTitle,
    };
    return { ...view, joined };
  });
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
