import { CREDENTIALS_KEY, type CredentialsAnswer } from '@matchday/shared';
import { noteDeactivation } from './account-deactivated.ts';
import { endImpersonation, impersonating } from './impersonation.ts';
import {
  clearCredentials,
  credentialsStore,
  storeCredentials,
  type Credentials,
} from './session.ts';

let inFlight: Promise<Credentials | null> | null = null;

/**
 * SPEC §4 token refresh: admin refresh for admins, the normal one otherwise; on failure the
 * user is signed out. Refresh tokens are single use and a reused one ends the whole sign-in,
 * so one refresh runs at a time across all tabs (Web Locks); a tab that waited picks up the
 * credentials another tab already refreshed instead of spending the old token again.
 */
export function refreshCredentials(): Promise<Credentials | null> {
  const spent = credentialsStore.get()?.token.refreshToken;
  inFlight ??= withLock(() => doRefresh(spent)).finally(() => {
    inFlight = null;
  });
  return inFlight;
}

function withLock<T>(work: () => Promise<T>): Promise<T> {
  const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined;
  return locks ? locks.request('matchday-token-refresh', work) : work();
}

function latestStored(): Credentials | null {
  try {
    return JSON.parse(localStorage.getItem(CREDENTIALS_KEY) ?? 'null') as Credentials | null;
  } catch {
    return null;
  }
}

async function doRefresh(spent: string | undefined): Promise<Credentials | null> {
  const stored = latestStored();
  if (stored && spent && stored.token.refreshToken !== spent) {
    storeCredentials(stored); // another tab refreshed while we waited
    return stored;
  }
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
        type: current.user.admin ? 'admin' : current.user.type,
        refreshToken: current.token.refreshToken,
      }),
    });
    if (!response.ok) {
      // An account deactivated meanwhile is told so (not while an admin views as the person).
      if (!impersonating()) await noteDeactivation(response, current.user);
      throw new Error(`refresh refused: ${response.status}`);
    }
    const fresh = (await response.json()) as CredentialsAnswer;
    const next: Credentials = { ...current, user: fresh.user, token: fresh.token };
    storeCredentials(next);
    return next;
  } catch {
    clearCredentials(); // a sign-out: an impersonation ends with it (decision 072)
    void endImpersonation();
    return null;
  }
}
