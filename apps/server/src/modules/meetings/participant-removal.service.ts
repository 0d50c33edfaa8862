import { and, eq, notInArray, or, sql } from 'drizzle-orm';
import type { Actor } from '../../platform/actor.ts';
import { assertCan } from '../../platform/authorize.ts';
import type { Db } from '../../platform/db.ts';
import { AppError } from '../../platform/errors.ts';
import { companyName } from '../accounts/accounts.queries.ts';
import { lockAttendance } from '../events/attendees.service.ts';
import { withdrawAttendance } from '../events/withdrawal.service.ts';
import { openMatchCount, withdrawOpenMatches } from '../matchmaking/withdrawal.service.ts';
import { meetings } from './meetings.tables.ts';
import { queueMeetingChangeMails } from './told.ts';
import './meetings.mail.ts';

/**
 * An organiser removes an approved participant from an event (docs/decisions/088): the
 * attendance becomes WITHDRAWN, its open matches WITHDRAWN, and its meetings that have not
 * taken place CANCELLED — a published one is mailed to both sides like any cancellation.
 */

type Ctx = { db: Db; actor: Actor; publicUrl: string };

/** Meetings that are over or already cancelled stay as they are. */
const DONE_MEETINGS = ['HELD', 'NO_SHOW', 'CANCELLED'] as const;

const openMeetingsWhere = (eventId: string, companyId: string) =>
  and(
    eq(meetings.eventId, eventId),
    or(eq(meetings.startupId, companyId), eq(meetings.corporateId, companyId)),
    notInArray(meetings.status, [...DONE_MEETINGS]),
  );

async function effects(tx: Db, eventId: string, companyId: string) {
  const [m, [mt]] = await Promise.all([
    openMatchCount(tx, eventId, companyId),
    tx
      .select({ n: sql<number>`count(*)::int` })
      .from(meetings)
      .where(openMeetingsWhere(eventId, companyId)),
  ]);
  return { matches: m, meetings: mt?.n ?? 0 };
}

async function approved(tx: Db, actor: Actor, id: unknown, lock: boolean) {
  assertCan(actor, 'decideAttendance', 'Only the event’s organisers remove participants');
  const row = await lockAttendance(tx, actor, id, 'decideAttendance', lock);
  if (row.attendance.state !== 'APPROVED') {
    throw new AppError('CONFLICT', 'Only an approved participant can be removed');
  }
  return row;
}

/** What removing the participant would do: how many matches end and meetings are cancelled. */
export async function participantRemovalPreview(ctx: Ctx, id: unknown) {
  const { attendance } = await approved(ctx.db, ctx.actor, id, false);
  return effects(ctx.db, attendance.eventId, attendance.companyId);
}

/** Removes the participant (see above); returns what was done. */
export async function removeParticipant(ctx: Ctx, id: unknown) {
  const { actor } = ctx;
  return ctx.db.transaction(async (tx) => {
    const { attendance, event } = await approved(tx, actor, id, true);
    const name = (await companyName(tx, attendance.companyId)) ?? 'The participant';
    const reason = `${name} no longer takes part in ${event.name}`;
    const now = new Date();
    const ended = await withdrawOpenMatches(tx, event.id, attendance.companyId, now);
    const open = await tx
      .select()
      .from(meetings)
      .where(openMeetingsWhere(event.id, attendance.companyId))
      .for('update');
    for (const m of open) {
      const published = m.shownStatus !== null;
      const [row] = await tx
        .update(meetings)
        .set({
          status: 'CANCELLED',
          cancelReason: reason,
          statusChangedAt: now,
          statusChangedBy: actor!.id,
          locked: false,
          ...(published ? { shownStatus: 'CANCELLED' as const, sequence: m.sequence + 1 } : {}),
          updatedAt: now,
        })
        .where(eq(meetings.id, m.id))
        .returning();
      if (published) {
        await queueMeetingChangeMails(tx, ctx.publicUrl, actor, event, m.shownStatus, row!, reason);
      }
    }
    const row = await withdrawAttendance(tx, attendance.id, actor!.id, now);
    return { attendance: row, matches: ended, meetings: open.length };
  });
}
