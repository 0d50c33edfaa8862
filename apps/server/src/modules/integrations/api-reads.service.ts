import { FUNNEL_STAGES, type V1ListQuery } from '@matchday/shared';
import type { Actor } from '../../platform/actor.ts';
import type { Db } from '../../platform/db.ts';
import { AppError } from '../../platform/errors.ts';
import { listDirectory } from '../companies/directory.service.ts';
import { listAttendees } from '../events/attendees.service.ts';
import { getEvent, listEvents } from '../events/events.service.ts';
import { eventMatches } from '../matchmaking/choices.service.ts';
import { listNeeds } from '../matchmaking/needs.service.ts';
import { meetingsOfEvent } from '../meetings/agenda.service.ts';
import { ratingsOf } from '../followup/ratings.service.ts';
import { reportsOf } from '../followup/reports.service.ts';
import { funnel } from '../reports/funnel.service.ts';
import { decodeCursor, keysetPage, type Keyed, type V1Page } from './cursor.ts';

/**
 * The read API's resources (decision 104), each read through its owner room's service with the
 * token's actor: the owner's policy applies the reach as WHERE clauses (outside it: not found),
 * and the answer is shaped as packages/shared/src/api/v1.ts says. Lists are ordered by a date
 * and the id; the cursor is the last item's (date, id), so pages never skip or repeat.
 */

const iso = (d: Date | null | undefined) => (d ? d.toISOString() : null);
const ORGANISER_PAGE = 100;

/** Every page of an offset-paged owner list (events: tens per programme, not thousands). */
async function allPages<T>(read: (offset: number) => Promise<{ total: number; items: T[] }>) {
  const items: T[] = [];
  for (let offset = 0; ; offset += ORGANISER_PAGE) {
    const page = await read(offset);
    items.push(...page.items);
    if (!page.items.length || items.length >= page.total) return items;
  }
}

/** The items inside [from, to] by their date (items without a date only without a window). */
function inWindow<T>(items: Keyed<T>[], q: V1ListQuery): Keyed<T>[] {
  if (!q.from && !q.to) return items;
  const from = q.from ? Date.parse(q.from) : -Infinity;
  const to = q.to ? Date.parse(q.to) : Infinity;
  return items.filter((i) => i.at !== null && i.at >= from && i.at <= to);
}

function page<T>(items: Keyed<T>[], q: V1ListQuery): V1Page<T> {
  return keysetPage(inWindow(items, q), q.limit, decodeCursor(q.cursor));
}

const keyed = <T>(at: Date | null | undefined, id: string, item: T): Keyed<T> => ({
  at: at ? at.getTime() : null,
  id,
  item,
});

export async function v1Events(db: Db, actor: Actor, q: V1ListQuery) {
  const rows = await allPages((offset) => listEvents(db, actor, { offset, limit: ORGANISER_PAGE }));
  return page(
    rows.map((e) =>
      keyed(e.startDate, e.id, {
        id: e.id,
        name: e.name,
        description: e.description,
        format: e.format,
        venue: e.venue,
        timezone: e.timezone,
        startDate: e.startDate.toISOString(),
        endDate: e.endDate.toISOString(),
        status: e.status,
        published: e.published,
        restrictedTo: e.restrictedTo ?? [],
      }),
    ),
    q,
  );
}

export async function v1Attendees(db: Db, actor: Actor, eventId: string, q: V1ListQuery) {
  const rows = await allPages((offset) =>
    listAttendees(db, actor, eventId, { offset, limit: ORGANISER_PAGE }),
  );
  return page(
    rows.map((a) =>
      keyed(a.registeredAt ?? a.createdAt, a.id, {
        id: a.id,
        eventId: a.eventId,
        companyId: a.companyId,
        companyName: a.company.name,
        role: a.role,
        state: a.state,
        registeredAt: iso(a.registeredAt),
        decidedAt: iso(a.decidedAt),
      }),
    ),
    q,
  );
}

export async function v1Needs(db: Db, actor: Actor, eventId: string, q: V1ListQuery) {
  const rows = await listNeeds(db, actor, eventId);
  return page(
    rows.map((n) =>
      keyed(n.createdAt, n.id, {
        id: n.id,
        eventId: n.eventId,
        corporateId: n.corporateId,
        title: n.title,
        description: n.description,
        industries: n.industries ?? [],
        technologies: n.technologies ?? [],
        wantedMeetings: n.wantedMeetings,
        state: n.state,
        createdAt: n.createdAt.toISOString(),
      }),
    ),
    q,
  );
}

