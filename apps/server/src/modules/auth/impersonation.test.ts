import { decodeJwt } from 'jose';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testApp, type TestApp } from '../../../test/app.ts';
import { createTestAdmin, createTestUser } from '../../../test/factories.ts';
import { graphql, refresh, signInAs } from '../../../test/http.ts';

let t: TestApp;
let target: Awaited<ReturnType<typeof createTestUser>>;
beforeAll(async () => {
  t = await testApp();
  target = await createTestUser(t.database.db, { type: 'corp' });
});
afterAll(() => t.close());

const impersonate = (authorization: string | undefined, userId: string, deviceid = 'admin-pc') =>
  t.app.inject({
    method: 'POST',
    url: '/api/impersonate',
    headers: { deviceid, ...(authorization ? { authorization } : {}) },
    payload: { userId },
  });

describe('POST /api/impersonate', () => {
  it('is refused to anonymous callers (401), users and non-ADMIN admins (403)', async () => {
    expect((await impersonate(undefined, target.id)).statusCode).toBe(401);
    const user = await createTestUser(t.database.db);
    const incubator = await createTestAdmin(t.database.db, { adminType: 'INCUBATOR' });
    for (const credentials of [
      await signInAs(t.app, user),
      await signInAs(t.app, incubator, { admin: true }),
    ]) {
      const res = await impersonate(credentials.token.accessTokenHeader, target.id);
      expect(res.statusCode).toBe(403);
      expect(res.json().error.message).toBe('Only an ADMIN may impersonate');
    }
  });

  it('gives an ADMIN short-lived credentials of the user, naming the admin, and audits it', async () => {
    const admin = await createTestAdmin(t.database.db, { adminType: 'ADMIN' });
    const a = await signInAs(t.app, admin, { admin: true });
    const before = Date.now();
    const res = await impersonate(a.token.accessTokenHeader, target.id);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.user).toMatchObject({ id: target.id, type: 'corp', admin: false });
    expect(body.impersonation.adminId).toBe(admin.id);
    const until = Date.parse(body.impersonation.until);
    expect(until - before).toBeGreaterThan(55 * 60_000);
    expect(until - before).toBeLessThanOrEqual(60 * 60_000 + 5_000);
    const claims = decodeJwt(body.token.accessTokenHeader.slice(7));
    expect(claims).toMatchObject({ sub: target.id, aud: 'matchday:user', act: { sub: admin.id } });

    const me = await graphql(t.app, '/api/corp', body.token.accessTokenHeader, '{ me { id } }');
    expect(me.json()).toEqual({ data: { me: { id: target.id } } });

    const rows = await t.database.db.execute(
      sql`select admin_id, user_id, device_id, until from impersonations`,
    );
    const audit = (rows as unknown as { rows: Record<string, unknown>[] }).rows;
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      admin_id: admin.id,
      user_id: target.id,
      device_id: 'admin-pc',
    });
    expect(new Date(audit[0]!.until as string).getTime()).toBe(until);
  });

  it('refreshes only until the end of the impersonation, and forbids changing the password', async () => {
    const admin = await createTestAdmin(t.database.db, { adminType: 'ADMIN' });
    const a = await signInAs(t.app, admin, { admin: true });
    const body = (await impersonate(a.token.accessTokenHeader, target.id)).json();
    const change = await t.app.inject({
      method: 'POST',
      url: '/api/auth/updatepassword',
      headers: { deviceid: 'admin-pc', authorization: body.token.accessTokenHeader },
      payload: { oldPassword: 'whatever it is', newPassword: 'taken over now!' },
    });
    expect(change.statusCode).toBe(403);
    const renewed = await refresh(t.app, body, { deviceId: 'admin-pc' });
    expect(renewed.statusCode).toBe(200);
    const exp = decodeJwt(renewed.json().token.accessTokenHeader.slice(7)).exp!;
    expect(exp * 1000).toBeLessThanOrEqual(Date.parse(body.impersonation.until) + 1000);
    await t.database.db.execute(
      sql`update sessions set expires_at = now() - interval '1 second' where impersonator_id is not null`,
    );
    expect((await refresh(t.app, renewed.json(), { deviceId: 'admin-pc' })).statusCode).toBe(401);
  });

  it('answers 404 for an unknown user and 400 without a deviceid', async () => {
    const admin = await createTestAdmin(t.database.db, { adminType: 'ADMIN' });
    const a = await signInAs(t.app, admin, { admin: true });
    const unknown = await impersonate(
      a.token.accessTokenHeader,
      '00000000-0000-4000-8000-000000000000',
    );
    expect(unknown.statusCode).toBe(404);
    const noDevice = await t.app.inject({
      method: 'POST',
      url: '/api/impersonate',
      headers: { authorization: a.token.accessTokenHeader },
      payload: { userId: target.id },
    });
    expect(noDevice.statusCode).toBe(400);
  });

  it('ends on the next request once the admin is demoted or disabled', async () => {
    const boss = await createTestAdmin(t.database.db, { adminType: 'ADMIN' });
    const b = await signInAs(t.app, boss, { admin: true });
    for (const lose of ['demoted', 'disabled'] as const) {
      const admin = await createTestAdmin(t.database.db, { adminType: 'ADMIN' });
      const a = await signInAs(t.app, admin, { admin: true });
      const body = (await impersonate(a.token.accessTokenHeader, target.id)).json();
      const me = () => graphql(t.app, '/api/corp', body.token.accessTokenHeader, '{ me { id } }');
      expect((await me()).statusCode).toBe(200);
      if (lose === 'demoted') {
        const res = await graphql(
          t.app,
          '/api/matrix/neo',
          b.token.accessTokenHeader,
          'mutation ($id: ID!) { changeAdminType(adminId: $id, adminType: EVENT_HOST) }',
          { id: admin.id },
        );
        expect(res.json().errors).toBeUndefined();
      } else {
        await t.database.db.execute(
          sql`update admins set disabled_at = now() where id = ${admin.id}`,
        );
      }
      expect((await me()).statusCode, lose).toBe(401);
      expect((await refresh(t.app, body, { deviceId: 'admin-pc' })).statusCode, lose).toBe(401);
    }
  });

  it('ends for good: re-promoting the admin does not bring the session back', async () => {
    const admin = await createTestAdmin(t.database.db, { adminType: 'ADMIN' });
    const a = await signInAs(t.app, admin, { admin: true });
    const body = (await impersonate(a.token.accessTokenHeader, target.id)).json();
    await t.database.db.execute(
      sql`update admins set admin_type = 'INCUBATOR' where id = ${admin.id}`,
    );
    const me = () => graphql(t.app, '/api/corp', body.token.accessTokenHeader, '{ me { id } }');
    expect((await me()).statusCode).toBe(401);
    await t.database.db.execute(sql`update admins set admin_type = 'ADMIN' where id = ${admin.id}`);
    expect((await me()).statusCode).toBe(401);
  });
});
