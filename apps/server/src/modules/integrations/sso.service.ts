import { emailDomain, type Credentials } from '@matchday/shared';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { createHash, randomBytes } from 'node:crypto';
import * as oidc from 'openid-client';
import type { Db } from '../../platform/db.ts';
import { AppError } from '../../platform/errors.ts';
import type { SecretBox } from '../../platform/secret-box.ts';
import { admins, users } from '../accounts/accounts.read-model.ts';
import { createUser, findAccountByEmail } from '../accounts/accounts.service.ts';
import type { AuthContext } from '../auth/auth-context.types.ts';
import { signInVerifiedAccount } from '../auth/external-sign-in.service.ts';
import {
  insecureIssuersAllowed,
  providerForSignIn,
  type ProviderForSignIn,
} from './identity-providers.service.ts';
import { ssoAttempts } from './sso.tables.ts';

/**
 * Sign-in with an identity provider (decision 113): authorization code flow with PKCE, state and
 * nonce (openid-client). The state rides in a cookie of the starting browser too; the callback
 * ends in a one-time ticket that browser turns into the same session a password sign-in opens.
 */

const ATTEMPT_MS = 10 * 60_000;
const TICKET_MS = 2 * 60_000;
const sha256 = (v: string) => createHash('sha256').update(v).digest('base64url');

/** A refusal the sign-in page shows as it is. */
export class SsoRefusal extends Error {}

const expired = (name: string) => `The sign-in with ${name} expired; start again.`;

async function configOf(provider: ProviderForSignIn) {
  const execute = insecureIssuersAllowed() ? [oidc.allowInsecureRequests] : [];
  try {
    return await oidc.discovery(
      new URL(provider.issuer),
      provider.clientId,
      provider.clientSecret,
      undefined,
      { execute },
    );
  } catch {
    throw new SsoRefusal(`${provider.name} cannot be reached just now; try again in a while.`);
  }
}

/** The provider's authorization URL for a new attempt from this device. */
export async function startSso(
  db: Db,
  box: SecretBox,
  input: { providerId: string; redirectUri: string },
): Promise<{ url: URL; state: string }> {
  const provider = await providerForSignIn(db, box, input.providerId);
  if (!provider) throw new AppError('NOT_FOUND', 'No such identity provider');
  const config = await configOf(provider);
  const state = oidc.randomState();
  const nonce = oidc.randomNonce();
  const codeVerifier = oidc.randomPKCECodeVerifier();
  await db.insert(ssoAttempts).values({
    providerId: provider.id,
    stateHash: sha256(state),
    nonce,
    codeVerifier,
    expiresAt: new Date(Date.now() + ATTEMPT_MS),
  });
  const url = oidc.buildAuthorizationUrl(config, {
    redirect_uri: input.redirectUri,
    scope: 'openid email profile',
    code_challenge: await oidc.calculatePKCECodeChallenge(codeVerifier),
    code_challenge_method: 'S256',
    state,
    nonce,
  });
  return { url, state };
}

/** Spends the attempt the callback's `state` names (once); refuses unknown, used or expired. */
async function takeAttempt(db: Db, box: SecretBox, state: string | null) {
  if (!state) throw new SsoRefusal('This sign-in is unknown; start again.');
  const hash = sha256(state);
  const [taken] = await db
    .update(ssoAttempts)
    .set({ callbackAt: sql`now()` })
    .where(and(eq(ssoAttempts.stateHash, hash), isNull(ssoAttempts.callbackAt)))
    .returning();
  const [row] = taken
    ? [taken]
    : await db.select().from(ssoAttempts).where(eq(ssoAttempts.stateHash, hash));
  const provider = row && (await providerForSignIn(db, box, row.providerId));
  if (!row || !provider) throw new SsoRefusal('This sign-in is unknown; start again.');
  if (!taken)
    throw new SsoRefusal(`This sign-in with ${provider.name} was used already; start again.`);
  if (row.expiresAt.getTime() < Date.now()) throw new SsoRefusal(expired(provider.name));
  return { attempt: row, provider };
}

/**
 * The provider's answer: code exchanged (PKCE), id token verified, state and nonce checked, the
 * e-mail verified and of an allowed domain; then the account linked (or the corporate person
 * made) and a ticket issued for the starting device.
 */
