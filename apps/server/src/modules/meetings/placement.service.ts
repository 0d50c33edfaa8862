import { deriveSlots, meetingCellInput, plural, timeInZone, type Slot } from '@matchday/shared';
import { and, eq, inArray, ne, notInArray, or, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Actor } from '../../platform/actor.ts';
import { assertCan } from '../../platform/authorize.ts';
import type { Db } from '../../platform/db.ts';
import { isUniqueViolation } from '../../platform/db-errors.ts';
import { AppError } from '../../platform/errors.ts';
import { parseInput } from '../../platform/validation.ts';
import { companies } from '../accounts/accounts.read-model.ts';
import { attendances } from '../events/events.read-model.ts';
import { lockEvent, type EventRow } from '../events/events.service.ts';
import { meetingScheduleWhere } from './meetings.policy.ts';
import { meetings } from './meetings.tables.ts';
import { meetingViews, type MeetingRow } from './meetings.views.ts';

/** An organiser's hand on the draft: move, swap, pin, take out. */

const meetingId = z.uuid('No such meeting');

/**
 * The event (locked first, as generateSchedule and publishSchedule lock it, so no two writers
 * wait on each other) and the meetings, locked, when the actor schedules them; NOT_FOUND else.
 */
async function lockMeetings(tx: Db, actor: Actor, ids: unknown[]) {
  const wanted = ids.map((id) => parseInput(meetingId, id));
  const where = and(inArray(meetings.id, wanted), meetingScheduleWhere(actor));
  const [first] = await tx
    .select({ eventId: meetings.eventId })
    .from(meetings)
    .where(where)
    .limit(1);
  if (!first) throw new AppError('NOT_FOUND', 'No such meeting');
  const event = await lockEvent(tx, actor, first.eventId, 'scheduleMeetings');
  const rows = await tx.select().from(meetings).where(where).orderBy(meetings.id).for('update');
  const found = wanted.map((id) => rows.find((r) => r.id === id));
  if (found.some((r) => !r)) throw new AppError('NOT_FOUND', 'No such meeting');
  if (found.some((r) => r!.eventId !== event.id))
    throw new AppError('BAD_REQUEST', 'The meetings are at different events');
  return { event, rows: found as MeetingRow[] };
}

function movable(m: MeetingRow) {
  if (m.status === 'CANCELLED') return 'A cancelled meeting cannot be moved';
  if (m.status === 'HELD' || m.status === 'NO_SHOW') return 'This meeting has taken place';
  return null;
}

/** Runs a write; the unique indexes are the last word on a cell taken meanwhile. */
async function guarded<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) {
      throw new AppError(
        'CONFLICT',
        'That cell was taken a moment ago (or a party is already in a meeting then): reload the schedule',
      );
    }
    throw error;
  }
}

function cellOf(event: EventRow, input: unknown): { slot: Slot; table: number } {
  const { slot, table } = parseInput(meetingCellInput, input);
  const slots = deriveSlots(event.schedule);
  if (slot >= slots.length) {
    const message = slots.length
      ? `Slot ${slot} does not exist (the event has ${slots.length} slots, 0–${slots.length - 1})`
      : 'The event has no slots: add a session to its schedule';
    throw new AppError('BAD_REQUEST', message, { fields: [{ field: 'slot', message }] });
  }
  if (table > event.schedule.tables) {
    const message = `Table ${table} does not exist (the event has ${event.schedule.tables})`;
    throw new AppError('BAD_REQUEST', message, { fields: [{ field: 'table', message }] });
  }
  return { slot: slots[slot]!, table };
}

