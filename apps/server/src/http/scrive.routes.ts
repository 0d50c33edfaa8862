import {
  scriveApplicationInput,
  type AgreementView,
  type ScriveSyncResult,
} from '@matchday/shared';
import type { FastifyInstance } from 'fastify';
import { archiveAgreement, syncScriveDocument } from '../modules/signing/scrive.service.ts';
import { sendAgreement } from '../modules/signing/send.service.ts';
import { ARCHIVE_REFUSED, SEND_REFUSED } from '../modules/signing/signing.policy.ts';
import { AppError } from '../platform/errors.ts';
import { parseInput } from '../platform/validation.ts';
import type { SigningRouteDeps } from './signing.routes.ts';
import { guarded, guardedActor, publicRoute } from './route-access.ts';

/**
 * SPEC §7 Scrive calls (docs/decisions/062):
 * - POST /api/scrive/create { applicationId } (ADMIN): sends the agreement through Scrive.
 * - POST /api/scrive/callback: Scrive's callback (form or JSON with document_id). Untrusted:
 *   only the id is read; the document's state is fetched from Scrive by id. Unknown id → 404.
 * - POST /api/scrive/archive { applicationId } (ADMIN): trash in Scrive once signed.
 */
export function scriveRoutes(app: FastifyInstance, deps: SigningRouteDeps) {
  void app.register(async (scope) => {
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 1024 * 1024 },
      (_req, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
    );
    scope.post(
      '/api/scrive/create',
      guarded('sendGrantAgreement', SEND_REFUSED),
      async (request, reply) => {
        const actor = guardedActor(request);
        const { applicationId } = parseInput(scriveApplicationInput, request.body);
        const view: AgreementView = await sendAgreement(deps, actor, applicationId, {
          provider: 'scrive',
        });
        return reply.send(view);
      },
    );
    const callback = publicRoute('Scrive calls back; only the id is read, its state is fetched');
    scope.post('/api/scrive/callback', callback, async (request, reply) => {
      const body = (request.body ?? {}) as Record<string, unknown>;
      const query = request.query as Record<string, unknown>;
      const id = body.document_id ?? query.document_id;
      if (typeof id !== 'string') throw new AppError('NOT_FOUND', 'No such document');
      const synced: ScriveSyncResult = await syncScriveDocument(deps, id);
      return reply.send(synced);
    });
    scope.post(
      '/api/scrive/archive',
      guarded('archiveGrantAgreements', ARCHIVE_REFUSED),
      async (request, reply) => {
        const actor = guardedActor(request);
        const { applicationId } = parseInput(scriveApplicationInput, request.body);
        const view: AgreementView = await archiveAgreement(deps, actor, applicationId);
        return reply.send(view);
      },
    );
  });
}
