import './auth.mail.ts';
import { safeNextPath, type Credentials } from '@matchday/shared';
import { AppError } from '../../platform/errors.ts';
import { findAccountByEmail, findAccountById, lockAccount } from '../accounts/accounts.service.ts';
import { queueMail } from '../mail/mail.service.ts';
import { appUrl } from '../../platform/app-links.ts';
import type { AuthContext } from './auth-context.types.ts';
import { credentialsFor } from './credentials.ts';
import { INVALID_LINK } from './password.service.ts';
import { startSession } from './sessions.service.ts';
import {
  consumeOneTimeToken,
  issueOneTimeToken,
  lastIssuedAt,
  MAIL_INTERVAL_MS,
} from './tokens.service.ts';

/**
 * Mails a one-time sign-in link (/token/login/<token>, 15 minutes) to an active, verified user,
 * at most once a minute. Unknown and known addresses get the same answer. The page the person
 * was on their way to rides along as `?next=` when it is a path of this site (never another
 * host: safeNextPath), so the link signs in and opens that page.
 */
export async function requestLoginLink(
  ctx: AuthContext,
  email: string,
  next?: string | null,
): Promise<void> {
  const account = await findAccountByEmail(ctx.db, 'user', email);
  if (!account?.active || !account.verified) return;
  const sent = await ctx.db.transaction(async (tx) => {
    // Once a minute per account, decided under the row lock (docs/decisions/032).
    await lockAccount(tx, 'user', account.id);
    const last = await lastIssuedAt(tx, 'login', { kind: 'user', id: account.id });
    if (last && Date.now() - last.getTime() < MAIL_INTERVAL_MS) return false;
    const issued = await issueOneTimeToken(tx, 'login', { kind: 'user', id: account.id });
    await queueMail(tx, {
      template: 'login-link',
      to: account.email,
      data: { link: appUrl(ctx.publicUrl, loginLinkPath(issued.token, next)), name: account.name },
      idempotencyKey: `token:${issued.id}`,
      secret: ['link'],
      unchosenLocale: ctx.requestLocale,
    });
    return true;
  });
  if (!sent) return;
  ctx.log.info({ event: 'login_link_requested', accountId: account.id }, 'sign-in link sent');
}

/** `/token/login/<token>`, with `?next=<page>` when the page is a safe path of this site. */
export function loginLinkPath(token: string, next?: string | null): string {
  const target = safeNextPath(next);
  return `/token/login/${token}${target ? `?next=${encodeURIComponent(target)}` : ''}`;
}

/** Spends a sign-in link and opens a session on this device, as a password sign-in would. */
export async function signInWithLink(
  ctx: AuthContext,
  input: { token: string; deviceId: string },
): Promise<Credentials> {
  return ctx.db.transaction(async (tx) => {
    const subject = await consumeOneTimeToken(tx, 'login', input.token);
    const account = subject && (await findAccountById(tx, subject.kind, subject.id));
    if (!account?.active || !account.verified) throw new AppError('BAD_REQUEST', INVALID_LINK);
    const session = await startSession(tx, {
      subject: { kind: account.kind, id: account.id },
      subjectVersion: account.sessionVersion,
      deviceId: input.deviceId,
    });
    ctx.log.info(
      { event: 'login', via: 'link', accountId: account.id, deviceId: input.deviceId },
      'signed in with a link',
    );
    return credentialsFor(ctx, tx, session);
  });
}
