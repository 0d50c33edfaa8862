import pg from 'pg';

/** The advisory lock's name for a schema's migrations (hashed to the lock's number). */
export function migrationLockName(schema: string | undefined) {
  return `matchday migrations ${schema ?? 'public'}`;
}

/**
 * Runs `migrate` while holding a session advisory lock on a connection of its own (outside the
 * pool, which may be a single connection that the migration itself needs): when several
 * instances start at once, one applies the migrations and the others wait, then find nothing
 * left to apply. The lock ends with its session, so a migrating instance that dies frees it.
 */
export async function migrateUnderLock<T>(
  url: string,
  schema: string | undefined,
  migrate: () => Promise<T>,
): Promise<T> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5000 });
  client.on('error', () => undefined);
  await client.connect();
  try {
    await client.query('select pg_advisory_lock(hashtext($1))', [migrationLockName(schema)]);
    try {
      return await migrate();
    } finally {
      await client.query('select pg_advisory_unlock(hashtext($1))', [migrationLockName(schema)]);
    }
  } finally {
    await client.end().catch(() => undefined);
  }
}
