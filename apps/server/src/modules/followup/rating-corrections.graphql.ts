import DataLoader from 'dataloader';
import { builder } from '../../graphql/builder.ts';
import type { GraphContext } from '../../graphql/context.ts';
import { withoutNulls } from '../../graphql/inputs.ts';
import { ADMIN_GRAPH, anyAdmin, signedIn, SIGNED_IN_GRAPHS } from '../../graphql/scopes.ts';
import { MeetingRef } from '../meetings/meetings.types.graphql.ts';
import { RateMeetingInput, RatingRef, RatingSideEnum, ViaEnum } from './followup.graphql.ts';
import {
  correctableBy,
  correctRating,
  ratingHistory,
  type RatingVersionRow,
} from './rating-corrections.service.ts';
import { ratedSidesOf } from './ratings.service.ts';

/** Correcting a rating, its history for organisers, and which sides rated (decision 081). */

const G = SIGNED_IN_GRAPHS;
const seen = { authScopes: signedIn };

const VersionRef = builder.objectRef<RatingVersionRow>('MeetingRatingVersion').implement({
  subGraphs: ADMIN_GRAPH,
  description: 'An earlier version of a corrected rating, as it stood until it was replaced.',
  fields: (t) => ({
    id: t.exposeID('id', seen),
    score: t.exposeInt('score', seen),
    comment: t.exposeString('comment', { ...seen, nullable: true }),
    wantsFollowUp: t.exposeBoolean('wantsFollowUp', seen),
    via: t.expose('via', { ...seen, type: ViaEnum }),
    givenAt: t.expose('givenAt', { ...seen, type: 'DateTime' }),
    replacedAt: t.expose('replacedAt', { ...seen, type: 'DateTime' }),
  }),
});

const loaders = new WeakMap<GraphContext, ReturnType<typeof makeLoaders>>();
function makeLoaders(ctx: GraphContext) {
  return {
    history: new DataLoader(async (ids: readonly string[]) => {
      const rows = await ratingHistory(ctx.db, ctx.actor, ids);
      return ids.map((id) => rows.filter((r) => r.ratingId === id));
    }),
    ratedSides: new DataLoader(async (ids: readonly string[]) => {
      const rows = await ratedSidesOf(ctx.db, ctx.actor, ids);
      return ids.map((id) => rows.filter((r) => r.meetingId === id).map((r) => r.side));
    }),
  };
}
function load(ctx: GraphContext) {
  let l = loaders.get(ctx);
  if (!l) loaders.set(ctx, (l = makeLoaders(ctx)));
  return l;
}

builder.objectFields(RatingRef, (t) => ({
  correctableUntil: t.field({
    ...seen,
    subGraphs: G,
    type: 'DateTime',
    nullable: true,
    description:
      'Until when the reader may correct this rating (its author, for 7 days after it was given); null when the reader may not.',
    resolve: (r, _a, ctx) => correctableBy(ctx.actor, r),
  }),
  history: t.field({
    authScopes: anyAdmin,
    subGraphs: ADMIN_GRAPH,
    type: [VersionRef],
    description:
      'Earlier versions of a corrected rating, oldest first: organisers only (others read none).',
    resolve: (r, _a, ctx) => load(ctx).history.load(r.id),
  }),
}));

builder.objectField(MeetingRef, 'ratedSides', (t) =>
  t.field({
    authScopes: anyAdmin,
    subGraphs: ADMIN_GRAPH,
    type: [RatingSideEnum],
    description:
      'The sides that have rated this meeting — whether, not what (an incubator reads the corporate side’s score nowhere).',
    resolve: (m, _a, ctx) => load(ctx).ratedSides.load(m.id),
  }),
);

builder.mutationField('correctRating', (t) =>
  t.field({
    type: RatingRef,
    subGraphs: G,
    authScopes: signedIn,
    description:
      'Its author corrects a side’s rating within 7 days of giving it; the earlier version is kept. Participants correct their own side (no `side`); organisers name it.',
    args: {
      meetingId: t.arg.id({ required: true }),
      side: t.arg({ type: RatingSideEnum }),
      input: t.arg({ type: RateMeetingInput, required: true }),
    },
    resolve: (_r, a, ctx) =>
      correctRating(
        ctx.db,
        ctx.actor,
        String(a.meetingId),
        withoutNulls(a.input),
        a.side ?? undefined,
      ),
  }),
);
