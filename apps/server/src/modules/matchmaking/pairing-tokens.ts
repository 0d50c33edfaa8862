import { createHash, randomBytes } from 'node:crypto';

/** One-time pairing links: 32 random bytes in the link; only their SHA-256 is stored. */
export function newPairingToken(): string {
  return randomBytes(32).toString('base64url');
}

export function hashPairingToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

/** A mailed answer link lives until the request expires, and at most this long. */
export const PAIRING_LINK_TTL_MS = 30 * 86_400_000;
