import { readFile } from 'node:fs/promises';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';
import { createPglite, openDatabase, openPglite, type Database } from '../src/platform/db.ts';

const postgres = process.env.DATABASE_URL ? inject('postgresTemplate') : undefined;
let dump: Promise<Blob> | undefined;
let count = 0;
const fileDatabase = `${postgres?.prefix}_${process.pid}_${randomBytes(3).toString('hex')}`;

// Within a test file DATABASE_URL names the file's own database (created by the first
// testDatabase()), so what a test hands DATABASE_URL to, such as a child process, finds its data.
if (postgres) process.env.DATABASE_URL = urlOf(fileDatabase);

/**
 * The database of one test: a copy of the database test/global-setup.ts migrated once for the
 * run. PGlite in memory, loaded from the migrated data directory dump, by default; on
 * PostgreSQL (DATABASE_URL set) a database of its own created from the migrated template, so
 * parallel workers never meet, dropped on close. Both are already migrated: `migrate()` is a
 * no-op on them.
 */
export async function testDatabase(): Promise<Database> {
  if (!postgres) {
    dump ??= readFile(inject('pgliteDump')).then((bytes) => new Blob([bytes]));
    const client = createPglite(undefined, await dump);
    await client.waitReady; // ready before the test starts, as after migrating (monitor pings)
    return openPglite(client);
  }
  // The first database of a file is the one DATABASE_URL names (a child process may open it).
  const name = count++ === 0 ? fileDatabase : `${fileDatabase}_${count}`;
  await admin(`create database "${name}" template "${postgres.template}"`);
  const database = await openDatabase({ url: urlOf(name), poolSize: 4 });
  const close = database.close;
  return {
    ...database,
    close: async () => {
      await close();
      await admin(`drop database if exists "${name}" with (force)`);
    },
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
