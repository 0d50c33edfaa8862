import type { Credentials } from '@matchday/shared';
import type { FastifyInstance } from 'fastify';
import { randomBytes } from 'node:crypto';
import { expect } from 'vitest';
import type { Db } from '../src/platform/db.ts';
import { testApp } from './app.ts';
import { eventually } from './eventually.ts';
import { graphql } from './http.ts';
import { statementCounter } from './statements.ts';

export const ME = '{ me { id } }';

/**
 * Probes of the actor cache (decision 067) on the database `db` of the instance under test:
 * `me` asks `{ me { id } }` and returns the status with the statements that database saw;
 * `warm` asks twice and expects the second answer from the cache (no statement).
 */
export function actorProbe(db: Db) {
  const counted = statementCounter(db);
  const me = async (app: FastifyInstance, path: string, credentials: Credentials) => {
    let status = 0;
    const statements = await counted(async () => {
      status = (await graphql(app, path, credentials.token.accessTokenHeader, ME)).statusCode;
    });
    return { status, statements: statements.length };
  };
  const warm = async (app: FastifyInstance, path: string, credentials: Credentials) => {
    expect((await me(app, path, credentials)).status).toBe(200);
    // The notification of a write just before (a refresh, a sign-in) may still arrive and drop
    // that first fill (decision 067's generation rule): ask again until the cache answers.
    await eventually(async () =>
      expect(await me(app, path, credentials)).toEqual({ status: 200, statements: 0 }),
    );
  };
  return { me, warm };
}
export type ActorProbe = ReturnType<typeof actorProbe>;

/**
 * A test app whose actor cache is on (it listens), with its probes; `secrets` lets a second
 * instance on the same database accept the same tokens.
 */
export async function cachedTestApp() {
  const secrets = { jwtSecret: randomBytes(48).toString('base64url') };
  const t = await testApp({ secrets });
  await eventually(() => expect(t.app.actorCache?.state).toBe('on'), 5_000);
  return { t, secrets, ...actorProbe(t.database.db) };
}
