import { sql } from 'drizzle-orm';
import type { AdminActor } from '../../platform/actor.ts';
import type { Db } from '../../platform/db.ts';
import type { FileStorage } from '../../platform/storage.ts';
import { loadAgreement } from '../../modules/signing/agreement.views.ts';
import { tokenOfLink } from '../../modules/signing/link-tokens.ts';
import { sendAgreement } from '../../modules/signing/send.service.ts';
import { signWithLink } from '../../modules/signing/sign.service.ts';
import { demoApprovedGrantId } from './demo-grants.ts';

/**
 * The demo's signed agreement: the ADMIN persona sends the approved demo
 * application's agreement through the built-in signer, and each party signs it with the link it
 * was mailed — all through the signing services — so it is SIGNED with its evidence page. Needs
 * file storage (the PDFs); without it, or when the agreement exists already, nothing happens.
 */
export async function seedDemoSigning(
  tx: Db,
  admin: AdminActor,
  publicUrl: string,
  storage?: FileStorage,
) {
  if (!storage) return;
  const applicationId = await demoApprovedGrantId(tx);
  if (!applicationId || (await loadAgreement(tx, applicationId))) return;
  const deps = { db: tx, storage, publicUrl, scrive: null };
  const sent = await sendAgreement(deps, admin, applicationId, { provider: 'builtin' });
  for (const signer of sent.signers) {
    // The live link as the signatory's mailbox has it (the outbox keeps it redacted).
    const { rows } = (await tx.execute(
      sql`select coalesce(secret_data, data)->>'link' as link from mail_messages where template = 'signrequest' and recipient = ${signer.email.toLowerCase()} order by created_at desc limit 1`,
    )) as unknown as { rows: { link: string }[] };
    const link = rows[0]?.link;
    if (!link) continue;
    await signWithLink(
      deps,
      tokenOfLink(link),
      {
        typedName: signer.name,
        consent: true,
        documentSha256: sent.originalSha256,
      },
      { ip: '127.0.0.1', userAgent: 'Matchday demo seed' },
    );
  }
}
