import type { FastifyInstance } from 'fastify';
import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import type { Database } from '../platform/db.ts';
import { testDatabase } from '../../test/database.ts';
import { eventually } from '../../test/eventually.ts';
import { publicRoute } from './route-access.ts';

/**
 * A client closing its connection before the answer (autocannon ending a run, a closed tab) is
 * not a server error: logged at debug, not as "request failed" at error level — and a real
 * fault still is.
 */
let app: FastifyInstance;
let database: Database;
let base: string;
const lines: { level: number; msg: string; err?: { message?: string } }[] = [];

beforeAll(async () => {
  database = await testDatabase();
  app = await buildApp({
    env: { LOG_LEVEL: 'debug', NODE_ENV: 'test', BODY_LIMIT: 1 << 20, PUBLIC_URL: 'http://x.test' },
    secrets: { jwtSecret: randomBytes(48).toString('base64url') },
    database,
    webDist: null,
    logStream: { write: (line) => void lines.push(JSON.parse(line)) },
  });
  // What a stream piped to a response does when that response's connection closes early.
  // Routes added here declare their access like every route (decision 071).
  const open = publicRoute('a test route: what it does is the test');
  app.get('/test/stream-after-close', open, async (request) => {
    await once(request.raw.socket, 'close');
    throw Object.assign(new Error('Premature close'), { code: 'ERR_STREAM_PREMATURE_CLOSE' });
  });
  app.get('/test/fault', open, async () => {
    throw new Error('a real fault');
  });
  await app.listen({ host: '127.0.0.1', port: 0 });
  base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await app.close();
  await database.close();
});

it('logs a client that went away at debug, and a real fault still at error', async () => {
  const request = http.get(`${base}/test/stream-after-close`);
  request.on('error', () => undefined);
  await once(request, 'socket');
  await new Promise((r) => setTimeout(r, 50));
  request.destroy();
  const gone = await eventually(() => {
    const line = lines.find((l) => l.msg === 'client closed the connection');
    expect(line).toBeDefined();
    return line!;
  }, 15_000);
  expect(gone.level).toBe(20);
  expect(lines.filter((l) => l.level >= 50)).toEqual([]);

  const fault = await fetch(`${base}/test/fault`);
  expect(fault.status).toBe(500);
  const failed = lines.find((l) => l.msg === 'request failed');
  expect(failed).toMatchObject({ level: 50, err: { message: 'a real fault' } });
});
