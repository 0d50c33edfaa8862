import multipart from '@fastify/multipart';
import type { StoredFileView } from '@matchday/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { canDo, reachFor } from '../platform/authorize.ts';
import { assertCompanyEditable } from '../modules/companies/console-companies.service.ts';
import type { FileUrls } from '../modules/uploads/file-urls.ts';
import {
  MAX_UPLOAD_BYTES,
  SIZE_LIMITS,
  storeUpload,
  tooLarge,
} from '../modules/uploads/uploads.service.ts';
import { FILE_PURPOSES, type FilePurpose } from '../modules/uploads/uploads.tables.ts';
import type { Db } from '../platform/db.ts';
import { AppError } from '../platform/errors.ts';
import type { FileStorage } from '../platform/storage.ts';
import { parseInput } from '../platform/validation.ts';
import { z } from 'zod';
import { guarded, guardedActor } from './route-access.ts';

export type UploadRouteDeps = {
  db: Db;
  storage: FileStorage;
  fileUrls: FileUrls;
};

const purposeField = z.enum(FILE_PURPOSES, 'Purpose must be logo, deck or attachment');
const companyIdField = z.uuid('Unknown company').optional();

/**
 * POST /api/upload (users, for their company) and POST /api/matrix/upload (admins; `companyId`
 * names the company they may edit, or none for an admin's own file): multipart/form-data with a
 * `purpose` (logo | deck | attachment; query string or a field before the file) and one `file`.
 * Answers 201 with the stored file and its signed URLs. Multipart is accepted on these two
 * routes only; everywhere else it stays a 415.
 */
export function uploadRoutes(app: FastifyInstance, deps: UploadRouteDeps) {
  void app.register(async (scope) => {
    await scope.register(multipart, {
      limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 5, fieldSize: 200, parts: 8 },
    });
    for (const admin of [false, true]) {
      scope.post(
        admin ? '/api/matrix/upload' : '/api/upload',
        guarded('uploadFiles', 'This account may not upload here'),
        async (request, reply) => {
          const actor = guardedActor(request);
          if ((actor.kind === 'admin') !== admin || !canDo(actor, 'uploadFiles')) {
            throw new AppError('FORBIDDEN', 'This account may not upload here');
          }
          if (!request.isMultipart()) {
            throw new AppError(
              'UNSUPPORTED_MEDIA_TYPE',
              'Send multipart/form-data with a file field',
            );
          }
          const upload = await readUpload(request);
          let ownerCompanyId: string | null = null;
          if (actor.kind === 'user') ownerCompanyId = actor.companyId;
          else if (upload.companyId)
            ownerCompanyId = await assertCompanyEditable(deps.db, actor, upload.companyId);
          else if (reachFor(actor, 'uploadFiles') !== 'all') {
            throw new AppError('BAD_REQUEST', 'Name the company (companyId) the file is for', {
              fields: [{ field: 'companyId', message: 'Required for incubator admins' }],
            });
          }
          const file = await storeUpload(
            deps,
            { kind: actor.kind, id: actor.id, ownerCompanyId },
            { purpose: upload.purpose, body: upload.body, originalName: upload.filename },
          );
          const stored: StoredFileView = { ...file, createdAt: file.createdAt.toISOString() };
          return reply.code(201).header('cache-control', 'no-store').send(stored);
        },
      );
    }
  });
}

/**
 * Reads the upload; a body busboy cannot parse (no boundary, unterminated part headers, cut off)
 * is the client's mistake: 400, never a 500.
 */
async function readUpload(request: FastifyRequest<{ Querystring?: unknown }>) {
  try {
    return await readUploadParts(request);
  } catch (error) {
    const status = (error as { statusCode?: number }).statusCode;
    if (error instanceof AppError || (status && status < 500)) throw error;
    const message = error instanceof Error ? error.message : String(error);
    throw new AppError('BAD_REQUEST', `Malformed multipart body: ${message}`);
  }
}

async function readUploadParts(request: FastifyRequest<{ Querystring?: unknown }>) {
  const query = (request.query ?? {}) as Record<string, unknown>;
  const queryPurpose = typeof query.purpose === 'string' ? query.purpose : undefined;
  const early = queryPurpose ? purposeField.safeParse(queryPurpose) : null;
  const limit = early?.success ? SIZE_LIMITS[early.data] : MAX_UPLOAD_BYTES;
  const file = await request.file({ limits: { fileSize: limit } });
  if (!file) {
    throw new AppError('BAD_REQUEST', 'No file in the upload', {
      fields: [{ field: 'file', message: 'Attach a file' }],
    });
  }
  const fieldValue = (name: string) => {
    const f = file.fields[name];
    const one = Array.isArray(f) ? f[0] : f;
    return one && 'value' in one && typeof one.value === 'string' ? one.value : undefined;
  };
  const purpose: FilePurpose = parseInput(z.object({ purpose: purposeField }), {
    purpose: queryPurpose ?? fieldValue('purpose'),
  }).purpose;
  const companyId = parseInput(z.object({ companyId: companyIdField }), {
    companyId:
      (typeof query.companyId === 'string' ? query.companyId : undefined) ??
      fieldValue('companyId'),
  }).companyId;
  let body: Buffer;
  try {
    body = await file.toBuffer();
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
      throw tooLarge(purpose);
    }
    throw error;
  }
  if (body.length > SIZE_LIMITS[purpose]) throw tooLarge(purpose);
  return { purpose, companyId, body, filename: file.filename };
}
