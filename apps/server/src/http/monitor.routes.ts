import type { MonitorAnswer } from '@matchday/shared';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../platform/db.ts';
import { publicRoute } from './route-access.ts';

const PING_TIMEOUT_MS = 2000;
const UP: MonitorAnswer = { status: 'OK' };
const DOWN: MonitorAnswer = { status: 'DOWN' };

/** GET /api/monitor: OK when the database answers a query, else 503 DOWN (SPEC §3, §8). */
export function monitorRoutes(app: FastifyInstance, database: Database) {
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
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}
