import type { FastifyInstance } from 'fastify';
import { exportPersonalData } from '../modules/privacy/export.service.ts';
import type { FileUrls } from '../modules/uploads/file-urls.ts';
import type { Db } from '../platform/db.ts';
import { guarded, guardedActor } from './route-access.ts';

export type MeRouteDeps = { db: Db; fileUrls: FileUrls };

/** GET /api/me/export: everything held about the signed-in person, as a JSON download. */
export function meRoutes(app: FastifyInstance, deps: MeRouteDeps) {
  app.get(
    '/api/me/export',
    guarded('exportOwnData', 'The export is for startup and corp users'),
    async (request, reply) => {
      const actor = guardedActor(request);
      const data = await exportPersonalData(deps, actor);
      return reply
        .header('cache-control', 'no-store')
        .header('content-disposition', 'attachment; filename="matchday-personal-data.json"')
        .send(data);
    },
  );
}
