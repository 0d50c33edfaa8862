import {
  eventInput,
  scheduleGridInput,
  SUGGESTION_FLOOR,
  type EventFormat,
} from '@matchday/shared';
import type { AdminEventFieldsFragment } from '../../../gql/admin.ts';
import { fieldErrors, type FieldErrors } from '../../../lib/form-errors.ts';
import { instantToZoned, zonedToInstant } from './zoned-time.ts';
import { defineMessages, formatNow } from '../../../lib/messages.ts';

const m = defineMessages({
  validDate: { id: 'events.form.validDate', defaultMessage: 'Enter a valid date and time' },
  chooseDate: { id: 'events.form.chooseDate', defaultMessage: 'Choose a date and time' },
  onePoint: {
    id: 'events.form.onePoint',
    defaultMessage: 'Name at least one meeting point, or count tables instead',
  },
});

/**
 * The event form's values: wall-clock times as a `datetime-local` input holds them, read in the
 * event's zone when the input is built; numbers as the inputs hold them ('' while empty).
 */
export type LocalRange = { start: string; end: string };
export type EventFormValues = {
  name: string;
  description: string;
  format: EventFormat;
  venue: string;
  meetingLink: string;
  timezone: string;
  startDate: string;
  endDate: string;
  registrationOpensAt: string;
  registrationClosesAt: string;
  selectionOpensAt: string;
  selectionClosesAt: string;
  restrictedTo: string[];
  sessions: LocalRange[];
  pauses: LocalRange[];
  meetingMinutes: number | '';
  breakMinutes: number | '';
  /** Numbered tables, or one name per meeting point. */
  pointsMode: 'tables' | 'named';
  tables: number | '';
  meetingPoints: string[];
  maxMeetingsPerParticipant: number | '';
  /** The engine proposes no startup scoring below this ('' takes the default). */
  suggestionFloor: number | '';
};

export const DEFAULT_ZONE = 'Europe/Stockholm';

/** Every IANA zone the browser knows, with UTC. */
export function timeZones(): string[] {
  const zones =
    typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  return [...new Set(['UTC', ...zones, DEFAULT_ZONE])].sort();
}

/** A fresh form: one day four weeks ahead, 09:00–17:00, one session 09:00–12:00. */
export function emptyEventValues(today = new Date()): EventFormValues {
  const day = new Date(today.getTime() + 28 * 86_400_000).toISOString().slice(0, 10);
  return {
    name: '',
    description: '',
    format: 'PHYSICAL',
    venue: '',
    meetingLink: '',
    timezone: DEFAULT_ZONE,
    startDate: `${day}T09:00`,
    endDate: `${day}T17:00`,
    registrationOpensAt: '',
    registrationClosesAt: '',
    selectionOpensAt: '',
    selectionClosesAt: '',
    restrictedTo: [],
    sessions: [{ start: `${day}T09:00`, end: `${day}T12:00` }],
    pauses: [],
    meetingMinutes: 20,
    breakMinutes: 5,
    pointsMode: 'tables',
    tables: 10,
    meetingPoints: [],
    maxMeetingsPerParticipant: '',
    suggestionFloor: SUGGESTION_FLOOR.default,
  };
}

/** The form filled from a saved event, its times shown in the event's zone. */
export function eventValues(e: AdminEventFieldsFragment): EventFormValues {
  const tz = e.timezone;
  const local = (iso: string | null | undefined) => instantToZoned(iso, tz);
  const ranges = (list: readonly { start: string; end: string }[]) =>
    list.map((r) => ({ start: local(r.start), end: local(r.end) }));
  const s = e.schedule;
  return {
    name: e.name,
    description: e.description,
    format: e.format,
    venue: e.venue,
    meetingLink: e.meetingLink ?? '',
    timezone: tz,
    startDate: local(String(e.startDate)),
    endDate: local(String(e.endDate)),
    registrationOpensAt: local(e.registrationOpensAt as string | null),
    registrationClosesAt: local(e.registrationClosesAt as string | null),
    selectionOpensAt: local(e.selectionOpensAt as string | null),
    selectionClosesAt: local(e.selectionClosesAt as string | null),
    restrictedTo: [...e.restrictedTo],
    sessions: ranges(s.sessions),
    pauses: ranges(s.pauses),
    meetingMinutes: s.meetingMinutes,
    breakMinutes: s.breakMinutes,
    pointsMode: s.meetingPoints.length ? 'named' : 'tables',
    tables: s.tables,
    meetingPoints: [...s.meetingPoints],
    maxMeetingsPerParticipant: s.maxMeetingsPerParticipant ?? '',
    suggestionFloor: e.suggestionFloor,
  };
}

const num = (v: number | '') => (v === '' ? undefined : v);

/** The grid with instants, as createEvent / updateEvent take it and SlotGrid shows it. */
export function scheduleOf(v: EventFormValues) {
  const at = (local: string) => zonedToInstant(local, v.timezone);
  const ranges = (list: LocalRange[]) => list.map((r) => ({ start: at(r.start), end: at(r.end) }));
  const named = v.pointsMode === 'named';
  return {
    sessions: ranges(v.sessions),
    pauses: ranges(v.pauses),
    meetingMinutes: num(v.meetingMinutes) as number,
    breakMinutes: num(v.breakMinutes) ?? 0,
    tables: (named ? v.meetingPoints.length : num(v.tables)) as number,
    meetingPoints: named ? v.meetingPoints : [],
    maxMeetingsPerParticipant:
      v.maxMeetingsPerParticipant === '' ? null : v.maxMeetingsPerParticipant,
  };
}

