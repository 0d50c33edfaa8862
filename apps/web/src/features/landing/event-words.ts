import { dateInZone, placeName, timeInZone } from '@matchday/shared';

/** Dates, place and country restriction of a public event, in the event's own time zone. */

const iso = (value: unknown) => String(value);

export const FORMAT_WORD: Record<string, string> = {
  PHYSICAL: 'In person',
  DIGITAL: 'Online',
  HYBRID: 'Hybrid',
};

/** "12 Mar 2027, 09:00–17:00" or "12 Mar 2027, 09:00 – 13 Mar 2027, 17:00". */
export function eventWhen(start: unknown, end: unknown, timezone: string): string {
  const [s, e] = [iso(start), iso(end)];
  const [sd, ed] = [dateInZone(s, timezone), dateInZone(e, timezone)];
  return sd === ed
    ? `${sd}, ${timeInZone(s, timezone)}–${timeInZone(e, timezone)}`
    : `${sd}, ${timeInZone(s, timezone)} – ${ed}, ${timeInZone(e, timezone)}`;
}

/** "Stockholm time" for "Europe/Stockholm". */
export function zoneWord(timezone: string): string {
  if (timezone === 'UTC' || timezone === 'Etc/UTC') return 'UTC';
  return `${(timezone.split('/').pop() ?? timezone).replace(/_/g, ' ')} time`;
}

export function eventPlace(e: { format: string; venue: string }): string {
  const venue = e.venue.trim();
  if (e.format === 'DIGITAL') return 'Online';
  if (e.format === 'HYBRID') return venue ? `${venue} and online` : 'On site and online';
  return venue || 'Venue to be announced';
}

/** "Open to: Sweden, Finland", or null when every country may take part. */
export function openTo(restrictedTo: readonly string[]): string | null {
  if (restrictedTo.length === 0) return null;
  return `Open to: ${restrictedTo.map((c) => placeName(c) ?? c).join(', ')}`;
}

/** Day and short month of the start, for the date tile: { day: '12', month: 'Mar' }. */
export function dateTile(start: unknown, timezone: string) {
  const [day, month] = dateInZone(iso(start), timezone).split(' ');
  return { day: day ?? '', month: month ?? '' };
}

export function registrationWord(e: {
  registrationOpen: boolean;
  registrationClosesAt?: unknown;
  startDate: unknown;
  timezone: string;
}): string {
  if (!e.registrationOpen) return 'Registration closed';
  const until = iso(e.registrationClosesAt ?? e.startDate);
  return `Registration open until ${dateInZone(until, e.timezone)}, ${timeInZone(until, e.timezone)}`;
}
