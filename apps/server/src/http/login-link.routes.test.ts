import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testApp, type TestApp } from '../../test/app.ts';
import { createTestUser } from '../../test/factories.ts';
import { graphql, mailsTo } from '../../test/http.ts';

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

describe('one-time sign-in links', () => {
  it('mails a /token/login/<token> link that signs in once, on the device that uses it', async () => {
    const user = await createTestUser(t.database.db, { type: 'corp' });
    expect((await post('/api/auth/loginlink', { email: user.email.toUpperCase() })).json()).toEqual(
      {
        ok: true,
      },
    );
    const mails = await mailsTo(t.database.db, user.email);
    expect(mails.map((m) => m.template)).toEqual(['login-link']);
    const token = /\/token\/login\/([\w-]+)$/.exec(String(mails[0]!.data.link))?.[1];
    expect(token).toBeDefined();

    expect((await post('/api/auth/magiclogin', { token: token! })).statusCode).toBe(400);
    const first = await post('/api/auth/magiclogin', { token: token! }, { deviceid: 'phone-1' });
    expect(first.statusCode).toBe(200);
    const credentials = first.json();
    expect(credentials.user).toMatchObject({ id: user.id, type: 'corp', admin: false });
    const me = await graphql(
      t.app,
      '/api/corp',
      credentials.token.accessTokenHeader,
      '{ me { email } }',
    );
    expect(me.json().data.me.email).toBe(user.email);

    const again = await post('/api/auth/magiclogin', { token: token! }, { deviceid: 'phone-1' });
    expect(again.statusCode).toBe(400);
    expect(again.json().error.message).toBe('This link is not valid or has expired');
  });

  it('answers an unknown address like a known one and sends nothing', async () => {
    const res = await post('/api/auth/loginlink', { email: 'nobody@example.test' });
    expect(res.json()).toEqual({ ok: true });
    expect(await mailsTo(t.database.db, 'nobody@example.test')).toEqual([]);
  });

  it('sends at most one link a minute per account', async () => {
    const user = await createTestUser(t.database.db);
    await post('/api/auth/loginlink', { email: user.email });
    await post('/api/auth/loginlink', { email: user.email });
    expect(await mailsTo(t.database.db, user.email)).toHaveLength(1);
  });
});
