import { builder } from '../../graphql/builder.ts';
import { page } from '../../graphql/page.ts';
import { can } from '../../graphql/scopes.ts';
import {
  addGrantAttachment,
  createGrantApplication,
  grantPartners,
  removeGrantAttachment,
  saveGrantDraft,
} from './drafts.service.ts';
import { grantApplication, myGrantApplications } from './read.service.ts';
import {
  askForGrantChanges,
  decideGrantApplication,
  grantQueue,
  startGrantReview,
} from './review.service.ts';
import { confirmGrantPartner, submitGrantApplication } from './submission.service.ts';
import {
  ADMIN,
  G,
  GrantApplicationRef,
  GrantDecisionEnum,
  GrantDraftSaveRef,
  GrantPartnerRef,
  GrantStatusEnum,
  USERS,
} from './grants.types.graphql.ts';

/** Grant application queries and mutations. */

const scope = can('useInnovationGrants');

const BudgetLineInput = builder.inputType('BudgetLineInput', {
  subGraphs: ['startup'],
  fields: (t) => ({
    label: t.string({ required: true }),
    amount: t.int({ required: true, description: 'Whole kronor (SEK).' }),
  }),
});

const GrantDraftInput = builder.inputType('GrantDraftInput', {
  subGraphs: ['startup'],
  description: 'Any subset of the fields; null clears one.',
  fields: (t) => ({
    corporateId: t.id(),
    meetingId: t.id(),
    title: t.string(),
    summary: t.string(),
    plan: t.string(),
    budgetTotal: t.int({ description: 'Whole kronor (SEK).' }),
    budgetLines: t.field({ type: [BudgetLineInput] }),
    timelineMonths: t.int({ description: '1 to 36.' }),
    startupSignatoryName: t.string(),
    startupSignatoryEmail: t.string(),
  }),
});

const GrantConfirmInput = builder.inputType('GrantConfirmInput', {
  subGraphs: ['corp'],
  fields: (t) => ({
    signatoryName: t.string({ required: true }),
    signatoryEmail: t.string({ required: true }),
  }),
});

const GrantDecisionInput = builder.inputType('GrantDecisionInput', {
  subGraphs: [...ADMIN],
  fields: (t) => ({
    decision: t.field({ type: GrantDecisionEnum, required: true }),
    note: t.string(),
  }),
});

const GrantChangesInput = builder.inputType('GrantChangesInput', {
  subGraphs: [...ADMIN],
  fields: (t) => ({ note: t.string({ required: true, description: 'What to change.' }) }),
});

const GrantQueueFilter = builder.inputType('GrantQueueFilter', {
  subGraphs: [...ADMIN],
  fields: (t) => ({
    status: t.field({ type: GrantStatusEnum }),
    search: t.string(),
  }),
});

/** GraphQL gives only the keys sent; an absent list stays absent. */
function draftInput(input: Record<string, unknown> | null | undefined) {
  if (!input) return {};
  const { budgetLines, ...rest } = input;
  return budgetLines === null ? rest : input;
}

builder.queryField('grantApplications', (t) =>
  t.field({
    type: [GrantApplicationRef],
    subGraphs: [...USERS],
    authScopes: scope,
    description:
      'The own organisation’s applications (a corporate: those naming it). Not found without grants access.',
    resolve: (_r, _a, ctx) => myGrantApplications(ctx.db, ctx.actor),
  }),
);

builder.queryField('grantApplication', (t) =>
  t.field({
    type: GrantApplicationRef,
    subGraphs: G,
    authScopes: scope,
    args: { id: t.arg.id({ required: true }) },
    resolve: (_r, a, ctx) => grantApplication(ctx.db, ctx.actor, String(a.id)),
  }),
);

builder.queryField('grantPartners', (t) =>
  t.field({
    type: [GrantPartnerRef],
    subGraphs: ['startup'],
    authScopes: scope,
    description: 'Corporates with grants access, those met in held meetings first.',
    resolve: (_r, _a, ctx) => grantPartners(ctx.db, ctx.actor),
  }),
);

const GrantQueuePage = page('GrantApplicationPage', GrantApplicationRef, [...ADMIN], scope);

builder.queryField('grantQueue', (t) =>
  t.field({
    type: GrantQueuePage,
    subGraphs: [...ADMIN],
    authScopes: scope,
    description: 'Submitted applications, oldest submission first; filter by status and text.',
    args: {
      filter: t.arg({ type: GrantQueueFilter }),
      offset: t.arg.int(),
      limit: t.arg.int(),
    },
    resolve: (_r, a, ctx) =>
      grantQueue(ctx.db, ctx.actor, {
        status: a.filter?.status ?? null,
        search: a.filter?.search ?? null,
        offset: a.offset ?? null,
        limit: a.limit ?? null,
      }),
  }),
);

