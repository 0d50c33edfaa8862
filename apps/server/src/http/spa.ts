import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { errorBody } from '../platform/errors.ts';
import { publicRoute } from './route-access.ts';

const WEB_APP = publicRoute('the built web app: public files, no data');
const HASHED_ASSET = /\/assets\/[^/]+-[A-Za-z0-9_-]{8,}\.\w+(\.(br|gz))?$/;

/**
 * Serves the built web app: precompressed (brotli/gzip) files, year-long immutable caching for
 * hashed assets, no-cache for index.html, and index.html for every other GET so deep links load.
 * Unknown /api/* paths answer 404 JSON.
 */
export async function serveWebApp(app: FastifyInstance, webDist: string | null) {
  const hasApp = webDist !== null && existsSync(path.join(webDist, 'index.html'));
  if (hasApp) {
    const options = {
      root: webDist,
      preCompressed: true,
      index: false,
      cacheControl: false,
      setHeaders: (res: { header(name: string, value: string): unknown }, filePath: string) => {
        res.header(
          'cache-control',
          HASHED_ASSET.test(filePath) ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
      },
    } as const;
    // reply.sendFile everywhere (the shell); the file routes in a scope that declares them public.
    await app.register(fastifyStatic, { ...options, serve: false });
    await app.register(async (scope) => {
      scope.addHook('onRoute', (route) => {
        route.config = { ...route.config, ...WEB_APP.config };
      });
      await scope.register(fastifyStatic, { ...options, decorateReply: false });
    });
  }
  if (hasApp) {
    // The root is a directory to the static plugin, which refuses it (403) when no precompressed
    // variant applies (no Accept-Encoding: curl, health checkers): serve the shell explicitly.
    const shell = (_request: unknown, reply: FastifyReply) =>
      reply.header('cache-control', 'no-cache').sendFile('index.html');
    app.get('/', WEB_APP, shell);
  }
  app.setNotFoundHandler((request, reply) => {
    const url = request.raw.url ?? '/';
    const isApi = url === '/api' || url.startsWith('/api/');
    if (!isApi && hasApp && (request.method === 'GET' || request.method === 'HEAD')) {
      return reply.header('cache-control', 'no-cache').sendFile('index.html');
    }
    const message = isApi
      ? `No API route ${request.method} ${url.split('?')[0]}`
      : `Nothing at ${request.method} ${url.split('?')[0]}`;
    return reply.code(404).send(errorBody('NOT_FOUND', message));
  });
}
