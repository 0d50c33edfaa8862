import { builder } from '../../graphql/builder.ts';
import { withoutNulls } from '../../graphql/inputs.ts';
import { can } from '../../graphql/scopes.ts';
import {
  applyToNeed,
  createNeed,
  getNeed,
  listNeeds,
  setNeedState,
  updateNeed,
} from './needs.service.ts';
import { G, CORP_ADMIN, NeedStateEnum, NeedRef } from './matchmaking.types.graphql.ts';

/** Needs on the graphs: read, state, publish, close, apply. */

builder.queryField('needs', (t) =>
  t.field({
    type: [NeedRef],
    subGraphs: G,
    authScopes: can('viewNeeds'),
    description:
      'The needs of an event this caller may read (own, or published ones of its events).',
    args: { eventId: t.arg.id({ required: true }), state: t.arg({ type: NeedStateEnum }) },
    resolve: (_r, a, ctx) => listNeeds(ctx.db, ctx.actor, String(a.eventId), a.state ?? undefined),
  }),
);

builder.queryField('need', (t) =>
  t.field({
    type: NeedRef,
    subGraphs: G,
    authScopes: can('viewNeeds'),
    args: { id: t.arg.id({ required: true }) },
    resolve: (_r, a, ctx) => getNeed(ctx.db, ctx.actor, String(a.id)),
  }),
);

// ── Needs ──
const needFields = (t: Parameters<Parameters<typeof builder.inputType>[1]['fields']>[0]) => ({
  title: t.string(),
  description: t.string(),
  industries: t.stringList(),
  technologies: t.stringList(),
  stages: t.stringList(),
  countries: t.stringList(),
  wantedMeetings: t.int(),
});
const CreateNeedInput = builder.inputType('CreateNeedInput', {
  subGraphs: ['corp'],
  fields: needFields,
});
const UpdateNeedInput = builder.inputType('UpdateNeedInput', {
  subGraphs: [...CORP_ADMIN],
  fields: needFields,
});

builder.mutationField('createNeed', (t) =>
  t.field({
    type: NeedRef,
    subGraphs: ['corp'],
    authScopes: can('manageNeeds'),
    description: 'States a need at an event the corporate takes part in (a draft).',
    args: {
      eventId: t.arg.id({ required: true }),
      input: t.arg({ type: CreateNeedInput, required: true }),
    },
    resolve: (_r, a, ctx) =>
      createNeed(ctx.db, ctx.actor, String(a.eventId), withoutNulls(a.input)),
  }),
);

builder.mutationField('updateNeed', (t) =>
  t.field({
    type: NeedRef,
    subGraphs: [...CORP_ADMIN],
    authScopes: can('manageNeeds'),
    args: {
      needId: t.arg.id({ required: true }),
      input: t.arg({ type: UpdateNeedInput, required: true }),
    },
    resolve: (_r, a, ctx) => updateNeed(ctx.db, ctx.actor, String(a.needId), withoutNulls(a.input)),
  }),
);

for (const [name, state] of [
  ['publishNeed', 'PUBLISHED'],
  ['closeNeed', 'CLOSED'],
] as const) {
  builder.mutationField(name, (t) =>
    t.field({
      type: NeedRef,
      subGraphs: [...CORP_ADMIN],
      authScopes: can('manageNeeds'),
      args: { needId: t.arg.id({ required: true }) },
      resolve: (_r, a, ctx) => setNeedState(ctx.db, ctx.actor, String(a.needId), state),
    }),
  );
}

builder.mutationField('applyToNeed', (t) =>
  t.field({
    type: NeedRef,
    subGraphs: ['startup'],
    authScopes: can('applyToNeeds'),
    description: 'Expresses interest in a published need with a short note.',
    args: { needId: t.arg.id({ required: true }), note: t.arg.string() },
    resolve: async (_r, a, ctx) => {
      await applyToNeed(ctx.db, ctx.actor, String(a.needId), { note: a.note ?? '' });
      return getNeed(ctx.db, ctx.actor, String(a.needId));
    },
  }),
);
