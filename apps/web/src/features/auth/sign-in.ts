import {
  MISSING_CREDENTIALS_MESSAGE,
  type OkAnswer,
  type CredentialsAnswer,
} from '@matchday/shared';
import { postJson } from '../../lib/api.ts';
import { endImpersonation } from '../../lib/impersonation.ts';
import {
  clearCredentials,
  credentialsStore,
  storeCredentials,
  type Credentials,
  type SessionUser,
} from '../../lib/session.ts';
import { getDeviceId } from './device-id.ts';

export type SignInKind = 'startup' | 'corp' | 'admin';

/**
 * SPEC §4–§5 sign-in: both fields required, a device id, then the user or admin endpoint. The
 * credentials are stored in session and local storage.
 */
export async function signIn(input: {
  username: string;
  password: string;
  kind: SignInKind;
  storeSession?: boolean;
}) {
  if (!input.username.trim() || !input.password) throw new Error(MISSING_CREDENTIALS_MESSAGE);
  const deviceid = await getDeviceId();
  const admin = input.kind === 'admin';
  const answer = await postJson<CredentialsAnswer>(
    admin ? '/api/matrix/auth/login' : '/api/auth/login',
    { username: input.username.trim(), password: input.password, type: input.kind },
    { deviceid },
  );
  const credentials: Credentials = {
    ...answer,
    deviceid,
    storeSession: input.storeSession ?? true,
  };
  storeSignIn(credentials);
  return credentials.user;
}

/**
 * A new sign-in replaces whoever was signed in on this browser: an impersonation left behind
 * ends with it, the admin's own session revoked (decision 072).
 */
export function storeSignIn(credentials: Credentials) {
  void endImpersonation();
  storeCredentials(credentials);
}

/**
 * Sign-out revokes the device's session on the server (SPEC's defect fixed), then clears. While
 * a full admin views the app as a user, the admin's own session ends too (decision 072).
 */
export async function signOut() {
  const current = credentialsStore.get();
  clearCredentials();
  await Promise.all([endImpersonation(), current && revoke(current)]);
}

function revoke(current: Credentials) {
  const path = current.user.admin ? '/api/matrix/auth/logout' : '/api/auth/logout';
  return postJson<OkAnswer>(
    path,
    {
      userId: current.user.id,
      type: current.user.admin ? 'admin' : current.user.type,
      refreshToken: current.token.refreshToken,
    },
    { deviceid: current.deviceid, authorization: current.token.accessTokenHeader },
  ).catch(() => undefined);
}

export type { SessionUser };
