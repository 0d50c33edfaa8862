import { builder } from '../../graphql/builder.ts';
import { ADMIN_GRAPH, anyUser, can, USER_GRAPHS } from '../../graphql/scopes.ts';
import { MeetingRef } from '../meetings/meetings.types.graphql.ts';
import {
  arrivedCompanies,
  checkInByCode,
  checkInCodeFor,
  checkInList,
  checkInPerson,
  suggestFromArrivals,
  type ArrivalRow,
  type CheckedIn,
} from './checkin.service.ts';

/** QR check-in: the participant's code on its agenda; the organisers' desk (admin graph). */

const desk = { authScopes: can('checkInPeople') };

builder.objectField(MeetingRef, 'checkInCode', (t) =>
  t.string({
    subGraphs: USER_GRAPHS,
    authScopes: anyUser,
    description:
      'The signed-in person’s check-in code for the meeting’s event (what its QR code holds).',
    resolve: (m, _a, ctx) => checkInCodeFor(ctx.db, ctx.actor, m.eventId),
  }),
);

const SuggestionEnum = builder.enumType('ArrivalSuggestion', {
  subGraphs: ADMIN_GRAPH,
  values: ['HELD', 'NO_SHOW_STARTUP', 'NO_SHOW_CORPORATE', 'NO_SHOW_BOTH'] as const,
  description: 'What the arrivals suggest for a meeting’s status.',
});

type Arrival = {
  startup: boolean;
  corporate: boolean;
  suggestion: ReturnType<typeof suggestFromArrivals>;
};
const ArrivalRef = builder.objectRef<Arrival>('MeetingArrival').implement({
  subGraphs: ADMIN_GRAPH,
  fields: (t) => ({
    startup: t.exposeBoolean('startup', { ...desk, description: 'Someone of the startup came.' }),
    corporate: t.exposeBoolean('corporate', desk),
    suggestion: t.field({
      ...desk,
      type: SuggestionEnum,
      nullable: true,
      description: 'Held when both came; a no-show 5 minutes after the start; else null.',
      resolve: (a) => a.suggestion,
    }),
  }),
});

/** One read of an event's arrivals per request, however many meetings ask. */
const arrivedCache = new WeakMap<object, Map<string, Promise<Set<string>>>>();

builder.objectField(MeetingRef, 'arrival', (t) =>
  t.field({
    type: ArrivalRef,
    subGraphs: ADMIN_GRAPH,
    ...desk,
    resolve: async (m, _a, ctx) => {
      let cache = arrivedCache.get(ctx);
      if (!cache) arrivedCache.set(ctx, (cache = new Map()));
      if (!cache.has(m.eventId)) cache.set(m.eventId, arrivedCompanies(ctx.db, m.eventId));
      const arrived = await cache.get(m.eventId)!;
      return {
        startup: arrived.has(m.startupId),
        corporate: arrived.has(m.corporateId),
        suggestion: suggestFromArrivals(m, arrived, new Date()),
      };
    },
  }),
);

const NextRef = builder.objectRef<NonNullable<CheckedIn['next']>>('CheckInNextMeeting').implement({
  subGraphs: ADMIN_GRAPH,
  fields: (t) => ({
    startsAt: t.expose('startsAt', { ...desk, type: 'DateTime' }),
    place: t.exposeString('place', { ...desk, nullable: true }),
    counterpartName: t.exposeString('counterpartName', desk),
  }),
});

const CheckInRef = builder.objectRef<CheckedIn>('CheckIn').implement({
  subGraphs: ADMIN_GRAPH,
  description: 'A person checked in at an event, with their next meeting.',
  fields: (t) => ({
    userId: t.exposeID('userId', desk),
    name: t.exposeString('name', desk),
    companyName: t.exposeString('companyName', desk),
    role: t.exposeString('role', desk),
    arrivedAt: t.expose('arrivedAt', { ...desk, type: 'DateTime' }),
    already: t.exposeBoolean('already', { ...desk, description: 'Checked in before.' }),
    next: t.field({ ...desk, type: NextRef, nullable: true, resolve: (c) => c.next }),
  }),
});

const ArrivalRowRef = builder.objectRef<ArrivalRow>('CheckInPerson').implement({
  subGraphs: ADMIN_GRAPH,
  fields: (t) => ({
    userId: t.exposeID('userId', desk),
    name: t.exposeString('name', desk),
    companyName: t.exposeString('companyName', desk),
    role: t.exposeString('role', desk),
    arrivedAt: t.expose('arrivedAt', { ...desk, type: 'DateTime', nullable: true }),
  }),
});

builder.queryField('checkInList', (t) =>
  t.field({
    type: [ArrivalRowRef],
    subGraphs: ADMIN_GRAPH,
    ...desk,
    description: 'The event’s participants by name (at most 50), with who has arrived.',
    args: { eventId: t.arg.id({ required: true }), search: t.arg.string() },
    resolve: (_r, a, ctx) => checkInList(ctx.db, ctx.actor, String(a.eventId), a.search),
  }),
);

builder.mutationField('checkInByCode', (t) =>
  t.field({
    type: CheckInRef,
    subGraphs: ADMIN_GRAPH,
    ...desk,
    description: 'Checks in the person whose QR code was scanned.',
    args: { eventId: t.arg.id({ required: true }), code: t.arg.string({ required: true }) },
    resolve: (_r, a, ctx) => checkInByCode(ctx.db, ctx.actor, String(a.eventId), a.code),
  }),
);

builder.mutationField('checkInPerson', (t) =>
  t.field({
    type: CheckInRef,
    subGraphs: ADMIN_GRAPH,
    ...desk,
    description: 'Checks in a person found by name.',
    args: { eventId: t.arg.id({ required: true }), userId: t.arg.id({ required: true }) },
    resolve: (_r, a, ctx) => checkInPerson(ctx.db, ctx.actor, String(a.eventId), String(a.userId)),
  }),
);
