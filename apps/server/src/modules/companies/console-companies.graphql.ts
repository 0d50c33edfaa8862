import {
  ADMIN_SORT_FIELDS,
  COMPANY_SORT_FIELDS,
  MAX_PAGE_SIZE,
  SORT_DIRECTIONS,
  USER_SORT_FIELDS,
} from '@matchday/shared';
import type { ObjectRef } from '@pothos/core';
import { builder } from '../../graphql/builder.ts';
import { ActivityStatusEnum, UserTypeEnum } from './accounts.graphql.ts';
import { listUsers, type ConsoleUser } from './console-people.service.ts';
import {
  getConsoleCompany,
  listCompanies,
  setInnovationGrantsAccess,
  updateCompany,
} from './console.service.ts';
import type { CompanyView } from './company-view.ts';
import { withoutNulls } from './profiles.graphql.ts';
import { CompanyRef, StartupStageEnum } from './profile.types.graphql.ts';

/**
 * The admin accounts console on /api/matrix/neo. Every admin kind reads within its scope
 * (profiles.policy.ts); edits follow the permission table. Rows outside the scope: NOT_FOUND.
 */
export const graphs = ['admin'] as const;
export const anyAdmin = { admin: true };
export const fullAdmin = { adminType: 'ADMIN' } as const;
export const o = { authScopes: anyAdmin };
export const m = { authScopes: anyAdmin, nullable: true } as const;

const SortDirectionEnum = builder.enumType('SortDirection', {
  subGraphs: [...graphs],
  values: SORT_DIRECTIONS,
});
const CompanySortField = builder.enumType('CompanySortField', {
  subGraphs: [...graphs],
  values: COMPANY_SORT_FIELDS,
});
const UserSortField = builder.enumType('UserSortField', {
  subGraphs: [...graphs],
  values: USER_SORT_FIELDS,
});
export const AdminSortField = builder.enumType('AdminSortField', {
  subGraphs: [...graphs],
  values: ADMIN_SORT_FIELDS,
});

export const sortInput = (
  name: string,
  field: typeof CompanySortField | typeof UserSortField | typeof AdminSortField,
) =>
  builder.inputType(name, {
    subGraphs: [...graphs],
    fields: (t) => ({
      field: t.field({ type: field, required: true }),
      direction: t.field({ type: SortDirectionEnum }),
    }),
  });
const CompanySort = sortInput('CompanySort', CompanySortField);
const UserSort = sortInput('UserSort', UserSortField);
const CompanyFilter = builder.inputType('CompanyFilter', {
  subGraphs: [...graphs],
  fields: (t) => ({
    search: t.string({ description: 'Part of the name, any case.' }),
    type: t.field({ type: UserTypeEnum }),
    activityStatus: t.field({ type: ActivityStatusEnum }),
    incubator: t.string({ description: 'A listed incubator (name or identifier).' }),
    country: t.string({ description: 'ISO 3166-1 alpha-2 code.' }),
    hasAccessInnovationGrants: t.boolean(),
    badgeId: t.id(),
  }),
});
const UserFilter = builder.inputType('UserFilter', {
  subGraphs: [...graphs],
  fields: (t) => ({
    search: t.string({ description: 'Part of the name or e-mail, any case.' }),
    type: t.field({ type: UserTypeEnum }),
    companyId: t.id(),
  }),
});
export function page<T>(name: string, item: ObjectRef<typeof builder.$inferSchemaTypes, T>) {
  return builder.objectRef<{ total: number; items: T[] }>(name).implement({
    subGraphs: [...graphs],
    fields: (t) => ({
      total: t.exposeInt('total', { ...o, description: 'Rows matching scope and filter.' }),
      items: t.field({ ...o, type: [item], resolve: (p) => p.items }),
    }),
  });
}

const AccountUserRef = builder.objectRef<ConsoleUser>('AccountUser').implement({
  subGraphs: [...graphs],
  description: 'A startup or corp person as the console lists them.',
  fields: (t) => ({
    id: t.exposeID('id', o),
    name: t.exposeString('name', o),
    email: t.exposeString('email', o),
    title: t.exposeString('title', m),
    type: t.expose('type', { ...o, type: UserTypeEnum }),
    companyId: t.exposeID('companyId', o),
    companyName: t.exposeString('companyName', o),
    verified: t.exposeBoolean('verified', o),
    pending: t.exposeBoolean('pending', o),
    onboarded: t.exposeBoolean('onboarded', o),
    disabled: t.exposeBoolean('disabled', o),
    createdAt: t.expose('createdAt', { ...o, type: 'DateTime' }),
  }),
});

