import { plural } from '@matchday/shared';
import { dateInZone, timeInZone } from '@matchday/shared';
import type { AttendanceState, EventFormat, EventStatus } from '../../../gql/admin.ts';
import { formatDate } from '../../../lib/dates.ts';
import { localeStore } from '../../../lib/locale.ts';

export const FORMAT_LABEL: Record<EventFormat, string> = {
  PHYSICAL: 'Physical',
  DIGITAL: 'Digital',
  HYBRID: 'Hybrid',
};

export const FORMAT_HELP: Record<EventFormat, string> = {
  PHYSICAL: 'Everyone meets at the venue, at numbered tables.',
  DIGITAL: 'Meetings happen by video.',
  HYBRID: 'At the venue, with a video link for those who join remotely.',
};

export const EVENT_STATUS_LABEL: Record<EventStatus, string> = {
  DRAFT: 'Draft',
  UPCOMING: 'Upcoming',
  LIVE: 'Live now',
  PREVIOUS: 'Previous',
};

export const EVENT_STATUS_COLOR: Record<EventStatus, string> = {
  DRAFT: 'gray',
  UPCOMING: 'teal',
  LIVE: 'red',
  PREVIOUS: 'indigo',
};

export const ATTENDANCE_LABEL: Record<AttendanceState, string> = {
  INVITED: 'Invited',
  REGISTERED: 'Registered',
  APPROVED: 'Approved',
  DECLINED: 'Declined',
  WITHDRAWN: 'Withdrawn',
};

export const ATTENDANCE_COLOR: Record<AttendanceState, string> = {
  INVITED: 'blue',
  REGISTERED: 'yellow',
  APPROVED: 'teal',
  DECLINED: 'red',
  WITHDRAWN: 'gray',
};

export const ROLE_LABEL = { startup: 'Startup', corp: 'Corporate' } as const;

/** "29 Mar 2026, 09:00" in the zone. */
export const dateTimeInZone = (value: unknown, tz: string) =>
  `${dateInZone(String(value), tz, localeStore.get())}, ${timeInZone(String(value), tz)}`;

/**
 * The event's dates in its zone: "29 Mar 2026, 09:00–17:00" on one day, else
 * "29 Mar 2026, 09:00 – 30 Mar 2026, 17:00". The zone is named by the caller (or `withZone`).
 */
export function eventDates(startAt: unknown, endAt: unknown, tz: string, withZone = false) {
  const start = String(startAt);
  const end = String(endAt);
  const a = dateInZone(start, tz, localeStore.get());
  const b = dateInZone(end, tz, localeStore.get());
  const text =
    a === b
      ? `${a}, ${timeInZone(start, tz)}–${timeInZone(end, tz)}`
      : `${dateTimeInZone(start, tz)} – ${dateTimeInZone(end, tz)}`;
  return withZone ? `${text} (${tz})` : text;
}

/** A date only, in the reader's own locale style: "12 May 2026". */
export const shortDate = (value: unknown) => formatDate(value);

/** "1 meeting", "3 meetings": the one plural rule (packages/shared). */
export { plural };
