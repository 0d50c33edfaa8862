import { createHash, randomBytes } from 'node:crypto';

/** An opaque secret for a link or a refresh token: 256 random bits, URL-safe. */
export function newOpaqueToken(): string {
  return randomBytes(32).toString('base64url');
}

/** What the database keeps of an opaque token: its SHA-256, hex. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}
