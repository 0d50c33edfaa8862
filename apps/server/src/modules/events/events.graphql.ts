import {
  ATTENDANCE_STATES,
  deriveSlots,
  EVENT_FORMATS,
  EVENT_STATUSES,
  EVENT_WHEN,
} from '@matchday/shared';
import DataLoader from 'dataloader';
import { ALL_GRAPHS, builder } from '../../graphql/builder.ts';
import type { GraphContext } from '../../graphql/context.ts';
import { withoutNulls } from '../../graphql/inputs.ts';
import { page } from '../../graphql/page.ts';
import {
  anyAdmin,
  anyUser,
  can,
  signedIn,
  SIGNED_IN_GRAPHS,
  startupOnly,
  USER_GRAPHS,
} from '../../graphql/scopes.ts';
import { ActivityStatusEnum, UserTypeEnum } from '../accounts/accounts.graphql.ts';
import {
  addEventAttendees,
  attendeeCounts,
  decideAttendance,
  joinEvent,
  listAttendees,
  myAttendances,
  setAttendanceAvailability,
  setAttendingMembers,
  setMyAvailability,
  slotIndexes,
  withdrawFromEvent,
  type AttendanceRow,
  type AttendanceView,
} from './attendance.service.ts';
import {
  createEvent,
  deleteEvent,
  findEvents,
  getEvent,
  hostsOf,
  listEvents,
  publishEvent,
  setEventHosts,
  unpublishEvent,
  updateEvent,
  type EventRow,
  type EventView,
} from './events.service.ts';

/** Events and attendance on the four graphs (DOMAIN.md "Event", "Attendance"; issue 12). */

const open = { authScopes: { public: true } };
const maybeOpen = { authScopes: { public: true }, nullable: true } as const;
const seen = { authScopes: signedIn };
const admin = { authScopes: anyAdmin };
const ADMIN = ['admin'] as const;

/** Per-request batches: one statement for all events of a list, never one per event. */
const loaders = new WeakMap<object, ReturnType<typeof makeLoaders>>();
function makeLoaders(ctx: GraphContext) {
  return {
    counts: new DataLoader(async (ids: readonly string[]) => {
      const map = await attendeeCounts(ctx.db, [...ids]);
      return ids.map((id) => map.get(id)!);
    }),
    mine: new DataLoader(async (ids: readonly string[]) => {
      const map = await myAttendances(ctx.db, ctx.actor, [...ids]);
      return ids.map((id) => map.get(id) ?? null);
    }),
    hosts: new DataLoader(async (ids: readonly string[]) => {
      const map = await hostsOf(ctx.db, [...ids]);
      return ids.map((id) => map.get(id) ?? []);
    }),
  };
}
function load(ctx: GraphContext) {
  let l = loaders.get(ctx);
  if (!l) loaders.set(ctx, (l = makeLoaders(ctx)));
  return l;
}

const EventFormatEnum = builder.enumType('EventFormat', {
  subGraphs: ALL_GRAPHS,
  values: EVENT_FORMATS,
});
const EventStatusEnum = builder.enumType('EventStatus', {
  subGraphs: ALL_GRAPHS,
  values: EVENT_STATUSES,
});
const EventWhenEnum = builder.enumType('EventWhen', { subGraphs: ALL_GRAPHS, values: EVENT_WHEN });
const AttendanceStateEnum = builder.enumType('AttendanceState', {
  subGraphs: SIGNED_IN_GRAPHS,
  values: ATTENDANCE_STATES,
});

type Range = { start: string; end: string };
const TimeRangeRef = builder.objectRef<Range>('TimeRange').implement({
  subGraphs: SIGNED_IN_GRAPHS,
  fields: (t) => ({
    start: t.exposeString('start', { ...seen, description: 'ISO 8601 instant.' }),
    end: t.exposeString('end', { ...seen, description: 'ISO 8601 instant.' }),
  }),
});

const ScheduleRef = builder.objectRef<EventRow['schedule']>('EventSchedule').implement({
  subGraphs: SIGNED_IN_GRAPHS,
  description: 'The grid meetings are placed in: sessions, pauses, meeting length, tables.',
  fields: (t) => ({
    sessions: t.field({ ...seen, type: [TimeRangeRef], resolve: (g) => g.sessions }),
    pauses: t.field({ ...seen, type: [TimeRangeRef], resolve: (g) => g.pauses }),
    meetingMinutes: t.exposeInt('meetingMinutes', seen),
    breakMinutes: t.exposeInt('breakMinutes', seen),
    tables: t.exposeInt('tables', seen),
    meetingPoints: t.exposeStringList('meetingPoints', seen),
    maxMeetingsPerParticipant: t.exposeInt('maxMeetingsPerParticipant', {
      ...seen,
      nullable: true,
    }),
  }),
});

type SlotShape = ReturnType<typeof deriveSlots>[number];
const SlotRef = builder.objectRef<SlotShape>('Slot').implement({
  subGraphs: SIGNED_IN_GRAPHS,
  description: 'A meeting slot derived from the grid, numbered 0..S-1 in time order.',
  fields: (t) => ({
    index: t.exposeInt('index', seen),
    start: t.exposeString('start', seen),
    end: t.exposeString('end', seen),
    session: t.exposeInt('session', seen),
  }),
});

