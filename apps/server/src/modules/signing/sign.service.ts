import { and, asc, eq, isNull } from 'drizzle-orm';
import { sameName, signInput, type SigningLinkView } from '@matchday/shared';
import { AppError } from '../../platform/errors.ts';
import { parseInput } from '../../platform/validation.ts';
import { advanceGrant, announceAgreementSigned } from '../grants/agreement-source.ts';
import { completeNotificationTask, TASKS } from '../mail/notification-tasks.service.ts';
import { sealedPdf } from './evidence-pdf.ts';
import { sha256 } from './hash.ts';
import { hashLinkToken } from './link-tokens.ts';
import type { SigningDeps } from './signing.types.ts';
import {
  signingDocuments,
  signingSigners,
  type SigningDocumentRow,
  type SigningSignerRow,
} from './signing.tables.ts';

const INVALID = 'This signing link is not valid';

async function signerByToken(deps: SigningDeps, token: string) {
  if (!/^[A-Za-z0-9_-]{20,100}$/.test(token)) return null;
  const [row] = await deps.db
    .select({ signer: signingSigners, doc: signingDocuments })
    .from(signingSigners)
    .innerJoin(signingDocuments, eq(signingDocuments.id, signingSigners.documentId))
    .where(eq(signingSigners.tokenHash, hashLinkToken(token)));
  return row ?? null;
}

function stateOf(signer: SigningSignerRow, doc: SigningDocumentRow, now = new Date()) {
  if (signer.signedAt) return 'signed' as const;
  if (doc.state !== 'pending') return 'closed' as const;
  if (!signer.tokenExpiresAt || signer.tokenExpiresAt <= now) return 'expired' as const;
  return 'open' as const;
}

/** The link's page: whose signature, on what, and whether it can still be given. Unknown → 404. */
export async function signingLink(deps: SigningDeps, token: string): Promise<SigningLinkView> {
  const found = await signerByToken(deps, token);
  if (!found) throw new AppError('NOT_FOUND', INVALID);
  const { signer, doc } = found;
  const all = await deps.db
    .select()
    .from(signingSigners)
    .where(eq(signingSigners.documentId, doc.id))
    .orderBy(asc(signingSigners.position));
  return {
    state: stateOf(signer, doc),
    title: doc.title,
    documentSha256: doc.originalSha256,
    signer: {
      role: signer.role,
      name: signer.name,
      organisation: signer.organisation,
      signedAt: signer.signedAt?.toISOString() ?? null,
    },
    parties: all.map((s) => ({ role: s.role, organisation: s.organisation, signed: !!s.signedAt })),
    expiresAt: signer.tokenExpiresAt?.toISOString() ?? null,
  };
}

/** The agreement the link's signer reads (the original, as every signer sees it). */
export async function signingLinkPdf(deps: SigningDeps, token: string) {
  const found = await signerByToken(deps, token);
  if (!found || stateOf(found.signer, found.doc) === 'expired') {
    throw new AppError('NOT_FOUND', INVALID);
  }
  const body = await deps.storage.get(found.doc.originalKey);
  if (!body) throw new AppError('NOT_FOUND', 'The agreement file is missing');
  return { body, sha256: found.doc.originalSha256, title: found.doc.title };
}

export type SignContext = { ip: string; userAgent: string; now?: Date };

/**
 * Signs with a one-time link. The signer's typed name, consent, the UTC time, the address the
 * request came from (behind trusted proxies only, docs/decisions/033), the browser and the
 * SHA-256 of the document the page showed are recorded. A hash other than the stored one →
 * 409 "the document changed". In the same transaction, the last signature seals the document:
 * the final PDF (original + evidence page) is written, its SHA-256 stored, and the application
 * moves AGREEMENT_SENT → SIGNED, and everyone concerned is told. A crash leaves the signature
 * (and seal) in full or not at all.
 */
