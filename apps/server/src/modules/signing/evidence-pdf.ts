import { PDFDocument } from 'pdf-lib';
import { PdfWriter } from './pdf-layout.ts';

export type EvidenceSigner = {
  role: string;
  organisation: string;
  name: string;
  email: string;
  signedName: string;
  /** Why the typed name differs from the name on record, as the signer stated it. */
  nameNote?: string | null;
  signedAt: string;
  ip: string;
  userAgent: string;
  documentSha256: string;
};

export type Evidence = {
  documentId: string;
  title: string;
  originalSha256: string;
  /** When the last signature arrived (ISO 8601): the final document's date. */
  sealedAt: string;
  signers: EvidenceSigner[];
};

/**
 * The final document: the original agreement with an evidence page appended — who signed, when
 * (UTC), from which address and browser, and the SHA-256 of the document each signer saw.
 * Deterministic given the original and the evidence, so it can be rebuilt after a crash.
 */
export async function sealedPdf(original: Uint8Array, evidence: Evidence): Promise<Uint8Array> {
  const doc = await PDFDocument.load(original, { updateMetadata: false });
  doc.setModificationDate(new Date(evidence.sealedAt));
  doc.setKeywords([`original-sha256:${evidence.originalSha256}`]);
  const w = await PdfWriter.start(doc, `Evidence for agreement ${evidence.documentId}`);
  w.line('Evidence of electronic signature', { size: 16, bold: true });
  w.line(evidence.title, { size: 11 });
  w.rule();
  w.line('Document signed (SHA-256 of the agreement as shown to each signer):', { size: 9 });
  w.line(evidence.originalSha256, { size: 8.5, bold: true });
  w.line(`Completed: ${evidence.sealedAt} (UTC)`, { size: 9 });
  w.line(`Document id: ${evidence.documentId}`, { size: 9, muted: true });
  for (const s of evidence.signers) {
    w.ensure(110);
    w.rule();
    w.line(`${s.organisation} (${s.role})`, { bold: true });
    w.line(`Signer: ${s.name} <${s.email}>`, { size: 9 });
    w.line(`Typed name: ${s.signedName}    Consent: given`, { size: 9 });
    if (s.nameNote) {
      w.paragraph(
        `The typed name differs from the name on record; the signer stated why: ${s.nameNote}`,
        {
          size: 9,
        },
      );
    }
    w.line(`Signed at: ${s.signedAt} (UTC)`, { size: 9 });
    w.line(`From: ${s.ip}`, { size: 9 });
    w.paragraph(`Browser: ${s.userAgent || '-'}`, { size: 8, muted: true });
    w.line(`Document SHA-256 seen: ${s.documentSha256}`, { size: 8 });
  }
  w.rule();
  w.paragraph(
    'This page was added by the Matchday built-in signer when the last party signed. The SHA-256 of this whole file is kept by the programme; the Verify page compares any copy against it.',
    { size: 8, muted: true },
  );
  return doc.save({ useObjectStreams: false });
}
