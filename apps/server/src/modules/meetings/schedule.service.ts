import { deriveSlots, UNPLACED_REASONS, type UnplacedReason } from '@matchday/shared';
import { and, asc, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Actor } from '../../platform/actor.ts';
import { assertCan } from '../../platform/authorize.ts';
import type { Db } from '../../platform/db.ts';
import { parseInput } from '../../platform/validation.ts';
import { getEvent, lockEvent, type EventRow } from '../events/events.service.ts';
import { meetingScheduleWhere } from './meetings.policy.ts';
import { meetings } from './meetings.tables.ts';
import { meetingViews, type MeetingRow } from './meetings.views.ts';
import { planRun } from './schedule-plan.ts';
import { unplacedTexts } from './unplaced-texts.ts';

/** Scheduling an event's confirmed pairs (DOMAIN.md "Meeting"). */

export type Unplaced = { meetingId: string; matchId: string; reason: UnplacedReason; text: string };
export type ScheduleRun = {
  placed: number;
  bound: number;
  moved: number;
  idleGaps: number;
  unplaced: Unplaced[];
};

export const runOptions = z
  .object({ keepPublished: z.boolean('Say true or false').default(true) })
  .default({ keepPublished: true });

/**
 * Places every confirmed pair of the event (ADMIN, or the EVENT_HOST of a hosted event) with
 * `@matchday/scheduler`: the grid's slots, tables and cap, the participants' unavailable slots,
 * MUST_MEET first, held/pinned/published meetings kept in place and the last published
 * placement kept where possible. Writes the draft (SCHEDULED) in one transaction and says how
 * many were placed, the bound no schedule can beat, and why each pair left out was left out
 * (naming the party: its cap, its leaving).
 */
export async function generateSchedule(
  db: Db,
  actor: Actor,
  id: unknown,
  input?: unknown,
): Promise<ScheduleRun> {
  assertCan(actor, 'scheduleMeetings', 'Only the organisers schedule meetings');
  const { keepPublished } = parseInput(runOptions, input ?? undefined);
  return db.transaction(async (tx) => {
    const event = await lockEvent(tx, actor, id, 'scheduleMeetings');
    const run = await planRun(tx, event, keepPublished);
    const { rows, plan, result, placement, reasons } = run;
    const texts = await unplacedTexts(tx, run);
    await writeDraft(tx, event, rows, placement, reasons, texts, plan.fixedIds);
    const byId = new Map(rows.map((r) => [r.id, r]));
    const unplaced = [...reasons].map(([meetingId, reason]) => ({
      meetingId,
      matchId: byId.get(meetingId)!.matchId,
      reason,
      text: texts.get(meetingId) ?? UNPLACED_REASONS[reason],
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
  texts: Map<string, string>,
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
    text: string | null;
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
    const text = texts.get(r.id) ?? null;
    if (same && status === r.status && reason === r.unplacedReason && text === r.unplacedText) {
      continue;
    }
    changes.push({
      id: r.id,
      s: s?.start ?? null,
      e: s?.end ?? null,
      t: a ? a.table + 1 : null,
      status,
      reason,
      text,
    });
  }
  if (!changes.length) return;
  const values = sql`jsonb_to_recordset(${JSON.stringify(changes)}::jsonb) as v(id uuid, s timestamptz, e timestamptz, t int, status text, reason text, text text)`;
  await tx.execute(sql`
    update ${meetings} m set starts_at = null, ends_at = null, table_no = null
    from ${values} where m.id = v.id and m.starts_at is not null`);
  await tx.execute(sql`
    update ${meetings} m set starts_at = v.s, ends_at = v.e, table_no = v.t, status = v.status,
      unplaced_reason = v.reason, unplaced_text = v.text, updated_at = now()
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
