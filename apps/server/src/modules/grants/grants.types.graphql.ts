import { GRANT_DECISIONS, GRANT_STATUSES, type BudgetLine } from '@matchday/shared';
import { builder } from '../../graphql/builder.ts';
import { can, SIGNED_IN_GRAPHS } from '../../graphql/scopes.ts';
import { attachmentsOf, changesAskedOf, timeline, versionsOf } from './read.service.ts';
import type { FieldIssue } from './draft-fields.ts';
import type { DraftSave } from './drafts.service.ts';
import type {
  GrantApplicationView,
  GrantAttachmentView,
  GrantEventView,
  GrantMeetingView,
  GrantPartnerOption,
  GrantPartyView,
  GrantVersionView,
} from './grants.views.ts';

/** GraphQL types of grant applications. */

export const G = SIGNED_IN_GRAPHS;
export const USERS = ['startup', 'corp'] as const;
export const ADMIN = ['admin'] as const;
const seen = { authScopes: can('useInnovationGrants') };

export const GrantStatusEnum = builder.enumType('GrantStatus', {
  subGraphs: G,
  values: GRANT_STATUSES,
});
export const GrantDecisionEnum = builder.enumType('GrantDecision', {
  subGraphs: [...ADMIN],
  values: GRANT_DECISIONS,
});

const GrantPartyRef = builder.objectRef<GrantPartyView>('GrantParty').implement({
  subGraphs: G,
  fields: (t) => ({ id: t.exposeID('id', seen), name: t.exposeString('name', seen) }),
});

const GrantMeetingRef = builder.objectRef<GrantMeetingView>('GrantMeeting').implement({
  subGraphs: G,
  description: 'The held meeting an application grew from.',
  fields: (t) => ({
    id: t.exposeID('id', seen),
    eventName: t.exposeString('eventName', seen),
    startsAt: t.expose('startsAt', { ...seen, type: 'DateTime', nullable: true }),
  }),
});

const BudgetLineRef = builder.objectRef<BudgetLine>('BudgetLine').implement({
  subGraphs: G,
  fields: (t) => ({
    label: t.exposeString('label', seen),
    amount: t.exposeInt('amount', { ...seen, description: 'Whole kronor (SEK).' }),
  }),
});

const GrantEventRef = builder.objectRef<GrantEventView>('GrantEvent').implement({
  subGraphs: G,
  description: 'One step of the status timeline.',
  fields: (t) => ({
    id: t.exposeID('id', seen),
    from: t.expose('from', { ...seen, type: GrantStatusEnum, nullable: true }),
    to: t.expose('to', { ...seen, type: GrantStatusEnum }),
    note: t.exposeString('note', { ...seen, nullable: true }),
    at: t.expose('at', { ...seen, type: 'DateTime' }),
    byName: t.exposeString('byName', { ...seen, nullable: true }),
  }),
});

const GrantAttachmentRef = builder.objectRef<GrantAttachmentView>('GrantAttachment').implement({
  subGraphs: G,
  fields: (t) => ({
    id: t.exposeID('id', seen),
    fileId: t.exposeID('fileId', seen),
    name: t.exposeString('name', seen),
    url: t.exposeString('url', { ...seen, description: 'Short-lived download URL.' }),
  }),
});

export const GrantApplicationRef = builder.objectRef<GrantApplicationView>('GrantApplication');

const GrantVersionRef = builder.objectRef<GrantVersionView>('GrantApplicationVersion').implement({
  subGraphs: G,
  description: 'What was submitted, kept as it was.',
  fields: (t) => ({
    version: t.exposeInt('version', seen),
    submittedAt: t.expose('submittedAt', { ...seen, type: 'DateTime' }),
    application: t.field({ ...seen, type: GrantApplicationRef, resolve: (v) => v.application }),
  }),
});

