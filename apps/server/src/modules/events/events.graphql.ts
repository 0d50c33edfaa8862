import { ALL_GRAPHS, builder } from '../../graphql/builder.ts';
import { withoutNulls } from '../../graphql/inputs.ts';

import { can, SIGNED_IN_GRAPHS } from '../../graphql/scopes.ts';
import {
  createEvent,
  deleteEvent,
  findEvents,
  findEventsWithAttendance,
  getEvent,
  listEvents,
  publishEvent,
  unpublishEvent,
  updateEvent,
} from './events.service.ts';
import { setEventHosts } from './event-hosts.service.ts';
import {
  open,
  seen,
  ADMIN,
  EventFormatEnum,
  EventWhenEnum,
  EventRef,
  EventPage,
  primeAttendance,
} from './events.types.graphql.ts';
import { selects } from './selection.ts';

/** Event queries and the organisers' event mutations on the graphs. */

/** The event fields read through the attendance loader. */
const ATTENDANCE_FIELDS = new Set(['attendees', 'myAttendance']);

const listArgs = (t: Parameters<Parameters<typeof builder.queryField>[1]>[0]) => ({
  when: t.arg({ type: EventWhenEnum }),
  search: t.arg.string(),
  offset: t.arg.int(),
  limit: t.arg.int(),
});

builder.queryField('events', (t) =>
  t.field({
    type: [EventRef],
    subGraphs: ALL_GRAPHS,
    ...open,
    description: 'The events this caller may see (SPEC §4–§6), at most 100.',
    args: listArgs(t),
    resolve: async (_r, a, ctx, info) => {
      const input = { ...withoutNulls(a), limit: a.limit ?? 100 };
      if (!selects(info, ATTENDANCE_FIELDS)) return findEvents(ctx.db, ctx.actor, input);
      // counts and own attendance come with the list in its one statement (bench/events.ts measures it)
      const { items, summaries } = await findEventsWithAttendance(ctx.db, ctx.actor, input);
      primeAttendance(ctx, summaries);
      return items;
    },
  }),
);

builder.queryField('eventPage', (t) =>
  t.field({
    type: EventPage,
    subGraphs: SIGNED_IN_GRAPHS,
    ...seen,
    description: 'The events this caller may see, a page at a time, with the total.',
    args: listArgs(t),
    resolve: (_r, a, ctx) => listEvents(ctx.db, ctx.actor, withoutNulls(a)),
  }),
);

builder.queryField('event', (t) =>
  t.field({
    type: EventRef,
    subGraphs: ALL_GRAPHS,
    ...open,
    args: { id: t.arg.id({ required: true }) },
    resolve: (_r, a, ctx) => getEvent(ctx.db, ctx.actor, String(a.id)),
  }),
);

// ── Event input (CreateEventInput per DOMAIN.md; UpdateEventInput has the same fields) ──
// Every field is optional on the graph so that a missing one is a 400 naming it (zod).
const TimeRangeInput = builder.inputType('TimeRangeInput', {
  subGraphs: [...ADMIN],
  fields: (t) => ({ start: t.string(), end: t.string() }),
});
const ScheduleInput = builder.inputType('ScheduleInput', {
  subGraphs: [...ADMIN],
  fields: (t) => ({
    sessions: t.field({ type: [TimeRangeInput] }),
    pauses: t.field({ type: [TimeRangeInput] }),
    meetingMinutes: t.int(),
    breakMinutes: t.int(),
    tables: t.int(),
    meetingPoints: t.stringList(),
    maxMeetingsPerParticipant: t.int(),
  }),
});
const eventInputFields = (t: Parameters<Parameters<typeof builder.inputType>[1]['fields']>[0]) => ({
  name: t.string(),
  description: t.string(),
  format: t.field({ type: EventFormatEnum }),
  venue: t.string(),
  meetingLink: t.string(),
  timezone: t.string({ description: 'IANA time zone, e.g. Europe/Stockholm.' }),
  startDate: t.string({ description: 'ISO 8601 instant.' }),
  endDate: t.string({ description: 'ISO 8601 instant.' }),
  registrationOpensAt: t.string(),
  registrationClosesAt: t.string(),
  selectionOpensAt: t.string(),
  selectionClosesAt: t.string(),
  restrictedTo: t.stringList({ description: 'ISO country codes; empty: every country.' }),
  schedule: t.field({ type: ScheduleInput }),
  suggestionFloor: t.int({
    description: 'A score 0..100 below which the engine proposes no startup; default 20.',
  }),
});
const CreateEventInput = builder.inputType('CreateEventInput', {
  subGraphs: [...ADMIN],
  fields: eventInputFields,
});
const UpdateEventInput = builder.inputType('UpdateEventInput', {
  subGraphs: [...ADMIN],
  fields: eventInputFields,
});

/** GraphQL nulls out, recursively, so zod applies its defaults. */
function plain(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(plain);
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value)
        .filter(([, v]) => v !== null && v !== undefined)
        .map(([k, v]) => [k, plain(v)]),
    );
  }
  return value;
}

builder.mutationField('createEvent', (t) =>
  t.field({
    type: EventRef,
    subGraphs: [...ADMIN],
    authScopes: can('createEvents'),
    description: 'A new event, as a draft.',
    args: { input: t.arg({ type: CreateEventInput, required: true }) },
    resolve: (_r, a, ctx) => createEvent(ctx.db, ctx.actor, plain(a.input)),
  }),
);

builder.mutationField('updateEvent', (t) =>
  t.field({
    type: EventRef,
    subGraphs: [...ADMIN],
    authScopes: can('editEvents'),
    description: 'Replaces an event’s details and grid; refuses a grid that drops marked slots.',
    args: {
      id: t.arg.id({ required: true }),
      input: t.arg({ type: UpdateEventInput, required: true }),
    },
    resolve: (_r, a, ctx) => updateEvent(ctx.db, ctx.actor, String(a.id), plain(a.input)),
  }),
);

for (const [name, verb, description] of [
  ['publishEvent', publishEvent, 'Publishes a draft.'],
  ['unpublishEvent', unpublishEvent, 'Back to draft while nobody takes part.'],
] as const) {
  builder.mutationField(name, (t) =>
    t.field({
      type: EventRef,
      subGraphs: [...ADMIN],
      authScopes: can('editEvents'),
      description,
      args: { id: t.arg.id({ required: true }) },
      resolve: (_r, a, ctx) => verb(ctx.db, ctx.actor, String(a.id)),
    }),
  );
}

builder.mutationField('deleteEvent', (t) =>
  t.boolean({
    subGraphs: [...ADMIN],
    authScopes: can('editEvents'),
    description: 'Deletes a draft without participants.',
    args: { id: t.arg.id({ required: true }) },
    resolve: (_r, a, ctx) => deleteEvent(ctx.db, ctx.actor, String(a.id)),
  }),
);

builder.mutationField('setEventHosts', (t) =>
  t.field({
    type: EventRef,
    subGraphs: [...ADMIN],
    authScopes: can('editEvents'),
    description: 'The EVENT_HOST admins who host the event (their hosting lists).',
    args: { eventId: t.arg.id({ required: true }), adminIds: t.arg.idList({ required: true }) },
    resolve: async (_r, a, ctx) => {
      await setEventHosts(ctx.db, ctx.actor, String(a.eventId), a.adminIds.map(String));
      return getEvent(ctx.db, ctx.actor, String(a.eventId));
    },
  }),
);
