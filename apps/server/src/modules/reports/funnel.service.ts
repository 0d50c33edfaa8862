import { incubatorId, INCUBATORS, type FunnelStage, type Operation } from '@matchday/shared';
import { sql, type SQL } from 'drizzle-orm';
import type { Actor } from '../../platform/actor.ts';
import { assertCan, reachFor } from '../../platform/authorize.ts';
import type { Db } from '../../platform/db.ts';
import { AppError } from '../../platform/errors.ts';
import { withheldAverages } from './averages.policy.ts';
import { followUpSources } from './follow-up-sources.queries.ts';
import { incubatorStartups, reportScope, type ReportScope } from './reports.policy.ts';

/**
 * The programme funnel (issue 16 item 4; docs/decisions/060 defines every stage). Counted in SQL
 * with `count(*) filter (…)`: one statement for the totals and one for the follow-up rate per
 * event, corporate and incubator (grouping sets), whatever the number of meetings.
 */

export type FunnelFilter = {
  eventId?: string | null;
  corporateId?: string | null;
  incubator?: string | null;
  /** ISO 8601 dates or instants: events starting within [from, to]. */
  from?: string | null;
  to?: string | null;
};

export type RateRow = { id: string; name: string; held: number; followUp: number; rate: number };

export type FunnelView = Record<FunnelStage, number> & {
  needs: number;
  /** Held meetings rated by both sides. */
  ratedByBoth: number;
  noShows: number;
  followUpMeetings: number;
  /** followUpMeetings / held; null without held meetings. */
  followUpRate: number | null;
  /** NO_SHOW / (HELD + NO_SHOW); null when neither. */
  noShowRate: number | null;
  startupRating: number | null;
  startupRatings: number;
  /** Different startups behind startupRating. */
  startupRaters: number;
  corporateRating: number | null;
  corporateRatings: number;
  /** Different corporates behind corporateRating. */
  corporateRaters: number;
  byEvent: RateRow[];
  byCorporate: RateRow[];
  byIncubator: RateRow[];
};

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const BREAKDOWN_ROWS = 50;

function badInput(field: string, message: string): never {
  throw new AppError('BAD_REQUEST', message, { fields: [{ field, message }] });
}

function instant(field: 'from' | 'to', value: string | null | undefined): Date | null {
  if (!value) return null;
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) badInput(field, `“${field}” must be a date such as 2026-11-23`);
  return date;
}

function checkFilter(filter: FunnelFilter) {
  if (filter.eventId && !UUID.test(filter.eventId)) badInput('eventId', 'Choose an event');
  if (filter.corporateId && !UUID.test(filter.corporateId)) {
    badInput('corporateId', 'Choose a corporate');
  }
  if (filter.incubator && filter.incubator.length > 200) {
    badInput('incubator', 'The incubator’s name is at most 200 characters');
  }
  const from = instant('from', filter.from);
  const to = instant('to', filter.to);
  if (from && to && from > to) badInput('to', 'The end of the period comes after its start');
  return { from, to };
}

/** The scope narrowed by the filter's choices (an event, a corporate, an incubator, a period). */
function narrowed(
  scope: ReportScope,
  filter: FunnelFilter,
  period: { from: Date | null; to: Date | null },
): ReportScope {
  const events: SQL[] = [scope.events];
  if (filter.eventId) events.push(sql`e.id = ${filter.eventId}`);
  if (period.from) events.push(sql`e.start_date >= ${period.from.toISOString()}`);
  if (period.to) events.push(sql`e.start_date <= ${period.to.toISOString()}`);
  const pairs: ((s: SQL, c: SQL) => SQL)[] = [scope.pair];
  const companies: ((c: SQL) => SQL)[] = [scope.company];
  if (filter.corporateId) {
    const id = filter.corporateId;
    pairs.push((_s, c) => sql`${c} = ${id}`);
    companies.push((c) => sql`${c} = ${id}`);
  }
  if (filter.incubator) {
    const startups = incubatorStartups(filter.incubator);
    pairs.push((s) => sql`${s} in ${startups}`);
    companies.push((c) => sql`${c} in ${startups}`);
  }
  return {
    events: sql.join(events, sql` and `),
    pair: (s, c) =>
      sql.join(
        pairs.map((p) => p(s, c)),
        sql` and `,
      ),
    company: (c) =>
      sql.join(
        companies.map((p) => p(c)),
        sql` and `,
      ),
  };
}

type Totals = Record<
  FunnelStage | 'needs' | 'noShows' | 'followUpMeetings' | 'ratedByBoth',
  number
> & {
  startupRating: number | null;
  startupRatings: number;
  startupRaters: number;
  corporateRating: number | null;
  corporateRatings: number;
  corporateRaters: number;
};

type Row = Record<string, unknown>;
const rowsOf = (result: unknown) => (result as { rows: Row[] }).rows;