/**
 * Companies as the profile rules let the token's admin read them (the directory's reach):
 * ordered by name, so the cursor is an offset and there is no date window.
 */
export async function v1Companies(db: Db, actor: Actor, q: V1ListQuery) {
  if (q.from || q.to) throw new AppError('BAD_REQUEST', 'Companies take no from or to');
  const offset = q.cursor ? Number.parseInt(decodeCursor(q.cursor)?.id ?? '', 10) : 0;
  if (!Number.isSafeInteger(offset) || offset < 0) {
    throw new AppError('BAD_REQUEST', 'cursor is the nextCursor of the previous page');
  }
  const limit = Math.min(q.limit, 50);
  const found = await listDirectory(db, actor, { offset, limit });
  const next = offset + found.items.length;
  return {
    items: found.items.map((c) => ({
      id: c.id,
      name: c.name,
      type: c.type,
      country: c.country,
      incubator: c.incubatorName,
      industries: c.industries ?? [],
      website: c.website,
    })),
    nextCursor:
      found.items.length && next < found.total
        ? Buffer.from(JSON.stringify({ at: null, id: String(next) })).toString('base64url')
        : null,
  };
}

export async function v1Matches(db: Db, actor: Actor, eventId: string, q: V1ListQuery) {
  const event = await getEvent(db, actor, eventId);
  const rows = await eventMatches(db, actor, event);
  return page(
    rows.map((m) =>
      keyed(m.createdAt, m.id, {
        id: m.id,
        eventId: m.eventId,
        needId: m.needId,
        startupId: m.startupId,
        corporateId: m.corporateId,
        score: m.score,
        source: m.source,
        state: m.state,
        choice: m.choice,
        chosenAt: iso(m.chosenAt),
        createdAt: m.createdAt.toISOString(),
      }),
    ),
    q,
  );
}

export async function v1Meetings(db: Db, actor: Actor, eventId: string, q: V1ListQuery) {
  const rows = await meetingsOfEvent(db, actor, eventId);
  return page(
    rows.map((m) =>
      keyed(m.startsAt, m.id, {
        id: m.id,
        eventId: m.eventId,
        matchId: m.matchId,
        startupId: m.startupId,
        corporateId: m.corporateId,
        needId: m.needId,
        status: m.status,
        startsAt: iso(m.startsAt),
        endsAt: iso(m.endsAt),
        table: m.table,
        videoLink: m.videoLink,
      }),
    ),
    q,
  );
}

export async function v1Ratings(db: Db, actor: Actor, eventId: string, q: V1ListQuery) {
  const meetingIds = (await meetingsOfEvent(db, actor, eventId)).map((m) => m.id);
  const rows = await ratingsOf(db, actor, meetingIds);
  return page(
    rows.map((r) =>
      keyed(r.ratedAt, r.id, {
        id: r.id,
        meetingId: r.meetingId,
        side: r.side,
        score: r.score,
        comment: r.comment,
        wantsFollowUp: r.wantsFollowUp,
        ratedAt: r.ratedAt.toISOString(),
      }),
    ),
    q,
  );
}

export async function v1FollowUps(db: Db, actor: Actor, eventId: string, q: V1ListQuery) {
  const meetingIds = (await meetingsOfEvent(db, actor, eventId)).map((m) => m.id);
  const rows = await reportsOf(db, actor, meetingIds);
  return page(
    rows.map((r) =>
      keyed(r.reportedAt, r.id, {
        id: r.id,
        meetingId: r.meetingId,
        side: r.side,
        result: r.result,
        reportedAt: r.reportedAt.toISOString(),
        outcomes: r.outcomes.map((o) => ({ kind: o.kind, happenedOn: o.happenedOn })),
      }),
    ),
    q,
  );
}

export async function v1Funnel(db: Db, actor: Actor, eventId: string) {
  const f = await funnel(db, actor, { eventId });
  return {
    eventId,
    stages: Object.fromEntries(FUNNEL_STAGES.map((s) => [s, f[s]])),
    needs: f.needs,
    followUpRate: f.followUpRate,
    noShowRate: f.noShowRate,
  };
}