/** Every rule a meeting breaks in a cell, checked before the write (the indexes decide races). */
export async function assertFits(
  tx: Db,
  event: EventRow,
  m: MeetingRow,
  cell: { slot: Slot; table: number },
  ignore: string[],
) {
  const at = new Date(cell.slot.start);
  const when = `${timeInZone(cell.slot.start, event.timezone)} (${event.timezone})`;
  const names = await namesOf(tx, [m.startupId, m.corporateId]);
  const blocked = await tx
    .select({ companyId: attendances.companyId })
    .from(attendances)
    .where(
      and(
        eq(attendances.eventId, event.id),
        inArray(attendances.companyId, [m.startupId, m.corporateId]),
        sql`${cell.slot.start} = any(${attendances.unavailable})`,
      ),
    );
  if (blocked.length) {
    throw new AppError(
      'CONFLICT',
      `${names.get(blocked[0]!.companyId)} cannot attend at ${when}: they marked that slot unavailable`,
    );
  }
  const others = await tx
    .select()
    .from(meetings)
    .where(
      and(
        eq(meetings.eventId, event.id),
        eq(meetings.startsAt, at),
        ne(meetings.status, 'CANCELLED'),
        notInArray(meetings.id, ignore),
        or(
          eq(meetings.tableNo, cell.table),
          inArray(meetings.startupId, [m.startupId]),
          inArray(meetings.corporateId, [m.corporateId]),
        ),
      ),
    );
  for (const o of others) {
    const party =
      o.startupId === m.startupId
        ? m.startupId
        : o.corporateId === m.corporateId
          ? m.corporateId
          : null;
    if (party) {
      throw new AppError('CONFLICT', `${names.get(party)} already has a meeting at ${when}`);
    }
    const pair = await namesOf(tx, [o.startupId, o.corporateId]);
    throw new AppError(
      'CONFLICT',
      `Table ${cell.table} at ${when} is taken by ${pair.get(o.startupId)} – ${pair.get(o.corporateId)}`,
    );
  }
  const cap = event.schedule.maxMeetingsPerParticipant;
  if (cap && !m.startsAt) {
    for (const party of [m.startupId, m.corporateId]) {
      const column = party === m.startupId ? meetings.startupId : meetings.corporateId;
      const [{ n } = { n: 0 }] = await tx
        .select({ n: sql<number>`count(*)::int` })
        .from(meetings)
        .where(
          and(
            eq(meetings.eventId, event.id),
            eq(column, party),
            ne(meetings.status, 'CANCELLED'),
            sql`${meetings.startsAt} is not null`,
          ),
        );
      if (n >= cap) {
        throw new AppError(
          'CONFLICT',
          `${names.get(party)} already has ${plural(n, 'meeting')} (its cap)`,
        );
      }
    }
  }
}

async function namesOf(tx: Db, ids: string[]) {
  const rows = await tx
    .select({ id: companies.id, name: companies.name })
    .from(companies)
    .where(inArray(companies.id, ids));
  return new Map(rows.map((r) => [r.id, r.name]));
}

/** A placed meeting that moves is a draft change until the schedule is published again. */
const draftStatus = (m: MeetingRow) =>
  m.status === 'REQUESTED' || m.status === 'CONFIRMED' ? 'SCHEDULED' : m.status;

/**
 * Puts a meeting in a cell (or takes it out). A meeting placed by hand is pinned there, so the
 * next run keeps the organiser's work (docs/decisions/086); unpinning hands it back to the runs.
 */
async function place(tx: Db, m: MeetingRow, cell: { slot: Slot; table: number } | null) {
  const [row] = await tx
    .update(meetings)
    .set({
      ...(cell ? { locked: true } : {}),
      startsAt: cell ? new Date(cell.slot.start) : null,
      endsAt: cell ? new Date(cell.slot.end) : null,
      tableNo: cell?.table ?? null,
      status: cell ? draftStatus(m) : 'REQUESTED',
      unplacedReason: null,
      unplacedText: null,
      updatedAt: new Date(),
    })
    .where(eq(meetings.id, m.id))
    .returning();
  return row!;
}

/**
 * Moves a meeting (placed or not) into a free cell: slot index and table number of the grid,
 * pinned there.
 * Refused, naming the conflict, for a slot or table outside the grid, a party's blackout, a
 * taken table, a party already in a meeting then, the cap, or a cancelled or past meeting.
 */
