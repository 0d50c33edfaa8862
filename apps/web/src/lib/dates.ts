import { dateInZone, timeInZone } from '@matchday/shared';
import { localeStore } from './locale.ts';

/**
 * The web app's one way of writing dates and times: "22 Nov 2026" and "22 Nov 2026, 11:14 CET"
 * (24 h), the same words the event screens use. In the reader's own time zone unless a zone is
 * given (an event's times are shown in the event's zone). A date and time always names its zone,
 * so a reader never wonders whose clock it is; only a table whose heading names the zone leaves
 * it out (`zoneLabel: false`). Screens call these, never toLocaleString or their own
 * Intl.DateTimeFormat (dates.test.ts checks the sources).
 */

type Options = {
  /** IANA zone to write the time in (default: the browser's). */
  timeZone?: string;
  /** What an empty or unreadable value shows (default "—"). */
  empty?: string;
};

type DateTimeOptions = Options & {
  /** false: the zone is named nearby (a table heading), so the time goes without it. */
  zoneLabel?: boolean;
};

const readerZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';

/** DateTime scalars arrive as ISO strings; Date objects and epoch milliseconds are taken too. */
function instant(value: unknown): string | null {
  if (value === null || value === undefined || value === '') return null;
  const date =
    value instanceof Date
      ? value
      : new Date(typeof value === 'number' ? value : String(value as string));
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}

/** "22 Nov 2026" */
export function formatDate(value: unknown, options: Options = {}): string {
  const iso = instant(value);
  if (!iso) return options.empty ?? '—';
  return dateInZone(iso, options.timeZone ?? readerZone(), localeStore.get());
}

/** "11:14" */
export function formatTime(value: unknown, options: Options = {}): string {
  const iso = instant(value);
  if (!iso) return options.empty ?? '—';
  return timeInZone(iso, options.timeZone ?? readerZone());
}

/** "22 Nov 2026, 11:14 CET" (without " CET" when `zoneLabel` is false) */
export function formatDateTime(value: unknown, options: DateTimeOptions = {}): string {
  const iso = instant(value);
  if (!iso) return options.empty ?? '—';
  const zone = options.timeZone ?? readerZone();
  const written = `${dateInZone(iso, zone, localeStore.get())}, ${timeInZone(iso, zone)}`;
  return options.zoneLabel === false ? written : `${written} ${zoneName(iso, zone)}`;
}

/** The zone's short name at an instant ("CEST", "GMT+2"), written next to a time; the zone's id if unknown. */
export function zoneName(value: unknown, timeZone: string): string {
  const at = instant(value);
  try {
    const part = new Intl.DateTimeFormat('en-GB', { timeZone, timeZoneName: 'short' })
      .formatToParts(at ? new Date(at) : new Date())
      .find((p) => p.type === 'timeZoneName');
    return part?.value ?? timeZone;
  } catch {
    return timeZone;
  }
}
