import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testApp, type TestApp } from '../../test/app.ts';
import { createTestAdmin, createTestUser, TEST_PASSWORD } from '../../test/factories.ts';
import { graphql, login, mailsTo, refresh, signInAs, tokenOf } from '../../test/http.ts';

let t: TestApp;
beforeAll(async () => {
  t = await testApp();
});
afterAll(() => t.close());

/** A POST, and whatever work it left running (mail requests answer first; decision 032). */
const post = async (url: string, payload: object, headers: Record<string, string> = {}) => {
  const res = await t.app.inject({ method: 'POST', url, payload, headers });
  await t.app.background.settled();
  return res;
};

const INVALID_LINK = {
  error: { code: 'BAD_REQUEST', message: 'This link is not valid or has expired' },
};

function registration(email: string, password = 'a long enough passphrase') {
  return {
    company: { name: 'Nimbus Labs AB', country: 'se', incubator: 'Sting' },
    user: { email, name: 'Nina Nimbus', password },
  };
}

describe('startup sign-up and e-mail verification', () => {
  const email = 'nina@nimbus.test';

  it('registers a PENDING startup and mails a /verify/<token> link', async () => {
    const res = await post('/api/auth/register', registration(email));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ok: true });
    const mails = await mailsTo(t.database.db, email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.template).toBe('verify');
    expect(mails[0]!.data.link).toMatch(/^http:\/\/matchday\.test\/verify\/[\w-]{43}$/);
    const rows = await t.database.db.execute(
      sql`select c.activity_status, c.incubator, c.country from users u join companies c on c.id = u.company_id where u.email = ${email}`,
    );
    expect((rows as unknown as { rows: unknown[] }).rows).toEqual([
      { activity_status: 'PENDING', incubator: 'STING', country: 'SE' },
    ]);
  });

  it('refuses sign-in until the address is verified, naming the reason', async () => {
    const res = await login(t.app, { username: email, password: 'a long enough passphrase' });
    expect(res.statusCode).toBe(403);
    expect(res.json().error).toEqual({
      code: 'FORBIDDEN',
      message: 'Verify your e-mail address before signing in',
      details: { reason: 'EMAIL_NOT_VERIFIED' },
    });
  });

  it('answers a second sign-up with the same address exactly like the first, and mails nothing', async () => {
    const res = await post('/api/auth/register', registration(email.toUpperCase()));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ok: true });
    expect(await mailsTo(t.database.db, email)).toHaveLength(1);
  });

  it('re-sends a verification link that voids the old one, at most once a minute', async () => {
    const first = tokenOf((await mailsTo(t.database.db, email))[0]!.data.link);
    await t.database.db.execute(
      sql`update one_time_tokens set created_at = now() - interval '2 minutes' where kind = 'verify'`,
    );
    const res = await post('/api/mail/verify', { email });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ok: true });
    expect(await post('/api/mail/verify', { email })).toMatchObject({ statusCode: 200 });
    const mails = await mailsTo(t.database.db, email);
    expect(mails).toHaveLength(2);
    expect((await post('/api/verify', { token: first })).json()).toEqual(INVALID_LINK);
    const unknown = await post('/api/mail/verify', { email: 'nobody@nimbus.test' });
    expect(unknown.statusCode).toBe(200);
    expect(unknown.json()).toEqual({ ok: true });
  });

  it('verifies with the newest link once; the link cannot be used again', async () => {
    const mails = await mailsTo(t.database.db, email);
    const token = tokenOf(mails[mails.length - 1]!.data.link);
    const res = await post('/api/verify', { token });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ok: true, email, type: 'startup' });
    expect((await post('/api/verify', { token })).json()).toEqual(INVALID_LINK);
    const signIn = await login(t.app, { username: email, password: 'a long enough passphrase' });
    expect(signIn.statusCode).toBe(200);
    expect(signIn.json().user).toMatchObject({ type: 'startup', incubator: 'STING' });
  });

  it('applies the password policy: length, common passwords, and 64 characters kept as typed', async () => {
    const short = await post('/api/auth/register', registration('s@nimbus.test', 'seven77'));
    expect(short.statusCode).toBe(400);
    expect(short.json().error.message).toContain('Password must be at least 8 characters');
    const common = await post('/api/auth/register', registration('c@nimbus.test', 'Password123'));
    expect(common.statusCode).toBe(400);
    expect(common.json().error.message).toContain('This password is too common; choose another');

    // 64 characters with leading spaces, accents and emoji (surrogate pairs).
    const long = [...'  🦊 fox jumps över the lazy 🐕 dog '.repeat(3)].slice(0, 64).join('');
    expect([...long].length).toBe(64);
    const email2 = 'long@nimbus.test';
    expect((await post('/api/auth/register', registration(email2, long))).statusCode).toBe(200);
    await post('/api/verify', {
      token: tokenOf((await mailsTo(t.database.db, email2))[0]!.data.link),
    });
    expect((await login(t.app, { username: email2, password: long })).statusCode).toBe(200);
    expect((await login(t.app, { username: email2, password: long.trim() })).statusCode).toBe(401);
  });
});

