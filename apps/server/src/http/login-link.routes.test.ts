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

  it('keeps the page the person was going to (?next=) in the link, only when it is a path of this site', async () => {
    const target = '/startup/events/0b6f7c1e-2a4d-4c8e-9f00-123456789abc/selections';
    const user = await createTestUser(t.database.db);
    await post('/api/auth/loginlink', { email: user.email, next: target });
    const [mail] = await mailsTo(t.database.db, user.email);
    const link = new URL(String(mail!.data.link));
    expect(link.pathname).toMatch(/^\/token\/login\/[\w-]+$/);
    expect(link.searchParams.get('next')).toBe(target);

    for (const evil of ['//evil.example/x', 'https://evil.example', '/\\evil.example', '/a\nb']) {
      const other = await createTestUser(t.database.db);
      await post('/api/auth/loginlink', { email: other.email, next: evil });
      const [sent] = await mailsTo(t.database.db, other.email);
      const url = new URL(String(sent!.data.link));
      expect(url.search, evil).toBe('');
      expect(url.host).toBe(link.host);
    }
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
