import {
  loginInput,
  logoutInput,
  refreshInput,
  updatePasswordInput,
  type CredentialsAnswer,
  type OkAnswer,
} from '@matchday/shared';
import type { FastifyInstance } from 'fastify';
import type { AccountKind } from '../modules/accounts/accounts.service.ts';
import { refreshCredentials, signIn, signOut } from '../modules/auth/auth.service.ts';
import { updatePassword } from '../modules/auth/password.service.ts';
import { parseInput } from '../platform/validation.ts';
import {
  authContext,
  noStore,
  optionalDeviceId,
  parseSignIn,
  requireDeviceId,
  type AuthRouteDeps,
} from './auth-request.ts';
import { guarded, guardedActor, publicRoute } from './route-access.ts';

const OK: OkAnswer = { ok: true };

/** Users sign in under /api/auth, admins under /api/matrix/auth (SPEC §6, §7). */
const PREFIX: Record<AccountKind, string> = { user: '/api/auth', admin: '/api/matrix/auth' };

/**
 * Sign-in, refresh, sign-out and password change for both kinds of account:
 * POST {prefix}/login, /token, /logout, /updatepassword.
 */
export function authRoutes(app: FastifyInstance, deps: AuthRouteDeps) {
  for (const kind of ['user', 'admin'] as const) {
    const prefix = PREFIX[kind];

    app.post(
      `${prefix}/login`,
      publicRoute('signing in: checked by password'),
      async (request, reply) => {
        const body = parseSignIn(loginInput, request.body);
        const deviceId = requireDeviceId(request);
        const credentials: CredentialsAnswer = await signIn(authContext(deps, request), {
          kind,
          ...body,
          deviceId,
          ip: request.ip,
        });
        return noStore(reply).send(credentials);
      },
    );

    app.post(
      `${prefix}/token`,
      publicRoute('refresh: the refresh token is the credential'),
      async (request, reply) => {
        const deviceId = requireDeviceId(request);
        const body = parseInput(refreshInput, request.body);
        const credentials: CredentialsAnswer = await refreshCredentials(
          authContext(deps, request),
          {
            kind,
            ...body,
            deviceId,
            authorization: request.headers.authorization,
          },
        );
        return noStore(reply).send(credentials);
      },
    );

    app.post(
      `${prefix}/logout`,
      publicRoute('signing out ends the session its token names'),
      async (request, reply) => {
        const body = parseInput(logoutInput, request.body ?? {});
        await signOut(authContext(deps, request), {
          kind,
          authorization: request.headers.authorization,
          refreshToken: body.refreshToken,
          deviceId: optionalDeviceId(request),
        });
        return noStore(reply).send(OK);
      },
    );

    app.post(`${prefix}/updatepassword`, guarded('changeOwnPassword'), async (request, reply) => {
      const body = parseInput(updatePasswordInput, request.body);
      const actor = guardedActor(request);
      await updatePassword(authContext(deps, request), actor, kind, { ...body, ip: request.ip });
      return noStore(reply).send(OK);
    });
  }
}