export async function signWithLink(
  deps: SigningDeps,
  token: string,
  raw: unknown,
  ctx: SignContext,
): Promise<SigningLinkView> {
  // The body also carries the link's token (read by the route); any other field is refused.
  const { token: _token, ...fields } = (raw ?? {}) as Record<string, unknown>;
  const input = parseInput(signInput.strict(), typeof raw === 'object' ? fields : raw);
  const now = ctx.now ?? new Date();
  await deps.db.transaction(async (tx) => {
    const [found] = await tx
      .select({ signer: signingSigners })
      .from(signingSigners)
      .where(
        eq(
          signingSigners.tokenHash,
          /^[A-Za-z0-9_-]{20,100}$/.test(token) ? hashLinkToken(token) : '',
        ),
      );
    if (!found) throw new AppError('NOT_FOUND', INVALID);
    // The document row is the lock: signatures of one document are recorded one at a time.
    const [doc] = await tx
      .select()
      .from(signingDocuments)
      .where(eq(signingDocuments.id, found.signer.documentId))
      .for('update');
    const [signer] = await tx
      .select()
      .from(signingSigners)
      .where(eq(signingSigners.id, found.signer.id));
    const state = stateOf(signer!, doc!, now);
    if (state === 'signed') {
      throw new AppError('CONFLICT', 'This link has been used: the agreement is already signed', {
        reason: 'used',
      });
    }
    if (state === 'expired') {
      throw new AppError(
        'CONFLICT',
        'This signing link has expired; ask the programme for a new one',
        {
          reason: 'expired',
        },
      );
    }
    if (state === 'closed') {
      throw new AppError('CONFLICT', 'This agreement is no longer open for signature', {
        reason: 'closed',
      });
    }
    if (input.documentSha256 !== doc!.originalSha256) {
      throw new AppError(
        'CONFLICT',
        'The document changed since the page was loaded; reload it and read it again',
        {
          reason: 'changed',
        },
      );
    }
    const differs = !sameName(input.typedName, signer!.name);
    if (differs && !input.nameNote) {
      const message = `Type the name on record, “${signer!.name}” (case and accents do not matter), or say why your name differs`;
      throw new AppError('BAD_REQUEST', message, {
        fields: [{ field: 'typedName', message }],
      });
    }
    await tx
      .update(signingSigners)
      .set({
        signedAt: now,
        signedName: input.typedName,
        nameNote: differs ? input.nameNote! : null,
        consent: true,
        ip: ctx.ip,
        userAgent: ctx.userAgent.slice(0, 500),
        documentSha256: input.documentSha256,
      })
      .where(and(eq(signingSigners.id, signer!.id), isNull(signingSigners.signedAt)));
    await completeNotificationTask(tx, TASKS.sign(signer!.id));
    const all = await tx
      .select()
      .from(signingSigners)
      .where(eq(signingSigners.documentId, doc!.id))
      .orderBy(asc(signingSigners.position));
    if (all.every((s) => s.signedAt)) await seal(deps, tx, doc!, all, now);
  });
  return signingLink(deps, token);
}

/** Writes the final PDF and its hash, and moves the application to SIGNED (inside `tx`). */
async function seal(
  deps: SigningDeps,
  tx: SigningDeps['db'],
  doc: SigningDocumentRow,
  signers: SigningSignerRow[],
  now: Date,
) {
  const original = await deps.storage.get(doc.originalKey);
  if (!original) throw new AppError('INTERNAL', 'The agreement file is missing from storage');
  const final = await sealedPdf(original, {
    documentId: doc.id,
    title: doc.title,
    originalSha256: doc.originalSha256,
    sealedAt: now.toISOString(),
    signers: signers.map((s) => ({
      role: s.role,
      organisation: s.organisation,
      name: s.name,
      email: s.email,
      signedName: s.signedName ?? '',
      nameNote: s.nameNote,
      signedAt: s.signedAt!.toISOString(),
      ip: s.ip ?? '',
      userAgent: s.userAgent ?? '',
      documentSha256: s.documentSha256 ?? '',
    })),
  });
  // A fixed key per document: a crash before the commit leaves a file the retry overwrites.
  const signedKey = `signed/${doc.id}`;
  await deps.storage.put(signedKey, Buffer.from(final), 'application/pdf');
  await tx
    .update(signingDocuments)
    .set({
      state: 'signed',
      signedKey,
      signedSha256: sha256(final),
      signedSize: final.length,
      signedAt: now,
    })
    .where(and(eq(signingDocuments.id, doc.id), eq(signingDocuments.state, 'pending')));
  await advanceGrant(tx, doc.applicationId, 'AGREEMENT_SENT', 'SIGNED', null);
  await announceAgreementSigned(tx, deps.publicUrl, doc.applicationId);
}
