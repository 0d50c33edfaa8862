import { builder } from '../../graphql/builder.ts';
import { can, startupOnly } from '../../graphql/scopes.ts';
import { getEvent } from '../events/events.service.ts';
import {
  addSuggestion,
  generateSuggestions,
  pinSuggestion,
  publishSuggestions,
  removeSuggestion,
} from './suggestions.service.ts';
import {
  chooseSuggestion,
  eventMatches,
  mySelections,
  needWithSuggestions,
  respondToSelection,
} from './choices.service.ts';
import {
  seen,
  load,
  ADMIN,
  CORP_ADMIN,
  MatchChoiceEnum,
  MatchRef,
} from './matchmaking.types.graphql.ts';

/** Suggestions and choices on the graphs: generate, curate, publish, choose, confirm. */

builder.queryField('needSuggestions', (t) =>
  t.field({
    type: [MatchRef],
    subGraphs: [...CORP_ADMIN],
    authScopes: { $any: { corp: true, can: 'curateSuggestions' } },
    description: 'A need’s suggestions, best first (organisers see PROPOSED ones too).',
    args: { needId: t.arg.id({ required: true }) },
    resolve: async (_r, a, ctx) => {
      // One statement reads the need with its matches; `need { … }` on a match is then free.
      const { need, matches } = await needWithSuggestions(ctx.db, ctx.actor, String(a.needId));
      load(ctx).need.prime(need.id, need);
      return matches;
    },
  }),
);

builder.queryField('eventMatches', (t) =>
  t.field({
    type: [MatchRef],
    subGraphs: [...ADMIN],
    authScopes: can('curateSuggestions'),
    description: 'Every match of an event (the Matches tab).',
    args: { eventId: t.arg.id({ required: true }) },
    resolve: async (_r, a, ctx) =>
      eventMatches(ctx.db, ctx.actor, await getEvent(ctx.db, ctx.actor, String(a.eventId))),
  }),
);

builder.queryField('mySelections', (t) =>
  t.field({
    type: [MatchRef],
    subGraphs: ['startup'],
    authScopes: startupOnly,
    description: 'The matches a corporate has chosen this startup for, at an event.',
    args: { eventId: t.arg.id({ required: true }) },
    resolve: async (_r, a, ctx) =>
      mySelections(ctx.db, ctx.actor, (await getEvent(ctx.db, ctx.actor, String(a.eventId))).id),
  }),
);

// ── Suggestions ──
const GenerationRef = builder
  .objectRef<{
    needs: number;
    startups: number;
    proposed: number;
    belowFloor: number;
    floor: number;
  }>('SuggestionRun')
  .implement({
    subGraphs: [...ADMIN],
    fields: (t) => ({
      needs: t.exposeInt('needs', seen),
      startups: t.exposeInt('startups', seen),
      proposed: t.exposeInt('proposed', seen),
      belowFloor: t.exposeInt('belowFloor', {
        ...seen,
        description: 'Candidates (startup × need) left out for scoring under the floor.',
      }),
      floor: t.exposeInt('floor', { ...seen, description: 'The event’s suggestion floor.' }),
    }),
  });

builder.mutationField('generateSuggestions', (t) =>
  t.field({
    type: GenerationRef,
    subGraphs: [...ADMIN],
    authScopes: can('curateSuggestions'),
    description: 'Ranks the approved startups for every published need (PROPOSED).',
    args: { eventId: t.arg.id({ required: true }) },
    resolve: (_r, a, ctx) => generateSuggestions(ctx.db, ctx.actor, String(a.eventId)),
  }),
);

builder.mutationField('publishSuggestions', (t) =>
  t.int({
    subGraphs: [...ADMIN],
    authScopes: can('curateSuggestions'),
    description: 'PROPOSED → SUGGESTED; mails each corporate. Answers how many.',
    args: { eventId: t.arg.id({ required: true }) },
    resolve: (_r, a, ctx) => publishSuggestions(ctx, String(a.eventId)),
  }),
);

builder.mutationField('addSuggestion', (t) =>
  t.field({
    type: MatchRef,
    subGraphs: [...ADMIN],
    authScopes: can('curateSuggestions'),
    args: { needId: t.arg.id({ required: true }), startupId: t.arg.id({ required: true }) },
    resolve: (_r, a, ctx) =>
      addSuggestion(ctx.db, ctx.actor, String(a.needId), String(a.startupId)),
  }),
);

builder.mutationField('pinSuggestion', (t) =>
  t.field({
    type: MatchRef,
    subGraphs: [...ADMIN],
    authScopes: can('curateSuggestions'),
    args: { matchId: t.arg.id({ required: true }), pinned: t.arg.boolean({ required: true }) },
    resolve: (_r, a, ctx) => pinSuggestion(ctx.db, ctx.actor, String(a.matchId), a.pinned),
  }),
);

builder.mutationField('removeSuggestion', (t) =>
  t.boolean({
    subGraphs: [...ADMIN],
    authScopes: can('curateSuggestions'),
    args: { matchId: t.arg.id({ required: true }) },
    resolve: (_r, a, ctx) => removeSuggestion(ctx.db, ctx.actor, String(a.matchId)),
  }),
);

builder.mutationField('chooseSuggestion', (t) =>
  t.field({
    type: MatchRef,
    subGraphs: ['corp'],
    authScopes: can('chooseSuggestions'),
    description: 'MUST_MEET or MEET selects the startup (it is mailed); NO_THANKS declines.',
    args: {
      matchId: t.arg.id({ required: true }),
      choice: t.arg({ type: MatchChoiceEnum, required: true }),
      reason: t.arg.string(),
    },
    resolve: (_r, a, ctx) =>
      chooseSuggestion(ctx, String(a.matchId), { choice: a.choice, reason: a.reason ?? undefined }),
  }),
);

builder.mutationField('respondToSelection', (t) =>
  t.field({
    type: MatchRef,
    subGraphs: ['startup'],
    authScopes: can('respondToSelections'),
    description:
      'Confirms (a meeting request) or declines a corporate’s selection; a decline may give a reason (at most 500 characters).',
    args: {
      matchId: t.arg.id({ required: true }),
      accept: t.arg.boolean({ required: true }),
      reason: t.arg.string(),
    },
    resolve: (_r, a, ctx) =>
      respondToSelection(ctx.db, ctx.actor, String(a.matchId), a.accept, a.reason ?? undefined),
  }),
);
