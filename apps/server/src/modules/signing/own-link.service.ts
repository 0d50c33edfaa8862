import { eq } from 'drizzle-orm';
import type { Actor } from '../../platform/actor.ts';
import { assertCan } from '../../platform/authorize.ts';
import { AppError } from '../../platform/errors.ts';
import { findAccountById } from '../accounts/accounts.service.ts';
import { getAgreement } from './documents.service.ts';
import { loadAgreement } from './agreement.views.ts';
import { hashLinkToken, newLinkToken } from './link-tokens.ts';
import { LINK_MS, type SigningDeps } from './signing.types.ts';
import { signingSigners } from './signing.tables.ts';

/**
 * "Sign now" on the agreement page: the signed-in signer's own signing link. Only the person whose
 * e-mail the signature waits for gets one (never while an admin views the app as them). With the
 * built-in signer a fresh one-time link replaces the mailed one (the newest link counts, as with
 * every one-time link); with Scrive it is the party's Scrive link.
 */
export async function ownSigningLink(
  deps: SigningDeps,
  actor: Actor,
  applicationId: string,
  now = new Date(),
): Promise<{ link: string }> {
  assertCan(actor, 'signOwnGrantAgreement');
  if (actor.kind === 'user' && actor.impersonatorId) {
    throw new AppError(
      'FORBIDDEN',
      'Only the person themselves signs, not someone viewing as them',
    );
  }
  // Out of reach → 404, as reading the agreement.
  await getAgreement(deps, actor, applicationId);
  const found = await loadAgreement(deps.db, applicationId);
  if (!found) throw new AppError('CONFLICT', 'No agreement has been sent for signature yet');
  if (found.doc.state !== 'pending') {
    throw new AppError('CONFLICT', 'This agreement is no longer waiting for signatures');
  }
  const account = await findAccountById(deps.db, actor.kind, actor.id);
  const email = account?.email.trim().toLowerCase();
  const signer = found.signers.find((s) => s.email.trim().toLowerCase() === email);
  if (!signer) throw new AppError('CONFLICT', 'This agreement does not wait for your signature');
  if (signer.signedAt) throw new AppError('CONFLICT', 'You have signed this agreement already');
  if (found.doc.provider === 'scrive') {
    if (!signer.externalLink) {
      throw new AppError('CONFLICT', 'The signing service has not given your link yet; try again');
    }
    return { link: signer.externalLink };
  }
  const token = newLinkToken();
  const expires =
    signer.tokenExpiresAt && signer.tokenExpiresAt > now
      ? signer.tokenExpiresAt
      : new Date(now.getTime() + LINK_MS);
  await deps.db
    .update(signingSigners)
    .set({ tokenHash: hashLinkToken(token), tokenExpiresAt: expires })
    .where(eq(signingSigners.id, signer.id));
  return { link: `/token/sign/${token}` };
}
