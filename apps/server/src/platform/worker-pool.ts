import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';

/**
 * A few long-lived worker threads (node:worker_threads) that parse untrusted bytes, so the
 * request loop never does: each worker has at most `maxMemoryMb` of heap (resourceLimits) and
 * `timeoutMs` per job, after which it is terminated and replaced. Jobs beyond `size` wait in
 * line. Workers start on the first job (all `size` of them) and stay warm.
 *
 * `entry` is the worker file (see workerEntry): in source runs (vitest, tsx) a `.ts` file loaded
 * through tsx; in the production build a `.js` file emitted beside dist/main.js
 * (apps/server/scripts/build.mjs). A worker says `{ ready: true }` once loaded (a job's time
 * starts only then) and answers each `{ id, input }` with `{ id, output }`.
 */
export type PoolLimits = { size: number; timeoutMs: number; maxMemoryMb: number };

/** Why a job got no answer: its worker ran out of time or memory, or crashed. */
export class WorkerLimitError extends Error {
  constructor(
    readonly reason: 'time' | 'memory' | 'crash',
    message: string,
  ) {
    super(message);
  }
}

/** The URL of a worker file beside `base` (an import.meta.url): `.ts` in source, `.js` built. */
export function workerEntry(name: string, base: string): URL {
  return new URL(`./${name}${base.endsWith('.ts') ? '.ts' : '.js'}`, base);
}

type Job = {
  id: number;
  input: unknown;
  resolve(output: unknown): void;
  reject(error: Error): void;
};
type Slot = { worker: Worker; ready: boolean; job: Job | null; timer?: NodeJS.Timeout };

export class WorkerPool<In, Out> {
  private slots: Slot[] = [];
  private queue: Job[] = [];
  private nextId = 1;
  private closed = false;

  constructor(
    private readonly entry: URL,
    private readonly limits: PoolLimits,
  ) {}

  run(input: In): Promise<Out> {
    if (this.closed) return Promise.reject(new Error('worker pool closed'));
    while (this.slots.length < this.limits.size) this.slots.push(this.spawn());
    return new Promise<Out>((resolve, reject) => {
      this.queue.push({
        id: this.nextId++,
        input,
        resolve: resolve as (o: unknown) => void,
        reject,
      });
      this.dispatch();
    });
  }

  async close() {
    this.closed = true;
    for (const job of this.queue.splice(0)) job.reject(new Error('worker pool closed'));
    await Promise.all(this.slots.splice(0).map((s) => s.worker.terminate()));
  }

  private dispatch() {
    for (const slot of this.slots) {
      if (!slot.ready || slot.job || !this.queue.length) continue;
      const job = this.queue.shift()!;
      slot.job = job;
      slot.timer = setTimeout(
        () =>
          this.fail(
            slot,
            new WorkerLimitError('time', `no answer within ${this.limits.timeoutMs} ms`),
          ),
        this.limits.timeoutMs,
      );
      slot.worker.postMessage({ id: job.id, input: job.input });
    }
  }

  private spawn(): Slot {
    const source = this.entry.pathname.endsWith('.ts');
    const worker = new Worker(source ? sourceStub(this.entry) : this.entry, {
      execArgv: [],
      resourceLimits: {
        maxOldGenerationSizeMb: this.limits.maxMemoryMb,
        maxYoungGenerationSizeMb: Math.max(8, Math.round(this.limits.maxMemoryMb / 8)),
        stackSizeMb: 4,
      },
    });
    worker.unref();
    const slot: Slot = { worker, ready: false, job: null };
    worker.on('message', (message: { ready?: true; id: number; output: unknown }) => {
      if (message.ready) {
        slot.ready = true;
        this.dispatch();
        return;
      }
      const job = slot.job;
      if (!job || job.id !== message.id) return;
      clearTimeout(slot.timer);
      slot.job = null;
      job.resolve(message.output);
      this.dispatch();
    });
    worker.on('error', (error: Error & { code?: string }) =>
      this.fail(
        slot,
        error.code === 'ERR_WORKER_OUT_OF_MEMORY'
          ? new WorkerLimitError('memory', `more than ${this.limits.maxMemoryMb} MB of memory`)
          : new WorkerLimitError('crash', error.message),
      ),
    );
    worker.on('exit', (code) =>
      this.fail(slot, new WorkerLimitError('crash', `worker exited with ${code}`)),
    );
    return slot;
  }

  /** The slot's job fails; its worker is terminated and replaced by a fresh one. */
  private fail(slot: Slot, error: WorkerLimitError) {
    const index = this.slots.indexOf(slot);
    if (index < 0) return;
    clearTimeout(slot.timer);
    const job = slot.job;
    slot.job = null;
    void slot.worker.terminate();
    // A worker that fails with no job failed to start: not respawned (no loop); the next run
    // tries again, and jobs waiting with no worker left get the error.
    if (this.closed || !job) this.slots.splice(index, 1);
    else this.slots[index] = this.spawn();
    job?.reject(error);
    if (!this.slots.length) for (const waiting of this.queue.splice(0)) waiting.reject(error);
    this.dispatch();
  }
}

/**
 * Node 20 does not hand tsx's loader hooks to a worker: a source worker is a one-line module
 * that registers tsx's ESM API (require() resolves its .cjs twin), then imports the .ts entry.
 */
function sourceStub(entry: URL) {
  const api = createRequire(import.meta.url)
    .resolve('tsx/esm/api')
    .replace(/\.cjs$/, '.mjs');
  const code = `import { register } from ${JSON.stringify(pathToFileURL(api).href)}; register(); await import(${JSON.stringify(entry.href)});`;
  return new URL(`data:text/javascript,${encodeURIComponent(code)}`);
}
