import { ACTIVITY_STATUSES, CURRENT_TERMS_VERSION, type AdminType } from '@matchday/shared';
import { eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Actor } from '../../graphql/actor.ts';
import type { Db } from '../../platform/db.ts';
import { AppError } from '../../platform/errors.ts';
import { parseInput } from '../../platform/validation.ts';
import { canManageAccounts, canSetActivityStatus } from './accounts.policy.ts';
import { admins, companies, users } from './accounts.tables.ts';

/**
 * Status changes of accounts. Ending sessions needs no call into the auth module: the actor
 * resolver and the refresh call read `active` and `sessionVersion` on every request, so an
 * INACTIVE company, a disabled user or an admin whose kind changed is signed out at once.
 */

/** The legal-terms modal: the signed-in person accepts the current terms. */
export async function acceptTerms(db: Db, actor: Actor, version: string) {
  if (!actor) throw new AppError('UNAUTHENTICATED', 'Sign in first');
  if (version !== CURRENT_TERMS_VERSION) {
    throw new AppError(
      'BAD_REQUEST',
      `Unknown terms version; the current one is ${CURRENT_TERMS_VERSION}`,
    );
  }
  const now = new Date();
  const values = { acceptedTermsVersion: version, acceptedTermsAt: now, updatedAt: now };
  if (actor.kind === 'user') await db.update(users).set(values).where(eq(users.id, actor.id));
  else await db.update(admins).set(values).where(eq(admins.id, actor.id));
}

const activityInput = z.object({ companyId: z.uuid(), status: z.enum(ACTIVITY_STATUSES) });

/** ADMIN, or the startup's own INCUBATOR, sets a company ACTIVE, INACTIVE or PENDING. */
export async function setCompanyActivityStatus(db: Db, actor: Actor, input: unknown) {
  const { companyId, status } = parseInput(activityInput, input);
  const [company] = await db
    .select({ type: companies.type, incubator: companies.incubator })
    .from(companies)
    .where(eq(companies.id, companyId));
  // A company the actor may not manage is not found (never "forbidden": no existence leak).
  if (!company || !canSetActivityStatus(actor, company)) {
    throw new AppError('NOT_FOUND', 'No such company');
  }
  const [updated] = await db
    .update(companies)
    .set({ activityStatus: status, updatedAt: new Date() })
    .where(eq(companies.id, companyId))
    .returning({
      id: companies.id,
      name: companies.name,
      type: companies.type,
      country: companies.country,
      activityStatus: companies.activityStatus,
    });
  if (!updated) throw new AppError('NOT_FOUND', 'No such company');
  return updated;
}

/** A full ADMIN disables (or re-enables) a user; a disabled user's sessions end at once. */
export async function setUserDisabled(db: Db, actor: Actor, userId: string, disabled: boolean) {
  if (!canManageAccounts(actor)) throw new AppError('FORBIDDEN', 'Only an ADMIN may do this');
  const now = new Date();
  const [updated] = await db
    .update(users)
    .set({
      disabledAt: disabled ? now : null,
      sessionVersion: sql`${users.sessionVersion} + 1`,
      updatedAt: now,
    })
    .where(eq(users.id, userId))
    .returning({ id: users.id });
  if (!updated) throw new AppError('NOT_FOUND', 'No such user');
}

/** A full ADMIN changes an admin's kind; every session issued under the old kind ends. */
export async function changeAdminType(db: Db, actor: Actor, adminId: string, adminType: AdminType) {
  if (!canManageAccounts(actor)) throw new AppError('FORBIDDEN', 'Only an ADMIN may do this');
  const [updated] = await db
    .update(admins)
    .set({ adminType, sessionVersion: sql`${admins.sessionVersion} + 1`, updatedAt: new Date() })
    .where(eq(admins.id, adminId))
    .returning({ id: admins.id });
  if (!updated) throw new AppError('NOT_FOUND', 'No such admin');
}
