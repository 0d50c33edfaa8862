import { PDFDocument } from 'pdf-lib';
import { plural } from '@matchday/shared';
import { PdfWriter } from './pdf-layout.ts';

/** One party of an agreement and the person who signs for it. */
export type AgreementParty = { name: string; signatoryName: string; signatoryEmail: string };

/** Everything an agreement PDF shows; the PDF is a pure function of this object. */
export type AgreementInput = {
  applicationId: string;
  title: string;
  summary: string;
  plan: string;
  budgetTotal: number;
  budgetLines: { label: string; amount: number }[];
  timelineMonths: number;
  startup: AgreementParty;
  corporate: AgreementParty;
  programme: AgreementParty;
  /** The approval (ISO 8601): the document's date, so the same inputs give the same bytes. */
  decidedAt: string;
};

export const PROGRAMME_NAME = 'Matchday Innovation Programme';

const sek = (n: number) => `${n.toLocaleString('en-US').replace(/,/g, ' ')} SEK`;
const day = (iso: string) => iso.slice(0, 10);

/** The terms every grant agreement carries (short, plain; written for this programme). */
export function termsText(input: AgreementInput): string[] {
  return [
    `1. Purpose. The Startup and the Corporate Partner carry out the joint pilot described above. The Programme funds it with the grant stated in the budget, for the work described in the plan and within ${plural(input.timelineMonths, 'month')} of the date of this agreement.`,
    '2. Use of the grant. The grant is paid to the Startup and is used only for the budget lines above. A change of more than 10 % between lines needs the Programme’s written consent.',
    '3. Reporting. Halfway through the timeline and within 30 days of its end the Startup reports progress, results and spending to the Programme; the Corporate Partner confirms its part of the report.',
    '4. Results and rights. Each party keeps the rights it brings to the pilot. Rights in new results belong to the party that creates them unless the Startup and the Corporate Partner agree otherwise in writing. The Programme may describe the pilot and its results in general terms.',
    '5. Confidentiality. Information marked or evidently confidential stays confidential for three years after the pilot ends.',
    '6. Repayment. A grant used for anything other than this pilot, or not accounted for, may be reclaimed by the Programme.',
    '7. Signature. This agreement is signed electronically. Each signature records the signer’s typed name, consent, time (UTC), network address and the SHA-256 of the document signed; the evidence page added at the end lists them.',
  ];
}

/**
 * The agreement of an approved application: parties, project, budget table, timeline, terms
 * and signature blocks (A4, standard fonts). Deterministic: no clock and no random ids — the
 * document dates are the decision's — so the same input gives the same bytes and SHA-256.
 */
export async function agreementPdf(input: AgreementInput): Promise<Uint8Array> {
  const doc = await PDFDocument.create({ updateMetadata: false });
  const date = new Date(input.decidedAt);
  doc.setTitle(`Innovation grant agreement – ${input.title}`, { showInWindowTitleBar: true });
  doc.setSubject(`Grant application ${input.applicationId}`);
  doc.setAuthor(PROGRAMME_NAME);
  doc.setCreator('Matchday');
  doc.setProducer('Matchday (pdf-lib)');
  doc.setCreationDate(date);
  doc.setModificationDate(date);
  const w = await PdfWriter.start(doc, `Innovation grant agreement ${input.applicationId}`);

  w.line('Innovation grant agreement', { size: 20, bold: true });
  w.line(input.title, { size: 13 });
  w.line(`Date: ${day(input.decidedAt)}    Application: ${input.applicationId}`, {
    size: 9,
    muted: true,
  });
  w.rule();

  w.heading('Parties');
  const parties: [string, AgreementParty][] = [
    ['The Startup', input.startup],
    ['The Corporate Partner', input.corporate],
    ['The Programme', input.programme],
  ];
  for (const [label, p] of parties) {
    w.line(`${label}: ${p.name}`, { bold: true });
    w.line(`represented by ${p.signatoryName} <${p.signatoryEmail}>`, { x: 12 });
  }

  w.heading('Project');
  w.line('Summary', { bold: true });
  w.paragraph(input.summary || '-');
  w.line('Plan', { bold: true });
  w.paragraph(input.plan || '-');

  w.heading('Budget');
  w.line('Item', { bold: true, keepY: true });
  w.right('Amount', 10, true);
  w.y -= 14;
  for (const line of input.budgetLines) {
    w.ensure(14);
    w.line(line.label, { keepY: true });
    w.right(sek(line.amount));
    w.y -= 14;
  }
  w.rule();
  w.line('Total grant', { bold: true, keepY: true });
  w.right(sek(input.budgetTotal), 10, true);
  w.y -= 16;

  w.heading('Timeline');
  w.paragraph(
    `The pilot runs ${plural(input.timelineMonths, 'month')} from the date of this agreement.`,
  );

  w.heading('Terms');
  for (const term of termsText(input)) w.paragraph(term, { size: 9 });

  w.heading('Signatures');
  w.paragraph(
    'Signed electronically by each party below; the evidence page lists time, address and document hash.',
    { size: 9, muted: true },
  );
  for (const [label, p] of parties) {
    w.ensure(60);
    w.y -= 18;
    w.rule();
    w.line(`${label} - ${p.name}`, { bold: true });
    w.line(`Name: ${p.signatoryName}`, { size: 9 });
    w.line('Signature: electronic, see evidence page', { size: 9, muted: true });
  }
  return doc.save({ useObjectStreams: false });
}