describe('forgotten password', () => {
  it('answers known and unknown addresses alike, and mails a /reset/<token> link to the known one', async () => {
    const user = await createTestUser(t.database.db);
    const known = await post('/api/auth/forgotpassword', { email: user.email });
    const unknown = await post('/api/auth/forgotpassword', { email: 'unknown@nowhere.test' });
    expect(known.statusCode).toBe(unknown.statusCode);
    expect(known.body).toBe(unknown.body);
    expect(known.json()).toEqual({ ok: true });
    const mails = await mailsTo(t.database.db, user.email);
    expect(mails.map((m) => m.template)).toEqual(['password-reset']);
    expect(mails[0]!.data.link).toMatch(/^http:\/\/matchday\.test\/reset\/[\w-]{43}$/);
    expect(await mailsTo(t.database.db, 'unknown@nowhere.test')).toEqual([]);
  });

  it('resets once with the newest link and ends every session of the account', async () => {
    const user = await createTestUser(t.database.db);
    const laptop = await signInAs(t.app, user, { deviceId: 'laptop' });
    const phone = await signInAs(t.app, user, { deviceId: 'phone' });
    await post('/api/auth/forgotpassword', { email: user.email });
    await post('/api/auth/forgotpassword', { email: user.email }); // within a minute: no mail
    expect(await mailsTo(t.database.db, user.email)).toHaveLength(1);
    await t.database.db.execute(
      sql`update one_time_tokens set created_at = now() - interval '2 minutes' where kind = 'reset'`,
    );
    await post('/api/auth/forgotpassword', { email: user.email });
    const [older, newer] = (await mailsTo(t.database.db, user.email)).map((m) =>
      tokenOf(m.data.link),
    );
    const voided = await post('/api/auth/resetpassword', {
      token: older,
      password: 'brand new secret',
    });
    expect(voided.json()).toEqual(INVALID_LINK);

    const res = await post('/api/auth/resetpassword', {
      token: newer,
      password: 'brand new secret',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ok: true, email: user.email, admin: false, type: 'startup' });
    expect(
      (await post('/api/auth/resetpassword', { token: newer, password: 'another one!' })).json(),
    ).toEqual(INVALID_LINK);

    expect((await refresh(t.app, laptop, { deviceId: 'laptop' })).statusCode).toBe(401);
    expect((await refresh(t.app, phone, { deviceId: 'phone' })).statusCode).toBe(401);
    const me = await graphql(t.app, '/api/startup', phone.token.accessTokenHeader, '{ me { id } }');
    expect(me.statusCode).toBe(401);
    expect((await login(t.app, { username: user.email })).statusCode).toBe(401);
    expect(
      (await login(t.app, { username: user.email, password: 'brand new secret' })).statusCode,
    ).toBe(200);
  });

  it('refuses an expired reset link and a weak new password', async () => {
    const user = await createTestUser(t.database.db);
    await post('/api/auth/forgotpassword', { email: user.email });
    const token = tokenOf((await mailsTo(t.database.db, user.email))[0]!.data.link);
    const weak = await post('/api/auth/resetpassword', { token, password: 'short' });
    expect(weak.statusCode).toBe(400);
    await t.database.db.execute(
      sql`update one_time_tokens set expires_at = now() - interval '1 second' where kind = 'reset'`,
    );
    const late = await post('/api/auth/resetpassword', { token, password: 'brand new secret' });
    expect(late.statusCode).toBe(400);
    expect(late.json()).toEqual(INVALID_LINK);
  });
});

