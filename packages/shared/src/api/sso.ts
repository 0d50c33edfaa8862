import { z } from 'zod';
import { objectError } from '../text.ts';

/**
 * Sign-in with an identity provider (decision 113; server: http/sso.routes.ts).
 * - GET /api/sso/providers → SsoProvidersAnswer (public: the sign-in screen's buttons)
 * - GET /api/sso/{providerId}/start → 302 to the provider (the state also in a cookie)
 * - GET /api/sso/callback → 302 to /sso#ticket=… or /sso#error=…
 * - POST /api/sso/session { ticket } with the `deviceid` header → CredentialsAnswer
 */
export type SsoProvider = { id: string; name: string };
export type SsoProvidersAnswer = { providers: SsoProvider[] };

export const ssoSessionInput = z.strictObject(
  {
    ticket: z
      .string('Send the sign-in ticket')
      .min(20, 'This sign-in ticket is not valid')
      .max(200, 'This sign-in ticket is not valid'),
  },
  { error: objectError('the sign-in ticket') },
);
export type SsoSessionInput = z.input<typeof ssoSessionInput>;
