import type { FastifyInstance } from 'fastify';
import { recordPageView } from '../modules/analytics/analytics.service.ts';
import type { Database } from '../platform/db.ts';

/** POST /api/pageviews: one navigation of the web app (path only, no IP kept). */
export function pageViewRoutes(app: FastifyInstance, database: Database) {
  app.post('/api/pageviews', async (request, reply) => {
    await recordPageView(database.db, request.body);
    return reply.code(204).send();
  });
}
