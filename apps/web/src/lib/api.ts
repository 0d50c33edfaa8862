import type { ApiErrorBody, ApiErrorCode } from '@matchday/shared';
import { localTextNow } from './local-text.ts';
import { localeStore } from './locale.ts';

/** What a refusal may add beyond its message: the server's reason and its whole `details`. */
type ApiErrorExtra = { reason?: string | null; details?: unknown };

/**
 * A refused REST call: status, the server's error code (packages/shared/src/api/errors.ts; or
 * NETWORK / HTTP_ERROR when no error body came back) and message, the fields it named, the
 * reason it gave (`details.reason`, e.g. why a one-time link is refused) and its details.
 */
export class ApiError extends Error {
  readonly status: number;
  readonly code: ApiErrorCode | 'NETWORK' | 'HTTP_ERROR';
  readonly fields: Record<string, string>;
  readonly retryAfter: number | null;
  readonly reason: string | null;
  readonly details: unknown;
  constructor(
    status: number,
    code: ApiError['code'],
    message: string,
    fields: Record<string, string>,
    retryAfter: number | null,
    extra: ApiErrorExtra = {},
  ) {
    super(message);
    this.status = status;
    this.code = code;
    this.fields = fields;
    this.retryAfter = retryAfter;
    this.reason = extra.reason ?? null;
    this.details = extra.details;
  }
}

type ErrorShape = Partial<{ error: Partial<ApiErrorBody['error']> }>;

/** Field messages from an error body (`details.fields` or `details.field`). */
function fieldsOf(details: unknown, message: string): Record<string, string> {
  const d = details as { fields?: { field: string; message: string }[]; field?: string } | null;
  if (d?.fields) return Object.fromEntries(d.fields.map((f) => [f.field, f.message]));
  if (d?.field) return { [d.field]: message };
  return {};
}

/** The `details.reason` of an error body, when it gives one. */
function reasonOf(details: unknown): string | null {
  const reason = (details as { reason?: unknown } | null | undefined)?.reason;
  return typeof reason === 'string' ? reason : null;
}

/**
 * A non-success answer as ApiError: the server's code, message, named fields, reason, details
 * and Retry-After.
 */
export async function apiErrorOf(response: Response): Promise<ApiError> {
  let body: ErrorShape | null = null;
  try {
    body = (await response.json()) as ErrorShape;
  } catch {
    body = null;
  }
  const code = body?.error?.code ?? 'HTTP_ERROR';
  // Known texts and codes in the language shown (lib/known-texts.ts); others as they came.
  const message = body?.error?.message
    ? localTextNow(body.error.message, code)
    : `Response not successful: Received status code ${response.status}`;
  const retry = Number(response.headers.get('retry-after'));
  const details = body?.error?.details;
  const fields = Object.fromEntries(
    Object.entries(fieldsOf(details, message)).map(([k, v]) => [k, localTextNow(v)]),
  );
  return new ApiError(
    response.status,
    code,
    message,
    fields,
    Number.isFinite(retry) && retry > 0 ? retry : null,
    { reason: reasonOf(details), details },
  );
}

/** The error of a request that never reached the server. */
export const networkError = () =>
  new ApiError(
    0,
    'NETWORK',
    localTextNow('The server could not be reached. Check your connection and try again.'),
    {},
    null,
  );

/** POSTs JSON to the REST API (SPEC §7) and returns the JSON answer, or throws ApiError. */
export async function postJson<T>(
  path: string,
  body: unknown,
  headers: Record<string, string> = {},
): Promise<T> {
  const response = await fetch(path, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      accept: 'application/json',
      // The language shown (the person's choice, else the browser's): mails a request sends
      // before sign-in (sign-up, sign-in link, reset) are written in it.
      'accept-language': localeStore.get(),
      ...headers,
    },
    body: JSON.stringify(body ?? {}),
  }).catch(() => {
    throw networkError();
  });
  if (!response.ok) throw await apiErrorOf(response);
  const text = await response.text();
  return (text ? JSON.parse(text) : null) as T;
}
