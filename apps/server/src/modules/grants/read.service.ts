import { asc, eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Actor } from '../../platform/actor.ts';
import type { Db } from '../../platform/db.ts';
import { parseInput } from '../../platform/validation.ts';
import type { FileUrls } from '../uploads/file-urls.ts';
import { grantsCompany } from './grants-area.policy.ts';
import { grantReadWhere, isGrantsAdmin } from './grants.policy.ts';
import { applicationIn, applicationsWhere, timelineOf } from './grants.queries.ts';
import { grantApplicationVersions, grantAttachments } from './grants.tables.ts';
import { viewOfSnapshot, type GrantAttachmentView, type GrantVersionView } from './grants.views.ts';

/** Reading applications: the parties' lists, one application, its timeline and versions. */

const applicationId = z.uuid('No such grant application');

/** Checks that the grants area exists for the actor (ADMIN, or a party with the flag). */
async function assertArea(db: Db, actor: Actor) {
  if (isGrantsAdmin(actor)) return;
  await grantsCompany(db, actor);
}

/**
 * The own company's applications: a startup all of its own; a corporate those naming it (a
 * draft too, so it can confirm its part).
 */
export async function myGrantApplications(db: Db, actor: Actor) {
  await grantsCompany(db, actor);
  return applicationsWhere(db, grantReadWhere(actor));
}

/** One application in the actor's reach (NOT_FOUND otherwise). */
export async function grantApplication(db: Db, actor: Actor, id: unknown) {
  await assertArea(db, actor);
  return applicationIn(db, grantReadWhere(actor), parseInput(applicationId, id));
}

export const timeline = (db: Db, applicationId: string) => timelineOf(db, applicationId);

/**
 * The programme's request for changes a DRAFT is under: the latest move back from review, with
 * its note; null for a draft never submitted or any other status.
 */
export async function changesAskedOf(db: Db, app: { id: string; status: string }) {
  if (app.status !== 'DRAFT') return null;
  const steps = await timelineOf(db, app.id);
  return steps.findLast((s) => s.from === 'IN_REVIEW' && s.to === 'DRAFT') ?? null;
}

export async function attachmentsOf(
  db: Db,
  fileUrls: Pick<FileUrls, 'url'>,
  applicationId: string,
): Promise<GrantAttachmentView[]> {
  const rows = await db
    .select()
    .from(grantAttachments)
    .where(eq(grantAttachments.applicationId, applicationId))
    .orderBy(asc(grantAttachments.createdAt));
  return rows.map((r) => ({
    id: r.id,
    fileId: r.fileId,
    name: r.name,
    url: fileUrls.url(r.fileId),
  }));
}

/** The submitted versions, oldest first, each as it was submitted. */
export async function versionsOf(db: Db, applicationId: string): Promise<GrantVersionView[]> {
  const rows = await db
    .select()
    .from(grantApplicationVersions)
    .where(eq(grantApplicationVersions.applicationId, applicationId))
    .orderBy(asc(grantApplicationVersions.version));
  return rows.map((r) => ({
    version: r.version,
    submittedAt: r.submittedAt,
    application: viewOfSnapshot(r.snapshot),
  }));
}
