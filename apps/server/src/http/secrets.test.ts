import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { testApp, type TestApp } from '../../test/app.ts';
import { eventually } from '../../test/eventually.ts';
import { createTestAdmin, createTestUser, TEST_PASSWORD } from '../../test/factories.ts';
import { mailsTo, signInAs, tokenOf } from '../../test/http.ts';
import { dropJobSchema, startTestWorker } from '../../test/mail.ts';
import type { MailWorker } from '../modules/mail/mail.worker.ts';
import { loggableUrl } from '../platform/logger.ts';
import { outboxTransport, showsDemoLinks } from '../platform/mailer.ts';

/*
 * No usable secret at rest or in logs. The app logs at trace level into
 * memory while the test runs every flow that handles a password or a token; at the end the log
 * is searched for every one of them. Mail goes through the real worker and the outbox transport
 * as it runs without SMTP on a server (not the demo).
 */
const lines: string[] = [];
let t: TestApp;
let worker: MailWorker;
/** Every secret the test wrote or received: none may appear in the log. */
const secrets = new Set<string>();

beforeAll(async () => {
  t = await testApp({
    env: {
      LOG_LEVEL: 'trace',
      NODE_ENV: 'production',
      BODY_LIMIT: 1024 * 1024,
      PUBLIC_URL: 'http://matchday.test',
    },
    logStream: { write: (line: string) => void lines.push(line) },
  });
  worker = await startTestWorker(t.database, outboxTransport(t.app.log));
});
afterAll(async () => {
  await worker.stop();
  await dropJobSchema(t.database, worker.schema);
  await t.close();
});

const post = async (url: string, payload: object, headers: Record<string, string> = {}) => {
  const res = await t.app.inject({ method: 'POST', url, payload, headers });
  await t.app.background.settled();
  return res;
};

/** The live link of the newest mail to `to`, read as the worker sends it. */
async function liveLink(to: string, template: string) {
  const mails = (await mailsTo(t.database.db, to)).filter((m) => m.template === template);
  return mails.at(-1)!.data.link;
}

const admin = (authorization: string, query: string, variables: object = {}) =>
  t.app.inject({
    method: 'POST',
    url: '/api/matrix/neo',
    headers: { deviceid: 'device-1', authorization },
    payload: { query, variables },
  });

describe('no usable secret in the Outbox', () => {
  it('an ADMIN asking a reset for another admin cannot read the link in mailMessages', async () => {
    const attacker = await createTestAdmin(t.database.db, { adminType: 'ADMIN' });
    const victim = await createTestAdmin(t.database.db, { adminType: 'ADMIN' });
    const a = await signInAs(t.app, attacker, { admin: true });
    await post('/api/auth/forgotpassword', { email: victim.email });
    const link = await liveLink(victim.email, 'password-reset');
    const token = tokenOf(link);
    secrets.add(token);
    expect(token).toMatch(/^[\w-]{43}$/);

    const read = async () => {
      const res = await admin(
        a.token.accessTokenHeader,
        `{ mailMessages(filter: { recipient: "${victim.email}" }) { items { data html text state } } }`,
      );
      return res.json().data.mailMessages.items[0];
    };
    const queued = await read();
    expect(JSON.stringify(queued)).not.toContain(token);
    expect(JSON.parse(queued.data).link).toBe('http://matchday.test/reset/[redacted]');
    // Sent: the live link is dropped from the database too.
    await eventually(async () => expect((await read()).state).toBe('sent'));
    expect(JSON.stringify(await read())).not.toContain(token);
    const rows = await t.database.db.execute(
      sql`select data::text || coalesce(secret_data::text, '') as all from mail_messages`,
    );
    expect(JSON.stringify(rows)).not.toContain(token);
    // The victim's link still worked for the victim (it left in the mail).
    const reset = await post('/api/auth/resetpassword', { token, password: 'victim new secret' });
    expect(reset.statusCode).toBe(200);
    secrets.add('victim new secret');
  });

  it('a sent mail whose link was dropped is not resent with a dead link', async () => {
    const user = await createTestUser(t.database.db);
    const a = await signInAs(t.app, await createTestAdmin(t.database.db), { admin: true });
    await post('/api/auth/loginlink', { email: user.email });
    secrets.add(tokenOf(await liveLink(user.email, 'login-link')));
    const list = async () =>
      (
        await admin(
          a.token.accessTokenHeader,
          `{ mailMessages(filter: { recipient: "${user.email}" }) { items { id state } } }`,
        )
      ).json().data.mailMessages.items[0];
    await eventually(async () => expect((await list()).state).toBe('sent'));
    const res = await admin(
      a.token.accessTokenHeader,
      `mutation { resendMail(id: "${(await list()).id}") { state } }`,
    );
    expect(res.json().errors[0].message).toBe(
      'This mail carried a one-time link that is no longer kept',
    );
  });
});

