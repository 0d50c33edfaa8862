import multipart from '@fastify/multipart';
import { IMPORT_MAX_BYTES, type ImportResult } from '@matchday/shared';
import type { FastifyInstance } from 'fastify';
import { importParticipants } from '../modules/events/import/participants-import.service.ts';
import { canDo } from '../platform/authorize.ts';
import type { Db } from '../platform/db.ts';
import { AppError } from '../platform/errors.ts';
import { guarded, guardedActor } from './route-access.ts';

export type EventImportRouteDeps = { db: Db; publicUrl: string };

/**
 * POST /api/matrix/events/{eventId}/import?commit=false|true — multipart with one `file` (a
 * participants list, .xlsx or .csv). `commit=false` (default) answers the preview; `commit=true`
 * imports all rows or none (400 with the rows). Rules live in the service; this parses only.
 * Contract: packages/shared/src/api/event-import.ts.
 */
export function eventImportRoutes(app: FastifyInstance, deps: EventImportRouteDeps) {
  void app.register(async (scope) => {
    await scope.register(multipart, {
      limits: { fileSize: IMPORT_MAX_BYTES, files: 1, fields: 2, fieldSize: 200, parts: 4 },
    });
    scope.post<{ Params: { eventId: string }; Querystring: { commit?: string } }>(
      '/api/matrix/events/:eventId/import',
      guarded('importAttendees', 'Only the event’s organisers import participants'),
      async (request, reply) => {
        const actor = guardedActor(request);
        if (!canDo(actor, 'importAttendees')) {
          throw new AppError('FORBIDDEN', 'Only the event’s organisers import participants');
        }
        if (!request.isMultipart()) {
          throw new AppError(
            'UNSUPPORTED_MEDIA_TYPE',
            'Send multipart/form-data with a file field',
          );
        }
        const file = await request.file();
        if (!file) {
          throw new AppError('BAD_REQUEST', 'No file in the upload', {
            fields: [{ field: 'file', message: 'Choose a .xlsx or .csv file' }],
          });
        }
        const body = await file.toBuffer().catch((error: unknown) => {
          if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
            throw new AppError('PAYLOAD_TOO_LARGE', 'A participants file may be at most 5 MB');
          }
          throw error;
        });
        const result: ImportResult = await importParticipants(
          { db: deps.db, actor, publicUrl: deps.publicUrl },
          request.params.eventId,
          { filename: file.filename, body },
          request.query.commit === 'true',
        );
        return reply.header('cache-control', 'no-store').send(result);
      },
    );
  });
}
