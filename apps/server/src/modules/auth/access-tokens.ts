import { errors, jwtVerify, SignJWT, type JWTPayload } from 'jose';
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
 */
export async function verifyAccessToken(
  key: Uint8Array,
  jwt: string,
  options: { allowExpired?: boolean } = {},
): Promise<AccessClaims | null> {
  let payload: JWTPayload;
  try {
    ({ payload } = await jwtVerify(jwt, key, {
      algorithms: ['HS256'],
      issuer: ISSUER,
      audience: [AUDIENCE.user, AUDIENCE.admin],
      requiredClaims: ['sub', 'exp', 'iat'],
    }));
  } catch (error) {
    if (!(options.allowExpired && error instanceof errors.JWTExpired)) return null;
    // The signature was checked before the claims; check what the expiry check cut short.
    payload = error.payload;
    if (payload.iss !== ISSUER) return null;
  }
  return claimsOf(payload);
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
