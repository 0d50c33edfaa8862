import { bookingSettingsInput } from '@matchday/shared';
import type { Actor } from '../../platform/actor.ts';
import { assertCan } from '../../platform/authorize.ts';
import type { Db } from '../../platform/db.ts';
import { AppError } from '../../platform/errors.ts';
import { parseInput } from '../../platform/validation.ts';
import { eventForOperation } from '../events/events.queries.ts';
import { getEvent } from '../events/events.service.ts';
import { eventById } from '../events/events.queries.ts';
import { settingsOf } from './booking.queries.ts';
import { bookingSettings } from './booking.tables.ts';

/** How an event is scheduled: read by anyone who reads the event, set by its organisers. */

export async function bookingSettingsOf(db: Db, actor: Actor, eventId: unknown) {
  const view = await getEvent(db, actor, eventId);
  const event = (await eventById(db, view.id))!;
  return settingsOf(db, event);
}

/**
 * Sets an event's scheduling mode and booking rules (ADMIN, or the EVENT_HOST of the event).
 * Expiry outside 15 minutes – 10 days, a window that closes before it opens: 400 naming it.
 */
export async function setBookingSettings(db: Db, actor: Actor, eventId: unknown, input: unknown) {
  assertCan(actor, 'manageBooking', 'Only the organisers set how an event is scheduled');
  const s = parseInput(bookingSettingsInput, input);
  const event = await eventForOperation(db, actor, 'manageBooking', String(eventId));
  if (!event) throw new AppError('NOT_FOUND', 'No such event');
  const values = {
    schedulingMode: s.schedulingMode,
    opensAt: s.opensAt ? new Date(s.opensAt) : null,
    closesAt: s.closesAt ? new Date(s.closesAt) : null,
    maxMeetings: s.maxMeetings ?? null,
    expiryMinutes: s.expiryMinutes,
    requestMode: s.requestMode,
    updatedAt: new Date(),
  };
  await db
    .insert(bookingSettings)
    .values({ eventId: event.id, ...values })
    .onConflictDoUpdate({ target: bookingSettings.eventId, set: values });
  return settingsOf(db, event);
}
