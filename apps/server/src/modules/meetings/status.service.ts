import { meetingStatusInput, timeInZone } from '@matchday/shared';
import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Actor } from '../../platform/actor.ts';
import { assertCan } from '../../platform/authorize.ts';
import type { Db } from '../../platform/db.ts';
import { AppError } from '../../platform/errors.ts';
import { parseInput } from '../../platform/validation.ts';
import { events } from '../events/events.read-model.ts';
import { meetingReadWhere, meetingStatusWhere, seesDraft } from './meetings.policy.ts';
import { meetings } from './meetings.tables.ts';
import { meetingViews } from './meetings.views.ts';
import { assertMayCorrect } from './status-corrections.ts';
import { queueMeetingChangeMails } from './told.ts';
import './meetings.mail.ts';
import { emitDomainEvent } from '../../platform/domain-events.ts';

/** On the day: held, no-show, cancelled (SPEC §6 "change meeting status"). */

const meetingId = z.uuid('No such meeting');
type Ctx = { db: Db; actor: Actor; publicUrl: string };
/** Check-in opens this long before a meeting starts. */
const CHECK_IN_LEAD_MS = 15 * 60_000;

/**
 * Sets a meeting's status: corporate users for their meetings, ADMIN, the EVENT_HOST of a hosted
 * event, an INCUBATOR for its startups' meetings. HELD and NO_SHOW only for a published meeting
 * from 15 minutes before it starts (and back and forth between the two, to correct a mistake:
 * status-corrections.ts says until when);
 * CANCELLED with a reason, from any state but a held one; a cancelled meeting stays cancelled.
 * Participants see the change at once (their agenda and calendar: SEQUENCE + 1), and a
 * cancellation, a no-show or a corrected no-show of a published meeting is mailed (and notified)
 * to both companies' members, with the reason; before publication nothing is sent. A no-show
 * records the side that did not come (`absent`; a corporate's mark names the startup).
 */
export async function setMeetingStatus(ctx: Ctx, id: unknown, input: unknown) {
  const { db, actor } = ctx;
  assertCan(actor, 'changeMeetingStatus', 'This account may not change meeting status');
  const { status, reason, absent } = parseInput(meetingStatusInput, input);
  const key = parseInput(meetingId, id);
  return db.transaction(async (tx) => {
    const [found] = await tx
      .select({ meeting: meetings, event: events })
      .from(meetings)
      .innerJoin(events, eq(events.id, meetings.eventId))
      .where(and(eq(meetings.id, key), meetingReadWhere(actor)))
      .for('update', { of: meetings });
    if (!found) throw new AppError('NOT_FOUND', 'No such meeting');
    const [allowed] = await tx
      .select({ id: meetings.id })
      .from(meetings)
      .where(and(eq(meetings.id, key), meetingStatusWhere(actor)));
    if (!allowed) throw new AppError('FORBIDDEN', 'This account may not change this meeting');
    const { meeting: m, event } = found;
    // A corporate's no-show mark is about the startup it was to meet, unless it says otherwise.
    const absentSide =
      status !== 'NO_SHOW'
        ? null
        : (absent ?? (actor.kind === 'user' && actor.type === 'corp' ? 'STARTUP' : null));
    if (m.status === status && m.absentSide === absentSide) {
      return meetingViews(event, [m], seesDraft(actor))[0]!;
    }
    if (m.status === 'CANCELLED')
      throw new AppError(
        'CONFLICT',
        'This meeting was cancelled; a cancelled meeting stays cancelled',
      );
    if (status === 'CANCELLED' && (m.status === 'HELD' || m.status === 'NO_SHOW')) {
      throw new AppError('CONFLICT', 'This meeting has taken place and cannot be cancelled');
    }
    if (status !== 'CANCELLED') {
      const start = m.shownStartsAt;
      if (!m.shownStatus || !start || m.shownStatus === 'CANCELLED') {
        throw new AppError(
          'CONFLICT',
          'Only a meeting of the published schedule can be marked held or a no-show',
        );
      }
      if (start.getTime() - CHECK_IN_LEAD_MS > Date.now()) {
        throw new AppError(
          'CONFLICT',
          `This meeting starts at ${timeInZone(start.toISOString(), event.timezone)} (${event.timezone}); mark it once it has begun`,
        );
      }
    }
    await assertMayCorrect(tx, actor, m, status, reason);
    const published = m.shownStatus !== null;
    const [row] = await tx
      .update(meetings)
      .set({
        status,
        cancelReason: status === 'CANCELLED' ? reason! : null,
        absentSide,
        statusChangedAt: new Date(),
        statusChangedBy: actor.id,
        locked: status === 'CANCELLED' ? false : m.locked,
        ...(published
          ? { shownStatus: status, sequence: m.sequence + (m.status === status ? 0 : 1) }
          : {}),
        updatedAt: new Date(),
      })
      .where(eq(meetings.id, m.id))
      .returning();
    if (published) {
      await queueMeetingChangeMails(tx, ctx.publicUrl, actor, event, m.shownStatus, row!, reason);
    }
    const kind =
      status === 'HELD'
        ? 'meeting.held'
        : status === 'CANCELLED'
          ? 'meeting.cancelled'
          : 'meeting.changed';
    await emitDomainEvent(tx, kind, {
      meetingId: row!.id,
      eventId: row!.eventId,
      startupId: row!.startupId,
      corporateId: row!.corporateId,
      status,
      previousStatus: m.status,
    });
    return meetingViews(event, [row!], seesDraft(actor))[0]!;
  });
}
