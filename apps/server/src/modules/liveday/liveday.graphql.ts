import { builder } from '../../graphql/builder.ts';
import { ADMIN_GRAPH, can, USER_GRAPHS } from '../../graphql/scopes.ts';
import { EventStatusEnum } from '../events/events.types.graphql.ts';
import { myNowNext, type LiveMeeting, type NowNext } from './now-next.service.ts';
import { reportRunningLate, type LateNotice } from './running-late.service.ts';
import {
  createVenueScreen,
  revokeVenueScreen,
  venueScreenOf,
  type VenueScreenLink,
  type VenueScreenState,
} from './venue-screen.service.ts';

/** The live day (decision 108): a participant's now / next and "running late"; venue screens. */

const G = USER_GRAPHS;
const own = { authScopes: can('viewMeetings') };
const organisers = { authScopes: can('manageVenueScreens') };

const LiveCounterpartRef = builder
  .objectRef<LiveMeeting['counterpart']>('LiveCounterpart')
  .implement({
    subGraphs: G,
    fields: (t) => ({ id: t.exposeID('id', own), name: t.exposeString('name', own) }),
  });

const LiveMeetingRef = builder.objectRef<LiveMeeting>('LiveMeeting').implement({
  subGraphs: G,
  description: 'A meeting of the own company on the live day, as its agenda shows it.',
  fields: (t) => ({
    id: t.id({ ...own, resolve: (m) => m.entry.view.id }),
    startsAt: t.field({ ...own, type: 'DateTime', resolve: (m) => m.entry.view.startsAt! }),
    endsAt: t.field({ ...own, type: 'DateTime', resolve: (m) => m.entry.view.endsAt! }),
    tableName: t.string({ ...own, nullable: true, resolve: (m) => m.entry.view.tableName }),
    videoLink: t.string({ ...own, nullable: true, resolve: (m) => m.entry.view.videoLink }),
    needTitle: t.string({ ...own, nullable: true, resolve: (m) => m.entry.needTitle }),
    counterpart: t.field({ ...own, type: LiveCounterpartRef, resolve: (m) => m.counterpart }),
    lateBySelf: t.exposeInt('lateBySelf', {
      ...own,
      nullable: true,
      description: 'Minutes late the own side said it runs (the most), or null.',
    }),
    lateByCounterpart: t.exposeInt('lateByCounterpart', {
      ...own,
      nullable: true,
      description: 'Minutes late the other side said it runs (the most), or null.',
    }),
  }),
});

type LiveEvent = NowNext['event'];
const LiveEventRef = builder.objectRef<LiveEvent>('LiveEvent').implement({
  subGraphs: G,
  fields: (t) => ({
    id: t.exposeID('id', own),
    name: t.exposeString('name', own),
    timezone: t.exposeString('timezone', own),
    venue: t.exposeString('venue', own),
    status: t.expose('status', { ...own, type: EventStatusEnum }),
  }),
});

export const NowNextRef = builder.objectRef<NowNext>('NowNext').implement({
  subGraphs: G,
  description: 'The own company’s current and next meeting at an event.',
  fields: (t) => ({
    event: t.field({ ...own, type: LiveEventRef, resolve: (n) => n.event }),
    endsAt: t.expose('endsAt', { ...own, type: 'DateTime', description: 'The event’s end.' }),
    current: t.field({ ...own, type: LiveMeetingRef, nullable: true, resolve: (n) => n.current }),
    next: t.field({ ...own, type: LiveMeetingRef, nullable: true, resolve: (n) => n.next }),
    at: t.expose('at', {
      ...own,
      type: 'DateTime',
      description: 'The server’s clock when answered.',
    }),
  }),
});

builder.queryField('myNowNext', (t) =>
  t.field({
    type: NowNextRef,
    subGraphs: G,
    ...own,
    description: 'The own company’s current and next meeting at an event (the live day).',
    args: { eventId: t.arg.id({ required: true }) },
    resolve: (_r, a, ctx) => myNowNext(ctx.db, ctx.actor, String(a.eventId)),
  }),
);

const LateNoticeRef = builder.objectRef<LateNotice>('LateNotice').implement({
  subGraphs: G,
  fields: (t) => ({
    meetingId: t.exposeID('meetingId', { authScopes: can('reportRunningLate') }),
    minutes: t.exposeInt('minutes', { authScopes: can('reportRunningLate') }),
    counterpartName: t.exposeString('counterpartName', { authScopes: can('reportRunningLate') }),
    told: t.exposeInt('told', {
      authScopes: can('reportRunningLate'),
      description: 'How many people of the other side were told.',
    }),
  }),
});

builder.mutationField('reportRunningLate', (t) =>
  t.field({
    type: LateNoticeRef,
    subGraphs: G,
    authScopes: can('reportRunningLate'),
    description:
      'Tells the other side of the current or next meeting, in the app, that the own side runs 5, 10 or 15 minutes late.',
    args: { meetingId: t.arg.id({ required: true }), minutes: t.arg.int({ required: true }) },
    resolve: (_r, a, ctx) =>
      reportRunningLate(ctx.db, ctx.actor, { meetingId: String(a.meetingId), minutes: a.minutes }),
  }),
);

const VenueScreenRef = builder.objectRef<VenueScreenState>('VenueScreen').implement({
  subGraphs: ADMIN_GRAPH,
  description: 'Whether an event has a live venue-screen link (the link is shown once).',
  fields: (t) => ({
    eventId: t.exposeID('eventId', organisers),
    active: t.exposeBoolean('active', organisers),
    createdAt: t.expose('createdAt', { ...organisers, type: 'DateTime', nullable: true }),
  }),
});

const VenueScreenLinkRef = builder.objectRef<VenueScreenLink>('VenueScreenLink').implement({
  subGraphs: ADMIN_GRAPH,
  description: 'A new venue-screen link: shown this once.',
  fields: (t) => ({
    eventId: t.exposeID('eventId', organisers),
    path: t.exposeString('path', { ...organisers, description: 'The web app’s path: /venue/…' }),
    createdAt: t.expose('createdAt', { ...organisers, type: 'DateTime' }),
  }),
});

builder.queryField('venueScreen', (t) =>
  t.field({
    type: VenueScreenRef,
    subGraphs: ADMIN_GRAPH,
    ...organisers,
    args: { eventId: t.arg.id({ required: true }) },
    resolve: (_r, a, ctx) => venueScreenOf(ctx.db, ctx.actor, String(a.eventId)),
  }),
);

builder.mutationField('createVenueScreen', (t) =>
  t.field({
    type: VenueScreenLinkRef,
    subGraphs: ADMIN_GRAPH,
    ...organisers,
    description: 'A new secret link for the event’s venue screen; the previous one stops working.',
    args: { eventId: t.arg.id({ required: true }) },
    resolve: (_r, a, ctx) => createVenueScreen(ctx.db, ctx.actor, String(a.eventId)),
  }),
);

builder.mutationField('revokeVenueScreen', (t) =>
  t.field({
    type: VenueScreenRef,
    subGraphs: ADMIN_GRAPH,
    ...organisers,
    description: 'Stops the event’s venue-screen link.',
    args: { eventId: t.arg.id({ required: true }) },
    resolve: (_r, a, ctx) => revokeVenueScreen(ctx.db, ctx.actor, String(a.eventId)),
  }),
);
