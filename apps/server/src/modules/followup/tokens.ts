import { createHash, randomBytes } from 'node:crypto';

/** One-time link tokens: 32 random bytes in the link; only their SHA-256 is stored. */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

/** A mailed link is good for 30 days. */
export const TOKEN_TTL_MS = 30 * 86_400_000;
/** The reminder goes once, this long after the first mail, to a side still unrated. */
export const REMINDER_AFTER_MS = 3 * 86_400_000;
/** Meetings that ended longer ago than this are not mailed (e.g. the first start of a server). */
export const RATING_WINDOW_MS = 30 * 86_400_000;
