import { HOME_ACTION_KINDS } from '@matchday/shared';
import { builder } from '../../graphql/builder.ts';
import { can, USER_GRAPHS } from '../../graphql/scopes.ts';
import { AttendanceStateEnum, EventRef } from '../events/events.types.graphql.ts';
import type { OpenEvent } from '../events/open-events.service.ts';
import { NowNextRef } from '../liveday/liveday.graphql.ts';
import type { NextMeeting } from '../meetings/next-meeting.service.ts';
import { myHome, type Home, type PendingAction } from './home.service.ts';

/** The home page's query on the startup and corporate graphs (decision 076). */

const G = USER_GRAPHS;
const own = { authScopes: can('viewOwnHome') };

const HomeActionKindEnum = builder.enumType('HomeActionKind', {
  subGraphs: G,
  values: HOME_ACTION_KINDS,
});

type Named = { id: string; name: string };
const NamedRef = builder.objectRef<Named>('HomeNamed').implement({
  subGraphs: G,
  description: 'An event or company named on the home page.',
  fields: (t) => ({ id: t.exposeID('id', own), name: t.exposeString('name', own) }),
});

type MeetingEvent = NextMeeting['entry']['event'];
const HomeMeetingEventRef = builder.objectRef<MeetingEvent>('HomeMeetingEvent').implement({
  subGraphs: G,
  fields: (t) => ({
    id: t.exposeID('id', own),
    name: t.exposeString('name', own),
    timezone: t.exposeString('timezone', {
      ...own,
      description: 'IANA zone: times are shown in it.',
    }),
    venue: t.exposeString('venue', own),
  }),
});

const HomeMeetingRef = builder.objectRef<NextMeeting>('HomeMeeting').implement({
  subGraphs: G,
  description: 'The own company’s next published meeting, as its agenda shows it.',
  fields: (t) => ({
    id: t.id({ ...own, resolve: (m) => m.entry.view.id }),
    startsAt: t.field({ ...own, type: 'DateTime', resolve: (m) => m.entry.view.startsAt! }),
    endsAt: t.field({ ...own, type: 'DateTime', resolve: (m) => m.entry.view.endsAt! }),
    tableName: t.string({ ...own, nullable: true, resolve: (m) => m.entry.view.tableName }),
    videoLink: t.string({ ...own, nullable: true, resolve: (m) => m.entry.view.videoLink }),
    needTitle: t.string({ ...own, nullable: true, resolve: (m) => m.entry.needTitle }),
    counterpart: t.field({ ...own, type: NamedRef, resolve: (m) => m.counterpart }),
    event: t.field({ ...own, type: HomeMeetingEventRef, resolve: (m) => m.entry.event }),
  }),
});

const PendingActionRef = builder.objectRef<PendingAction>('PendingAction').implement({
  subGraphs: G,
  description: 'Something waiting for the own company, and the page where it is done.',
  fields: (t) => ({
    kind: t.expose('kind', { ...own, type: HomeActionKindEnum }),
    count: t.exposeInt('count', own),
    path: t.exposeString('path', { ...own, description: 'The web app’s page where it is done.' }),
    event: t.field({ ...own, type: NamedRef, nullable: true, resolve: (a) => a.event }),
    items: t.exposeStringList('items', {
      ...own,
      description: 'FINISH_PROFILE: the missing fields, by label.',
    }),
  }),
});

const OpenEventRef = builder.objectRef<OpenEvent>('OpenEvent').implement({
  subGraphs: G,
  fields: (t) => ({
    event: t.field({ ...own, type: EventRef, resolve: (o) => o.event }),
    myState: t.field({
      ...own,
      type: AttendanceStateEnum,
      nullable: true,
      description: 'INVITED or WITHDRAWN; null when never registered.',
      resolve: (o) => o.myState,
    }),
    canJoin: t.exposeBoolean('canJoin', {
      ...own,
      description: 'Startups register themselves; organisers add corporates.',
    }),
  }),
});

const HomeRef = builder.objectRef<Home>('Home').implement({
  subGraphs: G,
  fields: (t) => ({
    nextMeeting: t.field({
      ...own,
      type: HomeMeetingRef,
      nullable: true,
      resolve: (h) => h.nextMeeting,
    }),
    liveNow: t.field({
      ...own,
      type: NowNextRef,
      nullable: true,
      description: 'While an event of the company runs: its current and next meeting.',
      resolve: (h) => h.liveNow,
    }),
    pendingActions: t.field({ ...own, type: [PendingActionRef], resolve: (h) => h.pendingActions }),
    openEvents: t.field({ ...own, type: [OpenEventRef], resolve: (h) => h.openEvents }),
  }),
});

builder.queryField('myHome', (t) =>
  t.field({
    type: HomeRef,
    subGraphs: G,
    authScopes: can('viewOwnHome'),
    description:
      'The own company’s home: next meeting, pending actions with counts and their pages, open events.',
    resolve: (_r, _a, ctx) => myHome(ctx.db, ctx.actor),
  }),
);
