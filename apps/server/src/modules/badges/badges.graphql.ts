import { builder } from '../../graphql/builder.ts';
import {
  assignBadge,
  createBadge,
  deleteBadge,
  listBadges,
  unassignBadge,
} from './badges.service.ts';
import { anyAdmin, fullAdmin, graphs } from './console.graphql.ts';
import { withoutNulls } from './profiles.graphql.ts';
import { BadgeRef, CompanyRef } from './profile.types.graphql.ts';

/** Badges on the admin graph: every admin reads the list; a full ADMIN manages and assigns. */
builder.queryField('badges', (t) =>
  t.field({
    type: [BadgeRef],
    subGraphs: [...graphs],
    authScopes: anyAdmin,
    description: 'Every badge, by name.',
    resolve: (_r, _a, ctx) => listBadges(ctx.db),
  }),
);

const BadgeInput = builder.inputType('BadgeInput', {
  subGraphs: [...graphs],
  fields: (t) => ({ name: t.string(), description: t.string() }),
});

builder.mutationField('createBadge', (t) =>
  t.field({
    type: BadgeRef,
    subGraphs: [...graphs],
    authScopes: fullAdmin,
    args: { input: t.arg({ type: BadgeInput, required: true }) },
    resolve: (_r, a, ctx) => createBadge(ctx.db, ctx.actor, withoutNulls(a.input)),
  }),
);

builder.mutationField('deleteBadge', (t) =>
  t.boolean({
    subGraphs: [...graphs],
    authScopes: fullAdmin,
    description: 'Deletes a badge and removes it from every company.',
    args: { id: t.arg.id({ required: true }) },
    resolve: (_r, a, ctx) => deleteBadge(ctx.db, ctx.actor, String(a.id)),
  }),
);

for (const [name, verb] of [
  ['assignBadge', assignBadge],
  ['unassignBadge', unassignBadge],
] as const) {
  builder.mutationField(name, (t) =>
    t.field({
      type: CompanyRef,
      subGraphs: [...graphs],
      authScopes: fullAdmin,
      args: { companyId: t.arg.id({ required: true }), badgeId: t.arg.id({ required: true }) },
      resolve: (_r, a, ctx) => verb(ctx.db, ctx.actor, String(a.companyId), String(a.badgeId)),
    }),
  );
}
