import { randomBytes } from 'node:crypto';
import { createServer, type Server } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { as, headerActor } from '../../../test/actors.ts';
import {
  SCRIVE_CREDENTIALS,
  startScriveStandIn,
  type ScriveStandIn,
} from '../../../test/scrive-stand-in.ts';
import { signingFixture, type SigningFixture } from '../../../test/signing-fixture.ts';
import { testDatabase } from '../../../test/database.ts';
import { buildApp } from '../../app.ts';
import type { Database } from '../../platform/db.ts';
import { AppError } from '../../platform/errors.ts';
import { temporaryStorage, type FileStorage } from '../../platform/storage.ts';
import { scriveFromEnv } from './scrive-config.ts';
import { scriveProvider, SIGNING_SERVICE_DOWN } from './scrive-provider.ts';
import { sendAgreement } from './send.service.ts';
import { loadAgreement } from './agreement.views.ts';

/*
 * Scrive not answering (nothing listens on its port, or it never answers): the admin gets a 503
 * that says so and when to try again, not "Internal server error"; trying again once Scrive is
 * back sends the agreement.
 */
let app: FastifyInstance;
let database: Database;
let storage: FileStorage;
let f: SigningFixture;
let closedUrl = '';
let silent: Server;
let silentUrl = '';

async function closedPort() {
  return new Promise<number>((resolve) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

beforeAll(async () => {
  database = await testDatabase();
  storage = await temporaryStorage();
  closedUrl = `http://127.0.0.1:${await closedPort()}`;
  // Accepts connections and never answers.
  silent = createServer(() => {});
  await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
  silentUrl = `http://127.0.0.1:${(silent.address() as { port: number }).port}`;
  app = await buildApp({
    env: {
      LOG_LEVEL: 'silent',
      NODE_ENV: 'test',
      BODY_LIMIT: 1024 * 1024,
      PUBLIC_URL: 'http://localhost:3000',
      SCRIVE_URL: closedUrl,
      ...SCRIVE_CREDENTIALS,
    },
    secrets: { jwtSecret: randomBytes(48).toString('base64url') },
    database,
    webDist: null,
    resolveActor: headerActor,
    storage,
  });
  f = await signingFixture(database.db, 'down');
});
afterAll(async () => {
  await app?.close();
  silent?.close();
  await database?.close();
});

describe('Scrive not answering', () => {
  it('/api/scrive/create against a closed port: 503 UNAVAILABLE naming the problem, with Retry-After', async () => {
    const appId = (await f.approvedApplication('Scrive down')).id;
    const res = await app.inject({
      method: 'POST',
      url: '/api/scrive/create',
      headers: { 'content-type': 'application/json', ...as(f.actors.admin) } as Record<
        string,
        string
      >,
      payload: { applicationId: appId },
    });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({
      error: {
        code: 'UNAVAILABLE',
        message: 'The signing service is not answering; try again in a few minutes',
        details: { retryAfterSeconds: 120 },
      },
    });
    expect(res.headers['retry-after']).toBe('120');

    // Trying again once Scrive answers sends the agreement (the interrupted create resumes).
    const scrive: ScriveStandIn = await startScriveStandIn();
    try {
      const base = 'http://localhost:3000';
      const view = await sendAgreement(
        {
          db: database.db,
          storage,
          publicUrl: base,
          scrive: scriveFromEnv({ SCRIVE_URL: scrive.url, ...SCRIVE_CREDENTIALS }, base),
        },
        f.actors.admin,
        appId,
      );
      expect(view.state).toBe('pending');
      expect(scrive.documents.size).toBe(1);
      expect((await loadAgreement(database.db, appId))?.doc.state).toBe('pending');
    } finally {
      await scrive.close();
    }
  });

  it('a Scrive that accepts the connection and never answers times out into the same error', async () => {
    const provider = scriveProvider({
      url: silentUrl,
      apiToken: 't',
      apiSecret: 's',
      accessToken: 'a',
      accessSecret: 'b',
      publicUrl: 'http://localhost:3000',
      timeoutMs: 300,
    });
    const error = await provider.status('42').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AppError);
    expect(error).toMatchObject({
      code: 'UNAVAILABLE',
      message: SIGNING_SERVICE_DOWN,
      status: 503,
    });
  });
});
