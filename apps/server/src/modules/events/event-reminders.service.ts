import { setEventRemindersInput } from '@matchday/shared';
import { and, eq } from 'drizzle-orm';
import type { Actor } from '../../platform/actor.ts';
import { assertCan } from '../../platform/authorize.ts';
import type { Db } from '../../platform/db.ts';
import { AppError } from '../../platform/errors.ts';
import { parseInput } from '../../platform/validation.ts';
import { eventOperationWhere } from './events.policy.ts';
import { getEvent } from './events.service.ts';
import { events } from './events.tables.ts';

/** The organisers set how long before each meeting its participants are reminded (0: never). */
export async function setEventReminders(db: Db, actor: Actor, eventId: unknown, minutes: unknown) {
  assertCan(actor, 'setEventReminders', 'Only the event’s organisers set its reminders');
  const input = parseInput(setEventRemindersInput, { eventId, minutes });
  const [row] = await db
    .update(events)
    .set({ reminderMinutes: input.minutes, updatedAt: new Date() })
    .where(and(eq(events.id, input.eventId), eventOperationWhere(actor, 'setEventReminders')))
    .returning({ id: events.id });
  if (!row) throw new AppError('NOT_FOUND', 'No such event');
  return getEvent(db, actor, row.id);
}
