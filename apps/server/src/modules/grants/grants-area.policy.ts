import type { Actor } from '../../platform/actor.ts';
import { assertCan, companyActor } from '../../platform/authorize.ts';
import type { Db } from '../../platform/db.ts';
import { AppError } from '../../platform/errors.ts';
import { grantsAccessCompany } from '../accounts/accounts.queries.ts';
import { partySide } from './grants.policy.ts';

/** Where the grants area exists for the actor (SPEC §6 hasAccessInnovationGrants). */

export const NO_GRANTS_AREA = 'No grants area';

/**
 * The actor's company when it is a party with grants access; a company without the flag has
 * no grants area at all: NOT_FOUND (never "forbidden, but exists").
 */
export async function grantsCompany(db: Db, actor: Actor) {
  assertCan(actor, 'useInnovationGrants', 'This account has no grants area');
  const side = partySide(actor);
  const member = companyActor(actor, NO_GRANTS_AREA, 'NOT_FOUND');
  if (!side) throw new AppError('NOT_FOUND', NO_GRANTS_AREA);
  const company = await grantsAccessCompany(db, member.companyId);
  if (!company) throw new AppError('NOT_FOUND', NO_GRANTS_AREA);
  return { ...company, side, userId: member.id };
}
