import './signing.mail.ts';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import { sendAgreementInput } from '@matchday/shared';
import { parseInput } from '../../platform/validation.ts';
import type { Actor } from '../../platform/actor.ts';
import type { Db } from '../../platform/db.ts';
import { AppError } from '../../platform/errors.ts';
import { findAccountById } from '../accounts/accounts.service.ts';
import { advanceGrant, loadAgreementSource } from '../grants/agreement-source.ts';
import { queueMail } from '../mail/mail.service.ts';
import { TASKS } from '../mail/notification-tasks.service.ts';
import { agreementPdf, PROGRAMME_NAME, type AgreementInput } from './agreement-pdf.ts';
import { agreementView, loadAgreement, type AgreementView } from './agreement.views.ts';
import { builtInProvider } from './builtin-provider.ts';
import { sha256 } from './hash.ts';
import { hashLinkToken, tokenOfLink } from './link-tokens.ts';
import type { ProviderParty } from './provider.ts';
import { LINK_MS, type SigningDeps } from './signing.types.ts';
import { assertMaySendAgreements, SEND_REFUSED } from './signing.policy.ts';
import { signingDocuments, signingSigners, type SigningSignerRow } from './signing.tables.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function assertUuid(id: string, what = 'grant application') {
  if (!UUID.test(id)) throw new AppError('NOT_FOUND', `No such ${what}`);
}

function missing(field: string, message: string) {
  return new AppError('BAD_REQUEST', `Invalid input — ${field}: ${message}`, {
    fields: [{ field, message }],
  });
}

/**
 * Sends an approved application's agreement for signature (ADMIN). The PDF is generated from the
 * application (deterministic: dated by the decision), stored with its SHA-256, and one signer is
 * made per party: the startup's and the corporate's signatories, and the programme — signed by
 * the sending admin (docs/decisions/062).
 *
 * Built-in signer: everything happens in one transaction — document, signers with hashed
 * one-time links (30 days), `signrequest` mails, APPROVED → AGREEMENT_SENT — so a crash leaves
 * all of it or none. Scrive: the intent (document + signers, state `creating`) commits first,
 * then Scrive's document is created and its id recorded at once, then the links, mails and
 * the status move commit together; running it again resumes where it stopped and never makes a
 * second Scrive document. Sending again after that answers the agreement as it is.
 */
export async function sendAgreement(
  deps: SigningDeps,
  actor: Actor,
  applicationId: string,
  rawOptions: unknown = {},
): Promise<AgreementView> {
  assertMaySendAgreements(actor);
  const options = parseInput(sendAgreementInput, rawOptions ?? {});
  assertUuid(applicationId);
  const useScrive = options.provider ? options.provider === 'scrive' : deps.scrive !== null;
  if (useScrive && !deps.scrive) {
    throw new AppError('CONFLICT', 'Scrive is not configured on this server (SCRIVE_URL)');
  }
  const builtIn = builtInProvider(deps);
  const documentId = await deps.db.transaction(async (tx) => {
    // One sender at a time per application (the unique index would refuse a second document too).
    await tx.execute(sql`select 1 from grant_applications where id = ${applicationId} for update`);
    const source = await loadAgreementSource(tx, applicationId);
    if (!source) throw new AppError('NOT_FOUND', 'No such grant application');
    const existing = await loadAgreement(tx, applicationId);
    if (existing) return existing.doc.id;
    if (source.status !== 'APPROVED') {
      throw new AppError(
        'CONFLICT',
        `This application is ${source.status}; only an approved application's agreement is sent`,
      );
    }
    if (!source.startup.signatoryName || !source.startup.signatoryEmail) {
      throw missing('startupSignatory', 'The startup has not named its signatory');
    }
    if (!source.corporate.signatoryName || !source.corporate.signatoryEmail) {
      throw missing('corporateSignatory', 'The corporate partner has not named its signatory');
    }
    const admin = await findAccountById(tx, 'admin', actor.id);
    if (!admin) throw new AppError('FORBIDDEN', SEND_REFUSED);
    const input: AgreementInput = {
      applicationId: source.id,
      title: source.title,
      summary: source.summary,
      plan: source.plan,
      budgetTotal: source.budgetTotal,
      budgetLines: source.budgetLines,
      timelineMonths: source.timelineMonths,
      startup: source.startup,
      corporate: source.corporate,
      programme: { name: PROGRAMME_NAME, signatoryName: admin.name, signatoryEmail: admin.email },
      decidedAt: source.decidedAt ?? new Date().toISOString(),
    };
    const pdf = await agreementPdf(input);
    const id = randomUUID();
    const originalKey = `agreement/${id}`;
    // Written before the rows: a crash leaves at most an unreferenced file, never a row without it.
    await deps.storage.put(originalKey, Buffer.from(pdf), 'application/pdf');
    await tx.insert(signingDocuments).values({
      id,
      applicationId,
      provider: useScrive ? 'scrive' : 'builtin',
      state: useScrive ? 'creating' : 'pending',
      title: source.title,
      originalKey,
      originalSha256: sha256(pdf),
      originalSize: pdf.length,
      sentBy: actor.id,
    });
    const parties: ProviderParty[] = [
      { role: 'startup', organisation: source.startup.name, ...signatory(source.startup) },
      { role: 'corporate', organisation: source.corporate.name, ...signatory(source.corporate) },
      { role: 'programme', organisation: PROGRAMME_NAME, name: admin.name, email: admin.email },
    ];
    const links = useScrive
      ? null
      : (
          await builtIn.createDocument({
            documentId: id,
            title: source.title,
            pdf,
            parties,
            externalId: null,
            resume: false,
            recordExternalId: async () => undefined,
          })
        ).links;
    const expiresAt = new Date(Date.now() + LINK_MS);
    const signers = await tx
      .insert(signingSigners)
      .values(
        parties.map((p, position) => ({
          documentId: id,
          role: p.role,
          position,
          name: p.name,
          email: p.email,
          organisation: p.organisation,
          tokenHash: links ? hashLinkToken(tokenOfLink(links[p.role])) : null,
          tokenExpiresAt: links ? expiresAt : null,
        })),
      )
      .returning();
    if (links) {
      await mailSigners(tx, applicationId, source.title, signers, (s) => links[s.role], expiresAt);
      await advanceGrant(tx, applicationId, 'APPROVED', 'AGREEMENT_SENT', actor.id);
    }
    return id;
  });
  const current = (await loadAgreement(deps.db, applicationId))!;
  if (current.doc.state === 'creating') await continueScrive(deps, documentId, actor.id);
  const done = (await loadAgreement(deps.db, applicationId))!;
  return agreementView(done.doc, done.signers);
}

