/**
 * An instant's wall-clock time and date in an IANA zone. Kept apart from the schedule's zod
 * schemas so the web's landing page can format dates without loading zod.
 */

const timeFormats = new Map<string, Intl.DateTimeFormat>();
const dateFormats = new Map<string, Intl.DateTimeFormat>();
/** Short month names per language, written by us so every ICU writes the same words. */
const MONTHS = {
  en: ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'],
  sv: ['jan', 'feb', 'mar', 'apr', 'maj', 'jun', 'jul', 'aug', 'sep', 'okt', 'nov', 'dec'],
} as const;

function cached(
  cache: Map<string, Intl.DateTimeFormat>,
  timeZone: string,
  make: () => Intl.DateTimeFormat,
) {
  let format = cache.get(timeZone);
  if (!format) {
    format = make();
    cache.set(timeZone, format);
  }
  return format;
}

/** The wall-clock time of an instant in a zone, 24 h: "09:40". */
export function timeInZone(iso: string, timeZone: string): string {
  const format = cached(
    timeFormats,
    timeZone,
    () =>
      new Intl.DateTimeFormat('en-GB', {
        timeZone,
        hour: '2-digit',
        minute: '2-digit',
        hourCycle: 'h23',
      }),
  );
  return format.format(new Date(iso));
}

/** The calendar date of an instant in a zone, en-GB style: "29 Mar 2026" (same months on every ICU). */
export function dateInZone(iso: string, timeZone: string, locale: 'en' | 'sv' = 'en'): string {
  const format = cached(
    dateFormats,
    timeZone,
    () =>
      new Intl.DateTimeFormat('en-GB', {
        timeZone,
        day: 'numeric',
        month: 'numeric',
        year: 'numeric',
      }),
  );
  const parts = Object.fromEntries(
    format.formatToParts(new Date(iso)).map((p) => [p.type, p.value]),
  );
  return `${Number(parts.day)} ${MONTHS[locale][Number(parts.month) - 1]} ${parts.year}`;
}
