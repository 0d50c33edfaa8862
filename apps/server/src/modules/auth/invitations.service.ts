import './auth.mail.ts';
import type { Db } from '../../platform/db.ts';
import { queueMail } from '../mail/mail.service.ts';
import { appUrl } from '../../platform/app-links.ts';
import type { AuthContext } from './auth-context.types.ts';
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
  await queueInvitationMail(ctx, tx, {
    to: invitee.email,
    name: invitee.name,
    token: issued.token,
    idempotencyKey: `token:${issued.id}`,
    mail,
  });
  return { expiresAt: issued.expiresAt };
}

/**
 * Queues an invitation mail carrying /token/invite/<token> (the link kept out of the stored
 * data, decision 022), in the caller's transaction. Also used by the team module for its own
 * invitations (docs/decisions/035), whose tokens it keeps itself.
 */
export async function queueInvitationMail(
  ctx: Pick<AuthContext, 'publicUrl'>,
  tx: Db,
  input: { to: string; name: string; token: string; idempotencyKey: string; mail: InvitationMail },
) {
  const { template, ...extra } = input.mail;
  await queueMail(tx, {
    template,
    to: input.to,
    data: {
      link: appUrl(ctx.publicUrl, `/token/invite/${input.token}`),
      name: input.name,
      ...extra,
    },
    idempotencyKey: input.idempotencyKey,
    secret: ['link'],
  });
}
