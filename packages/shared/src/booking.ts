import { z } from 'zod';
import { objectError } from './text.ts';

/** Participants booking their own meetings (issue 34, docs/decisions/109). */

/** Who places an event's meetings: the organisers (today), the participants, or both. */
export const SCHEDULING_MODES = ['ORGANISER', 'PARTICIPANTS', 'HYBRID'] as const;
export type SchedulingMode = (typeof SCHEDULING_MODES)[number];
/** A booking request is accepted at once (AUTOMATIC) or waits for the counterpart (APPROVAL). */
export const BOOKING_REQUEST_MODES = ['AUTOMATIC', 'APPROVAL'] as const;
export type BookingRequestMode = (typeof BOOKING_REQUEST_MODES)[number];
/**
 * PENDING → ACCEPTED (the meeting is booked) | DECLINED | COUNTERED (the counterpart proposed
 * another time: a new request the other way) | EXPIRED (nobody answered in time).
 */
export const BOOKING_STATES = ['PENDING', 'ACCEPTED', 'DECLINED', 'COUNTERED', 'EXPIRED'] as const;
export type BookingState = (typeof BOOKING_STATES)[number];

export const BOOKING_EXPIRY_MIN_MINUTES = 15;
export const BOOKING_EXPIRY_MAX_MINUTES = 10 * 24 * 60;
export const BOOKING_EXPIRY_DEFAULT_MINUTES = 2 * 24 * 60;

const instant = (what: string) =>
  z.iso.datetime({ offset: true, error: `Give the ${what} as a date and time` }).nullish();

/** An event's booking settings (setBookingSettings). */
export const bookingSettingsInput = z
  .strictObject(
    {
      schedulingMode: z.enum(SCHEDULING_MODES, {
        error: 'Choose ORGANISER, PARTICIPANTS or HYBRID',
      }),
      opensAt: instant('opening of booking'),
      closesAt: instant('closing of booking'),
      maxMeetings: z
        .int({ error: 'Give the most meetings per participant as a whole number' })
        .min(1, { error: 'Allow at least one meeting per participant' })
        .max(500, { error: 'Allow at most 500 meetings per participant' })
        .nullish(),
      expiryMinutes: z
        .int({ error: 'Give the request expiry in whole minutes' })
        .min(BOOKING_EXPIRY_MIN_MINUTES, {
          error: 'A request must stay open at least 15 minutes',
        })
        .max(BOOKING_EXPIRY_MAX_MINUTES, {
          error: 'A request may stay open at most 10 days (14400 minutes)',
        })
        .default(BOOKING_EXPIRY_DEFAULT_MINUTES),
      requestMode: z
        .enum(BOOKING_REQUEST_MODES, { error: 'Choose AUTOMATIC or APPROVAL' })
        .default('APPROVAL'),
    },
    { error: objectError('the scheduling mode and the booking settings') },
  )
  .refine((s) => !s.opensAt || !s.closesAt || s.opensAt < s.closesAt, {
    error: 'Booking must close after it opens',
    path: ['closesAt'],
  });
export type BookingSettingsInput = z.infer<typeof bookingSettingsInput>;

/** Why a declined request was declined (optional, shown to the requester). */
export const bookingDeclineReason = z
  .string({ error: 'Write the reason as text' })
  .trim()
  .max(500, { error: 'Keep the reason under 500 characters' })
  .nullish();
