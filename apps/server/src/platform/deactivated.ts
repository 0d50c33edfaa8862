import { SUPPORT_EMAIL } from '@matchday/shared';
import type { FastifyRequest } from 'fastify';
import { AppError } from './errors.ts';

/**
 * A session whose account was deactivated meanwhile ends with its own answer, ACCOUNT_DEACTIVATED
 * (401) naming whom to contact, so the web can say so instead of a plain sign-out. Only the
 * holder of a sound token or refresh token of the account learns it.
 */
export const SESSION_DEACTIVATED = 'Your account was deactivated, so your session has ended';

export function accountDeactivated() {
  return new AppError('ACCOUNT_DEACTIVATED', SESSION_DEACTIVATED, { contact: SUPPORT_EMAIL });
}

const deactivated = new WeakSet<FastifyRequest>();

/** The actor resolver marks a request whose sound token belongs to a deactivated account. */
export function markDeactivated(request: FastifyRequest) {
  deactivated.add(request);
}

/** Refuses a request the resolver marked: called where an anonymous caller would get a 401. */
export function refuseIfDeactivated(request: FastifyRequest) {
  if (deactivated.has(request)) throw accountDeactivated();
}
