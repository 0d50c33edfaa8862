import { canMoveGrant, type GrantStatus } from '@matchday/shared';
import { and, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../platform/db.ts';
import { AppError } from '../../platform/errors.ts';
import { companies } from '../accounts/accounts.read-model.ts';
import { mailAgreementSigned } from './grant-mails.ts';
import { applicationIn } from './grants.queries.ts';
import { grantApplicationEvents, grantApplications } from './grants.tables.ts';
import { emitDomainEvent } from '../../platform/domain-events.ts';

export { grantReadWhere } from './grants.policy.ts';

/**
 * The contract the signing room codes against: what an agreement is made
 * of, and the one way to move an application along the agreement steps.
 */
export type AgreementSource = {
  id: string;
  status: GrantStatus;
  title: string;
  summary: string;
  plan: string;
  budgetTotal: number;
  budgetLines: { label: string; amount: number }[];
  timelineMonths: number;
  startup: { id: string; name: string; signatoryName: string; signatoryEmail: string };
  corporate: { id: string; name: string; signatoryName: string; signatoryEmail: string };
  decidedAt: string | null;
};

/** A move along the table that found the application elsewhere (someone moved it first). */
export class GrantConflictError extends AppError {
  readonly current: GrantStatus | null;
  constructor(message: string, current: GrantStatus | null) {
    super('CONFLICT', message, { current });
    this.current = current;
  }
}

const startupCo = alias(companies, 'startup_co');
const corporateCo = alias(companies, 'corporate_co');

/** Inside the caller's transaction; null when not found (or not yet a whole application). */
export async function loadAgreementSource(
  tx: Db,
  applicationId: string,
): Promise<AgreementSource | null> {
  const [row] = await tx
    .select({
      app: grantApplications,
      startupName: startupCo.name,
      corporateName: corporateCo.name,
    })
    .from(grantApplications)
    .innerJoin(startupCo, eq(startupCo.id, grantApplications.startupId))
    .innerJoin(corporateCo, eq(corporateCo.id, grantApplications.corporateId))
    .where(eq(grantApplications.id, sql`${applicationId}::uuid`));
  if (!row) return null;
  const a = row.app;
  if (a.budgetTotal == null || a.timelineMonths == null || !a.corporateId) return null;
  return {
    id: a.id,
    status: a.status,
    title: a.title,
    summary: a.summary,
    plan: a.plan,
    budgetTotal: a.budgetTotal,
    budgetLines: a.budgetLines.map((l) => ({ label: l.label, amount: l.amount })),
    timelineMonths: a.timelineMonths,
    startup: {
      id: a.startupId,
      name: row.startupName,
      signatoryName: a.startupSignatoryName ?? '',
      signatoryEmail: a.startupSignatoryEmail ?? '',
    },
    corporate: {
      id: a.corporateId,
      name: row.corporateName,
      signatoryName: a.corporateSignatoryName ?? '',
      signatoryEmail: a.corporateSignatoryEmail ?? '',
    },
    decidedAt: a.decidedAt?.toISOString() ?? null,
  };
}

/**
 * Writes one move along the table (status, timeline row) in the caller's transaction. The row
 * is changed only while its status is still `from`; otherwise a GrantConflictError names the
 * status found. Used by the grants services and by the signing room.
 */
export async function moveGrant(
  tx: Db,
  applicationId: string,
  from: GrantStatus,
  to: GrantStatus,
  byUserId: string | null,
  note?: string | null,
  extra: Partial<typeof grantApplications.$inferInsert> = {},
) {
  const now = new Date();
  const [moved] = await tx
    .update(grantApplications)
    .set({ ...extra, status: to, updatedAt: now, version: sql`${grantApplications.version} + 1` })
    .where(and(eq(grantApplications.id, applicationId), eq(grantApplications.status, from)))
    .returning();
  if (!moved) {
    const [found] = await tx
      .select({ status: grantApplications.status })
      .from(grantApplications)
      .where(eq(grantApplications.id, applicationId));
    if (!found) throw new AppError('NOT_FOUND', 'No such grant application');
    throw new GrantConflictError(
      `This application is ${found.status}, not ${from}; it may have been moved already`,
      found.status,
    );
  }
  await tx.insert(grantApplicationEvents).values({
    applicationId,
    from,
    to,
    byUserId,
    note: note ?? null,
    at: now,
  });
  await emitDomainEvent(tx, 'grant.state_changed', {
    applicationId,
    startupId: moved.startupId,
    corporateId: moved.corporateId,
    from,
    to,
  });
  return moved;
}

/** The agreement steps the signing room may take (GRANT_TRANSITIONS, mover ADMIN or SYSTEM). */
const AGREEMENT_STEPS: readonly GrantStatus[] = ['AGREEMENT_SENT', 'SIGNED', 'CLOSED'];

/**
 * Moves the application along the table (APPROVED→AGREEMENT_SENT, AGREEMENT_SENT→SIGNED,
 * SIGNED→CLOSED) in the caller's transaction, writing the timeline row; throws a typed
 * conflict (GrantConflictError, code CONFLICT) if the current status is not `from`.
 */
export async function advanceGrant(
  tx: Db,
  applicationId: string,
  from: GrantStatus,
  to: GrantStatus,
  byUserId: string | null,
  note?: string,
): Promise<void> {
  if (
    !AGREEMENT_STEPS.includes(to) ||
    (!canMoveGrant(from, to, 'SYSTEM') && !canMoveGrant(from, to, 'ADMIN'))
  ) {
    throw new AppError('BAD_REQUEST', `An application does not move from ${from} to ${to}`);
  }
  await moveGrant(tx, applicationId, from, to, byUserId, note);
}

/**
 * Tells everyone concerned that every party has signed (`grant-form` SIGNED, with its
 * notification), in the caller's transaction — the signing room calls it where the last
 * signature (built-in) or Scrive's word moves the application to SIGNED. Once per application.
 */
export async function announceAgreementSigned(tx: Db, publicUrl: string, applicationId: string) {
  const app = await applicationIn(tx, eq(grantApplications.id, applicationId), applicationId);
  await mailAgreementSigned(tx, publicUrl, app);
}
