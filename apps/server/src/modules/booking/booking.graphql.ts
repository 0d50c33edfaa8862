import { BOOKING_REQUEST_MODES, BOOKING_STATES, SCHEDULING_MODES } from '@matchday/shared';
import { builder } from '../../graphql/builder.ts';
import { withoutNulls } from '../../graphql/inputs.ts';
import { ADMIN_GRAPH, can, signedIn, SIGNED_IN_GRAPHS, USER_GRAPHS } from '../../graphql/scopes.ts';
import { EventRef } from '../events/events.types.graphql.ts';
import type { BookingSettings } from './booking.queries.ts';
import { bookableTimes, type Bookable, type BookableTime } from './bookable.service.ts';
import {
  acceptMeetingRequest,
  declineMeetingRequest,
  myBookingRequests,
  proposeOtherTime,
  requestMeeting,
  type BookingRequestView,
} from './requests.service.ts';
import { bookingSettingsOf, setBookingSettings } from './settings.service.ts';
import './attendees.graphql.ts';
import './organiser.graphql.ts';

/** Booking by participants (docs/decisions/109): settings on the admin graph, booking on the users'. */

const seen = { authScopes: signedIn };
const booker = { authScopes: can('bookMeetings') };

const SchedulingModeEnum = builder.enumType('SchedulingMode', {
  subGraphs: SIGNED_IN_GRAPHS,
  description:
    'Who places the meetings: the organisers, the participants, or both (organisers first).',
  values: SCHEDULING_MODES,
});
const BookingRequestModeEnum = builder.enumType('BookingRequestMode', {
  subGraphs: SIGNED_IN_GRAPHS,
  description: 'AUTOMATIC: a request is booked at once; APPROVAL: the counterpart answers it.',
  values: BOOKING_REQUEST_MODES,
});
const BookingStateEnum = builder.enumType('BookingState', {
  subGraphs: USER_GRAPHS,
  values: BOOKING_STATES,
});

const BookingSettingsRef = builder.objectRef<BookingSettings>('BookingSettings').implement({
  subGraphs: SIGNED_IN_GRAPHS,
  description: 'How an event is scheduled and the rules of booking by participants.',
  fields: (t) => ({
    eventId: t.exposeID('eventId', seen),
    schedulingMode: t.expose('schedulingMode', { ...seen, type: SchedulingModeEnum }),
    opensAt: t.expose('opensAt', { ...seen, type: 'DateTime', nullable: true }),
    closesAt: t.expose('closesAt', { ...seen, type: 'DateTime', nullable: true }),
    maxMeetings: t.exposeInt('maxMeetings', {
      ...seen,
      nullable: true,
      description: 'As set; null: as many as the event has slots.',
    }),
    effectiveMaxMeetings: t.exposeInt('effectiveMaxMeetings', seen),
    expiryMinutes: t.exposeInt('expiryMinutes', seen),
    requestMode: t.expose('requestMode', { ...seen, type: BookingRequestModeEnum }),
  }),
});

const BookableTimeRef = builder.objectRef<BookableTime>('BookableTime').implement({
  subGraphs: USER_GRAPHS,
  fields: (t) => ({
    slot: t.exposeInt('slot', { ...booker, description: 'Slot index of the event’s grid.' }),
    startsAt: t.expose('startsAt', { ...booker, type: 'DateTime' }),
    endsAt: t.expose('endsAt', { ...booker, type: 'DateTime' }),
  }),
});

const BookableTimesRef = builder.objectRef<Bookable>('BookableTimes').implement({
  subGraphs: USER_GRAPHS,
  description: 'The times two participants are both free, or why booking is not possible.',
  fields: (t) => ({
    possible: t.exposeBoolean('possible', booker),
    reason: t.exposeString('reason', { ...booker, nullable: true }),
    times: t.field({ ...booker, type: [BookableTimeRef], resolve: (b) => b.times }),
  }),
});

const BookingRequestRef = builder.objectRef<BookingRequestView>('BookingRequest').implement({
  subGraphs: USER_GRAPHS,
  description: 'A meeting request between two participants at a concrete time.',
  fields: (t) => ({
    id: t.exposeID('id', booker),
    eventId: t.exposeID('eventId', booker),
    state: t.expose('state', { ...booker, type: BookingStateEnum }),
    incoming: t.exposeBoolean('incoming', {
      ...booker,
      description: 'The signed-in organisation is asked (it answers).',
    }),
    counterpartId: t.exposeID('counterpartId', booker),
    counterpartName: t.exposeString('counterpartName', booker),
    startsAt: t.expose('startsAt', { ...booker, type: 'DateTime' }),
    endsAt: t.expose('endsAt', { ...booker, type: 'DateTime' }),
    expiresAt: t.expose('expiresAt', { ...booker, type: 'DateTime' }),
    declineReason: t.exposeString('declineReason', { ...booker, nullable: true }),
    meetingId: t.exposeID('meetingId', { ...booker, nullable: true }),
  }),
});

