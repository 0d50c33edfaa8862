import { plural } from './plural.ts';
import { z } from 'zod';

/**
 * An event's schedule grid (DOMAIN "Event"): sessions, pauses, meeting length, break, tables. The
 * slots are derived from it by one pure function, `deriveSlots`, numbered 0..S-1 in time order.
 * Every time is an instant (ISO 8601 with Z or an offset); all arithmetic is on milliseconds, so a
 * daylight-saving change needs no special case and shows only when a time is displayed in the
 * event's zone (`timeInZone`).
 */

export type TimeRange = { start: string; end: string };
export type ScheduleGrid = {
  sessions: TimeRange[];
  pauses: TimeRange[];
  meetingMinutes: number;
  breakMinutes: number;
  tables: number;
  meetingPoints: string[];
  maxMeetingsPerParticipant: number | null;
};
export type Slot = { index: number; start: string; end: string; session: number };

export const GRID_LIMITS = {
  sessions: 50,
  pauses: 100,
  sessionHours: 24,
  meetingMinutes: { min: 5, max: 240 },
  breakMinutes: { min: 0, max: 120 },
  tables: { min: 1, max: 1000 },
  meetingPointName: 60,
  maxMeetingsPerParticipant: { min: 1, max: 100 },
} as const;
/** At most this many slots per event (availability lists are bounded by the same number). */
export const MAX_SLOTS = 2000;

const MINUTE = 60_000;