const CountsRef = builder
  .objectRef<{ startups: number; corporates: number; registered: number }>('EventAttendeeCounts')
  .implement({
    subGraphs: SIGNED_IN_GRAPHS,
    fields: (t) => ({
      startups: t.exposeInt('startups', { ...seen, description: 'Approved startups.' }),
      corporates: t.exposeInt('corporates', { ...seen, description: 'Approved corporates.' }),
      registered: t.exposeInt('registered', { ...seen, description: 'Waiting for approval.' }),
    }),
  });

const HostRef = builder
  .objectRef<{ id: string; name: string; email: string }>('EventHost')
  .implement({
    subGraphs: [...ADMIN],
    fields: (t) => ({
      id: t.exposeID('id', admin),
      name: t.exposeString('name', admin),
      email: t.exposeString('email', admin),
    }),
  });

type ParticipantCompany = AttendanceView['company'];
const ParticipantCompanyRef = builder
  .objectRef<ParticipantCompany>('ParticipantCompany')
  .implement({
    subGraphs: SIGNED_IN_GRAPHS,
    fields: (t) => ({
      id: t.exposeID('id', seen),
      name: t.exposeString('name', seen),
      type: t.expose('type', { ...seen, type: UserTypeEnum }),
      country: t.exposeString('country', seen),
      activityStatus: t.expose('activityStatus', { ...seen, type: ActivityStatusEnum }),
      incubator: t.exposeString('incubator', { ...seen, nullable: true }),
    }),
  });

type AttendanceShape = AttendanceRow & {
  company?: ParticipantCompany;
  unavailableSlots?: number[];
};
const AttendanceRef = builder.objectRef<AttendanceShape>('Attendance').implement({
  subGraphs: SIGNED_IN_GRAPHS,
  description: 'A company at an event: its state, unavailable slots and attending members.',
  fields: (t) => ({
    id: t.exposeID('id', seen),
    eventId: t.exposeID('eventId', seen),
    state: t.expose('state', { ...seen, type: AttendanceStateEnum }),
    role: t.expose('role', { ...seen, type: UserTypeEnum }),
    source: t.exposeString('source', {
      ...seen,
      description: 'SELF, ORGANISER, INCUBATOR or IMPORT.',
    }),
    company: t.field({
      ...seen,
      type: ParticipantCompanyRef,
      nullable: true,
      resolve: (a) => a.company ?? null,
    }),
    unavailableStarts: t.exposeStringList('unavailable', {
      ...seen,
      description: 'Start instants of the slots the company cannot attend.',
    }),
    unavailableSlots: t.intList({
      ...seen,
      description: 'Indexes of the slots the company cannot attend.',
      resolve: async (a, _args, ctx) =>
        a.unavailableSlots ??
        slotIndexes(await getEvent(ctx.db, ctx.actor, a.eventId), a.unavailable),
    }),
    attendingUserIds: t.exposeIDList('attendingUserIds', seen),
    registeredAt: t.expose('registeredAt', { ...seen, type: 'DateTime', nullable: true }),
    decidedAt: t.expose('decidedAt', { ...seen, type: 'DateTime', nullable: true }),
  }),
});

const EventRef = builder.objectRef<EventView>('Event').implement({
  subGraphs: ALL_GRAPHS,
  description: 'A matchmaking event. Times are instants; `timezone` is for showing them.',
  fields: (t) => ({
    id: t.exposeID('id', open),
    name: t.exposeString('name', open),
    description: t.exposeString('description', open),
    format: t.expose('format', { ...open, type: EventFormatEnum }),
    venue: t.exposeString('venue', open),
    meetingLink: t.exposeString('meetingLink', { authScopes: signedIn, nullable: true }),
    timezone: t.exposeString('timezone', { ...open, description: 'IANA time zone name.' }),
    startDate: t.expose('startDate', { ...open, type: 'DateTime' }),
    endDate: t.expose('endDate', { ...open, type: 'DateTime' }),
    registrationOpensAt: t.expose('registrationOpensAt', { ...maybeOpen, type: 'DateTime' }),
    registrationClosesAt: t.expose('registrationClosesAt', { ...maybeOpen, type: 'DateTime' }),
    selectionOpensAt: t.expose('selectionOpensAt', { ...maybeOpen, type: 'DateTime' }),
    selectionClosesAt: t.expose('selectionClosesAt', { ...maybeOpen, type: 'DateTime' }),
    restrictedTo: t.exposeStringList('restrictedTo', {
      ...open,
      description: 'ISO country codes; empty when open to every country (SPEC §5).',
    }),
    published: t.exposeBoolean('published', open),
    status: t.expose('status', { ...open, type: EventStatusEnum, description: 'SPEC §4.' }),
    registrationOpen: t.exposeBoolean('registrationOpen', open),
    schedule: t.field({ ...seen, type: ScheduleRef, resolve: (e) => e.schedule }),
    slots: t.field({ ...seen, type: [SlotRef], resolve: (e) => deriveSlots(e.schedule) }),
    attendees: t.field({
      ...seen,
      type: CountsRef,
      description: 'Who attends, by count and type.',
      resolve: (e, _a, ctx) => load(ctx).counts.load(e.id),
    }),
    hosts: t.field({
      type: [HostRef],
      subGraphs: [...ADMIN],
      ...admin,
      description: 'EVENT_HOST admins whose hosting list holds this event.',
      resolve: (e, _a, ctx) => load(ctx).hosts.load(e.id),
    }),
    myAttendance: t.field({
      type: AttendanceRef,
      nullable: true,
      subGraphs: [...USER_GRAPHS],
      authScopes: anyUser,
      description: 'The own organisation’s attendance, if any.',
      resolve: (e, _a, ctx) => load(ctx).mine.load(e.id),
    }),
  }),
});

