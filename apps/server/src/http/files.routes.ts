import { sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { findCompanyView } from '../modules/accounts/company-view.ts';
import { contentDisposition, downloadName } from '../modules/uploads/download-name.ts';
import type { FileUrls, FileVariant } from '../modules/uploads/file-urls.ts';
import { readStoredFile } from '../modules/uploads/uploads.service.ts';
import type { Db } from '../platform/db.ts';
import { AppError } from '../platform/errors.ts';
import type { FileStorage } from '../platform/storage.ts';
import { publicRoute } from './route-access.ts';

export type FileRouteDeps = { db: Db; storage: FileStorage; fileUrls: FileUrls };

type FileRequest = {
  Params: { id: string };
  Querystring: { exp?: string; sig?: string };
};

/**
 * GET /api/files/:id and /api/files/:id/thumb with the signature of a signed URL (only handed
 * to those allowed to see the file). Unsigned, tampered or expired → 404. Files are served
 * with their checked type, nosniff, and a sandboxing CSP so nothing in them runs as our origin.
 * An original is named "<company> - <name as uploaded>" when saved (a deck was named by its id).
 */
export function fileRoutes(app: FastifyInstance, deps: FileRouteDeps) {
  const serve =
    (variant: FileVariant) => async (request: FastifyRequest<FileRequest>, reply: FastifyReply) => {
      const { id } = request.params;
      const { exp = '', sig = '' } = request.query;
      const valid = /^[0-9a-f-]{36}$/.test(id) && deps.fileUrls.verify(id, variant, exp, sig);
      const file = valid ? await readStoredFile(deps.db, deps.storage, id, variant) : null;
      if (!file) throw new AppError('NOT_FOUND', 'No such file');
      const maxAge = Math.max(0, Number(exp) - Math.floor(Date.now() / 1000));
      // The signed URL already proves the right to the file; the company only names it.
      const company =
        variant === 'original' && file.ownerCompanyId
          ? await findCompanyView(deps.db, file.ownerCompanyId, sql`true`)
          : null;
      const name = downloadName({
        id: variant === 'thumb' ? `${id}-thumb` : id,
        contentType: file.contentType,
        originalName: variant === 'original' ? file.name : null,
        companyName: company?.name ?? null,
      });
      return reply
        .header('content-type', file.contentType)
        .header('cache-control', `private, max-age=${maxAge}, immutable`)
        .header('content-disposition', contentDisposition(name))
        .header('etag', `"${file.sha256.slice(0, 32)}${variant === 'thumb' ? '-t' : ''}"`)
        .send(file.body);
    };
  const sandbox = async (_req: unknown, reply: FastifyReply) => {
    reply.header(
      'content-security-policy',
      "default-src 'none'; style-src 'unsafe-inline'; sandbox",
    );
    reply.header('cross-origin-resource-policy', 'same-origin');
  };
  // The signed URL is the credential: handed out only to those allowed to see the file.
  const options = { ...publicRoute('the signed URL is the credential'), onSend: sandbox };
  app.get<FileRequest>('/api/files/:id', options, serve('original'));
  app.get<FileRequest>('/api/files/:id/thumb', options, serve('thumb'));
}
