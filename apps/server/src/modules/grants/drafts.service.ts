import './grants.mail.ts';
import { grantDraftInput, type GrantDraftInput } from '@matchday/shared';
import { and, asc, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Actor } from '../../platform/actor.ts';
import type { Db } from '../../platform/db.ts';
import { AppError } from '../../platform/errors.ts';
import { parseInput } from '../../platform/validation.ts';
import { companies } from '../accounts/accounts.tables.ts';
import { events } from '../events/events.tables.ts';
import { meetings } from '../meetings/meetings.tables.ts';
import { assertAttachable } from '../uploads/uploads.service.ts';
import { grantsCompany } from './grants.access.ts';
import { grantOwnDraftWhere } from './grants.policy.ts';
import { applicationIn } from './grants.queries.ts';
import { grantApplicationEvents, grantApplications, grantAttachments } from './grants.tables.ts';
import type { GrantPartnerOption } from './grants.views.ts';

/** A startup drafts its application (issue 17 item 1): create, autosave, attachments. */

const applicationId = z.uuid('No such grant application');
const versionArg = z
  .number('Send the version you last read')
  .int('Send the version you last read')
  .min(1, 'Send the version you last read');

function fieldError(field: string, message: string) {
  return new AppError('BAD_REQUEST', `Invalid input — ${field}: ${message}`, {
    fields: [{ field, message }],
  });
}

/**
 * The partner must be a corporate with grants access; a cited meeting must be a HELD meeting
 * of this startup with that corporate.
 */
async function checkParties(
  tx: Db,
  startupId: string,
  input: GrantDraftInput,
  corporate: string | null,
) {
  if (input.corporateId) {
    const [c] = await tx
      .select({ id: companies.id })
      .from(companies)
      .where(
        and(
          eq(companies.id, input.corporateId),
          eq(companies.type, 'corp'),
          eq(companies.hasAccessInnovationGrants, true),
        ),
      );
    if (!c) throw fieldError('corporateId', 'Choose a corporate partner from the list');
  }
  if (input.meetingId) {
    if (!corporate) throw fieldError('meetingId', 'Choose the corporate partner first');
    const [m] = await tx
      .select({ id: meetings.id })
      .from(meetings)
      .where(
        and(
          eq(meetings.id, input.meetingId),
          eq(meetings.startupId, startupId),
          eq(meetings.corporateId, corporate),
          eq(meetings.status, 'HELD'),
        ),
      );
    if (!m) throw fieldError('meetingId', 'Choose a held meeting with this partner');
  }
}

function draftValues(input: GrantDraftInput) {
  const v: Partial<typeof grantApplications.$inferInsert> = {};
  if (input.corporateId !== undefined) v.corporateId = input.corporateId;
  if (input.meetingId !== undefined) v.meetingId = input.meetingId;
  if (input.title !== undefined) v.title = input.title ?? '';
  if (input.summary !== undefined) v.summary = input.summary ?? '';
  if (input.plan !== undefined) v.plan = input.plan ?? '';
  if (input.budgetTotal !== undefined) v.budgetTotal = input.budgetTotal;
  if (input.budgetLines !== undefined) v.budgetLines = input.budgetLines;
  if (input.timelineMonths !== undefined) v.timelineMonths = input.timelineMonths;
  if (input.startupSignatoryName !== undefined) v.startupSignatoryName = input.startupSignatoryName;
  if (input.startupSignatoryEmail !== undefined)
    v.startupSignatoryEmail = input.startupSignatoryEmail;
  return v;
}

/** A startup with grants access opens a new draft (fields optional). */
export async function createGrantApplication(db: Db, actor: Actor, input: unknown) {
  const company = await grantsCompany(db, actor);
  if (company.side !== 'startup') throw new AppError('FORBIDDEN', 'Startups write applications');
  const data = parseInput(grantDraftInput, input ?? {});
  return db.transaction(async (tx) => {
    await checkParties(tx, company.id, data, data.corporateId ?? null);
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
    return applicationIn(tx, grantOwnDraftWhere(actor), row!.id);
  });
}

/**
 * Autosave: writes the given fields when `version` is still the stored one (else CONFLICT with
 * the current version, so the form reloads instead of overwriting). Only a DRAFT is edited.
 * Choosing another partner clears the previous partner's confirmation.
 */
export async function saveGrantDraft(
  db: Db,
  actor: Actor,
  id: unknown,
  version: unknown,
  input: unknown,
) {
  const company = await grantsCompany(db, actor);
  const key = parseInput(applicationId, id);
  const seen = parseInput(versionArg, version);
  const data = parseInput(grantDraftInput, input ?? {});
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
    await checkParties(tx, company.id, data, corporate);
    const values = draftValues(data);
    if (data.corporateId !== undefined && data.corporateId !== row.corporateId) {
      Object.assign(values, {
        corporateConfirmedAt: null,
        corporateConfirmedBy: null,
        corporateSignatoryName: null,
        corporateSignatoryEmail: null,
      });
      if (data.meetingId === undefined) values.meetingId = null;
    }
    await tx
      .update(grantApplications)
      .set({ ...values, version: row.version + 1, updatedAt: new Date() })
      .where(eq(grantApplications.id, row.id));
    return applicationIn(tx, grantOwnDraftWhere(actor), row.id);
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
