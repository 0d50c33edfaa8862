import {
  clearCredentials,
  credentialsStore,
  storeCredentials,
  type Credentials,
} from './session.ts';

let inFlight: Promise<Credentials | null> | null = null;

/**
 * SPEC §4 token refresh: admin refresh for admins, the normal one otherwise; on failure the
 * user is signed out. Concurrent callers share one refresh (refresh tokens are single use).
 */
export function refreshCredentials(): Promise<Credentials | null> {
  inFlight ??= doRefresh().finally(() => {
    inFlight = null;
  });
  return inFlight;
}

async function doRefresh(): Promise<Credentials | null> {
  const current = credentialsStore.get();
  if (!current) return null;
  const path = current.user.admin ? '/api/matrix/auth/token' : '/api/auth/token';
  try {
    const response = await fetch(path, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        deviceid: current.deviceid,
        authorization: current.token.accessTokenHeader,
      },
      body: JSON.stringify({
        userId: current.user.id,
        type: current.user.type,
        refreshToken: current.token.refreshToken,
      }),
    });
    if (!response.ok) throw new Error(`refresh refused: ${response.status}`);
    const fresh = (await response.json()) as Pick<Credentials, 'user' | 'token'>;
    const next: Credentials = { ...current, user: fresh.user, token: fresh.token };
    storeCredentials(next);
    return next;
  } catch {
    clearCredentials();
    return null;
  }
}
