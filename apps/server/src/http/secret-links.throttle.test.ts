import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testApp, type TestApp } from '../../test/app.ts';
import { LINK_ATTEMPT_POLICY } from '../modules/auth/login-throttle.service.ts';

/*
 * Every secret-bearing link is throttled like the follow-up links — the signing
 * links (token in the body) and the calendar feeds (token in the path). Guesses from one address
 * meet a 429 once the link-attempt limit is reached.
 */
let t: TestApp;
beforeAll(async () => {
  t = await testApp();
});
afterAll(() => t.close());

const guess = 'g'.repeat(43);
const ROUTES: [string, 'GET' | 'POST', string, object | undefined][] = [
  ['signing link', 'POST', '/api/signing/link', { token: guess }],
  ['signing document', 'POST', '/api/signing/document', { token: guess }],
  [
    'signing sign',
    'POST',
    '/api/signing/sign',
    { token: guess, typedName: 'Guess Who', consent: true, documentSha256: 'a'.repeat(64) },
  ],
  ['calendar feed', 'GET', `/api/calendar/${guess}.ics`, undefined],
];

describe('secret-bearing links are throttled per address', () => {
  it.each(ROUTES.map((r, i) => [...r, `10.26.7.${i + 1}`] as const))(
    '%s: 429 after the limit',
    async (_what, method, url, payload, remoteAddress) => {
      const send = () =>
        t.app.inject({ method, url, remoteAddress, ...(payload ? { payload } : {}) });
      for (let i = 0; i < LINK_ATTEMPT_POLICY.addressLimit; i += 1) {
        expect((await send()).statusCode).not.toBe(429);
      }
      const refused = await send();
      expect(refused.statusCode).toBe(429);
      expect(refused.headers['retry-after']).toBeDefined();
    },
  );
});
