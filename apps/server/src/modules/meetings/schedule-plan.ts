import { deriveSlots, slotBlocks, type UnplacedReason } from '@matchday/shared';
import {
  schedule,
  ScheduleInputError,
  type LockedMeeting,
  type MeetingRequest,
  type PreviousMeeting,
} from '@matchday/scheduler';
import { and, asc, eq, ne } from 'drizzle-orm';
import type { Db } from '../../platform/db.ts';
import { timedRunSync } from '../../platform/metrics.ts';
import { AppError } from '../../platform/errors.ts';
import { attendances } from '../events/events.read-model.ts';
import type { EventRow } from '../events/events.service.ts';
import { meetings } from './meetings.tables.ts';
import { slotIndexOf, type MeetingRow } from './meetings.views.ts';
import { syncMeetingRequests } from './requests.ts';

/**
 * One scheduling run, worked out but not written: the event's meetings, what the scheduler was
 * given, where it put each pair and why it left the others out. generateSchedule writes it; the
 * preview only compares it with the board.
 */
export type RunPlan = Awaited<ReturnType<typeof planRun>>;

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

export async function planRun(tx: Db, event: EventRow, keepPublished: boolean) {
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
  return { rows, plan, result, placement, reasons };
}

type Instance = Awaited<ReturnType<typeof buildInstance>>;

/**
 * The scheduler says AVAILABILITY both when the two have no slot in common and when one of them
 * is in another meeting in every slot they share; organisers act differently on each.
 */
function reasonOf(
  plan: Instance,
  u: { requestId: string; reason: UnplacedReason },
): UnplacedReason {
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
    attending: new Set(attending.keys()),
    cap,
  };
}

function solve(plan: Instance) {
  const { left: _left, fixedIds: _fixed, attending: _attending, cap: _cap, ...instance } = plan;
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
