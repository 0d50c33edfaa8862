import { ACTIVITY_STATUSES } from '@matchday/shared';
import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Actor } from '../../platform/actor.ts';
import type { Db } from '../../platform/db.ts';
import { AppError } from '../../platform/errors.ts';
import { parseInput } from '../../platform/validation.ts';
import { companies } from '../accounts/accounts.tables.ts';
import { operationWhere } from '../accounts/company-reach.policy.ts';

/**
 * Status changes of companies. Ending sessions needs no call into the auth module: the actor
 * resolver and the refresh call read `active` and `sessionVersion` on every request, so an
 * INACTIVE company's people are signed out at once.
 */

const activityInput = z.object({ companyId: z.uuid(), status: z.enum(ACTIVITY_STATUSES) });

/** ADMIN, or the startup's own INCUBATOR, sets a company ACTIVE, INACTIVE or PENDING. */
export async function setCompanyActivityStatus(db: Db, actor: Actor, input: unknown) {
  const { companyId, status } = parseInput(activityInput, input);
  const [updated] = await db
    .update(companies)
    .set({ activityStatus: status, updatedAt: new Date() })
    .where(and(eq(companies.id, companyId), operationWhere(actor, 'setActivityStatus')))
    .returning({
      id: companies.id,
      name: companies.name,
      type: companies.type,
      country: companies.country,
      activityStatus: companies.activityStatus,
    });
  // A company outside the actor's reach is not found (never "forbidden": no existence leak).
  if (!updated) throw new AppError('NOT_FOUND', 'No such company');
  return updated;
}
