import type { FastifyRequest } from 'fastify';
import type { Actor } from '../../platform/actor.ts';
import type { ActorResolver } from '../../platform/actor.ts';
import type { Db } from '../../platform/db.ts';
import { loadActorAccount } from '../accounts/session-user.ts';
import { bearerToken, verifyAccessToken } from './access-tokens.ts';
import { isSessionLive, mayStillImpersonate, revokeFamily } from './sessions.service.ts';

/**
 * The real ActorResolver: `authorization: Bearer <jwt>` → the actor, or null (anonymous) when the
 * token is missing, tampered, `alg: none`, of a foreign audience or expired, when its session was
 * revoked (sign-out, reset, reuse) or when the account is deactivated or changed since. Current
 * kind, hosting, incubator and filters come from the database, not from the token. Resolved once
 * per request.
 */
export function createActorResolver(db: Db, key: Uint8Array): ActorResolver {
  const resolved = new WeakMap<FastifyRequest, Promise<Actor>>();
  const resolve = async (request: FastifyRequest): Promise<Actor> => {
    const jwt = bearerToken(request.headers.authorization);
    if (!jwt) return null;
    const claims = await verifyAccessToken(key, jwt);
    if (!claims) return null;
    const subject = { kind: claims.kind, id: claims.sub };
    const [live, account] = await Promise.all([
      isSessionLive(db, claims.sid, subject),
      loadActorAccount(db, claims.kind, claims.sub),
    ]);
    if (!live || !account?.active || account.sessionVersion !== claims.ver) return null;
    // An impersonation ends with the admin's right to it (demoted or disabled): for good.
    if (claims.act && !(await mayStillImpersonate(db, claims.act))) {
      await revokeFamily(db, claims.sid, 'impersonator_lost_right');
      return null;
    }
    return account.actor.kind === 'user'
      ? { ...account.actor, sessionId: claims.sid, impersonatorId: claims.act }
      : { ...account.actor, sessionId: claims.sid };
  };
  return (request) => {
    let actor = resolved.get(request);
    if (!actor) {
      actor = resolve(request);
      resolved.set(request, actor);
    }
    return actor;
  };
}
