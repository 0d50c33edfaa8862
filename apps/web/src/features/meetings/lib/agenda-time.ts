import { dateInZone, timeInZone } from '@matchday/shared';

/**
 * Times on a participant's agenda: in the event's zone, and — where its clock differs — in the
 * reader's own. Written with the shared formatters (timeInZone, dateInZone); the zone's offset
 * is read back from them, so no screen formats dates on its own.
 */

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const MINUTE = 60_000;

/** Check-in opens this long before a meeting starts (the server's rule for HELD / NO_SHOW). */
export const MARK_LEAD_MS = 15 * MINUTE;

/** The browser's IANA zone ("UTC" when it does not say). */
export function readerZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
}

const isoOf = (value: unknown) => new Date(String(value)).toISOString();

/** The zone's offset from UTC at an instant, in minutes (Stockholm in winter: 60). */
export function offsetMinutes(value: unknown, zone: string): number {
  const iso = isoOf(value);
  const [day, month, year] = dateInZone(iso, zone).split(' ');
  const [hour, minute] = timeInZone(iso, zone).split(':').map(Number);
  const wall = Date.UTC(Number(year), MONTHS.indexOf(month!), Number(day), hour, minute);
  const instant = Math.floor(Date.parse(iso) / MINUTE) * MINUTE;
  return Math.round((wall - instant) / MINUTE);
}

/** "GMT+1", "GMT-5", "GMT+5:30", "GMT". */
export function offsetLabel(minutes: number): string {
  if (minutes === 0) return 'GMT';
  const sign = minutes > 0 ? '+' : '-';
  const abs = Math.abs(minutes);
  const m = abs % 60;
  return `GMT${sign}${Math.floor(abs / 60)}${m ? `:${String(m).padStart(2, '0')}` : ''}`;
}

/** "Stockholm time (GMT+1)"; "UTC" for UTC. */
export function zoneLabel(zone: string, at: unknown): string {
  if (zone === 'UTC' || zone === 'Etc/UTC') return 'UTC';
  const city = (zone.split('/').pop() ?? zone).replace(/_/g, ' ');
  return `${city} time (${offsetLabel(offsetMinutes(at, zone))})`;
}

/** "09:00–09:20" in a zone. */
export function timeRange(start: unknown, end: unknown, zone: string): string {
  return `${timeInZone(isoOf(start), zone)}–${timeInZone(isoOf(end), zone)}`;
}

/** The calendar day of an instant in a zone: "12 Mar 2027". */
export function dayOf(value: unknown, zone: string): string {
  return dateInZone(isoOf(value), zone);
}

export type OwnTime = { range: string; zone: string; day: string | null };

/**
 * The meeting's time in the reader's zone, or null when the reader's clock shows the same time
 * as the event's (same zone, or another with the same offset then). `day` is set when the
 * reader's date differs from the event's.
 */
export function ownTime(
  start: unknown,
  end: unknown,
  eventZone: string,
  reader: string = readerZone(),
): OwnTime | null {
  if (reader === eventZone || offsetMinutes(start, reader) === offsetMinutes(start, eventZone)) {
    return null;
  }
  const day = dayOf(start, reader);
  return {
    range: timeRange(start, end, reader),
    zone: zoneLabel(reader, start),
    day: day === dayOf(start, eventZone) ? null : day,
  };
}

/** Whether a meeting may be marked held or a no-show now: from 15 minutes before it starts. */
export function markable(start: unknown, now: number): boolean {
  const at = Date.parse(String(start));
  return Number.isFinite(at) && now >= at - MARK_LEAD_MS;
}

/** When marking opens, in the event's zone: "08:45". */
export function markOpensAt(start: unknown, zone: string): string {
  return timeInZone(new Date(Date.parse(String(start)) - MARK_LEAD_MS).toISOString(), zone);
}

/** Meetings grouped by their day in the event's zone, in the given (time) order. */
export function byDay<T extends { startsAt: unknown }>(items: T[], zone: string) {
  const days: { day: string; items: T[] }[] = [];
  for (const item of items) {
    const day = item.startsAt ? dayOf(item.startsAt, zone) : 'Time to be announced';
    const last = days.at(-1);
    if (last && last.day === day) last.items.push(item);
    else days.push({ day, items: [item] });
  }
  return days;
}
