import type { FastifyBaseLogger, FastifyInstance } from 'fastify';

/**
 * Work a request starts and does not wait for: it answers first, so its answer (and how long it
 * takes) cannot tell whether the work had anything to do — e.g. forgot-password for a known and
 * an unknown address (docs/decisions/032). The app waits for running work when it closes; tests
 * wait with `settled()`.
 */
export type BackgroundWork = {
  run(log: FastifyBaseLogger, what: string, task: () => Promise<unknown>): void;
  settled(): Promise<void>;
};

declare module 'fastify' {
  interface FastifyInstance {
    background: BackgroundWork;
  }
}

export function installBackgroundWork(app: FastifyInstance): BackgroundWork {
  const running = new Set<Promise<unknown>>();
  const work: BackgroundWork = {
    run(log, what, task) {
      // Starts after the answer has been written (setImmediate runs after this turn's I/O).
      const promise = new Promise((resolve) => setImmediate(resolve))
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
