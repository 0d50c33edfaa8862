// The templates these tests send are the identity module's (verify, password reset).
import '../auth/auth.mail.ts';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { testDatabase } from '../../../test/database.ts';
import { eventually } from '../../../test/eventually.ts';
import { dropJobSchema, startTestWorker } from '../../../test/mail.ts';
import { startTestSmtp, type TestSmtp } from '../../../test/smtp.ts';
import type { Database } from '../../platform/db.ts';
import { outboxTransport, smtpTransport, type MailTransport } from '../../platform/mailer.ts';
import { MAIL_QUEUE } from './mail-queue.service.ts';
import { queueMail } from './mail.service.ts';
import { mailMessages } from './mail.tables.ts';
import type { MailWorker } from './mail.worker.ts';

let database: Database;
let smtp: TestSmtp;
const workers: MailWorker[] = [];
let jobSchema = '';

beforeAll(async () => {
  database = await testDatabase();
  smtp = await startTestSmtp();
});
afterEach(async () => {
  for (const w of workers.splice(0)) {
    jobSchema = w.schema;
    await w.stop({ graceful: false });
  }
  smtp.received.length = 0;
});
afterAll(async () => {
  await smtp.close();
  await dropJobSchema(database, jobSchema);
  await database.close();
});

async function worker(transport: MailTransport, expireInSeconds = 60) {
  const w = await startTestWorker(database, transport, { retry: { expireInSeconds } });
  workers.push(w);
  return w;
}

const verifyMail = (to: string, token: string) => ({
  template: 'verify' as const,
  to,
  data: { link: `http://localhost:3000/verify/${token}` },
  idempotencyKey: token,
});

async function messageOf(id: string) {
  const [row] = await database.db.select().from(mailMessages).where(eq(mailMessages.id, id));
  if (!row) throw new Error(`no mail ${id}`);
  return row;
}

/** Waits a little longer than a poll, then checks that nothing more arrived. */
async function expectNoMoreThan(count: number) {
  await new Promise((r) => setTimeout(r, 1500));
  expect(smtp.received).toHaveLength(count);
}

describe('crash safety', () => {
  it('sends a job committed just before the process died once, after a restart', async () => {
    const dying = await worker(smtpTransport(smtp.url));
    await dying.boss.offWork(MAIL_QUEUE); // it takes no job any more…
    const { id } = await queueMail(database.db, verifyMail('commit@example.test', 'tok-commit'));
    await dying.stop({ graceful: false }); // …and dies after the commit
    expect((await messageOf(id)).state).toBe('queued');
    await worker(smtpTransport(smtp.url)); // the restarted process
    await smtp.waitFor(1);
    await expectNoMoreThan(1);
    await eventually(async () => expect((await messageOf(id)).state).toBe('sent'));
  });

  it('sends once when the worker is killed while sending and its job expires', async () => {
    let reachedSend: () => void = () => undefined;
    const reached = new Promise<void>((resolve) => (reachedSend = resolve));
    const frozen: MailTransport = {
      provider: 'smtp',
      send: () => {
        reachedSend();
        return new Promise(() => undefined); // never answers: the process is gone
      },
      close: () => undefined,
    };
    const killed = await worker(frozen, 2);
    const { id } = await queueMail(database.db, verifyMail('killed@example.test', 'tok-killed'));
    await reached;
    await killed.boss.offWork(MAIL_QUEUE);
    expect(await messageOf(id)).toMatchObject({ state: 'queued', attempts: 1 });
    await worker(smtpTransport(smtp.url), 2); // restarted: picks the job up when it expires
    const [mail] = await smtp.waitFor(1);
    expect(mail?.to).toEqual(['killed@example.test']);
    await expectNoMoreThan(1);
    expect(await messageOf(id)).toMatchObject({ state: 'sent', attempts: 2 });
  });

  it('enqueues mail stored while no queue was bound when the worker starts', async () => {
    const { id } = await queueMail(database.db, verifyMail('unbound@example.test', 'tok-unbound'));
    await worker(smtpTransport(smtp.url));
    await smtp.waitFor(1);
    await expectNoMoreThan(1);
    await eventually(async () => expect((await messageOf(id)).state).toBe('sent'));
  });
});

describe('outbox (no SMTP_URL)', () => {
  it('marks the mail delivered to the outbox and logs its links (the demo)', async () => {
    const logged: object[] = [];
    const log = { info: (obj: object) => logged.push(obj) };
    await worker(outboxTransport(log, { demoLinksInLog: true }));
    const { id } = await queueMail(database.db, verifyMail('demo@example.test', 'tok-demo'));
    const row = await eventually(async () => {
      const r = await messageOf(id);
      expect(r.state).toBe('sent');
      return r;
    });
    expect(row).toMatchObject({ provider: 'outbox', providerMessageId: `outbox-${id}` });
    expect(logged).toContainEqual(
      expect.objectContaining({
        to: 'demo@example.test',
        links: ['http://localhost:3000/verify/tok-demo'],
      }),
    );
    expect(smtp.received).toEqual([]);
  });
});
