import { builder } from '../../graphql/builder.ts';
import {
  assignBadge,
  createBadge,
  deleteBadge,
  listBadges,
  unassignBadge,
} from './badges.service.ts';
import { anyAdmin, can } from '../../graphql/scopes.ts';
import { graphs } from '../../graphql/console.ts';
import { withoutNulls } from '../../graphql/inputs.ts';
import { BadgeRef, CompanyRef } from '../companies/profile.types.graphql.ts';

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
    authScopes: can('manageBadges'),
    args: { input: t.arg({ type: BadgeInput, required: true }) },
    resolve: (_r, a, ctx) => createBadge(ctx.db, ctx.actor, withoutNulls(a.input)),
  }),
);

builder.mutationField('deleteBadge', (t) =>
  t.boolean({
    subGraphs: [...graphs],
    authScopes: can('manageBadges'),
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
      authScopes: can('assignBadges'),
      args: { companyId: t.arg.id({ required: true }), badgeId: t.arg.id({ required: true }) },
      resolve: (_r, a, ctx) => verb(ctx.db, ctx.actor, String(a.companyId), String(a.badgeId)),
    }),
  );
}
