import type { Readiness } from './readiness.ts';

type Log = { info(obj: object, msg: string): void; warn(obj: object, msg: string): void };

export type StopPlan = {
  readiness: Readiness;
  /** Seconds /api/ready answers DRAINING, still serving, before the listener closes. */
  drainMs: number;
  /** Bound on each phase: in-flight requests, then each later step. */
  timeoutMs: number;
  /** Closes the listener and waits for in-flight requests (Fastify's `close`). */
  closeListener: () => Promise<unknown>;
  /** Then, in order: the sweeps, the job workers (running jobs end or go back), the database. */
  after: [what: string, step: () => Promise<unknown>][];
  log: Log;
};

/**
 * A graceful stop: say DRAINING so load balancers move traffic away, keep serving for `drainMs`,
 * close the listener and let in-flight requests finish (bounded), then stop the background work
 * and the database, each bounded. Returns whether everything finished within its bound.
 */
export async function stopGracefully(plan: StopPlan): Promise<boolean> {
  plan.readiness.set('DRAINING');
  plan.log.info({ drainMs: plan.drainMs }, 'draining: /api/ready answers 503');
  if (plan.drainMs > 0) await new Promise((resolve) => setTimeout(resolve, plan.drainMs));
  let clean = await bounded('in-flight requests', plan.closeListener, plan);
  for (const [what, step] of plan.after) clean = (await bounded(what, step, plan)) && clean;
  return clean;
}

async function bounded(what: string, step: () => Promise<unknown>, plan: StopPlan) {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<'late'>((resolve) => {
    timer = setTimeout(() => resolve('late'), plan.timeoutMs);
  });
  try {
    const outcome = await Promise.race([step().then(() => 'done' as const), late]);
    if (outcome === 'late')
      plan.log.warn({ what, timeoutMs: plan.timeoutMs }, 'stop: gave up waiting');
    return outcome === 'done';
  } catch (error) {
    plan.log.warn({ what, err: error }, 'stop: step failed');
    return false;
  } finally {
    clearTimeout(timer);
  }
}
