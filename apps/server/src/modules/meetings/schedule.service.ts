import { deriveSlots, slotBlocks, UNPLACED_REASONS, type UnplacedReason } from '@matchday/shared';
import {
  schedule,
  ScheduleInputError,
  type LockedMeeting,
  type MeetingRequest,
  type PreviousMeeting,
} from '@matchday/scheduler';
import { and, asc, eq, ne, sql } from 'drizzle-orm';
import { z } from 'zod';
import { timedRunSync } from '../../platform/metrics.ts';
import type { Actor } from '../../platform/actor.ts';
import { assertCan } from '../../platform/authorize.ts';
import type { Db } from '../../platform/db.ts';
import { AppError } from '../../platform/errors.ts';
import { parseInput } from '../../platform/validation.ts';
import { attendances } from '../events/events.tables.ts';
import { getEvent, lockEvent, type EventRow } from '../events/events.service.ts';
import { meetingScheduleWhere } from './meetings.policy.ts';
import { meetings } from './meetings.tables.ts';
import { meetingViews, slotIndexOf, type MeetingRow } from './meetings.views.ts';
import { syncMeetingRequests } from './requests.ts';

/** Scheduling an event's confirmed pairs (issue 15; DOMAIN.md "Meeting"). */

export type Unplaced = { meetingId: string; matchId: string; reason: UnplacedReason; text: string };
export type ScheduleRun = {
  placed: number;
  bound: number;
  moved: number;
  idleGaps: number;
  unplaced: Unplaced[];
};

const options = z
  .object({ keepPublished: z.boolean('Say true or false').default(true) })
  .default({ keepPublished: true });

/** Meetings that stay where they are in a run: held, no-show, pinned, and (by default) published. */
function fixed(r: MeetingRow, keepPublished: boolean) {
  if (!r.startsAt) return false;
  return (
    r.status === 'HELD' ||
    r.status === 'NO_SHOW' ||
    r.locked ||
    (keepPublished && r.shownStatus === 'CONFIRMED' && r.status === 'CONFIRMED')
  );
}

/**
 * Places every confirmed pair of the event (ADMIN, or the EVENT_HOST of a hosted event) with
 * `@matchday/scheduler`: the grid's slots, tables and cap, the participants' unavailable slots,
 * MUST_MEET first, held/pinned/published meetings kept in place and the last published
 * placement kept where possible. Writes the draft (SCHEDULED) in one transaction and says how
 * many were placed, the bound no schedule can beat, and why each pair left out was left out.
 */
export async function generateSchedule(
  db: Db,
  actor: Actor,
  id: unknown,
  input?: unknown,
): Promise<ScheduleRun> {
  assertCan(actor, 'scheduleMeetings', 'Only the organisers schedule meetings');
  const { keepPublished } = parseInput(options, input ?? undefined);
  return db.transaction(async (tx) => {
    const event = await lockEvent(tx, actor, id, 'scheduleMeetings');
    await syncMeetingRequests(tx, event.id);
    const rows = await tx
      .select()
      .from(meetings)
      .where(and(eq(meetings.eventId, event.id), ne(meetings.status, 'CANCELLED')))
      .orderBy(asc(meetings.createdAt), asc(meetings.id));
    const plan = await buildInstance(tx, event, rows, keepPublished);
    const result = plan.slots ? timedRunSync('scheduler', () => solve(plan)) : null;
    const placement = new Map(result?.assignments.map((a) => [a.requestId, a]) ?? []);
    const reasons = new Map<string, UnplacedReason>(plan.left);
    for (const u of result?.unscheduled ?? []) reasons.set(u.requestId, reasonOf(plan, u));
    if (!plan.slots) for (const r of plan.requests) reasons.set(r.id, 'NO_SLOTS');
    await writeDraft(tx, event, rows, placement, reasons, plan.fixedIds);
    const byId = new Map(rows.map((r) => [r.id, r]));
    const unplaced = [...reasons].map(([meetingId, reason]) => ({
      meetingId,
      matchId: byId.get(meetingId)!.matchId,
      reason,
      text: UNPLACED_REASONS[reason],
    }));
    return {
      placed: placement.size,
      bound: result ? Math.min(result.bounds.maxMeetings, plan.requests.length) : 0,
      moved: result?.stats.moved ?? 0,
      idleGaps: result?.stats.idleGaps ?? 0,
      unplaced,
    };
  });
}

type Plan = Awaited<ReturnType<typeof buildInstance>>;

/**
 * The scheduler says AVAILABILITY both when the two have no slot in common and when one of them
 * is in another meeting in every slot they share; organisers act differently on each.
 */
function reasonOf(plan: Plan, u: { requestId: string; reason: UnplacedReason }): UnplacedReason {
  if (u.reason !== 'AVAILABILITY') return u.reason;
  const r = plan.requests.find((q) => q.id === u.requestId)!;
  const off = new Set([...(plan.unavailable[r.a] ?? []), ...(plan.unavailable[r.b] ?? [])]);
  return off.size < plan.slots ? 'BUSY' : 'AVAILABILITY';
}