async function computeFunnel(db: Db, scope: ReportScope): Promise<FunnelView> {
  const src = await followUpSources(db);
  const pair = (startup: string, corporate: string) =>
    scope.pair(sql.raw(startup), sql.raw(corporate));
  // 1. Meetings: one pass, each meeting with its follow-up summary (one row per meeting, kept
  //    by the follow-up room's triggers: docs/decisions/095); the grand total and the rate per
  //    event, corporate and incubator come out of one grouping-sets aggregate.
  const meetingsStatement = sql`
    with ev as (select e.id, e.name from events e where ${scope.events}),
    per as (
      select t.event_id, t.startup_id, t.corporate_id, s.incubator, t.status,
        t.shown_starts_at is not null or t.status in ('HELD', 'NO_SHOW') as scheduled,
        t.status = 'HELD' as held,
        u.startup_score is not null or u.corporate_score is not null as rated,
        u.startup_score is not null and u.corporate_score is not null as rated_both,
        coalesce(u.wants, false) as wants,
        coalesce(u.answered, false) as answered,
        coalesce(u.onward, false) as onward,
        coalesce(u.collaboration, false) as collaboration,
        u.startup_score, u.corporate_score
      from meetings t
      join ev on ev.id = t.event_id
      join companies s on s.id = t.startup_id
      left join meeting_follow_up_summaries u on u.meeting_id = t.id
      where ${pair('t.startup_id', 't.corporate_id')}
    ),
    fu as (
      select per.*, held and (case when answered then onward else wants end) as follow_up from per
    )
    , agg as (
    select grouping(event_id)::int as g_event, grouping(corporate_id)::int as g_corporate,
      grouping(incubator)::int as g_incubator, event_id, corporate_id, incubator,
      count(*) filter (where scheduled)::int as scheduled,
      count(*) filter (where held)::int as held,
      count(*) filter (where held and rated)::int as rated,
      count(*) filter (where held and rated_both)::int as rated_both,
      count(*) filter (where held and wants)::int as wants_follow_up,
      count(*) filter (where held and onward)::int as follow_up_reported,
      count(*) filter (where held and collaboration)::int as collaboration,
      count(*) filter (where follow_up)::int as follow_up,
      count(*) filter (where status = 'NO_SHOW')::int as no_shows,
      avg(startup_score)::float8 as startup_rating, count(startup_score)::int as startup_ratings,
      avg(corporate_score)::float8 as corporate_rating,
      count(corporate_score)::int as corporate_ratings
    from fu
    group by grouping sets ((), (event_id), (corporate_id), (incubator))
    )
    -- Names for the few groups only, after counting.
    select agg.*, e.name as event_name, c.name as corporate_name
    from agg
    left join events e on e.id = agg.event_id
    left join companies c on c.id = agg.corporate_id`;
  // 2. Companies, pairs, grants and the number of different raters, beside it.
  const othersStatement = sql`
    with ev as (select e.id from events e where ${scope.events}),
    att as (
      select count(*)::int as invited,
        count(*) filter (where a.state in ('REGISTERED', 'APPROVED'))::int as registered
      from event_attendances a
      where a.event_id in (select id from ev) and ${scope.company(sql`a.company_id`)}
    ),
    nd as (
      select count(*)::int as needs from needs n
      where n.event_id in (select id from ev) and n.state <> 'DRAFT'
        and ${scope.company(sql`n.corporate_id`)}
    ),
    mx as (
      select count(*) filter (where m.state <> 'PROPOSED')::int as suggested,
        count(*) filter (where m.state in ('SELECTED', 'CONFIRMED', 'REFUSED') and m.choice in ('MUST_MEET', 'MEET'))::int as selected,
        count(*) filter (where m.state = 'CONFIRMED')::int as confirmed
      from matches m
      where m.event_id in (select id from ev) and ${pair('m.startup_id', 'm.corporate_id')}
    ),
    gr as (
      select count(*) filter (where g.status <> 'DRAFT')::int as grant_applied,
        count(*) filter (where g.status in ('SIGNED', 'CLOSED'))::int as grant_signed
      from ${src.grant_applications} g
      left join meetings t on t.id = g.meeting_id
      where (t.id is not null and t.event_id in (select id from ev) and ${pair('t.startup_id', 't.corporate_id')})
        or (g.meeting_id is null and exists (
          select 1 from meetings h
          where h.startup_id = g.startup_id and h.corporate_id = g.corporate_id and h.status = 'HELD'
            and h.event_id in (select id from ev) and ${pair('h.startup_id', 'h.corporate_id')}))
    ),
    -- Different raters per side: a distinct count, kept out of the grouping sets above (a
    -- distinct aggregate would make every grouping set sort instead of hash).
    rt as (
      select count(distinct t.startup_id) filter (where u.startup_score is not null)::int as startup_raters,
        count(distinct t.corporate_id) filter (where u.corporate_score is not null)::int as corporate_raters
      from meetings t
      join meeting_follow_up_summaries u on u.meeting_id = t.id
      where t.event_id in (select id from ev) and ${pair('t.startup_id', 't.corporate_id')}
    )
    select * from att, nd, mx, gr, rt`;
  const [meetingRows, others] = await Promise.all([
    db.execute(meetingsStatement).then(rowsOf),
    db.execute(othersStatement).then(rowsOf),
  ]);
  const total =
    meetingRows.find(
      (r) => Number(r.g_event) === 1 && Number(r.g_corporate) === 1 && Number(r.g_incubator) === 1,
    ) ?? {};
  const t = { ...total, ...others[0] } as Row;
  const n = (k: string) => Number(t[k] ?? 0);
  const r = (k: string) => (t[k] == null ? null : Math.round(Number(t[k]) * 100) / 100);
  const counts: Totals = {
    invited: n('invited'),
    registered: n('registered'),
    suggested: n('suggested'),
    selected: n('selected'),
    confirmed: n('confirmed'),
    scheduled: n('scheduled'),
    held: n('held'),
    rated: n('rated'),
    ratedByBoth: n('rated_both'),
    wantsFollowUp: n('wants_follow_up'),
    followUpReported: n('follow_up_reported'),
    collaboration: n('collaboration'),
    grantApplied: n('grant_applied'),
    grantSigned: n('grant_signed'),
    needs: n('needs'),
    noShows: n('no_shows'),
    followUpMeetings: n('follow_up'),
    startupRating: r('startup_rating'),
    startupRatings: n('startup_ratings'),
    startupRaters: n('startup_raters'),
    corporateRating: r('corporate_rating'),
    corporateRatings: n('corporate_ratings'),
    corporateRaters: n('corporate_raters'),
  };
  return {
    ...counts,
    followUpRate: ratio(counts.followUpMeetings, counts.held),
    noShowRate: ratio(counts.noShows, counts.held + counts.noShows),
    ...breakdowns(meetingRows),
  };
}

