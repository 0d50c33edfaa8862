import './grants.mail.ts';
import { grantConfirmInput, grantSubmission } from '@matchday/shared';
import { and, count, eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Actor } from '../../platform/actor.ts';
import type { Db } from '../../platform/db.ts';
import { AppError } from '../../platform/errors.ts';
import { parseInput } from '../../platform/validation.ts';
import { grantsAccessCompany } from '../accounts/accounts.queries.ts';
import { completeNotificationTask, TASKS } from '../mail/notification-tasks.service.ts';
import { moveGrant } from './agreement-source.ts';
import { mailSubmission } from './grant-mails.ts';
import { grantsCompany } from './grants-area.policy.ts';
import { grantOwnDraftWhere, grantPartnerWhere, grantReadWhere } from './grants.policy.ts';
import { applicationIn } from './grants.queries.ts';
import {
  grantApplicationEvents,
  grantApplications,
  grantApplicationVersions,
} from './grants.tables.ts';
import { snapshotOf } from './grants.views.ts';

/** The corporate partner confirms its part; the startup submits. */

const applicationId = z.uuid('No such grant application');
type Ctx = { db: Db; actor: Actor; publicUrl: string };

/**
 * The corporate partner confirms its part of a DRAFT naming it: who signs for it. It can
 * confirm again (another signatory) until the startup submits.
 */
export async function confirmGrantPartner(db: Db, actor: Actor, id: unknown, input: unknown) {
  const company = await grantsCompany(db, actor);
  const key = parseInput(applicationId, id);
  const data = parseInput(grantConfirmInput, input);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({ id: grantApplications.id, status: grantApplications.status })
      .from(grantApplications)
      .where(and(eq(grantApplications.id, key), grantPartnerWhere(actor)))
      .for('update');
    if (!row) throw new AppError('NOT_FOUND', 'No such grant application');
    if (row.status !== 'DRAFT') {
      throw new AppError('CONFLICT', 'This application has been submitted; its parties are set');
    }
    await completeNotificationTask(tx, TASKS.grantConfirm(key, company.id));
    await tx
      .update(grantApplications)
      .set({
        corporateSignatoryName: data.signatoryName,
        corporateSignatoryEmail: data.signatoryEmail,
        corporateConfirmedAt: new Date(),
        corporateConfirmedBy: company.userId,
        updatedAt: new Date(),
      })
      .where(eq(grantApplications.id, key));
    await tx.insert(grantApplicationEvents).values({
      applicationId: key,
      from: 'DRAFT',
      to: 'DRAFT',
      byUserId: company.userId,
      note: `Corporate partner confirmed; signatory ${data.signatoryName}`,
    });
    return applicationIn(tx, grantReadWhere(actor), key);
  });
}

/**
 * DRAFT → SUBMITTED by the startup: the stored draft must be whole (every field, a budget that
 * adds up, a 1–36 month timeline, the partner's confirmation; else 400 naming the field). What
 * was submitted is kept as a version (a resubmission after changes adds the next one); the
 * reviewers get `grant-form`; a request for changes is done.
 */
export async function submitGrantApplication(ctx: Ctx, id: unknown) {
  const { db, actor } = ctx;
  const company = await grantsCompany(db, actor);
  const key = parseInput(applicationId, id);
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
      throw new AppError('CONFLICT', `This application is already ${row.status}`);
    }
    parseInput(grantSubmission, {
      ...row,
      corporateConfirmedAt: row.corporateConfirmedAt ?? undefined,
    });
    const partner = await grantsAccessCompany(tx, row.corporateId!);
    if (!partner) {
      const message = 'The corporate partner no longer has grants access; choose another';
      throw new AppError('BAD_REQUEST', `Invalid input — corporateId: ${message}`, {
        fields: [{ field: 'corporateId', message }],
      });
    }
    const now = new Date();
    await moveGrant(tx, key, 'DRAFT', 'SUBMITTED', company.userId, null, { submittedAt: now });
    const app = await applicationIn(tx, grantReadWhere(actor), key);
    const [{ n } = { n: 0 }] = await tx
      .select({ n: count() })
      .from(grantApplicationVersions)
      .where(eq(grantApplicationVersions.applicationId, key));
    await tx.insert(grantApplicationVersions).values({
      applicationId: key,
      version: n + 1,
      snapshot: snapshotOf(app),
      submittedAt: now,
      by: company.userId,
    });
    await completeNotificationTask(tx, TASKS.grantChanges(key));
    await mailSubmission(tx, ctx.publicUrl, app);
    return app;
  });
}
