/**
 * Wall-clock times in an event's IANA time zone ↔ instants. A `datetime-local` input gives
 * "2026-03-29T09:00" with no zone; the event form reads it in the event's zone, never the
 * browser's. Daylight-saving edges follow Temporal's "compatible" choice: a time skipped by the
 * spring change moves forward by the gap (02:30 → 03:30), a time the autumn change repeats is
 * the earlier of the two (summer time).
 */

const LOCAL = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/;
const DAY = 86_400_000;

const formats = new Map<string, Intl.DateTimeFormat>();
function partsFormat(timeZone: string) {
  let format = formats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formats.set(timeZone, format);
  }
  return format;
}

/** The wall-clock fields of an instant in a zone. */
function wallClock(ms: number, timeZone: string) {
  const parts: Record<string, number> = {};
  for (const p of partsFormat(timeZone).formatToParts(new Date(ms))) {
    if (p.type !== 'literal') parts[p.type] = Number(p.value);
  }
  return {
    year: parts.year!,
    month: parts.month!,
    day: parts.day!,
    hour: parts.hour! % 24,
    minute: parts.minute!,
    second: parts.second!,
  };
}

/** The zone's offset from UTC at an instant, in milliseconds (Stockholm in summer: +2 h). */
function offsetAt(ms: number, timeZone: string): number {
  const w = wallClock(ms, timeZone);
  const asUtc = Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute, w.second);
  return asUtc - Math.floor(ms / 1000) * 1000;
}

function validZone(timeZone: string) {
  if (!timeZone) return false;
  try {
    partsFormat(timeZone);
    return true;
  } catch {
    return false;
  }
}

/**
 * "2026-03-29T09:00" read in `tz` → the instant as ISO 8601 UTC ("2026-03-29T07:00:00.000Z").
 * An empty or malformed value, or an unknown zone, gives "" (the form's validation names it).
 */
export function zonedToInstant(local: string, tz: string): string {
  const m = LOCAL.exec(local.trim());
  if (!m || !validZone(tz)) return '';
  const [year, month, day, hour, minute, second] = m.slice(1).map((v) => Number(v ?? 0)) as [
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  const wall = Date.UTC(year, month - 1, day, hour, minute, second);
  // Date.UTC rolls 2026-02-31 over to March: refuse what is not a calendar date.
  const check = new Date(wall);
  if (check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day || hour > 23) return '';
  const before = offsetAt(wall - DAY, tz);
  const after = offsetAt(wall + DAY, tz);
  const fits = [...new Set([before, after])]
    .map((offset) => wall - offset)
    .filter((t) => wall - offsetAt(t, tz) === t);
  // Repeated hour: the earlier instant; skipped hour: forward by the gap (offset before it).
  const ms = fits.length ? Math.min(...fits) : wall - before;
  return new Date(ms).toISOString();
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** An instant → "2026-03-29T09:00" in `tz` (the value a datetime-local input shows); "" if none. */
export function instantToZoned(iso: string | null | undefined, tz: string): string {
  if (!iso || !validZone(tz)) return '';
  const ms = Date.parse(iso);
  if (Number.isNaN(ms)) return '';
  const w = wallClock(ms, tz);
  return `${pad(w.year, 4)}-${pad(w.month)}-${pad(w.day)}T${pad(w.hour)}:${pad(w.minute)}`;
}

/** The short name of the zone's offset at an instant, e.g. "GMT+2" or "CET". */
export function zoneAbbreviation(iso: string, tz: string): string {
  try {
    const part = new Intl.DateTimeFormat('en-GB', { timeZone: tz, timeZoneName: 'short' })
      .formatToParts(new Date(iso))
      .find((p) => p.type === 'timeZoneName');
    return part?.value ?? tz;
  } catch {
    return tz;
  }
}
