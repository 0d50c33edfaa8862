import type { FastifyInstance } from 'fastify';
import { createHash, timingSafeEqual } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import { AppError } from '../platform/errors.ts';
import { httpDuration, httpRequests, metricsText } from '../platform/metrics.ts';
import { publicRoute } from './route-access.ts';

/**
 * Counts every answered request by its route template (never the raw URL: ids and tokens would
 * make a series per value), method and status, with its latency. Installed before the routes.
 */
export function installHttpMetrics(app: FastifyInstance) {
  app.addHook('onResponse', async (request, reply) => {
    const labels = {
      method: request.method,
      route: request.routeOptions.url ?? 'unmatched',
      status: String(reply.statusCode),
    };
    httpRequests.inc(labels);
    httpDuration.observe(labels, reply.elapsedTime / 1000);
  });
}

/**
 * GET /metrics on the app's port: only for a scraper sending `Authorization: Bearer
 * <METRICS_TOKEN>`. Without a token configured the route does not exist for anyone (404); a
 * wrong or missing bearer is 401. METRICS_PORT serves the same text without a token.
 */
export function metricsRoutes(app: FastifyInstance, token: string | undefined) {
  const expected = token ? digest(token) : undefined;
  app.get(
    '/metrics',
    publicRoute('Prometheus scrape: answers only the METRICS_TOKEN bearer'),
    async (request, reply) => {
      if (!expected) throw new AppError('NOT_FOUND', 'No API route GET /metrics');
      const given = /^Bearer (.+)$/i.exec(request.headers.authorization ?? '')?.[1];
      if (!given || !timingSafeEqual(digest(given), expected)) {
        throw new AppError('UNAUTHENTICATED', 'Send the metrics token as a bearer token');
      }
      const { body, contentType } = await metricsText();
      return reply.header('cache-control', 'no-store').type(contentType).send(body);
    },
  );
}

/** A plain HTTP listener answering GET /metrics on METRICS_PORT (keep that port private). */
export async function startMetricsServer(port: number, host: string): Promise<Server> {
  const server = createServer((request, response) => {
    if (request.method !== 'GET' || request.url?.split('?')[0] !== '/metrics') {
      response.writeHead(404, { 'content-type': 'text/plain' }).end('Not found\n');
      return;
    }
    metricsText().then(
      ({ body, contentType }) => response.writeHead(200, { 'content-type': contentType }).end(body),
      () => response.writeHead(500, { 'content-type': 'text/plain' }).end('Metrics failed\n'),
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve());
  });
  return server;
}

function digest(value: string) {
  return createHash('sha256').update(value).digest();
}
