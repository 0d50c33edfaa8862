import {
  findIncubator,
  incubatorId,
  reachOf,
  roleOf,
  type Operation,
  type Reach,
} from '@matchday/shared';
import type { Actor, UserActor } from './actor.ts';
import { AppError } from './errors.ts';

/**
 * The permission table (packages/shared/src/permissions.ts) is the only source of rights: a
 * service asks it here, then applies the reach it answers as a WHERE clause, so a row outside the
 * reach is simply not found.
 */

/** How far `op` reaches for this actor; false when its role may not do it at all. */
export function reachFor(actor: Actor, op: Operation): Reach {
  return reachOf(roleOf(actor), op);
}

/** Whether the actor's role may do `op` at all (some reach, however narrow). */
export function canDo(actor: Actor, op: Operation): boolean {
  return reachFor(actor, op) !== false;
}

/**
 * Refuses an operation the actor's role may not do at all: 401 when nobody is signed in, 403
 * otherwise. The reach (e.g. 'ownIncubator') is then applied as a WHERE clause by the service.
 */
export function assertCan(
  actor: Actor,
  op: Operation,
  message = 'This account may not do this',
): asserts actor is NonNullable<Actor> {
  if (reachFor(actor, op) !== false) return;
  if (!actor) throw new AppError('UNAUTHENTICATED', 'Sign in first');
  throw new AppError('FORBIDDEN', message);
}

/** A startup or corporate person with a company: the actor a company's own operations take. */
export type CompanyActor = UserActor & { companyId: string };

/** The actor's company, or null when it is no company member (an admin, a user without one). */
export function companyIdOf(actor: Actor): string | null {
  return actor?.kind === 'user' && actor.companyId ? actor.companyId : null;
}

/**
 * The actor as a member of its company, or an error: 401 when nobody is signed in, otherwise
 * `code` (FORBIDDEN by default; NOT_FOUND where the area is not to be known) with `message`.
 */
export function companyActor(
  actor: Actor,
  message: string,
  code: 'FORBIDDEN' | 'NOT_FOUND' = 'FORBIDDEN',
): CompanyActor {
  if (!actor) throw new AppError('UNAUTHENTICATED', 'Sign in first');
  if (actor.kind !== 'user' || !actor.companyId) throw new AppError(code, message);
  return actor as CompanyActor;
}

/** The incubator identifier an INCUBATOR admin manages (null for any other actor). */
export function managedIncubator(actor: Actor): string | null {
  if (actor?.kind !== 'admin' || !actor.incubator) return null;
  return findIncubator(actor.incubator)?.id ?? incubatorId(actor.incubator);
}
