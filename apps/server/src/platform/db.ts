import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgAsyncDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { existsSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { CLIENT_DEFAULTS, instrumentClient, timeStatements } from './pg-client.ts';
import { dbStatementDuration, watchPool } from './metrics.ts';
import { migrateUnderLock } from './migrate-lock.ts';
import {
  listenPglite,
  listenPostgres,
  type ListenHandlers,
  type Listening,
} from './notifications.ts';

export type Db = PgAsyncDatabase<PgQueryResultHKT>;

export type Database = {
  db: Db;
  kind: 'postgres' | 'pglite';
  /** Runs one query; throws when the database does not answer. */
  ping(): Promise<void>;
  migrate(): Promise<void>;
  close(): Promise<void>;
  /**
   * LISTEN on a channel (platform/notifications.ts); close the result before `close()`. Absent on
   * a hand-made Database (test children): whatever caches by notification stays off.
   */
  listen?(channel: string, handlers: ListenHandlers): Listening;
  /**
   * How many statements other than a plain SELECT have completed through this database (writes,
   * COMMITs…): a caller that cached what a write may change compares it with the count it last
   * synchronised its notifications at (docs/decisions/067). Always 0 on PGlite, whose
   * notifications arrive with the statement.
   */
  writes?(): number;
  /**
   * Runs `work` while holding the startup advisory lock (PostgreSQL): instances starting
   * together migrate, and create the job queue's schema, one at a time. Absent on PGlite.
   */
  exclusively?<T>(work: () => Promise<T>): Promise<T>;
};

/**
 * The SQL migrations: `src/db/migrations` beside this file when run from source (tsx, tests),
 * `dist/migrations` beside the bundle when run compiled (`npm start`, scripts/build.mjs).
 */
export const migrationsFolder = [
  new URL('../db/migrations', import.meta.url),
  new URL('./migrations', import.meta.url),
]
  .map((url) => fileURLToPath(url))
  .find((dir) => existsSync(dir))!;

export type DatabaseOptions =
  { url: string; poolSize?: number; schema?: string } | { dataDir: string } | { memory: true };

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if ('url' in options) return openPostgres(options.url, options.poolSize ?? 10, options.schema);
  const dir = 'dataDir' in options ? path.resolve(options.dataDir, 'pglite') : undefined;
  if (dir) await mkdir(dir, { recursive: true });
  return openPglite(createPglite(dir));
}

/**
 * An embedded PGlite (in memory without a directory) with pg_trgm for the console search;
 * `loadDataDir` starts it from another one's `dumpDataDir()` (tests copy a migrated one).
 * One options object: `new PGlite(undefined, options)` drops the options, pg_trgm included.
 */
export function createPglite(dataDir?: string, loadDataDir?: Blob): PGlite {
  return new PGlite({ dataDir, loadDataDir, extensions: { pg_trgm } });
}

/** `schema` confines every table, and drizzle's migration journal, to one schema (tests). */
function openPostgres(url: string, max: number, schema?: string): Database {
  const pool = new pg.Pool({
    connectionString: url,
    max,
    connectionTimeoutMillis: 5000,
    ...(schema ? { options: `-c search_path=${schema}` } : {}),
  });
  // An idle client losing its connection must not crash the process.
  pool.on('error', () => undefined);
  let writes = 0;
  pool.on('connect', (client) => {
    instrumentClient(client, { ...CLIENT_DEFAULTS, onWrite: () => writes++ });
    timeStatements(client, (seconds, write) =>
      dbStatementDuration.observe({ kind: write ? 'write' : 'read' }, seconds),
    );
  });
  const unwatch = watchPool(() => ({
    total: pool.totalCount,
    idle: pool.idleCount,
    waiting: pool.waitingCount,
  }));
  const db = drizzlePg({ client: pool });
  return {
    db: db as unknown as Db,
    kind: 'postgres',
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    // Several instances may start together: one migrates, the others wait for its lock.
    migrate: async () => {
      await migrateUnderLock(url, schema, () =>
        migratePg(db, { migrationsFolder, ...(schema ? { migrationsSchema: schema } : {}) }),
      );
    },
    exclusively: (work) => migrateUnderLock(url, schema, work),
    close: () => {
      unwatch();
      return pool.end();
    },
    listen: (channel, handlers) => listenPostgres(url, channel, handlers),
    writes: () => writes,
  };
}

export function openPglite(client: PGlite): Database {
  const db = drizzlePglite({ client });
  return {
    db: db as unknown as Db,
    kind: 'pglite',
    ping: async () => {
      if (client.closed) throw new Error('database closed');
      await db.execute(sql`select 1`);
    },
    migrate: async () => {
      await migratePglite(db, { migrationsFolder });
    },
    close: async () => {
      if (!client.closed) await client.close();
    },
    listen: (channel, handlers) => listenPglite(client, channel, handlers),
    writes: () => 0,
  };
}
