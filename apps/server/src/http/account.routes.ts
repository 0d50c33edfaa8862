import {
  acceptInvitationInput,
  forgotPasswordInput,
  impersonateInput,
  registerStartupInput,
  resendVerificationInput,
  resetPasswordInput,
  signupCompanyInput,
  verifyEmailInput,
} from '@matchday/shared';
import type { FastifyInstance } from 'fastify';
import { impersonate } from '../modules/auth/impersonation.service.ts';
import { requestLoginLink, signInWithLink } from '../modules/auth/login-link.service.ts';
import { requestPasswordReset, setPasswordFromLink } from '../modules/auth/password.service.ts';
import {
  registerStartup,
  resendVerification,
  signupCompany,
  verifyEmail,
} from '../modules/auth/registration.service.ts';
import { parseInput } from '../platform/validation.ts';
import { authContext, noStore, requireDeviceId, type AuthRouteDeps } from './auth-request.ts';

/**
 * Account lifecycle: startup sign-up, e-mail verification, forgotten passwords, invitations,
 * organisations registered by an ADMIN, and impersonation.
 */
export function accountRoutes(app: FastifyInstance, deps: AuthRouteDeps) {
  app.post('/api/auth/register', async (request, reply) => {
    const body = parseInput(registerStartupInput, request.body);
    await registerStartup(authContext(deps, request), body);
    return noStore(reply).send({ ok: true });
  });

  app.post('/api/verify', async (request, reply) => {
    const { token } = parseInput(verifyEmailInput, request.body);
    const owner = await verifyEmail(authContext(deps, request), token);
    return noStore(reply).send({ ok: true, ...owner });
  });

  // A static route: Fastify prefers it to the mail triggers' parametric /api/mail/:trigger.
  app.post('/api/mail/verify', async (request, reply) => {
    const { email } = parseInput(resendVerificationInput, request.body);
    await resendVerification(authContext(deps, request), email);
    return noStore(reply).send({ ok: true });
  });

  app.post('/api/auth/forgotpassword', async (request, reply) => {
    const { email } = parseInput(forgotPasswordInput, request.body);
    await requestPasswordReset(authContext(deps, request), email);
    return noStore(reply).send({ ok: true });
  });

  app.post('/api/auth/resetpassword', async (request, reply) => {
    const body = parseInput(resetPasswordInput, request.body);
    const owner = await setPasswordFromLink(authContext(deps, request), 'reset', body);
    return noStore(reply).send({ ok: true, ...owner });
  });

  app.post('/api/auth/acceptinvite', async (request, reply) => {
    const body = parseInput(acceptInvitationInput, request.body);
    const owner = await setPasswordFromLink(authContext(deps, request), 'invite', body);
    return noStore(reply).send({ ok: true, ...owner });
  });

  // One-time sign-in links (/token/login/<token>): ask by e-mail, then spend on this device.
  app.post('/api/auth/loginlink', async (request, reply) => {
    const { email } = parseInput(forgotPasswordInput, request.body);
    await requestLoginLink(authContext(deps, request), email);
    return noStore(reply).send({ ok: true });
  });

  app.post('/api/auth/magiclogin', async (request, reply) => {
    const { token } = parseInput(verifyEmailInput, request.body);
    const deviceId = requireDeviceId(request);
    const credentials = await signInWithLink(authContext(deps, request), { token, deviceId });
    return noStore(reply).send(credentials);
  });

  app.post('/api/matrix/auth/signup-company', async (request, reply) => {
    const actor = await deps.resolveActor(request);
    const body = parseInput(signupCompanyInput, request.body);
    const created = await signupCompany(authContext(deps, request), actor, body);
    return reply.code(201).send(created);
  });

  app.post('/api/impersonate', async (request, reply) => {
    const actor = await deps.resolveActor(request);
    const deviceId = requireDeviceId(request);
    const { userId } = parseInput(impersonateInput, request.body);
    const credentials = await impersonate(authContext(deps, request), actor, { userId, deviceId });
    return noStore(reply).send(credentials);
  });
}
