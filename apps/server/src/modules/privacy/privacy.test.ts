import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testApp, type TestApp } from '../../../test/app.ts';
import { createTestAdmin, createTestUser, TEST_PASSWORD } from '../../../test/factories.ts';
import { graphql, login, mailsTo, refresh, signInAs } from '../../../test/http.ts';
import { hashPassword } from '../auth/passwords.ts';
import { createUser } from '../accounts/accounts.service.ts';

/** Personal data: the export (GET /api/me/export) and deleteMyAccount. */
let t: TestApp;
let leaver: { id: string; email: string; companyId: string };
const stayer = { email: 'stayer@privacy.test', type: 'startup' };

beforeAll(async () => {
  t = await testApp();
  leaver = await createTestUser(t.database.db, { type: 'startup', email: 'leaver@privacy.test' });
  await createUser(t.database.db, {
    companyId: leaver.companyId,
    type: 'startup',
    email: stayer.email,
    name: 'Stay Er',
    passwordHash: await hashPassword(TEST_PASSWORD),
    verified: true,
    onboarded: true,
  });
});
afterAll(() => t.close());

const rows = async <T>(query: ReturnType<typeof sql>) =>
  ((await t.database.db.execute(query)) as unknown as { rows: T[] }).rows;

describe('personal data', () => {
  it('exports everything held about the person as JSON, without secrets', async () => {
    const c = await signInAs(t.app, leaver);
    await t.app.inject({
      method: 'POST',
      url: '/api/auth/forgotpassword',
      payload: { email: leaver.email },
    });
    await t.app.background.settled();
    const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#000' } })
      .png()
      .toBuffer();
    const boundary = 'xyz';
    const body = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="purpose"\r\n\r\nattachment\r\n`,
      ),
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="me.png"\r\nContent-Type: image/png\r\n\r\n`,
      ),
      png,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const up = await t.app.inject({
      method: 'POST',
      url: '/api/upload',
      headers: {
        authorization: c.token.accessTokenHeader,
        'content-type': `multipart/form-data; boundary=${boundary}`,
      },
      payload: body,
    });
    expect(up.statusCode).toBe(201);

    expect((await t.app.inject({ method: 'GET', url: '/api/me/export' })).statusCode).toBe(401);
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/me/export',
      headers: { authorization: c.token.accessTokenHeader },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toMatch(
      /attachment; filename="matchday-personal-data.json"/,
    );
    const data = res.json();
    expect(data.account).toMatchObject({
      email: leaver.email,
      name: 'Test Person',
      hasPassword: true,
    });
    expect(data.company).toMatchObject({ id: leaver.companyId, type: 'startup' });
    expect(data.sessions.length).toBeGreaterThanOrEqual(1);
    expect(data.sessions[0]).toMatchObject({ deviceId: 'device-1' });
    expect(data.mails.map((m: { template: string }) => m.template)).toEqual(['password-reset']);
    expect(data.uploads).toEqual([
      expect.objectContaining({ purpose: 'attachment', name: 'me.png' }),
    ]);
    expect(res.body).not.toMatch(/argon2|refresh_hash|refreshHash|tokenHash|passwordHash/);

    const admin = await createTestAdmin(t.database.db);
    const a = await signInAs(t.app, admin, { admin: true });
    const forAdmin = await t.app.inject({
      method: 'GET',
      url: '/api/me/export',
      headers: { authorization: a.token.accessTokenHeader },
    });
    expect(forAdmin.statusCode).toBe(403);
  });

  it('deletes the account after the password check: data erased, sessions ended, company kept', async () => {
    const c = await signInAs(t.app, leaver);
    const s = await signInAs(t.app, stayer);
    const team = await graphql(
      t.app,
      '/api/startup',
      s.token.accessTokenHeader,
      '{ myTeam { id email } }',
    );
    const leaverId = team
      .json()
      .data.myTeam.find((m: { email: string }) => m.email === leaver.email).id;
    await graphql(
      t.app,
      '/api/startup',
      s.token.accessTokenHeader,
      'mutation ($id: ID!) { setContactPerson(userId: $id) { id } }',
      {
        id: leaverId,
      },
    );

    const DELETE = 'mutation ($p: String!) { deleteMyAccount(password: $p) }';
    const wrong = await graphql(t.app, '/api/startup', c.token.accessTokenHeader, DELETE, {
      p: 'not my password',
    });
    expect(wrong.json().errors[0].extensions).toMatchObject({
      code: 'BAD_REQUEST',
      fields: [{ field: 'password' }],
    });
    // The attempt counts against the caller's address (the Fastify request's ip; the context's
    // `request` once was Yoga's fetch Request, which has none, and counted under "undefined").
    expect(
      await rows(sql`select key from login_throttle where key in ('ip:127.0.0.1', 'ip:undefined')`),
    ).toEqual([{ key: 'ip:127.0.0.1' }]);
    const done = await graphql(t.app, '/api/startup', c.token.accessTokenHeader, DELETE, {
      p: TEST_PASSWORD,
    });
    expect(done.json()).toEqual({ data: { deleteMyAccount: true } });

    // Sessions end at once; the account is gone.
    const after = await graphql(
      t.app,
      '/api/startup',
      c.token.accessTokenHeader,
      '{ myCompany { id } }',
    );
    expect(after.statusCode).toBe(401);
    expect((await refresh(t.app, c)).statusCode).toBe(401);
    expect((await login(t.app, { username: leaver.email })).statusCode).toBe(401);
    expect(await rows(sql`select id from users where lower(email) = ${leaver.email}`)).toEqual([]);
    expect(await rows(sql`select id from sessions where subject_id = ${leaverId}`)).toEqual([]);
    expect(await mailsTo(t.database.db, leaver.email)).toEqual([]);

    // The company and its records stay, without the person.
    const mine = await graphql(
      t.app,
      '/api/startup',
      s.token.accessTokenHeader,
      '{ myCompany { id contactPerson { id } team { email } } }',
    );
    expect(mine.json().data.myCompany).toEqual({
      id: leaver.companyId,
      contactPerson: null,
      team: [{ email: stayer.email }],
    });
    const files = await rows<{ owner_company_id: string; uploaded_by_id: string | null }>(
      sql`select owner_company_id, uploaded_by_id from files where owner_company_id = ${leaver.companyId}`,
    );
    expect(files).toEqual([{ owner_company_id: leaver.companyId, uploaded_by_id: null }]);
  });
});
