import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testApp, type TestApp } from '../../test/app.ts';
import { createTestAdmin, createTestUser, TEST_PASSWORD } from '../../test/factories.ts';
import { graphql, login, refresh, signInAs } from '../../test/http.ts';

let t: TestApp;
let startup: Awaited<ReturnType<typeof createTestUser>>;
let corp: Awaited<ReturnType<typeof createTestUser>>;
let admin: Awaited<ReturnType<typeof createTestAdmin>>;

beforeAll(async () => {
  t = await testApp();
  startup = await createTestUser(t.database.db, { type: 'startup' });
  corp = await createTestUser(t.database.db, { type: 'corp' });
  admin = await createTestAdmin(t.database.db, { adminType: 'EVENT_HOST', hosting: [] });
});
afterAll(() => t.close());

const ME = '{ me { id email } }';

describe('POST /api/auth/login', () => {
  it('answers the session user of SPEC §3 and a Bearer access token with a refresh token', async () => {
    const res = await login(t.app, { username: startup.email, type: 'startup' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const body = res.json();
    expect(body.user).toEqual({
      id: startup.id,
      type: 'startup',
      admin: false,
      email: startup.email,
      name: 'Test Person',
      adminType: null,
      onboarded: true,
      hasAcceptedTerms: true,
      country: 'SE',
      hosting: [],
      incubator: null,
      hasAccessInnovationGrants: false,
      interestedCountries: [],
      companyId: startup.companyId,
    });
    expect(body.token.accessTokenHeader).toMatch(/^Bearer [\w-]+\.[\w-]+\.[\w-]+$/);
    expect(body.token.refreshToken).toMatch(/^[\w-]{40,}$/);
  });

  it('accepts the e-mail in any case and without a type', async () => {
    const res = await login(t.app, { username: `  ${startup.email.toUpperCase()} ` });
    expect(res.statusCode).toBe(200);
  });

  it('refuses a missing username or password with the exact SPEC message', async () => {
    for (const payload of [
      { password: TEST_PASSWORD },
      { username: startup.email },
      { username: '', password: '' },
      { username: '   ', password: TEST_PASSWORD },
      {},
    ]) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        headers: { deviceid: 'device-1' },
        payload,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        error: { code: 'BAD_REQUEST', message: 'No username or password specified' },
      });
    }
  });

  it('refuses a sign-in without a deviceid header with 400', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: startup.email, password: TEST_PASSWORD },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      error: { code: 'BAD_REQUEST', message: 'Missing deviceid header' },
    });
  });

  it('answers unknown e-mail, wrong password, and a wrong password on the other tab alike', async () => {
    const unknown = await login(t.app, { username: 'nobody@example.test' }, { ip: '10.0.0.1' });
    const wrong = await login(
      t.app,
      { username: startup.email, password: 'not the password' },
      { ip: '10.0.0.2' },
    );
    const wrongOnOtherTab = await login(
      t.app,
      { username: startup.email, password: 'not the password', type: 'corp' },
      { ip: '10.0.0.3' },
    );
    for (const res of [unknown, wrong, wrongOnOtherTab]) {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({
        error: { code: 'UNAUTHENTICATED', message: 'Wrong username or password' },
      });
    }
  });

  it('tells who knows the password which tab their account signs in on, and signs in nobody', async () => {
    const startupOnCorp = await login(
      t.app,
      { username: startup.email, type: 'corp' },
      { ip: '10.0.0.4' },
    );
    const corpOnStartup = await login(
      t.app,
      { username: corp.email, type: 'startup' },
      { ip: '10.0.0.5' },
    );
    expect(startupOnCorp.statusCode).toBe(401);
    expect(startupOnCorp.json()).toEqual({
      error: {
        code: 'UNAUTHENTICATED',
        message: 'This is a startup account: choose “Startup” above and sign in again.',
        details: { reason: 'WRONG_ACCOUNT_TYPE', type: 'startup' },
      },
    });
    expect(startupOnCorp.json().token).toBeUndefined();
    expect(corpOnStartup.statusCode).toBe(401);
    expect(corpOnStartup.json().error.details).toEqual({
      reason: 'WRONG_ACCOUNT_TYPE',
      type: 'corp',
    });
    expect(corpOnStartup.json().error.message).toContain('“Corporate”');
  });

  it('keeps users and admins apart: a user cannot sign in on the admin endpoint, nor the reverse', async () => {
    const userOnAdmin = await login(
      t.app,
      { username: startup.email },
      { admin: true, ip: '10.0.1.1' },
    );
    const adminOnUser = await login(t.app, { username: admin.email }, { ip: '10.0.1.2' });
    expect(userOnAdmin.statusCode).toBe(401);
    expect(adminOnUser.statusCode).toBe(401);
  });

  it('signs admins in on /api/matrix/auth/login with admin: true and their kind', async () => {
    const res = await login(t.app, { username: admin.email, type: 'admin' }, { admin: true });
    expect(res.statusCode).toBe(200);
    expect(res.json().user).toMatchObject({
      id: admin.id,
      admin: true,
      type: null,
      adminType: 'EVENT_HOST',
      hosting: [],
      incubator: null,
      email: admin.email,
    });
    const startupType = await login(
      t.app,
      { username: admin.email, type: 'startup' },
      { admin: true },
    );
    expect(startupType.statusCode).toBe(401);
    const adminOnUser = await login(t.app, { username: startup.email, type: 'admin' });
    expect(adminOnUser.statusCode).toBe(401);
  });
});

