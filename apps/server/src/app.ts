import Fastify, { type FastifyInstance } from 'fastify';
import { randomUUID } from 'node:crypto';
import { anonymous, type ActorResolver } from './graphql/context.ts';
import { mountGraphs } from './graphql/graphs.ts';
import { installErrorHandler } from './http/errors.ts';
import { monitorRoutes } from './http/monitor.routes.ts';
import { pageViewRoutes } from './http/page-views.routes.ts';
import { installSecurityHeaders } from './http/security-headers.ts';
import { serveWebApp } from './http/spa.ts';
import type { Database } from './platform/db.ts';
import type { Env } from './platform/env.ts';
import { loggerOptions } from './platform/logger.ts';

export type AppDeps = {
  env: Pick<Env, 'LOG_LEVEL' | 'NODE_ENV' | 'BODY_LIMIT'>;
  database: Database;
  webDist: string | null;
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
  });
  // JSON only: a text/plain or form POST (the classic cross-site forgery) is refused with 415.
  app.removeContentTypeParser(['text/plain']);
  installErrorHandler(app);
  installSecurityHeaders(app);
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });

  monitorRoutes(app, deps.database);
  pageViewRoutes(app, deps.database);
  mountGraphs(app, {
    db: deps.database.db,
    resolveActor: deps.resolveActor ?? anonymous,
    production: deps.env.NODE_ENV === 'production',
  });
  await serveWebApp(app, deps.webDist);
  return app;
}
