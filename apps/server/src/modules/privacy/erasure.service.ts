import { deleteMyAccountInput } from '@matchday/shared';
import type { Actor } from '../../platform/actor.ts';
import type { Db } from '../../platform/db.ts';
import { AppError } from '../../platform/errors.ts';
import { parseInput } from '../../platform/validation.ts';
import { findAccountById } from '../accounts/accounts.service.ts';
import { deleteUserRow } from '../accounts/personal-data.ts';
import { assertRemovableMember, withdrawTeamInvitation } from '../team/team.service.ts';
import { forgetAuthRecordsOf, verifyPassword } from '../auth/auth.personal-data.ts';
import { countSignInAttempt, forgiveSignInAttempt } from '../auth/login-throttle.service.ts';
import { forgetMailsTo } from '../mail/mail.personal-data.ts';
import { forgetUploader } from '../uploads/uploads.service.ts';

/**
 * Erases a person (docs/decisions/041): their user row, sessions and one-time links (every
 * session ends at once), the mails addressed to them, and their name on uploads. What the
 * company shares — its profile, files, badges — stays, without the person.
 */
async function eraseUser(db: Db, user: { id: string; email: string }) {
  await db.transaction(async (tx) => {
    await forgetAuthRecordsOf(tx, { kind: 'user', id: user.id });
    await forgetMailsTo(tx, user.email);
    await forgetUploader(tx, user.id);
    await deleteUserRow(tx, user.id);
  });
}

/**
 * deleteMyAccount: the signed-in startup or corp person confirms with their password (checked
 * and throttled like a sign-in) and is erased. Not while impersonated.
 */
export async function deleteMyAccount(ctx: { db: Db; ip: string }, actor: Actor, input: unknown) {
  if (!actor) throw new AppError('UNAUTHENTICATED', 'Sign in first');
  if (actor.kind !== 'user')
    throw new AppError('FORBIDDEN', 'Admin accounts are removed by an ADMIN');
  if (actor.impersonatorId) {
    throw new AppError('FORBIDDEN', 'An account cannot be deleted while impersonating');
  }
  const { password } = parseInput(deleteMyAccountInput, input);
  const account = await findAccountById(ctx.db, 'user', actor.id);
  if (!account) throw new AppError('UNAUTHENTICATED', 'Sign in first');
  // Counted before the check, like a sign-in (docs/decisions/032).
  await countSignInAttempt(ctx.db, account.email, ctx.ip);
  if (!(await verifyPassword(account.passwordHash, password))) {
    const message = 'Password is incorrect';
    throw new AppError('BAD_REQUEST', message, { fields: [{ field: 'password', message }] });
  }
  await forgiveSignInAttempt(ctx.db, account.email, ctx.ip);
  await eraseUser(ctx.db, account);
}

/**
 * A member removes a colleague of their company: the colleague is erased like above. The id of
 * an open invitation (as the team list shows it) withdraws that invitation instead.
 */
export async function removeTeamMember(db: Db, actor: Actor, userId: string) {
  if (await withdrawTeamInvitation(db, actor, userId)) return;
  const id = await assertRemovableMember(db, actor, userId);
  const account = await findAccountById(db, 'user', id);
  if (!account) throw new AppError('NOT_FOUND', 'No such team member');
  await eraseUser(db, account);
}
