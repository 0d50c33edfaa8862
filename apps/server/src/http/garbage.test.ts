import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testApp, type TestApp } from '../../test/app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await testApp();
});
afterAll(() => t.close());

/** Every JSON entry point of SPEC §7 that takes a body. */
const ENDPOINTS = [
  '/api/auth/login',
  '/api/auth/token',
  '/api/auth/logout',
  '/api/auth/register',
  '/api/auth/forgotpassword',
  '/api/auth/resetpassword',
  '/api/auth/acceptinvite',
  '/api/auth/updatepassword',
  '/api/auth/loginlink',
  '/api/auth/magiclogin',
  '/api/matrix/auth/login',
  '/api/matrix/auth/token',
  '/api/matrix/auth/logout',
  '/api/matrix/auth/updatepassword',
  '/api/matrix/auth/signup-company',
  '/api/verify',
  '/api/mail/verify',
  '/api/mail/verify-admin',
  '/api/usermail/verify-contact-admin',
  '/api/impersonate',
  '/api/pageviews',
  '/api/public',
  '/api/startup',
];

const jsonValue = fc.jsonValue({ maxDepth: 3 });
const headerValue = fc.oneof(
  fc.constant(undefined),
  fc.string({ maxLength: 40 }),
  fc.constant('Bearer x.y.z'),
);

describe('garbage in (SECURITY.md: never a 500)', () => {
  it('answers any JSON body and headers with a 2xx or a 4xx in the error shape', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...ENDPOINTS),
        jsonValue,
        headerValue,
        headerValue,
        async (url, body, deviceid, authorization) => {
          const headers: Record<string, string> = { 'content-type': 'application/json' };
          if (deviceid !== undefined) headers.deviceid = deviceid.replace(/[^\x20-\x7e]/g, '');
          if (authorization !== undefined)
            headers.authorization = authorization.replace(/[^\x20-\x7e]/g, '');
          const res = await t.app.inject({
            method: 'POST',
            url,
            headers,
            payload: JSON.stringify(body),
          });
          expect(res.statusCode, `${url} ${JSON.stringify(body)}`).toBeLessThan(500);
          if (
            res.statusCode >= 400 &&
            !url.startsWith('/api/public') &&
            !url.startsWith('/api/startup')
          ) {
            const parsed = res.json() as { error?: { code?: string; message?: string } };
            expect(typeof parsed.error?.code).toBe('string');
            expect(typeof parsed.error?.message).toBe('string');
          }
        },
      ),
      { numRuns: 300, seed: 20261121 },
    );
  });
});
