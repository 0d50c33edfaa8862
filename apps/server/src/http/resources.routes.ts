import multipart from '@fastify/multipart';
import type { StoredResourceFile } from '@matchday/shared';
import type { FastifyInstance } from 'fastify';
import { storeResourceFile } from '../modules/resources/resource-files.service.ts';
import type { FileUrls } from '../modules/uploads/file-urls.ts';
import { SIZE_LIMITS, tooLarge } from '../modules/uploads/uploads.service.ts';
import { canDo } from '../platform/authorize.ts';
import type { Db } from '../platform/db.ts';
import { AppError } from '../platform/errors.ts';
import type { FileStorage } from '../platform/storage.ts';
import { guarded, guardedActor } from './route-access.ts';

export type ResourceRouteDeps = {
  db: Db;
  storage: FileStorage;
  fileUrls: FileUrls;
};

/**
 * POST /api/matrix/resources/upload — multipart with one `file` (a PDF or an image, 20 MB),
 * for organisers with `useResources` (docs/decisions/063-resources.md). Answers 201 with the
 * stored file; its id then goes into createResource / updateResource as `fileId`.
 */
export function resourceRoutes(app: FastifyInstance, deps: ResourceRouteDeps) {
  void app.register(async (scope) => {
    await scope.register(multipart, {
      limits: { fileSize: SIZE_LIMITS.attachment, files: 1, fields: 2, fieldSize: 200, parts: 4 },
    });
    scope.post(
      '/api/matrix/resources/upload',
      guarded('useResources', 'This account may not share resources'),
      async (request, reply) => {
        const actor = guardedActor(request);
        if (actor.kind !== 'admin' || !canDo(actor, 'useResources')) {
          throw new AppError('FORBIDDEN', 'This account may not share resources');
        }
        if (!request.isMultipart()) {
          throw new AppError(
            'UNSUPPORTED_MEDIA_TYPE',
            'Send multipart/form-data with a file field',
          );
        }
        let file;
        try {
          file = await request.file();
        } catch (error) {
          const message = error instanceof Error ? error.message : String(error);
          throw new AppError('BAD_REQUEST', `Malformed multipart body: ${message}`);
        }
        if (!file) {
          throw new AppError('BAD_REQUEST', 'No file in the upload', {
            fields: [{ field: 'file', message: 'Attach a file' }],
          });
        }
        const body = await file.toBuffer().catch((error: unknown) => {
          if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
            throw tooLarge('attachment');
          }
          throw new AppError('BAD_REQUEST', 'The upload was cut off');
        });
        const stored: StoredResourceFile = await storeResourceFile(deps, actor, {
          body,
          originalName: file.filename,
        });
        return reply.code(201).header('cache-control', 'no-store').send(stored);
      },
    );
  });
}
