import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { testDatabase } from '../../test/database.ts';
import { createTestAdmin, createTestUser } from '../../test/factories.ts';
import { backup, differences, restoreFiles, withSql, type BackupPlace } from './backup.ts';
import { createPglite, openPglite, type Database } from './db.ts';

const scratch: string[] = [];
afterAll(() => Promise.all(scratch.map((dir) => rm(dir, { recursive: true, force: true }))));
async function tempDir() {
  const dir = await mkdtemp(path.join(tmpdir(), 'matchday-backup-test-'));
  scratch.push(dir);
  return dir;
}

/** A database with accounts of every kind in it (through the services), and an upload beside it. */
async function seeded(database: Database, uploadsDir: string) {
  for (const type of ['startup', 'corp', 'startup'] as const)
    await createTestUser(database.db, { type });
  await createTestAdmin(database.db);
  await mkdir(path.join(uploadsDir, 'logos'), { recursive: true });
  await writeFile(path.join(uploadsDir, 'logos', 'acme.png'), 'not really a png');
}

describe('backup and restore', () => {
  it('restores a seeded database into a new one with every table’s count and checksum equal', async () => {
    const root = await tempDir();
    const uploadsDir = path.join(root, 'uploads');
    let source: BackupPlace;
    let target: BackupPlace;
    let dropTarget = async () => undefined as unknown;
    if (process.env.DATABASE_URL) {
      const database = await testDatabase();
      await seeded(database, uploadsDir);
      await database.close();
      source = { databaseUrl: process.env.DATABASE_URL, dataDir: root, uploadsDir };
      const name = `restore_${randomBytes(4).toString('hex')}`;
      const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
      await admin.connect();
      await admin.query(`create database ${name}`);
      const url = new URL(process.env.DATABASE_URL);
      url.pathname = `/${name}`;
      target = { databaseUrl: url.toString(), dataDir: root, uploadsDir: path.join(root, 'up2') };
      dropTarget = async () => {
        await admin.query(`drop database ${name} with (force)`);
        await admin.end();
      };
    } else {
      const dataDir = path.join(root, 'data');
      // A data directory started from the run's migrated database (a cold migration is slow).
      const dump = new Blob([await readFile(inject('pgliteDump'))]);
      await mkdir(dataDir, { recursive: true });
      const client = createPglite(path.join(dataDir, 'pglite'), dump);
      await client.waitReady;
      const database = openPglite(client);
      await seeded(database, uploadsDir);
      await database.close();
      source = { dataDir, uploadsDir };
      target = { dataDir: path.join(root, 'data2'), uploadsDir: path.join(root, 'up2') };
    }
    try {
      const out = path.join(root, 'backup');
      const manifest = await backup(source, out);
      const accounts = Object.entries(manifest.tables).find(([name]) => /\.users$/.test(name));
      expect(accounts?.[1].rows).toBeGreaterThan(0);
      expect(Object.keys(manifest.tables).length).toBeGreaterThan(20);
      expect(
        existsSync(path.join(out, manifest.kind === 'postgres' ? 'database.dump' : 'pglite')),
      ).toBe(true);

      const restored = await restoreFiles(target, out);
      expect(await withSql(target, (query) => differences(query, restored))).toEqual([]);
      // …and the original is still the same as its backup.
      expect(await withSql(source, (query) => differences(query, manifest))).toEqual([]);
      expect(await readFile(path.join(target.uploadsDir!, 'logos', 'acme.png'), 'utf8')).toBe(
        'not really a png',
      );

      // A change after the backup is seen: same count, another checksum.
      await withSql(target, (query) => query(`update users set email = 'x' || email`));
      expect(await withSql(target, (query) => differences(query, restored))).toContain(
        Object.keys(manifest.tables).find((name) => /\.users$/.test(name)),
      );
    } finally {
      await dropTarget();
    }
  });

  it('refuses to restore PGlite over an existing database', async () => {
    const root = await tempDir();
    await mkdir(path.join(root, 'backup'));
    await writeFile(
      path.join(root, 'backup', 'manifest.json'),
      JSON.stringify({ format: 1, kind: 'pglite', uploads: false, tables: {} }),
    );
    await mkdir(path.join(root, 'data', 'pglite'), { recursive: true });
    await writeFile(path.join(root, 'data', 'pglite', 'PG_VERSION'), '17');
    await expect(
      restoreFiles({ dataDir: path.join(root, 'data') }, path.join(root, 'backup')),
    ).rejects.toThrow(/already holds a database/);
  });
});
