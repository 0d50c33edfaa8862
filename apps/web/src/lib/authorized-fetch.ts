import { apiErrorOf, networkError } from './api.ts';
import { credentialsStore } from './session.ts';
import { refreshCredentials } from './token-refresh.ts';

/** The signed-in person's authorization and deviceid headers (SPEC §7), or none. */
export function authHeaders(): Record<string, string> {
  const credentials = credentialsStore.get();
  if (!credentials) return {};
  return {
    authorization: credentials.token.accessTokenHeader,
    deviceid: credentials.deviceid,
  };
}

export { apiErrorOf };

/**
 * fetch with the session's headers. A 401 refreshes the credentials once and retries (like the
 * GraphQL link chain); a failed refresh signs out. Network failures become ApiError(0).
 */
export async function authorizedFetch(path: string, init: RequestInit = {}): Promise<Response> {
  const send = () =>
    fetch(path, { ...init, headers: { ...(init.headers ?? {}), ...authHeaders() } }).catch(() => {
      throw networkError();
    });
  const first = await send();
  if (first.status !== 401) return first;
  const fresh = await refreshCredentials();
  return fresh ? send() : first;
}
