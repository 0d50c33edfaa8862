import { and, eq, isNull } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import type { Database } from '../../platform/db.ts';
import { startJobQueue, type JobQueue } from '../../platform/jobs.ts';
import type { MailTransport } from '../../platform/mailer.ts';
import { deliverMailBatch } from './deliver.service.ts';
import {
  bindMailQueue,
  DEFAULT_MAIL_RETRY,
  enqueueMailDelivery,
  ensureMailQueue,
  MAIL_QUEUE,
  unbindMailQueue,
  type MailRetryPolicy,
} from './mail-queue.service.ts';
import { mailMessages } from './mail.tables.ts';
import { jobSchemaFor } from './mail-jobs.service.ts';
import { jobFailures, mails, watchJobQueues } from '../../platform/metrics.ts';
import { traced } from '../../platform/tracing.ts';
import { queueDepth } from '../../platform/jobs.ts';

type Log = {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
};

export type MailWorkerOptions = {
  database: Database;
  transport: MailTransport;
  log: Log;
  retry?: Partial<MailRetryPolicy>;
  /** Jobs fetched per poll; delivered concurrently. */
  batchSize?: number;
  pollingIntervalSeconds?: number;
  maintenanceIntervalSeconds?: number;
  /** pg-boss schema; by default follows the database's schema (see jobSchemaFor). */
  schema?: string;
};

export type MailWorker = {
  boss: JobQueue;
  schema: string;
  /** Graceful (default): waits up to 5 s for mail being sent. */
  stop(options?: { graceful?: boolean }): Promise<void>;
};

/**
 * Starts pg-boss in this process and the worker of the mail queue. Messages stored while no
 * queue was bound (scripts, a crash between boot steps) are enqueued on start.
 */
export async function startMailWorker(options: MailWorkerOptions): Promise<MailWorker> {
  const { database, transport, log } = options;
  const retry = { ...DEFAULT_MAIL_RETRY, ...options.retry };
  const batchSize = options.batchSize ?? 20;
  const schema = options.schema ?? (await jobSchemaFor(database));
  const boss = await startJobQueue(database, {
    schema,
    ...(options.pollingIntervalSeconds
      ? { pollingIntervalSeconds: options.pollingIntervalSeconds }
      : {}),
    ...(options.maintenanceIntervalSeconds
      ? { maintenanceIntervalSeconds: options.maintenanceIntervalSeconds }
      : {}),
  });
  boss.on('error', (error) => log.error({ err: error }, 'job queue error'));
  await ensureMailQueue(boss, retry);
  bindMailQueue(boss);
  const waiting = await enqueueWaitingMail(database, boss);
  if (waiting) log.info({ count: waiting }, 'enqueued mail stored without a job');

  const workerId: string = await boss.work<{ messageId: string }>(
    MAIL_QUEUE,
    {
      batchSize,
      includeMetadata: true,
      ...(options.pollingIntervalSeconds
        ? { pollingIntervalSeconds: options.pollingIntervalSeconds }
        : {}),
    },
    async (jobs) => {
      const results = await traced('job mail', { 'job.count': jobs.length }, () =>
        deliverMailBatch(
          database.db,
          transport,
          jobs.map((job) => ({
            jobId: job.id,
            messageId: job.data.messageId,
            lastAttempt: job.retryCount >= job.retryLimit,
          })),
        ),
      );
      for (const result of results) {
        if (result.outcome !== 'skipped') mails.inc({ outcome: result.outcome });
        if (result.outcome !== 'retry' && result.outcome !== 'failed') continue;
        log.warn(
          { jobId: result.jobId, outcome: result.outcome, err: result.error },
          'mail delivery failed',
        );
        // Fails this job alone (retried with backoff, or failed); the rest of the batch completes.
        jobFailures.inc({ queue: MAIL_QUEUE });
        await boss.fail(MAIL_QUEUE, result.jobId, { message: result.error });
      }
      // A full batch means more are waiting: poll again at once instead of after the interval.
      if (jobs.length === batchSize) boss.notifyWorker(workerId);
    },
  );

  const unwatch = watchJobQueues(() => queueDepth(database, schema));
  return {
    boss,
    schema,
    stop: async ({ graceful = true } = {}) => {
      unwatch();
      unbindMailQueue(boss);
      await boss.stop({ graceful, wait: true, timeout: 5_000 });
      transport.close();
    },
  };
}

/** Enqueues queued messages stored while no queue was bound (they have no job yet). */
async function enqueueWaitingMail(database: Database, boss: JobQueue) {
  const rows = await database.db
    .select({ id: mailMessages.id })
    .from(mailMessages)
    .where(and(eq(mailMessages.state, 'queued'), isNull(mailMessages.jobId)));
  for (const row of rows) {
    await database.db.transaction(async (tx) => {
      const jobId = randomUUID();
      const [claimed] = await tx
        .update(mailMessages)
        .set({ jobId })
        .where(and(eq(mailMessages.id, row.id), isNull(mailMessages.jobId)))
        .returning({ id: mailMessages.id });
      if (claimed) await enqueueMailDelivery(tx, row.id, jobId, boss);
    });
  }
  return rows.length;
}
