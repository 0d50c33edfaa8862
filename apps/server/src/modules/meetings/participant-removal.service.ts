import { and, eq, inArray, notInArray, or, sql } from 'drizzle-orm';
import type { Actor } from '../../platform/actor.ts';
import { assertCan } from '../../platform/authorize.ts';
import type { Db } from '../../platform/db.ts';
import { AppError } from '../../platform/errors.ts';
import { companies } from '../accounts/accounts.tables.ts';
import { lockAttendance } from '../events/attendees.service.ts';
import { attendances } from '../events/events.tables.ts';
import { matches } from '../matchmaking/matchmaking.tables.ts';
import { meetings } from './meetings.tables.ts';
import { queueMeetingChangeMails } from './told.ts';
import './meetings.mail.ts';

/**
 * An organiser removes an approved participant from an event (docs/decisions/088): the
 * attendance becomes WITHDRAWN, its open matches WITHDRAWN, and its meetings that have not
 * taken place CANCELLED — a published one is mailed to both sides like any cancellation.
 */

type Ctx = { db: Db; actor: Actor; publicUrl: string };

/** Matches still in play: suggested, chosen or confirmed (not declined, refused or ended). */
const OPEN_MATCHES = ['PROPOSED', 'SUGGESTED', 'SELECTED', 'CONFIRMED'] as const;
/** Meetings that are over or already cancelled stay as they are. */
const DONE_MEETINGS = ['HELD', 'NO_SHOW', 'CANCELLED'] as const;

const ofCompany = (eventId: string, companyId: string) => ({
  matches: and(
    eq(matches.eventId, eventId),
    or(eq(matches.startupId, companyId), eq(matches.corporateId, companyId)),
    inArray(matches.state, [...OPEN_MATCHES]),
  ),
  meetings: and(
    eq(meetings.eventId, eventId),
    or(eq(meetings.startupId, companyId), eq(meetings.corporateId, companyId)),
    notInArray(meetings.status, [...DONE_MEETINGS]),
  ),
});

async function effects(tx: Db, eventId: string, companyId: string) {
  const where = ofCompany(eventId, companyId);
  const [[m], [mt]] = await Promise.all([
    tx
      .select({ n: sql<number>`count(*)::int` })
      .from(matches)
      .where(where.matches),
    tx
      .select({ n: sql<number>`count(*)::int` })
      .from(meetings)
      .where(where.meetings),
  ]);
  return { matches: m?.n ?? 0, meetings: mt?.n ?? 0 };
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
    const [company] = await tx
      .select({ name: companies.name })
      .from(companies)
      .where(eq(companies.id, attendance.companyId));
    const name = company?.name ?? 'The participant';
    const reason = `${name} no longer takes part in ${event.name}`;
    const now = new Date();
    const where = ofCompany(event.id, attendance.companyId);
    const ended = await tx
      .update(matches)
      .set({ state: 'WITHDRAWN', updatedAt: now })
      .where(where.matches)
      .returning({ id: matches.id });
    const open = await tx.select().from(meetings).where(where.meetings).for('update');
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
    const [row] = await tx
      .update(attendances)
      .set({ state: 'WITHDRAWN', decidedAt: now, decidedBy: actor!.id, updatedAt: now })
      .where(eq(attendances.id, attendance.id))
      .returning();
    return { attendance: row!, matches: ended.length, meetings: open.length };
  });
}
