import { z } from 'zod';
import { emailAddress } from './auth.ts';
import { countryCodeOfName, isCountryCode } from './countries.ts';
import { objectError, safeMultilineText } from './text.ts';
import { suggestionFloorField } from './suggestion-floor.ts';
import {
  instantMs,
  isoInstant,
  isTimeZone,
  MAX_SLOTS,
  scheduleGridInput,
  type TimeRange,
} from './schedule-grid.ts';

/**
 * Events and attendance (DOMAIN "Event", "Attendance"): the enums, the derived status, the
 * registration window, the country restriction (SPEC §5) and the inputs the server and the web
 * both parse.
 */

export const EVENT_FORMATS = ['PHYSICAL', 'DIGITAL', 'HYBRID'] as const;
export type EventFormat = (typeof EVENT_FORMATS)[number];
export const EVENT_STATUSES = ['DRAFT', 'UPCOMING', 'LIVE', 'PREVIOUS'] as const;
export type EventStatus = (typeof EVENT_STATUSES)[number];
export const ATTENDANCE_STATES = [
  'INVITED',
  'REGISTERED',
  'APPROVED',
  'DECLINED',
  'WITHDRAWN',
] as const;
export type AttendanceState = (typeof ATTENDANCE_STATES)[number];
/** The events list filter. */
export const EVENT_WHEN = ['UPCOMING', 'PREVIOUS', 'DRAFT'] as const;
export type EventWhen = (typeof EVENT_WHEN)[number];

const time = (v: string | Date) => (v instanceof Date ? v.getTime() : Date.parse(v));

/**
 * When an event is running: from its first slot (the earliest session start of its grid; the
 * start date when the grid has no session) to its end. Null when neither is known.
 */
export function liveFrom(e: {
  startDate?: string | Date;
  schedule?: { sessions: readonly { start: string }[] } | null;
}): number | null {
  const starts = (e.schedule?.sessions ?? []).map((s) => time(s.start)).filter(Number.isFinite);
  if (starts.length) return Math.min(...starts);
  return e.startDate === undefined ? null : time(e.startDate);
}

/**
 * SPEC §4: unpublished → DRAFT; PREVIOUS once the end is before now; LIVE from the first slot
 * (see `liveFrom`) to the end; UPCOMING before.
 */
export function eventStatus(
  e: {
    published: boolean;
    endDate: string | Date;
    startDate?: string | Date;
    schedule?: { sessions: readonly { start: string }[] } | null;
  },
  now: Date = new Date(),
): EventStatus {
  if (!e.published) return 'DRAFT';
  if (time(e.endDate) < now.getTime()) return 'PREVIOUS';
  const from = liveFrom(e);
  return from !== null && from <= now.getTime() ? 'LIVE' : 'UPCOMING';
}

/**
 * Registration is open when published, not previous, and now within
 * [registrationOpensAt ?? -∞, registrationClosesAt ?? startDate).
 */
export function registrationOpen(
  e: {
    published: boolean;
    startDate: string | Date;
    endDate: string | Date;
    registrationOpensAt: string | Date | null;
    registrationClosesAt: string | Date | null;
  },
  now: Date = new Date(),
): boolean {
  const status = eventStatus(e, now);
  if (status !== 'UPCOMING' && status !== 'LIVE') return false;
  const t = now.getTime();
  const opens = e.registrationOpensAt == null ? -Infinity : time(e.registrationOpensAt);
  const closes = time(e.registrationClosesAt ?? e.startDate);
  return opens <= t && t < closes;
}

/** SPEC §5: a startup sees a restricted event only if its country (upper-cased) is listed. */
export function visibleToCountry(
  restrictedTo: readonly string[],
  country: string | null | undefined,
): boolean {
  if (restrictedTo.length === 0) return true;
  if (!country) return false;
  const code = country.trim().toUpperCase();
  return restrictedTo.some((c) => c.toUpperCase() === code);
}

export const EVENT_TEXT_LIMITS = {
  name: 200,
  description: 5000,
  venue: 300,
  meetingLink: 2000,
  restrictedTo: 250,
} as const;

/** Empty strings (an untouched form field) count as "not given". */
const blankToNull = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? null : v);

/** An ISO 3166-1 alpha-2 code on the list: trimmed and upper-cased, then checked. */
const countryField = z
  .string({ error: 'Use a two-letter country code such as SE' })
  .trim()
  .superRefine((given, ctx) => {
    if (isCountryCode(given.toUpperCase())) return;
    // A country written out ("Sweden") gets its code as a hint.
    const named = countryCodeOfName(given);
    ctx.addIssue({
      code: 'custom',
      message: named
        ? `Use the country code ${named} for ${given}`
        : `Unknown country code ${given.toUpperCase() || '(empty)'}`,
    });
  })
  .transform((code) => code.toUpperCase());