function signatory(p: { signatoryName: string; signatoryEmail: string }) {
  return { name: p.signatoryName, email: p.signatoryEmail };
}

/** Where each signer's notification leads: the agreement page of the area they sign from. */
const AGREEMENT_AREA = {
  startup: '/startup',
  corporate: '/corporate',
  programme: '/admin',
} as const;

async function mailSigners(
  tx: Db,
  applicationId: string,
  title: string,
  signers: SigningSignerRow[],
  linkOf: (s: SigningSignerRow) => string,
  expiresAt: Date | null,
) {
  for (const s of signers) {
    await queueMail(tx, {
      template: 'signrequest',
      to: s.email,
      data: {
        name: s.name,
        title,
        organisation: s.organisation,
        link: linkOf(s),
        ...(expiresAt ? { expiresOn: expiresAt.toISOString().slice(0, 10) } : {}),
      },
      idempotencyKey: `sign:${s.id}`,
      secret: ['link'],
      // The mail's button is a one-time link; the notification opens the agreement page, and
      // signing marks it done (sign.service.ts, scrive.service.ts).
      notificationPath: `${AGREEMENT_AREA[s.role]}/grants/${applicationId}/agreement`,
      task: TASKS.sign(s.id),
    });
  }
}

/**
 * The Scrive steps after the intent committed: record that creation starts, create (or find
 * again) Scrive's document and record its id at once, then — in one transaction — the signing
 * links, the mails and APPROVED → AGREEMENT_SENT. Safe to run again at any point.
 */
export async function continueScrive(deps: SigningDeps, documentId: string, byUserId: string) {
  if (!deps.scrive) {
    throw new AppError('CONFLICT', 'Scrive is not configured on this server (SCRIVE_URL)');
  }
  const [before] = await deps.db
    .select()
    .from(signingDocuments)
    .where(eq(signingDocuments.id, documentId));
  if (!before || before.state !== 'creating') return;
  const resume = before.createStartedAt !== null;
  if (!resume) {
    await deps.db
      .update(signingDocuments)
      .set({ createStartedAt: new Date() })
      .where(and(eq(signingDocuments.id, documentId), isNull(signingDocuments.createStartedAt)));
  }
  const signers = await deps.db
    .select()
    .from(signingSigners)
    .where(eq(signingSigners.documentId, documentId))
    .orderBy(signingSigners.position);
  const pdf = await deps.storage.get(before.originalKey);
  if (!pdf) throw new AppError('INTERNAL', 'The agreement file is missing from storage');
  const created = await deps.scrive.createDocument({
    documentId,
    title: before.title,
    pdf,
    parties: signers.map((s) => ({
      role: s.role,
      name: s.name,
      email: s.email,
      organisation: s.organisation,
    })),
    externalId: before.externalId,
    resume,
    recordExternalId: async (externalId) => {
      await deps.db
        .update(signingDocuments)
        .set({ externalId })
        .where(and(eq(signingDocuments.id, documentId), isNull(signingDocuments.externalId)));
    },
  });
  await deps.db.transaction(async (tx) => {
    const [doc] = await tx
      .select()
      .from(signingDocuments)
      .where(eq(signingDocuments.id, documentId))
      .for('update');
    if (!doc || doc.state !== 'creating') return;
    for (const s of signers) {
      await tx
        .update(signingSigners)
        .set({
          externalPartyId: created.partyIds?.[s.role] ?? null,
          externalLink: created.links[s.role],
        })
        .where(eq(signingSigners.id, s.id));
    }
    await tx
      .update(signingDocuments)
      .set({ state: 'pending' })
      .where(eq(signingDocuments.id, documentId));
    await mailSigners(
      tx,
      doc.applicationId,
      doc.title,
      signers,
      (s) => created.links[s.role],
      null,
    );
    await advanceGrant(tx, doc.applicationId, 'APPROVED', 'AGREEMENT_SENT', byUserId);
  });
}
