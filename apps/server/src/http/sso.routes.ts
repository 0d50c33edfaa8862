import { ssoSessionInput, type CredentialsAnswer, type SsoProvidersAnswer } from '@matchday/shared';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { signInProviders } from '../modules/integrations/identity-providers.service.ts';
import {
  finishSso,
  sessionForTicket,
  SsoRefusal,
  startSso,
} from '../modules/integrations/sso.service.ts';
import type { SecretBox } from '../platform/secret-box.ts';
import { parseInput } from '../platform/validation.ts';
import { authContext, noStore, requireDeviceId, type AuthRouteDeps } from './auth-request.ts';
import { publicRoute } from './route-access.ts';

/**
 * Sign-in with an identity provider (decision 113, packages/shared/src/api/sso.ts). The browser
 * goes to the provider and back; the callback sends it to the web's /sso page with a one-time
 * ticket (or the reason it was refused) in the fragment, never in a logged query.
 */
const COOKIE = 'matchday_sso';

function cookieOf(request: FastifyRequest): string | undefined {
  for (const part of (request.headers.cookie ?? '').split(';')) {
    const [name, ...value] = part.trim().split('=');
    if (name === COOKIE) return value.join('=');
  }
  return undefined;
}

export function ssoRoutes(app: FastifyInstance, deps: AuthRouteDeps & { secretBox: SecretBox }) {
  const redirectUri = new URL('/api/sso/callback', deps.publicUrl).href;
  // The state also rides in a cookie of the starting browser: the answer must come back to it.
  const secure = redirectUri.startsWith('https:') ? '; Secure' : '';
  const stateCookie = (value: string, maxAge: number) =>
    `${COOKIE}=${value}; Path=/api/sso; Max-Age=${maxAge}; HttpOnly; SameSite=Lax${secure}`;
  const toPage = (reply: FastifyReply, fragment: Record<string, string>) =>
    noStore(reply).redirect(
      new URL(`/sso#${new URLSearchParams(fragment).toString()}`, deps.publicUrl).href,
    );
  const refusal = (reply: FastifyReply, e: unknown) => {
    if (e instanceof SsoRefusal) return toPage(reply, { error: e.message });
    throw e;
  };

  app.get(
    '/api/sso/providers',
    publicRoute('the sign-in screen’s buttons: names only'),
    async (_request, reply) => {
      const answer: SsoProvidersAnswer = { providers: await signInProviders(deps.db) };
      return noStore(reply).send(answer);
    },
  );

  app.get<{ Params: { providerId: string } }>(
    '/api/sso/:providerId/start',
    publicRoute('starts a sign-in at the provider; nothing is given before it answers'),
    async (request, reply) => {
      try {
        const { url, state } = await startSso(deps.db, deps.secretBox, {
          providerId: request.params.providerId,
          redirectUri,
        });
        reply.header('set-cookie', stateCookie(state, 600));
        return noStore(reply).redirect(url.href);
      } catch (e) {
        return refusal(reply, e);
      }
    },
  );

  app.get(
    '/api/sso/callback',
    publicRoute('the provider’s answer: state, PKCE and the id token are the proof'),
    async (request, reply) => {
      try {
        const current = new URL(request.url, redirectUri);
        reply.header('set-cookie', stateCookie('', 0));
        const ticket = await finishSso(deps.db, deps.secretBox, current, cookieOf(request));
        return toPage(reply, { ticket });
      } catch (e) {
        request.log.warn({ event: 'sso_refused', reason: String(e) }, 'sso sign-in refused');
        return refusal(reply, e);
      }
    },
  );

  app.post(
    '/api/sso/session',
    publicRoute('the one-time ticket, on the device that started, is the credential'),
    async (request, reply) => {
      const { ticket } = parseInput(ssoSessionInput, request.body);
      const deviceId = requireDeviceId(request);
      const credentials: CredentialsAnswer = await sessionForTicket(authContext(deps, request), {
        ticket,
        deviceId,
      });
      return noStore(reply).send(credentials);
    },
  );
}
