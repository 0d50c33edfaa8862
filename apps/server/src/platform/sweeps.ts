import { traced } from './tracing.ts';

/**
 * The server's periodic sweeps (follow-up mails, reminders, booking expiry, webhook deliveries,
 * …): each runs once at start and then every `everyMs`, one pass at a time (a slow pass delays
 * the next instead of overlapping it). Each pass claims its rows itself, so every instance may
 * run every sweep. A failing pass is logged and the next one runs as planned. Each pass is a trace span.
 */
export type Sweep = { name: string; run: () => Promise<unknown>; everyMs?: number };

type Log = { error(obj: object, msg: string): void };

/** Starts one sweep; answers its stop function, which waits for a running pass. */
export function startSweep(sweep: Sweep, log: Log): () => Promise<void> {
  let running: Promise<unknown> = Promise.resolve();
  let stopped = false;
  const tick = () => {
    if (stopped) return;
    running = running
      .then(() => (stopped ? undefined : traced(sweep.name, {}, sweep.run)))
      .catch((err: unknown) => log.error({ err }, `${sweep.name} failed`));
  };
  tick();
  const timer = setInterval(tick, sweep.everyMs ?? 60_000);
  timer.unref();
  return async () => {
    stopped = true;
    clearInterval(timer);
    await running;
  };
}

/** Starts every sweep; answers `[name, stop]` pairs for the graceful stop's list. */
export function startSweeps(sweeps: Sweep[], log: Log): [string, () => Promise<void>][] {
  return sweeps.map((sweep) => [sweep.name, startSweep(sweep, log)]);
}
