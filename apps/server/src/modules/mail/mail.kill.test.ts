// The templates these tests send are the identity module's (verify, password reset).
import '../auth/auth.mail.ts';
import { PGlite } from '@electric-sql/pglite';
import { eq, sql } from 'drizzle-orm';
import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { childArgs } from '../../../test/children.ts';
import { testDatabase } from '../../../test/database.ts';
import { eventually } from '../../../test/eventually.ts';
import { dropJobSchema, startTestWorker } from '../../../test/mail.ts';
import { startTestSmtp, type TestSmtp } from '../../../test/smtp.ts';
import { openPglite, type Database } from '../../platform/db.ts';
import { smtpTransport } from '../../platform/mailer.ts';
import { MAIL_QUEUE } from './mail-queue.service.ts';
import { queueMail } from './mail.service.ts';
import { mailMessages } from './mail.tables.ts';

const child = fileURLToPath(new URL('../../../test/mail-kill-child.ts', import.meta.url));
const url = process.env.DATABASE_URL;
/**
 * How long a delivery attempt holds its job (the child's too, test/mail-kill-child.ts): the
 * killed attempt's claim must run out before the restarted worker takes the job again, and the
 * restarted one's must not run out while it sends, or a busy machine counts a third attempt.
 */
const CLAIM_SECONDS = 5;

let smtp: TestSmtp;
let dir = '';
beforeAll(async () => {
  smtp = await startTestSmtp();
  dir = await mkdtemp(path.join(tmpdir(), 'matchday-kill-'));
});
afterAll(async () => {
  await smtp.close();
  await rm(dir, { recursive: true, force: true });
});

/** The database of this test: a PGlite directory the child process can open, or a PG schema. */
async function open(): Promise<Database> {
  if (url) return testDatabase();
  const database = openPglite(new PGlite(dir));
  await database.migrate();
  return database;
}

async function runDyingServer(database: Database) {
  const env: Record<string, string> = { ...(process.env as Record<string, string>) };
  if (url) {
    const result = await database.db.execute<{ s: string }>(sql`select current_schema() as s`);
    env.KILL_DATABASE_URL = url;
    env.KILL_SCHEMA = (result as unknown as { rows: { s: string }[] }).rows[0]!.s;
  } else {
    env.KILL_PGLITE_DIR = dir;
  }
  const proc = spawn(process.execPath, childArgs(child), { env, stdio: 'inherit' });
  return new Promise<NodeJS.Signals | null>((resolve) =>
    proc.on('exit', (_code, signal) => resolve(signal)),
  );
}

describe('crash safety with a real process kill', () => {
  it('a worker process SIGKILLed before sending: the restarted one sends the mail once', async () => {
    let database = await open();
    // The request's process commits the business change with its mail, then goes away.
    const producer = await startTestWorker(database, smtpTransport(smtp.url), {
      retry: { expireInSeconds: CLAIM_SECONDS },
    });
    const schema = producer.schema;
    await producer.boss.offWork(MAIL_QUEUE);
    const { id } = await queueMail(database.db, {
      template: 'verify',
      to: 'sigkill@example.test',
      data: { link: 'http://localhost:3000/verify/tok-sigkill' },
      idempotencyKey: 'tok-sigkill',
    });
    await producer.stop({ graceful: false });
    if (!url) await database.close(); // PGlite: one process at a time owns the directory

    expect(await runDyingServer(database)).toBe('SIGKILL');
    expect(smtp.received).toEqual([]);

    if (!url) database = openPglite(new PGlite(dir));
    const restarted = await startTestWorker(database, smtpTransport(smtp.url), {
      retry: { expireInSeconds: CLAIM_SECONDS },
    });
    try {
      const [mail] = await smtp.waitFor(1);
      expect(mail?.to).toEqual(['sigkill@example.test']);
      const row = await eventually(async () => {
        const [r] = await database.db.select().from(mailMessages).where(eq(mailMessages.id, id));
        expect(r?.state).toBe('sent');
        return r!;
      });
      expect(row.attempts).toBe(2); // the killed attempt and the one that sent
      await new Promise((r) => setTimeout(r, 1500));
      expect(smtp.received).toHaveLength(1);
    } finally {
      await restarted.stop();
      await dropJobSchema(database, schema);
      await database.close();
    }
  });
});
