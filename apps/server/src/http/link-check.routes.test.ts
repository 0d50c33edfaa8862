import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testApp, type TestApp } from '../../test/app.ts';
import { createTestAdmin, createTestUser } from '../../test/factories.ts';
import { graphql, mailsTo, signInAs, tokenOf } from '../../test/http.ts';

/*
 * A malformed link (/verify/x) answered with the parser's words
 * ("Invalid input — token: Too small: …"), and /reset/… and /token/invite/… said a link was dead
 * only after the password had been typed twice. Now every refused link says the same sentence,
 * and POST /api/auth/checklink tells the screen on load — without spending the link.
 */
let t: TestApp;
beforeAll(async () => {
  t = await testApp();
});
afterAll(() => t.close());

const post = async (url: string, payload: object) => {
  const res = await t.app.inject({ method: 'POST', url, payload, headers: { deviceid: 'dev-1' } });
  await t.app.background.settled();
  return res;
};

const NOT_VALID = {
  error: { code: 'BAD_REQUEST', message: 'This link is not valid or has expired' },
};

describe('a malformed link says what a dead one says', () => {
  it.each([
    ['/api/verify', { token: 'x' }],
    ['/api/auth/resetpassword', { token: 'x', password: 'a long enough passphrase' }],
    ['/api/auth/acceptinvite', { token: 'x', password: 'a long enough passphrase' }],
    ['/api/auth/magiclogin', { token: 'x' }],
    ['/api/auth/checklink', { kind: 'reset', token: 'x' }],
    ['/api/auth/checklink', { kind: 'invite', token: 42 }],
  ])('%s %j', async (url, body) => {
    const res = await post(url, body);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      error: {
        ...NOT_VALID.error,
        details: { fields: [{ field: 'token', message: NOT_VALID.error.message }] },
      },
    });
  });
});

describe('POST /api/auth/checklink', () => {
  it('says a reset link is good, as often as asked, without spending it; spent or expired it is not', async () => {
    const user = await createTestUser(t.database.db);
    await post('/api/auth/forgotpassword', { email: user.email });
    const token = tokenOf((await mailsTo(t.database.db, user.email))[0]!.data.link);

    for (let i = 0; i < 2; i++) {
      const check = await post('/api/auth/checklink', { kind: 'reset', token });
      expect(check.statusCode).toBe(200);
      expect(check.json()).toEqual({ ok: true, email: user.email });
    }
    // A reset link is no invitation.
    expect((await post('/api/auth/checklink', { kind: 'invite', token })).json()).toEqual(
      NOT_VALID,
    );

    const reset = await post('/api/auth/resetpassword', { token, password: 'brand new secret' });
    expect(reset.statusCode).toBe(200);
    expect((await post('/api/auth/checklink', { kind: 'reset', token })).json()).toEqual(NOT_VALID);

    await t.database.db.execute(
      sql`update one_time_tokens set created_at = now() - interval '2 minutes' where kind = 'reset'`,
    );
    await post('/api/auth/forgotpassword', { email: user.email });
    const late = tokenOf((await mailsTo(t.database.db, user.email))[1]!.data.link);
    await t.database.db.execute(
      sql`update one_time_tokens set expires_at = now() - interval '1 second' where kind = 'reset'`,
    );
    expect((await post('/api/auth/checklink', { kind: 'reset', token: late })).json()).toEqual(
      NOT_VALID,
    );
  });

  it('says an unknown well-formed link is not valid', async () => {
    const res = await post('/api/auth/checklink', { kind: 'invite', token: 'a'.repeat(43) });
    expect(res.json()).toEqual(NOT_VALID);
  });

  it('checks an admin-made invitation and a team invitation without spending either', async () => {
    const admin = await createTestAdmin(t.database.db, { adminType: 'ADMIN' });
    const adminAuth = (await signInAs(t.app, admin, { admin: true })).token.accessTokenHeader;
    const email = `olga-${Date.now()}@fjell.test`;
    const signup = await t.app.inject({
      method: 'POST',
      url: '/api/matrix/auth/signup-company',
      headers: { authorization: adminAuth },
      payload: {
        company: { name: `Fjell ${Date.now()}`, type: 'corp', country: 'NO' },
        user: { email, name: 'Olga Fjell' },
      },
    });
    expect(signup.statusCode).toBe(201);
    const invite = tokenOf((await mailsTo(t.database.db, email))[0]!.data.link);
    const first = await post('/api/auth/checklink', { kind: 'invite', token: invite });
    expect(first.json()).toEqual({ ok: true, email });
    const accept = await post('/api/auth/acceptinvite', {
      token: invite,
      password: 'fjord and fjell',
    });
    expect(accept.statusCode).toBe(200);

    const member = await createTestUser(t.database.db);
    const { token } = await signInAs(t.app, member);
    const colleague = `colleague-${Date.now()}@nowhere.test`;
    const invited = await graphql(
      t.app,
      '/api/startup',
      token.accessTokenHeader,
      'mutation ($i: TeamInviteInput!) { inviteTeamMember(input: $i) { id } }',
      { i: { email: colleague, name: 'Col League' } },
    );
    expect(invited.json().errors).toBeUndefined();
    const teamToken = tokenOf((await mailsTo(t.database.db, colleague))[0]!.data.link);
    const check = await post('/api/auth/checklink', { kind: 'invite', token: teamToken });
    expect(check.json()).toEqual({ ok: true, email: colleague });
    const joined = await post('/api/auth/acceptinvite', {
      token: teamToken,
      password: 'joining the team 1',
    });
    expect(joined.statusCode).toBe(200);
    expect(
      (await post('/api/auth/checklink', { kind: 'invite', token: teamToken })).json(),
    ).toEqual(NOT_VALID);
  });
});
