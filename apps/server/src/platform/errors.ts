import type { ApiErrorBody, ApiErrorCode } from '@matchday/shared';

/**
 * Typed domain errors; http/ and graphql/ map them to responses. The codes and the REST error
 * body are the contract of packages/shared/src/api/errors.ts, which the web reads back.
 */
export type ErrorCode = ApiErrorCode;

const STATUS: Record<ErrorCode, number> = {
  BAD_REQUEST: 400,
  UNAUTHENTICATED: 401,
  ACCOUNT_DEACTIVATED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  TOO_MANY_REQUESTS: 429,
  INTERNAL: 500,
  UNAVAILABLE: 503,
};

export class AppError extends Error {
  readonly code: ErrorCode;
  readonly details: unknown;
  constructor(code: ErrorCode, message: string, details?: unknown) {
    super(message);
    this.code = code;
    this.details = details;
  }
  get status() {
    return STATUS[this.code];
  }
}

export type ErrorBody = ApiErrorBody;

export function errorBody(code: ErrorCode, message: string, details?: unknown): ErrorBody {
  return { error: details === undefined ? { code, message } : { code, message, details } };
}

export function statusOf(code: ErrorCode) {
  return STATUS[code];
}

/** Maps a Fastify status code to our error code. */
export function codeForStatus(status: number): ErrorCode {
  const found = (Object.keys(STATUS) as ErrorCode[]).find((c) => STATUS[c] === status);
  if (found) return found;
  return status >= 500 ? 'INTERNAL' : 'BAD_REQUEST';
}
