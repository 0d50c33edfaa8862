import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../platform/db.ts';
import {
  signingDocuments,
  signingSigners,
  type SigningDocumentRow,
  type SigningSignerRow,
} from './signing.tables.ts';

export type SignerView = {
  id: string;
  role: SigningSignerRow['role'];
  name: string;
  email: string;
  organisation: string;
  signedAt: string | null;
  signedName: string | null;
  /** Why the typed name differs from `name`, as the signer stated it. */
  nameNote: string | null;
  ip: string | null;
  userAgent: string | null;
  documentSha256: string | null;
};

/** An agreement as the admin and the parties see it: state, hashes, every signature's evidence. */
export type AgreementView = {
  id: string;
  applicationId: string;
  provider: SigningDocumentRow['provider'];
  state: SigningDocumentRow['state'];
  title: string;
  originalSha256: string;
  originalSize: number;
  signedSha256: string | null;
  signedSize: number | null;
  createdAt: string;
  signedAt: string | null;
  signers: SignerView[];
};

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
