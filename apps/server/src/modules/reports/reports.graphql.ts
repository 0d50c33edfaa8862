import { builder } from '../../graphql/builder.ts';
import { ADMIN_GRAPH, can, signedIn, SIGNED_IN_GRAPHS, USER_GRAPHS } from '../../graphql/scopes.ts';
import { funnel, myFunnel, type FunnelView, type RateRow } from './funnel.service.ts';

/** The programme funnel on the graphs (docs/decisions/060). */

const seen = { authScopes: signedIn };
const G = SIGNED_IN_GRAPHS;

const RateRowRef = builder.objectRef<RateRow>('FollowUpRateRow').implement({
  subGraphs: ADMIN_GRAPH,
  description: 'Held meetings and those with a follow-up for one event, corporate or incubator.',
  fields: (t) => ({
    id: t.exposeID('id', seen),
    name: t.exposeString('name', seen),
    held: t.exposeInt('held', seen),
    followUp: t.exposeInt('followUp', seen),
    rate: t.exposeFloat('rate', { ...seen, description: 'followUp / held, 0–1.' }),
  }),
});

const FunnelRef = builder.objectRef<FunnelView>('Funnel').implement({
  subGraphs: G,
  description:
    'Counts of each stage (docs/decisions/060): companies for invited/registered, pairs for the match stages, meetings from scheduled on, grant applications for the grant stages.',
  fields: (t) => ({
    invited: t.exposeInt('invited', {
      ...seen,
      description: 'Companies on the events’ lists (any attendance).',
    }),
    registered: t.exposeInt('registered', {
      ...seen,
      description: 'Companies registered or approved.',
    }),
    needs: t.exposeInt('needs', {
      ...seen,
      description: 'Published (or closed) needs of corporates in scope.',
    }),
    suggested: t.exposeInt('suggested', {
      ...seen,
      description: 'Pairs published to the corporate (past PROPOSED).',
    }),
    selected: t.exposeInt('selected', {
      ...seen,
      description: 'Pairs the corporate chose to meet (MUST_MEET or MEET).',
    }),
    confirmed: t.exposeInt('confirmed', { ...seen, description: 'Pairs the startup confirmed.' }),
    scheduled: t.exposeInt('scheduled', {
      ...seen,
      description: 'Meetings published on an agenda.',
    }),
    held: t.exposeInt('held', { ...seen, description: 'Meetings held.' }),
    rated: t.exposeInt('rated', {
      ...seen,
      description: 'Held meetings rated by at least one side.',
    }),
    ratedByBoth: t.exposeInt('ratedByBoth', {
      ...seen,
      description: 'Held meetings rated by both sides.',
    }),
    wantsFollowUp: t.exposeInt('wantsFollowUp', {
      ...seen,
      description: 'Held meetings where either side wants a follow-up.',
    }),
    followUpReported: t.exposeInt('followUpReported', {
      ...seen,
      description: 'Held meetings with a second-stage report of continued contact or an outcome.',
    }),
    collaboration: t.exposeInt('collaboration', {
      ...seen,
      description: 'Held meetings that led to an agreement, NDA, LOI, pilot or contract.',
    }),
    grantApplied: t.exposeInt('grantApplied', {
      ...seen,
      description: 'Grant applications past DRAFT from pairs in scope.',
    }),
    grantSigned: t.exposeInt('grantSigned', {
      ...seen,
      description: 'Grant applications SIGNED or CLOSED.',
    }),
    noShows: t.exposeInt('noShows', { ...seen, description: 'Meetings marked NO_SHOW.' }),
    followUpMeetings: t.exposeInt('followUpMeetings', {
      ...seen,
      description: 'Held meetings counted by the follow-up rate.',
    }),
    followUpRate: t.float({
      ...seen,
      nullable: true,
      description:
        'Held meetings with a reported follow-up (before the second stage: either side wants one) / held meetings, 0–1.',
      resolve: (f) => f.followUpRate,
    }),
    noShowRate: t.float({
      ...seen,
      nullable: true,
      description: 'NO_SHOW / (HELD + NO_SHOW), 0–1.',
      resolve: (f) => f.noShowRate,
    }),
    startupRating: t.float({
      ...seen,
      nullable: true,
      description:
        'Average of the startups’ ratings; for a reader who does not read the startup side’s ratings (a corporate, a consortium member) null until 5 different startups have rated.',
      resolve: (f) => f.startupRating,
    }),
    startupRatings: t.exposeInt('startupRatings', seen),
    corporateRating: t.float({
      ...seen,
      nullable: true,
      description:
        'Average of the corporates’ ratings; for a reader who does not read the corporate side’s ratings (a startup, an incubator, a consortium member) null until 5 different corporates have rated.',
      resolve: (f) => f.corporateRating,
    }),
    corporateRatings: t.exposeInt('corporateRatings', seen),
    byEvent: t.field({
      ...seen,
      subGraphs: ADMIN_GRAPH,
      type: [RateRowRef],
      resolve: (f) => f.byEvent,
    }),
    byCorporate: t.field({
      ...seen,
      subGraphs: ADMIN_GRAPH,
      type: [RateRowRef],
      resolve: (f) => f.byCorporate,
    }),
    byIncubator: t.field({
      ...seen,
      subGraphs: ADMIN_GRAPH,
      type: [RateRowRef],
      resolve: (f) => f.byIncubator,
    }),
  }),
});

const FunnelFilterInput = builder.inputType('FunnelFilter', {
  subGraphs: ADMIN_GRAPH,
  fields: (t) => ({
    eventId: t.id(),
    corporateId: t.id(),
    incubator: t.string({ description: 'An incubator’s identifier or listed name.' }),
    from: t.string({ description: 'Events starting on or after (ISO 8601).' }),
    to: t.string({ description: 'Events starting on or before (ISO 8601).' }),
  }),
});

builder.queryField('funnel', (t) =>
  t.field({
    type: FunnelRef,
    subGraphs: ADMIN_GRAPH,
    authScopes: can('viewReports'),
    description: 'The programme funnel in the caller’s reach, narrowed by the filter.',
    args: { filter: t.arg({ type: FunnelFilterInput }) },
    resolve: (_r, a, ctx) =>
      funnel(ctx.db, ctx.actor, {
        eventId: a.filter?.eventId == null ? null : String(a.filter.eventId),
        corporateId: a.filter?.corporateId == null ? null : String(a.filter.corporateId),
        incubator: a.filter?.incubator ?? null,
        from: a.filter?.from ?? null,
        to: a.filter?.to ?? null,
      }),
  }),
);

builder.queryField('myFunnel', (t) =>
  t.field({
    type: FunnelRef,
    subGraphs: USER_GRAPHS,
    authScopes: can('viewOwnResults'),
    description: 'The own organisation’s results: needs, pairs, meetings and what came of them.',
    args: { eventId: t.arg.id() },
    resolve: (_r, a, ctx) =>
      myFunnel(ctx.db, ctx.actor, a.eventId == null ? null : String(a.eventId)),
  }),
);
