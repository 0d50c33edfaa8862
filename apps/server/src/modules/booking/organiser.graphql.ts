import { BOOKING_STATES } from '@matchday/shared';
import { builder } from '../../graphql/builder.ts';
import { ADMIN_GRAPH, can } from '../../graphql/scopes.ts';
import { eventBookingRequests, type OrganiserBookingRequest } from './organiser.service.ts';

/** The organisers' list of an event's meeting requests (Schedule tab; issue 34). */

const organiser = { authScopes: can('manageBooking') };

const StateEnum = builder.enumType('OrganiserBookingState', {
  subGraphs: ADMIN_GRAPH,
  values: BOOKING_STATES,
});

const RequestRef = builder.objectRef<OrganiserBookingRequest>('OrganiserBookingRequest').implement({
  subGraphs: ADMIN_GRAPH,
  description: 'A meeting request between two participants, as the organisers see it.',
  fields: (t) => ({
    id: t.exposeID('id', organiser),
    state: t.expose('state', { ...organiser, type: StateEnum }),
    startupName: t.exposeString('startupName', organiser),
    corporateName: t.exposeString('corporateName', organiser),
    requesterName: t.exposeString('requesterName', organiser),
    startsAt: t.expose('startsAt', { ...organiser, type: 'DateTime' }),
    endsAt: t.expose('endsAt', { ...organiser, type: 'DateTime' }),
    expiresAt: t.expose('expiresAt', { ...organiser, type: 'DateTime' }),
    declineReason: t.exposeString('declineReason', { ...organiser, nullable: true }),
    meetingId: t.exposeID('meetingId', { ...organiser, nullable: true }),
  }),
});

builder.queryField('eventBookingRequests', (t) =>
  t.field({
    type: [RequestRef],
    subGraphs: ADMIN_GRAPH,
    ...organiser,
    description: 'An event’s meeting requests between participants, newest first (organisers).',
    args: { eventId: t.arg.id({ required: true }) },
    resolve: (_r, a, ctx) => eventBookingRequests(ctx.db, ctx.actor, String(a.eventId)),
  }),
);
