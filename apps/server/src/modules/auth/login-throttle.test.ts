import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testApp, type TestApp } from '../../../test/app.ts';
import { createTestUser, TEST_PASSWORD } from '../../../test/factories.ts';
import { login } from '../../../test/http.ts';
import { THROTTLE_POLICY } from './login-throttle.service.ts';

let t: TestApp;
let victim: Awaited<ReturnType<typeof createTestUser>>;

beforeAll(async () => {
  t = await testApp();
  victim = await createTestUser(t.database.db);
});
afterAll(() => t.close());

const wrong = (username: string, ip: string) =>
  login(t.app, { username, password: 'definitely wrong' }, { ip });

function expectThrottled(res: Awaited<ReturnType<typeof login>>) {
  expect(res.statusCode).toBe(429);
  const retryAfter = Number(res.headers['retry-after']);
  expect(Number.isInteger(retryAfter)).toBe(true);
  expect(retryAfter).toBeGreaterThan(0);
  expect(retryAfter).toBeLessThanOrEqual(THROTTLE_POLICY.windowSeconds);
  expect(res.json().error).toEqual({
    code: 'TOO_MANY_REQUESTS',
    message: 'Too many failed sign-in attempts; try again later',
    details: { retryAfterSeconds: retryAfter },
  });
}

describe('sign-in throttling', () => {
  it('throttles many wrong passwords for one account from one address, even the right one', async () => {
    const ip = '198.51.100.7';
    for (let i = 0; i < THROTTLE_POLICY.accountAddressLimit; i += 1) {
      expect((await wrong(victim.email, ip)).statusCode).toBe(401);
    }
    expectThrottled(await wrong(victim.email, ip));
    expectThrottled(await login(t.app, { username: victim.email }, { ip }));
  });

  it('does not lock the real user out: from their own address they still sign in', async () => {
    const res = await login(t.app, { username: victim.email }, { ip: '203.0.113.50' });
    expect(res.statusCode).toBe(200);
  });

  it('throttles unknown and known accounts alike (no enumeration through 429s)', async () => {
    const ip = '198.51.100.8';
    for (let i = 0; i < THROTTLE_POLICY.accountAddressLimit; i += 1) {
      await wrong('ghost@example.test', ip);
    }
    expectThrottled(await wrong('ghost@example.test', ip));
  });

  it('throttles one password tried across many accounts from one address', async () => {
    const ip = '198.51.100.9';
    for (let i = 0; i < THROTTLE_POLICY.addressLimit; i += 1) {
      expect((await wrong(`spray-${i}@example.test`, ip)).statusCode).toBe(401);
    }
    expectThrottled(await wrong('spray-next@example.test', ip));
    expectThrottled(await login(t.app, { username: victim.email }, { ip }));
    // Another address is not affected.
    expect(
      (await login(t.app, { username: victim.email }, { ip: '203.0.113.51' })).statusCode,
    ).toBe(200);
  });

  it('clears the (account, address) counter on success and restarts a window that has passed', async () => {
    const ip = '198.51.100.10';
    for (let i = 0; i < THROTTLE_POLICY.accountAddressLimit - 1; i += 1) {
      await wrong(victim.email, ip);
    }
    expect((await login(t.app, { username: victim.email }, { ip })).statusCode).toBe(200);
    expect((await wrong(victim.email, ip)).statusCode).toBe(401);
    // Age every counter past the window: the next failure starts counting from one again.
    await t.database.db.execute(
      sql`update login_throttle set window_started_at = now() - interval '1 hour'`,
    );
    for (let i = 0; i < THROTTLE_POLICY.accountAddressLimit; i += 1) {
      expect((await wrong(victim.email, '198.51.100.7')).statusCode).toBe(401);
    }
  });

  it('keeps counters in the database (shared by every instance), without e-mail addresses', async () => {
    const result = await t.database.db.execute(sql`select key from login_throttle`);
    const keys = (result as unknown as { rows: { key: string }[] }).rows.map((r) => r.key);
    expect(keys.length).toBeGreaterThan(0);
    expect(keys.join(' ')).not.toContain('@');
  });

  it('behind a trusted proxy (TRUST_PROXY) counts the forwarded client address', async () => {
    const proxied = await testApp({
      database: t.database,
      env: {
        LOG_LEVEL: 'silent',
        NODE_ENV: 'test',
        BODY_LIMIT: 1024 * 1024,
        PUBLIC_URL: 'http://matchday.test',
        TRUST_PROXY: ['10.0.0.254'],
      },
    });
    const attempt = (client: string, password = 'definitely wrong') =>
      proxied.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        headers: { deviceid: 'd', 'x-forwarded-for': client },
        remoteAddress: '10.0.0.254',
        payload: { username: victim.email, password },
      });
    try {
      for (let i = 0; i < THROTTLE_POLICY.accountAddressLimit; i += 1) {
        expect((await attempt('192.0.2.1')).statusCode).toBe(401);
      }
      expect((await attempt('192.0.2.1')).statusCode).toBe(429);
      expect((await attempt('192.0.2.2', TEST_PASSWORD)).statusCode).toBe(200);
    } finally {
      await proxied.app.close();
    }
  });
});
