import { ADMIN_SORT_FIELDS } from '@matchday/shared';
import { builder } from '../../graphql/builder.ts';
import { AdminTypeEnum } from '../accounts/accounts.graphql.ts';
import { changeAdminType, setUserDisabled } from './account-switches.service.ts';
import { createAdminAccount } from './admins.service.ts';
import { listAdmins, type ConsoleAdmin } from './console-people.service.ts';
import { page } from '../../graphql/page.ts';
import { can } from '../../graphql/scopes.ts';
import { graphs, m, o, sortInput } from '../../graphql/console.ts';
import { withoutNulls } from '../../graphql/inputs.ts';

/** Admins of every kind on the admin graph: full ADMIN only. */
const AdminSortField = builder.enumType('AdminSortField', {
  subGraphs: [...graphs],
  values: ADMIN_SORT_FIELDS,
});
const AdminSort = sortInput('AdminSort', AdminSortField);

const AdminFilter = builder.inputType('AdminFilter', {
  subGraphs: [...graphs],
  fields: (t) => ({ search: t.string(), adminType: t.field({ type: AdminTypeEnum }) }),
});

const AdminAccountRef = builder.objectRef<ConsoleAdmin>('AdminAccount').implement({
  subGraphs: [...graphs],
  fields: (t) => ({
    id: t.exposeID('id', o),
    name: t.exposeString('name', o),
    email: t.exposeString('email', o),
    adminType: t.expose('adminType', { ...o, type: AdminTypeEnum }),
    incubator: t.exposeString('incubator', m),
    hosting: t.exposeStringList('hosting', o),
    accountFilter: t.exposeStringList('accountFilter', o),
    pending: t.exposeBoolean('pending', { ...o, description: 'Has not set a password yet.' }),
    disabled: t.exposeBoolean('disabled', o),
    createdAt: t.expose('createdAt', { ...o, type: 'DateTime' }),
  }),
});

const AdminAccountPage = page<ConsoleAdmin>('AdminAccountPage', AdminAccountRef);

builder.queryField('admins', (t) =>
  t.field({
    type: AdminAccountPage,
    subGraphs: [...graphs],
    authScopes: can('manageAdmins'),
    description: 'Admins of every kind (full ADMIN only).',
    args: {
      filter: t.arg({ type: AdminFilter }),
      sort: t.arg({ type: AdminSort }),
      offset: t.arg.int({ defaultValue: 0 }),
      limit: t.arg.int({ defaultValue: 20 }),
    },
    resolve: (_r, a, ctx) =>
      listAdmins(ctx.db, ctx.actor, {
        filter: a.filter ? withoutNulls(a.filter) : undefined,
        sort: a.sort ? withoutNulls(a.sort) : undefined,
        offset: a.offset ?? 0,
        limit: a.limit ?? 20,
      }),
  }),
);

const CreateAdminInput = builder.inputType('CreateAdminInput', {
  subGraphs: [...graphs],
  fields: (t) => ({
    email: t.string(),
    name: t.string(),
    adminType: t.field({ type: AdminTypeEnum }),
    incubator: t.string({ description: 'INCUBATOR: a listed incubator.' }),
    hosting: t.idList({ description: 'EVENT_HOST: hosted event ids.' }),
    accountFilter: t.idList({ description: 'CONSORTIUM_MEMBER: company ids.' }),
  }),
});

builder.mutationField('createAdmin', (t) =>
  t.field({
    type: AdminAccountRef,
    subGraphs: [...graphs],
    authScopes: can('manageAdmins'),
    description:
      'Creates an admin of any kind; the verify-admin mail carries a link (/token/invite/<token>) to set a password.',
    args: { input: t.arg({ type: CreateAdminInput, required: true }) },
    resolve: (_r, a, ctx) => createAdminAccount(ctx, ctx.actor, withoutNulls(a.input)),
  }),
);

builder.mutationField('changeAdminType', (t) =>
  t.boolean({
    subGraphs: [...graphs],
    authScopes: can('changeAdminType'),
    description: "A full ADMIN changes an admin's kind; the admin's sessions end at once.",
    args: {
      adminId: t.arg.id({ required: true }),
      adminType: t.arg({ type: AdminTypeEnum, required: true }),
    },
    resolve: async (_root, args, ctx) => {
      await changeAdminType(ctx.db, ctx.actor, String(args.adminId), args.adminType);
      return true;
    },
  }),
);

builder.mutationField('setUserDisabled', (t) =>
  t.boolean({
    subGraphs: ['admin'],
    authScopes: can('disableUsers'),
    description: 'A full ADMIN disables (or re-enables) one person; their sessions end at once.',
    args: { userId: t.arg.id({ required: true }), disabled: t.arg.boolean({ required: true }) },
    resolve: async (_root, args, ctx) => {
      await setUserDisabled(ctx.db, ctx.actor, String(args.userId), args.disabled);
      return args.disabled;
    },
  }),
);
