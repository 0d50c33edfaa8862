import { endRequestSpan, startRequestSpan, withinRequestSpan } from './platform/tracing.ts';
import Fastify, { type FastifyInstance } from 'fastify';
import { randomUUID } from 'node:crypto';
import type { ActorResolver } from './platform/actor.ts';
import { mountGraphs } from './graphs/graphs.ts';
import { LiveChannels } from './platform/live-channels.ts';
import { accountRoutes } from './http/account.routes.ts';
import { authRoutes } from './http/auth.routes.ts';
import { fileRoutes } from './http/files.routes.ts';
import { installErrorHandler } from './http/errors.ts';
import { mailRoutes } from './http/mail.routes.ts';
import { meRoutes } from './http/me.routes.ts';
import { installReadinessGate, monitorRoutes } from './http/monitor.routes.ts';
import { installHttpMetrics, metricsRoutes } from './http/metrics.routes.ts';
import { createReadiness, type Readiness } from './platform/readiness.ts';
import { pageViewRoutes } from './http/page-views.routes.ts';
import { installRouteAccess } from './http/route-access.ts';
import { installSecurityHeaders } from './http/security-headers.ts';
import { serveWebApp } from './http/spa.ts';
import { resourceRoutes } from './http/resources.routes.ts';
import { uploadRoutes } from './http/upload.routes.ts';
import { eventImportRoutes } from './http/event-import.routes.ts';
import { calendarRoutes } from './http/calendar.routes.ts';
import { venueRoutes } from './http/venue.routes.ts';
import { scriveRoutes } from './http/scrive.routes.ts';
import { signingRoutes } from './http/signing.routes.ts';
import { scriveFromEnv, type ScriveEnv } from './modules/signing/scrive-config.ts';
import { followUpRoutes } from './http/followup.routes.ts';
import { pairingLinkRoutes } from './http/pairing-link.routes.ts';
import { exportRoutes } from './http/export.routes.ts';
import { withApiTokens } from './http/api-v1-access.ts';
import { apiV1Routes } from './http/api-v1.routes.ts';
import { ssoRoutes } from './http/sso.routes.ts';
import { createSecretBox } from './platform/secret-box.ts';
import { createCalendarFeeds } from './modules/meetings/calendar/feeds.service.ts';
import type { Database } from './platform/db.ts';
import type { Env } from './platform/env.ts';
import { FALLBACK_LOCALE } from '@matchday/shared';
import { setProgrammeLocale } from './platform/locale.ts';
import { installBackgroundWork } from './platform/background.ts';
import { loggerOptions } from './platform/logger.ts';
import type { Secrets } from './platform/secrets.ts';
import { temporaryStorage, type FileStorage } from './platform/storage.ts';
import { jwtKey } from './modules/auth/access-tokens.ts';
import { ActorCache, type ActorCacheOptions } from './modules/auth/actor-cache.ts';
import { createActorResolver, type SessionAccountCache } from './modules/auth/actor-resolver.ts';
import { prepareDummyHash } from './modules/auth/passwords.ts';
import { createFileUrls } from './modules/uploads/file-urls.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Whether this instance takes traffic (GET /api/ready); main.ts moves it through startup and stop. */
    readiness: Readiness;
    /** The default resolver's actor cache, when on (tests look at its state). */
    actorCache?: SessionAccountCache;
  }
}

export type AppDeps = {
  env: Pick<Env, 'LOG_LEVEL' | 'NODE_ENV' | 'BODY_LIMIT' | 'PUBLIC_URL' | 'TRUST_PROXY'> &
    Partial<Pick<Env, 'ACCESS_TOKEN_TTL' | 'METRICS_TOKEN' | 'DEFAULT_LOCALE'>> &
    ScriveEnv;
  database: Database;
  webDist: string | null;
  /** Signs the access tokens (platform/secrets.ts). */
  secrets: Secrets;
  /** Who is asking; defaults to the identity module's resolver (access token + session). */
  resolveActor?: ActorResolver;
  /**
   * The default resolver's actor cache (docs/decisions/067): on unless false; options for its
   * size and TTL. Off by itself while the database's notifications are not being received.
   */
  actorCache?: boolean | ActorCacheOptions;
  /** Where uploaded files go (platform/storage.ts); a temporary directory when not given. */
  storage?: FileStorage;
  /** Read-API requests per token per minute (decision 104); 120 when not given. */
  apiRatePerMinute?: number;
  /** Whether the instance takes traffic (GET /api/ready); READY when not given. */
  readiness?: Readiness;
  /** Where log lines go (stdout when not given); tests read them back. */
  logStream?: { write(line: string): void };
};

/**
 * Which X-Forwarded-For hops to believe (docs/decisions/033): none by default, the listed proxy
 * addresses, or the nearest `n` hops (as proxy-addr compiles a hop count).
 */
function trustedProxies(setting: Env['TRUST_PROXY']) {
  if (setting === undefined) return false;
  if (typeof setting === 'number') return (_address: string, hop: number) => hop < setting;
  return setting;
}

