import { ADMIN_AUDIT_ACTIONS, ADMIN_AUDIT_FIELDS, ADMIN_SORT_FIELDS } from '@matchday/shared';
import { builder } from '../../graphql/builder.ts';
import { AdminTypeEnum } from '../accounts/accounts.graphql.ts';
import { changeAdminType, setUserDisabled } from './account-switches.service.ts';
import { createAdminAccount } from './admins.service.ts';
import {
  adminAuditTrail,
  filteredAccountsOf,
  getAdminAccount,
  hostedEventsOf,
  resendAdminInvitation,
  setAdminDisabled,
  updateAdminAccount,
  type AdminAuditEntry,
} from './admin-management.service.ts';
import type { AdminFieldChange } from './admins.tables.ts';
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

const admin = { authScopes: can('manageAdmins') };

const AdminHostedEventRef = builder
  .objectRef<{ id: string; name: string; startDate: Date; published: boolean }>('AdminHostedEvent')
  .implement({
    subGraphs: [...graphs],
    description: 'An event in an EVENT_HOST admin’s hosting list.',
    fields: (t) => ({
      id: t.exposeID('id', admin),
      name: t.exposeString('name', admin),
      startDate: t.expose('startDate', { ...admin, type: 'DateTime' }),
      published: t.exposeBoolean('published', admin),
    }),
  });

const AdminFilteredCompanyRef = builder
  .objectRef<{ id: string; name: string; type: string }>('AdminFilteredCompany')
  .implement({
    subGraphs: [...graphs],
    description: 'A company in a CONSORTIUM_MEMBER admin’s account list.',
    fields: (t) => ({
      id: t.exposeID('id', admin),
      name: t.exposeString('name', admin),
      type: t.exposeString('type', { ...admin, description: 'startup or corp' }),
    }),
  });

const AdminAuditActionEnum = builder.enumType('AdminAuditAction', {
  subGraphs: [...graphs],
  values: ADMIN_AUDIT_ACTIONS,
});
const AdminAuditFieldEnum = builder.enumType('AdminAuditField', {
  subGraphs: [...graphs],
  values: ADMIN_AUDIT_FIELDS,
});
const list = (v: AdminFieldChange['before']) => (v === null ? [] : Array.isArray(v) ? v : [v]);

const AdminFieldChangeRef = builder.objectRef<AdminFieldChange>('AdminFieldChange').implement({
  subGraphs: [...graphs],
  description: 'One changed field: its value before and after (a single value is a list of one).',
  fields: (t) => ({
    field: t.expose('field', { ...admin, type: AdminAuditFieldEnum }),
    before: t.stringList({ ...admin, resolve: (c) => list(c.before) }),
    after: t.stringList({ ...admin, resolve: (c) => list(c.after) }),
  }),
});

const AdminAuditEntryRef = builder.objectRef<AdminAuditEntry>('AdminAuditEntry').implement({
  subGraphs: [...graphs],
  description: 'Who changed an admin, when, and what.',
  fields: (t) => ({
    id: t.exposeID('id', admin),
    action: t.expose('action', { ...admin, type: AdminAuditActionEnum }),
    actorName: t.exposeString('actorName', admin),
    at: t.expose('at', { ...admin, type: 'DateTime' }),
    changes: t.field({ ...admin, type: [AdminFieldChangeRef], resolve: (e) => e.changes }),
  }),
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
    hostedEvents: t.field({
      ...admin,
      type: [AdminHostedEventRef],
      description: 'The events of `hosting`, with their names (one admin at a time).',
      resolve: (a, _args, ctx) => hostedEventsOf(ctx.db, a.hosting),
    }),
    accounts: t.field({
      ...admin,
      type: [AdminFilteredCompanyRef],
      description: 'The companies of `accountFilter`, with their names (one admin at a time).',
      resolve: (a, _args, ctx) => filteredAccountsOf(ctx.db, a.accountFilter),
    }),
    auditTrail: t.field({
      ...admin,
      type: [AdminAuditEntryRef],
      description: 'Who created and changed this admin, newest first.',
      resolve: (a, _args, ctx) => adminAuditTrail(ctx.db, ctx.actor, a.id),
    }),
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

builder.queryField('adminAccount', (t) =>
  t.field({
    type: AdminAccountRef,
    subGraphs: [...graphs],
    authScopes: can('manageAdmins'),
    description: 'One admin (full ADMIN only).',
    args: { id: t.arg.id({ required: true }) },
    resolve: (_r, a, ctx) => getAdminAccount(ctx.db, ctx.actor, String(a.id)),
  }),
);

const UpdateAdminInput = builder.inputType('UpdateAdminInput', {
  subGraphs: [...graphs],
  fields: (t) => ({
    name: t.string({ required: true }),
    adminType: t.field({ type: AdminTypeEnum, required: true }),
    incubator: t.string({ description: 'INCUBATOR: a listed incubator.' }),
    hosting: t.idList({ description: 'EVENT_HOST: the ids of the events it hosts.' }),
    accountFilter: t.idList({ description: 'CONSORTIUM_MEMBER: the ids of its companies.' }),
  }),
});

builder.mutationField('updateAdmin', (t) =>
  t.field({
    type: AdminAccountRef,
    subGraphs: [...graphs],
    authScopes: can('manageAdmins'),
    description:
      'Edits an admin’s name, kind and the kind’s filter (audited). Filters count from the admin’s next request; a new kind ends its sessions.',
    args: {
      adminId: t.arg.id({ required: true }),
      input: t.arg({ type: UpdateAdminInput, required: true }),
    },
    resolve: (_r, a, ctx) =>
      updateAdminAccount(ctx.db, ctx.actor, String(a.adminId), withoutNulls(a.input)),
  }),
);

builder.mutationField('setAdminDisabled', (t) =>
  t.field({
    type: AdminAccountRef,
    subGraphs: [...graphs],
    authScopes: can('manageAdmins'),
    description:
      'Disables an admin (refused from its next request on) or enables it again (audited).',
    args: { adminId: t.arg.id({ required: true }), disabled: t.arg.boolean({ required: true }) },
    resolve: (_r, a, ctx) => setAdminDisabled(ctx.db, ctx.actor, String(a.adminId), a.disabled),
  }),
);

builder.mutationField('resendAdminInvitation', (t) =>
  t.field({
    type: AdminAccountRef,
    subGraphs: [...graphs],
    authScopes: can('manageAdmins'),
    description:
      'Mails an invited admin a new set-password link; the previous one stops working (audited).',
    args: { adminId: t.arg.id({ required: true }) },
    resolve: (_r, a, ctx) => resendAdminInvitation(ctx, ctx.actor, String(a.adminId)),
  }),
);
