import type { AdminType } from '@matchday/shared';
import type { FastifyRequest } from 'fastify';
import type { Actor } from '../src/platform/actor.ts';
import type { ActorResolver } from '../src/platform/actor.ts';

export const adminActor = (adminType: AdminType = 'ADMIN', id = 'admin-1'): Actor => ({
  kind: 'admin',
  id,
  adminType,
  incubator: null,
  hosting: [],
  accountFilter: [],
});

export const userActor = (type: 'startup' | 'corp' = 'startup', id = 'user-1'): Actor => ({
  kind: 'user',
  id,
  type,
  companyId: null,
});

/**
 * A stand-in for the identity module in route tests: the caller is whatever the test put in the
 * `x-test-actor` header (JSON), anonymous without it.
 */
export const headerActor: ActorResolver = async (request: FastifyRequest) => {
  const given = request.headers['x-test-actor'];
  return typeof given === 'string' ? (JSON.parse(given) as Actor) : null;
};

export const as = (actor: Actor) => (actor ? { 'x-test-actor': JSON.stringify(actor) } : {});
