import type { Actor } from '../../graphql/actor.ts';
import { AppError } from '../../platform/errors.ts';

/** The Outbox (every mail, its data and links) is for full ADMINs only. */
export function canManageMail(actor: Actor) {
  return actor?.kind === 'admin' && actor.adminType === 'ADMIN';
}

export function assertCanManageMail(actor: Actor) {
  if (!actor) throw new AppError('UNAUTHENTICATED', 'Sign in first');
  if (!canManageMail(actor)) throw new AppError('FORBIDDEN', 'Only an ADMIN may read the outbox');
}