describe('graphs by token', () => {
  it('admits each kind of token to its own graph only (401 anonymous, 403 other roles)', async () => {
    const s = await signInAs(t.app, startup);
    const c = await signInAs(t.app, corp);
    const a = await signInAs(t.app, admin, { admin: true });
    const status = async (path: string, auth?: string) =>
      (await graphql(t.app, path, auth, '{ appInfo { graph } }')).statusCode;

    expect(await status('/api/startup', s.token.accessTokenHeader)).toBe(200);
    expect(await status('/api/corp', s.token.accessTokenHeader)).toBe(403);
    expect(await status('/api/matrix/neo', s.token.accessTokenHeader)).toBe(403);
    expect(await status('/api/corp', c.token.accessTokenHeader)).toBe(200);
    expect(await status('/api/startup', c.token.accessTokenHeader)).toBe(403);
    expect(await status('/api/matrix/neo', a.token.accessTokenHeader)).toBe(200);
    expect(await status('/api/startup', a.token.accessTokenHeader)).toBe(403);
    expect(await status('/api/startup')).toBe(401);
    expect(await status('/api/public')).toBe(200);
  });

  it('answers `me` on the startup graph with the signed-in user', async () => {
    const s = await signInAs(t.app, startup);
    const res = await graphql(t.app, '/api/startup', s.token.accessTokenHeader, ME);
    expect(res.json()).toEqual({ data: { me: { id: startup.id, email: startup.email } } });
  });
});