GrantApplicationRef.implement({
  subGraphs: G,
  description: 'An innovation grant application of a startup and its corporate partner.',
  fields: (t) => ({
    id: t.exposeID('id', seen),
    status: t.expose('status', { ...seen, type: GrantStatusEnum }),
    title: t.exposeString('title', seen),
    summary: t.exposeString('summary', seen),
    plan: t.exposeString('plan', seen),
    budgetTotal: t.exposeInt('budgetTotal', {
      ...seen,
      nullable: true,
      description: 'Whole kronor (SEK).',
    }),
    budgetLines: t.field({ ...seen, type: [BudgetLineRef], resolve: (a) => a.budgetLines }),
    timelineMonths: t.exposeInt('timelineMonths', { ...seen, nullable: true }),
    startup: t.field({ ...seen, type: GrantPartyRef, resolve: (a) => a.startup }),
    corporate: t.field({
      ...seen,
      type: GrantPartyRef,
      nullable: true,
      resolve: (a) => a.corporate,
    }),
    meeting: t.field({
      ...seen,
      type: GrantMeetingRef,
      nullable: true,
      resolve: (a) => a.meeting,
    }),
    startupSignatoryName: t.exposeString('startupSignatoryName', { ...seen, nullable: true }),
    startupSignatoryEmail: t.exposeString('startupSignatoryEmail', { ...seen, nullable: true }),
    corporateSignatoryName: t.exposeString('corporateSignatoryName', { ...seen, nullable: true }),
    corporateSignatoryEmail: t.exposeString('corporateSignatoryEmail', {
      ...seen,
      nullable: true,
    }),
    corporateConfirmedAt: t.expose('corporateConfirmedAt', {
      ...seen,
      type: 'DateTime',
      nullable: true,
    }),
    submittedAt: t.expose('submittedAt', { ...seen, type: 'DateTime', nullable: true }),
    decidedAt: t.expose('decidedAt', { ...seen, type: 'DateTime', nullable: true }),
    decisionNote: t.exposeString('decisionNote', { ...seen, nullable: true }),
    createdAt: t.expose('createdAt', { ...seen, type: 'DateTime' }),
    updatedAt: t.expose('updatedAt', { ...seen, type: 'DateTime' }),
    version: t.exposeInt('version', {
      ...seen,
      description: 'Send it back with saveGrantDraft (optimistic concurrency).',
    }),
    timeline: t.field({
      ...seen,
      type: [GrantEventRef],
      resolve: (a, _x, ctx) => timeline(ctx.db, a.id),
    }),
    changesAsked: t.field({
      ...seen,
      type: GrantEventRef,
      nullable: true,
      description:
        'While a DRAFT that the programme sent back from review: that step, with its note (what to change).',
      resolve: (a, _x, ctx) => changesAskedOf(ctx.db, a),
    }),
    attachments: t.field({
      ...seen,
      type: [GrantAttachmentRef],
      resolve: (a, _x, ctx) => attachmentsOf(ctx.db, ctx.fileUrls, a.id),
    }),
    versions: t.field({
      ...seen,
      type: [GrantVersionRef],
      description: 'Every submission, as it was submitted.',
      resolve: (a, _x, ctx) => versionsOf(ctx.db, a.id),
    }),
  }),
});

export const GrantPartnerRef = builder.objectRef<GrantPartnerOption>('GrantPartner').implement({
  subGraphs: [...USERS],
  description: 'A corporate a startup may apply with, and the held meetings they had.',
  fields: (t) => ({
    corporate: t.field({ ...seen, type: GrantPartyRef, resolve: (o) => o.corporate }),
    meetings: t.field({ ...seen, type: [GrantMeetingRef], resolve: (o) => o.meetings }),
  }),
});

const GrantFieldIssueRef = builder.objectRef<FieldIssue>('GrantFieldIssue').implement({
  subGraphs: ['startup'],
  description: 'A field autosave did not keep, and why.',
  fields: (t) => ({
    field: t.exposeString('field', {
      ...seen,
      description: 'Its path, e.g. budgetLines.1.amount.',
    }),
    message: t.exposeString('message', seen),
  }),
});

export const GrantDraftSaveRef = builder.objectRef<DraftSave>('GrantDraftSave').implement({
  subGraphs: ['startup'],
  description: 'The saved draft (every valid field written) and the fields not kept.',
  fields: (t) => ({
    application: t.field({ ...seen, type: GrantApplicationRef, resolve: (s) => s.application }),
    invalid: t.field({ ...seen, type: [GrantFieldIssueRef], resolve: (s) => s.invalid }),
  }),
});
