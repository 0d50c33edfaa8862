import './grants.mail.ts';
import { grantDraftInput } from '@matchday/shared';
import { and, asc, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Actor } from '../../platform/actor.ts';
import type { Db } from '../../platform/db.ts';
import { AppError } from '../../platform/errors.ts';
import { parseInput } from '../../platform/validation.ts';
import { companies } from '../accounts/accounts.read-model.ts';
import { events } from '../events/events.read-model.ts';
import { meetings } from '../meetings/meetings.read-model.ts';
import { assertAttachable } from '../uploads/uploads.service.ts';
import { draftValues, partyIssues, splitDraftInput, type FieldIssue } from './draft-fields.ts';
import { mailConfirmRequest } from './grant-mails.ts';
import { grantsCompany } from './grants-area.policy.ts';
import { grantOwnDraftWhere } from './grants.policy.ts';
import { applicationIn } from './grants.queries.ts';
import { grantApplicationEvents, grantApplications, grantAttachments } from './grants.tables.ts';
import type { GrantApplicationView, GrantPartnerOption } from './grants.views.ts';

/** A startup drafts its application: create, autosave, attachments. */

const applicationId = z.uuid('No such grant application');
const versionArg = z
  .number('Send the version you last read')
  .int('Send the version you last read')
  .min(1, 'Send the version you last read');

/** A 400 naming each refused field, as parseInput words it. */
function invalidInput(fields: FieldIssue[]) {
  const summary = fields.map((f) => `${f.field}: ${f.message}`).join('; ');
  return new AppError('BAD_REQUEST', `Invalid input — ${summary}`, { fields });
}

type Ctx = { db: Db; actor: Actor; publicUrl: string };

/** What autosave answers: the stored draft, and each field it did not keep, with why. */
export type DraftSave = { application: GrantApplicationView; invalid: FieldIssue[] };

/**
 * A startup with grants access opens a new draft (fields optional; a bad one refuses it, 400
 * naming the field). Naming a partner asks it to confirm its part.
 */
export async function createGrantApplication(ctx: Ctx, input: unknown) {
  const { db, actor } = ctx;
  const company = await grantsCompany(db, actor);
  if (company.side !== 'startup') throw new AppError('FORBIDDEN', 'Startups write applications');
  const data = parseInput(grantDraftInput, input ?? {});
  return db.transaction(async (tx) => {
    const issues = await partyIssues(tx, company.id, data, data.corporateId ?? null);
    if (issues.length) throw invalidInput(issues);
    const [row] = await tx
      .insert(grantApplications)
      .values({ ...draftValues(data), startupId: company.id, createdBy: company.userId })
      .returning();
    await tx.insert(grantApplicationEvents).values({
      applicationId: row!.id,
      from: null,
      to: 'DRAFT',
      byUserId: company.userId,
    });
    const app = await applicationIn(tx, grantOwnDraftWhere(actor), row!.id);
    if (app.corporate) await mailConfirmRequest(tx, ctx.publicUrl, app);
    return app;
  });
}

/**
 * Autosave: writes every well-formed field when `version` is still the stored one (else
 * CONFLICT with the current version, so the form reloads instead of overwriting) and answers
 * the fields it did not keep, each with its problem — one invalid field never drops the others.
 * Only a DRAFT is edited. Choosing another partner clears the previous partner's confirmation
 * and asks the new one to confirm its part.
 */
export async function saveGrantDraft(
  ctx: Ctx,
  id: unknown,
  version: unknown,
  input: unknown,
): Promise<DraftSave> {
  const { db, actor } = ctx;
  const company = await grantsCompany(db, actor);
  const key = parseInput(applicationId, id);
  const seen = parseInput(versionArg, version);
  const { valid: data, invalid } = splitDraftInput(input);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(grantApplications)
      .where(and(eq(grantApplications.id, key), grantOwnDraftWhere(actor)))
      .for('update');
    if (!row || company.side !== 'startup') {
      throw new AppError('NOT_FOUND', 'No such grant application');
    }
    if (row.status !== 'DRAFT') {
      throw new AppError('CONFLICT', 'This application has been submitted; it is read-only now');
    }
    if (row.version !== seen) {
      throw new AppError(
        'CONFLICT',
        'This draft was changed elsewhere (another tab or a colleague); reload it to continue',
        { version: row.version },
      );
    }
    const corporate = data.corporateId !== undefined ? data.corporateId : row.corporateId;
    for (const issue of await partyIssues(tx, company.id, data, corporate)) {
      invalid.push(issue);
      delete data[issue.field as 'corporateId' | 'meetingId'];
    }
    const values = draftValues(data);
    const newPartner = data.corporateId !== undefined && data.corporateId !== row.corporateId;
    if (newPartner) {
      Object.assign(values, {
        corporateConfirmedAt: null,
        corporateConfirmedBy: null,
        corporateSignatoryName: null,
        corporateSignatoryEmail: null,
      });
      if (data.meetingId === undefined) values.meetingId = null;
    }
    if (Object.keys(values).length) {
      await tx
        .update(grantApplications)
        .set({ ...values, version: row.version + 1, updatedAt: new Date() })
        .where(eq(grantApplications.id, row.id));
    }
    const application = await applicationIn(tx, grantOwnDraftWhere(actor), row.id);
    if (newPartner && application.corporate) {
      await mailConfirmRequest(tx, ctx.publicUrl, application);
    }
    return { application, invalid };
  });
}