const optionalInstant = z.preprocess(blankToNull, isoInstant.nullish()).transform((v) => v ?? null);

const optionalText = (max: number) =>
  z
    .string({ error: 'Enter text' })
    .trim()
    .max(max, `Use at most ${max} characters`)
    .nullish()
    .transform((v) => v ?? '');

const timeZoneField = z
  .string({ error: 'Choose the time zone' })
  .trim()
  .superRefine((name, ctx) => {
    if (!isTimeZone(name)) {
      ctx.addIssue({ code: 'custom', message: `Unknown time zone ${name || '(empty)'}` });
    }
  })
  // "europe/stockholm" → "Europe/Stockholm": one spelling per zone.
  .transform((name) =>
    isTimeZone(name)
      ? new Intl.DateTimeFormat('en', { timeZone: name }).resolvedOptions().timeZone
      : name,
  );

const unknownField = (what: string) => (issue: { code?: string; keys?: string[] }) =>
  issue.code === 'unrecognized_keys'
    ? `Unknown field ${(issue.keys ?? []).join(', ')}`
    : `Give the ${what}`;

/**
 * createEvent / updateEvent. Times are instants normalised to `toISOString()`; absent or null
 * optional fields take their defaults. Cross-field rules carry the path of the field to fix.
 */
export const eventInput = z
  .strictObject(
    {
      name: z
        .string({ error: 'Enter the event name' })
        .trim()
        .min(1, 'Enter the event name')
        .max(EVENT_TEXT_LIMITS.name, `Use at most ${EVENT_TEXT_LIMITS.name} characters`),
      description: optionalText(EVENT_TEXT_LIMITS.description),
      format: z
        .enum(EVENT_FORMATS, { error: 'Choose physical, digital or hybrid' })
        .nullish()
        .transform((v) => v ?? 'PHYSICAL'),
      venue: optionalText(EVENT_TEXT_LIMITS.venue),
      meetingLink: z
        .preprocess(
          blankToNull,
          z
            .string({ error: 'Enter a web address such as https://meet.example.com' })
            .trim()
            .max(
              EVENT_TEXT_LIMITS.meetingLink,
              `Use at most ${EVENT_TEXT_LIMITS.meetingLink} characters`,
            )
            .pipe(
              z.url({
                protocol: /^https?$/,
                hostname: z.regexes.domain,
                error: 'Enter a web address such as https://meet.example.com',
              }),
            )
            .nullish(),
        )
        .transform((v) => v ?? null),
      timezone: timeZoneField,
      startDate: isoInstant,
      endDate: isoInstant,
      registrationOpensAt: optionalInstant,
      registrationClosesAt: optionalInstant,
      selectionOpensAt: optionalInstant,
      selectionClosesAt: optionalInstant,
      restrictedTo: z
        .array(countryField, { error: 'List the countries as two-letter codes' })
        .max(
          EVENT_TEXT_LIMITS.restrictedTo,
          `Restrict to at most ${EVENT_TEXT_LIMITS.restrictedTo} countries`,
        )
        .nullish()
        .transform((list) => [...new Set(list ?? [])]),
      schedule: scheduleGridInput,
      suggestionFloor: suggestionFloorField,
    },
    { error: unknownField('event') },
  )
  .superRefine((e, ctx) => {
    const issue = (path: (string | number)[], message: string) =>
      ctx.addIssue({ code: 'custom', path, message });
    const start = instantMs(e.startDate);
    const end = instantMs(e.endDate);
    const regOpens = instantMs(e.registrationOpensAt);
    const regCloses = instantMs(e.registrationClosesAt);
    const selOpens = instantMs(e.selectionOpensAt);
    const selCloses = instantMs(e.selectionClosesAt);

    if (start !== null && end !== null && end <= start) {
      issue(['endDate'], 'The event ends after it starts');
    }
    if (regOpens !== null && regCloses !== null && regCloses <= regOpens) {
      issue(['registrationClosesAt'], 'Registration closes after it opens');
    }
    if (regCloses !== null && end !== null && regCloses > end) {
      issue(['registrationClosesAt'], 'Registration closes by the end of the event');
    }
    if (regOpens !== null && regCloses === null && start !== null && regOpens >= start) {
      // Without a closing time registration closes when the event starts.
      issue(['registrationOpensAt'], 'Registration opens before the event starts');
    }
    if (selOpens !== null && selCloses !== null && selCloses <= selOpens) {
      issue(['selectionClosesAt'], 'Selection closes after it opens');
    }
    if (start !== null && end !== null && start < end) {
      const sessions: unknown = e.schedule?.sessions;
      if (Array.isArray(sessions)) {
        sessions.forEach((s: TimeRange | null, i) => {
          const from = instantMs(s?.start);
          const to = instantMs(s?.end);
          if (from === null || to === null) return;
          if (from < start || to > end) {
            issue(['schedule', 'sessions', i], `Session ${i + 1} lies outside the event's dates`);
          }
        });
      }
    }
  });
