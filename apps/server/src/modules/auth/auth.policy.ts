import type { Actor, AdminActor } from '../../graphql/actor.ts';

/** Impersonation is for full ADMINs only (SPEC §6). */
export function canImpersonate(actor: Actor): actor is AdminActor {
  return actor?.kind === 'admin' && actor.adminType === 'ADMIN';
}
