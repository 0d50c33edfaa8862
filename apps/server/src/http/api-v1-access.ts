import type { FastifyRequest } from 'fastify';
import type { Actor, ActorResolver } from '../platform/actor.ts';
import type { Db } from '../platform/db.ts';
import { actorOfApiToken } from '../modules/integrations/api-tokens.service.ts';

const API_PREFIX = '/api/v1/';
const TOKEN = /^Bearer (mdt_[\w-]{20,200})$/;

/**
 * The REST routes' resolver: under `/api/v1/` an `Authorization: Bearer mdt_…` API token is the
 * actor (its admin, now, with the token's scopes); every other request, and a signed-in admin
 * trying the read API, goes to the session resolver. The graphs never see API tokens.
 */
export function withApiTokens(base: ActorResolver, db: Db): ActorResolver {
  const resolved = new WeakMap<FastifyRequest, Promise<Actor>>();
  return (request) => {
    if (!request.url.startsWith(API_PREFIX)) return base(request);
    const token = TOKEN.exec(request.headers.authorization?.trim() ?? '')?.[1];
    if (!token) return base(request);
    let actor = resolved.get(request);
    if (!actor) {
      actor = actorOfApiToken(db, token);
      resolved.set(request, actor);
    }
    return actor;
  };
}
