import type { FastifyRequest } from 'fastify';
import type { Actor } from '../../platform/actor.ts';
import type { ActorResolver } from '../../platform/actor.ts';
import { canDo } from '../../platform/authorize.ts';
import type { Db } from '../../platform/db.ts';
import { prepareSessionAccount, rememberMe } from '../accounts/session-user.ts';
import { bearerToken, verifyAccessToken } from './access-tokens.ts';
import { liveSessionCondition, revokeFamily } from './sessions.service.ts';

/**
 * The real ActorResolver: `authorization: Bearer <jwt>` → the actor, or null (anonymous) when the
 * token is missing, tampered, `alg: none`, of a foreign audience or expired, when its session was
 * revoked (sign-out, reset, reuse) or when the account is deactivated or changed since, or when
 * the admin behind an impersonation lost the right to it. Current kind, hosting, incubator and
 * filters come from the database, not from the token: ONE statement per request reads the
 * account, whether its session family is live and the impersonating admin (docs/decisions/052),
 * with no cache, so a revocation on any instance counts on the next request everywhere.
 * Resolved once per request.
 */
export function createActorResolver(db: Db, key: Uint8Array): ActorResolver {
  const resolved = new WeakMap<FastifyRequest, Promise<Actor>>();
  const sessionAccount = {
    user: prepareSessionAccount(db, 'user', liveSessionCondition(db, 'user')),
    admin: prepareSessionAccount(db, 'admin', liveSessionCondition(db, 'admin')),
  };
  const resolve = async (request: FastifyRequest): Promise<Actor> => {
    const jwt = bearerToken(request.headers.authorization);
    if (!jwt) return null;
    const claims = await verifyAccessToken(key, jwt);
    if (!claims) return null;
    const found = await sessionAccount[claims.kind]({
      id: claims.sub,
      family: claims.sid,
      now: new Date(),
      impersonatorId: claims.act,
    });
    if (!found?.live || !found.account.active) return null;
    if (found.account.sessionVersion !== claims.ver) return null;
    // An impersonation ends with the admin's right to it (demoted or disabled): for good.
    if (claims.act) {
      const admin = found.impersonator;
      if (!admin?.active || !canDo(admin.actor, 'impersonate')) {
        await revokeFamily(db, claims.sid, 'impersonator_lost_right');
        return null;
      }
    }
    const actor =
      found.account.actor.kind === 'user'
        ? { ...found.account.actor, sessionId: claims.sid, impersonatorId: claims.act }
        : { ...found.account.actor, sessionId: claims.sid };
    rememberMe(actor, found.me);
    return actor;
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