/** The identity module's resolver, with the actor cache unless `actorCache: false`. */
function defaultResolver(app: FastifyInstance, deps: AppDeps, key: Uint8Array) {
  if (deps.actorCache === false) return createActorResolver(deps.database.db, key);
  const options = deps.actorCache === true ? {} : deps.actorCache;
  const cache: SessionAccountCache = new ActorCache(deps.database, options);
  app.addHook('onClose', () => cache.close());
  app.decorate('actorCache', cache);
  return createActorResolver(deps.database.db, key, cache);
}

/** Builds the HTTP application; main.ts listens, tests use `inject`. */
export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  setProgrammeLocale(deps.env.DEFAULT_LOCALE ?? FALLBACK_LOCALE);
  const app = Fastify({
    logger: loggerOptions(deps.env, deps.logStream),
    bodyLimit: deps.env.BODY_LIMIT,
    genReqId: (req) => {
      // With tracing on, the request's id is its trace id (its server span starts here).
      const traceId = startRequestSpan(req, req.method ?? 'GET', req.headers);
      if (traceId) return traceId;
      const given = req.headers['x-request-id'];
      return typeof given === 'string' && /^[\w-]{1,64}$/.test(given) ? given : randomUUID();
    },
    forceCloseConnections: 'idle',
    trustProxy: trustedProxies(deps.env.TRUST_PROXY),
  });
  // First of all hooks: the rest of the request runs inside its trace span (platform/tracing.ts).
  app.addHook('onRequest', (request, _reply, done) => withinRequestSpan(request.raw, done));
  app.addHook('onResponse', async (request, reply) =>
    endRequestSpan(request.raw, request.routeOptions.url ?? 'unmatched', reply.statusCode),
  );
  app.addHook('onRequestAbort', async (request) =>
    endRequestSpan(request.raw, request.routeOptions.url ?? 'unmatched', 499),
  );
  // JSON only: a text/plain or form POST (the classic cross-site forgery) is refused with 415.
  app.removeContentTypeParser(['text/plain']);
  installErrorHandler(app);
  installBackgroundWork(app);
  installSecurityHeaders(app);
  installHttpMetrics(app);
  const readiness = deps.readiness ?? createReadiness();
  app.decorate('readiness', readiness);
  installReadinessGate(app, readiness);
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });

  const key = jwtKey(deps.secrets.jwtSecret);
  const resolveActor = deps.resolveActor ?? defaultResolver(app, deps, key);
  // Before any route: every route declares public or guarded access (docs/decisions/071).
  installRouteAccess(app, withApiTokens(resolveActor, deps.database.db));
  void prepareDummyHash();
  monitorRoutes(app, deps.database, readiness);
  metricsRoutes(app, deps.env.METRICS_TOKEN);
  pageViewRoutes(app, deps.database);
  const authDeps = {
    db: deps.database.db,
    key,
    publicUrl: deps.env.PUBLIC_URL,
    accessTokenTtlSeconds: deps.env.ACCESS_TOKEN_TTL,
  };
  authRoutes(app, authDeps);
  accountRoutes(app, authDeps);
  const secretBox = createSecretBox(deps.secrets.jwtSecret);
  ssoRoutes(app, { ...authDeps, secretBox });
  mailRoutes(app, { db: deps.database.db, publicUrl: deps.env.PUBLIC_URL });
  const fileUrls = createFileUrls(deps.secrets.jwtSecret);
  const files = {
    db: deps.database.db,
    storage: deps.storage ?? (await temporaryStorage()),
    fileUrls,
  };
  uploadRoutes(app, files);
  resourceRoutes(app, files);
  eventImportRoutes(app, { db: deps.database.db, publicUrl: deps.env.PUBLIC_URL });
  fileRoutes(app, files);
  exportRoutes(app, { db: deps.database.db });
  apiV1Routes(app, {
    db: deps.database.db,
    publicUrl: deps.env.PUBLIC_URL,
    ...(deps.apiRatePerMinute ? { ratePerMinute: deps.apiRatePerMinute } : {}),
  });
  meRoutes(app, files);
  followUpRoutes(app, { db: deps.database.db });
  pairingLinkRoutes(app, { db: deps.database.db, publicUrl: deps.env.PUBLIC_URL });
  const calendarFeeds = createCalendarFeeds(deps.secrets.jwtSecret, deps.env.PUBLIC_URL);
  calendarRoutes(app, {
    db: deps.database.db,
    publicUrl: deps.env.PUBLIC_URL,
    feeds: calendarFeeds,
  });
  venueRoutes(app, { db: deps.database.db });
  const signing = {
    db: deps.database.db,
    storage: files.storage,
    publicUrl: deps.env.PUBLIC_URL,
    scrive: scriveFromEnv(deps.env, deps.env.PUBLIC_URL),
  };
  signingRoutes(app, signing);
  scriveRoutes(app, signing);
  const live = new LiveChannels(deps.database);
  // Before the server waits for its connections: open streams end, clients reconnect elsewhere.
  app.addHook('preClose', () => live.close());
  mountGraphs(app, {
    db: deps.database.db,
    live,
    resolveActor,
    production: deps.env.NODE_ENV === 'production',
    publicUrl: deps.env.PUBLIC_URL,
    fileUrls,
    calendarFeeds,
    secretBox,
  });
  await serveWebApp(app, deps.webDist);
  return app;
}
