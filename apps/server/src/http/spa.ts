import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { errorBody } from '../platform/errors.ts';

const HASHED_ASSET = /\/assets\/[^/]+-[A-Za-z0-9_-]{8,}\.\w+(\.(br|gz))?$/;

/**
 * Serves the built web app: precompressed (brotli/gzip) files, year-long immutable caching for
 * hashed assets, no-cache for index.html, and index.html for every other GET so deep links load.
 * Unknown /api/* paths answer 404 JSON.
 */
export async function serveWebApp(app: FastifyInstance, webDist: string | null) {
  const hasApp = webDist !== null && existsSync(path.join(webDist, 'index.html'));
  if (hasApp) {
    await app.register(fastifyStatic, {
      root: webDist,
      preCompressed: true,
      index: false,
      cacheControl: false,
      setHeaders: (res, filePath) => {
        res.header(
          'cache-control',
          HASHED_ASSET.test(filePath) ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
      },
    });
  }
  if (hasApp) {
    // The root is a directory to the static plugin, which refuses it (403) when no precompressed
    // variant applies (no Accept-Encoding: curl, health checkers): serve the shell explicitly.
    const shell = (_request: unknown, reply: FastifyReply) =>
      reply.header('cache-control', 'no-cache').sendFile('index.html');
    app.get('/', shell);
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
