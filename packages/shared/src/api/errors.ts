/**
 * The error body of every REST answer that is not a success (apps/server/src/http/errors.ts):
 * `{ error: { code, message, details? } }`. The code says what kind of refusal it is; `details`
 * may name fields, the reason a one-time link is refused, or how long to wait.
 */
export const API_ERROR_CODES = [
  'BAD_REQUEST',
  'UNAUTHENTICATED',
  /** A signed-in session whose account was deactivated meanwhile: it has ended for that reason. */
  'ACCOUNT_DEACTIVATED',
  'FORBIDDEN',
  'NOT_FOUND',
  'CONFLICT',
  'PAYLOAD_TOO_LARGE',
  'UNSUPPORTED_MEDIA_TYPE',
  'TOO_MANY_REQUESTS',
  'INTERNAL',
  /** A service we depend on (the signing service) did not answer; the same request may succeed later. */
  'UNAVAILABLE',
] as const;
export type ApiErrorCode = (typeof API_ERROR_CODES)[number];

/** One field the server refused, with its message (the web shows it beside the field). */
export type FieldProblem = { field: string; message: string };

/** What an error body's `details` may carry; each route documents which it sends. */
export type ApiErrorDetails = {
  fields?: FieldProblem[];
  /** The one field a refusal is about (its message is the error's). */
  field?: string;
  /** Why a one-time link is refused (LinkProblem, SigningRefusal). */
  reason?: string;
  retryAfterSeconds?: number;
};

export type ApiErrorBody = {
  error: { code: ApiErrorCode; message: string; details?: ApiErrorDetails | unknown };
};

/**
 * Why a mailed one-time link (rating, follow-up, pairing request) is refused, as the 400's
 * `details.reason`: not a link of ours, spent, past its date, or its team answered already.
 */
export const LINK_PROBLEMS = ['INVALID', 'USED', 'EXPIRED', 'ANSWERED'] as const;
export type LinkProblem = (typeof LINK_PROBLEMS)[number];

/** The reason as a LinkProblem; anything else (none, or a reason of another kind) is INVALID. */
export function linkProblemOf(reason: string | null | undefined): LinkProblem {
  return LINK_PROBLEMS.find((p) => p === reason) ?? 'INVALID';
}

/** Every mailed link's check answers `ok: true` beside what the link is about. */
export type CheckedLink<T> = { ok: true } & T;
