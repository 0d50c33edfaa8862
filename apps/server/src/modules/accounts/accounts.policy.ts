import { incubatorId } from '@matchday/shared';
import type { Actor } from '../../graphql/actor.ts';

/** Only a full ADMIN registers organisations (POST /api/matrix/auth/signup-company). */
export function canSignupCompany(actor: Actor): boolean {
  return isFullAdmin(actor);
}

/** Disabling users and changing admin kinds: full ADMIN only. */
export function canManageAccounts(actor: Actor): boolean {
  return isFullAdmin(actor);
}

function isFullAdmin(actor: Actor) {
  return actor?.kind === 'admin' && actor.adminType === 'ADMIN';
}

/**
 * Activating or deactivating a company: a full ADMIN always; an INCUBATOR admin only for
 * startups of their own incubator (matched by name or identifier).
 */
export function canSetActivityStatus(
  actor: Actor,
  company: { type: 'startup' | 'corp'; incubator: string | null },
): boolean {
  if (actor?.kind !== 'admin') return false;
  if (actor.adminType === 'ADMIN') return true;
  return (
    actor.adminType === 'INCUBATOR' &&
    company.type === 'startup' &&
    actor.incubator !== null &&
    company.incubator !== null &&
    incubatorId(actor.incubator) === incubatorId(company.incubator)
  );
}