/** The mutation input: every time an instant read in the event's zone. */
export function eventInputOf(v: EventFormValues) {
  const at = (local: string) => zonedToInstant(local, v.timezone);
  const optional = (local: string) => (local.trim() ? at(local) : null);
  return {
    name: v.name,
    description: v.description,
    format: v.format,
    venue: v.format === 'DIGITAL' ? '' : v.venue,
    meetingLink: v.format === 'PHYSICAL' ? null : v.meetingLink.trim() || null,
    timezone: v.timezone,
    startDate: at(v.startDate),
    endDate: at(v.endDate),
    registrationOpensAt: optional(v.registrationOpensAt),
    registrationClosesAt: optional(v.registrationClosesAt),
    selectionOpensAt: optional(v.selectionOpensAt),
    selectionClosesAt: optional(v.selectionClosesAt),
    restrictedTo: v.restrictedTo,
    schedule: scheduleOf(v),
    suggestionFloor: v.suggestionFloor === '' ? null : v.suggestionFloor,
  };
}
export type EventFormInput = ReturnType<typeof eventInputOf>;

const INSTANT_MESSAGE = /^Enter a date and time with Z or an offset/;

/** The value a field path names in the form (for friendlier date messages). */
function localAt(v: EventFormValues, key: string): string | undefined {
  const parts = key.split('.');
  if (parts[0] === 'schedule' && (parts[1] === 'sessions' || parts[1] === 'pauses')) {
    const row = v[parts[1]][Number(parts[2])];
    return parts[3] === 'start' || parts[3] === 'end' ? row?.[parts[3]] : undefined;
  }
  const value = (v as Record<string, unknown>)[key];
  return typeof value === 'string' ? value : undefined;
}

/**
 * The shared schema's messages per field ("schedule.sessions.1.end": "Session 2 ends after it
 * starts"), the same the server answers; an empty date reads "Choose a date and time".
 */
export function validateEvent(v: EventFormValues): FieldErrors {
  const input = eventInputOf(v);
  const parsed = eventInput.safeParse(input);
  if (parsed.success) return {};
  const errors = fieldErrors(parsed.error);
  // The grid's own cross-field rules run even while another field is still wrong.
  const grid = scheduleGridInput.safeParse(input.schedule);
  if (!grid.success) {
    for (const [key, message] of Object.entries(fieldErrors(grid.error))) {
      errors[key ? `schedule.${key}` : 'schedule'] ??= message;
    }
  }
  for (const [key, message] of Object.entries(errors)) {
    if (!INSTANT_MESSAGE.test(message)) continue;
    const local = localAt(v, key);
    errors[key] = formatNow(local ? m.validDate : m.chooseDate);
  }
  if (v.pointsMode === 'named' && v.meetingPoints.length === 0) {
    errors['schedule.meetingPoints'] ??= formatNow(m.onePoint);
    delete errors['schedule.tables'];
  }
  return errors;
}

/** The value at a dotted path of the input (to tell whether a server error's field has changed). */
export function valueAt(input: unknown, key: string): unknown {
  let at: unknown = input;
  for (const part of key.split('.')) {
    if (at === null || typeof at !== 'object') return undefined;
    at = (at as Record<string, unknown>)[part];
  }
  return at;
}

/** "2026-03-29T09:00" + n days (calendar arithmetic on the wall clock; no zone involved). */
export function addDays(local: string, days: number): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})(T.*)$/.exec(local);
  if (!m) return local;
  const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]) + days));
  return `${d.toISOString().slice(0, 10)}${m[4]}`;
}

/** A new session row: the day after the last one at the same hours, else the event's first day. */
export function nextSession(v: EventFormValues): LocalRange {
  const last = v.sessions.at(-1);
  if (last?.start && last.end) return { start: addDays(last.start, 1), end: addDays(last.end, 1) };
  const day = (v.startDate || emptyEventValues().startDate).slice(0, 10);
  return { start: `${day}T09:00`, end: `${day}T12:00` };
}

/** A new pause: 20 minutes in the middle of the first session (a coffee break), else lunch. */
export function nextPause(v: EventFormValues): LocalRange {
  const session = v.sessions[0];
  const hm = (local: string | undefined) => {
    const m = /T(\d{2}):(\d{2})/.exec(local ?? '');
    return m ? Number(m[1]) * 60 + Number(m[2]) : null;
  };
  const start = hm(session?.start);
  const end = hm(session?.end);
  const day = (session?.start || v.startDate).slice(0, 10);
  const clock = (minutes: number) =>
    `${day}T${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
  if (
    start !== null &&
    end !== null &&
    end - start >= 60 &&
    session!.start.slice(0, 10) === session!.end.slice(0, 10)
  ) {
    const middle = Math.round((start + end) / 2 / 5) * 5;
    return { start: clock(middle - 10), end: clock(middle + 10) };
  }
  return { start: `${day}T12:00`, end: `${day}T13:00` };
}
