import type { PGlite } from '@electric-sql/pglite';
import { readFile } from 'node:fs/promises';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';
import { createPglite, openDatabase, openPglite, type Database } from '../src/platform/db.ts';
import { resetToBaseline, takeBaseline, type Baseline, type SqlClient } from './reset.ts';

/**
 * The database of one test: a copy of the database test/global-setup.ts migrated once for the
 * run. PGlite in memory, loaded from the migrated data directory dump, by default; on
 * PostgreSQL (DATABASE_URL set) a database of its own created from the migrated template, so
 * parallel workers never meet. Both are already migrated: `migrate()` is a no-op on them.
 *
 * The server files share their worker (no per-file isolation, docs/decisions/073), so copies are
 * kept for the worker's next files: `close()` hands a copy back, and the next `testDatabase()`
 * takes it back to the migrated state (test/reset.ts: a TRUNCATE of the tables that have rows,
 * pg-boss's schema dropped) instead of unpacking or creating another — or throws it away and
 * makes a new one when a test changed its schema. Each call still gets a database nobody else
 * uses until it is closed; after `close()` its `ping()` fails, as a closed database's would.
 */
export async function testDatabase(): Promise<Database> {
  return postgres ? postgresDatabase() : pgliteDatabase();
}

/**
 * Called by test/per-file.ts before each test file: on PostgreSQL, DATABASE_URL names the
 * database the file's first testDatabase() will return, so what a test hands DATABASE_URL to,
 * such as a child process, finds its data.
 */
export function startTestFile() {
  if (!postgres) return;
  fileFirst = !busy.has(workerDatabase) ? workerDatabase : newDatabaseName();
  process.env.DATABASE_URL = urlOf(fileFirst);
}

// --- PGlite -------------------------------------------------------------------------------

let dump: Promise<Blob> | undefined;
let pgliteBaseline: Promise<Baseline> | undefined;
const sparePglites: PGlite[] = [];

async function pgliteDatabase(): Promise<Database> {
  let client = sparePglites.pop();
  if (client && !(await resetPglite(client))) {
    await client.close().catch(() => undefined);
    client = undefined;
  }
  client ??= await freshPglite();
  const database = openPglite(client);
  let closed = false;
  return {
    ...database,
    ping: async () => {
      if (closed) throw new Error('database closed');
      await database.ping();
    },
    close: async () => {
      if (closed) return;
      closed = true;
      sparePglites.push(client);
    },
  };
}

async function freshPglite(): Promise<PGlite> {
  dump ??= readFile(inject('pgliteDump')).then((bytes) => new Blob([bytes]));
  const client = createPglite(undefined, await dump);
  await client.waitReady; // ready before the test starts, as after migrating (monitor pings)
  pgliteBaseline ??= takeBaseline(pgliteSql(client));
  await pgliteBaseline;
  return client;
}

async function resetPglite(client: PGlite): Promise<boolean> {
  if (client.closed || !pgliteBaseline) return false;
  return resetToBaseline(pgliteSql(client), await pgliteBaseline).catch(() => false);
}

function pgliteSql(client: PGlite): SqlClient {
  return {
    query: async (text, values) => (await client.query<Record<string, unknown>>(text, values)).rows,
  };
}

// --- PostgreSQL ---------------------------------------------------------------------------

const postgres = process.env.DATABASE_URL ? inject('postgresTemplate') : undefined;
/** This worker's databases: the one most files get first, then any a file needs besides. */
const workerDatabase = `${postgres?.prefix}_${process.pid}_${randomBytes(3).toString('hex')}`;
let count = 0;
let fileFirst: string | undefined;
/** Databases of this worker that exist (created from the template) and are not in use. */
const spareDatabases = new Set<string>();
const busy = new Set<string>();
let postgresBaseline: Promise<Baseline> | undefined;

const newDatabaseName = () => `${workerDatabase}_${++count}`;

async function postgresDatabase(): Promise<Database> {
  let name: string;
  if (fileFirst && !busy.has(fileFirst)) name = fileFirst;
  else name = [...spareDatabases].find((spare) => spare !== fileFirst) ?? newDatabaseName();
  if (name === fileFirst) fileFirst = undefined;
  busy.add(name);
  try {
    await preparePostgres(name);
  } catch (error) {
    busy.delete(name);
    throw error;
  }
  spareDatabases.delete(name);
  const database = await openDatabase({ url: urlOf(name), poolSize: 4 });
  let closed = false;
  return {
    ...database,
    ping: async () => {
      if (closed) throw new Error('database closed');
      await database.ping();
    },
    close: async () => {
      if (closed) return;
      closed = true;
      await database.close();
      busy.delete(name);
      spareDatabases.add(name);
    },
  };
}

/** Resets a spare database of this worker, or creates `name` from the migrated template. */
async function preparePostgres(name: string) {
  if (spareDatabases.has(name)) {
    const client = new pg.Client({ connectionString: urlOf(name) });
    await client.connect();
    let reset = false;
    try {
      // What a test left connected to it (a killed child's pool, a LISTEN) goes, as a drop would.
      await client.query(
        `select pg_terminate_backend(pid) from pg_stat_activity
          where datname = current_database() and pid <> pg_backend_pid()`,
      );
      reset = await resetToBaseline(postgresSql(client), await postgresBaseline!).catch(
        () => false,
      );
    } finally {
      await client.end().catch(() => undefined);
    }
    if (reset) return;
    await admin(`drop database if exists "${name}" with (force)`);
    spareDatabases.delete(name);
  }
  await admin(`create database "${name}" template "${postgres!.template}"`);
  postgresBaseline ??= (async () => {
    const client = new pg.Client({ connectionString: urlOf(name) });
    await client.connect();
    try {
      return await takeBaseline(postgresSql(client));
    } finally {
      await client.end();
    }
  })();
  await postgresBaseline;
}

function postgresSql(client: pg.Client): SqlClient {
  return {
    query: async (text, values) => (await client.query<Record<string, unknown>>(text, values)).rows,
  };
}

function urlOf(name: string): string {
  const url = new URL(postgres!.adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

async function admin(statement: string) {
  const client = new pg.Client({ connectionString: postgres!.adminUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}
