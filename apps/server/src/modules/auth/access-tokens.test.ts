import { decodeJwt, SignJWT, type JWTPayload } from 'jose';
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testApp, type TestApp } from '../../../test/app.ts';
import { createTestUser } from '../../../test/factories.ts';
import { graphql, signInAs } from '../../../test/http.ts';
import { jwtKey, verifyAccessToken } from './access-tokens.ts';

const secret = randomBytes(48).toString('base64url');
const key = jwtKey(secret);
let t: TestApp;
let claims: JWTPayload;
let header: string;

const b64 = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

/** Re-signs the real token's claims with changes (our key unless told otherwise). */
function resign(changes: JWTPayload, options: { key?: Uint8Array } = {}) {
  const payload = { ...claims, ...changes };
  return new SignJWT(payload).setProtectedHeader({ alg: 'HS256' }).sign(options.key ?? key);
}

const meStatus = async (authorization: string) =>
  (await graphql(t.app, '/api/startup', authorization, '{ me { id } }')).statusCode;

beforeAll(async () => {
  t = await testApp({ secrets: { jwtSecret: secret } });
  const user = await createTestUser(t.database.db);
  const credentials = await signInAs(t.app, user);
  header = credentials.token.accessTokenHeader;
  claims = decodeJwt(header.slice('Bearer '.length));
});
afterAll(() => t.close());

describe('access tokens on the graphs', () => {
  it('carry HS256, issuer, user audience, subject, session, version, 15 minutes of life', () => {
    expect(claims).toMatchObject({ iss: 'matchday', aud: 'matchday:user', ver: 0 });
    expect(claims.exp! - claims.iat!).toBe(15 * 60);
    expect(typeof claims.sid).toBe('string');
  });

  it('admit the genuine token and the same claims re-signed with our key', async () => {
    expect(await meStatus(header)).toBe(200);
    expect(await meStatus(`Bearer ${await resign({})}`)).toBe(200);
  });

  it('refuse a tampered token (payload changed, signature kept) with 401', async () => {
    const [h, , s] = header.slice(7).split('.');
    const forged = `${h}.${b64({ ...claims, sub: '00000000-0000-4000-8000-000000000000' })}.${s}`;
    expect(await meStatus(`Bearer ${forged}`)).toBe(401);
    const flipped = header.slice(0, -2) + (header.endsWith('AA') ? 'BB' : 'AA');
    expect(await meStatus(flipped)).toBe(401);
  });

  it('refuse `alg: none` with 401', async () => {
    const unsigned = `${b64({ alg: 'none', typ: 'JWT' })}.${b64(claims)}.`;
    expect(await meStatus(`Bearer ${unsigned}`)).toBe(401);
  });

  it('refuse another signing key and another algorithm with 401', async () => {
    const foreign = await resign({}, { key: randomBytes(48) });
    expect(await meStatus(`Bearer ${foreign}`)).toBe(401);
    const hs512 = await new SignJWT(claims).setProtectedHeader({ alg: 'HS512' }).sign(key);
    expect(await meStatus(`Bearer ${hs512}`)).toBe(401);
  });

  it('refuse a wrong audience or issuer with 401', async () => {
    expect(await meStatus(`Bearer ${await resign({ aud: 'someone-else' })}`)).toBe(401);
    const both = await resign({ aud: ['matchday:user', 'matchday:admin'] });
    expect(await meStatus(`Bearer ${both}`)).toBe(401);
    expect(await meStatus(`Bearer ${await resign({ iss: 'elsewhere' })}`)).toBe(401);
  });

  it('refuse an expired token with 401', async () => {
    const past = Math.floor(Date.now() / 1000) - 60;
    const expired = await resign({ iat: past - 900, exp: past });
    expect(await meStatus(`Bearer ${expired}`)).toBe(401);
  });

  it('refuse a token of a session version that is no longer current', async () => {
    expect(await meStatus(`Bearer ${await resign({ ver: 1 })}`)).toBe(401);
  });

  it('refuse headers that are not `Bearer <jwt>`', async () => {
    for (const value of [header.slice(7), `Basic ${header.slice(7)}`, 'Bearer', 'Bearer a.b']) {
      expect(await meStatus(value)).toBe(401);
    }
  });
});

describe('verifyAccessToken', () => {
  it('accepts an expired but authentic token only when asked (refresh and sign-out)', async () => {
    const past = Math.floor(Date.now() / 1000) - 60;
    const expired = await resign({ iat: past - 900, exp: past });
    expect(await verifyAccessToken(key, expired)).toBeNull();
    expect(await verifyAccessToken(key, expired, { allowExpired: true })).toMatchObject({
      kind: 'user',
      sub: claims.sub,
    });
    const foreignExpired = await resign({ iat: past - 900, exp: past }, { key: randomBytes(48) });
    expect(await verifyAccessToken(key, foreignExpired, { allowExpired: true })).toBeNull();
  });
});
