import { SignJWT, type JWTPayload } from 'jose';
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { SubjectKind } from './auth.tables.ts';

export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;
const ISSUER = 'matchday';
/** One audience per kind of sign-in: a user token is not an admin token. */
export const AUDIENCE: Record<SubjectKind, string> = {
  user: 'matchday:user',
  admin: 'matchday:admin',
};

export type AccessClaims = {
  kind: SubjectKind;
  /** The user or admin id. */
  sub: string;
  /** The session family (one sign-in on one device). */
  sid: string;
  /** The account's session version when issued. */
  ver: number;
  /** The ADMIN acting as this user (impersonation), if any. */
  act: string | null;
  exp: number;
};

export function jwtKey(secret: string): Uint8Array {
  return new TextEncoder().encode(secret);
}

export async function signAccessToken(
  key: Uint8Array,
  claims: Omit<AccessClaims, 'exp'>,
  ttlSeconds = ACCESS_TOKEN_TTL_SECONDS,
): Promise<{ jwt: string; expiresAt: Date }> {
  const now = Math.floor(Date.now() / 1000);
  const exp = now + Math.max(1, Math.floor(ttlSeconds));
  const payload: JWTPayload = { sid: claims.sid, ver: claims.ver };
  if (claims.act) payload.act = { sub: claims.act };
  const jwt = await new SignJWT(payload)
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuer(ISSUER)
    .setAudience(AUDIENCE[claims.kind])
    .setSubject(claims.sub)
    .setIssuedAt(now)
    .setExpirationTime(exp)
    .sign(key);
  return { jwt, expiresAt: new Date(exp * 1000) };
}

/** The JWT of an `authorization: Bearer <jwt>` header value, or null. */
export function bearerToken(header: string | undefined): string | null {
  const match = /^Bearer ([\w-]+\.[\w-]+\.[\w-]*)$/.exec(header?.trim() ?? '');
  return match?.[1] ?? null;
}

/**
 * Verifies an access token: HS256 only (`alg: none` and every other algorithm fail), our issuer,
 * one of our audiences, not expired. `allowExpired` accepts an expired but authentic token (the
 * refresh and sign-out calls present the token that just ran out). Anything wrong → null.
 *
 * Checked on every authenticated request, so synchronously with node:crypto (HMAC-SHA256 over
 * `header.payload`, compared in constant time) rather than through WebCrypto, which imports the
 * key and hops to the thread pool on each call (docs/decisions/052); jose signs.
 */
export async function verifyAccessToken(
  key: Uint8Array,
  jwt: string,
  options: { allowExpired?: boolean } = {},
): Promise<AccessClaims | null> {
  const payload = verifiedPayload(key, jwt);
  if (!payload || payload.iss !== ISSUER) return null;
  const now = Math.floor(Date.now() / 1000);
  const { exp, iat, nbf } = payload;
  if (typeof exp !== 'number' || typeof iat !== 'number') return null;
  if (nbf !== undefined && (typeof nbf !== 'number' || nbf > now)) return null;
  if (exp <= now && !options.allowExpired) return null;
  return claimsOf(payload);
}

/** The payload of a compact JWS whose header says HS256 and whose signature is ours, or null. */
function verifiedPayload(key: Uint8Array, jwt: string): JWTPayload | null {
  const parts = jwt.split('.');
  if (parts.length !== 3) return null;
  const [header, body, signature] = parts as [string, string, string];
  const protectedHeader = parseJson(header);
  // `crit` and `b64` change how a token is read: jose refuses what it does not know; so do we.
  if (protectedHeader?.alg !== 'HS256' || 'crit' in protectedHeader || 'b64' in protectedHeader) {
    return null;
  }
  const expected = createHmac('sha256', key).update(`${header}.${body}`).digest();
  const given = Buffer.from(signature, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  return parseJson(body);
}

function parseJson(part: string): Record<string, unknown> | null {
  try {
    const value: unknown = JSON.parse(Buffer.from(part, 'base64url').toString('utf8'));
    return value && typeof value === 'object' && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}

function claimsOf(payload: JWTPayload): AccessClaims | null {
  const aud = Array.isArray(payload.aud) ? payload.aud : [payload.aud];
  const kind = aud.includes(AUDIENCE.admin) ? 'admin' : aud.includes(AUDIENCE.user) ? 'user' : null;
  const { sub, sid, ver, exp } = payload;
  if (!kind || aud.length !== 1 || !isUuid(sub) || !isUuid(sid)) return null;
  if (typeof ver !== 'number' || typeof exp !== 'number') return null;
  const act = (payload.act as { sub?: unknown } | undefined)?.sub;
  return { kind, sub, sid, ver, exp, act: isUuid(act) ? act : null };
}

function isUuid(value: unknown): value is string {
  return (
    typeof value === 'string' &&
    /^[\da-f]{8}-[\da-f]{4}-[\da-f]{4}-[\da-f]{4}-[\da-f]{12}$/i.test(value)
  );
}