/** A valid IANA time zone name ('UTC' included); offsets such as "+01:00" are not zones. */
export function isTimeZone(name: string): boolean {
  if (typeof name !== 'string' || !/^[A-Za-z][A-Za-z0-9_+\-/]*$/.test(name)) return false;
  try {
    new Intl.DateTimeFormat('en', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

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

/**
 * The calendar date of an instant in a zone, en-GB style: "29 Mar 2026" (same months on every
 * ICU); in Swedish "29 mar 2026".
 */
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

const INSTANT_HINT = 'a date and time with Z or an offset, such as 2026-03-29T09:00:00Z';

/**
 * An instant: ISO 8601 with Z or an offset (seconds optional), or a Date; normalised to
 * `toISOString()` (UTC, milliseconds). A time without an offset is refused: it names no instant.
 */
export const isoInstant = z.preprocess(
  (v) => {
    if (v instanceof Date) return Number.isNaN(v.getTime()) ? 'invalid' : v.toISOString();
    if (typeof v !== 'string') return v;
    const s = v.trim();
    // "2026-03-29T09:00Z" → "2026-03-29T09:00:00Z": zod wants the seconds.
    return s.replace(/^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2})(Z|[+-]\d{2}:\d{2})$/i, '$1:00$2');
  },
  z
    .string({ error: `Enter ${INSTANT_HINT}` })
    .pipe(z.iso.datetime({ offset: true, error: `Enter ${INSTANT_HINT}` }))
    .transform((v) => new Date(v).toISOString()),
);

/** Milliseconds of an instant, or null when it is not one (cross-field rules run on bad input too). */
export function instantMs(value: unknown): number | null {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value.getTime();
  // Without Z or an offset Date.parse would guess the machine's zone: not an instant.
  if (typeof value !== 'string' || !/(?:Z|[+-]\d{2}:\d{2})$/i.test(value.trim())) return null;
  const ms = Date.parse(value);
  return Number.isNaN(ms) ? null : ms;
}

const timeRange = (what: string) =>
  z.strictObject(
    { start: isoInstant, end: isoInstant },
    {
      error: (issue) =>
        issue.code === 'unrecognized_keys'
          ? `A ${what} has only a start and an end`
          : `Give the ${what}'s start and end`,
    },
  );

/** `schema`, with null and absent (GraphQL's unset optional fields) read as `fallback`. */
const orDefault = <S extends z.ZodType, F extends z.output<S> | null>(schema: S, fallback: F) =>
  schema.nullish().transform((v) => v ?? fallback);

const wholeMinutes = (what: string, min: number, max: number) =>
  z
    .int({ error: `Give the ${what} in whole minutes` })
    .min(min, `The ${what} is at least ${min} minutes`)
    .max(max, `The ${what} is at most ${max} minutes`);

const { meetingMinutes, breakMinutes, tables, maxMeetingsPerParticipant } = GRID_LIMITS;

type Ranged = { i: number; start: number; end: number };

/** The ranges whose start and end are instants and start < end, with their input index. */
function validRanges(list: unknown): Ranged[] {
  if (!Array.isArray(list)) return [];
  const out: Ranged[] = [];
  list.forEach((r: unknown, i) => {
    const start = instantMs((r as TimeRange | undefined)?.start);
    const end = instantMs((r as TimeRange | undefined)?.end);
    if (start !== null && end !== null && start < end) out.push({ i, start, end });
  });
  return out;
}

const overlaps = (a: { start: number; end: number }, b: { start: number; end: number }) =>
  a.start < b.end && b.start < a.end;

const minutes = (ms: number) => Math.round((ms / MINUTE) * 10) / 10;

/**
 * The grid as an input (createEvent's `schedule`). Defaults: no pauses, no break, no meeting point
 * names, no cap. Cross-field rules name the session or pause (1-based, in the order given) and
 * carry its path.
 */
export const scheduleGridInput = z
  .strictObject(
    {
      sessions: z
        .array(timeRange('session'), { error: 'List the sessions' })
        .min(1, 'Add at least one session')
        .max(GRID_LIMITS.sessions, `At most ${GRID_LIMITS.sessions} sessions`),
      pauses: orDefault(
        z
          .array(timeRange('pause'), { error: 'List the pauses' })
          .max(GRID_LIMITS.pauses, `At most ${GRID_LIMITS.pauses} pauses`),
        [],
      ),
      meetingMinutes: wholeMinutes('meeting length', meetingMinutes.min, meetingMinutes.max),
      breakMinutes: orDefault(
        wholeMinutes('break between meetings', breakMinutes.min, breakMinutes.max),
        0,
      ),
      tables: z
        .int({ error: 'Give the number of tables as a whole number' })
        .min(tables.min, 'At least one table')
        .max(tables.max, `At most ${tables.max} tables`),
      meetingPoints: orDefault(
        z.array(
          z
            .string({ error: 'Name the meeting point' })
            .trim()
            .min(1, 'Name the meeting point')
            .max(
              GRID_LIMITS.meetingPointName,
              `Use at most ${GRID_LIMITS.meetingPointName} characters`,
            ),
          { error: 'List the meeting points by name' },
        ),
        [],
      ),
      maxMeetingsPerParticipant: orDefault(
        z
          .int({ error: 'Give the cap on meetings as a whole number' })
          .min(maxMeetingsPerParticipant.min, 'The cap is at least 1 meeting')
          .max(
            maxMeetingsPerParticipant.max,
            `The cap is at most ${maxMeetingsPerParticipant.max} meetings`,
          ),
        null,
      ),
    },
    {
      error: (issue) =>
        issue.code === 'unrecognized_keys'
          ? `Unknown schedule field ${issue.keys.join(', ')}`
          : 'Give the schedule',
    },
  )
  .superRefine((grid, ctx) => {
    const issue = (path: (string | number)[], message: string) =>
      ctx.addIssue({ code: 'custom', path, message });

    // Too many sessions or pauses is reported above; the pairwise checks below are quadratic.
    if (grid.sessions.length > GRID_LIMITS.sessions || grid.pauses.length > GRID_LIMITS.pauses) {
      return;
    }

    // Sessions: each ends after it starts, lasts at most a day, overlaps no other.
    grid.sessions.forEach((s, i) => {
      const start = instantMs(s?.start);
      const end = instantMs(s?.end);
      if (start === null || end === null) return;
      if (end <= start) issue(['sessions', i, 'end'], `Session ${i + 1} ends after it starts`);
      else if (end - start > GRID_LIMITS.sessionHours * 60 * MINUTE)
        issue(
          ['sessions', i, 'end'],
          `Session ${i + 1} lasts more than ${GRID_LIMITS.sessionHours} hours; split it by day`,
        );
    });
    const sessions = validRanges(grid.sessions);
    sessions.forEach((b, k) => {
      const a = sessions.slice(0, k).find((x) => overlaps(x, b));
      if (a) issue(['sessions', b.i], `Session ${b.i + 1} overlaps session ${a.i + 1}`);
    });

    // Pauses: each ends after it starts, overlaps no other pause, lies inside one session.
    grid.pauses.forEach((p, i) => {
      const start = instantMs(p?.start);
      const end = instantMs(p?.end);
      if (start !== null && end !== null && end <= start)
        issue(['pauses', i, 'end'], `Pause ${i + 1} ends after it starts`);
    });
    const pauses = validRanges(grid.pauses);
    pauses.forEach((b, k) => {
      const a = pauses.slice(0, k).find((x) => overlaps(x, b));
      if (a) issue(['pauses', b.i], `Pause ${b.i + 1} overlaps pause ${a.i + 1}`);
      if (!sessions.some((s) => s.start <= b.start && b.end <= s.end))
        issue(['pauses', b.i], `Pause ${b.i + 1} lies outside every session`);
    });

    // Meetings fit in every session.
    const meeting = grid.meetingMinutes;
    if (Number.isInteger(meeting) && meeting > 0) {
      for (const s of sessions) {
        if (s.end - s.start < meeting * MINUTE)
          issue(
            ['meetingMinutes'],
            `Meetings (${meeting} min) are longer than session ${s.i + 1} (${minutes(s.end - s.start)} min)`,
          );
      }
    }

    // Meeting points: none, or one name per table, no name twice.
    const points = grid.meetingPoints;
    if (Array.isArray(points) && points.length > 0) {
      if (Number.isInteger(grid.tables) && grid.tables >= 1 && points.length !== grid.tables)
        issue(
          ['meetingPoints'],
          `Name all ${grid.tables} tables or none (${plural(points.length, 'name')} given)`,
        );
      const seen = new Map<string, number>();
      points.forEach((name, i) => {
        const key = typeof name === 'string' ? name.toLowerCase() : '';
        if (key && seen.has(key))
          issue(['meetingPoints', i], `The meeting point "${name}" is named twice`);
        else seen.set(key, i);
      });
    }

    // The slots, once everything else holds: some, and not too many.
    if (grid.sessions.length === 0 || !isCompleteGrid(grid)) return;
    if (sessions.length !== grid.sessions.length || pauses.length !== grid.pauses.length) return;
    const count = deriveSlots(grid).length;
    if (count === 0) issue(['pauses'], 'The pauses leave no room for a meeting');
    else if (count > MAX_SLOTS)
      issue(
        ['meetingMinutes'],
        `The grid makes ${count} slots; at most ${MAX_SLOTS}. Use longer meetings or fewer sessions`,
      );
  }) satisfies z.ZodType<ScheduleGrid, unknown>;
export type ScheduleGridInput = z.input<typeof scheduleGridInput>;

/** The numbers deriveSlots needs are sane (the rules above may have let bad ones through). */
function isCompleteGrid(grid: ScheduleGrid): boolean {
  return (
    Number.isInteger(grid.meetingMinutes) &&
    grid.meetingMinutes >= meetingMinutes.min &&
    grid.meetingMinutes <= meetingMinutes.max &&
    Number.isInteger(grid.breakMinutes) &&
    grid.breakMinutes >= breakMinutes.min &&
    grid.breakMinutes <= breakMinutes.max &&
    grid.sessions.length <= GRID_LIMITS.sessions &&
    grid.sessions.every((s: TimeRange | null) => {
      const start = instantMs(s?.start);
      const end = instantMs(s?.end);
      return (
        start !== null && end !== null && end - start <= GRID_LIMITS.sessionHours * 60 * MINUTE
      );
    })
  );
}

function sortedRanges(list: readonly TimeRange[]): { start: number; end: number }[] {
  return list
    .map((r) => ({ start: Date.parse(r.start), end: Date.parse(r.end) }))
    .sort((a, b) => a.start - b.start || a.end - b.end);
}

/**
 * The slots of a grid, numbered 0..S-1 in time order. Sessions in time order; within one, from its
 * start: a meeting that would overlap a pause starts at the pause's end instead; otherwise a slot
 * is emitted and the next meeting starts after the break. `session` is the session's index in
 * time order.
 */
export function deriveSlots(grid: ScheduleGrid): Slot[] {
  const meeting = grid.meetingMinutes * MINUTE;
  const gap = grid.breakMinutes * MINUTE;
  if (!(meeting > 0) || !(gap >= 0)) {
    throw new RangeError('deriveSlots needs a positive meeting length and a break of 0 or more');
  }
  const pauses = sortedRanges(grid.pauses);
  const slots: Slot[] = [];
  sortedRanges(grid.sessions).forEach((session, s) => {
    let t = session.start;
    while (t + meeting <= session.end) {
      const end = t + meeting;
      const blocking = pauses.find((p) => p.start < end && t < p.end);
      if (blocking) {
        t = blocking.end;
        continue;
      }
      slots.push({
        index: slots.length,
        start: new Date(t).toISOString(),
        end: new Date(end).toISOString(),
        session: s,
      });
      t = end + gap;
    }
  });
  return slots;
}

/**
 * Slot indexes grouped into blocks contiguous in time: one block per session, split at each pause
 * (the `sessions` option of @matchday/scheduler). Sessions without slots give no block.
 */
export function slotBlocks(grid: ScheduleGrid): number[][] {
  const pauses = sortedRanges(grid.pauses);
  const blocks: number[][] = [];
  let previous: Slot | null = null;
  for (const slot of deriveSlots(grid)) {
    const last = blocks.at(-1);
    if (!previous || !last || previous.session !== slot.session) blocks.push([slot.index]);
    else {
      const gapStart = Date.parse(previous.end);
      const gapEnd = Date.parse(slot.start);
      // A pause between the two slots (slots never overlap one) starts a new block.
      if (pauses.some((p) => p.start < gapEnd && p.end > gapStart)) blocks.push([slot.index]);
      else last.push(slot.index);
    }
    previous = slot;
  }
  return blocks;
}
