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

/**
 * Inserts the delivery job of a message through `tx`. The first job of a message carries the
 * message's id, so enqueueing it twice inserts one job (pg-boss: ON CONFLICT DO NOTHING).
 * Returns the job id, or null when nothing was inserted (no queue bound, or already queued).
 */
export async function enqueueMailDelivery(
  tx: Db,
  messageId: string,
  options: { jobId?: string } = {},
): Promise<string | null> {
  if (!bound) return null;
  return bound.send(
    MAIL_QUEUE,
    { messageId },
    { id: options.jobId ?? messageId, db: sqlExecutor(tx) },
  );
}
