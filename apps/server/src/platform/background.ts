import type { FastifyBaseLogger, FastifyInstance, FastifyReply } from 'fastify';

/**
 * Work a request starts and does not wait for: it answers first, so its answer (and how long it
 * takes) cannot tell whether the work had anything to do — e.g. forgot-password for a known and
 * an unknown address (docs/decisions/032). The app waits for running work when it closes; tests
 * wait with `settled()`.
 */
export type BackgroundWork = {
  /** Runs `task` once `reply` has been sent (or at once without one), never awaited by it. */
  run(
    log: FastifyBaseLogger,
    what: string,
    task: () => Promise<unknown>,
    reply?: FastifyReply,
  ): void;
  settled(): Promise<void>;
};

declare module 'fastify' {
  interface FastifyInstance {
    background: BackgroundWork;
  }
}

function answered(reply: FastifyReply | undefined): Promise<void> {
  const raw = reply?.raw;
  if (!raw || raw.writableFinished || raw.destroyed) return Promise.resolve();
  return new Promise((resolve) => {
    raw.once('finish', () => resolve());
    raw.once('close', () => resolve());
  });
}

export function installBackgroundWork(app: FastifyInstance): BackgroundWork {
  const running = new Set<Promise<unknown>>();
  const work: BackgroundWork = {
    run(log, what, task, reply) {
      // Starts after the answer has left (the response finished, then one more turn), so the
      // work cannot delay it — not even on in-process PGlite, whose queries hold the thread.
      const promise = answered(reply)
        .then(() => new Promise((resolve) => setTimeout(resolve, 1)))
        .then(task)
        .catch((error: unknown) => log.error({ err: error, work: what }, 'background work failed'))
        .finally(() => running.delete(promise));
      running.add(promise);
    },
    async settled() {
      while (running.size > 0) await Promise.allSettled([...running]);
    },
  };
  app.decorate('background', work);
  app.addHook('onClose', async () => work.settled());
  return work;
}
