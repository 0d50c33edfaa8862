import type { Credentials } from '@matchday/shared';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testApp, type TestApp } from '../../../test/app.ts';
import { eventually } from '../../../test/eventually.ts';
import { createTestAdmin, createTestUser } from '../../../test/factories.ts';
import { graphql, refresh, signInAs } from '../../../test/http.ts';
import { statementCounter } from '../../../test/statements.ts';
import { openDatabase } from '../../platform/db.ts';
import { LISTENER_APPLICATION_NAME } from '../../platform/notifications.ts';
import { changeAdminType, setUserDisabled } from '../admins/account-switches.service.ts';
import { loadActorAccount } from '../accounts/session-user.ts';

/**
 * Every session guarantee of SECURITY.md with the actor CACHED (decision 067): each case first
 * shows the actor answered from the cache (a request that sends no statement), then makes the
 * change and expects 401 on the very next request of the same instance. On PostgreSQL also
 * across two instances on one database, and with the listening connection killed.
 */
const onPostgres = !!process.env.DATABASE_URL;
const secrets = { jwtSecret: randomBytes(48).toString('base64url') };
let t: TestApp;
let counted: ReturnType<typeof statementCounter>;
beforeAll(async () => {
  t = await testApp({ secrets });
  counted = statementCounter(t.database.db);
  await eventually(() => expect(t.app.actorCache?.state).toBe('on'), 5_000);
});
afterAll(() => t.close());

const ME = '{ me { id } }';

/** `me` through `app`, and how many statements this instance's database saw for it. */
async function me(app: FastifyInstance, path: string, credentials: Credentials) {
  let status = 0;
  const statements = await counted(async () => {
    status = (await graphql(app, path, credentials.token.accessTokenHeader, ME)).statusCode;
  });
  return { status, statements: statements.length };
}

/** Asks twice: the second answer must come from the cache (no statement). */
async function warm(app: FastifyInstance, path: string, credentials: Credentials) {
  expect((await me(app, path, credentials)).status).toBe(200);
  expect(await me(app, path, credentials)).toEqual({ status: 200, statements: 0 });
}

async function adminActor(adminId: string) {
  return (await loadActorAccount(t.database.db, 'admin', adminId))!.actor;
}

describe('with a warm actor cache, every session still ends on the next request', () => {
  it('sign-out', async () => {
    const user = await createTestUser(t.database.db);
    const u = await signInAs(t.app, user);
    await warm(t.app, '/api/startup', u);
    const out = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { deviceid: 'device-1', authorization: u.token.accessTokenHeader },
      payload: {},
    });
    expect(out.statusCode).toBe(200);
    expect((await me(t.app, '/api/startup', u)).status).toBe(401);
  });

  it('a company set INACTIVE (through the admin graph)', async () => {
    const user = await createTestUser(t.database.db, { type: 'corp' });
    const admin = await createTestAdmin(t.database.db, { adminType: 'ADMIN' });
    const u = await signInAs(t.app, user);
    const a = await signInAs(t.app, admin, { admin: true });
    await warm(t.app, '/api/corp', u);
    const res = await graphql(
      t.app,
      '/api/matrix/neo',
      a.token.accessTokenHeader,
      `
        mutation ($id: ID!) {
          setCompanyActivityStatus(companyId: $id, status: INACTIVE) {
            id
          }
        }
      `,
      { id: user.companyId },
    );
    expect(res.json().errors).toBeUndefined();
    expect((await me(t.app, '/api/corp', u)).status).toBe(401);
  });

  it('a disabled user (the service, outside any request)', async () => {
    const user = await createTestUser(t.database.db);
    const admin = await createTestAdmin(t.database.db, { adminType: 'ADMIN' });
    const u = await signInAs(t.app, user);
    await warm(t.app, '/api/startup', u);
    await setUserDisabled(t.database.db, await adminActor(admin.id), user.id, true);
    expect((await me(t.app, '/api/startup', u)).status).toBe(401);
  });

  it("an admin's kind changed", async () => {
    const admin = await createTestAdmin(t.database.db, { adminType: 'ADMIN' });
    const host = await createTestAdmin(t.database.db, { adminType: 'EVENT_HOST' });
    const h = await signInAs(t.app, host, { admin: true });
    await warm(t.app, '/api/matrix/neo', h);
    await changeAdminType(t.database.db, await adminActor(admin.id), host.id, 'CONSORTIUM_MEMBER');
    expect((await me(t.app, '/api/matrix/neo', h)).status).toBe(401);
  });

  it('a spent refresh token presented again ends the family, newest access token included', async () => {
    const user = await createTestUser(t.database.db);
    const first = await signInAs(t.app, user);
    const renewed = await refresh(t.app, first);
    expect(renewed.statusCode).toBe(200);
    const newest = renewed.json() as Credentials;
    await warm(t.app, '/api/startup', newest);
    expect((await refresh(t.app, first)).statusCode).toBe(401); // reuse
    expect((await me(t.app, '/api/startup', newest)).status).toBe(401);
  });

  it('an impersonation whose admin is demoted, or disabled by a raw UPDATE', async () => {
    const target = await createTestUser(t.database.db, { type: 'corp' });
    const boss = await createTestAdmin(t.database.db, { adminType: 'ADMIN' });
    for (const lose of ['demoted', 'disabled'] as const) {
      const admin = await createTestAdmin(t.database.db, { adminType: 'ADMIN' });
      const a = await signInAs(t.app, admin, { admin: true });
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/impersonate',
        headers: { deviceid: 'admin-pc', authorization: a.token.accessTokenHeader },
        payload: { userId: target.id },
      });
      expect(res.statusCode).toBe(200);
      const as = res.json() as Credentials;
      await warm(t.app, '/api/corp', as);
      if (lose === 'demoted') {
        await changeAdminType(t.database.db, await adminActor(boss.id), admin.id, 'EVENT_HOST');
      } else {
        await t.database.db.execute(
          sql`update admins set disabled_at = now() where id = ${admin.id}`,
        );
      }
      expect((await me(t.app, '/api/corp', as)).status, lose).toBe(401);
    }
  });

  it('an expired session family, though its access token is still valid', async () => {
    const user = await createTestUser(t.database.db);
    const u = await signInAs(t.app, user);
    await warm(t.app, '/api/startup', u);
    await t.database.db.execute(
      sql`update sessions set expires_at = now() - interval '1 second' where subject_id = ${user.id}`,
    );
    expect((await me(t.app, '/api/startup', u)).status).toBe(401);
  });
});

describe.runIf(onPostgres)('two instances on one PostgreSQL database', () => {
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

describe.runIf(onPostgres)('the listening connection drops', () => {
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
