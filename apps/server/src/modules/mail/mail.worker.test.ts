// The templates these tests send are the identity module's (verify, password reset).
import '../auth/auth.mail.ts';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { testDatabase } from '../../../test/database.ts';
import { eventually } from '../../../test/eventually.ts';
import { dropJobSchema, startTestWorker } from '../../../test/mail.ts';
import { startTestSmtp, type TestSmtp } from '../../../test/smtp.ts';
import type { Database } from '../../platform/db.ts';
import { smtpTransport } from '../../platform/mailer.ts';
import { recordPageView, topPages } from '../analytics/analytics.service.ts';
import { queueMail } from './mail.service.ts';
import { mailMessages } from './mail.tables.ts';
import type { MailWorker } from './mail.worker.ts';

let database: Database;
let smtp: TestSmtp;
let worker: MailWorker | null = null;
let jobSchema = '';

beforeAll(async () => {
  database = await testDatabase();
  smtp = await startTestSmtp();
});
afterEach(async () => {
  if (worker) {
    jobSchema = worker.schema;
    await worker.stop();
  }
  worker = null;
  smtp.received.length = 0;
  smtp.refuse(null);
});
afterAll(async () => {
  await smtp.close();
  await dropJobSchema(database, jobSchema);
  await database.close();
});

const link = (token: string) => `http://localhost:3000/verify/${token}`;
const verifyMail = (to: string, token: string) => ({
  template: 'verify' as const,
  to,
  data: { link: link(token), name: 'Ada Lovelace' },
  idempotencyKey: token,
});

async function messageOf(id: string) {
  const [row] = await database.db.select().from(mailMessages).where(eq(mailMessages.id, id));
  if (!row) throw new Error(`no mail ${id}`);
  return row;
}

describe('mail worker over SMTP', () => {
  it('delivers a queued mail with subject, both bodies and a working link', async () => {
    worker = await startTestWorker(
      database,
      smtpTransport(smtp.url, 'Matchday <no-reply@matchday.test>'),
    );
    const { id } = await queueMail(database.db, verifyMail('ada@example.test', 'tok-deliver'));
    const [mail] = await smtp.waitFor(1);
    expect(mail?.to).toEqual(['ada@example.test']);
    expect(mail?.from).toBe('no-reply@matchday.test');
    expect(mail?.subject).toBe('Verify your e-mail address for Matchday');
    expect(mail?.headers.get('x-matchday-mail-id')).toBe(id);
    const hrefs = [...(mail?.html ?? '').matchAll(/href="([^"]+)"/g)].map((m) => m[1]);
    expect(hrefs).toContain(link('tok-deliver'));
    expect(mail?.html).toContain('Hello Ada Lovelace,');
    expect(mail?.html).toContain('support@matchday.test');
    expect(mail?.html).toContain('this address was used to sign up for Matchday');
    expect(mail?.text).toContain(link('tok-deliver'));
    expect(mail?.text).toContain('Hello Ada Lovelace,');
    expect(mail?.text).toContain('support@matchday.test');
    expect(new URL(link('tok-deliver')).pathname).toBe('/verify/tok-deliver');
    const row = await eventually(async () => {
      const r = await messageOf(id);
      expect(r.state).toBe('sent');
      return r;
    });
    expect(row).toMatchObject({ attempts: 1, provider: 'smtp', lastError: null });
    expect(row.providerMessageId).toMatch(/@/);
    expect(row.sentAt).toBeInstanceOf(Date);
  });

  it('sends a repeated trigger once', async () => {
    worker = await startTestWorker(database, smtpTransport(smtp.url));
    const first = await queueMail(database.db, verifyMail('twice@example.test', 'tok-twice'));
    const second = await queueMail(database.db, verifyMail('twice@example.test', 'tok-twice'));
    expect(second).toEqual({ id: first.id, duplicate: true });
    await queueMail(database.db, verifyMail('sentinel@example.test', 'tok-sentinel-1'));
    await smtp.waitFor(2);
    await eventually(async () => expect((await messageOf(first.id)).state).toBe('sent'));
    expect(smtp.received.map((m) => m.to[0]).sort()).toEqual([
      'sentinel@example.test',
      'twice@example.test',
    ]);
  });

  it('sends nothing for a transaction that rolls back', async () => {
    worker = await startTestWorker(database, smtpTransport(smtp.url));
    await expect(
      database.db.transaction(async (tx) => {
        await recordPageView(tx, { path: '/rolled-back' });
        await queueMail(tx, verifyMail('ghost@example.test', 'tok-ghost'));
        throw new Error('business rule refused');
      }),
    ).rejects.toThrow('business rule refused');
    // A mail queued afterwards arrives; the rolled-back one never does.
    await queueMail(database.db, verifyMail('sentinel@example.test', 'tok-sentinel-2'));
    await smtp.waitFor(1);
    await new Promise((r) => setTimeout(r, 1200));
    expect(smtp.received.map((m) => m.to[0])).toEqual(['sentinel@example.test']);
    const ghosts = await database.db
      .select()
      .from(mailMessages)
      .where(eq(mailMessages.recipient, 'ghost@example.test'));
    expect(ghosts).toEqual([]);
  });

  it('retries a refused mail, marks it failed after the last attempt, keeps the business change', async () => {
    worker = await startTestWorker(database, smtpTransport(smtp.url), {
      retry: { retryLimit: 2, retryDelay: 0, retryBackoff: false },
    });
    smtp.refuse('mailbox unavailable');
    const { id } = await database.db.transaction(async (tx) => {
      await recordPageView(tx, { path: '/signed-up' });
      return queueMail(tx, verifyMail('refused@example.test', 'tok-refused'));
    });
    const row = await eventually(async () => {
      const r = await messageOf(id);
      expect(r.state).toBe('failed');
      return r;
    });
    expect(row.attempts).toBe(3);
    expect(row.lastError).toMatch(/mailbox unavailable/);
    expect(smtp.received).toEqual([]);
    const pages = await topPages(database.db, new Date(0), 100);
    expect(pages).toContainEqual({ path: '/signed-up', views: 1 });
  });
});
