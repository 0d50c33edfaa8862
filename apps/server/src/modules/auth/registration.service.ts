import './auth.mail.ts';
import {
  incubatorId,
  type RegisterStartupInput,
  type SignupCompanyInput,
  type UserType,
} from '@matchday/shared';
import type { Actor } from '../../platform/actor.ts';
import { assertCan } from '../../platform/authorize.ts';
import { AppError } from '../../platform/errors.ts';
import {
  createCompany,
  createUser,
  findAccountByEmail,
  findAccountById,
  lockAccount,
  markVerified,
} from '../accounts/accounts.service.ts';
import { queueMail } from '../mail/mail.service.ts';
import { appUrl } from '../../platform/app-links.ts';
import type { AuthContext } from './auth-context.types.ts';
import { sendInvitation } from './invitations.service.ts';
import { INVALID_LINK } from './password.service.ts';
import { hashPassword } from './passwords.ts';
import {
  consumeOneTimeToken,
  issueOneTimeToken,
  lastIssuedAt,
  MAIL_INTERVAL_MS,
} from './tokens.service.ts';

/**
 * Public startup sign-up (POST /api/auth/register): the company starts PENDING (an admin or its
 * incubator activates it), the user unverified with a verification link (/verify/<token>).
 * An address already in use gets the same answer and no mail, so sign-up reveals no accounts.
 */
export async function registerStartup(ctx: AuthContext, input: RegisterStartupInput) {
  // Hash first, whatever happens next: the answer takes as long for a taken address.
  const passwordHash = await hashPassword(input.user.password);
  if (await findAccountByEmail(ctx.db, 'user', input.user.email)) {
    ctx.log.info({ event: 'register_existing_email' }, 'sign-up with an address in use ignored');
    return;
  }
  await ctx.db.transaction(async (tx) => {
    const company = await createCompany(tx, {
      type: 'startup',
      name: input.company.name,
      country: input.company.country,
      activityStatus: 'PENDING',
      incubator: input.company.incubator ? incubatorId(input.company.incubator) : null,
    });
    const user = await createUser(tx, {
      companyId: company.id,
      type: 'startup',
      email: input.user.email,
      name: input.user.name,
      country: input.company.country,
      passwordHash,
    });
    await sendVerification(ctx, tx, {
      id: user.id,
      email: input.user.email,
      name: input.user.name,
    });
    ctx.log.info(
      { event: 'registered', accountId: user.id, companyId: company.id },
      'startup signed up',
    );
  });
}

async function sendVerification(
  ctx: AuthContext,
  tx: AuthContext['db'],
  user: { id: string; email: string; name: string },
) {
  const issued = await issueOneTimeToken(tx, 'verify', { kind: 'user', id: user.id });
  await queueMail(tx, {
    template: 'verify',
    to: user.email,
    data: { link: appUrl(ctx.publicUrl, `/verify/${issued.token}`), name: user.name },
    idempotencyKey: `token:${issued.id}`,
    secret: ['link'],
    unchosenLocale: ctx.requestLocale,
  });
}

/** POST /api/verify: the link of the verification mail confirms the address. */
export async function verifyEmail(ctx: AuthContext, token: string) {
  const owner = await ctx.db.transaction(async (tx) => {
    const subject = await consumeOneTimeToken(tx, 'verify', token);
    if (!subject) return null;
    await markVerified(tx, subject.kind, subject.id);
    return findAccountById(tx, subject.kind, subject.id);
  });
  if (!owner) throw new AppError('BAD_REQUEST', INVALID_LINK);
  ctx.log.info({ event: 'email_verified', accountId: owner.id }, 'e-mail verified');
  return { email: owner.email, type: owner.type };
}

/**
 * POST /api/mail/verify: sends a fresh verification link (voiding the old one) to an unverified
 * user, at most once a minute. Every address gets the same answer from the route.
 */
export async function resendVerification(ctx: AuthContext, email: string) {
  const account = await findAccountByEmail(ctx.db, 'user', email);
  if (!account || account.verified || !account.active) return;
  await ctx.db.transaction(async (tx) => {
    // Once a minute per account, decided under the row lock (docs/decisions/032).
    await lockAccount(tx, 'user', account.id);
    const last = await lastIssuedAt(tx, 'verify', { kind: 'user', id: account.id });
    if (last && Date.now() - last.getTime() < MAIL_INTERVAL_MS) return;
    await sendVerification(ctx, tx, account);
  });
}

/**
 * POST /api/matrix/auth/signup-company: a full ADMIN registers an organisation (ACTIVE) and its
 * first user, who is mailed an invitation link (/token/invite/<token>) to choose a password.
 */
export async function signupCompany(
  ctx: AuthContext,
  actor: Actor,
  input: SignupCompanyInput,
): Promise<{ companyId: string; userId: string }> {
  assertCan(actor, 'signupCompany', 'Only an ADMIN may register organisations');
  return ctx.db.transaction(async (tx) => {
    const type: UserType = input.company.type;
    const company = await createCompany(tx, {
      type,
      name: input.company.name,
      country: input.company.country,
      activityStatus: 'ACTIVE',
      incubator: input.company.incubator ? incubatorId(input.company.incubator) : null,
    });
    const user = await createUser(tx, {
      companyId: company.id,
      type,
      email: input.user.email,
      name: input.user.name,
      country: input.user.country ?? input.company.country,
    });
    await sendInvitation(
      ctx,
      tx,
      { kind: 'user', id: user.id, email: input.user.email, name: input.user.name },
      { template: 'invitation', companyName: company.name },
    );
    ctx.log.info(
      { event: 'company_signed_up', by: actor?.id, companyId: company.id, accountId: user.id },
      'organisation registered',
    );
    return { companyId: company.id, userId: user.id };
  });
}
