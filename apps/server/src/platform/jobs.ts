import PgBoss from 'pg-boss';
import { sql } from 'drizzle-orm';
import type { Database, Db } from './db.ts';
import type { QueueRow } from './metrics.ts';

type Rows = { rows: Record<string, unknown>[] };
/** The part of a pg Pool/PoolClient or a PGlite instance/transaction that pg-boss needs. */
type NativeClient = {
  query(text: string, values?: unknown[]): Promise<Rows>;
  exec?: (text: string) => Promise<Rows[]>;
};

/**
 * pg-boss's database adapter over one of our drizzle handles: the database itself, or a
 * transaction — so a job is inserted in the same transaction as the change that causes it.
 * It talks to the driver under drizzle (node-postgres pool/client or PGlite), which accepts
 * pg-boss's positional SQL unchanged. pg-boss's own scripts (schema creation, maintenance) are
 * multi-statement without parameters: PGlite runs those with `exec`.
 */
export function sqlExecutor(db: Db): PgBoss.Db {
  const client = (db._.session as unknown as { client: NativeClient }).client;
  return {
    executeSql: async (text: string, values?: unknown[]) => {
      if (client.exec && !values?.length) {
        const results = await client.exec(text);
        return results.at(-1) ?? { rows: [] };
      }
      return client.query(text, values);
    },
  };
}

export type JobQueueOptions = {
  /** Schema of pg-boss's tables (one per database schema in tests). */
  schema: string;
  /** How often idle workers look for jobs. pg-boss's minimum is 0.5 s. */
  pollingIntervalSeconds?: number;
  maintenanceIntervalSeconds?: number;
};

/**
 * Starts pg-boss inside the server process on our database — PostgreSQL or in-process PGlite —
 * creating or migrating its schema. Cron scheduling is off; maintenance (expiring jobs of a
 * crashed worker, archiving) is on.
 */
export async function startJobQueue(database: Database, options: JobQueueOptions) {
  const boss = new PgBoss({
    db: sqlExecutor(database.db),
    schema: options.schema,
    schedule: false,
    supervise: true,
    migrate: true,
    maintenanceIntervalSeconds: options.maintenanceIntervalSeconds ?? 60,
    ...(options.pollingIntervalSeconds
      ? { pollingIntervalSeconds: options.pollingIntervalSeconds }
      : {}),
  });
  await boss.start();
  return boss;
}

export type JobQueue = PgBoss;

/** Jobs waiting or running per queue and state, with the oldest one's age (the queue metrics). */
export async function queueDepth(database: Database, schema: string): Promise<QueueRow[]> {
  const result = await database.db.execute(sql`
    select name as queue, state::text as state, count(*)::int as count,
      coalesce(extract(epoch from now() - min(created_on)), 0)::float8 as "oldestSeconds"
    from ${sql.identifier(schema)}.job
    where state in ('created', 'retry', 'active')
    group by name, state`);
  const rows =
    (result as unknown as { rows: QueueRow[] }).rows ?? (result as unknown as QueueRow[]);
  return rows.map((r) => ({
    ...r,
    count: Number(r.count),
    oldestSeconds: Number(r.oldestSeconds),
  }));
}
