import type { ScriveSyncResult } from '@matchday/shared';
import { and, eq, isNull } from 'drizzle-orm';
import type { Actor } from '../../platform/actor.ts';
import { AppError } from '../../platform/errors.ts';
import { advanceGrant, announceAgreementSigned } from '../grants/agreement-source.ts';
import { agreementView, loadAgreement, type AgreementView } from './agreement.views.ts';
import { sha256 } from './hash.ts';
import { assertUuid } from './send.service.ts';
import type { SigningDeps } from './signing.types.ts';
import { assertMayArchiveAgreements } from './signing.policy.ts';
import { signingDocuments, signingSigners } from './signing.tables.ts';
import { completeNotificationTask, TASKS } from '../mail/notification-tasks.service.ts';

/**
 * A Scrive callback, treated as untrusted and repeatable: it only names a document id. The
 * document is read again from Scrive by that id and our rows follow Scrive's state — each
 * party's sign time once, and when Scrive has closed it, the sealed file and its SHA-256 and
 * AGREEMENT_SENT → SIGNED. A document we did not create → 404 and nothing changes. Repeated,
 * late or out-of-order callbacks change nothing more (every write is conditional).
 */
export async function syncScriveDocument(
  deps: SigningDeps,
  externalId: string,
): Promise<ScriveSyncResult> {
  if (!deps.scrive) throw new AppError('NOT_FOUND', 'No such document');
  if (!/^[\w-]{1,100}$/.test(externalId)) throw new AppError('NOT_FOUND', 'No such document');
  const [doc] = await deps.db
    .select()
    .from(signingDocuments)
    .where(
      and(eq(signingDocuments.provider, 'scrive'), eq(signingDocuments.externalId, externalId)),
    );
  if (!doc) throw new AppError('NOT_FOUND', 'No such document');
  if (doc.state === 'creating') {
    // Scrive calls back before our create finished: the create run records the links itself.
    return { state: doc.state, signed: 0, of: 0 };
  }
  const status = await deps.scrive.status(externalId);
  const sealed = status.state === 'closed' ? await deps.scrive.download(externalId) : null;
  await deps.db.transaction(async (tx) => {
    const [locked] = await tx
      .select()
      .from(signingDocuments)
      .where(eq(signingDocuments.id, doc.id))
      .for('update');
    for (const s of status.signed) {
      const marked = await tx
        .update(signingSigners)
        .set({ signedAt: new Date(s.signedAt), consent: true })
        .where(
          and(
            eq(signingSigners.documentId, doc.id),
            eq(signingSigners.externalPartyId, s.partyId),
            isNull(signingSigners.signedAt),
          ),
        )
        .returning({ id: signingSigners.id });
      for (const m of marked) await completeNotificationTask(tx, TASKS.sign(m.id));
    }
    if (sealed && locked!.state === 'pending') {
      const signedKey = `signed/${doc.id}`;
      await deps.storage.put(signedKey, Buffer.from(sealed), 'application/pdf');
      await tx
        .update(signingDocuments)
        .set({
          state: 'signed',
          signedKey,
          signedSha256: sha256(sealed),
          signedSize: sealed.length,
          signedAt: new Date(),
        })
        .where(eq(signingDocuments.id, doc.id));
      await advanceGrant(
        tx,
        doc.applicationId,
        'AGREEMENT_SENT',
        'SIGNED',
        null,
        'Scrive closed the document',
      );
      await announceAgreementSigned(tx, deps.publicUrl, doc.applicationId);
    }
  });
  const after = (await loadAgreement(deps.db, doc.applicationId))!;
  return {
    state: after.doc.state,
    signed: after.signers.filter((s) => s.signedAt).length,
    of: after.signers.length,
  };
}

/**
 * Moves a signed Scrive agreement to Scrive's trash (SPEC §7 /api/scrive/archive; ADMIN) once
 * the sealed file is kept here. Only after it is signed (else 409); again → the same answer.
 */
export async function archiveAgreement(
  deps: SigningDeps,
  actor: Actor,
  applicationId: string,
): Promise<AgreementView> {
  assertMayArchiveAgreements(actor);
  assertUuid(applicationId);
  const found = await loadAgreement(deps.db, applicationId);
  if (!found) throw new AppError('NOT_FOUND', 'No agreement for this application');
  const { doc } = found;
  if (doc.state === 'archived') return agreementView(doc, found.signers);
  if (doc.state !== 'signed') {
    throw new AppError('CONFLICT', 'Only a signed agreement is archived');
  }
  if (doc.provider === 'scrive') {
    if (!deps.scrive) throw new AppError('CONFLICT', 'Scrive is not configured on this server');
    await deps.scrive.archive(doc.externalId!);
  }
  await deps.db
    .update(signingDocuments)
    .set({ state: 'archived', archivedAt: new Date() })
    .where(and(eq(signingDocuments.id, doc.id), eq(signingDocuments.state, 'signed')));
  const after = (await loadAgreement(deps.db, applicationId))!;
  return agreementView(after.doc, after.signers);
}