async function buildInstance(tx: Db, event: EventRow, rows: MeetingRow[], keepPublished: boolean) {
  const slots = deriveSlots(event.schedule);
  const slotOf = slotIndexOf(event.schedule);
  const present = await tx
    .select({ companyId: attendances.companyId, unavailable: attendances.unavailable })
    .from(attendances)
    .where(and(eq(attendances.eventId, event.id), eq(attendances.state, 'APPROVED')));
  const attending = new Map(present.map((a) => [a.companyId, a.unavailable]));
  const requests: MeetingRequest[] = [];
  const locked: LockedMeeting[] = [];
  const previous: PreviousMeeting[] = [];
  const left: [string, UnplacedReason][] = [];
  const fixedIds = new Set<string>();
  const busy = new Set<string>();
  for (const r of rows) {
    const past = r.status === 'HELD' || r.status === 'NO_SHOW';
    if (!past && !(attending.has(r.startupId) && attending.has(r.corporateId))) {
      left.push([r.id, 'NOT_ATTENDING']);
      continue;
    }
    const isFixed = fixed(r, keepPublished) && slotOf(r.startsAt) !== null;
    requests.push({ id: r.id, a: r.startupId, b: r.corporateId, priority: r.priority });
    if (isFixed) {
      const slot = slotOf(r.startsAt)!;
      locked.push({ requestId: r.id, slot, table: r.tableNo! - 1 });
      fixedIds.add(r.id);
      busy.add(`${r.startupId}:${slot}`).add(`${r.corporateId}:${slot}`);
    }
    const shown = slotOf(r.shownStartsAt);
    if (r.shownStatus === 'CONFIRMED' && shown !== null && r.shownTableNo !== null) {
      previous.push({ requestId: r.id, slot: shown, table: r.shownTableNo - 1 });
    }
  }
  const index = new Map(slots.map((s) => [s.start, s.index]));
  const unavailable: Record<string, number[]> = {};
  for (const [company, starts] of attending) {
    // A kept meeting wins over a blackout marked after it was placed.
    const list = starts
      .map((s) => index.get(s))
      .filter((i): i is number => i !== undefined && !busy.has(`${company}:${i}`));
    if (list.length) unavailable[company] = list;
  }
  const cap = event.schedule.maxMeetingsPerParticipant;
  const maxPerParticipant: Record<string, number> = {};
  if (cap) for (const company of attending.keys()) maxPerParticipant[company] = cap;
  return {
    slots: slots.length,
    tables: event.schedule.tables,
    requests,
    unavailable,
    locked,
    previous,
    maxPerParticipant,
    sessions: slotBlocks(event.schedule),
    left,
    fixedIds,
  };
}

function solve(plan: Plan) {
  const { left: _left, fixedIds: _fixed, ...instance } = plan;
  try {
    return schedule(instance);
  } catch (error) {
    if (error instanceof ScheduleInputError) {
      const message = `The kept meetings contradict each other: ${error.problems.slice(0, 3).join('; ')}`;
      throw new AppError('CONFLICT', message);
    }
    throw error;
  }
}

/**
 * Writes the run: meetings whose place changes are first taken out of their cell, then put in
 * the new one (two statements, so a swap never meets itself in the unique indexes).
 */
async function writeDraft(
  tx: Db,
  event: EventRow,
  rows: MeetingRow[],
  placement: Map<string, { slot: number; table: number }>,
  reasons: Map<string, UnplacedReason>,
  fixedIds: Set<string>,
) {
  const slots = deriveSlots(event.schedule);
  const changes: {
    id: string;
    s: string | null;
    e: string | null;
    t: number | null;
    status: string;
    reason: string | null;
  }[] = [];
  for (const r of rows) {
    if (fixedIds.has(r.id)) continue;
    const a = placement.get(r.id);
    const s = a ? slots[a.slot]! : null;
    const same =
      (r.startsAt?.toISOString() ?? null) === (s?.start ?? null) &&
      r.tableNo === (a ? a.table + 1 : null);
    const status = !a
      ? 'REQUESTED'
      : same && (r.status === 'CONFIRMED' || r.status === 'SCHEDULED')
        ? r.status
        : 'SCHEDULED';
    const reason = reasons.get(r.id) ?? null;
    if (same && status === r.status && reason === r.unplacedReason) continue;
    changes.push({
      id: r.id,
      s: s?.start ?? null,
      e: s?.end ?? null,
      t: a ? a.table + 1 : null,
      status,
      reason,
    });
  }
  if (!changes.length) return;
  const values = sql`jsonb_to_recordset(${JSON.stringify(changes)}::jsonb) as v(id uuid, s timestamptz, e timestamptz, t int, status text, reason text)`;
  await tx.execute(sql`
    update ${meetings} m set starts_at = null, ends_at = null, table_no = null
    from ${values} where m.id = v.id and m.starts_at is not null`);
  await tx.execute(sql`
    update ${meetings} m set starts_at = v.s, ends_at = v.e, table_no = v.t, status = v.status,
      unplaced_reason = v.reason, updated_at = now()
    from ${values} where m.id = v.id`);
}

/** The organisers' view of an event's schedule: every meeting (draft placement) of the event. */
export async function eventSchedule(db: Db, actor: Actor, id: unknown) {
  assertCan(actor, 'scheduleMeetings', 'Only the organisers see the draft schedule');
  const event = await getEvent(db, actor, id);
  const rows = await db
    .select()
    .from(meetings)
    .where(and(eq(meetings.eventId, event.id), meetingScheduleWhere(actor)))
    .orderBy(asc(meetings.startsAt), asc(meetings.tableNo), asc(meetings.id));
  return { event, meetings: meetingViews(event, rows, true) };
}
