import { deriveSlots, timeInZone, type Slot } from '@matchday/shared';
import { and, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db.ts';
import { isUniqueViolation } from '../../platform/db-errors.ts';
import { AppError } from '../../platform/errors.ts';
import type { EventRow } from '../events/events.read-model.ts';
import { assertFits } from './placement.service.ts';
import { meetings } from './meetings.tables.ts';
import type { MeetingRow } from './meetings.views.ts';

/**
 * Meetings two participants booked themselves (docs/decisions/109). The booking room decides
 * who may book; this places the meeting through the same checks as an organiser's hand-move
 * (`assertFits`: blackouts, a party already in a meeting then, a taken table, the cap) and the
 * same unique indexes, on the lowest free table. A booked meeting is CONFIRMED and shown at once
 * (both agendas and calendar feeds read `shown_*`), and pinned, so scheduling runs keep it.
 */

/** The tables taken at one slot (placed, not cancelled). */
export async function takenTables(db: Db, eventId: string, slotStart: string) {
  const rows = await db
    .select({ table: meetings.tableNo })
    .from(meetings)
    .where(
      and(
        eq(meetings.eventId, eventId),
        eq(meetings.startsAt, new Date(slotStart)),
        ne(meetings.status, 'CANCELLED'),
      ),
    );
  return new Set(rows.map((r) => r.table!));
}

function slotAt(event: EventRow, slotStart: string): Slot {
  const slot = deriveSlots(event.schedule).find((s) => s.start === slotStart);
  if (!slot) throw new AppError('CONFLICT', 'That time is no longer a slot of the event');
  return slot;
}

export type BookedPair = {
  matchId: string;
  needId: string | null;
  startupId: string;
  corporateId: string;
  slotStart: string;
};

/** Places (or re-places) the pair's meeting at the slot; CONFLICT naming why it cannot be. */
export async function placeBookedMeeting(tx: Db, event: EventRow, b: BookedPair) {
  const slot = slotAt(event, b.slotStart);
  const when = `${timeInZone(slot.start, event.timezone)} (${event.timezone})`;
  const [existing] = await tx
    .select()
    .from(meetings)
    .where(eq(meetings.matchId, b.matchId))
    .for('update');
  if (existing?.startsAt && existing.status !== 'CANCELLED') {
    throw new AppError('CONFLICT', 'The two of you already have a meeting at this event');
  }
  const taken = await takenTables(tx, event.id, slot.start);
  let table = 1;
  while (taken.has(table)) table += 1;
  if (table > event.schedule.tables) {
    throw new AppError('CONFLICT', `No table is free at ${when} any more`);
  }
  const probe = {
    ...(existing ?? {}),
    id: existing?.id ?? '00000000-0000-0000-0000-000000000000',
    startupId: b.startupId,
    corporateId: b.corporateId,
    startsAt: null,
  } as MeetingRow;
  await assertFits(tx, event, probe, { slot, table }, existing ? [existing.id] : []);
  const placed = {
    status: 'CONFIRMED' as const,
    startsAt: new Date(slot.start),
    endsAt: new Date(slot.end),
    tableNo: table,
    locked: true,
    shownStatus: 'CONFIRMED' as const,
    shownStartsAt: new Date(slot.start),
    shownEndsAt: new Date(slot.end),
    shownTableNo: table,
    publishedAt: new Date(),
    cancelReason: null,
    unplacedReason: null,
    unplacedText: null,
    updatedAt: new Date(),
  };
  try {
    const [row] = existing
      ? await tx
          .update(meetings)
          .set({ ...placed, sequence: sql`${meetings.sequence} + 1` })
          .where(eq(meetings.id, existing.id))
          .returning()
      : await tx
          .insert(meetings)
          .values({
            ...placed,
            eventId: event.id,
            matchId: b.matchId,
            needId: b.needId,
            startupId: b.startupId,
            corporateId: b.corporateId,
          })
          .returning();
    return row!;
  } catch (error) {
    if (isUniqueViolation(error)) {
      throw new AppError('CONFLICT', `That time was booked a moment ago: choose another`);
    }
    throw error;
  }
}
