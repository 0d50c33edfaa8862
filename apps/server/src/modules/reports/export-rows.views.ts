import {
  FOLLOW_UP_RESULT_LABELS,
  OUTCOME_LABELS,
  videoLinkFor,
  type FollowUpResult,
  type OutcomeKind,
  type ScheduleGrid,
} from '@matchday/shared';
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../platform/db.ts';
import { tableName } from '../meetings/meetings.views.ts';
import type { Sources } from './follow-up-sources.queries.ts';

/**
 * The rows of the matches export (SPEC §7), read a page at a time by keyset (never the whole
 * event in memory): the Matches sheet ordered by need and score, the Meetings sheet by slot.
 */

export const PAGE_ROWS = 5000;

/**
 * A cell: text, a number, or a slot time as a Date whose UTC fields are the wall-clock time in
 * the event's zone (spreadsheet dates have no zone; the column header names it).
 */
export type Cell = string | number | Date | null;

export type ExportEvent = {
  id: string;
  name: string;
  timezone: string;
  format: 'PHYSICAL' | 'DIGITAL' | 'HYBRID';
  meetingLink: string | null;
  schedule: ScheduleGrid;
};

export const MATCH_COLUMNS = ['Need', 'Startup', 'Corporate', 'Score', 'Source', 'Choice', 'State'];

export const meetingColumns = (timezone: string) => [
  `Slot (${timezone})`,
  'Table or link',
  'Startup',
  'Corporate',
  'Need',
  'Status',
  'Startup rating',
  'Startup comment',
  'Corporate rating',
  'Corporate comment',
  'Wants follow-up',
  'Outcome',
];

type Row = Record<string, unknown>;
const rowsOf = (result: unknown) => (result as { rows: Row[] }).rows;

/** Pages of the event's matches (every state), keyset on the match id. */
export async function* matchRows(db: Db, eventId: string): AsyncGenerator<Cell[]> {
  const read = async (after: string | null) =>
    rowsOf(
      await db.execute(sql`
        select m.id, n.title as need, s.name as startup, c.name as corporate, m.score, m.source,
          m.choice, m.state
        from matches m
        join companies s on s.id = m.startup_id
        join companies c on c.id = m.corporate_id
        left join needs n on n.id = m.need_id
        where m.event_id = ${eventId} ${after ? sql`and m.id > ${after}` : sql``}
        order by m.id
        limit ${PAGE_ROWS}`),
    );
  for await (const r of prefetched(read, (last) => String(last.id))) {
    yield [
      text(r.need),
      text(r.startup),
      text(r.corporate),
      Number(r.score),
      text(r.source),
      text(r.choice),
      text(r.state),
    ];
  }
}

/**
 * The rows of keyset pages, the next page read while the current one is written (the database
 * and the spreadsheet writer work side by side).
 */
async function* prefetched<K>(
  read: (after: K | null) => Promise<Row[]>,
  keyOf: (last: Row) => K,
): AsyncGenerator<Row> {
  let pending = read(null);
  for (;;) {
    const page = await pending;
    const full = page.length === PAGE_ROWS;
    if (full) pending = read(keyOf(page[page.length - 1]!));
    yield* page;
    if (!full) return;
  }
}

const FAR = '9999-12-31T00:00:00Z';

