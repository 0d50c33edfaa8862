import { and, eq } from 'drizzle-orm';
import type { AgreementFile, AgreementView, VerifyResult } from '@matchday/shared';
import type { Actor } from '../../platform/actor.ts';
import { AppError } from '../../platform/errors.ts';
import { grantApplications } from '../grants/grants.read-model.ts';
import { agreementView, loadAgreement } from './agreement.views.ts';
import { sha256 } from './hash.ts';
import { assertUuid } from './send.service.ts';
import type { SigningDeps } from './signing.types.ts';
import {
  agreementReadWhere,
  assertMayReadAgreements,
  assertMayVerifyCopies,
} from './signing.policy.ts';
import { signingDocuments } from './signing.tables.ts';

/** The application if the actor reaches its agreement (signing.policy.ts), else 404. */
async function assertReach(deps: SigningDeps, actor: Actor, applicationId: string) {
  assertMayReadAgreements(actor);
  assertUuid(applicationId);
  const [row] = await deps.db
    .select({ id: grantApplications.id })
    .from(grantApplications)
    .where(and(eq(grantApplications.id, applicationId), agreementReadWhere(actor)));
  if (!row) throw new AppError('NOT_FOUND', 'No such grant application');
}

/**
 * The agreement of an application, with every signature's evidence: for ADMIN and the two
 * parties' users (with grants access). Out of reach, or not sent yet → null / 404.
 */
export async function getAgreement(
  deps: SigningDeps,
  actor: Actor,
  applicationId: string,
): Promise<AgreementView | null> {
  await assertReach(deps, actor, applicationId);
  const found = await loadAgreement(deps.db, applicationId);
  return found ? agreementView(found.doc, found.signers) : null;
}

/**
 * The agreement's file: `signed` (the final PDF, once every party signed) or `original` (what
 * the signers read). For ADMIN and the parties' users; otherwise 404.
 */
export async function agreementFile(
  deps: SigningDeps,
  actor: Actor,
  applicationId: string,
  which: AgreementFile,
) {
  await assertReach(deps, actor, applicationId);
  const found = await loadAgreement(deps.db, applicationId);
  const key = which === 'signed' ? found?.doc.signedKey : found?.doc.originalKey;
  if (!found || !key) {
    throw new AppError(
      'NOT_FOUND',
      which === 'signed' ? 'The agreement is not signed yet' : 'No agreement yet',
    );
  }
  const body = await deps.storage.get(key);
  if (!body) throw new AppError('NOT_FOUND', 'The agreement file is missing');
  const expected = which === 'signed' ? found.doc.signedSha256 : found.doc.originalSha256;
  if (sha256(body) !== expected) {
    // Storage no longer holds what was sealed: never hand out a file that is not the original.
    throw new AppError('INTERNAL', 'The stored agreement does not match its recorded hash');
  }
  return { body, title: found.doc.title, sha256: expected };
}

/**
 * Recomputes the SHA-256 of an uploaded copy and says whether it is a signed original — the
 * final PDF of a signed agreement, byte for byte. Any signed-in account may check a copy it
 * holds; the answer names the agreement only when the bytes are that agreement.
 */
export async function verifyCopy(
  deps: SigningDeps,
  actor: Actor,
  body: Buffer,
): Promise<VerifyResult> {
  assertMayVerifyCopies(actor);
  if (body.length === 0) {
    throw new AppError('BAD_REQUEST', 'Invalid input — file: The file is empty', {
      fields: [{ field: 'file', message: 'The file is empty' }],
    });
  }
  const hash = sha256(body);
  const [doc] = await deps.db
    .select()
    .from(signingDocuments)
    .where(eq(signingDocuments.signedSha256, hash));
  if (!doc) return { matches: false, sha256: hash };
  const found = (await loadAgreement(deps.db, doc.applicationId))!;
  return {
    matches: true,
    sha256: hash,
    title: doc.title,
    signedAt: doc.signedAt!.toISOString(),
    parties: found.signers.map((s) => s.organisation),
  };
}
