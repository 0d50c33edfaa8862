import { type AttendanceState } from '@matchday/shared';
import { aliasedTable, and, eq, inArray, sql } from 'drizzle-orm';
import type { Actor } from '../../platform/actor.ts';
import type { Db } from '../../platform/db.ts';
import { attendances, events } from './events.tables.ts';
import type { AttendanceRow } from './attendance.types.ts';

/** Reads of attendance for lists and for other rooms (counts, own state, who takes part). */

export type AttendeeCounts = { startups: number; corporates: number; registered: number };

/**
 * For each of these events, in ONE statement (bench/events.ts measures the list): who attends by count and type (for the
 * event page, "who attends by count and type") and the own organisation's attendance (a user's
 * lists; null for anyone else) — the two per-list reads of an events list.
 */
export type AttendanceSummary = { counts: AttendeeCounts; mine: AttendanceRow | null };

/**
 * The parts of the summary, to join beside `events` in any statement: a lateral subquery with
 * one row of counts per event (filtered counts: 4.3 ms vs 8–10 ms grouping by role and state for
 * 81 events) and the own organisation's attendance row (`mineOn`; none for anyone but a user).
 */
export function attendanceSummaryParts(db: Db, actor: Actor) {
  const own = actor?.kind === 'user' ? actor.companyId : null;
  const approved = sql`${attendances.state} = 'APPROVED'`;
  const counts = db
    .select({
      startups:
        sql<number>`count(*) filter (where ${approved} and ${attendances.role} = 'startup')`.as(
          'startups',
        ),
      corporates:
        sql<number>`count(*) filter (where ${approved} and ${attendances.role} <> 'startup')`.as(
          'corporates',
        ),
      registered: sql<number>`count(*) filter (where ${attendances.state} = 'REGISTERED')`.as(
        'registered',
      ),
    })
    .from(attendances)
    .where(
      and(
        eq(attendances.eventId, events.id),
        inArray(attendances.state, ['REGISTERED', 'APPROVED']),
      ),
    )
    .as('counts');
  const mine = aliasedTable(attendances, 'mine');
  const mineOn = and(eq(mine.eventId, events.id), own ? eq(mine.companyId, own) : sql`false`)!;
  return {
    counts,
    mine,
    mineOn,
    fields: {
      startups: counts.startups,
      corporates: counts.corporates,
      registered: counts.registered,
      mine,
    },
  };
}

/** A row read with `attendanceSummaryParts(…).fields` as a summary. */
export function toAttendanceSummary(r: {
  startups: number | null;
  corporates: number | null;
  registered: number | null;
  mine: AttendanceRow | null;
}): AttendanceSummary {
  return {
    counts: {
      startups: Number(r.startups ?? 0),
      corporates: Number(r.corporates ?? 0),
      registered: Number(r.registered ?? 0),
    },
    mine: r.mine,
  };
}

/**
 * For each of these events, in ONE statement (bench/events.ts measures the list): who attends by count and type (for the
 * event page, "who attends by count and type") and the own organisation's attendance (a user's
 * lists; null for anyone else) — the two per-list reads of an events list. The `events` list
 * reads the same parts inside its own statement instead (`findEvents` with `withAttendance`).
 */
export async function attendanceSummaries(db: Db, actor: Actor, eventIds: string[]) {
  const map = new Map<string, AttendanceSummary>();
  if (!eventIds.length) return map;
  const parts = attendanceSummaryParts(db, actor);
  const rows = await db
    .select({ eventId: events.id, ...parts.fields })
    .from(events)
    .leftJoinLateral(parts.counts, sql`true`)
    .leftJoin(parts.mine, parts.mineOn)
    .where(inArray(events.id, eventIds));
  for (const id of eventIds) {
    map.set(id, { counts: { startups: 0, corporates: 0, registered: 0 }, mine: null });
  }
  for (const r of rows) map.set(r.eventId, toAttendanceSummary(r));
  return map;
}

/** The companies of an event in the given states (default: approved), e.g. for matchmaking. */
export async function attendingCompanyIds(
  db: Db,
  eventId: string,
  role?: 'startup' | 'corp',
  states: AttendanceState[] = ['APPROVED'],
) {
  const rows = await db
    .select({ companyId: attendances.companyId })
    .from(attendances)
    .where(
      and(
        eq(attendances.eventId, eventId),
        role ? eq(attendances.role, role) : undefined,
        inArray(attendances.state, states),
      ),
    );
  return rows.map((r) => r.companyId);
}

/** Whether a company takes part in an event (approved, unless other states are given). */
export async function attends(
  db: Db,
  eventId: string,
  companyId: string,
  states: AttendanceState[] = ['APPROVED'],
) {
  const [row] = await db
    .select({ id: attendances.id })
    .from(attendances)
    .where(
      and(
        eq(attendances.eventId, eventId),
        eq(attendances.companyId, companyId),
        inArray(attendances.state, states),
      ),
    );
  return !!row;
}
