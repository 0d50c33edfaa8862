import { eventStatus, type EventStatus } from '@matchday/shared';
import { and, eq, gt, inArray, isNotNull } from 'drizzle-orm';
import { z } from 'zod';
import type { Actor } from '../../platform/actor.ts';
import { assertCan, companyActor, type CompanyActor } from '../../platform/authorize.ts';
import type { Db } from '../../platform/db.ts';
import { AppError } from '../../platform/errors.ts';
import { parseInput } from '../../platform/validation.ts';
import { eventReadWhere } from '../events/events.policy.ts';
import { events } from '../events/events.read-model.ts';
import { agendaEntries, type AgendaEntry } from '../meetings/agenda.queries.ts';
import { meetingReadWhere } from '../meetings/meetings.policy.ts';
import { meetings } from '../meetings/meetings.read-model.ts';
import { lateNotices } from './liveday.tables.ts';

/**
 * A participant's "Now / next" during an event (decision 108): the company's current meeting
 * (begun, not ended) and the one after it, as the agenda shows them, with the lateness either
 * side reported. The clock is a parameter, so tests drive it.
 */

/** What participants were told and still takes place. */
export const TAKING_PLACE = ['CONFIRMED', 'SCHEDULED', 'HELD'] as const;

export type LiveMeeting = {
  entry: AgendaEntry;
  counterpart: { id: string; name: string };
  /** Minutes late the own side said (the most), or null. */
  lateBySelf: number | null;
  /** Minutes late the other side said (the most), or null. */
  lateByCounterpart: number | null;
};

export type NowNext = {
  event: { id: string; name: string; timezone: string; venue: string; status: EventStatus };
  endsAt: Date;
  current: LiveMeeting | null;
  next: LiveMeeting | null;
  /** The server's clock when answered (the page counts down from it). */
  at: Date;
};

const eventKey = z.uuid('No such event');

async function lateness(db: Db, meetingIds: string[]) {
  if (!meetingIds.length) return [];
  return db
    .select({
      meetingId: lateNotices.meetingId,
      companyId: lateNotices.companyId,
      minutes: lateNotices.minutes,
    })
    .from(lateNotices)
    .where(inArray(lateNotices.meetingId, meetingIds));
}

/** The company's current and next meetings at one event at `now` (no rights check). */
export async function currentAndNext(
  db: Db,
  actor: CompanyActor,
  eventId: string,
  now: Date,
): Promise<{ current: LiveMeeting | null; next: LiveMeeting | null }> {
  const entries = await agendaEntries(
    db,
    and(
      meetingReadWhere(actor),
      eq(meetings.eventId, eventId),
      inArray(meetings.shownStatus, [...TAKING_PLACE]),
      gt(meetings.shownEndsAt, now),
    )!,
    2,
  );
  const [first, second] = entries;
  const begun = first && first.view.startsAt!.getTime() <= now.getTime();
  const current = begun ? first : null;
  const next = begun ? (second ?? null) : (first ?? null);
  const late = await lateness(
    db,
    [current, next].filter((e) => e !== null).map((e) => e.view.id),
  );
  const corp = actor.type === 'corp';
  const live = (entry: AgendaEntry | null): LiveMeeting | null => {
    if (!entry) return null;
    const most = (mine: boolean) => {
      const of = late.filter(
        (l) => l.meetingId === entry.view.id && (l.companyId === actor.companyId) === mine,
      );
      return of.length ? Math.max(...of.map((l) => l.minutes)) : null;
    };
    return {
      entry,
      counterpart: corp
        ? { id: entry.view.startupId, name: entry.startupName }
        : { id: entry.view.corporateId, name: entry.corporateName },
      lateBySelf: most(true),
      lateByCounterpart: most(false),
    };
  };
  return { current: live(current), next: live(next) };
}

/** The signed-in participant's now / next at an event it may see; NOT_FOUND otherwise. */
export async function myNowNext(
  db: Db,
  actor: Actor,
  eventId: unknown,
  now = new Date(),
): Promise<NowNext> {
  assertCan(actor, 'viewMeetings', 'Sign in to see your meetings');
  const member = companyActor(actor, 'Only participants have meetings', 'NOT_FOUND');
  const id = parseInput(eventKey, eventId);
  const [event] = await db
    .select()
    .from(events)
    .where(and(eq(events.id, id), eventReadWhere(actor)));
  if (!event) throw new AppError('NOT_FOUND', 'No such event');
  const { current, next } = await currentAndNext(db, member, id, now);
  return {
    event: {
      id: event.id,
      name: event.name,
      timezone: event.timezone,
      venue: event.venue,
      status: eventStatus(event, now),
    },
    endsAt: new Date(event.endDate),
    current,
    next,
    at: now,
  };
}

/**
 * The now / next of the participant's live event (the first by its end, when several run), or
 * null: what the home page puts first while an event runs.
 */
export async function myLiveNowNext(db: Db, actor: Actor, now = new Date()) {
  if (actor?.kind !== 'user' || !actor.companyId) return null;
  const candidates = await db
    .selectDistinct({
      id: events.id,
      published: events.published,
      startDate: events.startDate,
      endDate: events.endDate,
      schedule: events.schedule,
    })
    .from(meetings)
    .innerJoin(events, eq(events.id, meetings.eventId))
    .where(
      and(
        meetingReadWhere(actor),
        eventReadWhere(actor),
        isNotNull(meetings.shownStatus),
        gt(events.endDate, now),
      ),
    );
  const live = candidates
    .filter((e) => eventStatus(e, now) === 'LIVE')
    .sort((a, b) => new Date(a.endDate).getTime() - new Date(b.endDate).getTime())[0];
  return live ? myNowNext(db, actor, live.id, now) : null;
}
