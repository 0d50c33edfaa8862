import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testApp, type TestApp } from '../../../test/app.ts';
import { createTestUser, TEST_PASSWORD } from '../../../test/factories.ts';
import { mailsTo, signInAs } from '../../../test/http.ts';
import { listening, statusCounts } from '../../../test/listen.ts';
import { LINK_ATTEMPT_POLICY, THROTTLE_POLICY } from './login-throttle.service.ts';

/*
 * The limits hold however the attempts arrive. Every test fires its requests
 * at the same moment over real HTTP (Promise.all against a listening server, all from 127.0.0.1)
 * and counts how many reached the secret check (401 / 400) and how many were refused (429).
 */
let t: TestApp;
let http: Awaited<ReturnType<typeof listening>>;
beforeAll(async () => {
  t = await testApp();
  http = await listening(t.app);
});
afterAll(() => t.close());

const times = <T>(n: number, f: (i: number) => Promise<T>) =>
  Promise.all(Array.from({ length: n }, (_, i) => f(i)));

async function clearCounters() {
  await t.database.db.execute(sql`delete from login_throttle`);
}

describe('throttling under parallel guessing (Promise.all over HTTP)', () => {
  it('150 wrong passwords for one account at once: at most 5 are checked', async () => {
    await clearCounters();
    const user = await createTestUser(t.database.db);
    const answers = await times(150, () =>
      http.post(
        '/api/auth/login',
        { username: user.email, password: 'wrong guess' },
        { deviceid: 'attacker' },
      ),
    );
    const counts = statusCounts(answers);
    console.info('150 parallel wrong logins, one account:', counts);
    expect(counts[401] ?? 0).toBeLessThanOrEqual(THROTTLE_POLICY.accountAddressLimit);
    expect((counts[401] ?? 0) + (counts[429] ?? 0)).toBe(150);
    // The real user, from their own address, is not locked out (decision 031).
    const own = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      remoteAddress: '203.0.113.77',
      headers: { deviceid: 'own' },
      payload: { username: user.email, password: TEST_PASSWORD },
    });
    expect(own.statusCode).toBe(200);
  });

  it('one password across 120 accounts at once: at most 30 are checked', async () => {
    await clearCounters();
    const answers = await times(120, (i) =>
      http.post(
        '/api/auth/login',
        { username: `spray-${i}@example.test`, password: 'Summer2026!' },
        { deviceid: 'sprayer' },
      ),
    );
    const counts = statusCounts(answers);
    console.info('120 parallel logins across accounts:', counts);
    expect(counts[401] ?? 0).toBeLessThanOrEqual(THROTTLE_POLICY.addressLimit);
    expect((counts[401] ?? 0) + (counts[429] ?? 0)).toBe(120);
  });

  it('the current-password check of updatepassword: at most 5 are checked', async () => {
    await clearCounters();
    const user = await createTestUser(t.database.db);
    const c = await signInAs(t.app, user);
    await clearCounters();
    const answers = await times(60, () =>
      http.post(
        '/api/auth/updatepassword',
        { oldPassword: 'not my password', newPassword: 'a new long passphrase' },
        { deviceid: 'device-1', authorization: c.token.accessTokenHeader },
      ),
    );
    const counts = statusCounts(answers);
    console.info('60 parallel updatepassword with a wrong current password:', counts);
    expect(counts[400] ?? 0).toBeLessThanOrEqual(THROTTLE_POLICY.accountAddressLimit);
    expect((counts[400] ?? 0) + (counts[429] ?? 0)).toBe(60);
  });

  it('forgot-password and sign-in links fired 25 times at once mail one link each', async () => {
    await clearCounters();
    const user = await createTestUser(t.database.db);
    const answers = await Promise.all([
      ...Array.from({ length: 10 }, () =>
        http.post('/api/auth/forgotpassword', { email: user.email }),
      ),
      ...Array.from({ length: 10 }, () => http.post('/api/auth/loginlink', { email: user.email })),
    ]);
    expect(answers.every((a) => a.status === 200)).toBe(true);
    await t.app.background.settled();
    const mails = (await mailsTo(t.database.db, user.email)).map((m) => m.template).sort();
    console.info('20 parallel mail requests for one account → mails:', mails);
    expect(mails).toEqual(['login-link', 'password-reset']);
    // Past the per-address budget the answer is a 429, before any work.
    const more = await times(25, () =>
      http.post('/api/auth/forgotpassword', { email: 'someone@example.test' }),
    );
    expect(statusCounts(more)[429]).toBeGreaterThan(0);
  });

  it('one-time links guessed in parallel: at most the address limit is looked up', async () => {
    await clearCounters();
    const guess = (i: number) => `guessed-token-${String(i).padStart(20, '0')}`;
    const answers = await Promise.all([
      ...Array.from({ length: 25 }, (_, i) =>
        http.post('/api/auth/resetpassword', { token: guess(i), password: 'brand new secret' }),
      ),
      ...Array.from({ length: 25 }, (_, i) => http.post('/api/verify', { token: guess(i) })),
      ...Array.from({ length: 25 }, (_, i) =>
        http.post('/api/auth/magiclogin', { token: guess(i) }, { deviceid: 'd' }),
      ),
      ...Array.from({ length: 25 }, (_, i) =>
        http.post('/api/auth/acceptinvite', { token: guess(i), password: 'brand new secret' }),
      ),
    ]);
    const counts = statusCounts(answers);
    console.info('100 parallel guessed links:', counts);
    expect(counts[400] ?? 0).toBeLessThanOrEqual(LINK_ATTEMPT_POLICY.addressLimit);
    expect((counts[400] ?? 0) + (counts[429] ?? 0)).toBe(100);
  });
});
