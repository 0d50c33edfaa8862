import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { Actor } from '../../platform/actor.ts';
import { companyIdOf, reachFor } from '../../platform/authorize.ts';
import { companies } from '../accounts/accounts.read-model.ts';
import { grantApplications } from './grants.tables.ts';

/**
 * Who reaches which grant application (SPEC §6 useInnovationGrants): ADMIN every one;
 * a startup or corporate user the applications of its own company, while that company has
 * hasAccessInnovationGrants. Everyone else: none (deny by default), so a row out of reach is
 * simply not found.
 */
const NONE = sql`false`;
const ALL = sql`true`;

/** The actor's company, when it is a user of a company with grants access (as SQL). */
function companyWithAccess(companyId: string): SQL {
  return sql`exists (select 1 from ${companies} where ${companies.id} = ${companyId} and ${companies.hasAccessInnovationGrants})`;
}

/** Whether the actor is a full ADMIN for grants (reviews every application). */
export function isGrantsAdmin(actor: Actor): boolean {
  return actor?.kind === 'admin' && reachFor(actor, 'useInnovationGrants') === 'all';
}

/** The side of an application the actor's company is on, if it is a company user. */
export function partySide(actor: Actor): 'startup' | 'corporate' | null {
  if (actor?.kind !== 'user' || !actor.companyId) return null;
  if (reachFor(actor, 'useInnovationGrants') !== 'withGrantsAccess') return null;
  return actor.type === 'corp' ? 'corporate' : 'startup';
}

/**
 * Applications the actor may see: ADMIN all; the parties' users (startup or corporate side)
 * while their company has grants access. The signing room uses this for "may this actor see
 * this application".
 */
export function grantReadWhere(actor: Actor): SQL {
  if (isGrantsAdmin(actor)) return ALL;
  const side = partySide(actor);
  const companyId = companyIdOf(actor);
  if (!side || !companyId) return NONE;
  const column = side === 'corporate' ? grantApplications.corporateId : grantApplications.startupId;
  return and(eq(column, companyId), companyWithAccess(companyId))!;
}

/** Applications the actor's company drafts (the startup side). */
export function grantOwnDraftWhere(actor: Actor): SQL {
  const companyId = companyIdOf(actor);
  if (partySide(actor) !== 'startup' || !companyId) return NONE;
  return and(eq(grantApplications.startupId, companyId), companyWithAccess(companyId))!;
}

/** Applications naming the actor's company as corporate partner. */
export function grantPartnerWhere(actor: Actor): SQL {
  const companyId = companyIdOf(actor);
  if (partySide(actor) !== 'corporate' || !companyId) return NONE;
  return and(eq(grantApplications.corporateId, companyId), companyWithAccess(companyId))!;
}
