import './auth.mail.ts';
import { INVALID_LINK_MESSAGE, type LinkOwner } from '@matchday/shared';
import type { Actor } from '../../platform/actor.ts';
import type { Db } from '../../platform/db.ts';
import { AppError } from '../../platform/errors.ts';
import {
  findAccountByEmail,
  findAccountById,
  lockAccount,
  markVerified,
  setPasswordHash,
  type AccountKind,
} from '../accounts/accounts.service.ts';
import { queueMail } from '../mail/mail.service.ts';
import { appUrl } from '../../platform/app-links.ts';
import type { AuthContext } from './auth-context.types.ts';
import { countSignInAttempt, forgiveSignInAttempt } from './login-throttle.service.ts';
import { hashPassword, verifyPassword } from './passwords.ts';
import { revokeSessionsOf } from './sessions.service.ts';
import {
  consumeOneTimeToken,
  issueOneTimeToken,
  lastIssuedAt,
  MAIL_INTERVAL_MS,
  peekOneTimeToken,
  type Subject,
} from './tokens.service.ts';

/** Every refused one-time link says the same, whether unknown, used or expired. */
export const INVALID_LINK = INVALID_LINK_MESSAGE;

/**
 * Forgot password: mails a reset link (/reset/<token>, valid 1 hour) to each active account with
 * this address, at most once a minute. Unknown and known addresses get the same answer.
 */
export async function requestPasswordReset(ctx: AuthContext, email: string): Promise<void> {
  for (const kind of ['user', 'admin'] as const) {
    const account = await findAccountByEmail(ctx.db, kind, email);
    if (!account?.active) continue;
    const sent = await ctx.db.transaction(async (tx) => {
      // At most one reset mail a minute per account, decided under the account's row lock so
      // parallel requests cannot all pass the check (docs/decisions/032).
      await lockAccount(tx, kind, account.id);
      const last = await lastIssuedAt(tx, 'reset', { kind, id: account.id });
      if (last && Date.now() - last.getTime() < MAIL_INTERVAL_MS) return false;
      const issued = await issueOneTimeToken(tx, 'reset', { kind, id: account.id });
      await queueMail(tx, {
        template: 'password-reset',
        to: account.email,
        data: { link: appUrl(ctx.publicUrl, `/reset/${issued.token}`), name: account.name },
        idempotencyKey: `token:${issued.id}`,
        secret: ['link'],
        unchosenLocale: ctx.requestLocale,
      });
      return true;
    });
    if (!sent) continue;
    ctx.log.info(
      { event: 'password_reset_requested', kind, accountId: account.id },
      'reset link sent',
    );
  }
}

/**
 * Sets a password from a one-time link: `reset` (/reset/<token>) or `invite`
 * (/token/invite/<token>). The link proves the address, so the account counts as verified.
 * `claim` spends a token this module does not keep (a team invitation, docs/decisions/035) and
 * answers the account it made, in the same transaction; it runs when no one-time token matches.
 * A reset ends every session of the account.
 */
export async function setPasswordFromLink(
  ctx: AuthContext,
  kind: 'reset' | 'invite',
  input: { token: string; password: string },
  claim?: (tx: Db, token: string) => Promise<Subject | null>,
): Promise<LinkOwner> {
  const passwordHash = await hashPassword(input.password);
  const owner = await ctx.db.transaction(async (tx) => {
    const subject =
      (await consumeOneTimeToken(tx, kind, input.token)) ??
      (claim ? await claim(tx, input.token) : null);
    if (!subject) return null;
    await setPasswordHash(tx, subject.kind, subject.id, passwordHash);
    await markVerified(tx, subject.kind, subject.id);
    await revokeSessionsOf(
      tx,
      subject,
      kind === 'reset' ? 'password_reset' : 'invitation_accepted',
    );
    return findAccountById(tx, subject.kind, subject.id);
  });
  if (!owner) throw new AppError('BAD_REQUEST', INVALID_LINK);
  ctx.log.info(
    { event: `password_set_by_${kind}`, kind: owner.kind, accountId: owner.id },
    'password set',
  );
  return { email: owner.email, admin: owner.kind === 'admin', type: owner.type };
}

/**
 * Whether a reset or invitation link would work, spending nothing (POST /api/auth/checklink): the
 * link screens say a dead link is dead before asking for a password. `peekClaim` looks for a
 * token another module keeps (a team invitation), as `claim` does in setPasswordFromLink.
 */
export async function checkPasswordLink(
  ctx: AuthContext,
  kind: 'reset' | 'invite',
  token: string,
  peekClaim?: (db: Db, token: string) => Promise<{ email: string } | null>,
): Promise<{ email: string }> {
  const subject = await peekOneTimeToken(ctx.db, kind, token);
  const account = subject ? await findAccountById(ctx.db, subject.kind, subject.id) : null;
  if (account) return { email: account.email };
  const claimed = peekClaim ? await peekClaim(ctx.db, token) : null;
  if (!claimed) throw new AppError('BAD_REQUEST', INVALID_LINK);
  return claimed;
}

/**
 * A signed-in person changes their password (POST /api/auth/updatepassword and the admin twin).
 * The current password is required and throttled like a sign-in; every other session of the
 * account ends, the caller's own stays.
 */
export async function updatePassword(
  ctx: AuthContext,
  actor: Actor,
  kind: AccountKind,
  input: { oldPassword: string; newPassword: string; ip: string },
): Promise<void> {
  if (actor?.kind !== kind) throw new AppError('UNAUTHENTICATED', 'Sign in first');
  if (actor.kind === 'user' && actor.impersonatorId) {
    throw new AppError('FORBIDDEN', 'The password cannot be changed while impersonating');
  }
  const account = await findAccountById(ctx.db, kind, actor.id);
  if (!account) throw new AppError('UNAUTHENTICATED', 'Sign in first');
  await countSignInAttempt(ctx.db, account.email, input.ip);
  if (!(await verifyPassword(account.passwordHash, input.oldPassword))) {
    // 400, not 401: a 401 would make the web refresh its token and sign out (SPEC §4).
    throw new AppError('BAD_REQUEST', 'Current password is incorrect');
  }
  await forgiveSignInAttempt(ctx.db, account.email, input.ip);
  const passwordHash = await hashPassword(input.newPassword);
  await ctx.db.transaction(async (tx) => {
    await setPasswordHash(tx, kind, actor.id, passwordHash);
    await revokeSessionsOf(tx, { kind, id: actor.id }, 'password_changed', actor.sessionId);
  });
  ctx.log.info({ event: 'password_changed', kind, accountId: actor.id }, 'password changed');
}
