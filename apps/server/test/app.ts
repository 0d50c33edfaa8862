import type { FastifyInstance } from 'fastify';
import { randomBytes } from 'node:crypto';
import { buildApp, type AppDeps } from '../src/app.ts';
import type { Database } from '../src/platform/db.ts';
import { testDatabase } from './database.ts';

export type TestApp = { app: FastifyInstance; database: Database; close(): Promise<void> };

/** A full application on the test database, driven with `app.inject`. */
export async function testApp(overrides: Partial<AppDeps> = {}): Promise<TestApp> {
  const database = overrides.database ?? (await testDatabase());
  const app = await buildApp({
    env: {
      LOG_LEVEL: 'silent',
      NODE_ENV: 'test',
      BODY_LIMIT: 1024 * 1024,
      PUBLIC_URL: 'http://matchday.test',
    },
    secrets: { jwtSecret: randomBytes(48).toString('base64url') },
    database,
    webDist: null,
    ...overrides,
  });
  await app.ready();
  return {
    app,
    database,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}
