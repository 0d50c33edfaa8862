import {
  acceptInvitationInput,
  checkLinkInput,
  forgotPasswordInput,
  loginLinkInput,
  impersonateInput,
  registerStartupInput,
  resendVerificationInput,
  resetPasswordInput,
  signupCompanyInput,
  verifyEmailInput,
  type CredentialsAnswer,
  type OkAnswer,
  type PasswordLinkAnswer,
  type PasswordLinkCheckAnswer,
  type SignupCompanyAnswer,
  type VerifiedAnswer,
} from '@matchday/shared';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { AuthContext } from '../modules/auth/auth-context.types.ts';
import { impersonate } from '../modules/auth/impersonation.service.ts';
import { requestLoginLink, signInWithLink } from '../modules/auth/login-link.service.ts';
import {
  checkPasswordLink,
  INVALID_LINK,
  requestPasswordReset,
  setPasswordFromLink,
} from '../modules/auth/password.service.ts';
import {
  registerStartup,
  resendVerification,
  signupCompany,
  verifyEmail,
} from '../modules/auth/registration.service.ts';
import {
  assertRateLimit,
  countLinkAttempt,
  forgiveLinkAttempt,
} from '../modules/auth/login-throttle.service.ts';
import {
  acceptTeamInvitation,
  peekTeamInvitation,
} from '../modules/team/team-invitations.service.ts';
import { AppError } from '../platform/errors.ts';
import { parseInput } from '../platform/validation.ts';
import { authContext, noStore, requireDeviceId, type AuthRouteDeps } from './auth-request.ts';
import { guarded, guardedActor, publicRoute } from './route-access.ts';

/**
 * Per-address limits of the public account endpoints (docs/decisions/032): sign-ups, and requests
 * that mail a link (forgot password, sign-in link, verification again). Counted before any work.
 */
export const ACCOUNT_RATE_LIMITS = {
  register: { limit: 20, windowSeconds: 3600 },
  mailRequests: { limit: 20, windowSeconds: 15 * 60 },
} as const;

/** The answer of a request that only says it is done. */
const OK: OkAnswer = { ok: true };
/** A link's answer: `ok` beside what the link was for. */
const checked = <A extends { ok: true }>(rest: Omit<A, 'ok'>): A => ({ ok: true, ...rest }) as A;

/**
 * Account lifecycle: startup sign-up, e-mail verification, forgotten passwords, invitations,
 * organisations registered by an ADMIN, and impersonation. Inputs are the schemas of
 * packages/shared/src/auth.ts, answers the types of packages/shared/src/api/auth.ts.
 */
