import { builder } from '../../graphql/builder.ts';
import { TeamMemberRef } from '../team/team.types.graphql.ts';
import { listTeam } from '../team/team.service.ts';
import { deleteMyAccount, removeTeamMember } from './erasure.service.ts';

builder.mutationField('deleteMyAccount', (t) =>
  t.boolean({
    subGraphs: ['startup', 'corp'],
    authScopes: { startup: true, corp: true },
    description:
      'Deletes the signed-in person’s account after checking the password: personal data erased, sessions ended; the company keeps its records. The export is GET /api/me/export.',
    args: { password: t.arg.string({ required: true }) },
    resolve: async (_r, args, ctx) => {
      await deleteMyAccount({ db: ctx.db, ip: ctx.request.ip }, ctx.actor, {
        password: args.password,
      });
      return true;
    },
  }),
);

builder.mutationField('removeTeamMember', (t) =>
  t.field({
    type: [TeamMemberRef],
    subGraphs: ['startup', 'corp'],
    authScopes: { startup: true, corp: true },
    description:
      'Removes a colleague (their account and personal data are erased; company records stay). Not yourself, not the last member.',
    args: { userId: t.arg.id({ required: true }) },
    resolve: async (_r, args, ctx) => {
      await removeTeamMember(ctx.db, ctx.actor, String(args.userId));
      return listTeam(ctx.db, ctx.actor);
    },
  }),
);
