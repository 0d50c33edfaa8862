import Fastify, { type FastifyInstance } from 'fastify';
import { randomUUID } from 'node:crypto';
import type { ActorResolver } from './graphql/context.ts';
import { mountGraphs } from './graphql/graphs.ts';
import { accountRoutes } from './http/account.routes.ts';
import { authRoutes } from './http/auth.routes.ts';
import { installErrorHandler } from './http/errors.ts';
import { mailRoutes } from './http/mail.routes.ts';
import { monitorRoutes } from './http/monitor.routes.ts';
import { pageViewRoutes } from './http/page-views.routes.ts';
import { installSecurityHeaders } from './http/security-headers.ts';
import { serveWebApp } from './http/spa.ts';
import type { Database } from './platform/db.ts';
import type { Env } from './platform/env.ts';
import { loggerOptions } from './platform/logger.ts';
import type { Secrets } from './platform/secrets.ts';
import { jwtKey } from './modules/auth/access-tokens.ts';
import { createActorResolver } from './modules/auth/actor-resolver.ts';
import { prepareDummyHash } from './modules/auth/passwords.ts';

export type AppDeps = {
  env: Pick<Env, 'LOG_LEVEL' | 'NODE_ENV' | 'BODY_LIMIT' | 'PUBLIC_URL' | 'TRUST_PROXY'> &
    Partial<Pick<Env, 'ACCESS_TOKEN_TTL'>>;
  database: Database;
  webDist: string | null;
  /** Signs the access tokens (platform/secrets.ts). */
  secrets: Secrets;
  /** Who is asking; defaults to the identity module's resolver (access token + session). */
  resolveActor?: ActorResolver;
};

/** Builds the HTTP application; main.ts listens, tests use `inject`. */
export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const app = Fastify({
    logger: loggerOptions(deps.env),
    bodyLimit: deps.env.BODY_LIMIT,
    genReqId: (req) => {
      const given = req.headers['x-request-id'];
      return typeof given === 'string' && /^[\w-]{1,64}$/.test(given) ? given : randomUUID();
    },
    forceCloseConnections: 'idle',
    trustProxy: deps.env.TRUST_PROXY ?? false,
  });
  // JSON only: a text/plain or form POST (the classic cross-site forgery) is refused with 415.
  app.removeContentTypeParser(['text/plain']);
  installErrorHandler(app);
  installSecurityHeaders(app);
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });

  const key = jwtKey(deps.secrets.jwtSecret);
  const resolveActor = deps.resolveActor ?? createActorResolver(deps.database.db, key);
  void prepareDummyHash();
  monitorRoutes(app, deps.database);
  pageViewRoutes(app, deps.database);
  const authDeps = {
    db: deps.database.db,
    key,
    publicUrl: deps.env.PUBLIC_URL,
    resolveActor,
    accessTokenTtlSeconds: deps.env.ACCESS_TOKEN_TTL,
  };
  authRoutes(app, authDeps);
  accountRoutes(app, authDeps);
  mailRoutes(app, { db: deps.database.db, publicUrl: deps.env.PUBLIC_URL, resolveActor });
  mountGraphs(app, {
    db: deps.database.db,
    resolveActor,
    production: deps.env.NODE_ENV === 'production',
  });
  await serveWebApp(app, deps.webDist);
  return app;
}
