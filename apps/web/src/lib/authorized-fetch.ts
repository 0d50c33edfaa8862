import { ApiError } from './api.ts';
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

type ErrorShape = { error?: { code?: string; message?: string; details?: unknown } };

/** Field messages from an error body (`details.fields` or `details.field`). */
function fieldsOf(details: unknown, message: string): Record<string, string> {
  const d = details as { fields?: { field: string; message: string }[]; field?: string } | null;
  if (d?.fields) return Object.fromEntries(d.fields.map((f) => [f.field, f.message]));
  if (d?.field) return { [d.field]: message };
  return {};
}

/** A non-success answer as ApiError with the server's code, message and fields. */
export async function apiErrorOf(response: Response): Promise<ApiError> {
  let body: ErrorShape | null = null;
  try {
    body = (await response.json()) as ErrorShape;
  } catch {
    body = null;
  }
  const message =
    body?.error?.message ?? `Response not successful: Received status code ${response.status}`;
  return new ApiError(
    response.status,
    body?.error?.code ?? 'HTTP_ERROR',
    message,
    fieldsOf(body?.error?.details, message),
    null,
  );
}

/**
 * fetch with the session's headers. A 401 refreshes the credentials once and retries (like the
 * GraphQL link chain); a failed refresh signs out. Network failures become ApiError(0).
 */
export async function authorizedFetch(path: string, init: RequestInit = {}): Promise<Response> {
  const send = () =>
    fetch(path, { ...init, headers: { ...(init.headers ?? {}), ...authHeaders() } }).catch(() => {
      throw new ApiError(
        0,
        'NETWORK',
        'The server could not be reached. Check your connection and try again.',
        {},
        null,
      );
    });
  const first = await send();
  if (first.status !== 401) return first;
  const fresh = await refreshCredentials();
  return fresh ? send() : first;
}
