import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cachedTestApp, ME, type ActorProbe } from '../../../test/actor-probe.ts';
import { testApp, type TestApp } from '../../../test/app.ts';
import { eventually } from '../../../test/eventually.ts';
import { createTestAdmin, createTestUser } from '../../../test/factories.ts';
import { graphql, signInAs } from '../../../test/http.ts';
import { openDatabase } from '../../platform/db.ts';
import { LISTENER_APPLICATION_NAME } from '../../platform/notifications.ts';

/**
 * The actor cache (decision 067) across server instances, on PostgreSQL only: two instances on
 * one database, and the listening connection killed. A `*.postgres.test.ts` file runs only when
 * DATABASE_URL names a PostgreSQL database (apps/server/vitest.config.ts); on the embedded PGlite
 * there is one instance and no backend to terminate.
 */
let t: TestApp;
let secrets: { jwtSecret: string };
let me: ActorProbe['me'];
let warm: ActorProbe['warm'];
beforeAll(async () => ({ t, secrets, me, warm } = await cachedTestApp()));
afterAll(() => t.close());

describe('two instances on one PostgreSQL database', () => {
  let b: FastifyInstance;
  let closeB: () => Promise<void>;
  beforeAll(async () => {
    // DATABASE_URL names this file's first database, the one `t` uses (test/database.ts).
    const database = await openDatabase({ url: process.env.DATABASE_URL!, poolSize: 2 });
    const other = await testApp({ secrets, database });
    b = other.app;
    closeB = other.close;
    await eventually(() => expect(b.actorCache?.state).toBe('on'), 5_000);
  });
  afterAll(() => closeB());

  it('a sign-out through A ends the session on B (within notification delivery)', async () => {
    const user = await createTestUser(t.database.db);
    const u = await signInAs(t.app, user);
    expect((await graphql(b, '/api/startup', u.token.accessTokenHeader, ME)).statusCode).toBe(200);
    // B now answers this token from its cache; A signs it out.
    const out = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { deviceid: 'device-1', authorization: u.token.accessTokenHeader },
      payload: {},
    });
    expect(out.statusCode).toBe(200);
    // Across instances the window is the notification's delivery to B's listener (decision
    // 067): poll for at most one second rather than assume a delivery time.
    const started = Date.now();
    await eventually(async () => {
      const res = await graphql(b, '/api/startup', u.token.accessTokenHeader, ME);
      expect(res.statusCode).toBe(401);
    }, 1_000);
    expect(Date.now() - started).toBeLessThan(1_000);
  });

  it('a user disabled through B ends the session on A', async () => {
    const user = await createTestUser(t.database.db);
    const admin = await createTestAdmin(t.database.db, { adminType: 'ADMIN' });
    const u = await signInAs(t.app, user);
    const a = await signInAs(b, admin, { admin: true });
    await warm(t.app, '/api/startup', u);
    const res = await graphql(
      b,
      '/api/matrix/neo',
      a.token.accessTokenHeader,
      'mutation ($id: ID!) { setUserDisabled(userId: $id, disabled: true) }',
      { id: user.id },
    );
    expect(res.json().errors).toBeUndefined();
    await eventually(async () => {
      expect((await me(t.app, '/api/startup', u)).status).toBe(401);
    }, 1_000);
  });
});

describe('the listening connection drops', () => {
  it('turns the cache off (every request reads the database) until it listens again', async () => {
    const user = await createTestUser(t.database.db);
    const u = await signInAs(t.app, user);
    await warm(t.app, '/api/startup', u);
    const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await admin.connect();
    try {
      const killed = await admin.query(
        `select pg_terminate_backend(pid) as done from pg_stat_activity
         where datname = current_database() and application_name = $1`,
        [LISTENER_APPLICATION_NAME],
      );
      expect(killed.rows).toEqual([{ done: true }]);
      await eventually(() => expect(t.app.actorCache?.state).toBe('off'), 2_000);
      // Off: the statement runs on every request, and a revocation counts at once.
      expect(await me(t.app, '/api/startup', u)).toEqual({ status: 200, statements: 1 });
      expect(await me(t.app, '/api/startup', u)).toEqual({ status: 200, statements: 1 });
      // Back on (a new listening connection) and warm again.
      await eventually(() => expect(t.app.actorCache?.state).toBe('on'), 5_000);
      const back = await admin.query(
        'select count(*)::int as n from pg_stat_activity where datname = current_database() and application_name = $1',
        [LISTENER_APPLICATION_NAME],
      );
      expect(back.rows[0].n).toBe(1);
      await warm(t.app, '/api/startup', u);
      // …and notified again: a sign-out through this instance ends it on the next request.
      await admin.query('update sessions set revoked_at = now() where subject_id = $1', [user.id]);
      await eventually(async () => {
        expect((await me(t.app, '/api/startup', u)).status).toBe(401);
      }, 1_000);
    } finally {
      await admin.end();
    }
  });
});