export async function finishSso(
  db: Db,
  box: SecretBox,
  currentUrl: URL,
  cookieState: string | undefined,
): Promise<string> {
  const state = currentUrl.searchParams.get('state');
  // The answer must come back to the browser that started (login CSRF): its cookie holds the state.
  if (!state || state !== cookieState) {
    throw new SsoRefusal('This sign-in is unknown; start again.');
  }
  const { attempt, provider } = await takeAttempt(db, box, state);
  const refused = currentUrl.searchParams.get('error');
  if (refused) {
    const why = currentUrl.searchParams.get('error_description') ?? refused;
    throw new SsoRefusal(`${provider.name} did not sign you in: ${why.slice(0, 200)}`);
  }
  const config = await configOf(provider);
  let claims: Record<string, unknown> | undefined;
  try {
    const tokens = await oidc.authorizationCodeGrant(config, currentUrl, {
      pkceCodeVerifier: attempt.codeVerifier,
      expectedState: currentUrl.searchParams.get('state') ?? '',
      expectedNonce: attempt.nonce,
      idTokenExpected: true,
    });
    const idToken = tokens.claims()!;
    claims = idToken;
    // Many providers put the e-mail in the userinfo answer only (for the id token's subject).
    if (typeof idToken.email !== 'string') {
      claims = await oidc.fetchUserInfo(config, tokens.access_token, idToken.sub);
    }
  } catch (e) {
    // The provider's own error code when it answered one (invalid_grant: a spent or wrong code).
    const body = e as { error?: unknown; error_description?: unknown };
    const reason =
      typeof body.error === 'string'
        ? [body.error, body.error_description].filter(Boolean).join(': ')
        : e instanceof Error
          ? e.message
          : String(e);
    throw new SsoRefusal(
      `The sign-in with ${provider.name} could not be verified (${reason.slice(0, 160)}); start again.`,
    );
  }
  const email = typeof claims?.email === 'string' ? claims.email.trim().toLowerCase() : '';
  if (!email) throw new SsoRefusal(`${provider.name} did not tell us your e-mail address.`);
  if (claims?.email_verified !== true) {
    throw new SsoRefusal(
      `${provider.name} has not verified the e-mail ${email}; verify it there and start again.`,
    );
  }
  if (!provider.domains.includes(emailDomain(email))) {
    throw new SsoRefusal(`This e-mail domain is not allowed for ${provider.name}.`);
  }
  const name = typeof claims?.name === 'string' && claims.name.trim() ? claims.name.trim() : '';
  return db.transaction(async (tx) => {
    const subject = await linkAccount(tx, provider, email, name);
    const ticket = randomBytes(32).toString('base64url');
    await tx
      .update(ssoAttempts)
      .set({
        subjectKind: subject.kind,
        subjectId: subject.id,
        ticketHash: sha256(ticket),
        ticketExpiresAt: new Date(Date.now() + TICKET_MS),
      })
      .where(eq(ssoAttempts.id, attempt.id));
    return ticket;
  });
}

/** The account of a verified e-mail: linked by address; a corporate's new person is made. */
async function linkAccount(tx: Db, provider: ProviderForSignIn, email: string, name: string) {
  if (provider.adminType) {
    const [admin] = await tx
      .select({ id: admins.id, adminType: admins.adminType })
      .from(admins)
      .where(sql`lower(${admins.email}) = ${email}`);
    if (!admin || admin.adminType !== provider.adminType) {
      throw new SsoRefusal(
        `No ${provider.adminType} administrator has the e-mail ${email}; ask an ADMIN to invite you first.`,
      );
    }
    return { kind: 'admin' as const, id: admin.id };
  }
  const companyId = provider.companyId!;
  const existing = await findAccountByEmail(tx, 'user', email);
  if (existing) {
    const [person] = await tx
      .select({ companyId: users.companyId })
      .from(users)
      .where(eq(users.id, existing.id));
    if (person?.companyId !== companyId) {
      throw new SsoRefusal(
        `The account of ${email} belongs to another company; sign in with your password.`,
      );
    }
    return { kind: 'user' as const, id: existing.id };
  }
  const created = await createUser(tx, {
    companyId,
    type: 'corp',
    email,
    name: name || email.slice(0, email.indexOf('@')),
    verified: true,
  });
  return { kind: 'user' as const, id: created.id };
}

/** Spends a ticket (once, within two minutes): a session on the device that presents it. */
export async function sessionForTicket(
  ctx: AuthContext,
  input: { ticket: string; deviceId: string },
): Promise<Credentials> {
  return ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .update(ssoAttempts)
      .set({ ticketUsedAt: sql`now()` })
      .where(
        and(
          eq(ssoAttempts.ticketHash, sha256(input.ticket)),
          isNull(ssoAttempts.ticketUsedAt),
          gt(ssoAttempts.ticketExpiresAt, sql`now()`),
        ),
      )
      .returning({ kind: ssoAttempts.subjectKind, id: ssoAttempts.subjectId });
    if (!row?.kind || !row.id) {
      throw new AppError(
        'BAD_REQUEST',
        'This sign-in ticket is used or expired; start the sign-in again.',
      );
    }
    return signInVerifiedAccount(ctx, tx, {
      kind: row.kind,
      id: row.id,
      deviceId: input.deviceId,
      via: 'sso',
    });
  });
}
