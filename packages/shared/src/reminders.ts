import { z } from 'zod';
import { objectError } from './text.ts';

/**
 * Reminders before meetings (DOMAIN "Next contract names": `Event.reminderMinutes`): how many
 * minutes before each meeting its participants are told, in the app and — for people not signed
 * in during the last `RECENTLY_SIGNED_IN_MINUTES` — by mail; the same lead is the VALARM of the
 * calendar files. 0 turns the meeting reminders off. The morning-of mail goes at
 * `MORNING_MAIL_AT` in the event's zone.
 */
export const REMINDER_MINUTES = { min: 0, max: 1440, default: 15 } as const;
export const RECENTLY_SIGNED_IN_MINUTES = 10;
export const MORNING_MAIL_AT = { hour: 7, minute: 0 } as const;

const RANGE = `Use whole minutes from ${REMINDER_MINUTES.min} (no reminders) to ${REMINDER_MINUTES.max} (a day)`;

export const setEventRemindersInput = z.strictObject(
  {
    eventId: z.uuid('No such event'),
    minutes: z
      .int({ error: RANGE })
      .min(REMINDER_MINUTES.min, RANGE)
      .max(REMINDER_MINUTES.max, RANGE),
  },
  { error: objectError('the event and the minutes') },
);

export const setMyRemindersInput = z.strictObject(
  {
    eventId: z.uuid('No such event'),
    enabled: z.boolean({ error: 'Say whether reminders are wanted (true or false)' }),
  },
  { error: objectError('the event and whether reminders are wanted') },
);

/** The UTC offset of a zone at an instant, in milliseconds (east of UTC positive). */
export function zoneOffsetMs(instantMs: number, timeZone: string): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(new Date(instantMs));
  const n = (type: string) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  const wall = Date.UTC(n('year'), n('month') - 1, n('day'), n('hour'), n('minute'), n('second'));
  return wall - Math.floor(instantMs / 1000) * 1000;
}

/** The calendar day of an instant in a zone: "2026-11-27". */
export function localDay(instantMs: number, timeZone: string): string {
  return new Date(instantMs + zoneOffsetMs(instantMs, timeZone)).toISOString().slice(0, 10);
}

/** The instant at which a zone's clock shows `hour:minute` on `day` ("2026-11-27"). */
export function atLocalTime(day: string, hour: number, minute: number, timeZone: string): number {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const wall = Date.UTC(y, m - 1, d, hour, minute);
  let instant = wall - zoneOffsetMs(wall, timeZone);
  // Across a daylight-saving change the offset at the result may differ from the first guess.
  instant = wall - zoneOffsetMs(instant, timeZone);
  return instant;
}
