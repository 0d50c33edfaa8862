// The template these tests send is the identity module's (verify).
import '../auth/auth.mail.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminActor, as, headerActor } from '../../../test/actors.ts';
import { testApp, type TestApp } from '../../../test/app.ts';
import { eventually } from '../../../test/eventually.ts';
import { dropJobSchema, silentLog, startTestWorker } from '../../../test/mail.ts';
import { outboxTransport } from '../../platform/mailer.ts';
import { queueMail } from './mail.service.ts';
import type { MailWorker } from './mail.worker.ts';

/**
 * Without a mail transport (no SMTP_URL) the worker only keeps a mail for
 * the Outbox; the Outbox says so ("kept"), never "sent", and filters by it.
 */
let t: TestApp;
let worker: MailWorker;

beforeAll(async () => {
  t = await testApp({ resolveActor: headerActor });
  worker = await startTestWorker(t.database, outboxTransport(silentLog));
});
afterAll(async () => {
  await worker.stop();
  await dropJobSchema(t.database, worker.schema);
  await t.close();
});

async function list(filter: Record<string, unknown>) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/matrix/neo',
    headers: as(adminActor()),
    payload: {
      query: `query ($filter: MailFilter) {
        mailMessages(filter: $filter) { total items { recipient state delivery provider } } }`,
      variables: { filter },
    },
  });
  return res.json().data.mailMessages as {
    total: number;
    items: { recipient: string; state: string; delivery: string; provider: string }[];
  };
}

describe('the Outbox tells kept mail from sent mail', () => {
  it('labels a mail handled without a transport as kept, not sent, and filters by it', async () => {
    await queueMail(t.database.db, {
      template: 'verify',
      to: 'kept@example.test',
      data: { link: 'http://matchday.test/verify/k1' },
      idempotencyKey: 'k1',
    });
    const kept = await eventually(async () => {
      const page = await list({ recipient: 'kept@example.test' });
      expect(page.items[0]?.state).toBe('sent');
      return page.items[0]!;
    });
    expect(kept).toEqual({
      recipient: 'kept@example.test',
      state: 'sent',
      delivery: 'kept',
      provider: 'outbox',
    });
    expect((await list({ delivery: 'kept' })).items.map((m) => m.recipient)).toContain(
      'kept@example.test',
    );
    expect((await list({ delivery: 'sent' })).total).toBe(0);
  });
});
