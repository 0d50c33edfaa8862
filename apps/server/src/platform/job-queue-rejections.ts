/**
 * pg-boss 10.4.2 completes or fails a worker's jobs without awaiting the call (manager.js, onFetch:
 * `this.complete(name, jobIds, …)`). When the database goes away at that moment, the promise
 * rejects with no one to handle it, and Node 20 ends the whole server: one lost connection during a
 * mail batch took the app down (the backend-down browser test found it once the demo queued enough
 * mail). The job itself is safe: it stays active, expires and is retried, and mail delivery is
 * idempotent (decision 043), so keeping the process alive loses nothing and sends nothing twice.
 */
const JOB_QUEUE_MANAGER = /node_modules[\\/]pg-boss[\\/]src[\\/]manager\.js/;

/** A rejection of pg-boss's own un-awaited job completion (its stack runs through its manager). */
export function isLostJobCompletion(reason: unknown): boolean {
  return reason instanceof Error && JOB_QUEUE_MANAGER.test(reason.stack ?? '');
}

/**
 * Keeps the server running through lost job completions (logged); every other unhandled rejection
 * still ends the process as Node would (rethrown as an uncaught exception). Returns the remover.
 */
export function surviveLostJobCompletions(log: { warn(obj: object, msg: string): void }) {
  const handler = (reason: unknown) => {
    if (!isLostJobCompletion(reason)) throw reason;
    log.warn(
      { err: reason },
      'job queue: a completion was lost; the job will expire and be retried',
    );
  };
  process.on('unhandledRejection', handler);
  return { handler, remove: () => process.off('unhandledRejection', handler) };
}
