import { setMyRemindersInput } from '@matchday/shared';
import { and, eq } from 'drizzle-orm';
import type { Actor } from '../../platform/actor.ts';
import { assertCan } from '../../platform/authorize.ts';
import type { Db } from '../../platform/db.ts';
import { parseInput } from '../../platform/validation.ts';
import { getEvent } from '../events/events.service.ts';
import { reminderOptOuts } from './reminders.tables.ts';

// The lead time is the event's setting: the events room writes it.
export { setEventReminders } from '../events/event-reminders.service.ts';

/** Whether the signed-in person gets reminders for this event (the event must be readable). */
export async function myReminders(db: Db, actor: Actor, eventId: unknown) {
  assertCan(actor, 'manageOwnReminders', 'Only participants have reminders');
  const event = await getEvent(db, actor, eventId);
  const [out] = await db
    .select()
    .from(reminderOptOuts)
    .where(and(eq(reminderOptOuts.userId, actor!.id), eq(reminderOptOuts.eventId, event.id)));
  return { eventId: event.id, enabled: !out, minutes: event.reminderMinutes };
}

/** Turns the signed-in person's reminders (and morning mail) for an event on or off. */
export async function setMyReminders(db: Db, actor: Actor, eventId: unknown, enabled: unknown) {
  assertCan(actor, 'manageOwnReminders', 'Only participants have reminders');
  const input = parseInput(setMyRemindersInput, { eventId, enabled });
  const event = await getEvent(db, actor, input.eventId);
  if (input.enabled) {
    await db
      .delete(reminderOptOuts)
      .where(and(eq(reminderOptOuts.userId, actor!.id), eq(reminderOptOuts.eventId, event.id)));
  } else {
    await db
      .insert(reminderOptOuts)
      .values({ userId: actor!.id, eventId: event.id })
      .onConflictDoNothing();
  }
  return { eventId: event.id, enabled: input.enabled, minutes: event.reminderMinutes };
}
