/** A refused REST call: status, the server's error code and message, and fields it named. */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly fields: Record<string, string>;
  readonly retryAfter: number | null;
  constructor(
    status: number,
    code: string,
    message: string,
    fields: Record<string, string>,
    retryAfter: number | null,
  ) {
    super(message);
    this.status = status;
    this.code = code;
    this.fields = fields;
    this.retryAfter = retryAfter;
  }
}

type ErrorShape = { error?: { code?: string; message?: string; details?: unknown } };

/** Field messages from an error body (`details.fields` or `details.field`). */
function fieldsOf(details: unknown, message: string): Record<string, string> {
  const d = details as { fields?: { field: string; message: string }[]; field?: string } | null;
  if (d?.fields) return Object.fromEntries(d.fields.map((f) => [f.field, f.message]));
  if (d?.field) return { [d.field]: message };
  return {};
}

/** A non-success answer as ApiError: the server's code, message, named fields and Retry-After. */
export async function apiErrorOf(response: Response): Promise<ApiError> {
  let body: ErrorShape | null = null;
  try {
    body = (await response.json()) as ErrorShape;
  } catch {
    body = null;
  }
  const message =
    body?.error?.message ?? `Response not successful: Received status code ${response.status}`;
  const retry = Number(response.headers.get('retry-after'));
  return new ApiError(
    response.status,
    body?.error?.code ?? 'HTTP_ERROR',
    message,
    fieldsOf(body?.error?.details, message),
    Number.isFinite(retry) && retry > 0 ? retry : null,
  );
}

/** The error of a request that never reached the server. */
export const networkError = () =>
  new ApiError(
    0,
    'NETWORK',
    'The server could not be reached. Check your connection and try again.',
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
    headers: { 'content-type': 'application/json', accept: 'application/json', ...headers },
    body: JSON.stringify(body ?? {}),
  }).catch(() => {
    throw networkError();
  });
  if (!response.ok) throw await apiErrorOf(response);
  const text = await response.text();
  return (text ? JSON.parse(text) : null) as T;
}
