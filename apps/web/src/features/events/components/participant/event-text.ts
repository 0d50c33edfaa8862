import { dateInZone, placeName, timeInZone } from '@matchday/shared';

/**
 * Words for events as participants read them. Every time is shown in the event's own zone and
 * the zone is named, so a visitor in another country reads the organiser's clock.
 */

/** DateTime arrives as an ISO string (typed `unknown` by codegen). */
export const iso = (value: unknown): string => String(value);

export type EventFormatValue = 'PHYSICAL' | 'DIGITAL' | 'HYBRID';
export type AttendanceStateValue = 'INVITED' | 'REGISTERED' | 'APPROVED' | 'DECLINED' | 'WITHDRAWN';

export const FORMAT_LABEL: Record<EventFormatValue, string> = {
  PHYSICAL: 'In person',
  DIGITAL: 'Online',
  HYBRID: 'Hybrid',
};

/** "Stockholm time (GMT+1)"; UTC stays "UTC". */
export function zoneLabel(timezone: string, at?: unknown): string {
  if (timezone === 'UTC' || timezone === 'Etc/UTC') return 'UTC';
  const city = (timezone.split('/').pop() ?? timezone).replace(/_/g, ' ');
  let offset = '';
  try {
    offset =
      new Intl.DateTimeFormat('en-GB', { timeZone: timezone, timeZoneName: 'shortOffset' })
        .formatToParts(at === undefined ? new Date() : new Date(iso(at)))
        .find((p) => p.type === 'timeZoneName')?.value ?? '';
  } catch {
    offset = '';
  }
  return offset ? `${city} time (${offset})` : `${city} time`;
}

/** "12 Mar 2027, 09:00–17:00" or "12 Mar 2027, 09:00 – 13 Mar 2027, 17:00", in the zone. */
export function dateRange(start: unknown, end: unknown, timezone: string): string {
  const s = iso(start);
  const e = iso(end);
  const startDay = dateInZone(s, timezone);
  const endDay = dateInZone(e, timezone);
  if (startDay === endDay) {
    return `${startDay}, ${timeInZone(s, timezone)}–${timeInZone(e, timezone)}`;
  }
  return `${startDay}, ${timeInZone(s, timezone)} – ${endDay}, ${timeInZone(e, timezone)}`;
}

/** "12 Mar 2027, 09:00" in the zone. */
export function dateTime(value: unknown, timezone: string): string {
  return `${dateInZone(iso(value), timezone)}, ${timeInZone(iso(value), timezone)}`;
}

/** Where it takes place: the venue, "Online", or both for hybrid events. */
export function placeText(e: { format: EventFormatValue; venue: string }): string {
  const venue = e.venue.trim();
  if (e.format === 'DIGITAL') return 'Online';
  if (e.format === 'HYBRID') return venue ? `${venue} and online` : 'On site and online';
  return venue || 'Venue to be announced';
}

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** "12 startups · 4 corporates". */
export function attendeeText(a: { startups: number; corporates: number }): string {
  return `${plural(a.startups, 'startup', 'startups')} · ${plural(a.corporates, 'corporate', 'corporates')}`;
}

/** "Sweden, Finland" for a country restriction; null when open to every country. */
export function openToText(restrictedTo: readonly string[]): string | null {
  if (restrictedTo.length === 0) return null;
  return restrictedTo.map((code) => placeName(code) ?? code).join(', ');
}

/** "Registration open until …", "Registration opens …" or "Registration closed". */
export function registrationText(e: {
  status: string;
  registrationOpen: boolean;
  registrationOpensAt?: unknown;
  registrationClosesAt?: unknown;
  startDate: unknown;
  timezone: string;
}): string {
  if (e.registrationOpen) {
    return `Registration open until ${dateTime(e.registrationClosesAt ?? e.startDate, e.timezone)}`;
  }
  const opens = e.registrationOpensAt == null ? null : iso(e.registrationOpensAt);
  if (e.status !== 'PREVIOUS' && opens && Date.parse(opens) > Date.now()) {
    return `Registration opens ${dateTime(opens, e.timezone)}`;
  }
  return 'Registration closed';
}

export const STATE_LABEL: Record<AttendanceStateValue, string> = {
  INVITED: 'Invited',
  REGISTERED: 'Registered',
  APPROVED: 'Taking part',
  DECLINED: 'Declined',
  WITHDRAWN: 'Withdrawn',
};

export const STATE_COLOR: Record<AttendanceStateValue, string> = {
  INVITED: 'amber',
  REGISTERED: 'blue',
  APPROVED: 'green',
  DECLINED: 'red',
  WITHDRAWN: 'gray',
};

/** The states in which a participant plans its day: availability and attending members. */
export const TAKING_PART: readonly AttendanceStateValue[] = ['INVITED', 'REGISTERED', 'APPROVED'];
