import type { BudgetLine, GrantStatus } from '@matchday/shared';
import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { companies } from '../accounts/accounts.tables.ts';
import { meetings } from '../meetings/meetings.tables.ts';

const instant = (name: string) => timestamp(name, { withTimezone: true });

/**
 * An innovation grant application (DOMAIN.md "Innovation grant"): a startup and its
 * corporate partner apply for a joint pilot. The state machine is GRANT_TRANSITIONS
 * (packages/shared/src/grants.ts). `version` rises on every save (optimistic concurrency for
 * autosave). Draft fields may be empty; a submission is checked whole.
 */
export const grantApplications = pgTable(
  'grant_applications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    startupId: uuid('startup_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    corporateId: uuid('corporate_id').references(() => companies.id, { onDelete: 'restrict' }),
    meetingId: uuid('meeting_id').references(() => meetings.id, { onDelete: 'set null' }),
    status: text('status').$type<GrantStatus>().notNull().default('DRAFT'),
    title: text('title').notNull().default(''),
    summary: text('summary').notNull().default(''),
    plan: text('plan').notNull().default(''),
    /** Whole kronor (SEK). */
    budgetTotal: integer('budget_total'),
    budgetLines: jsonb('budget_lines').$type<BudgetLine[]>().notNull().default([]),
    timelineMonths: integer('timeline_months'),
    startupSignatoryName: text('startup_signatory_name'),
    startupSignatoryEmail: text('startup_signatory_email'),
    corporateSignatoryName: text('corporate_signatory_name'),
    corporateSignatoryEmail: text('corporate_signatory_email'),
    corporateConfirmedAt: instant('corporate_confirmed_at'),
    corporateConfirmedBy: uuid('corporate_confirmed_by'),
    submittedAt: instant('submitted_at'),
    decidedAt: instant('decided_at'),
    /** The deciding admin's id. */
    decidedBy: uuid('decided_by'),
    decisionNote: text('decision_note'),
    createdBy: uuid('created_by'),
    createdAt: instant('created_at').notNull().defaultNow(),
    updatedAt: instant('updated_at').notNull().defaultNow(),
    version: integer('version').notNull().default(1),
  },
  (t) => [
    index('grant_applications_startup_idx').on(t.startupId),
    index('grant_applications_corporate_idx').on(t.corporateId),
    index('grant_applications_status_idx').on(t.status, t.submittedAt),
    check(
      'grant_applications_status_check',
      sql`${t.status} in ('DRAFT', 'SUBMITTED', 'IN_REVIEW', 'APPROVED', 'REJECTED', 'AGREEMENT_SENT', 'SIGNED', 'CLOSED')`,
    ),
    check(
      'grant_applications_timeline_check',
      sql`${t.timelineMonths} is null or ${t.timelineMonths} between 1 and 36`,
    ),
    check(
      'grant_applications_budget_check',
      sql`${t.budgetTotal} is null or ${t.budgetTotal} >= 0`,
    ),
    check(
      'grant_applications_submitted_check',
      sql`${t.status} = 'DRAFT' or (${t.submittedAt} is not null and ${t.corporateConfirmedAt} is not null and ${t.corporateId} is not null)`,
    ),
  ],
);
export type GrantApplicationRow = typeof grantApplications.$inferSelect;

/** What was submitted, kept as it was (read-only view); one row per submission. */
export const grantApplicationVersions = pgTable(
  'grant_application_versions',
  {
    applicationId: uuid('application_id')
      .notNull()
      .references(() => grantApplications.id, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    snapshot: jsonb('snapshot').$type<Record<string, unknown>>().notNull(),
    submittedAt: instant('submitted_at').notNull().defaultNow(),
    /** The submitting user's id. */
    by: uuid('by'),
  },
  (t) => [primaryKey({ columns: [t.applicationId, t.version] })],
);

/** The status timeline: every move along the table, with who and why. */
export const grantApplicationEvents = pgTable(
  'grant_application_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    applicationId: uuid('application_id')
      .notNull()
      .references(() => grantApplications.id, { onDelete: 'cascade' }),
    from: text('from').$type<GrantStatus>(),
    to: text('to').$type<GrantStatus>().notNull(),
    /** A user's or an admin's id; null for the server (SYSTEM). */
    byUserId: uuid('by_user_id'),
    note: text('note'),
    at: instant('at').notNull().defaultNow(),
  },
  (t) => [index('grant_application_events_app_idx').on(t.applicationId, t.at)],
);

/** Files attached to an application (uploaded through /api/upload, purpose 'attachment'). */
export const grantAttachments = pgTable(
  'grant_attachments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    applicationId: uuid('application_id')
      .notNull()
      .references(() => grantApplications.id, { onDelete: 'cascade' }),
    /** An upload's id (the uploads room's file; checked through its service when attached). */
    fileId: uuid('file_id').notNull(),
    name: text('name').notNull(),
    addedBy: uuid('added_by'),
    createdAt: instant('created_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('grant_attachments_file_idx').on(t.applicationId, t.fileId)],
);
