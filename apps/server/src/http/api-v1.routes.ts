import { V1_RESOURCES, v1EventParams, v1ListQuery, type Operation } from '@matchday/shared';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { createHash } from 'node:crypto';
import {
  v1Attendees,
  v1Companies,
  v1Events,
  v1FollowUps,
  v1Funnel,
  v1Matches,
  v1Meetings,
  v1Needs,
  v1Ratings,
} from '../modules/integrations/api-reads.service.ts';
import { recentUses, recordUse } from '../modules/integrations/api-tokens.service.ts';
import type { Actor } from '../platform/actor.ts';
import type { Db } from '../platform/db.ts';
import { AppError } from '../platform/errors.ts';
import { parseInput } from '../platform/validation.ts';
import { openApiDocument } from './api-v1.openapi.ts';
import { apiDocsPage } from './api-v1.docs.ts';
import { guarded, guardedActor, publicRoute } from './route-access.ts';

export type ApiV1Deps = {
  db: Db;
  publicUrl: string;
  /** Requests per token per minute (decision 104); 120 unless given. */
  ratePerMinute?: number;
};

type Path = (typeof V1_RESOURCES)[number]['path'];
type Read = (db: Db, actor: Actor, eventId: string, query: unknown) => Promise<unknown>;

/** Each resource's reader and the operations of the permission table that guard it. */
const READERS: Record<Path, { read: Read; operation: Operation | [Operation, Operation] }> = {
  '/events': { read: (db, a, _e, q) => v1Events(db, a, q as never), operation: 'viewEvents' },
  '/events/{eventId}/attendees': {
    read: (db, a, e, q) => v1Attendees(db, a, e, q as never),
    operation: 'viewAttendees',
  },
  '/events/{eventId}/needs': {
    read: (db, a, e, q) => v1Needs(db, a, e, q as never),
    operation: 'viewNeeds',
  },
  '/companies': {
    read: (db, a, _e, q) => v1Companies(db, a, q as never),
    operation: ['viewStartupProfile', 'viewCorporateProfile'],
  },
  '/events/{eventId}/matches': {
    read: (db, a, e, q) => v1Matches(db, a, e, q as never),
    operation: 'curateSuggestions',
  },
  '/events/{eventId}/meetings': {
    read: (db, a, e, q) => v1Meetings(db, a, e, q as never),
    operation: 'viewMeetings',
  },
  '/events/{eventId}/ratings': {
    read: (db, a, e, q) => v1Ratings(db, a, e, q as never),
    operation: 'viewMeetings',
  },
  '/events/{eventId}/followups': {
    read: (db, a, e, q) => v1FollowUps(db, a, e, q as never),
    operation: 'viewReports',
  },
  '/events/{eventId}/funnel': { read: (db, a, e) => v1Funnel(db, a, e), operation: 'viewReports' },
};

type TokenBearer = { apiToken?: { id: string; scopes: readonly string[] } };
const tokenOf = (actor: Actor) => (actor as TokenBearer | null)?.apiToken ?? null;

/** A weak ETag of the answer's JSON: equal answers, equal tags. */
const etagOf = (json: string) =>
  `W/"${createHash('sha256').update(json).digest('base64url').slice(0, 27)}"`;

function notModified(request: FastifyRequest, etag: string) {
  const given = request.headers['if-none-match'];
  return typeof given === 'string' && given.split(',').some((t) => t.trim() === etag);
}

/**
 * The read API `/api/v1/…` (DOMAIN.md "Next contract names"; decision 104): JSON lists with
 * cursor pagination and a date window, an ETag per answer (If-None-Match → 304), at most
 * `ratePerMinute` requests per token (429 with retry-after), every use of a token recorded.
 * A token reads as its admin within its scopes; a signed-in admin may try it in the browser.
 */
export function apiV1Routes(app: FastifyInstance, deps: ApiV1Deps) {
  const rate = deps.ratePerMinute ?? 120;
  app.get(
    '/api/v1/openapi.json',
    publicRoute('the read API’s description: names paths and schemas, no data'),
    async (_request, reply) =>
      reply.header('cache-control', 'public, max-age=300').send(openApiDocument(deps.publicUrl)),
  );
  app.get(
    '/api/v1/docs',
    publicRoute('the read API’s documentation page, rendered from its OpenAPI document'),
    async (_request, reply) =>
      reply
        .header('content-type', 'text/html; charset=utf-8')
        .header('cache-control', 'public, max-age=300')
        .send(apiDocsPage(openApiDocument(deps.publicUrl))),
  );

  app.register(async (scope) => {
    // After the access check: a token's rate and scope, then its use is recorded.
    scope.addHook('preHandler', async (request) => {
      const actor = guardedActor(request);
      const token = tokenOf(actor);
      if (!token) {
        if (actor.kind !== 'admin') {
          throw new AppError(
            'FORBIDDEN',
            'The read API takes an API token (Authorization: Bearer mdt_…)',
          );
        }
        return;
      }
      if ((await recentUses(deps.db, token.id, 60)) >= rate) {
        throw new AppError('TOO_MANY_REQUESTS', `At most ${rate} requests a minute per token`, {
          retryAfterSeconds: 60,
        });
      }
      const resource = V1_RESOURCES.find((r) => r.path === pathOf(request));
      if (resource && !token.scopes.includes(resource.scope)) {
        throw new AppError('FORBIDDEN', `This token lacks the scope ${resource.scope}`);
      }
    });
    scope.addHook('onSend', async (request, reply) => {
      const token = tokenOf(request.accessActor);
      if (!token) return;
      await recordUse(deps.db, token.id, {
        method: request.method,
        path: request.url.slice(0, 500),
        status: reply.statusCode,
      });
    });

    for (const resource of V1_RESOURCES) {
      const { read, operation } = READERS[resource.path];
      scope.get(
        `/api/v1${resource.path.replace(/\{(\w+)\}/g, ':$1')}`,
        guarded(operation, 'This token’s admin may not read this'),
        async (request, reply) => {
          const actor = guardedActor(request);
          const params = request.params as Record<string, string>;
          const eventId = 'eventId' in params ? parseInput(v1EventParams, params).eventId : '';
          const query = resource.list ? parseInput(v1ListQuery, request.query ?? {}) : {};
          return answer(request, reply, await read(deps.db, actor, eventId, query));
        },
      );
    }
  });
}

function pathOf(request: FastifyRequest) {
  return (request.routeOptions.url ?? '').replace(/^\/api\/v1/, '').replace(/:(\w+)/g, '{$1}');
}

function answer(request: FastifyRequest, reply: FastifyReply, body: unknown) {
  const json = JSON.stringify(body);
  const etag = etagOf(json);
  reply.header('etag', etag).header('cache-control', 'private, no-cache');
  if (notModified(request, etag)) return reply.code(304).send();
  return reply.header('content-type', 'application/json; charset=utf-8').send(json);
}
