/**
 * Migrates once per test run, so each test file copies a migrated database instead of running
 * every migration itself (test/database.ts):
 * - PGlite: one instance is migrated and its data directory dumped to a tarball in the temp
 *   folder, named by a hash of the migrations (and the PGlite and drizzle versions), so a stale
 *   dump is never loaded and an unchanged one is reused by the next run.
 * - PostgreSQL (DATABASE_URL set): one template database migrated per run; each worker
 *   creates its databases from it. Teardown drops the template and every database of this run.
 * It also bundles the crash tests' child processes (test/*-child.ts) with esbuild, so they start
 * with plain node (test/children.ts).
 */
import { build } from 'esbuild';
import { createHash, randomBytes } from 'node:crypto';
import { mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { createPglite, migrationsFolder, openDatabase, openPglite } from '../src/platform/db.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** PGlite: path of the migrated data directory dump (a tar file). */
    pgliteDump: string;
    /** PostgreSQL: where to create test databases, and the migrated template to copy. */
    postgresTemplate: { adminUrl: string; template: string; prefix: string };
    /** Folder of the bundled test/*-child.ts files (`<name>.mjs`). */
    testChildren: string;
  }
}

export default async function setup(project: TestProject) {
  const hash = await migrationsHash();
  const url = process.env.DATABASE_URL;
  const [children, teardown] = await Promise.all([
    bundleChildren(),
    url ? setupPostgres(project, url, hash) : pgliteSetup(project, hash),
  ]);
  project.provide('testChildren', children);
  return async () => {
    await rm(children, { recursive: true, force: true });
    await teardown?.();
  };
}

async function pgliteSetup(project: TestProject, hash: string) {
  project.provide('pgliteDump', await pgliteDump(hash));
  return undefined;
}

const server = path.resolve(import.meta.dirname, '..');

/**
 * Bundles every test/*-child.ts into a folder of this run under apps/server/node_modules/.cache
 * (inside the repository, so the bundles' external imports resolve from its node_modules), as
 * scripts/build.mjs bundles the server: packages stay external, our workspace packages are in.
 */
async function bundleChildren(): Promise<string> {
  const testDir = path.join(server, 'test');
  const sources = (await readdir(testDir)).filter((name) => name.endsWith('-child.ts'));
  const out = path.join(
    server,
    'node_modules/.cache/test-children',
    `${process.pid}-${randomBytes(3).toString('hex')}`,
  );
  await build({
    entryPoints: sources.map((name) => path.join(testDir, name)),
    outdir: out,
    outExtension: { '.js': '.mjs' },
    bundle: true,
    splitting: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    logLevel: 'warning',
    plugins: [
      {
        name: 'external-node-modules',
        setup(b) {
          b.onResolve({ filter: /^[^./]/ }, (args) =>
            args.path.startsWith('@matchday/') ? undefined : { path: args.path, external: true },
          );
        },
      },
    ],
  });
  return out;
}

/** Hash of every file in the migrations folder, plus what shapes a dump besides them. */
async function migrationsHash(): Promise<string> {
  const hash = createHash('sha256');
  for (const name of ['@electric-sql/pglite', 'drizzle-orm']) {
    hash.update(`${name}@${await versionOf(name)}\n`);
  }
  const files = (await readdir(migrationsFolder, { recursive: true, withFileTypes: true }))
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(migrationsFolder, path.join(entry.parentPath, entry.name)))
    .sort();
  for (const file of files) {
    hash.update(`${file}\n`);
    hash.update(await readFile(path.join(migrationsFolder, file)));
  }
  return hash.digest('hex').slice(0, 16);
}

/** The installed version of a package (whose exports may hide its package.json). */
async function versionOf(name: string): Promise<string> {
  let dir = path.dirname(createRequire(import.meta.url).resolve(name));
  for (;;) {
    const manifest = await readFile(path.join(dir, 'package.json'), 'utf8').catch(() => null);
    const parsed = manifest ? (JSON.parse(manifest) as { name?: string; version: string }) : null;
    if (parsed?.name === name) return parsed.version;
    if (path.dirname(dir) === dir) throw new Error(`no package.json for ${name}`);
    dir = path.dirname(dir);
  }
}

async function pgliteDump(hash: string): Promise<string> {
  const folder = path.join(tmpdir(), 'matchday-test');
  const file = path.join(folder, `pglite-${hash}.tar`);
  if (await stat(file).catch(() => null)) return file;
  await mkdir(folder, { recursive: true });
  const client = createPglite();
  const database = openPglite(client);
  try {
    await database.migrate();
    const dump = await client.dumpDataDir('none');
    // Written aside and renamed: a run started meanwhile never reads half a file.
    const partial = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
    await writeFile(partial, Buffer.from(await dump.arrayBuffer()));
    await rename(partial, file);
  } finally {
    await database.close();
  }
  await pruneOldDumps(folder, file);
  return file;
}

/** Dumps of other migration states untouched for a day (each is about 40 MB). */
async function pruneOldDumps(folder: string, keep: string) {
  const dayAgo = Date.now() - 24 * 3600_000;
  for (const name of await readdir(folder)) {
    const file = path.join(folder, name);
    if (file === keep || !name.startsWith('pglite-')) continue;
    const info = await stat(file).catch(() => null);
    if (info && info.mtimeMs < dayAgo) await rm(file, { force: true });
  }
}

async function setupPostgres(project: TestProject, adminUrl: string, hash: string) {
  // Databases of this run: md_<hash>_<run>_tpl (the template) and md_<hash>_<run>_<file…>.
  const prefix = `md_${hash.slice(0, 10)}_${process.pid}${randomBytes(2).toString('hex')}`;
  const template = `${prefix}_tpl`;
  await admin(adminUrl, `create database "${template}"`);
  try {
    const templateUrl = new URL(adminUrl);
    templateUrl.pathname = `/${template}`;
    const database = await openDatabase({ url: templateUrl.toString(), poolSize: 1 });
    try {
      await database.migrate();
    } finally {
      await database.close();
    }
  } catch (error) {
    await dropRun(adminUrl, prefix);
    throw error;
  }
  project.provide('postgresTemplate', { adminUrl, template, prefix });
  return () => dropRun(adminUrl, prefix);
}

/** Drops the template and every test database of the run (a file that failed to close). */
async function dropRun(adminUrl: string, prefix: string) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ datname: string }>(
      `select datname from pg_database where starts_with(datname, $1)`,
      [`${prefix}_`],
    );
    for (const { datname } of rows) {
      await client.query(`drop database if exists "${datname}" with (force)`);
    }
  } finally {
    await client.end();
  }
}

async function admin(url: string, statement: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}
