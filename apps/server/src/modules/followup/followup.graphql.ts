import {
  FOLLOW_UP_RESULTS,
  OUTCOME_KINDS,
  RATING_SIDES,
  RATING_VIA,
  REPORT_SIDES,
} from '@matchday/shared';
import DataLoader from 'dataloader';
import { builder } from '../../graphql/builder.ts';
import type { GraphContext } from '../../graphql/context.ts';
import { withoutNulls } from '../../graphql/inputs.ts';
import { can, signedIn, SIGNED_IN_GRAPHS, USER_GRAPHS } from '../../graphql/scopes.ts';
import { EventRef } from '../events/events.types.graphql.ts';
import { MeetingRef } from '../meetings/meetings.types.graphql.ts';
import { ownSide } from './followup.policy.ts';
import { rateMeeting, ratingsOf, type RatingRow } from './ratings.service.ts';
import {
  recordFollowUp,
  reportFollowUp,
  reportsOf,
  secondStageDays,
  setFollowUpSettings,
  type FollowUpReportView,
} from './reports.service.ts';

/** Ratings and follow-up on the graphs (docs/decisions/059). */

const G = SIGNED_IN_GRAPHS;
const seen = { authScopes: signedIn };
const ADMIN = ['admin'] as const;

export const RatingSideEnum = builder.enumType('RatingSide', {
  subGraphs: G,
  values: RATING_SIDES,
});
const ReportSideEnum = builder.enumType('FollowUpSide', { subGraphs: G, values: REPORT_SIDES });
export const ViaEnum = builder.enumType('AnswerVia', { subGraphs: G, values: RATING_VIA });
const ResultEnum = builder.enumType('FollowUpResult', { subGraphs: G, values: FOLLOW_UP_RESULTS });
const OutcomeKindEnum = builder.enumType('OutcomeKind', { subGraphs: G, values: OUTCOME_KINDS });

export const RatingRef = builder.objectRef<RatingRow>('MeetingRating').implement({
  subGraphs: G,
  description:
    'One side’s rating of a held meeting. Only the sides in the reader’s reach are shown.',
  fields: (t) => ({
    id: t.exposeID('id', seen),
    side: t.expose('side', { ...seen, type: RatingSideEnum }),
    score: t.exposeInt('score', seen),
    comment: t.exposeString('comment', { ...seen, nullable: true }),
    wantsFollowUp: t.exposeBoolean('wantsFollowUp', seen),
    via: t.expose('via', { ...seen, type: ViaEnum }),
    ratedAt: t.expose('ratedAt', {
      ...seen,
      type: 'DateTime',
      description: 'When the side first rated.',
    }),
    editedAt: t.expose('editedAt', {
      ...seen,
      type: 'DateTime',
      nullable: true,
      description: 'When its author last corrected it; null if never.',
    }),
  }),
});

type Outcome = FollowUpReportView['outcomes'][number];
const OutcomeRef = builder.objectRef<Outcome>('FollowUpOutcome').implement({
  subGraphs: G,
  fields: (t) => ({
    kind: t.expose('kind', { ...seen, type: OutcomeKindEnum }),
    happenedOn: t.exposeString('happenedOn', {
      ...seen,
      nullable: true,
      description: 'YYYY-MM-DD',
    }),
  }),
});

const ReportRef = builder.objectRef<FollowUpReportView>('FollowUpReport').implement({
  subGraphs: G,
  description: 'What came of a held meeting, by side (ORGANISER: learned by other means).',
  fields: (t) => ({
    id: t.exposeID('id', seen),
    side: t.expose('side', { ...seen, type: ReportSideEnum }),
    result: t.expose('result', { ...seen, type: ResultEnum }),
    source: t.exposeString('source', { ...seen, nullable: true }),
    comment: t.exposeString('comment', { ...seen, nullable: true }),
    via: t.expose('via', { ...seen, type: ViaEnum }),
    reportedAt: t.expose('reportedAt', { ...seen, type: 'DateTime' }),
    outcomes: t.field({ ...seen, type: [OutcomeRef], resolve: (r) => r.outcomes }),
  }),
});

const loaders = new WeakMap<GraphContext, ReturnType<typeof makeLoaders>>();
function makeLoaders(ctx: GraphContext) {
  return {
    ratings: new DataLoader(async (ids: readonly string[]) => {
      const rows = await ratingsOf(ctx.db, ctx.actor, ids);
      return ids.map((id) => rows.filter((r) => r.meetingId === id));
    }),
    reports: new DataLoader(async (ids: readonly string[]) => {
      const rows = await reportsOf(ctx.db, ctx.actor, ids);
      return ids.map((id) => rows.filter((r) => r.meetingId === id));
    }),
  };
}
function load(ctx: GraphContext) {
  let l = loaders.get(ctx);
  if (!l) loaders.set(ctx, (l = makeLoaders(ctx)));
  return l;
}

