import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { cp, mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import pg from 'pg';
import type { Env } from './env.ts';

const run = promisify(execFile);

/** Every table's row count and a checksum of its rows, by `schema.table`. */
export type Fingerprints = Record<string, { rows: number; checksum: string }>;

export type Manifest = {
  format: 1;
  kind: 'postgres' | 'pglite';
  createdAt: string;
  uploads: boolean;
  tables: Fingerprints;
};

export type BackupPlace = {
  /** PostgreSQL to dump or restore into; without it, the PGlite data directory of DATA_DIR. */
  databaseUrl?: string;
  /** DATA_DIR: its `pglite` directory is the PGlite database. */
  dataDir: string;
  /** Local uploads directory (copied beside the database); S3 buckets keep their own copies. */
  uploadsDir?: string;
};

/** Runs one SQL text and returns its rows (a pg client or a PGlite). */
export type RunSql = (text: string) => Promise<Record<string, unknown>[]>;

const quote = (name: string) => `"${name.replaceAll('"', '""')}"`;

/**
 * Row count and checksum (md5 over the sorted md5 of each row's text) of every table outside
 * PostgreSQL's own schemas: ours, drizzle's journal, pg-boss's jobs.
 */
export async function fingerprints(query: RunSql): Promise<Fingerprints> {
  const tables = await query(`
    select table_schema as schema, table_name as name from information_schema.tables
    where table_type = 'BASE TABLE'
      and table_schema not in ('pg_catalog', 'information_schema')
      and table_schema not like 'pg\\_%'
    order by 1, 2`);
  const out: Fingerprints = {};
  for (const { schema, name } of tables as { schema: string; name: string }[]) {
    const [row] = await query(`
      select count(*)::int as rows,
        md5(coalesce(string_agg(md5(t::text), '' order by md5(t::text)), '')) as checksum
      from ${quote(schema)}.${quote(name)} t`);
    out[`${schema}.${name}`] = { rows: Number(row!.rows), checksum: String(row!.checksum) };
  }
  return out;
}

/**
 * Writes a backup directory: `database.dump` (pg_dump custom format) or `pglite/` (a copy of
 * the data directory — stop the server first), `uploads/` and `manifest.json` with every
 * table's fingerprint, which `restore` checks the restored database against. On PostgreSQL the
 * fingerprints and the dump read the same exported snapshot, so a live database backs up
 * consistently.
 */
export async function backup(place: BackupPlace, out: string): Promise<Manifest> {
  await mkdir(out, { recursive: true });
  if ((await readdir(out)).length) throw new Error(`${out} is not empty: choose a new directory`);
  let tables: Fingerprints;
  if (place.databaseUrl) {
    const client = new pg.Client({ connectionString: place.databaseUrl });
    await client.connect();
    try {
      await client.query('begin isolation level repeatable read read only');
      const snapshot = (await client.query('select pg_export_snapshot() as id')).rows[0].id;
      tables = await fingerprints(async (text) => (await client.query(text)).rows);
      await run('pg_dump', [
        '--format=custom',
        '--no-owner',
        '--no-privileges',
        `--snapshot=${snapshot}`,
        `--file=${path.join(out, 'database.dump')}`,
        place.databaseUrl,
      ]);
      await client.query('commit');
    } finally {
      await client.end();
    }
  } else {
    const dir = path.join(place.dataDir, 'pglite');
    const client = await PGlite.create({ dataDir: dir, extensions: { pg_trgm } });
    try {
      tables = await fingerprints(
        async (text) => (await client.query(text)).rows as Record<string, unknown>[],
      );
    } finally {
      await client.close();
    }
    await cp(dir, path.join(out, 'pglite'), { recursive: true });
  }
  const uploads = !!place.uploadsDir && existsSync(place.uploadsDir);
  if (uploads) await cp(place.uploadsDir!, path.join(out, 'uploads'), { recursive: true });
  const manifest: Manifest = {
    format: 1,
    kind: place.databaseUrl ? 'postgres' : 'pglite',
    createdAt: new Date().toISOString(),
    uploads,
    tables,
  };
  await writeFile(path.join(out, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);
  return manifest;
}

/**
 * Puts a backup back: pg_restore into DATABASE_URL (an empty database, or one whose objects it
 * replaces), or the PGlite directory into DATA_DIR (which must not hold one yet); the uploads
 * into the uploads directory.
 */
export async function restoreFiles(place: BackupPlace, from: string): Promise<Manifest> {
  const manifest = JSON.parse(await readFile(path.join(from, 'manifest.json'), 'utf8')) as Manifest;
  if (manifest.kind === 'postgres') {
    if (!place.databaseUrl) throw new Error('This backup is of PostgreSQL: set DATABASE_URL');
    await run('pg_restore', [
      '--clean',
      '--if-exists',
      '--no-owner',
      '--no-privileges',
      '--exit-on-error',
      `--dbname=${place.databaseUrl}`,
      path.join(from, 'database.dump'),
    ]);
  } else {
    if (place.databaseUrl) throw new Error('This backup is of PGlite: unset DATABASE_URL');
    const target = path.join(place.dataDir, 'pglite');
    if (existsSync(target) && (await readdir(target)).length) {
      throw new Error(`${target} already holds a database: move it away first`);
    }
    await cp(path.join(from, 'pglite'), target, { recursive: true });
  }
  if (manifest.uploads && place.uploadsDir) {
    await cp(path.join(from, 'uploads'), place.uploadsDir, { recursive: true });
  }
  return manifest;
}

/** The tables whose count or checksum differ between the backup and the restored database. */
export async function differences(query: RunSql, manifest: Manifest): Promise<string[]> {
  const now = await fingerprints(query);
  const names = new Set([...Object.keys(now), ...Object.keys(manifest.tables)]);
  return [...names].filter(
    (name) =>
      now[name]?.rows !== manifest.tables[name]?.rows ||
      now[name]?.checksum !== manifest.tables[name]?.checksum,
  );
}

/** The backup place this environment names (DATABASE_URL or DATA_DIR, local uploads). */
export function placeFromEnv(
  env: Pick<Env, 'DATABASE_URL' | 'DATA_DIR' | 'UPLOADS_DIR' | 'STORAGE_DRIVER'>,
): BackupPlace {
  return {
    databaseUrl: env.DATABASE_URL,
    dataDir: path.resolve(env.DATA_DIR),
    uploadsDir:
      env.STORAGE_DRIVER === 'local'
        ? path.resolve(env.UPLOADS_DIR ?? path.join(env.DATA_DIR, 'uploads'))
        : undefined,
  };
}

/** Runs SQL on the place's database (for `differences` after a restore). */
export async function withSql<T>(place: BackupPlace, use: (query: RunSql) => Promise<T>) {
  if (place.databaseUrl) {
    const client = new pg.Client({ connectionString: place.databaseUrl });
    await client.connect();
    try {
      return await use(async (text) => (await client.query(text)).rows);
    } finally {
      await client.end();
    }
  }
  const client = await PGlite.create({
    dataDir: path.join(place.dataDir, 'pglite'),
    extensions: { pg_trgm },
  });
  try {
    return await use(async (text) => (await client.query(text)).rows as Record<string, unknown>[]);
  } finally {
    await client.close();
  }
}
