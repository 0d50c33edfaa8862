import type { FastifyInstance } from 'fastify';
import { PassThrough } from 'node:stream';
import { prepareMatchesExport } from '../modules/reports/export.service.ts';
import type { Db } from '../platform/db.ts';
import { guarded, guardedActor } from './route-access.ts';

export type ExportRouteDeps = { db: Db };

/**
 * GET /api/export/matches?eventId=…&format=xlsx|csv[&sheet=matches|meetings] (SPEC §7): the
 * organisers' download, streamed. Rights, input and the event's reach are checked before the
 * first byte (401/403/400/404 as JSON); the file is then written as it is read.
 */
export function exportRoutes(app: FastifyInstance, deps: ExportRouteDeps) {
  app.get<{ Querystring: Record<string, string | undefined> }>(
    '/api/export/matches',
    guarded('exportMatches', 'Only the event’s organisers export its matches'),
    async (request, reply) => {
      const actor = guardedActor(request);
      const file = await prepareMatchesExport(deps.db, actor, request.query);
      const body = new PassThrough();
      file.write(body).catch((error: unknown) => {
        request.log.error({ err: error }, 'matches export failed while streaming');
        body.destroy(error instanceof Error ? error : new Error(String(error)));
      });
      return reply
        .header('content-type', file.contentType)
        .header('content-disposition', `attachment; filename="${file.filename}"`)
        .header('cache-control', 'no-store')
        .send(body);
    },
  );
}
