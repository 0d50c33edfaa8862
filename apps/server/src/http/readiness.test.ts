import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testApp, type TestApp } from '../../test/app.ts';
import { testDatabase } from '../../test/database.ts';
import { buildApp } from '../app.ts';
import { createReadiness } from '../platform/readiness.ts';
import { stopGracefully } from '../platform/shutdown.ts';
import { publicRoute } from './route-access.ts';

const quiet = { info: () => undefined, warn: () => undefined };

describe('GET /api/ready', () => {
  let t: TestApp;
  const readiness = createReadiness('STARTING');
  beforeAll(async () => {
    t = await testApp({ readiness });
  });
  afterAll(() => t.close());

  it('answers 503 with the state while starting and migrating, and refuses other routes meanwhile', async () => {
    for (const state of ['STARTING', 'MIGRATING'] as const) {
      readiness.set(state);
      const ready = await t.app.inject({ method: 'GET', url: '/api/ready' });
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toEqual({ status: state });
      expect(ready.headers['cache-control']).toBe('no-store');
      // Liveness is not readiness: the process and its database are fine.
      expect((await t.app.inject({ method: 'GET', url: '/api/monitor' })).statusCode).toBe(200);
      const other = await t.app.inject({
        method: 'POST',
        url: '/api/public',
        payload: { query: '{ __typename }' },
      });
      expect(other.statusCode).toBe(503);
      expect(other.json().error.code).toBe('UNAVAILABLE');
    }
  });

  it('answers 200 READY once ready, and serves the app', async () => {
    readiness.set('READY');
    const ready = await t.app.inject({ method: 'GET', url: '/api/ready' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'READY' });
    const other = await t.app.inject({
      method: 'POST',
      url: '/api/public',
      payload: { query: '{ __typename }' },
    });
    expect(other.statusCode).toBe(200);
  });

  it('answers 503 DRAINING from the stop on, for good, while still serving requests', async () => {
    readiness.set('DRAINING');
    readiness.set('READY');
    const ready = await t.app.inject({ method: 'GET', url: '/api/ready' });
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toEqual({ status: 'DRAINING' });
    const other = await t.app.inject({
      method: 'POST',
      url: '/api/public',
      payload: { query: '{ __typename }' },
    });
    expect(other.statusCode).toBe(200);
  });
});

describe('GET /api/ready without a database', () => {
  it('answers 503 DOWN when the database does not answer', async () => {
    const t = await testApp();
    await t.database.close();
    const ready = await t.app.inject({ method: 'GET', url: '/api/ready' });
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toEqual({ status: 'DOWN' });
    await t.app.close();
  });
});

describe('graceful stop', () => {
  it('drains, lets the request in flight finish, refuses new connections, then stops the rest in order', async () => {
    const database = await testDatabase();
    const readiness = createReadiness('READY');
    const app = await buildApp({
      env: { LOG_LEVEL: 'silent', NODE_ENV: 'test', BODY_LIMIT: 1 << 20, PUBLIC_URL: 'http://x' },
      secrets: { jwtSecret: randomBytes(48).toString('base64url') },
      database,
      webDist: null,
      readiness,
    });
    let slowDone = false;
    app.get('/api/test-slow', publicRoute('test: a request that takes a while'), async () => {
      await new Promise((resolve) => setTimeout(resolve, 2_500));
      slowDone = true;
      return { done: true };
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;

    const inFlight = fetch(`${base}/api/test-slow`).then(async (r) => ({
      status: r.status,
      body: await r.json(),
    }));
    await new Promise((resolve) => setTimeout(resolve, 50));
    const order: string[] = [];
    const stopping = stopGracefully({
      readiness,
      drainMs: 1_000,
      timeoutMs: 5_000,
      closeListener: async () => {
        await app.close();
        order.push(`listener closed (slow request done: ${slowDone})`);
      },
      after: [
        ['jobs', async () => order.push('jobs')],
        ['database', async () => order.push('database')],
      ],
      log: { info: () => undefined, warn: (obj) => order.push(`warn ${JSON.stringify(obj)}`) },
    });
    // While draining: the load balancer is told, new requests are still served.
    const drainingReady = await fetch(`${base}/api/ready`);
    expect(drainingReady.status).toBe(503);
    expect(await drainingReady.json()).toEqual({ status: 'DRAINING' });
    expect((await fetch(`${base}/api/monitor`)).status).toBe(200);

    const clean = await stopping;
    expect(order).toEqual(['listener closed (slow request done: true)', 'jobs', 'database']);
    expect(clean).toBe(true);
    expect(await inFlight).toEqual({ status: 200, body: { done: true } });
    expect(order).toEqual(['listener closed (slow request done: true)', 'jobs', 'database']);
    await expect(fetch(`${base}/api/monitor`)).rejects.toThrow();
    await database.close();
  });

  it('gives up on a step that outlasts its bound and says the stop was not clean', async () => {
    const readiness = createReadiness('READY');
    const started = Date.now();
    const clean = await stopGracefully({
      readiness,
      drainMs: 0,
      timeoutMs: 200,
      closeListener: async () => undefined,
      after: [['stuck job', () => new Promise(() => undefined)]],
      log: quiet,
    });
    expect(clean).toBe(false);
    expect(Date.now() - started).toBeLessThan(2_000);
    expect(readiness.state).toBe('DRAINING');
  });
});
