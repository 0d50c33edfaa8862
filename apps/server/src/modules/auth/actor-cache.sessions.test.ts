import type { Credentials } from '@matchday/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../test/app.ts';
import { createTestAdmin, createTestUser } from '../../../test/factories.ts';
import { graphql, refresh, signInAs } from '../../../test/http.ts';
import { cachedTestApp, type ActorProbe } from '../../../test/actor-probe.ts';
import { changeAdminType, setUserDisabled } from '../admins/account-switches.service.ts';
import { loadActorAccount } from '../accounts/session-user.ts';

/**
 * Every session guarantee of SECURITY.md with the actor CACHED (decision 067): each case first
 * shows the actor answered from the cache (a request that sends no statement), then makes the
 * change and expects 401 on the very next request of the same instance. Across two instances
 * on one database and with the listening connection killed: actor-cache.instances.postgres.test.ts.
 */
let t: TestApp;
let me: ActorProbe['me'];
let warm: ActorProbe['warm'];
beforeAll(async () => ({ t, me, warm } = await cachedTestApp()));
afterAll(() => t.close());

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