/**
 * The corporates a startup may choose: every corporate with grants access, the ones it met in
 * HELD meetings first, each with those meetings (the meeting an application grows from).
 */
export async function grantPartners(db: Db, actor: Actor): Promise<GrantPartnerOption[]> {
  const company = await grantsCompany(db, actor);
  if (company.side !== 'startup') return [];
  const corporates = await db
    .select({ id: companies.id, name: companies.name })
    .from(companies)
    .where(and(eq(companies.type, 'corp'), eq(companies.hasAccessInnovationGrants, true)))
    .orderBy(asc(companies.name));
  const held = await db
    .select({
      id: meetings.id,
      corporateId: meetings.corporateId,
      startsAt: meetings.startsAt,
      eventName: events.name,
    })
    .from(meetings)
    .innerJoin(events, eq(events.id, meetings.eventId))
    .where(and(eq(meetings.startupId, company.id), eq(meetings.status, 'HELD')))
    .orderBy(sql`${meetings.startsAt} desc nulls last`);
  const options = corporates.map((c) => ({
    corporate: c,
    meetings: held
      .filter((m) => m.corporateId === c.id)
      .map((m) => ({ id: m.id, eventName: m.eventName, startsAt: m.startsAt })),
  }));
  return [
    ...options.filter((o) => o.meetings.length),
    ...options.filter((o) => !o.meetings.length),
  ];
}

const attachInput = z.object(
  {
    fileId: z.uuid('Upload the file first'),
    name: z
      .string('Name the attachment')
      .trim()
      .min(1, 'Name the attachment')
      .max(200, 'Use at most 200 characters'),
  },
  { error: () => 'Send the file and its name' },
);

/** The startup attaches an uploaded file (purpose 'attachment') to its draft. */
export async function addGrantAttachment(db: Db, actor: Actor, id: unknown, input: unknown) {
  const company = await grantsCompany(db, actor);
  const key = parseInput(applicationId, id);
  const data = parseInput(attachInput, input);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({ id: grantApplications.id, status: grantApplications.status })
      .from(grantApplications)
      .where(and(eq(grantApplications.id, key), grantOwnDraftWhere(actor)));
    if (!row) throw new AppError('NOT_FOUND', 'No such grant application');
    if (row.status !== 'DRAFT') {
      throw new AppError('CONFLICT', 'This application has been submitted; it is read-only now');
    }
    await assertAttachable(tx, {
      fileId: data.fileId,
      purpose: 'attachment',
      field: 'fileId',
      companyId: company.id,
    });
    await tx
      .insert(grantAttachments)
      .values({ applicationId: key, fileId: data.fileId, name: data.name, addedBy: company.userId })
      .onConflictDoNothing();
    return applicationIn(tx, grantOwnDraftWhere(actor), key);
  });
}

/** The startup removes an attachment from its draft. */
export async function removeGrantAttachment(
  db: Db,
  actor: Actor,
  id: unknown,
  attachmentId: unknown,
) {
  await grantsCompany(db, actor);
  const key = parseInput(applicationId, id);
  const attachment = parseInput(z.uuid('No such attachment'), attachmentId);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({ id: grantApplications.id, status: grantApplications.status })
      .from(grantApplications)
      .where(and(eq(grantApplications.id, key), grantOwnDraftWhere(actor)));
    if (!row) throw new AppError('NOT_FOUND', 'No such grant application');
    if (row.status !== 'DRAFT') {
      throw new AppError('CONFLICT', 'This application has been submitted; it is read-only now');
    }
    const gone = await tx
      .delete(grantAttachments)
      .where(and(eq(grantAttachments.id, attachment), eq(grantAttachments.applicationId, key)))
      .returning({ id: grantAttachments.id });
    if (!gone.length) throw new AppError('NOT_FOUND', 'No such attachment');
    return applicationIn(tx, grantOwnDraftWhere(actor), key);
  });
}
