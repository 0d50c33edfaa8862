import client from 'prom-client';

/**
 * The process's Prometheus metrics (GET /metrics, http/metrics.routes.ts). One registry per
 * process: the names below are the contract of ops/grafana-dashboard.json and the alerts in
 * docs/operations.md — rename neither without the other.
 */
export const metricsRegistry = new client.Registry();
// Process memory, CPU, GC, event-loop lag (nodejs_eventloop_lag_*), handles.
client.collectDefaultMetrics({ register: metricsRegistry, eventLoopMonitoringPrecision: 20 });

const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
const STATEMENT_BUCKETS = [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 1, 5];
const RUN_BUCKETS = [0.01, 0.05, 0.1, 0.5, 1, 2.5, 5, 10, 30, 60, 120];

export const httpRequests = new client.Counter({
  name: 'matchday_http_requests_total',
  help: 'HTTP requests answered, by route template, method and status',
  labelNames: ['method', 'route', 'status'] as const,
  registers: [metricsRegistry],
});
export const httpDuration = new client.Histogram({
  name: 'matchday_http_request_duration_seconds',
  help: 'HTTP request latency until the answer is sent, by route template, method and status',
  labelNames: ['method', 'route', 'status'] as const,
  buckets: LATENCY_BUCKETS,
  registers: [metricsRegistry],
});
export const graphqlOperations = new client.Counter({
  name: 'matchday_graphql_operations_total',
  help: 'GraphQL operations executed, by graph, operation name, type and outcome (ok/error)',
  labelNames: ['graph', 'operation', 'type', 'outcome'] as const,
  registers: [metricsRegistry],
});
export const graphqlDuration = new client.Histogram({
  name: 'matchday_graphql_operation_duration_seconds',
  help: 'GraphQL execution latency, by graph, operation name and type',
  labelNames: ['graph', 'operation', 'type'] as const,
  buckets: LATENCY_BUCKETS,
  registers: [metricsRegistry],
});
export const dbStatementDuration = new client.Histogram({
  name: 'matchday_db_statement_duration_seconds',
  help: 'PostgreSQL statement latency on the pool, reads (plain SELECT) and writes',
  labelNames: ['kind'] as const,
  buckets: STATEMENT_BUCKETS,
  registers: [metricsRegistry],
});
export const mails = new client.Counter({
  name: 'matchday_mails_total',
  help: 'Mail delivery attempts by outcome: sent, retry (will be tried again), failed (gave up)',
  labelNames: ['outcome'] as const,
  registers: [metricsRegistry],
});
export const jobFailures = new client.Counter({
  name: 'matchday_job_failures_total',
  help: 'Jobs that failed (retried later or given up), by queue',
  labelNames: ['queue'] as const,
  registers: [metricsRegistry],
});
export const runs = new client.Counter({
  name: 'matchday_runs_total',
  help: 'Runs of the scheduler, the matching and the sweeps, by kind and outcome',
  labelNames: ['kind', 'outcome'] as const,
  registers: [metricsRegistry],
});
export const runDuration = new client.Histogram({
  name: 'matchday_run_duration_seconds',
  help: 'Duration of scheduler, matching and sweep runs, by kind',
  labelNames: ['kind'] as const,
  buckets: RUN_BUCKETS,
  registers: [metricsRegistry],
});

/** Times one run of `kind` (scheduler, matching, a sweep) into matchday_runs_* metrics. */
export async function timedRun<T>(kind: string, run: () => Promise<T> | T): Promise<T> {
  const stop = runDuration.startTimer({ kind });
  try {
    const result = await run();
    runs.inc({ kind, outcome: 'ok' });
    return result;
  } catch (error) {
    runs.inc({ kind, outcome: 'error' });
    throw error;
  } finally {
    stop();
  }
}

/** timedRun for synchronous work (the scheduler's solver). */
export function timedRunSync<T>(kind: string, run: () => T): T {
  const stop = runDuration.startTimer({ kind });
  try {
    const result = run();
    runs.inc({ kind, outcome: 'ok' });
    return result;
  } catch (error) {
    runs.inc({ kind, outcome: 'error' });
    throw error;
  } finally {
    stop();
  }
}

export type PoolStats = { total: number; idle: number; waiting: number };
const pools = new Set<() => PoolStats>();
const queueWatchers = new Set<() => Promise<QueueRow[]>>();
export type QueueRow = { queue: string; state: string; count: number; oldestSeconds: number };

/** Reports a connection pool's use on every scrape until the returned function is called. */
export function watchPool(stats: () => PoolStats): () => void {
  pools.add(stats);
  return () => pools.delete(stats);
}

/** Reports job queue depth and age on every scrape until the returned function is called. */
export function watchJobQueues(read: () => Promise<QueueRow[]>): () => void {
  queueWatchers.add(read);
  return () => queueWatchers.delete(read);
}

new client.Gauge({
  name: 'matchday_db_pool_connections',
  help: 'PostgreSQL pool connections: total open, idle, and requests waiting for one',
  labelNames: ['state'] as const,
  registers: [metricsRegistry],
  collect() {
    const sum = { total: 0, idle: 0, waiting: 0 };
    for (const stats of pools) {
      const s = stats();
      sum.total += s.total;
      sum.idle += s.idle;
      sum.waiting += s.waiting;
    }
    for (const [state, value] of Object.entries(sum)) this.set({ state }, value);
  },
});

/** One read of the queues per scrape: both job gauges collect concurrently and share it. */
let queueRead: { at: number; rows: Promise<QueueRow[]> } | undefined;
function readQueues(): Promise<QueueRow[]> {
  if (queueRead && Date.now() - queueRead.at < 1000) return queueRead.rows;
  const rows = Promise.all([...queueWatchers].map((read) => read().catch(() => []))).then((all) =>
    all.flat(),
  );
  queueRead = { at: Date.now(), rows };
  return rows;
}

new client.Gauge({
  name: 'matchday_jobs',
  help: 'Jobs in the queues by state (created: waiting, retry: waiting to retry, active: running)',
  labelNames: ['queue', 'state'] as const,
  registers: [metricsRegistry],
  async collect() {
    const rows = await readQueues();
    this.reset();
    for (const row of rows) this.set({ queue: row.queue, state: row.state }, row.count);
  },
});
new client.Gauge({
  name: 'matchday_job_oldest_age_seconds',
  help: 'Age of the oldest job waiting (created or retry) per queue',
  labelNames: ['queue'] as const,
  registers: [metricsRegistry],
  async collect() {
    const rows = await readQueues();
    this.reset();
    const oldest = new Map<string, number>();
    for (const row of rows) {
      if (row.state === 'active') continue;
      oldest.set(row.queue, Math.max(oldest.get(row.queue) ?? 0, row.oldestSeconds));
    }
    for (const [queue, age] of oldest) this.set({ queue }, age);
  },
});

/** The exposition text and its content type. */
export async function metricsText() {
  return { body: await metricsRegistry.metrics(), contentType: metricsRegistry.contentType };
}
