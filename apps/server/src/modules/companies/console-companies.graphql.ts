import { COMPANY_SORT_FIELDS, MAX_PAGE_SIZE } from '@matchday/shared';
import { builder } from '../../graphql/builder.ts';
import { ActivityStatusEnum, UserTypeEnum } from '../accounts/accounts.graphql.ts';
import {
  getConsoleCompany,
  listCompanies,
  setInnovationGrantsAccess,
  updateCompany,
} from './console-companies.service.ts';
import type { CompanyView } from '../accounts/company-view.ts';
import { withoutNulls } from '../../graphql/inputs.ts';
import { page } from '../../graphql/page.ts';
import { graphs, sortInput } from '../../graphql/console.ts';
import { anyAdmin, can } from '../../graphql/scopes.ts';
import { CompanyRef, StartupStageEnum } from './profile.types.graphql.ts';

/**
 * The admin accounts console on /api/matrix/neo. Every admin kind reads within its scope
 * (profiles.policy.ts); edits follow the permission table. Rows outside the scope: NOT_FOUND.
 */

const CompanySortField = builder.enumType('CompanySortField', {
  subGraphs: [...graphs],
  values: COMPANY_SORT_FIELDS,
});

const CompanySort = sortInput('CompanySort', CompanySortField);
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
    notTakingPartIn: t.id({
      description:
        'An event: only companies not invited, registered or approved there (withdrawn or declined ones may be added again).',
    }),
  }),
});

const CompanyPage = page<CompanyView>('CompanyPage', CompanyRef);
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
    authScopes: can('setInnovationGrantsAccess'),
    args: { companyId: t.arg.id({ required: true }), value: t.arg.boolean({ required: true }) },
    resolve: (_r, a, ctx) =>
      setInnovationGrantsAccess(ctx.db, ctx.actor, String(a.companyId), a.value),
  }),
);