export type EventInput = z.infer<typeof eventInput>;
export type EventInputDraft = z.input<typeof eventInput>;

/** The slots a participant cannot attend (blackouts): slot indexes, each once, in order. */
export const availabilityInput = z
  .array(
    z
      .int({ error: 'Use slot numbers' })
      .min(0, 'Slot numbers start at 0')
      .max(MAX_SLOTS - 1, `Slot numbers end at ${MAX_SLOTS - 1}`),
    { error: 'List the slots by number' },
  )
  .max(MAX_SLOTS, `At most ${MAX_SLOTS} slots`)
  .transform((slots) => [...new Set(slots)].sort((a, b) => a - b));
export type AvailabilityInput = z.infer<typeof availabilityInput>;

/** Companies added to an event (addEventAttendees): 1..500 company ids, each once. */
export const attendeeIdsInput = z
  .array(z.uuid({ error: 'Unknown organisation' }), { error: 'Pick at least one organisation' })
  .min(1, 'Pick at least one organisation')
  .max(500, 'Pick at most 500 organisations at once')
  .transform((ids) => [...new Set(ids)]);
export type AttendeeIdsInput = z.infer<typeof attendeeIdsInput>;

/**
 * decideAttendance: approve (or re-admit a declined registration) or decline, with an optional
 * reason for a decline that the company is sent.
 */
export const attendanceDecisionInput = z.object(
  {
    approve: z.boolean('Choose approve or decline'),
    reason: z.preprocess(
      (v) => (v === null || (typeof v === 'string' && !v.trim()) ? undefined : v),
      safeMultilineText().trim().max(1000, 'Use at most 1000 characters').optional(),
    ),
  },
  { error: objectError('the decision and its reason') },
);
export type AttendanceDecisionInput = z.infer<typeof attendanceDecisionInput>;

export const PARTICIPANT_TYPES = ['startup', 'corp'] as const;
export type ParticipantType = (typeof PARTICIPANT_TYPES)[number];
const PARTICIPANT_TYPE_WORDS: ReadonlyMap<string, ParticipantType> = new Map([
  ['startup', 'startup'],
  ['corp', 'corp'],
  ['corporate', 'corp'],
  ['corporation', 'corp'],
]);
const PARTICIPANT_TYPE_MESSAGE = 'Type must be "startup" or "corporate"';

/**
 * One row of a participant import (CSV/XLSX, as b2match does): e-mail, name, organisation,
 * country, type. Columns besides these are ignored (a spreadsheet may carry more).
 */
export const participantRow = z.object(
  {
    email: z
      .string({ error: 'Enter a valid e-mail address' })
      .trim()
      .max(254, 'Use at most 254 characters')
      .pipe(emailAddress),
    name: z
      .string({ error: 'Enter the name' })
      .trim()
      .min(1, 'Enter the name')
      .max(200, 'Use at most 200 characters'),
    organisation: z
      .string({ error: 'Enter the organisation' })
      .trim()
      .min(1, 'Enter the organisation')
      .max(200, 'Use at most 200 characters'),
    country: countryField,
    type: z.preprocess(
      (v) =>
        typeof v === 'string' ? (PARTICIPANT_TYPE_WORDS.get(v.trim().toLowerCase()) ?? v) : v,
      z.enum(PARTICIPANT_TYPES, { error: PARTICIPANT_TYPE_MESSAGE }),
    ),
  },
  { error: 'Give the row as e-mail, name, organisation, country and type' },
);
export type ParticipantRow = z.infer<typeof participantRow>;

/**
 * An EVENT_HOST's `hosting` list of event ids (SPEC §3: it may arrive as a JSON string). Reads
 * a list, a JSON list in a string, or a single comma-separated string; anything else is empty.
 */
export function readHosting(value: unknown): string[] {
  let list: unknown = value;
  if (typeof value === 'string') {
    const text = value.trim();
    try {
      list = text.startsWith('[') ? JSON.parse(text) : text.split(',');
    } catch {
      list = [];
    }
  }
  if (!Array.isArray(list)) return [];
  return [...new Set(list.map((v) => String(v).trim()).filter((v) => /^[0-9a-f-]{36}$/i.test(v)))];
}
