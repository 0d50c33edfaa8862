import type { AdminType } from '@matchday/shared';
import { randomUUID } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { Actor } from '../src/platform/actor.ts';
import type { ActorResolver } from '../src/platform/actor.ts';

/** A user actor of a kind (a company when given; the id a fresh one unless given). */
export const userActor = (
  type: 'startup' | 'corp' = 'startup',
  id: string = 'user-1',
  companyId: string | null = null,
): Actor => ({ kind: 'user', id, type, companyId });

export const startupActor = (companyId: string, id: string = randomUUID()): Actor =>
  userActor('startup', id, companyId);

export const corpActor = (companyId: string, id: string = randomUUID()): Actor =>
  userActor('corp', id, companyId);

/** An admin actor of a kind with its filters (incubator, hosting, account filter). */
export const adminOf = (
  adminType: AdminType,
  extra: { id?: string; incubator?: string; hosting?: string[]; accountFilter?: string[] } = {},
): Actor => ({
  kind: 'admin',
  id: extra.id ?? randomUUID(),
  adminType,
  incubator: extra.incubator ?? null,
  hosting: extra.hosting ?? [],
  accountFilter: extra.accountFilter ?? [],
});

export const adminActor = (adminType: AdminType = 'ADMIN', id = 'admin-1'): Actor =>
  adminOf(adminType, { id });

/**
 * A stand-in for the identity module in route tests: the caller is whatever the test put in the
 * `x-test-actor` header (JSON), anonymous without it.
 */
export const headerActor: ActorResolver = async (request: FastifyRequest) => {
  const given = request.headers['x-test-actor'];
  return typeof given === 'string' ? (JSON.parse(given) as Actor) : null;
};

export const as = (actor: Actor) => (actor ? { 'x-test-actor': JSON.stringify(actor) } : {});
