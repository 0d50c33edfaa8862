import type { Credentials, UserType } from '@matchday/shared';
import { accountDeactivated } from '../../platform/deactivated.ts';
import { AppError } from '../../platform/errors.ts';
import {
  findAccountByEmail,
  findAccountById,
  type AccountKind,
} from '../accounts/accounts.service.ts';
import { bearerToken, verifyAccessToken } from './access-tokens.ts';
import type { AuthContext } from './auth-context.types.ts';
import { credentialsFor } from './credentials.ts';
import { countSignInAttempt, forgiveSignInAttempt } from './login-throttle.service.ts';
import { verifyPassword } from './passwords.ts';
import {
  familyOfRefreshToken,
  revokeFamily,
  rotateSession,
  startSession,
} from './sessions.service.ts';

/** One answer for unknown e-mail, wrong password and wrong type: nothing to tell them apart. */
export const WRONG_CREDENTIALS = 'Wrong username or password';
/** One answer for every refresh that cannot go on: the web signs out (SPEC §4). */
export const SESSION_ENDED = 'Your session has ended; sign in again';

/** A right password on the other tab: which tab the account signs in on. */
const WRONG_TAB: Record<UserType, string> = {
  startup: 'This is a startup account: choose “Startup” above and sign in again.',
  corp: 'This is a corporate account: choose “Corporate” above and sign in again.',
};

export type SignInInput = {
  kind: AccountKind;
  username: string;
  password: string;
  /** startup | corp for users, 'admin' for admins; null/undefined = not checked. */
  type?: UserType | 'admin' | null;
  deviceId: string;
  ip: string;
};

/**
 * Sign-in (POST /api/auth/login, /api/matrix/auth/login). Throttled per (account, address) and
 * per address; the password is checked with argon2 even when the e-mail is unknown, so unknown
 * e-mail, wrong password and a type that is not the account's answer alike, in equal time.
 */
export async function signIn(ctx: AuthContext, input: SignInInput): Promise<Credentials> {
  const { db, log } = ctx;
  // Counted before the password is checked: parallel guesses cannot pass the limit.
  await countSignInAttempt(db, input.username, input.ip);
  const account = await findAccountByEmail(db, input.kind, input.username);
  const passwordOk = await verifyPassword(account?.passwordHash ?? null, input.password);
  const expectedType = input.kind === 'admin' ? 'admin' : account?.type;
  const typeOk = input.type == null || input.type === expectedType;
  if (!account || !passwordOk) {
    log.warn(
      {
        event: 'login_failed',
        kind: input.kind,
        accountId: account?.id ?? null,
        deviceId: input.deviceId,
      },
      'sign-in refused',
    );
    throw new AppError('UNAUTHENTICATED', WRONG_CREDENTIALS);
  }
  await forgiveSignInAttempt(db, input.username, input.ip);
  // Past this point the caller knows the password: telling them why is no leak.
  if (!typeOk) {
    log.info({ event: 'login_wrong_tab', accountId: account.id }, 'sign-in on the other tab');
    if (account.kind !== 'user' || !account.type) {
      throw new AppError('UNAUTHENTICATED', WRONG_CREDENTIALS);
    }
    throw new AppError('UNAUTHENTICATED', WRONG_TAB[account.type], {
      reason: 'WRONG_ACCOUNT_TYPE',
      type: account.type,
    });
  }
  if (!account.active) {
    throw new AppError('FORBIDDEN', 'This account is deactivated', {
      reason: 'ACCOUNT_DEACTIVATED',
    });
  }
  if (!account.verified) {
    throw new AppError('FORBIDDEN', 'Verify your e-mail address before signing in', {
      reason: 'EMAIL_NOT_VERIFIED',
    });
  }
  return db.transaction(async (tx) => {
    const session = await startSession(tx, {
      subject: { kind: account.kind, id: account.id },
      subjectVersion: account.sessionVersion,
      deviceId: input.deviceId,
    });
    log.info(
      {
        event: 'login',
        kind: account.kind,
        accountId: account.id,
        deviceId: input.deviceId,
        family: session.family,
      },
      'signed in',
    );
    return credentialsFor(ctx, tx, session);
  });
}

export type RefreshInput = {
  kind: AccountKind;
  userId: string;
  type?: UserType | 'admin' | null;
  refreshToken?: string | null;
  deviceId: string;
  /** The `authorization` header, when sent: it must be ours and name the same account. */
  authorization?: string | undefined;
};

/** New credentials for a refresh token (POST /api/auth/token, /api/matrix/auth/token). */
export async function refreshCredentials(
  ctx: AuthContext,
  input: RefreshInput,
): Promise<Credentials> {
  if (!input.refreshToken) throw new AppError('UNAUTHENTICATED', SESSION_ENDED);
  if (input.authorization) {
    const jwt = bearerToken(input.authorization);
    const claims = jwt && (await verifyAccessToken(ctx.key, jwt, { allowExpired: true }));
    if (!claims || claims.kind !== input.kind || claims.sub !== input.userId) {
      throw new AppError('UNAUTHENTICATED', SESSION_ENDED);
    }
  }
  if (input.type != null) {
    const account = await findAccountById(ctx.db, input.kind, input.userId);
    const type = input.kind === 'admin' ? 'admin' : account?.type;
    if (input.type !== type) throw new AppError('UNAUTHENTICATED', SESSION_ENDED);
  }
  const subject = { kind: input.kind, id: input.userId };
  const result = await rotateSession(
    ctx.db,
    { refreshToken: input.refreshToken, deviceId: input.deviceId, subject },
    ctx.log,
  );
  if (!result.ok) {
    ctx.log.warn(
      {
        event: 'refresh_failed',
        reason: result.reason,
        kind: input.kind,
        accountId: input.userId,
        deviceId: input.deviceId,
      },
      'refresh refused',
    );
    if (result.reason === 'deactivated') throw accountDeactivated();
    throw new AppError('UNAUTHENTICATED', SESSION_ENDED);
  }
  return credentialsFor(ctx, ctx.db, result.session);
}

export type SignOutInput = {
  kind: AccountKind;
  authorization?: string | undefined;
  refreshToken?: string | null;
  deviceId?: string | undefined;
};

/**
 * Sign-out: the session family named by the access token (expired is fine) or by the refresh
 * token is revoked at once, so neither token works afterwards. Signing out twice is fine.
 */
export async function signOut(ctx: AuthContext, input: SignOutInput): Promise<void> {
  const families = new Set<string>();
  const jwt = bearerToken(input.authorization);
  const claims = jwt ? await verifyAccessToken(ctx.key, jwt, { allowExpired: true }) : null;
  if (claims && claims.kind === input.kind) families.add(claims.sid);
  if (input.refreshToken) {
    const found = await familyOfRefreshToken(ctx.db, input.refreshToken);
    if (found && found.kind === input.kind) families.add(found.family);
  }
  if (families.size === 0) throw new AppError('UNAUTHENTICATED', 'Nothing to sign out of');
  for (const family of families) await revokeFamily(ctx.db, family, 'logout');
  ctx.log.info(
    {
      event: 'logout',
      kind: input.kind,
      accountId: claims?.sub ?? null,
      deviceId: input.deviceId ?? null,
    },
    'signed out',
  );
}
