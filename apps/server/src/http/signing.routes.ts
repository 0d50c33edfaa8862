import {
  AGREEMENT_FILES,
  signBody,
  signingTokenBody,
  type AgreementAnswer,
  type AgreementView,
  type OwnSigningLinkAnswer,
  type SigningLinkView,
  type VerifyResult,
} from '@matchday/shared';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { agreementFile, getAgreement, verifyCopy } from '../modules/signing/documents.service.ts';
import { ownSigningLink } from '../modules/signing/own-link.service.ts';
import { sendAgreement } from '../modules/signing/send.service.ts';
import { signingLink, signingLinkPdf, signWithLink } from '../modules/signing/sign.service.ts';
import type { SigningDeps } from '../modules/signing/signing.types.ts';
import { SEND_REFUSED } from '../modules/signing/signing.policy.ts';
import { AppError } from '../platform/errors.ts';
import { parseInput } from '../platform/validation.ts';
import { countedLinkUse } from './link-attempts.ts';
import { guarded, guardedActor, publicRoute } from './route-access.ts';

export type SigningRouteDeps = SigningDeps;

const MAX_VERIFY_BYTES = 20 * 1024 * 1024;

function pdf(reply: FastifyReply, body: Buffer, name: string, sha256: string) {
  return reply
    .header('content-type', 'application/pdf')
    .header('content-disposition', `inline; filename="${name}"`)
    .header('cache-control', 'private, no-store')
    .header('x-document-sha256', sha256)
    .header('content-security-policy', "default-src 'none'; sandbox")
    .send(body);
}

/**
 * The built-in signer and the agreement screens (docs/decisions/062; contract in
 * packages/shared/src/api/signing.ts). Link tokens travel in POST bodies, never in URLs
 * (access logs keep URLs):
 * - POST /api/signing/link { token } — the link's page; /document — the PDF to read;
 *   /sign { token, typedName, consent, documentSha256 } — sign.
 * - POST /api/matrix/grants/:id/agreement — send (ADMIN); GET …/agreement (admin and parties'
 *   /api/grants/:id/agreement) — signatures and evidence; GET …/agreement/signed.pdf and
 *   original.pdf — the files.
 * - POST /api/signing/verify (body: the PDF) — is this copy a signed original?
 */
export function signingRoutes(app: FastifyInstance, deps: SigningRouteDeps) {
  void app.register(async (scope) => {
    scope.addContentTypeParser(
      'application/pdf',
      { parseAs: 'buffer', bodyLimit: MAX_VERIFY_BYTES },
      (_req, body, done) => done(null, body),
    );
    scope.addContentTypeParser(
      'application/octet-stream',
      { parseAs: 'buffer', bodyLimit: MAX_VERIFY_BYTES },
      (_req, body, done) => done(null, body),
    );

    const link = publicRoute('the one-time signing link is the credential');
    scope.post('/api/signing/link', link, async (request, reply) => {
      const view: SigningLinkView = await countedLinkUse(deps.db, request, 'signing', () =>
        signingLink(deps, parseInput(signingTokenBody, request.body).token),
      );
      return reply.header('cache-control', 'no-store').send(view);
    });
    scope.post('/api/signing/document', link, async (request, reply) => {
      const file = await countedLinkUse(deps.db, request, 'signing', () =>
        signingLinkPdf(deps, parseInput(signingTokenBody, request.body).token),
      );
      return pdf(reply, file.body, 'agreement.pdf', file.sha256);
    });
    scope.post('/api/signing/sign', link, async (request, reply) => {
      const view: SigningLinkView = await countedLinkUse(deps.db, request, 'signing', () =>
        signWithLink(deps, parseInput(signBody, request.body).token, request.body, {
          ip: request.ip,
          userAgent: String(request.headers['user-agent'] ?? ''),
        }),
      );
      return reply.header('cache-control', 'no-store').send(view);
    });
    scope.post('/api/signing/verify', guarded('verifySignedCopies'), async (request, reply) => {
      const actor = guardedActor(request);
      if (!Buffer.isBuffer(request.body)) {
        throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'Send the PDF as application/pdf');
      }
      const result: VerifyResult = await verifyCopy(deps, actor, request.body);
      return reply.send(result);
    });

    scope.post<{ Params: { id: string } }>(
      '/api/matrix/grants/:id/agreement',
      guarded('sendGrantAgreement', SEND_REFUSED),
      async (request, reply) => {
        const actor = guardedActor(request);
        const view: AgreementView = await sendAgreement(
          deps,
          actor,
          request.params.id,
          request.body ?? {},
        );
        return reply.send(view);
      },
    );
    for (const prefix of ['/api/matrix/grants', '/api/grants']) {
      const read = guarded('viewGrantAgreements');
      scope.get<{ Params: { id: string } }>(
        `${prefix}/:id/agreement`,
        read,
        async (request, reply) => {
          const actor = guardedActor(request);
          const answer: AgreementAnswer = {
            agreement: await getAgreement(deps, actor, request.params.id),
          };
          return reply.header('cache-control', 'no-store').send(answer);
        },
      );
      scope.post<{ Params: { id: string } }>(
        `${prefix}/:id/agreement/signlink`,
        guarded('signOwnGrantAgreement'),
        async (request, reply) => {
          const actor = guardedActor(request);
          const answer: OwnSigningLinkAnswer = await ownSigningLink(deps, actor, request.params.id);
          return reply.header('cache-control', 'no-store').send(answer);
        },
      );
      scope.get<{ Params: { id: string; which: string } }>(
        `${prefix}/:id/agreement/:which`,
        read,
        async (request, reply) => {
          const kind = AGREEMENT_FILES.find((k) => `${k}.pdf` === request.params.which);
          if (!kind) throw new AppError('NOT_FOUND', 'No such file');
          const actor = guardedActor(request);
          const file = await agreementFile(deps, actor, request.params.id, kind);
          return pdf(reply, file.body, `agreement-${kind}.pdf`, file.sha256);
        },
      );
    }
  });
}
