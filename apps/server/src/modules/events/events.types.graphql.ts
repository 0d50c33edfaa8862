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
import { page } from '../../graphql/page.ts';
import {
  anyAdmin,
  anyUser,
  signedIn,
  SIGNED_IN_GRAPHS,
  USER_GRAPHS,
} from '../../graphql/scopes.ts';
import { ActivityStatusEnum, UserTypeEnum } from '../accounts/accounts.graphql.ts';
import { attendanceSummaries, type AttendanceSummary } from './attendance.queries.ts';
import { slotIndexes } from './slots.ts';
import type { AttendanceRow, AttendanceView } from './attendance.types.ts';
import { hostsOf } from './event-hosts.service.ts';
import { getEvent, type EventRow, type EventView } from './events.service.ts';

/** GraphQL types of events and attendance, shared by the event and attendance fields. */

export const open = { authScopes: { public: true } };
export const maybeOpen = { authScopes: { public: true }, nullable: true } as const;
export const seen = { authScopes: signedIn };
export const admin = { authScopes: anyAdmin };
export const ADMIN = ['admin'] as const;

/** Per-request batches: one statement for all events of a list, never one per event. */
const loaders = new WeakMap<object, ReturnType<typeof makeLoaders>>();
function makeLoaders(ctx: GraphContext) {
  return {
    // Counts and the own attendance of every event of the list: one statement for both fields.
    attendance: new DataLoader(async (ids: readonly string[]) => {
      const map = await attendanceSummaries(ctx.db, ctx.actor, [...ids]);
      return ids.map((id) => map.get(id)!);
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

/** Hands the loader summaries already read by the list's own statement (no second statement). */
export function primeAttendance(ctx: GraphContext, summaries: Map<string, AttendanceSummary>) {
  const { attendance } = load(ctx);
  for (const [id, summary] of summaries) attendance.prime(id, summary);
}

export const EventFormatEnum = builder.enumType('EventFormat', {
  subGraphs: ALL_GRAPHS,
  values: EVENT_FORMATS,
});
export const EventStatusEnum = builder.enumType('EventStatus', {
  subGraphs: ALL_GRAPHS,
  values: EVENT_STATUSES,
});
export const EventWhenEnum = builder.enumType('EventWhen', {
  subGraphs: ALL_GRAPHS,
  values: EVENT_WHEN,
});
export const AttendanceStateEnum = builder.enumType('AttendanceState', {
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
const ParticipantContactRef = builder
  .objectRef<{ name: string; email: string }>('ParticipantContact')
  .implement({
    subGraphs: SIGNED_IN_GRAPHS,
    fields: (t) => ({
      name: t.exposeString('name', seen),
      email: t.exposeString('email', seen),
    }),
  });
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
      contactPerson: t.field({
        ...seen,
        type: ParticipantContactRef,
        nullable: true,
        description:
          'The member other organisations contact; null when none, or when the permission table does not show this company’s people to the viewer (an EVENT_HOST).',
        resolve: (c) => c.contactPerson ?? null,
      }),
    }),
  });

type AttendanceShape = AttendanceRow & {
  company?: ParticipantCompany;
  unavailableSlots?: number[];
};
export const AttendanceRef = builder.objectRef<AttendanceShape>('Attendance').implement({
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
    declineReason: t.exposeString('declineReason', {
      ...seen,
      nullable: true,
      description: 'The organisers’ reason for a decline (the company was sent it).',
    }),
  }),
});

export const EventRef = builder.objectRef<EventView>('Event').implement({
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
      resolve: async (e, _a, ctx) => (await load(ctx).attendance.load(e.id)).counts,
    }),
    suggestionFloor: t.exposeInt('suggestionFloor', {
      subGraphs: [...ADMIN],
      ...admin,
      description: 'The engine proposes no startup scoring below this (0..100).',
    }),
    reminderMinutes: t.exposeInt('reminderMinutes', {
      ...seen,
      description: 'Minutes before each meeting its participants are reminded (0: none).',
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
      resolve: async (e, _a, ctx) => (await load(ctx).attendance.load(e.id)).mine,
    }),
  }),
});

export const EventPage = page<EventView>('EventPage', EventRef, SIGNED_IN_GRAPHS, signedIn);
export const AttendancePage = page<AttendanceShape>('AttendancePage', AttendanceRef);
