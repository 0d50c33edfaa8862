import type { Credentials } from '@matchday/shared';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { Db } from '../src/platform/db.ts';
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
    expect(await me(app, path, credentials)).toEqual({ status: 200, statements: 0 });
  };
  return { me, warm };
}
export type ActorProbe = ReturnType<typeof actorProbe>;
