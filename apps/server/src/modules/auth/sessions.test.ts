import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testApp, type TestApp } from '../../../test/app.ts';
import { createTestAdmin, createTestUser, TEST_PASSWORD } from '../../../test/factories.ts';
import { graphql, login, refresh, signInAs } from '../../../test/http.ts';
import { changeAdminType, setUserDisabled } from '../admins/account-switches.service.ts';
import { loadActorAccount } from '../accounts/session-user.ts';
import { jwtKey } from './access-tokens.ts';
import type { AuthContext, AuthLog } from './auth-context.types.ts';
import { refreshCredentials, signIn } from './auth.service.ts';

let t: TestApp;
beforeAll(async () => {
  t = await testApp();
});
afterAll(() => t.close());

const SET_STATUS = `mutation ($companyId: ID!, $status: ActivityStatus!) {
  setCompanyActivityStatus(companyId: $companyId, status: $status) { id activityStatus }
}`;
const ME = '{ me { id } }';

async function adminActor(adminId: string) {
  const account = await loadActorAccount(t.database.db, 'admin', adminId);
  return account!.actor;
}

describe('deactivation ends sessions on the next request', () => {
  it('a company set INACTIVE by an ADMIN: its user is signed out and cannot sign in', async () => {
    const user = await createTestUser(t.database.db, { type: 'corp' });
    const admin = await createTestAdmin(t.database.db, { adminType: 'ADMIN' });
    const u = await signInAs(t.app, user);
    const a = await signInAs(t.app, admin, { admin: true });
    expect((await graphql(t.app, '/api/corp', u.token.accessTokenHeader, ME)).statusCode).toBe(200);

    const res = await graphql(t.app, '/api/matrix/neo', a.token.accessTokenHeader, SET_STATUS, {
      companyId: user.companyId,
      status: 'INACTIVE',
    });
    expect(res.json()).toEqual({
      data: { setCompanyActivityStatus: { id: user.companyId, activityStatus: 'INACTIVE' } },
    });
    expect((await graphql(t.app, '/api/corp', u.token.accessTokenHeader, ME)).statusCode).toBe(401);
    expect((await refresh(t.app, u)).statusCode).toBe(401);
    const again = await login(t.app, { username: user.email });
    expect(again.statusCode).toBe(403);
    expect(again.json().error.details).toEqual({ reason: 'ACCOUNT_DEACTIVATED' });
  });

  it('a disabled user: signed out at once', async () => {
    const user = await createTestUser(t.database.db);
    const admin = await createTestAdmin(t.database.db, { adminType: 'ADMIN' });
    const u = await signInAs(t.app, user);
    await expect(
      setUserDisabled(
        t.database.db,
        { kind: 'user', id: user.id, type: 'startup', companyId: null },
        user.id,
        true,
      ),
    ).rejects.toThrow('Only an ADMIN');
    await setUserDisabled(t.database.db, await adminActor(admin.id), user.id, true);
    expect((await graphql(t.app, '/api/startup', u.token.accessTokenHeader, ME)).statusCode).toBe(
      401,
    );
    expect((await refresh(t.app, u)).statusCode).toBe(401);
  });

  it('an admin whose kind changed: the old sessions end, a new sign-in carries the new kind', async () => {
    const admin = await createTestAdmin(t.database.db, { adminType: 'ADMIN' });
    const host = await createTestAdmin(t.database.db, { adminType: 'EVENT_HOST' });
    const h = await signInAs(t.app, host, { admin: true });
    await changeAdminType(t.database.db, await adminActor(admin.id), host.id, 'CONSORTIUM_MEMBER');
    expect(
      (await graphql(t.app, '/api/matrix/neo', h.token.accessTokenHeader, ME)).statusCode,
    ).toBe(401);
    expect((await refresh(t.app, h, { admin: true })).statusCode).toBe(401);
    const fresh = await signInAs(t.app, host, { admin: true });
    expect(fresh.user.adminType).toBe('CONSORTIUM_MEMBER');
  });
});

describe('activation of companies', () => {
  it('lets an INCUBATOR activate a startup of its own incubator only, and hides the others', async () => {
    const own = await createTestUser(t.database.db, { incubator: 'STING' });
    const other = await createTestUser(t.database.db, { incubator: 'KTHINNOVATION' });
    const incubator = await createTestAdmin(t.database.db, {
      adminType: 'INCUBATOR',
      incubator: 'Sting',
    });
    const i = await signInAs(t.app, incubator, { admin: true });
    const set = (companyId: string) =>
      graphql(t.app, '/api/matrix/neo', i.token.accessTokenHeader, SET_STATUS, {
        companyId,
        status: 'ACTIVE',
      });
    expect((await set(own.companyId)).json().data.setCompanyActivityStatus.activityStatus).toBe(
      'ACTIVE',
    );
    const denied = (await set(other.companyId)).json();
    expect(denied.errors[0]).toMatchObject({
      message: 'No such company',
      extensions: { code: 'NOT_FOUND' },
    });
  });
});

describe('security events are logged with user and device, never with secrets', () => {
  function recorder() {
    const lines: { level: string; obj: Record<string, unknown>; msg: string }[] = [];
    const log: AuthLog = {
      info: (obj, msg) => lines.push({ level: 'info', obj: obj as Record<string, unknown>, msg }),
      warn: (obj, msg) => lines.push({ level: 'warn', obj: obj as Record<string, unknown>, msg }),
    };
    return { lines, log };
  }

  it('logs sign-in, a refresh from another device and the reuse of a spent token', async () => {
    const user = await createTestUser(t.database.db);
    const { lines, log } = recorder();
    const ctx: AuthContext = {
      db: t.database.db,
      key: jwtKey(randomBytes(48).toString('base64url')),
      publicUrl: 'http://matchday.test',
      log,
    };
    const base = { kind: 'user' as const, username: user.email, ip: '127.0.0.1' };
    const first = await signIn(ctx, { ...base, password: TEST_PASSWORD, deviceId: 'laptop' });
    const refreshWith = (deviceId: string, refreshToken: string) =>
      refreshCredentials(ctx, { kind: 'user', userId: user.id, refreshToken, deviceId });

    await expect(refreshWith('other-device', first.token.refreshToken)).rejects.toThrow(
      'Your session has ended',
    );
    const second = await signIn(ctx, { ...base, password: TEST_PASSWORD, deviceId: 'laptop' });
    await refreshWith('laptop', second.token.refreshToken);
    await expect(refreshWith('laptop', second.token.refreshToken)).rejects.toThrow();

    const events = lines.map((l) => `${l.level}:${l.obj.event}`);
    expect(events).toContain('info:login');
    expect(events).toContain('warn:refresh_device_mismatch');
    expect(events).toContain('warn:refresh_token_reuse');
    const mismatch = lines.find((l) => l.obj.event === 'refresh_device_mismatch')!;
    expect(mismatch.obj).toMatchObject({
      subjectId: user.id,
      deviceId: 'other-device',
      sessionDeviceId: 'laptop',
    });
    const logged = JSON.stringify(lines);
    for (const secret of [TEST_PASSWORD, first.token.refreshToken, second.token.refreshToken]) {
      expect(logged).not.toContain(secret);
    }
    expect(logged).not.toContain(first.token.accessTokenHeader.slice(7));
  });
});
