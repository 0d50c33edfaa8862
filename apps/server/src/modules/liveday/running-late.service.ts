import './liveday.mail.ts';
import { and, count, eq, gt } from 'drizzle-orm';
import { z } from 'zod';
import type { Actor } from '../../platform/actor.ts';
import { assertCan, companyActor } from '../../platform/authorize.ts';
import type { Db } from '../../platform/db.ts';
import { AppError } from '../../platform/errors.ts';
import { parseInput } from '../../platform/validation.ts';
import { activeMembers, personContact } from '../accounts/accounts.queries.ts';
import { queueMail } from '../mail/mail.service.ts';
import { placeOf } from '../meetings/agenda.queries.ts';
import { meetingReadWhere } from '../meetings/meetings.policy.ts';
import { meetings } from '../meetings/meetings.read-model.ts';
import { lateNotices } from './liveday.tables.ts';
import { currentAndNext } from './now-next.service.ts';

/**
 * "Running late" (decision 108): a participant of a meeting tells the other side, in the app,
 * that it comes 5, 10 or 15 minutes late — only for its current or next meeting, once per
 * meeting, person and minutes, and at most `LATE_NOTICES_PER_HOUR` times an hour.
 */

export const LATE_MINUTES = [5, 10, 15] as const;
export const LATE_NOTICES_PER_HOUR = 6;

const input = z.object({
  meetingId: z.uuid('No such meeting'),
  minutes: z.union(
    LATE_MINUTES.map((m) => z.literal(m)),
    'Say you run 5, 10 or 15 minutes late',
  ),
});

export type LateNotice = {
  meetingId: string;
  minutes: number;
  counterpartName: string;
  /** How many people of the other side were told. */
  told: number;
};

export async function reportRunningLate(
  db: Db,
  actor: Actor,
  args: { meetingId: unknown; minutes: unknown },
  now = new Date(),
): Promise<LateNotice> {
  assertCan(actor, 'reportRunningLate', 'Only participants of a meeting can say they run late');
  const member = companyActor(actor, 'Only participants of a meeting can say they run late');
  const { meetingId, minutes } = parseInput(input, args);
  const [meeting] = await db
    .select({ id: meetings.id, eventId: meetings.eventId })
    .from(meetings)
    .where(and(eq(meetings.id, meetingId), meetingReadWhere(actor)));
  if (!meeting) throw new AppError('NOT_FOUND', 'No such meeting');
  const { current, next } = await currentAndNext(db, member, meeting.eventId, now);
  const live = [current, next].find((m) => m?.entry.view.id === meetingId);
  if (!live) {
    throw new AppError(
      'CONFLICT',
      'You can say you run late only for your current or next meeting',
    );
  }
  const [recent] = await db
    .select({ n: count() })
    .from(lateNotices)
    .where(
      and(
        eq(lateNotices.userId, member.id),
        gt(lateNotices.createdAt, new Date(now.getTime() - 3_600_000)),
      ),
    );
  if ((recent?.n ?? 0) >= LATE_NOTICES_PER_HOUR) {
    throw new AppError(
      'TOO_MANY_REQUESTS',
      'You have sent many running-late notes this hour; please talk to the organisers',
    );
  }
  const me = await personContact(db, member.id);
  const corp = member.type === 'corp';
  const e = live.entry;
  const ownName = corp ? e.corporateName : e.startupName;
  const others = await activeMembers(db, [live.counterpart.id]);
  const area = corp ? '/startup' : '/corporate';
  return db.transaction(async (tx) => {
    const [claimed] = await tx
      .insert(lateNotices)
      .values({
        meetingId,
        userId: member.id,
        companyId: member.companyId,
        minutes,
        createdAt: now,
      })
      .onConflictDoNothing()
      .returning({ id: lateNotices.id });
    if (!claimed) {
      throw new AppError(
        'CONFLICT',
        `You already told ${live.counterpart.name} you run ${minutes} minutes late`,
      );
    }
    for (const person of others) {
      await queueMail(tx, {
        template: 'runninglate',
        to: person.email,
        data: {
          name: person.name,
          reporterName: me?.name ?? ownName,
          reporterCompany: ownName,
          eventName: e.event.name,
          startsAt: e.view.startsAt!.toISOString(),
          timezone: e.event.timezone,
          place: placeOf(e),
          minutes,
        },
        idempotencyKey: `${meetingId}|${member.id}|${minutes}`,
        notificationPath: `${area}/events/${e.event.id}/now`,
        inAppOnly: true,
      });
    }
    return { meetingId, minutes, counterpartName: live.counterpart.name, told: others.length };
  });
}
