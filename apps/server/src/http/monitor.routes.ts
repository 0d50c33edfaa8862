import type { MonitorAnswer, ReadyAnswer } from '@matchday/shared';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../platform/db.ts';
import type { Readiness } from '../platform/readiness.ts';
import { errorBody } from '../platform/errors.ts';
import { publicRoute } from './route-access.ts';

const PING_TIMEOUT_MS = 2000;
const UP: MonitorAnswer = { status: 'OK' };
const DOWN: MonitorAnswer = { status: 'DOWN' };

/**
 * GET /api/monitor: liveness — OK when the database answers a query, else 503 DOWN (SPEC §3, §8).
 * GET /api/ready: readiness — READY only when started, migrated, not draining and the database
 * answers; otherwise 503 with the reason. Load balancers route by it.
 */
export function monitorRoutes(app: FastifyInstance, database: Database, readiness: Readiness) {
  app.get(
    '/api/monitor',
    publicRoute('health check: says only OK or DOWN'),
    async (request, reply) => {
      try {
        await withTimeout(database.ping(), PING_TIMEOUT_MS);
        return reply.header('cache-control', 'no-store').send(UP);
      } catch (error) {
        request.log.warn({ err: error }, 'monitor: database did not answer');
        return reply.code(503).header('cache-control', 'no-store').send(DOWN);
      }
    },
  );
  app.get(
    '/api/ready',
    publicRoute('readiness check for load balancers: says only the state'),
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const state = readiness.state;
      if (state !== 'READY') return reply.code(503).send({ status: state } satisfies ReadyAnswer);
      try {
        await withTimeout(database.ping(), PING_TIMEOUT_MS);
      } catch (error) {
        request.log.warn({ err: error }, 'ready: database did not answer');
        return reply.code(503).send({ status: 'DOWN' } satisfies ReadyAnswer);
      }
      // Checked again: the stop signal may have come while the database answered.
      const after: ReadyAnswer['status'] = readiness.state;
      return reply
        .code(after === 'READY' ? 200 : 503)
        .send({ status: after } satisfies ReadyAnswer);
    },
  );
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/** Routes that answer before the instance is ready: the checks and the scrape. */
const ALWAYS_OPEN = new Set(['/api/monitor', '/api/ready', '/metrics']);

/**
 * While the instance starts or migrates it listens only so /api/ready can say so: any other
 * request is answered 503 (its tables may not exist yet), never half-served. While it drains,
 * answers close their connection.
 */
export function installReadinessGate(app: FastifyInstance, readiness: Readiness) {
  app.addHook('onRequest', async (request, reply) => {
    const state = readiness.state;
    if (state !== 'STARTING' && state !== 'MIGRATING') return;
    if (ALWAYS_OPEN.has(request.url.split('?')[0]!)) return;
    return reply
      .code(503)
      .header('retry-after', '5')
      .send(errorBody('UNAVAILABLE', 'The server is starting; try again in a few seconds'));
  });
  // Draining: each answer closes its connection, so clients and proxies reconnect elsewhere
  // and nothing idles on this instance when its listener closes.
  app.addHook('onSend', async (_request, reply) => {
    if (readiness.state === 'DRAINING') reply.header('connection', 'close');
  });
}
