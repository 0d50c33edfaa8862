import type { Credentials } from '@matchday/shared';
import type { Db } from '../../platform/db.ts';
import { AppError } from '../../platform/errors.ts';
import { findAccountById, markVerified, type AccountKind } from '../accounts/accounts.service.ts';
import type { AuthContext } from './auth-context.types.ts';
import { credentialsFor } from './credentials.ts';
import { startSession } from './sessions.service.ts';

/**
 * A session for an account whose e-mail another party has verified (an identity provider,
 * decision 113): the same device-bound session family a password sign-in opens, in the
 * caller's transaction. A deactivated account is refused as at password sign-in; an account
 * still waiting for its e-mail check counts as verified now (the provider verified the address).
 */
export async function signInVerifiedAccount(
  ctx: AuthContext,
  tx: Db,
  input: { kind: AccountKind; id: string; deviceId: string; via: string },
): Promise<Credentials> {
  const account = await findAccountById(tx, input.kind, input.id);
  if (!account) throw new AppError('UNAUTHENTICATED', 'This sign-in is no longer valid');
  if (!account.active) {
    throw new AppError('FORBIDDEN', 'This account is deactivated', {
      reason: 'ACCOUNT_DEACTIVATED',
    });
  }
  if (!account.verified) await markVerified(tx, account.kind, account.id);
  const session = await startSession(tx, {
    subject: { kind: account.kind, id: account.id },
    subjectVersion: account.sessionVersion,
    deviceId: input.deviceId,
  });
  ctx.log.info(
    {
      event: 'login',
      via: input.via,
      kind: account.kind,
      accountId: account.id,
      deviceId: input.deviceId,
      family: session.family,
    },
    'signed in',
  );
  return credentialsFor(ctx, tx, session);
}
