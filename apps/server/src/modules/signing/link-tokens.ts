import { createHash, randomBytes } from 'node:crypto';

/** An opaque signing-link secret: 256 random bits, URL-safe. */
export function newLinkToken(): string {
  return randomBytes(32).toString('base64url');
}

/** What the database keeps of a link: its SHA-256, hex. */
export function hashLinkToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

/** The token at the end of a /token/sign/<token> link. */
export function tokenOfLink(link: string): string {
  return link.slice(link.lastIndexOf('/') + 1);
}
