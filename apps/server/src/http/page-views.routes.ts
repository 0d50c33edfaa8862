import type { FastifyInstance } from 'fastify';
import { recordPageView } from '../modules/analytics/analytics.service.ts';
import { assertRateLimit } from '../modules/auth/login-throttle.service.ts';
import type { Database } from '../platform/db.ts';
import { publicRoute } from './route-access.ts';

/** Page views one address may record per minute (a navigation each). */
export const PAGE_VIEW_RATE_LIMIT = { limit: 120, windowSeconds: 60 } as const;

/** POST /api/pageviews: one navigation of the web app (path only, no IP kept). */
export function pageViewRoutes(app: FastifyInstance, database: Database) {
  app.post(
    '/api/pageviews',
    publicRoute('counts a path only, throttled per address'),
    async (request, reply) => {
      await assertRateLimit(
        database.db,
        `pageview-ip:${request.ip}`,
        PAGE_VIEW_RATE_LIMIT.limit,
        PAGE_VIEW_RATE_LIMIT.windowSeconds,
      );
      await recordPageView(database.db, request.body);
      return reply.code(204).send();
    },
  );
}
