import { availabilityInput } from '@matchday/shared';
import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Actor } from '../../platform/actor.ts';
import { assertCan, companyActor } from '../../platform/authorize.ts';
import type { Db } from '../../platform/db.ts';
import { AppError } from '../../platform/errors.ts';
import { parseInput } from '../../platform/validation.ts';
import { activeMembers } from '../accounts/accounts.queries.ts';
import { eventReadWhere } from './events.policy.ts';
import { eventId, type EventRow } from './events.service.ts';
import { attendances, events } from './events.tables.ts';
import { lockAttendance } from './attendees.service.ts';
import type { AttendanceRow } from './attendance.types.ts';
import { slotStarts } from './slots.ts';

/** Unavailable slots and attending members of a company at an event. */

/** The own company's unavailable slots at an event (slot indexes of the grid). */
export async function setMyAvailability(db: Db, actor: Actor, id: unknown, slots: unknown) {
  assertCan(actor, 'setAvailability');
  const { companyId } = companyActor(actor, 'Sign in as a participant');
  const indexes = parseInput(availabilityInput, slots);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({ attendance: attendances, event: events })
      .from(attendances)
      .innerJoin(events, eq(events.id, attendances.eventId))
      .where(
        and(
          eq(attendances.eventId, parseInput(eventId, id)),
          eq(attendances.companyId, companyId),
          eventReadWhere(actor),
        ),
      )
      .for('update', { of: attendances });
    if (!row) throw new AppError('NOT_FOUND', 'Your organisation does not take part in this event');
    return saveAvailability(tx, row.attendance, row.event, indexes);
  });
}

/** An organiser sets a participant's unavailable slots. */
export async function setAttendanceAvailability(db: Db, actor: Actor, id: unknown, slots: unknown) {
  assertCan(actor, 'setAvailability');
  const indexes = parseInput(availabilityInput, slots);
  return db.transaction(async (tx) => {
    const { attendance, event } = await lockAttendance(tx, actor, id, 'setAvailability');
    return saveAvailability(tx, attendance, event, indexes);
  });
}

async function saveAvailability(tx: Db, a: AttendanceRow, event: EventRow, indexes: number[]) {
  if (a.state === 'DECLINED' || a.state === 'WITHDRAWN') {
    throw new AppError('CONFLICT', 'This organisation no longer takes part in the event');
  }
  const [row] = await tx
    .update(attendances)
    .set({ unavailable: slotStarts(event, indexes), updatedAt: new Date() })
    .where(eq(attendances.id, a.id))
    .returning();
  return row!;
}

/** The team members who come to an event (members of the own company). */
export async function setAttendingMembers(db: Db, actor: Actor, id: unknown, userIds: unknown) {
  assertCan(actor, 'setAvailability');
  const { companyId } = companyActor(actor, 'Sign in as a participant');
  const ids = parseInput(
    z.array(z.uuid('Unknown team member'), 'Pick team members').max(50, 'At most 50 people'),
    userIds,
  );
  return db.transaction(async (tx) => {
    const members = await activeMembers(tx, [companyId], ids);
    if (members.length !== new Set(ids).size) {
      const message = 'Pick members of your own team';
      throw new AppError('BAD_REQUEST', message, { fields: [{ field: 'userIds', message }] });
    }
    const [row] = await tx
      .update(attendances)
      .set({ attendingUserIds: [...new Set(ids)], updatedAt: new Date() })
      .where(
        and(eq(attendances.eventId, parseInput(eventId, id)), eq(attendances.companyId, companyId)),
      )
      .returning();
    if (!row) throw new AppError('NOT_FOUND', 'Your organisation does not take part in this event');
    return row;
  });
}