builder.mutationField('createGrantApplication', (t) =>
  t.field({
    type: GrantApplicationRef,
    subGraphs: ['startup'],
    authScopes: scope,
    args: { input: t.arg({ type: GrantDraftInput }) },
    resolve: (_r, a, ctx) =>
      createGrantApplication(ctx, draftInput(a.input as Record<string, unknown>)),
  }),
);

builder.mutationField('saveGrantDraft', (t) =>
  t.field({
    type: GrantDraftSaveRef,
    subGraphs: ['startup'],
    authScopes: scope,
    description:
      'Autosave: writes every valid field and names the others (`invalid`); CONFLICT when `version` is not the stored one.',
    args: {
      id: t.arg.id({ required: true }),
      version: t.arg.int({ required: true }),
      input: t.arg({ type: GrantDraftInput, required: true }),
    },
    resolve: (_r, a, ctx) =>
      saveGrantDraft(ctx, String(a.id), a.version, draftInput(a.input as Record<string, unknown>)),
  }),
);

builder.mutationField('addGrantAttachment', (t) =>
  t.field({
    type: GrantApplicationRef,
    subGraphs: ['startup'],
    authScopes: scope,
    description: 'Attaches a file uploaded with purpose "attachment".',
    args: {
      id: t.arg.id({ required: true }),
      fileId: t.arg.id({ required: true }),
      name: t.arg.string({ required: true }),
    },
    resolve: (_r, a, ctx) =>
      addGrantAttachment(ctx.db, ctx.actor, String(a.id), {
        fileId: String(a.fileId),
        name: a.name,
      }),
  }),
);

builder.mutationField('removeGrantAttachment', (t) =>
  t.field({
    type: GrantApplicationRef,
    subGraphs: ['startup'],
    authScopes: scope,
    args: { id: t.arg.id({ required: true }), attachmentId: t.arg.id({ required: true }) },
    resolve: (_r, a, ctx) =>
      removeGrantAttachment(ctx.db, ctx.actor, String(a.id), String(a.attachmentId)),
  }),
);

builder.mutationField('confirmGrantPartner', (t) =>
  t.field({
    type: GrantApplicationRef,
    subGraphs: ['corp'],
    authScopes: scope,
    description: 'The corporate partner confirms its part (its signatory) before submission.',
    args: {
      id: t.arg.id({ required: true }),
      input: t.arg({ type: GrantConfirmInput, required: true }),
    },
    resolve: (_r, a, ctx) => confirmGrantPartner(ctx.db, ctx.actor, String(a.id), a.input),
  }),
);

builder.mutationField('submitGrantApplication', (t) =>
  t.field({
    type: GrantApplicationRef,
    subGraphs: ['startup'],
    authScopes: scope,
    description: 'DRAFT → SUBMITTED; 400 naming the field when something is missing.',
    args: { id: t.arg.id({ required: true }) },
    resolve: (_r, a, ctx) => submitGrantApplication(ctx, String(a.id)),
  }),
);

builder.mutationField('startGrantReview', (t) =>
  t.field({
    type: GrantApplicationRef,
    subGraphs: [...ADMIN],
    authScopes: scope,
    description: 'SUBMITTED → IN_REVIEW.',
    args: { id: t.arg.id({ required: true }) },
    resolve: (_r, a, ctx) => startGrantReview(ctx.db, ctx.actor, String(a.id)),
  }),
);

builder.mutationField('decideGrantApplication', (t) =>
  t.field({
    type: GrantApplicationRef,
    subGraphs: [...ADMIN],
    authScopes: scope,
    description: 'IN_REVIEW → APPROVED | REJECTED with a note (required to reject).',
    args: {
      id: t.arg.id({ required: true }),
      input: t.arg({ type: GrantDecisionInput, required: true }),
    },
    resolve: (_r, a, ctx) => decideGrantApplication(ctx, String(a.id), a.input),
  }),
);

builder.mutationField('askForGrantChanges', (t) =>
  t.field({
    type: GrantApplicationRef,
    subGraphs: [...ADMIN],
    authScopes: scope,
    description:
      'IN_REVIEW → DRAFT: back to the startup with a note (required) saying what to change.',
    args: {
      id: t.arg.id({ required: true }),
      input: t.arg({ type: GrantChangesInput, required: true }),
    },
    resolve: (_r, a, ctx) => askForGrantChanges(ctx, String(a.id), a.input),
  }),
);