builder.objectField(EventRef, 'booking', (t) =>
  t.field({
    type: BookingSettingsRef,
    subGraphs: SIGNED_IN_GRAPHS,
    authScopes: signedIn,
    description: 'How the event is scheduled (ORGANISER unless its organisers said otherwise).',
    resolve: (e, _a, ctx) => bookingSettingsOf(ctx.db, ctx.actor, e.id),
  }),
);

const SettingsInput = builder.inputType('BookingSettingsInput', {
  subGraphs: ADMIN_GRAPH,
  fields: (t) => ({
    schedulingMode: t.field({ type: SchedulingModeEnum, required: true }),
    opensAt: t.string({ description: 'ISO 8601 instant; empty: open now.' }),
    closesAt: t.string({ description: 'ISO 8601 instant; empty: until the event.' }),
    maxMeetings: t.int({ description: 'Per participant; empty: the number of slots.' }),
    expiryMinutes: t.int({ description: '15 minutes to 10 days (14400); default 2 days.' }),
    requestMode: t.field({ type: BookingRequestModeEnum }),
  }),
});

builder.mutationField('setBookingSettings', (t) =>
  t.field({
    type: BookingSettingsRef,
    subGraphs: ADMIN_GRAPH,
    authScopes: can('manageBooking'),
    description: 'Sets how an event is scheduled and its booking rules.',
    args: {
      eventId: t.arg.id({ required: true }),
      input: t.arg({ type: SettingsInput, required: true }),
    },
    resolve: (_r, a, ctx) =>
      setBookingSettings(ctx.db, ctx.actor, String(a.eventId), withoutNulls(a.input)),
  }),
);

builder.queryField('bookableTimes', (t) =>
  t.field({
    type: BookableTimesRef,
    subGraphs: USER_GRAPHS,
    authScopes: can('bookMeetings'),
    description: 'The times the own organisation and a counterpart are both free at an event.',
    args: {
      eventId: t.arg.id({ required: true }),
      counterpartCompanyId: t.arg.id({ required: true }),
    },
    resolve: (_r, a, ctx) =>
      bookableTimes(ctx.db, ctx.actor, String(a.eventId), String(a.counterpartCompanyId)),
  }),
);

builder.queryField('myBookingRequests', (t) =>
  t.field({
    type: [BookingRequestRef],
    subGraphs: USER_GRAPHS,
    authScopes: can('bookMeetings'),
    description: 'The own organisation’s meeting requests at an event, both ways, newest first.',
    args: { eventId: t.arg.id({ required: true }) },
    resolve: (_r, a, ctx) => myBookingRequests(ctx.db, ctx.actor, String(a.eventId)),
  }),
);

builder.mutationField('requestMeeting', (t) =>
  t.field({
    type: BookingRequestRef,
    subGraphs: USER_GRAPHS,
    authScopes: can('bookMeetings'),
    description:
      'Asks a counterpart for a meeting at a time both are free (booked at once in AUTOMATIC events).',
    args: {
      eventId: t.arg.id({ required: true }),
      counterpartCompanyId: t.arg.id({ required: true }),
      slot: t.arg.int({ required: true }),
    },
    resolve: (_r, a, ctx) =>
      requestMeeting(ctx, String(a.eventId), String(a.counterpartCompanyId), a.slot),
  }),
);

builder.mutationField('acceptMeetingRequest', (t) =>
  t.field({
    type: BookingRequestRef,
    subGraphs: USER_GRAPHS,
    authScopes: can('bookMeetings'),
    description: 'Accepts a meeting request: the meeting is booked, with a table.',
    args: { requestId: t.arg.id({ required: true }) },
    resolve: (_r, a, ctx) => acceptMeetingRequest(ctx, String(a.requestId)),
  }),
);

builder.mutationField('declineMeetingRequest', (t) =>
  t.field({
    type: BookingRequestRef,
    subGraphs: USER_GRAPHS,
    authScopes: can('bookMeetings'),
    description: 'Declines a meeting request, with a reason the requester reads.',
    args: { requestId: t.arg.id({ required: true }), reason: t.arg.string() },
    resolve: (_r, a, ctx) => declineMeetingRequest(ctx, String(a.requestId), a.reason),
  }),
);

builder.mutationField('proposeOtherTime', (t) =>
  t.field({
    type: BookingRequestRef,
    subGraphs: USER_GRAPHS,
    authScopes: can('bookMeetings'),
    description: 'Answers a meeting request with another time: a new request goes the other way.',
    args: { requestId: t.arg.id({ required: true }), slot: t.arg.int({ required: true }) },
    resolve: (_r, a, ctx) => proposeOtherTime(ctx, String(a.requestId), a.slot),
  }),
);
