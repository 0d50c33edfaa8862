import { placeName } from '@matchday/shared';
import { formatDate, formatTime } from '../../../../lib/dates.ts';
import {
  defineMessages,
  formatNow,
  type Message,
  type MessageValues,
} from '../../../../lib/messages.ts';

/**
 * Words for events as participants read them. Every time is shown in the event's own zone and
 * the zone is named, so a visitor in another country reads the organiser's clock.
 */

/** A screen's `t` (English outside the app). */
export type T = (message: Message, values?: MessageValues) => string;

const m = defineMessages({
  physical: { id: 'events.participant.format.physical', defaultMessage: 'In person' },
  digital: { id: 'events.participant.format.digital', defaultMessage: 'Online' },
  hybrid: { id: 'events.participant.format.hybrid', defaultMessage: 'Hybrid' },
  zone: { id: 'events.zone', defaultMessage: '{city} time ({offset})' },
  zoneCity: { id: 'events.zoneCity', defaultMessage: '{city} time' },
  venueAndOnline: { id: 'events.place.venueAndOnline', defaultMessage: '{venue} and online' },
  onSiteAndOnline: { id: 'events.place.onSiteAndOnline', defaultMessage: 'On site and online' },
  venueTba: { id: 'events.place.venueTba', defaultMessage: 'Venue to be announced' },
  attendees: {
    id: 'events.attendees',
    defaultMessage:
      '{startups, plural, one {# startup} other {# startups}} · {corporates, plural, one {# corporate} other {# corporates}}',
  },
  openUntil: {
    id: 'events.registration.openUntil',
    defaultMessage: 'Registration open until {at}',
  },
  opens: { id: 'events.registration.opens', defaultMessage: 'Registration opens {at}' },
  closed: { id: 'events.registration.closed', defaultMessage: 'Registration closed' },
  INVITED: { id: 'events.state.INVITED', defaultMessage: 'Invited' },
  REGISTERED: { id: 'events.state.REGISTERED', defaultMessage: 'Registered' },
  APPROVED: { id: 'events.state.APPROVED', defaultMessage: 'Taking part' },
  DECLINED: { id: 'events.state.DECLINED', defaultMessage: 'Declined' },
  WITHDRAWN: { id: 'events.state.WITHDRAWN', defaultMessage: 'Withdrawn' },
});

/** DateTime arrives as an ISO string (typed `unknown` by codegen). */
export const iso = (value: unknown): string => String(value);

export type EventFormatValue = 'PHYSICAL' | 'DIGITAL' | 'HYBRID';
export type AttendanceStateValue = 'INVITED' | 'REGISTERED' | 'APPROVED' | 'DECLINED' | 'WITHDRAWN';

/** The English format words (admin screens, not converted yet); participants read formatLabel. */
export const FORMAT_LABEL: Record<EventFormatValue, string> = {
  PHYSICAL: 'In person',
  DIGITAL: 'Online',
  HYBRID: 'Hybrid',
};

const FORMAT_WORDS: Record<EventFormatValue, Message> = {
  PHYSICAL: m.physical,
  DIGITAL: m.digital,
  HYBRID: m.hybrid,
};

/** "In person", "Online", "Hybrid" in the reader's language. */
export function formatLabel(format: EventFormatValue, t: T = formatNow): string {
  return t(FORMAT_WORDS[format]);
}

/** "Stockholm time (GMT+1)"; UTC stays "UTC". */
export function zoneLabel(timezone: string, at?: unknown, t: T = formatNow): string {
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
  return offset ? t(m.zone, { city, offset }) : t(m.zoneCity, { city });
}

/** "12 Mar 2027, 09:00–17:00" or "12 Mar 2027, 09:00 – 13 Mar 2027, 17:00", in the zone. */
export function dateRange(start: unknown, end: unknown, timezone: string): string {
  const s = iso(start);
  const e = iso(end);
  const zone = { timeZone: timezone };
  const startDay = formatDate(s, zone);
  const endDay = formatDate(e, zone);
  if (startDay === endDay) {
    return `${startDay}, ${formatTime(s, zone)}–${formatTime(e, zone)}`;
  }
  return `${startDay}, ${formatTime(s, zone)} – ${endDay}, ${formatTime(e, zone)}`;
}

/** "12 Mar 2027, 09:00" in the zone. */
export function dateTime(value: unknown, timezone: string): string {
  const zone = { timeZone: timezone };
  return `${formatDate(iso(value), zone)}, ${formatTime(iso(value), zone)}`;
}

/** Where it takes place: the venue, "Online", or both for hybrid events. */
export function placeText(
  e: { format: EventFormatValue; venue: string },
  t: T = formatNow,
): string {
  const venue = e.venue.trim();
  if (e.format === 'DIGITAL') return t(m.digital);
  if (e.format === 'HYBRID') return venue ? t(m.venueAndOnline, { venue }) : t(m.onSiteAndOnline);
  return venue || t(m.venueTba);
}

/** "12 startups · 4 corporates". */
export function attendeeText(
  a: { startups: number; corporates: number },
  t: T = formatNow,
): string {
  return t(m.attendees, { startups: a.startups, corporates: a.corporates });
}

/** "Sweden, Finland" for a country restriction; null when open to every country. */
export function openToText(restrictedTo: readonly string[]): string | null {
  if (restrictedTo.length === 0) return null;
  return restrictedTo.map((code) => placeName(code) ?? code).join(', ');
}

/** "Registration open until …", "Registration opens …" or "Registration closed". */
export function registrationText(
  e: {
    status: string;
    registrationOpen: boolean;
    registrationOpensAt?: unknown;
    registrationClosesAt?: unknown;
    startDate: unknown;
    timezone: string;
  },
  t: T = formatNow,
): string {
  if (e.registrationOpen) {
    return t(m.openUntil, { at: dateTime(e.registrationClosesAt ?? e.startDate, e.timezone) });
  }
  const opens = e.registrationOpensAt == null ? null : iso(e.registrationOpensAt);
  if (e.status !== 'PREVIOUS' && opens && Date.parse(opens) > Date.now()) {
    return t(m.opens, { at: dateTime(opens, e.timezone) });
  }
  return t(m.closed);
}

/** A registration state's words ("Taking part"). */
export function stateLabel(state: AttendanceStateValue, t: T = formatNow): string {
  return t(m[state]);
}

export const STATE_COLOR: Record<AttendanceStateValue, string> = {
  INVITED: 'amber',
  REGISTERED: 'blue',
  APPROVED: 'green',
  DECLINED: 'red',
  WITHDRAWN: 'gray',
};

/** The states in which a participant plans its day: availability and attending members. */
export const TAKING_PART: readonly AttendanceStateValue[] = ['INVITED', 'REGISTERED', 'APPROVED'];