/** Pages of the event's meetings in slot order (unplaced last), keyset on (slot, id). */
export async function* meetingRows(
  db: Db,
  event: ExportEvent,
  src: Sources,
): AsyncGenerator<Cell[]> {
  const wallClock = wallClockIn(event.timezone);
  const slots = new Map<string, Date>();
  const slotOf = (at: string) => {
    let local = slots.get(at);
    if (local === undefined) {
      local = wallClock(new Date(at));
      slots.set(at, local);
    }
    return local;
  };
  const key: SQL = sql`coalesce(t.starts_at, ${FAR}::timestamptz)`;
  const read = async (after: { at: string; id: string } | null) =>
    rowsOf(
      await db.execute(sql`
        with pg as (
          select t.id, ${key} as key_at, t.starts_at, t.table_no, t.status, t.startup_id,
            t.corporate_id, t.need_id
          from meetings t
          where t.event_id = ${event.id}
            ${after ? sql`and (${key}, t.id) > (${after.at}::timestamptz, ${after.id}::uuid)` : sql``}
          order by ${key}, t.id
          limit ${PAGE_ROWS}
        ),
        fr as (
          select distinct on (f.meeting_id) f.meeting_id, f.result
          from ${src.follow_up_reports} f where f.meeting_id in (select id from pg)
          order by f.meeting_id, f.reported_at desc
        ),
        fo as (
          select k.meeting_id,
            string_agg(k.kind || coalesce(' ' || k.happened_on::text, ''), ',' order by k.happened_on, k.kind) as outcomes
          from (
            select o.meeting_id, o.kind, min(o.happened_on) as happened_on
            from ${src.follow_up_outcomes} o where o.meeting_id in (select id from pg)
            group by o.meeting_id, o.kind
          ) k
          group by k.meeting_id
        )
        select pg.id, to_json(pg.key_at)#>>'{}' as key_at, to_json(pg.starts_at)#>>'{}' as starts_at,
          pg.table_no, pg.status, s.name as startup, c.name as corporate, n.title as need,
          rs.score as startup_score, rs.comment as startup_comment, rs.wants_follow_up as startup_wants,
          rc.score as corporate_score, rc.comment as corporate_comment, rc.wants_follow_up as corporate_wants,
          fr.result, fo.outcomes
        from pg
        join companies s on s.id = pg.startup_id
        join companies c on c.id = pg.corporate_id
        left join needs n on n.id = pg.need_id
        left join ${src.meeting_ratings} rs on rs.meeting_id = pg.id and rs.side = 'STARTUP'
        left join ${src.meeting_ratings} rc on rc.meeting_id = pg.id and rc.side = 'CORPORATE'
        left join fr on fr.meeting_id = pg.id
        left join fo on fo.meeting_id = pg.id
        order by pg.key_at, pg.id`),
    );
  const keyOf = (last: Row) => ({ at: String(last.key_at), id: String(last.id) });
  for await (const r of prefetched(read, keyOf)) {
    const table = r.table_no == null ? null : Number(r.table_no);
    const place =
      event.format === 'DIGITAL'
        ? videoLinkFor(event.meetingLink, String(r.id))
        : tableName(event.schedule, table);
    yield [
      r.starts_at ? slotOf(String(r.starts_at)) : null,
      place ?? null,
      text(r.startup),
      text(r.corporate),
      text(r.need),
      text(r.status),
      r.startup_score == null ? null : Number(r.startup_score),
      text(r.startup_comment),
      r.corporate_score == null ? null : Number(r.corporate_score),
      text(r.corporate_comment),
      wants(r.startup_wants, r.corporate_wants),
      outcomeText(r.result, r.outcomes),
    ];
  }
}

const text = (v: unknown): string | null => (v == null ? null : String(v));

/**
 * The Outcome cell in words: the latest reported result, then each concrete outcome once (the
 * earliest day any side gave for it), e.g. "Negotiations started; Pilot 2026-05-04, NDA".
 */
export function outcomeText(result: unknown, outcomes: unknown): string | null {
  const said = FOLLOW_UP_RESULT_LABELS[result as FollowUpResult];
  const kinds = outcomes
    ? String(outcomes)
        .split(',')
        .map((o) => {
          const [kind, day] = o.split(' ');
          const label = OUTCOME_LABELS[kind as OutcomeKind] ?? kind;
          return day ? `${label} ${day}` : label;
        })
        .join(', ')
    : '';
  return [said, kinds].filter(Boolean).join('; ') || null;
}

function wants(startup: unknown, corporate: unknown): string | null {
  if (startup == null && corporate == null) return null;
  const who = [startup ? 'Startup' : null, corporate ? 'Corporate' : null].filter(Boolean);
  return who.length ? who.join(', ') : 'No';
}

/** The wall-clock time in the event's zone, as a Date whose UTC fields carry it. */
export function wallClockIn(timezone: string) {
  const format = slotFormatter(timezone);
  return (at: Date) => new Date(`${format(at).replace(' ', 'T')}:00Z`);
}

/** "2026-11-23 10:20" in the event's zone. */
export function slotFormatter(timezone: string) {
  const format = new Intl.DateTimeFormat('en-GB', {
    timeZone: timezone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  });
  return (at: Date) => {
    const p = Object.fromEntries(format.formatToParts(at).map((x) => [x.type, x.value]));
    return `${p.year}-${p.month}-${p.day} ${p.hour}:${p.minute}`;
  };
}
