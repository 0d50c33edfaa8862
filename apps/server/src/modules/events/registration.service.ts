import './events.mail.ts';
import { registrationOpen, type AttendanceState } from '@matchday/shared';
import { and, eq, inArray } from 'drizzle-orm';
import { assertCan, companyActor } from '../../platform/authorize.ts';
import { AppError } from '../../platform/errors.ts';
import { companies } from '../accounts/accounts.read-model.ts';
import { lockEvent, type EventRow } from './events.service.ts';
import { attendances } from './events.tables.ts';
import { queueJoinEventMails } from './attendance-mail.ts';
import type { EventsContext } from './attendance.types.ts';
import { emitDomainEvent } from '../../platform/domain-events.ts';

/** A startup registers for an event, or withdraws (DOMAIN.md Attendance). */

/**
 * A startup registers for an event it may see (country restriction), while registration is
 * open and its account is ACTIVE. An organiser's invitation is accepted (→ APPROVED); a
 * withdrawal can be undone; a declined registration stays declined.
 */
export async function joinEvent(ctx: EventsContext, id: unknown) {
  const { db, actor } = ctx;
  assertCan(actor, 'joinEvents', 'Only startups register for events; organisers add corporates');
  const { companyId } = companyActor(actor, 'Sign in as a startup');
  return db.transaction(async (tx) => {
    const event = await lockEvent(tx, actor, id, 'joinEvents');
    const [company] = await tx.select().from(companies).where(eq(companies.id, companyId));
    if (company?.activityStatus !== 'ACTIVE') {
      throw new AppError(
        'FORBIDDEN',
        company?.activityStatus === 'PENDING'
          ? 'Your organisation’s account is waiting for approval: an admin activates it before you can join events'
          : 'Your organisation’s account is inactive: contact the programme to join events',
      );
    }
    const [current] = await tx
      .select()
      .from(attendances)
      .where(and(eq(attendances.eventId, event.id), eq(attendances.companyId, companyId)));
    if (current?.state === 'REGISTERED' || current?.state === 'APPROVED') return current;
    if (current?.state === 'DECLINED') {
      throw new AppError('CONFLICT', 'The organisers declined your registration for this event');
    }
    if (current?.state !== 'INVITED' && !registrationOpen(event)) {
      throw new AppError('CONFLICT', registrationClosedMessage(event));
    }
    const state: AttendanceState = current?.state === 'INVITED' ? 'APPROVED' : 'REGISTERED';
    const now = new Date();
    const [row] = current
      ? await tx
          .update(attendances)
          .set({ state, registeredAt: now, updatedAt: now })
          .where(eq(attendances.id, current.id))
          .returning()
      : await tx
          .insert(attendances)
          .values({
            eventId: event.id,
            companyId,
            role: 'startup',
            state,
            source: 'SELF',
            registeredAt: now,
            attendingUserIds: [actor.id],
          })
          .returning();
    await queueJoinEventMails(ctx.publicUrl, tx, event.id, companyId);
    await emitDomainEvent(
      tx,
      state === 'APPROVED' ? 'attendance.approved' : 'attendance.registered',
      {
        attendanceId: row!.id,
        eventId: event.id,
        companyId,
        state,
      },
    );
    return row!;
  });
}

function registrationClosedMessage(event: EventRow) {
  const now = Date.now();
  if (!event.published) return 'This event is not published yet';
  if (event.endDate.getTime() < now) return 'This event is over';
  if (event.registrationOpensAt && event.registrationOpensAt.getTime() > now) {
    return `Registration opens on ${event.registrationOpensAt.toISOString().slice(0, 10)}`;
  }
  return 'Registration for this event is closed';
}

/** A startup withdraws its registration (the organisers see it as WITHDRAWN). */
export async function withdrawFromEvent(ctx: EventsContext, id: unknown) {
  const { db, actor } = ctx;
  assertCan(actor, 'joinEvents', 'Only startups withdraw from events');
  const { companyId } = companyActor(actor, 'Sign in as a startup');
  return db.transaction(async (tx) => {
    const event = await lockEvent(tx, actor, id, 'joinEvents');
    if (event.endDate.getTime() < Date.now()) throw new AppError('CONFLICT', 'This event is over');
    const [row] = await tx
      .update(attendances)
      .set({ state: 'WITHDRAWN', updatedAt: new Date() })
      .where(
        and(
          eq(attendances.eventId, event.id),
          eq(attendances.companyId, companyId),
          inArray(attendances.state, ['INVITED', 'REGISTERED', 'APPROVED']),
        ),
      )
      .returning();
    if (!row) throw new AppError('NOT_FOUND', 'Your organisation is not registered for this event');
    return row;
  });
}
