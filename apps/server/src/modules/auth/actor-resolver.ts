import type { FastifyRequest } from 'fastify';
import type { Actor } from '../../platform/actor.ts';
import type { ActorResolver } from '../../platform/actor.ts';
import { canDo } from '../../platform/authorize.ts';
import { markDeactivated } from '../../platform/deactivated.ts';
import type { Db } from '../../platform/db.ts';
import {
  prepareSessionAccount,
  rememberMe,
  type SessionAccount,
} from '../accounts/session-user.ts';
import { bearerToken, verifyAccessToken, type AccessClaims } from './access-tokens.ts';
import type { ActorCache } from './actor-cache.ts';
import { liveSessionUntil, revokeFamily } from './sessions.service.ts';

export type SessionAccountCache = ActorCache<SessionAccount>;

/**
 * The real ActorResolver: `authorization: Bearer <jwt>` → the actor, or null (anonymous) when the
 * token is missing, tampered, `alg: none`, of a foreign audience or expired, when its session was
 * revoked (sign-out, reset, reuse) or expired, when the account is deactivated or changed since,
 * or when the admin behind an impersonation lost the right to it. Current kind, hosting,
 * incubator and filters come from the database, not from the token: ONE statement reads the
 * account, until when its session family is live and the impersonating admin (decision 052).
 * With a `cache` (decision 067) that statement's result is kept until a database trigger's
 * notification says a row it read changed; the token (signature, `exp`) and every rule below are
 * still checked on every request. Resolved once per request.
 */
export function createActorResolver(
  db: Db,
  key: Uint8Array,
  cache?: SessionAccountCache,
): ActorResolver {
  const resolved = new WeakMap<FastifyRequest, Promise<Actor>>();
  const sessionAccount = {
    user: prepareSessionAccount(db, 'user', liveSessionUntil(db, 'user')),
    admin: prepareSessionAccount(db, 'admin', liveSessionUntil(db, 'admin')),
  };

  const read = async (claims: AccessClaims): Promise<SessionAccount | null> => {
    const cacheKey = `${claims.kind}|${claims.sub}|${claims.sid}|${claims.act ?? ''}`;
    if (cache && cache.get(cacheKey)) {
      // Own writes first (a sign-out this instance answered), then the kept answer if still kept.
      const pending = cache.caughtUp();
      const kept = pending
        ? await pending.then(
            () => cache.get(cacheKey),
            () => undefined,
          )
        : cache.get(cacheKey);
      if (kept) return kept;
    }
    const generation = cache?.generation ?? 0;
    const found = await sessionAccount[claims.kind]({
      id: claims.sub,
      family: claims.sid,
      impersonatorId: claims.act,
    });
    if (cache && found && accepts(found, claims, new Date()) === 'yes') {
      cache.store(cacheKey, found, tagsOf(found, claims), generation);
    }
    return found;
  };

  const resolve = async (request: FastifyRequest): Promise<Actor> => {
    const jwt = bearerToken(request.headers.authorization);
    if (!jwt) return null;
    const claims = await verifyAccessToken(key, jwt);
    if (!claims) return null;
    const found = await read(claims);
    if (!found) return null;
    const verdict = accepts(found, claims, new Date());
    if (verdict === 'impersonator_lost_right') {
      // An impersonation ends with the admin's right to it (demoted or disabled): for good.
      await revokeFamily(db, claims.sid, 'impersonator_lost_right');
      return null;
    }
    if (verdict === 'deactivated') markDeactivated(request);
    if (verdict !== 'yes') return null;
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

/** Whether the statement's answer lets this token act, now. */
function accepts(found: SessionAccount, claims: AccessClaims, now: Date) {
  if (!found.liveUntil || found.liveUntil <= now) return 'no';
  if (!found.account.active) return 'deactivated';
  if (found.account.sessionVersion !== claims.ver) return 'no';
  if (claims.act) {
    const admin = found.impersonator;
    if (!admin?.active || !canDo(admin.actor, 'impersonate')) return 'impersonator_lost_right';
  }
  return 'yes';
}

/** The notifications (database triggers) that must forget this answer: every row it read. */
function tagsOf(found: SessionAccount, claims: AccessClaims): string[] {
  const tags = [`s:${claims.sid}`];
  const actor = found.account.actor;
  if (actor.kind === 'user') {
    tags.push(`u:${actor.id}`);
    if (actor.companyId) tags.push(`c:${actor.companyId}`);
  } else tags.push(`a:${actor.id}`);
  if (claims.act) tags.push(`a:${claims.act}`);
  return tags;
}
