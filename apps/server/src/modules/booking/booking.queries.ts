import { BOOKING_EXPIRY_DEFAULT_MINUTES, deriveSlots } from '@matchday/shared';
import { eq } from 'drizzle-orm';
import type { Db } from '../../platform/db.ts';
import type { EventRow } from '../events/events.read-model.ts';
import { bookingSettings, type BookingSettingsRow } from './booking.tables.ts';

/** An event's booking settings as they apply: the stored row, or the defaults (ORGANISER). */
export type BookingSettings = Omit<BookingSettingsRow, 'updatedAt' | 'maxMeetings'> & {
  /** As stored (null: as many as the event has slots). */
  maxMeetings: number | null;
  /** The cap that applies. */
  effectiveMaxMeetings: number;
};

export function withDefaults(
  event: EventRow,
  row: BookingSettingsRow | undefined,
): BookingSettings {
  const slots = deriveSlots(event.schedule).length;
  return {
    eventId: event.id,
    schedulingMode: row?.schedulingMode ?? 'ORGANISER',
    opensAt: row?.opensAt ?? null,
    closesAt: row?.closesAt ?? null,
    maxMeetings: row?.maxMeetings ?? null,
    effectiveMaxMeetings: row?.maxMeetings ?? slots,
    expiryMinutes: row?.expiryMinutes ?? BOOKING_EXPIRY_DEFAULT_MINUTES,
    requestMode: row?.requestMode ?? 'APPROVAL',
  };
}

/**
 * The settings of an event; `lock`: the row is locked for the transaction (made first when the
 * event has none), so one event's bookings queue behind each other.
 */
export async function settingsOf(db: Db, event: EventRow, lock = false) {
  if (lock) {
    await db.insert(bookingSettings).values({ eventId: event.id }).onConflictDoNothing();
    const [row] = await db
      .select()
      .from(bookingSettings)
      .where(eq(bookingSettings.eventId, event.id))
      .for('update');
    return withDefaults(event, row);
  }
  const [row] = await db
    .select()
    .from(bookingSettings)
    .where(eq(bookingSettings.eventId, event.id));
  return withDefaults(event, row);
}

/** Why booking is closed now, or null when participants may book. */
export function closedBecause(s: BookingSettings, now: Date) {
  if (s.schedulingMode === 'ORGANISER') return 'The organisers schedule this event’s meetings';
  if (s.opensAt && now < s.opensAt) return `Booking opens ${s.opensAt.toISOString()}`;
  if (s.closesAt && now >= s.closesAt) return 'Booking has closed for this event';
  return null;
}
