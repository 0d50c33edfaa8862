import { incubatorId, INCUBATORS, type FunnelStage, type Operation } from '@matchday/shared';
import { sql, type SQL } from 'drizzle-orm';
import type { Actor } from '../../platform/actor.ts';
import { assertCan, reachFor } from '../../platform/authorize.ts';
import type { Db } from '../../platform/db.ts';
import { AppError } from '../../platform/errors.ts';
import { withheldAverages } from './averages.policy.ts';
import { followUpSources } from './follow-up-sources.queries.ts';
import { funnelStatements } from './funnel.queries.ts';
import { incubatorStartups, reportScope, type ReportScope } from './reports.policy.ts';

/**
 * The programme funnel (docs/decisions/060 defines every stage). Counted in SQL
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
  const { meetingsStatement, othersStatement } = funnelStatements(scope, src);
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