export async function moveMeeting(db: Db, actor: Actor, id: unknown, input: unknown) {
  assertCan(actor, 'scheduleMeetings', 'Only the organisers move meetings');
  return guarded(() =>
    db.transaction(async (tx) => {
      const {
        event,
        rows: [m],
      } = await lockMeetings(tx, actor, [id]);
      const why = movable(m!);
      if (why) throw new AppError('CONFLICT', why);
      const cell = cellOf(event, input);
      if (m!.startsAt?.toISOString() === cell.slot.start && m!.tableNo === cell.table) {
        return meetingViews(event, [m!], true)[0]!;
      }
      await assertFits(tx, event, m!, cell, [m!.id]);
      return meetingViews(event, [await place(tx, m!, cell)], true)[0]!;
    }),
  );
}

/** Swaps the cells of two placed meetings of one event, each checked in its new cell; pins both. */
export async function swapMeetings(db: Db, actor: Actor, a: unknown, b: unknown) {
  assertCan(actor, 'scheduleMeetings', 'Only the organisers move meetings');
  return guarded(() =>
    db.transaction(async (tx) => {
      if (String(a) === String(b))
        throw new AppError('BAD_REQUEST', 'Choose two different meetings');
      const {
        event,
        rows: [x, y],
      } = await lockMeetings(tx, actor, [a, b]);
      for (const m of [x!, y!]) {
        const why = movable(m);
        if (why) throw new AppError('CONFLICT', why);
        if (!m.startsAt) throw new AppError('CONFLICT', 'Only placed meetings can be swapped');
      }
      const slots = deriveSlots(event.schedule);
      const cellAt = (m: MeetingRow) => {
        const slot = slots.find((s) => s.start === m.startsAt!.toISOString());
        if (!slot) throw new AppError('CONFLICT', 'A meeting is outside the current grid');
        return { slot, table: m.tableNo! };
      };
      const [cx, cy] = [cellAt(x!), cellAt(y!)];
      await assertFits(tx, event, x!, cy, [x!.id, y!.id]);
      await assertFits(tx, event, y!, cx, [x!.id, y!.id]);
      await place(tx, x!, null);
      const ny = await place(tx, y!, cx);
      const nx = await place(tx, x!, cy);
      return meetingViews(event, [nx, ny], true);
    }),
  );
}

/** Pins a meeting where it is (re-runs keep it), or releases it. */
export async function lockMeeting(db: Db, actor: Actor, id: unknown, locked: boolean) {
  assertCan(actor, 'scheduleMeetings', 'Only the organisers pin meetings');
  return db.transaction(async (tx) => {
    const {
      event,
      rows: [m],
    } = await lockMeetings(tx, actor, [id]);
    if (locked && !m!.startsAt)
      throw new AppError('CONFLICT', 'Place the meeting before pinning it');
    const [row] = await tx
      .update(meetings)
      .set({ locked, updatedAt: new Date() })
      .where(eq(meetings.id, m!.id))
      .returning();
    return meetingViews(event, [row!], true)[0]!;
  });
}

/** Takes a meeting out of the draft (back to the unplaced list). */
export async function unplaceMeeting(db: Db, actor: Actor, id: unknown) {
  assertCan(actor, 'scheduleMeetings', 'Only the organisers move meetings');
  return db.transaction(async (tx) => {
    const {
      event,
      rows: [m],
    } = await lockMeetings(tx, actor, [id]);
    const why = movable(m!);
    if (why) throw new AppError('CONFLICT', why);
    const row = await place(tx, { ...m!, locked: false }, null);
    const [unpinned] = await tx
      .update(meetings)
      .set({ locked: false })
      .where(eq(meetings.id, row.id))
      .returning();
    return meetingViews(event, [unpinned!], true)[0]!;
  });
}