const ratio = (part: number, whole: number) =>
  whole ? Math.round((part / whole) * 10_000) / 10_000 : null;

function breakdowns(rows: Row[]) {
  const byEvent: RateRow[] = [];
  const byCorporate: RateRow[] = [];
  const incubators = new Map<string, RateRow>();
  for (const row of rows) {
    const held = Number(row.held);
    const followUp = Number(row.follow_up);
    if (held === 0) continue; // no held meeting, no rate
    if (Number(row.g_event) === 0) {
      byEvent.push(rate(String(row.event_id), String(row.event_name), held, followUp));
    } else if (Number(row.g_corporate) === 0) {
      byCorporate.push(rate(String(row.corporate_id), String(row.corporate_name), held, followUp));
    } else if (Number(row.g_incubator) === 0) {
      // One incubator may be stored under its identifier or its listed name: merged here.
      const raw = row.incubator == null ? '' : String(row.incubator);
      const id = raw ? incubatorId(raw) : '';
      const name = id ? (INCUBATORS.find((i) => i.id === id)?.name ?? raw) : 'No incubator';
      const before = incubators.get(id);
      incubators.set(
        id,
        rate(id || 'none', name, held + (before?.held ?? 0), followUp + (before?.followUp ?? 0)),
      );
    }
  }
  const top = (list: RateRow[]) =>
    list.sort((a, b) => b.held - a.held || a.name.localeCompare(b.name)).slice(0, BREAKDOWN_ROWS);
  return {
    byEvent: top(byEvent),
    byCorporate: top(byCorporate),
    byIncubator: top([...incubators.values()]),
  };
}

function rate(id: string, name: string, held: number, followUp: number): RateRow {
  return { id, name, held, followUp, rate: ratio(followUp, held) ?? 0 };
}

async function assertEventInScope(db: Db, scope: ReportScope, eventId: string) {
  const found = rowsOf(
    await db.execute(sql`select 1 from events e where e.id = ${eventId} and ${scope.events}`),
  );
  if (!found.length) throw new AppError('NOT_FOUND', 'Event not found');
}

async function scopedFunnel(db: Db, actor: Actor, op: Operation, filter: FunnelFilter) {
  assertCan(actor, op, 'This account may not read reports');
  const period = checkFilter(filter);
  const scope = reportScope(actor, reachFor(actor, op));
  if (filter.eventId) await assertEventInScope(db, scope, filter.eventId);
  return withheldAverages(actor, await computeFunnel(db, narrowed(scope, filter, period)));
}

/** The funnel in the admin's reach (ADMIN all, a host its events, an incubator its startups…). */
export function funnel(db: Db, actor: Actor, filter: FunnelFilter = {}): Promise<FunnelView> {
  return scopedFunnel(db, actor, 'viewReports', filter);
}

/**
 * A corporate's or startup's own results: its needs, pairs, meetings and what came of them. The
 * other side's average shows once MIN_RATERS_SHOWN different companies stand behind it.
 */
export function myFunnel(db: Db, actor: Actor, eventId?: string | null): Promise<FunnelView> {
  return scopedFunnel(db, actor, 'viewOwnResults', { eventId: eventId ?? null });
}
