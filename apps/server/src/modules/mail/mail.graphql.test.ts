// The templates these tests send are the identity module's (verify, password reset).
import '../auth/auth.mail.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminActor, as, headerActor, userActor } from '../../../test/actors.ts';
import { testApp, type TestApp } from '../../../test/app.ts';
import { eventually } from '../../../test/eventually.ts';
import { dropJobSchema, startTestWorker } from '../../../test/mail.ts';
import { startTestSmtp, type TestSmtp } from '../../../test/smtp.ts';
import type { Actor } from '../../platform/actor.ts';
import { smtpTransport } from '../../platform/mailer.ts';
import { queueMail } from './mail.service.ts';
import type { MailWorker } from './mail.worker.ts';

let t: TestApp;
let smtp: TestSmtp;
let worker: MailWorker;

beforeAll(async () => {
  t = await testApp({ resolveActor: headerActor });
  smtp = await startTestSmtp();
  worker = await startTestWorker(t.database, smtpTransport(smtp.url), {
    retry: { retryLimit: 1, retryDelay: 0, retryBackoff: false },
  });
});
afterAll(async () => {
  await worker.stop();
  await smtp.close();
  await dropJobSchema(t.database, worker.schema);
  await t.close();
});

async function gql(actor: Actor, query: string, variables: object = {}) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/matrix/neo',
    headers: as(actor),
    payload: { query, variables },
  });
  return { status: res.statusCode, body: res.json() };
}

const LIST = `query ($filter: MailFilter, $offset: Int, $limit: Int) {
  mailMessages(filter: $filter, offset: $offset, limit: $limit) {
    total
    items { id template recipient subject state attempts lastError provider job { state error retryCount } }
  }
}`;

const mail = (template: 'verify' | 'password-reset', to: string, token: string) => ({
  template,
  to,
  data: { link: `http://matchday.test/${template === 'verify' ? 'verify' : 'reset'}/${token}` },
  idempotencyKey: token,
});

describe('admin Outbox over GraphQL', () => {
  it('is refused to other admin kinds and to users', async () => {
    const host = await gql(adminActor('EVENT_HOST'), LIST);
    expect(host.body.errors?.[0]?.message).toMatch(/not authorized/i);
    const user = await gql(userActor('startup'), LIST);
    expect(user.status).toBe(403);
  });

  it('lists stored mails with filters, pages and the total', async () => {
    await queueMail(t.database.db, mail('verify', 'a1@example.test', 'g1'));
    await queueMail(t.database.db, mail('verify', 'a2@example.test', 'g2'));
    await queueMail(t.database.db, mail('password-reset', 'b1@example.test', 'g3'));
    await smtp.waitFor(3);
    const all = await gql(adminActor(), LIST, { filter: { template: 'verify' }, limit: 1 });
    expect(all.body.data.mailMessages.total).toBe(2);
    expect(all.body.data.mailMessages.items).toHaveLength(1);
    const second = await gql(adminActor(), LIST, { filter: { template: 'verify' }, offset: 1 });
    expect(second.body.data.mailMessages.items).toHaveLength(1);
    expect(second.body.data.mailMessages.items[0].id).not.toBe(
      all.body.data.mailMessages.items[0].id,
    );
    const byRecipient = await gql(adminActor(), LIST, { filter: { recipient: 'B1@EXAMPLE' } });
    expect(
      byRecipient.body.data.mailMessages.items.map((m: { recipient: string }) => m.recipient),
    ).toEqual(['b1@example.test']);
  });

  it('shows one mail with its rendered HTML and text', async () => {
    const { id } = await queueMail(t.database.db, mail('verify', 'preview@example.test', 'g4'));
    const res = await gql(
      adminActor(),
      `query ($id: ID!) { mailMessage(id: $id) { recipient subject html text data } }`,
      { id },
    );
    const m = res.body.data.mailMessage;
    expect(m.subject).toBe('Verify your e-mail address for Matchday');
    expect(m.html).toContain('href="http://matchday.test/verify/g4"');
    expect(m.text).toContain('http://matchday.test/verify/g4');
    expect(JSON.parse(m.data)).toEqual({ link: 'http://matchday.test/verify/g4' });
    const missing = await gql(adminActor(), `{ mailMessage(id: "nope") { id } }`);
    expect(missing.body.errors?.[0]?.message).toBe('No such mail');
    await smtp.waitFor(4);
  });

  it('shows failed mails with their error and job, and resends them', async () => {
    smtp.refuse('relay denied');
    const { id } = await queueMail(t.database.db, mail('verify', 'fail@example.test', 'g5'));
    const failed = await eventually(async () => {
      const res = await gql(adminActor(), LIST, { filter: { state: 'failed' } });
      expect(res.body.data.mailMessages.total).toBe(1);
      // The row is marked failed before pg-boss fails its job: wait for both.
      expect(res.body.data.mailMessages.items[0].job).toMatchObject({ state: 'failed' });
      return res.body.data.mailMessages.items[0];
    });
    expect(failed).toMatchObject({ id, state: 'failed', attempts: 2, provider: 'smtp' });
    expect(failed.lastError).toMatch(/relay denied/);
    expect(failed.job).toMatchObject({ state: 'failed', retryCount: 1 });
    expect(failed.job.error).toMatch(/relay denied/);

    smtp.refuse(null);
    const before = smtp.received.length;
    const resent = await gql(
      adminActor(),
      `mutation ($id: ID!) { resendMail(id: $id) { state } }`,
      {
        id,
      },
    );
    expect(resent.body.data.resendMail.state).toBe('queued');
    await smtp.waitFor(before + 1);
    expect(smtp.received.at(-1)?.to).toEqual(['fail@example.test']);
    await eventually(async () => {
      const res = await gql(
        adminActor(),
        `query ($id: ID!) { mailMessage(id: $id) { state lastError } }`,
        {
          id,
        },
      );
      expect(res.body.data.mailMessage).toEqual({ state: 'sent', lastError: null });
    });
    const again = await gql(adminActor(), `mutation { resendMail(id: "${id}") { state } }`);
    expect(again.body.data.resendMail.state).toBe('queued');
  });
});