describe('no secret in the logs', () => {
  it('access logs carry the screen of /reset, /verify and /token links, never the token', () => {
    expect(loggableUrl('/reset/abcDEF123_-xyz')).toBe('/reset/:token');
    expect(loggableUrl('/verify/abc?x=1')).toBe('/verify/:token?x=1');
    expect(loggableUrl('/token/invite/abc')).toBe('/token/invite/:token');
    expect(loggableUrl('/api/files/1?exp=2&sig=secret')).toBe('/api/files/1?exp=2&sig=:redacted');
    expect(loggableUrl('/startup/events')).toBe('/startup/events');
  });

  it('outbox links reach the log only in the demo: embedded database, not production', () => {
    expect(showsDemoLinks({ NODE_ENV: 'development', SEED_DEMO: 'auto' }, 'pglite')).toBe(true);
    expect(showsDemoLinks({ NODE_ENV: 'production', SEED_DEMO: 'auto' }, 'pglite')).toBe(false);
    expect(showsDemoLinks({ NODE_ENV: 'development', SEED_DEMO: 'auto' }, 'postgres')).toBe(false);
    expect(showsDemoLinks({ NODE_ENV: 'development', SEED_DEMO: 'false' }, 'pglite')).toBe(false);
  });

  it('a full run of every password and link flow writes none of its secrets to the log', async () => {
    // Sign-up, verification link (opened as a page, then spent), sign-in, refresh.
    const email = 'log-secrets@nimbus.test';
    const password = 'log test passphrase one';
    secrets.add(password);
    await post('/api/auth/register', {
      company: { name: 'Log Labs AB', country: 'SE' },
      user: { email, name: 'Lo Gg', password },
    });
    const verify = tokenOf(await liveLink(email, 'verify'));
    secrets.add(verify);
    await t.app.inject({ method: 'GET', url: `/verify/${verify}` });
    expect((await post('/api/verify', { token: verify })).statusCode).toBe(200);
    const login = await post(
      '/api/auth/login',
      { username: email, password },
      { deviceid: 'device-1' },
    );
    expect(login.statusCode).toBe(200);
    const c = login.json();
    secrets.add(c.token.refreshToken);
    secrets.add(c.token.accessTokenHeader.replace(/^Bearer /, ''));
    const renewed = await post(
      '/api/auth/token',
      { userId: c.user.id, type: 'startup', refreshToken: c.token.refreshToken },
      { deviceid: 'device-1', authorization: c.token.accessTokenHeader },
    );
    secrets.add(renewed.json().token.refreshToken);
    // A reuse of the spent token is logged — without the token.
    await post(
      '/api/auth/token',
      { userId: c.user.id, type: 'startup', refreshToken: c.token.refreshToken },
      { deviceid: 'device-1' },
    );
    // Wrong password, password change, forgot + reset, sign-in link.
    await post(
      '/api/auth/login',
      { username: email, password: 'a wrong guess!' },
      { deviceid: 'd' },
    );
    secrets.add('a wrong guess!');
    const second = 'log test passphrase two';
    secrets.add(second);
    await post(
      '/api/auth/updatepassword',
      { oldPassword: password, newPassword: second },
      { deviceid: 'device-1', authorization: renewed.json().token.accessTokenHeader },
    );
    await t.database.db.execute(
      sql`update one_time_tokens set created_at = now() - interval '2 minutes'`,
    );
    await post('/api/auth/forgotpassword', { email });
    const reset = tokenOf(await liveLink(email, 'password-reset'));
    secrets.add(reset);
    await t.app.inject({ method: 'GET', url: `/reset/${reset}` });
    const third = 'log test passphrase three';
    secrets.add(third);
    expect(
      (await post('/api/auth/resetpassword', { token: reset, password: third })).statusCode,
    ).toBe(200);
    await post('/api/auth/loginlink', { email });
    const magic = tokenOf(await liveLink(email, 'login-link'));
    secrets.add(magic);
    await t.app.inject({ method: 'GET', url: `/token/login/${magic}` });
    expect(
      (await post('/api/auth/magiclogin', { token: magic }, { deviceid: 'd2' })).statusCode,
    ).toBe(200);
    // An organisation registered by an ADMIN: its first user accepts the invitation.
    const boss = await createTestAdmin(t.database.db);
    const b = await signInAs(t.app, boss, { admin: true });
    secrets.add(TEST_PASSWORD);
    const invitee = 'log-invitee@nimbus.test';
    await post(
      '/api/matrix/auth/signup-company',
      {
        company: { name: 'Invited AB', type: 'corp', country: 'SE' },
        user: { email: invitee, name: 'In Vited' },
      },
      { deviceid: 'device-1', authorization: b.token.accessTokenHeader },
    );
    const invite = tokenOf(await liveLink(invitee, 'invitation'));
    secrets.add(invite);
    const fourth = 'log test passphrase four';
    secrets.add(fourth);
    await t.app.inject({ method: 'GET', url: `/token/invite/${invite}` });
    expect(
      (await post('/api/auth/acceptinvite', { token: invite, password: fourth })).statusCode,
    ).toBe(200);
    // Every mail delivered by the worker (its log line is part of the run).
    await eventually(async () => {
      const rows = await t.database.db.execute(
        sql`select count(*)::int as n from mail_messages where state <> 'sent'`,
      );
      expect((rows as unknown as { rows: { n: number }[] }).rows[0]!.n).toBe(0);
    });

    const log = lines.join('');
    expect(log).toContain('mail kept in the outbox');
    expect(log).toContain('/reset/:token');
    expect(secrets.size).toBeGreaterThan(10);
    for (const secret of secrets) expect(log, `a secret in the log`).not.toContain(secret);
  });
});
