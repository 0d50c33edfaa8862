import { builder } from '../../graphql/builder.ts';
import { deleteMyAccount } from './erasure.service.ts';

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
