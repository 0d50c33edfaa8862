import type { AgreementView, SignerView } from '@matchday/shared';
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../platform/db.ts';
import {
  signingDocuments,
  signingSigners,
  type SigningDocumentRow,
  type SigningSignerRow,
} from './signing.tables.ts';

/** The views answered to the programme and the parties (REST contract in packages/shared). */
export type { AgreementView, SignerView };

const iso = (d: Date | null) => d?.toISOString() ?? null;

export function signerView(s: SigningSignerRow): SignerView {
  return {
    id: s.id,
    role: s.role,
    name: s.name,
    email: s.email,
    organisation: s.organisation,
    signedAt: iso(s.signedAt),
    signedName: s.signedName,
    nameNote: s.nameNote,
    ip: s.ip,
    userAgent: s.userAgent,
    documentSha256: s.documentSha256,
  };
}

export function agreementView(doc: SigningDocumentRow, signers: SigningSignerRow[]): AgreementView {
  return {
    id: doc.id,
    applicationId: doc.applicationId,
    provider: doc.provider,
    state: doc.state,
    title: doc.title,
    originalSha256: doc.originalSha256,
    originalSize: doc.originalSize,
    signedSha256: doc.signedSha256,
    signedSize: doc.signedSize,
    createdAt: doc.createdAt.toISOString(),
    signedAt: iso(doc.signedAt),
    signers: signers.map(signerView),
  };
}

/** The document of an application with its signers (in signing order), or null. */
export async function loadAgreement(db: Db, applicationId: string) {
  const [doc] = await db
    .select()
    .from(signingDocuments)
    .where(eq(signingDocuments.applicationId, applicationId));
  if (!doc) return null;
  const signers = await db
    .select()
    .from(signingSigners)
    .where(eq(signingSigners.documentId, doc.id))
    .orderBy(asc(signingSigners.position));
  return { doc, signers };
}