export function accountRoutes(app: FastifyInstance, deps: AuthRouteDeps) {
  const limit = (key: string, policy: { limit: number; windowSeconds: number }) =>
    assertRateLimit(deps.db, key, policy.limit, policy.windowSeconds);
  /** A request that may mail a link: counted per address, answered at once, worked after. */
  const mailRequest = async (
    request: FastifyRequest,
    reply: FastifyReply,
    what: string,
    work: (ctx: AuthContext) => Promise<unknown>,
  ) => {
    await limit(`mail-ip:${request.ip}`, ACCOUNT_RATE_LIMITS.mailRequests);
    const ctx = authContext(deps, request);
    app.background.run(request.log, what, () => work(ctx), reply);
  };
  /** A one-time link spent from this address: counted before the lookup, given back if good. */
  const spendLink = async <T>(request: FastifyRequest, spend: () => Promise<T>) => {
    await countLinkAttempt(deps.db, request.ip);
    const result = await spend();
    await forgiveLinkAttempt(deps.db, request.ip);
    return result;
  };
  /**
   * The body of a one-time-link request. A malformed token (/verify/x) is answered like an
   * unknown one — "This link is not valid or has expired" — not with the parser's words.
   */
  const linkBody = <S extends z.ZodType>(schema: S, body: unknown): z.infer<S> => {
    const token = (body as { token?: unknown } | null)?.token;
    if (!verifyEmailInput.safeParse({ token }).success) {
      throw new AppError('BAD_REQUEST', INVALID_LINK, {
        fields: [{ field: 'token', message: INVALID_LINK }],
      });
    }
    return parseInput(schema, body);
  };

  app.post(
    '/api/auth/register',
    publicRoute('startup sign-up, throttled per address'),
    async (request, reply) => {
      const body = parseInput(registerStartupInput, request.body);
      await limit(`register-ip:${request.ip}`, ACCOUNT_RATE_LIMITS.register);
      await registerStartup(authContext(deps, request), body);
      return noStore(reply).send(OK);
    },
  );

  app.post(
    '/api/verify',
    publicRoute('the one-time link is the credential'),
    async (request, reply) => {
      const { token } = linkBody(verifyEmailInput, request.body);
      const owner = await spendLink(request, () => verifyEmail(authContext(deps, request), token));
      return noStore(reply).send(checked<VerifiedAnswer>(owner));
    },
  );

  // A static route: Fastify prefers it to the mail triggers' parametric /api/mail/:trigger.
  app.post(
    '/api/mail/verify',
    publicRoute('same answer for any address, throttled'),
    async (request, reply) => {
      const { email } = parseInput(resendVerificationInput, request.body);
      await mailRequest(request, reply, 'resend_verification', (ctx) =>
        resendVerification(ctx, email),
      );
      return noStore(reply).send(OK);
    },
  );

  app.post(
    '/api/auth/forgotpassword',
    publicRoute('same answer for any address, throttled'),
    async (request, reply) => {
      const { email } = parseInput(forgotPasswordInput, request.body);
      // Answered before the work: known and unknown addresses take the same time.
      await mailRequest(request, reply, 'password_reset', (ctx) =>
        requestPasswordReset(ctx, email),
      );
      return noStore(reply).send(OK);
    },
  );

  app.post(
    '/api/auth/resetpassword',
    publicRoute('the one-time link is the credential'),
    async (request, reply) => {
      const body = linkBody(resetPasswordInput, request.body);
      const owner = await spendLink(request, () =>
        setPasswordFromLink(authContext(deps, request), 'reset', body),
      );
      return noStore(reply).send(checked<PasswordLinkAnswer>(owner));
    },
  );

  app.post(
    '/api/auth/acceptinvite',
    publicRoute('the one-time link is the credential'),
    async (request, reply) => {
      const body = linkBody(acceptInvitationInput, request.body);
      const owner = await spendLink(request, () =>
        // An account's invitation, or a team invitation that makes the member (decision 035).
        setPasswordFromLink(authContext(deps, request), 'invite', body, acceptTeamInvitation),
      );
      return noStore(reply).send(checked<PasswordLinkAnswer>(owner));
    },
  );

  // Is a reset or invitation link still good? Asked on load, before the password; spends nothing.
  // Counted like a spend, so the check is no faster way to guess links.
  app.post(
    '/api/auth/checklink',
    publicRoute('checks a one-time link; counted like a spend'),
    async (request, reply) => {
      const { kind, token } = linkBody(checkLinkInput, request.body);
      const owner = await spendLink(request, () =>
        checkPasswordLink(
          authContext(deps, request),
          kind,
          token,
          kind === 'invite' ? peekTeamInvitation : undefined,
        ),
      );
      return noStore(reply).send(checked<PasswordLinkCheckAnswer>(owner));
    },
  );

  // One-time sign-in links (/token/login/<token>): ask by e-mail, then spend on this device.
  app.post(
    '/api/auth/loginlink',
    publicRoute('same answer for any address, throttled'),
    async (request, reply) => {
      const { email, next } = parseInput(loginLinkInput, request.body);
      await mailRequest(request, reply, 'login_link', (ctx) => requestLoginLink(ctx, email, next));
      return noStore(reply).send(OK);
    },
  );

  app.post(
    '/api/auth/magiclogin',
    publicRoute('the one-time link is the credential'),
    async (request, reply) => {
      const { token } = linkBody(verifyEmailInput, request.body);
      const deviceId = requireDeviceId(request);
      const credentials: CredentialsAnswer = await spendLink(request, () =>
        signInWithLink(authContext(deps, request), { token, deviceId }),
      );
      return noStore(reply).send(credentials);
    },
  );

  app.post(
    '/api/matrix/auth/signup-company',
    guarded('signupCompany', 'Only an ADMIN may register organisations'),
    async (request, reply) => {
      const actor = guardedActor(request);
      const body = parseInput(signupCompanyInput, request.body);
      const created: SignupCompanyAnswer = await signupCompany(
        authContext(deps, request),
        actor,
        body,
      );
      return reply.code(201).send(created);
    },
  );

  app.post(
    '/api/impersonate',
    guarded('impersonate', 'Only an ADMIN may impersonate'),
    async (request, reply) => {
      const actor = guardedActor(request);
      const deviceId = requireDeviceId(request);
      const { userId } = parseInput(impersonateInput, request.body);
      const credentials: CredentialsAnswer = await impersonate(authContext(deps, request), actor, {
        userId,
        deviceId,
      });
      return noStore(reply).send(credentials);
    },
  );
}