const EventPage = page<EventView>('EventPage', EventRef, SIGNED_IN_GRAPHS, signedIn);
const AttendancePage = page<AttendanceShape>('AttendancePage', AttendanceRef);

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
    resolve: (_r, a, ctx) =>
      findEvents(ctx.db, ctx.actor, { ...withoutNulls(a), limit: a.limit ?? 100 }),
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

builder.queryField('eventAttendees', (t) =>
  t.field({
    type: AttendancePage,
    subGraphs: [...ADMIN],
    authScopes: can('viewAttendees'),
    description: 'An event’s participants the admin may see, filtered and paged.',
    args: {
      eventId: t.arg.id({ required: true }),
      state: t.arg({ type: AttendanceStateEnum }),
      role: t.arg({ type: UserTypeEnum }),
      search: t.arg.string(),
      offset: t.arg.int(),
      limit: t.arg.int(),
    },
    resolve: (_r, { eventId, ...a }, ctx) =>
      listAttendees(ctx.db, ctx.actor, String(eventId), withoutNulls(a)),
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

builder.mutationField('addEventAttendees', (t) =>
  t.field({
    type: [AttendanceRef],
    subGraphs: [...ADMIN],
    // Startup attendees are the wider row (INCUBATOR too); corporates are checked per company.
    authScopes: can('addStartupAttendees'),
    description: 'Adds organisations to an event (approved): all or none.',
    args: { eventId: t.arg.id({ required: true }), companyIds: t.arg.idList({ required: true }) },
    resolve: (_r, a, ctx) => addEventAttendees(ctx, String(a.eventId), a.companyIds.map(String)),
  }),
);

builder.mutationField('decideAttendance', (t) =>
  t.field({
    type: AttendanceRef,
    subGraphs: [...ADMIN],
    authScopes: can('decideAttendance'),
    description: 'Approves or declines a registration.',
    args: {
      attendanceId: t.arg.id({ required: true }),
      approve: t.arg.boolean({ required: true }),
    },
    resolve: (_r, a, ctx) => decideAttendance(ctx, String(a.attendanceId), a.approve),
  }),
);

builder.mutationField('setAttendanceAvailability', (t) =>
  t.field({
    type: AttendanceRef,
    subGraphs: [...ADMIN],
    authScopes: can('setAvailability'),
    description: 'The slots (indexes) a participant cannot attend.',
    args: { attendanceId: t.arg.id({ required: true }), slots: t.arg.intList({ required: true }) },
    resolve: (_r, a, ctx) =>
      setAttendanceAvailability(ctx.db, ctx.actor, String(a.attendanceId), a.slots),
  }),
);

builder.mutationField('joinEvent', (t) =>
  t.field({
    type: AttendanceRef,
    subGraphs: ['startup'],
    authScopes: startupOnly,
    description: 'Registers the own startup for an event (or accepts an invitation).',
    args: { eventId: t.arg.id({ required: true }) },
    resolve: (_r, a, ctx) => joinEvent(ctx, String(a.eventId)),
  }),
);

builder.mutationField('withdrawFromEvent', (t) =>
  t.field({
    type: AttendanceRef,
    subGraphs: ['startup'],
    authScopes: startupOnly,
    args: { eventId: t.arg.id({ required: true }) },
    resolve: (_r, a, ctx) => withdrawFromEvent(ctx, String(a.eventId)),
  }),
);

builder.mutationField('setMyAvailability', (t) =>
  t.field({
    type: AttendanceRef,
    subGraphs: [...USER_GRAPHS],
    authScopes: anyUser,
    description: 'The slots (indexes) the own organisation cannot attend.',
    args: { eventId: t.arg.id({ required: true }), slots: t.arg.intList({ required: true }) },
    resolve: (_r, a, ctx) => setMyAvailability(ctx.db, ctx.actor, String(a.eventId), a.slots),
  }),
);

builder.mutationField('setAttendingMembers', (t) =>
  t.field({
    type: AttendanceRef,
    subGraphs: [...USER_GRAPHS],
    authScopes: anyUser,
    description: 'The team members who come to the event.',
    args: { eventId: t.arg.id({ required: true }), userIds: t.arg.idList({ required: true }) },
    resolve: (_r, a, ctx) =>
      setAttendingMembers(ctx.db, ctx.actor, String(a.eventId), a.userIds.map(String)),
  }),
);
