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

type ErrorShape = {
  error?: {
    code?: string;
    message?: string;
    details?: { fields?: { field: string; message: string }[] };
  };
};

/** POSTs JSON to the REST API (SPEC §7) and returns the JSON answer, or throws ApiError. */
export async function postJson<T>(
  path: string,
  body: unknown,
  headers: Record<string, string> = {},
): Promise<T> {
  let response: Response;
  try {
    response = await fetch(path, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json', ...headers },
      body: JSON.stringify(body ?? {}),
    });
  } catch {
    throw new ApiError(
      0,
      'NETWORK',
      'The server could not be reached. Check your connection and try again.',
      {},
      null,
    );
  }
  const text = await response.text();
  let parsed: unknown = null;
  try {
    parsed = text ? JSON.parse(text) : null;
  } catch {
    parsed = null;
  }
  if (response.ok) return parsed as T;
  const error = (parsed as ErrorShape | null)?.error;
  const fields = Object.fromEntries(
    (error?.details?.fields ?? []).map((f) => [f.field, f.message]),
  );
  const retry = Number(response.headers.get('retry-after'));
  throw new ApiError(
    response.status,
    error?.code ?? 'HTTP_ERROR',
    error?.message ?? `Response not successful: Received status code ${response.status}`,
    fields,
    Number.isFinite(retry) && retry > 0 ? retry : null,
  );
}
