import { randomUUID } from 'node:crypto';
import type { Db } from '../../platform/db.ts';
import { sqlExecutor, type JobQueue } from '../../platform/jobs.ts';

/** The pg-boss queue whose jobs deliver one mail_messages row each. */
export const MAIL_QUEUE = 'mail-delivery';

export type MailRetryPolicy = {
  /** Retries after the first attempt: attempts = retryLimit + 1. */
  retryLimit: number;
  /** Seconds before the first retry; doubled on each retry when `retryBackoff`. */
  retryDelay: number;
  retryBackoff: boolean;
  /** A job active this long (its worker died) is failed by maintenance and retried. */
  expireInSeconds: number;
};

export const DEFAULT_MAIL_RETRY: MailRetryPolicy = {
  retryLimit: 4,
  retryDelay: 30,
  retryBackoff: true,
  expireInSeconds: 300,
};

let bound: JobQueue | null = null;

/**
 * The worker binds its pg-boss instance here, so queueMail(tx, …) can insert the delivery job in
 * the caller's transaction. Unbound (a script, another module's tests) the row alone is written;
 * the worker enqueues such rows when it starts (see `enqueueWaitingMail`).
 */
export function bindMailQueue(boss: JobQueue) {
  bound = boss;
}

export function unbindMailQueue(boss: JobQueue) {
  if (bound === boss) bound = null;
}

/** Creates the queue, or brings its retry policy up to date. */
export async function ensureMailQueue(boss: JobQueue, policy: MailRetryPolicy) {
  const queue = { name: MAIL_QUEUE, policy: 'standard' as const, ...policy };
  if (await boss.getQueue(MAIL_QUEUE)) await boss.updateQueue(MAIL_QUEUE, queue);
  else await boss.createQueue(MAIL_QUEUE, queue);
}

/** The bound pg-boss instance, if the worker runs in this process. */
export function boundMailQueue(): JobQueue | null {
  return bound;
}

/**
 * Inserts a delivery job for a message through `tx` (so it commits with the caller's change) and
 * returns its id, or null when no queue is bound in this process. The caller stores the id on the
 * message: the row always knows its current job.
 */
export async function enqueueMailDelivery(
  tx: Db,
  messageId: string,
  jobId: string = randomUUID(),
  boss: JobQueue | null = bound,
): Promise<string | null> {
  if (!boss) return null;
  const inserted = await boss.send(MAIL_QUEUE, { messageId }, { id: jobId, db: sqlExecutor(tx) });
  if (!inserted) throw new Error(`mail job for ${messageId} was not inserted (queue missing?)`);
  return jobId;
}
