/**
 * `npm run bench:mail`: queues 5,000 mails (each in its own transaction, as a business change
 * would) and measures them end to end — enqueue → pg-boss job → render → SMTP → row 'sent' —
 * against a real SMTP server on loopback (smtp-server, in a child process). Prints mails/second and RSS; asserts nothing.
 * PostgreSQL when DATABASE_URL is set (in a throwaway schema), else in-process PGlite.
 * Target: ≥ 200 mails/s on PostgreSQL with flat memory.
 */
import { PGlite } from '@electric-sql/pglite';
import { count, eq, sql } from 'drizzle-orm';
import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import '../apps/server/src/modules/auth/auth.mail.ts';
import { queueMail } from '../apps/server/src/modules/mail/mail.service.ts';
import { mailMessages } from '../apps/server/src/modules/mail/mail.tables.ts';
import { startMailWorker } from '../apps/server/src/modules/mail/mail.worker.ts';
import { openDatabase, openPglite, type Database } from '../apps/server/src/platform/db.ts';
import { smtpTransport } from '../apps/server/src/platform/mailer.ts';

const TOTAL = Number(process.env.BENCH_MAILS ?? 5000);
const url = process.env.DATABASE_URL;
const schema = `bench_mail_${process.pid}`;

async function open(): Promise<Database> {
  if (!url) return openPglite(new PGlite());
  const admin = await openDatabase({ url, poolSize: 1 });
  await admin.db.execute(sql.raw(`create schema "${schema}"`));
  await admin.close();
  return openDatabase({ url, poolSize: 20, schema });
}

// The SMTP server runs in a process of its own, like a real mail server on the same host.
let received = 0;
const sink = fork(fileURLToPath(new URL('./mail-smtp-sink.ts', import.meta.url)), {
  execArgv: ['--import', 'tsx'],
});
const port = await new Promise<number>((resolve) => {
  sink.on('message', (m: { port?: number; received?: number }) => {
    if (m.port) resolve(m.port);
    if (m.received !== undefined) received = m.received;
  });
});
const smtpUrl = `smtp://127.0.0.1:${port}`;

const database = await open();
await database.migrate();
const log = { info: () => undefined, warn: console.warn, error: console.error };
const worker = await startMailWorker({
  database,
  transport: smtpTransport(smtpUrl, undefined, { maxConnections: 10 }),
  log,
  batchSize: 100,
  pollingIntervalSeconds: 0.5,
  ...(url ? { schema: `${schema}_boss` } : {}),
});

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;
const rssAtStart = process.memoryUsage().rss;
const checkpoints: string[] = [];
let peakRss = rssAtStart;
let nextCheckpoint = 1000;
const sampler = setInterval(() => {
  const rss = process.memoryUsage().rss;
  peakRss = Math.max(peakRss, rss);
  if (received >= nextCheckpoint) {
    checkpoints.push(`${nextCheckpoint}: ${mb(rss)}`);
    nextCheckpoint += 1000;
  }
}, 50);

console.log(`bench:mail — ${TOTAL} mails on ${database.kind}, SMTP ${smtpUrl}`);
const started = performance.now();
// Several producers at once on PostgreSQL (like concurrent requests); PGlite is one session.
const producers = database.kind === 'postgres' ? 8 : 1;
let next = 0;
await Promise.all(
  Array.from({ length: producers }, async () => {
    for (let i = next++; i < TOTAL; i = next++) {
      await database.db.transaction((tx) =>
        queueMail(tx, {
          template: 'verify',
          to: `person${i}@bench.test`,
          data: { link: `http://localhost:3000/verify/token-${i}`, name: `Person ${i}` },
          idempotencyKey: `bench-${i}`,
        }),
      );
      if (database.kind === 'pglite' && i % 50 === 0) await new Promise((r) => setImmediate(r));
    }
  }),
);
const enqueued = performance.now();
while (received < TOTAL) {
  if (performance.now() - started > 300_000) throw new Error(`only ${received} mails after 300 s`);
  await new Promise((r) => setTimeout(r, 20));
}
const delivered = performance.now();
// The last rows turn 'sent' right after SMTP accepted them.
const sent = async () =>
  (
    await database.db
      .select({ n: count() })
      .from(mailMessages)
      .where(eq(mailMessages.state, 'sent'))
  )[0]?.n ?? 0;
while ((await sent()) < TOTAL) await new Promise((r) => setTimeout(r, 20));
const done = performance.now();
clearInterval(sampler);

const seconds = (ms: number) => (ms / 1000).toFixed(2);
console.log(
  `enqueue: ${TOTAL} in ${seconds(enqueued - started)} s = ${(TOTAL / ((enqueued - started) / 1000)).toFixed(0)} mails/s`,
);
console.log(
  `end to end (enqueue → SMTP accepted → row sent): ${seconds(done - started)} s = ${(TOTAL / ((done - started) / 1000)).toFixed(0)} mails/s`,
);
console.log(
  `SMTP received ${received} (after ${seconds(delivered - started)} s); rows sent ${await sent()}`,
);
console.log(
  `RSS: start ${mb(rssAtStart)}, peak ${mb(peakRss)}, end ${mb(process.memoryUsage().rss)}`,
);
console.log(`RSS after every 1,000 delivered: ${checkpoints.join(', ')}`);

await worker.stop();
if (url) {
  await database.db.execute(sql.raw(`drop schema "${schema}" cascade`));
  await database.db.execute(sql.raw(`drop schema "${schema}_boss" cascade`));
}
await database.close();
sink.send('close');
