/**
 * What the crash tests' child processes share (publish-, signing-kill-child.ts,
 * followup-sweep-child.ts): the database the parent names, opened with a query logger through
 * which the child watches its own statements (and SIGKILLs itself at the chosen one), and the
 * server a child listens with.
 */
import { randomBytes } from 'node:crypto';
import { sql, type Logger } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import { buildApp } from '../src/app.ts';
import { createPglite, type Database, type Db } from '../src/platform/db.ts';
import type { FileStorage } from '../src/platform/storage.ts';
import { headerActor } from './actors.ts';

/** Ends the process the way a power cut would: no handlers, no flush. */
export const die = (): never => {
  process.kill(process.pid, 'SIGKILL');
  throw new Error('unreachable');
};

/** Calls `hook` each time a transaction of `db` has committed. */
function afterEachCommit(db: Db, hook: () => void): Db {
  const transaction = db.transaction.bind(db);
  db.transaction = (async (...args: Parameters<Db['transaction']>) => {
    const result = await transaction(...args);
    hook();
    return result;
  }) as Db['transaction'];
  return db;
}

/**
 * The parent's database: PostgreSQL at `url`, else the PGlite directory `dir`. Every statement
 * passes `onQuery`; `afterCommit` runs after each committed transaction. Migrations are the parent's.
 */
export async function openChildDatabase(options: {
  url?: string;
  dir?: string;
  onQuery: (query: string) => void;
  afterCommit?: () => void;
  poolSize?: number;
}): Promise<Database> {
  const logger: Logger = { logQuery: (query) => options.onQuery(query.trim()) };
  const hook = options.afterCommit;
  const wrap = (db: Db) => (hook ? afterEachCommit(db, hook) : db);
  if (options.url) {
    const pool = new pg.Pool({ connectionString: options.url, max: options.poolSize ?? 4 });
    pool.on('error', () => undefined);
    const db = wrap(drizzlePg({ client: pool, logger }) as unknown as Db);
    return {
      db,
      kind: 'postgres',
      ping: async () => void (await db.execute(sql`select 1`)),
      migrate: async () => undefined,
      close: () => pool.end(),
    };
  }
  const client = createPglite(options.dir!);
  await client.waitReady;
  const db = wrap(drizzlePglite({ client, logger }) as unknown as Db);
  return {
    db,
    kind: 'pglite',
    ping: async () => void (await db.execute(sql`select 1`)),
    migrate: async () => undefined,
    close: () => client.close(),
  };
}

/**
 * Listens like the real server (the test's `x-test-actor` header names the caller) and prints its
 * address as one JSON line for the parent.
 */
export async function listenForParent(database: Database, storage?: FileStorage) {
  const app = await buildApp({
    env: {
      LOG_LEVEL: 'silent',
      NODE_ENV: 'production',
      BODY_LIMIT: 1 << 20,
      PUBLIC_URL: 'http://matchday.test',
    },
    secrets: { jwtSecret: randomBytes(48).toString('base64url') },
    database,
    webDist: null,
    resolveActor: headerActor,
    ...(storage ? { storage } : {}),
  });
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  process.stdout.write(`${JSON.stringify({ address })}\n`);
}
