import { builder } from '../../graphql/builder.ts';
import { anyAdmin } from '../../graphql/scopes.ts';
import { ActivityStatusEnum, CompanyBasicsRef } from '../accounts/accounts.graphql.ts';
import { setCompanyActivityStatus } from './company-status.service.ts';

const admin = anyAdmin;

builder.mutationField('setCompanyActivityStatus', (t) =>
  t.field({
    type: CompanyBasicsRef,
    subGraphs: ['admin'],
    authScopes: admin,
    description:
      'ADMIN, or the INCUBATOR of a startup that is not its alumni, activates (ACTIVE), deactivates (INACTIVE) or parks (PENDING) a company. Activation mails its people (account-active); deactivation ends their sessions.',
    args: {
      companyId: t.arg.id({ required: true }),
      status: t.arg({ type: ActivityStatusEnum, required: true }),
    },
    resolve: (_root, args, ctx) =>
      setCompanyActivityStatus(
        ctx.db,
        ctx.actor,
        { companyId: String(args.companyId), status: args.status },
        { publicUrl: ctx.publicUrl },
      ),
  }),
);