builder.objectFields(MeetingRef, (t) => ({
  ratings: t.field({
    ...seen,
    type: [RatingRef],
    description:
      'The ratings of the sides the reader may rate: organisers both, a party its own, never the counterpart’s.',
    resolve: (m, _a, ctx) => load(ctx).ratings.load(m.id),
  }),
  myRating: t.field({
    authScopes: { startup: true, corp: true },
    subGraphs: USER_GRAPHS,
    type: RatingRef,
    nullable: true,
    description: 'The own organisation’s rating of this meeting.',
    resolve: async (m, _a, ctx) => {
      const side = ownSide(ctx.actor);
      return (await load(ctx).ratings.load(m.id)).find((r) => r.side === side) ?? null;
    },
  }),
  followUps: t.field({
    ...seen,
    type: [ReportRef],
    description: 'Follow-up reports of the sides in the reader’s reach (organisers: all).',
    resolve: (m, _a, ctx) => load(ctx).reports.load(m.id),
  }),
  myFollowUp: t.field({
    authScopes: { startup: true, corp: true },
    subGraphs: USER_GRAPHS,
    type: ReportRef,
    nullable: true,
    resolve: async (m, _a, ctx) => {
      const side = ownSide(ctx.actor);
      return (await load(ctx).reports.load(m.id)).find((r) => r.side === side) ?? null;
    },
  }),
}));

builder.objectField(EventRef, 'secondStageDays', (t) =>
  t.int({
    subGraphs: [...ADMIN],
    authScopes: { admin: true },
    description: 'Days after the event’s end when both parties are asked what came of a meeting.',
    resolve: (e, _a, ctx) => secondStageDays(ctx.db, e.id),
  }),
);

export const RateMeetingInput = builder.inputType('RateMeetingInput', {
  subGraphs: G,
  fields: (t) => ({
    score: t.int({ required: true, description: '1 to 5' }),
    comment: t.string(),
    wantsFollowUp: t.boolean({ required: true }),
  }),
});

const OutcomeInput = builder.inputType('FollowUpOutcomeInput', {
  subGraphs: G,
  fields: (t) => ({
    kind: t.field({ type: OutcomeKindEnum, required: true }),
    happenedOn: t.string({ description: 'YYYY-MM-DD' }),
  }),
});

const FollowUpInput = builder.inputType('FollowUpReportInput', {
  subGraphs: G,
  fields: (t) => ({
    result: t.field({ type: ResultEnum, required: true }),
    outcomes: t.field({ type: [OutcomeInput] }),
    comment: t.string(),
    source: t.string({ description: 'Organisers: how they learned it (required).' }),
  }),
});

const outcomesOf = (input: { outcomes?: { kind: string; happenedOn?: string | null }[] | null }) =>
  (input.outcomes ?? []).map((o) => withoutNulls(o));

builder.mutationField('rateMeeting', (t) =>
  t.field({
    type: RatingRef,
    subGraphs: G,
    authScopes: signedIn,
    description:
      'Rates a held meeting, once per side (its author then corrects it with correctRating). Participants rate their own side (no `side`); organisers and incubators name the side they enter (SPEC §6).',
    args: {
      meetingId: t.arg.id({ required: true }),
      side: t.arg({ type: RatingSideEnum }),
      input: t.arg({ type: RateMeetingInput, required: true }),
    },
    resolve: (_r, a, ctx) =>
      rateMeeting(
        ctx.db,
        ctx.actor,
        String(a.meetingId),
        withoutNulls(a.input),
        a.side ?? undefined,
      ),
  }),
);

builder.mutationField('reportFollowUp', (t) =>
  t.field({
    type: ReportRef,
    subGraphs: USER_GRAPHS,
    authScopes: { startup: true, corp: true },
    description: 'What came of an own held meeting: a result and concrete outcomes with dates.',
    args: {
      meetingId: t.arg.id({ required: true }),
      input: t.arg({ type: FollowUpInput, required: true }),
    },
    resolve: (_r, a, ctx) =>
      reportFollowUp(ctx.db, ctx.actor, String(a.meetingId), {
        ...withoutNulls(a.input),
        outcomes: outcomesOf(a.input),
      }),
  }),
);

builder.mutationField('recordFollowUp', (t) =>
  t.field({
    type: ReportRef,
    subGraphs: [...ADMIN],
    authScopes: can('recordFollowUps'),
    description: 'Organisers record what came of a meeting, learned by other means (source named).',
    args: {
      meetingId: t.arg.id({ required: true }),
      input: t.arg({ type: FollowUpInput, required: true }),
    },
    resolve: (_r, a, ctx) =>
      recordFollowUp(ctx.db, ctx.actor, String(a.meetingId), {
        ...withoutNulls(a.input),
        outcomes: outcomesOf(a.input),
      }),
  }),
);

builder.mutationField('setSecondStageDays', (t) =>
  t.int({
    subGraphs: [...ADMIN],
    authScopes: can('recordFollowUps'),
    description:
      'Sets the days after the event’s end when the second-stage mail goes (1 to 730; a Float so that 30.5 is refused in words). secondStagePreview tells first how many mails the change sends.',
    args: { eventId: t.arg.id({ required: true }), days: t.arg.float({ required: true }) },
    resolve: async (_r, a, ctx) =>
      (
        await setFollowUpSettings(ctx.db, ctx.actor, String(a.eventId), {
          secondStageDays: a.days,
        })
      ).secondStageDays,
  }),
);
