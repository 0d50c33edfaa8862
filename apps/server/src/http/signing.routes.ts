import type { FastifyInstance, FastifyReply } from 'fastify';
import { objectError } from '@matchday/shared';
import { z } from 'zod';
import { agreementFile, getAgreement, verifyCopy } from '../modules/signing/documents.service.ts';
import { sendAgreement } from '../modules/signing/send.service.ts';
import { signingLink, signingLinkPdf, signWithLink } from '../modules/signing/sign.service.ts';
import type { SigningDeps } from '../modules/signing/signing.types.ts';
import type { ActorResolver } from '../platform/actor.ts';
import { AppError } from '../platform/errors.ts';
import { parseInput } from '../platform/validation.ts';
import { countedLinkUse } from './link-attempts.ts';
import { guarded, publicRoute } from './route-access.ts';

export type SigningRouteDeps = SigningDeps & { resolveActor: ActorResolver };

const MAX_VERIFY_BYTES = 20 * 1024 * 1024;
const token = z.string({ error: 'The link is incomplete' }).max(200);
/** The link's own requests carry the token alone; /sign's other fields are the service's. */
const tokenBody = z.strictObject({ token }, { error: objectError('the link') });
const signBody = z.object({ token }, { error: objectError('the link and the signature') });

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
 * The built-in signer and the agreement screens (issue 17; docs/decisions/062). Link tokens
 * travel in POST bodies, never in URLs (access logs keep URLs):
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
      const view = await countedLinkUse(deps.db, request, 'signing', () =>
        signingLink(deps, parseInput(tokenBody, request.body).token),
      );
      return reply.header('cache-control', 'no-store').send(view);
    });
    scope.post('/api/signing/document', link, async (request, reply) => {
      const file = await countedLinkUse(deps.db, request, 'signing', () =>
        signingLinkPdf(deps, parseInput(tokenBody, request.body).token),
      );
      return pdf(reply, file.body, 'agreement.pdf', file.sha256);
    });
    scope.post('/api/signing/sign', link, async (request, reply) => {
      const view = await countedLinkUse(deps.db, request, 'signing', () =>
        signWithLink(deps, parseInput(signBody, request.body).token, request.body, {
          ip: request.ip,
          userAgent: String(request.headers['user-agent'] ?? ''),
        }),
      );
      return reply.header('cache-control', 'no-store').send(view);
    });
    scope.post('/api/signing/verify', guarded('verifySignedCopies'), async (request, reply) => {
      const actor = await deps.resolveActor(request);
      if (!Buffer.isBuffer(request.body)) {
        throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'Send the PDF as application/pdf');
      }
      return reply.send(await verifyCopy(deps, actor, request.body));
    });

    scope.post<{ Params: { id: string } }>(
      '/api/matrix/grants/:id/agreement',
      guarded('sendGrantAgreement', 'Only the programme’s admins send agreements'),
      async (request, reply) => {
        const actor = await deps.resolveActor(request);
        const view = await sendAgreement(deps, actor, request.params.id, request.body ?? {});
        return reply.send(view);
      },
    );
    for (const prefix of ['/api/matrix/grants', '/api/grants']) {
      const read = guarded('useInnovationGrants');
      scope.get<{ Params: { id: string } }>(
        `${prefix}/:id/agreement`,
        read,
        async (request, reply) => {
          const actor = await deps.resolveActor(request);
          const agreement = await getAgreement(deps, actor, request.params.id);
          return reply.header('cache-control', 'no-store').send({ agreement });
        },
      );
      scope.get<{ Params: { id: string; which: string } }>(
        `${prefix}/:id/agreement/:which`,
        read,
        async (request, reply) => {
          const which = { 'signed.pdf': 'signed', 'original.pdf': 'original' } as const;
          const kind = which[request.params.which as keyof typeof which];
          if (!kind) throw new AppError('NOT_FOUND', 'No such file');
          const actor = await deps.resolveActor(request);
          const file = await agreementFile(deps, actor, request.params.id, kind);
          return pdf(reply, file.body, `agreement-${kind}.pdf`, file.sha256);
        },
      );
    }
  });
}
