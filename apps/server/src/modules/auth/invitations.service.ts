import './auth.mail.ts';
import type { Db } from '../../platform/db.ts';
import { queueMail } from '../mail/mail.service.ts';
import { appUrl } from '../../platform/app-links.ts';
import type { AuthContext } from './auth.context.ts';
import type { SubjectKind } from './auth.tables.ts';
import { issueOneTimeToken } from './tokens.service.ts';

export type Invitee = { kind: SubjectKind; id: string; email: string; name: string };

export type InvitationMail =
  | { template: 'invitation'; companyName?: string; inviterName?: string }
  | { template: 'verify-admin' };

/**
 * Mails a one-time invitation link (/token/invite/<token>, valid 7 days) in the caller's
 * transaction. Accepting it (POST /api/auth/acceptinvite) sets the password and verifies the
 * address, for users and admins alike. A new invitation voids the previous link.
 */
export async function sendInvitation(
  ctx: Pick<AuthContext, 'publicUrl'>,
  tx: Db,
  invitee: Invitee,
  mail: InvitationMail,
) {
  const issued = await issueOneTimeToken(tx, 'invite', { kind: invitee.kind, id: invitee.id });
  const { template, ...extra } = mail;
  await queueMail(tx, {
    template,
    to: invitee.email,
    data: {
      link: appUrl(ctx.publicUrl, `/token/invite/${issued.token}`),
      name: invitee.name,
      ...extra,
    },
    idempotencyKey: `token:${issued.id}`,
    secret: ['link'],
  });
  return { expiresAt: issued.expiresAt };
}
