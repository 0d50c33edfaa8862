import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testApp, type TestApp } from '../../test/app.ts';
import { createTestUser, TEST_PASSWORD } from '../../test/factories.ts';
import type { Env } from './env.ts';
import { parseEnv } from './env.ts';

/*
 * Only the configured proxy hops are believed. A client that rotates
 * X-Forwarded-For is still counted by the address the trusted proxy saw, and cannot name a
 * victim's address to get the victim throttled.
 */
let base: TestApp;
let victim: Awaited<ReturnType<typeof createTestUser>>;
beforeAll(async () => {
  base = await testApp();
  victim = await createTestUser(base.database.db);
});
afterAll(() => base.close());

async function appTrusting(TRUST_PROXY: Env['TRUST_PROXY']) {
  return testApp({
    database: base.database,
    env: {
      LOG_LEVEL: 'silent',
      NODE_ENV: 'test',
      BODY_LIMIT: 1024 * 1024,
      PUBLIC_URL: 'http://matchday.test',
      TRUST_PROXY,
    },
  });
}

const attempt = (
  t: TestApp,
  socket: string,
  forwarded: string | undefined,
  password = 'definitely wrong',
) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    remoteAddress: socket,
    headers: { deviceid: 'd', ...(forwarded ? { 'x-forwarded-for': forwarded } : {}) },
    payload: { username: victim.email, password },
  });

describe('TRUST_PROXY', () => {
  it('takes a hop count or proxy addresses, and refuses `true`', () => {
    expect(parseEnv({ TRUST_PROXY: '1' }).TRUST_PROXY).toBe(1);
    expect(parseEnv({ TRUST_PROXY: '10.0.0.1, 10.1.0.0/16,loopback' }).TRUST_PROXY).toEqual([
      '10.0.0.1',
      '10.1.0.0/16',
      'loopback',
    ]);
    expect(parseEnv({}).TRUST_PROXY).toBeUndefined();
    expect(() => parseEnv({ TRUST_PROXY: 'true' })).toThrow(/TRUST_PROXY: .*hop count/);
    expect(() => parseEnv({ TRUST_PROXY: 'proxy.example' })).toThrow(/TRUST_PROXY/);
    expect(() => parseEnv({ TRUST_PROXY: '10.0.0.0/99' })).toThrow(/TRUST_PROXY/);
  });

  it('a client rotating X-Forwarded-For behind the trusted proxy is still throttled', async () => {
    const t = await appTrusting(['10.0.0.254']);
    try {
      const codes: number[] = [];
      for (let i = 0; i < 8; i += 1) {
        // The proxy appends the address it saw; whatever the client wrote comes before it.
        codes.push((await attempt(t, '10.0.0.254', `198.18.0.${i}, 192.0.2.50`)).statusCode);
      }
      expect(codes).toEqual([401, 401, 401, 401, 401, 429, 429, 429]);
    } finally {
      await t.app.close();
    }
  });

  it('a client talking to the app directly is counted by its own address, whatever it forwards', async () => {
    const t = await appTrusting(['10.0.0.254']);
    try {
      const codes: number[] = [];
      for (let i = 0; i < 7; i += 1) {
        codes.push((await attempt(t, '198.51.100.23', `203.0.113.${i}`)).statusCode);
      }
      expect(codes.slice(5)).toEqual([429, 429]);
      // Naming the victim's address does not throttle the victim.
      for (let i = 0; i < 6; i += 1) await attempt(t, '198.51.100.24', '192.0.2.99');
      const own = await attempt(t, '10.0.0.254', '192.0.2.99', TEST_PASSWORD);
      expect(own.statusCode).toBe(200);
    } finally {
      await t.app.close();
    }
  });

  it('with a hop count, only the address the nearest proxy saw counts', async () => {
    const t = await appTrusting(1);
    try {
      const codes: number[] = [];
      for (let i = 0; i < 7; i += 1) {
        codes.push((await attempt(t, '10.9.9.9', `198.18.1.${i}, 192.0.2.60`)).statusCode);
      }
      expect(codes.slice(5)).toEqual([429, 429]);
    } finally {
      await t.app.close();
    }
  });
});