describe('changing the password while signed in', () => {
  it('needs the current password, keeps this session and ends the others', async () => {
    const user = await createTestUser(t.database.db, { type: 'corp' });
    const here = await signInAs(t.app, user, { deviceId: 'here' });
    const there = await signInAs(t.app, user, { deviceId: 'there' });
    const change = (oldPassword: string, auth?: string) =>
      post(
        '/api/auth/updatepassword',
        { oldPassword, newPassword: 'my next passphrase' },
        { deviceid: 'here', ...(auth ? { authorization: auth } : {}) },
      );
    expect((await change(TEST_PASSWORD)).statusCode).toBe(401);
    const wrong = await change('not it', here.token.accessTokenHeader);
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.message).toBe('Current password is incorrect');
    const ok = await change(TEST_PASSWORD, here.token.accessTokenHeader);
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ ok: true });
    expect((await refresh(t.app, there, { deviceId: 'there' })).statusCode).toBe(401);
    expect((await refresh(t.app, here, { deviceId: 'here' })).statusCode).toBe(200);
    const next = await login(t.app, { username: user.email, password: 'my next passphrase' });
    expect(next.statusCode).toBe(200);
  });

  it('works for admins on /api/matrix/auth/updatepassword only', async () => {
    const admin = await createTestAdmin(t.database.db, {
      adminType: 'INCUBATOR',
      incubator: 'STING',
    });
    const a = await signInAs(t.app, admin, { admin: true });
    const body = { oldPassword: TEST_PASSWORD, newPassword: 'admin next passphrase' };
    const headers = { deviceid: 'device-1', authorization: a.token.accessTokenHeader };
    expect((await post('/api/auth/updatepassword', body, headers)).statusCode).toBe(401);
    expect((await post('/api/matrix/auth/updatepassword', body, headers)).statusCode).toBe(200);
  });
});

describe('organisations registered by an ADMIN, and invitations', () => {
  const signup = {
    company: { name: 'Fjell Power ASA', type: 'corp', country: 'NO' },
    user: { email: 'olav@fjell.test', name: 'Olav Fjell' },
  };

  it('is refused to anonymous callers (401), users and other admin kinds (403)', async () => {
    expect((await post('/api/matrix/auth/signup-company', signup)).statusCode).toBe(401);
    const user = await createTestUser(t.database.db);
    const host = await createTestAdmin(t.database.db, { adminType: 'EVENT_HOST' });
    for (const credentials of [
      await signInAs(t.app, user),
      await signInAs(t.app, host, { admin: true }),
    ]) {
      const res = await post('/api/matrix/auth/signup-company', signup, {
        authorization: credentials.token.accessTokenHeader,
      });
      expect(res.statusCode).toBe(403);
    }
  });

  it('creates the company and its first user, who accepts the mailed invitation and signs in', async () => {
    const admin = await createTestAdmin(t.database.db, { adminType: 'ADMIN' });
    const auth = {
      authorization: (await signInAs(t.app, admin, { admin: true })).token.accessTokenHeader,
    };
    const res = await post('/api/matrix/auth/signup-company', signup, auth);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ companyId: expect.any(String), userId: expect.any(String) });

    const [mail] = await mailsTo(t.database.db, signup.user.email);
    expect(mail!.template).toBe('invitation');
    expect(mail!.data).toMatchObject({ name: 'Olav Fjell', companyName: 'Fjell Power ASA' });
    expect(mail!.data.link).toMatch(/^http:\/\/matchday\.test\/token\/invite\/[\w-]{43}$/);
    // No password yet: sign-in fails like any wrong password.
    expect((await login(t.app, { username: signup.user.email })).statusCode).toBe(401);

    const token = tokenOf(mail!.data.link);
    const accept = await post('/api/auth/acceptinvite', { token, password: 'fjord and fjell' });
    expect(accept.statusCode).toBe(200);
    expect(accept.json()).toEqual({
      ok: true,
      email: signup.user.email,
      admin: false,
      type: 'corp',
    });
    expect(
      (await post('/api/auth/acceptinvite', { token, password: 'fjord and fjell' })).json(),
    ).toEqual(INVALID_LINK);
    const signIn = await login(t.app, {
      username: signup.user.email,
      password: 'fjord and fjell',
      type: 'corp',
    });
    expect(signIn.statusCode).toBe(200);
    expect(signIn.json().user).toMatchObject({ type: 'corp', country: 'NO', onboarded: false });

    const again = await post('/api/matrix/auth/signup-company', signup, auth);
    expect(again.statusCode).toBe(409);
  });

  it('rejects fields the caller may not set', async () => {
    const admin = await createTestAdmin(t.database.db, { adminType: 'ADMIN' });
    const auth = {
      authorization: (await signInAs(t.app, admin, { admin: true })).token.accessTokenHeader,
    };
    const res = await post(
      '/api/matrix/auth/signup-company',
      { ...signup, company: { ...signup.company, activityStatus: 'ACTIVE' } },
      auth,
    );
    expect(res.statusCode).toBe(400);
    const reg = await post('/api/auth/register', {
      ...registration('x@nimbus.test'),
      company: { name: 'X', country: 'SE', activityStatus: 'ACTIVE' },
    });
    expect(reg.statusCode).toBe(400);
  });
});