const CompanyPage = page<CompanyView>('CompanyPage', CompanyRef);
const AccountUserPage = page<ConsoleUser>('AccountUserPage', AccountUserRef);
builder.queryField('companies', (t) =>
  t.field({
    type: CompanyPage,
    subGraphs: [...graphs],
    authScopes: anyAdmin,
    description: `Companies in the admin's scope, filtered, sorted (default NAME ASC) and paged (at most ${MAX_PAGE_SIZE}).`,
    args: {
      filter: t.arg({ type: CompanyFilter }),
      sort: t.arg({ type: CompanySort }),
      offset: t.arg.int({ defaultValue: 0 }),
      limit: t.arg.int({ defaultValue: 20 }),
    },
    resolve: (_r, a, ctx) =>
      listCompanies(ctx.db, ctx.actor, {
        filter: a.filter ? withoutNulls(a.filter) : undefined,
        sort: a.sort ? withoutNulls(a.sort) : undefined,
        offset: a.offset ?? 0,
        limit: a.limit ?? 20,
      }),
  }),
);

builder.queryField('company', (t) =>
  t.field({
    type: CompanyRef,
    subGraphs: [...graphs],
    authScopes: anyAdmin,
    args: { id: t.arg.id({ required: true }) },
    resolve: (_r, a, ctx) => getConsoleCompany(ctx.db, ctx.actor, String(a.id)),
  }),
);

builder.queryField('users', (t) =>
  t.field({
    type: AccountUserPage,
    subGraphs: [...graphs],
    authScopes: anyAdmin,
    description: 'People of the companies in the admin’s scope.',
    args: {
      filter: t.arg({ type: UserFilter }),
      sort: t.arg({ type: UserSort }),
      offset: t.arg.int({ defaultValue: 0 }),
      limit: t.arg.int({ defaultValue: 20 }),
    },
    resolve: (_r, a, ctx) =>
      listUsers(ctx.db, ctx.actor, {
        filter: a.filter ? withoutNulls(a.filter) : undefined,
        sort: a.sort ? withoutNulls(a.sort) : undefined,
        offset: a.offset ?? 0,
        limit: a.limit ?? 20,
      }),
  }),
);

const CompanyUpdateInput = builder.inputType('CompanyUpdateInput', {
  subGraphs: [...graphs],
  description: 'Fields to change (absent: unchanged; null: cleared).',
  fields: (t) => ({
    name: t.string(),
    country: t.string(),
    organisationNumber: t.string(),
    website: t.string(),
    city: t.string(),
    foundedYear: t.int(),
    sizeBand: t.string(),
    description: t.string(),
    industries: t.stringList(),
    technologies: t.stringList(),
    stage: t.field({ type: StartupStageEnum }),
    incubatorStatus: t.string(),
    incubator: t.string(),
    incubatorOther: t.string(),
    interestedCountries: t.stringList(),
    pitchShort: t.string(),
    pitchLong: t.string(),
    sector: t.string(),
    publicBody: t.boolean(),
    logoFileId: t.id(),
    deckFileId: t.id(),
  }),
});

builder.mutationField('updateCompany', (t) =>
  t.field({
    type: CompanyRef,
    subGraphs: [...graphs],
    authScopes: anyAdmin,
    description:
      'ADMIN edits any company; INCUBATOR the startups of its incubator that are not alumni (SPEC §5).',
    args: {
      id: t.arg.id({ required: true }),
      input: t.arg({ type: CompanyUpdateInput, required: true }),
    },
    resolve: (_r, a, ctx) => updateCompany(ctx.db, ctx.actor, String(a.id), a.input),
  }),
);

builder.mutationField('setInnovationGrantsAccess', (t) =>
  t.field({
    type: CompanyRef,
    subGraphs: [...graphs],
    authScopes: fullAdmin,
    args: { companyId: t.arg.id({ required: true }), value: t.arg.boolean({ required: true }) },
    resolve: (_r, a, ctx) =>
      setInnovationGrantsAccess(ctx.db, ctx.actor, String(a.companyId), a.value),
  }),
);
