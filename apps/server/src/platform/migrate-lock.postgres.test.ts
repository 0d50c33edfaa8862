import pg from 'pg';
import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { openDatabase } from './db.ts';
import { migrationLockName } from './migrate-lock.ts';

const url = process.env.DATABASE_URL!;

describe('migrations under an advisory lock', () => {
  it('waits while another instance holds the lock, then migrates; instances starting together both succeed', async () => {
    const schema = `lock_${randomBytes(4).toString('hex')}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`create schema ${schema}`);
    const first = await openDatabase({ url, schema, poolSize: 2 });
    const second = await openDatabase({ url, schema, poolSize: 2 });
    try {
      // Another instance is migrating: it holds the lock.
      await admin.query('select pg_advisory_lock(hashtext($1))', [migrationLockName(schema)]);
      let done = 0;
      const both = Promise.all([first.migrate(), second.migrate()]).then(() => (done = Date.now()));
      await new Promise((resolve) => setTimeout(resolve, 700));
      expect(done).toBe(0);
      const waiting = await admin.query(
        `select count(*)::int as n from pg_locks where locktype = 'advisory' and not granted`,
      );
      expect(waiting.rows[0].n).toBeGreaterThanOrEqual(2);
      await admin.query('select pg_advisory_unlock(hashtext($1))', [migrationLockName(schema)]);
      await both;
      const applied = await admin.query(
        `select count(*)::int as n from ${schema}.__drizzle_migrations`,
      );
      expect(applied.rows[0].n).toBeGreaterThan(10);
    } finally {
      await first.close();
      await second.close();
      await admin.query(`drop schema ${schema} cascade`);
      await admin.end();
    }
  });
});