describe('POST /api/auth/token', () => {
  it('rotates: new credentials, and the new refresh token works once more', async () => {
    const first = await signInAs(t.app, startup);
    const res = await refresh(t.app, first);
    expect(res.statusCode).toBe(200);
    const second = res.json();
    expect(second.user.id).toBe(startup.id);
    expect(second.token.refreshToken).not.toBe(first.token.refreshToken);
    expect(second.token.accessTokenHeader).toMatch(/^Bearer /);
    expect((await refresh(t.app, second)).statusCode).toBe(200);
  });

  it('rejects a spent refresh token and revokes the whole family', async () => {
    const first = await signInAs(t.app, startup);
    const second = (await refresh(t.app, first)).json();
    const reuse = await refresh(t.app, first);
    expect(reuse.statusCode).toBe(401);
    expect(reuse.json()).toEqual({
      error: { code: 'UNAUTHENTICATED', message: 'Your session has ended; sign in again' },
    });
    // The newest token of the family is dead too, and so is its access token.
    expect((await refresh(t.app, second)).statusCode).toBe(401);
    const me = await graphql(t.app, '/api/startup', second.token.accessTokenHeader, ME);
    expect(me.statusCode).toBe(401);
  });

  it('lets exactly one of two concurrent refreshes with one token succeed', async () => {
    const first = await signInAs(t.app, startup);
    const results = await Promise.all([refresh(t.app, first), refresh(t.app, first)]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 401]);
  });

  it('rejects a refresh from another device and ends that session', async () => {
    const first = await signInAs(t.app, startup, { deviceId: 'laptop' });
    const stolen = await refresh(t.app, first, { deviceId: 'elsewhere' });
    expect(stolen.statusCode).toBe(401);
    expect((await refresh(t.app, first, { deviceId: 'laptop' })).statusCode).toBe(401);
  });

  it('refuses a refresh without deviceid (400) or without a refresh token (401)', async () => {
    const first = await signInAs(t.app, startup);
    const noDevice = await t.app.inject({
      method: 'POST',
      url: '/api/auth/token',
      payload: { userId: startup.id, type: 'startup', refreshToken: first.token.refreshToken },
    });
    expect(noDevice.statusCode).toBe(400);
    const noToken = await t.app.inject({
      method: 'POST',
      url: '/api/auth/token',
      headers: { deviceid: 'device-1' },
      payload: { userId: startup.id, type: 'startup' },
    });
    expect(noToken.statusCode).toBe(401);
  });

  it('refuses a refresh naming another user, another type, or with a foreign access token', async () => {
    const mine = await signInAs(t.app, startup);
    const theirs = await signInAs(t.app, corp);
    const otherUser = await t.app.inject({
      method: 'POST',
      url: '/api/auth/token',
      headers: { deviceid: 'device-1', authorization: mine.token.accessTokenHeader },
      payload: { userId: corp.id, type: 'corp', refreshToken: mine.token.refreshToken },
    });
    expect(otherUser.statusCode).toBe(401);
    const fresh = await signInAs(t.app, startup);
    const wrongType = await t.app.inject({
      method: 'POST',
      url: '/api/auth/token',
      headers: { deviceid: 'device-1' },
      payload: { userId: startup.id, type: 'corp', refreshToken: fresh.token.refreshToken },
    });
    expect(wrongType.statusCode).toBe(401);
    const foreignHeader = await t.app.inject({
      method: 'POST',
      url: '/api/auth/token',
      headers: { deviceid: 'device-1', authorization: theirs.token.accessTokenHeader },
      payload: { userId: startup.id, type: 'startup', refreshToken: fresh.token.refreshToken },
    });
    expect(foreignHeader.statusCode).toBe(401);
    // Refused before the token was spent: the right request still works.
    expect((await refresh(t.app, fresh)).statusCode).toBe(200);
  });

  it('refreshes admins on /api/matrix/auth/token only', async () => {
    const a = await signInAs(t.app, admin, { admin: true });
    const onUserEndpoint = await t.app.inject({
      method: 'POST',
      url: '/api/auth/token',
      headers: { deviceid: 'device-1' },
      payload: { userId: admin.id, refreshToken: a.token.refreshToken },
    });
    expect(onUserEndpoint.statusCode).toBe(401);
    const res = await refresh(t.app, a, { admin: true });
    expect(res.statusCode).toBe(401); // presented on the wrong endpoint: that family is revoked
    const b = await signInAs(t.app, admin, { admin: true });
    const ok = await refresh(t.app, b, { admin: true });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().user).toMatchObject({ admin: true, adminType: 'EVENT_HOST' });
  });
});

describe('POST /api/auth/logout', () => {
  it("kills that device's refresh and access tokens at once, and leaves other devices alone", async () => {
    const laptop = await signInAs(t.app, startup, { deviceId: 'laptop' });
    const phone = await signInAs(t.app, startup, { deviceId: 'phone' });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { deviceid: 'laptop', authorization: laptop.token.accessTokenHeader },
      payload: { userId: startup.id, type: 'startup' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ok: true });
    expect((await refresh(t.app, laptop, { deviceId: 'laptop' })).statusCode).toBe(401);
    const me = await graphql(t.app, '/api/startup', laptop.token.accessTokenHeader, ME);
    expect(me.statusCode).toBe(401);
    const phoneMe = await graphql(t.app, '/api/startup', phone.token.accessTokenHeader, ME);
    expect(phoneMe.statusCode).toBe(200);
  });

  it('signs out with the refresh token alone, and refuses a sign-out naming nothing', async () => {
    const c = await signInAs(t.app, corp);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { deviceid: 'device-1' },
      payload: { userId: corp.id, type: 'corp', refreshToken: c.token.refreshToken },
    });
    expect(res.statusCode).toBe(200);
    expect((await refresh(t.app, c)).statusCode).toBe(401);
    const nothing = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { deviceid: 'device-1' },
      payload: { userId: corp.id, type: 'corp' },
    });
    expect(nothing.statusCode).toBe(401);
  });

  it('revokes admin sessions server-side on /api/matrix/auth/logout', async () => {
    const a = await signInAs(t.app, admin, { admin: true });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/matrix/auth/logout',
      headers: { deviceid: 'device-1', authorization: a.token.accessTokenHeader },
      payload: { userId: admin.id },
    });
    expect(res.statusCode).toBe(200);
    const me = await graphql(t.app, '/api/matrix/neo', a.token.accessTokenHeader, ME);
    expect(me.statusCode).toBe(401);
    expect((await refresh(t.app, a, { admin: true })).statusCode).toBe(401);
  });
});
