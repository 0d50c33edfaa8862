import { sql } from 'drizzle-orm';
import type { Database } from '../../platform/db.ts';

/**
 * pg-boss keeps its tables in a schema of its own: `pgboss` beside the default `public` schema,
 * `<schema>_boss` when the database is confined to another schema (each test file on PostgreSQL).
 */
export async function jobSchemaFor(database: Database): Promise<string> {
  const result = await database.db.execute<{ schema: string }>(
    sql`select current_schema() as schema`,
  );
  const current = (result as unknown as { rows: { schema: string }[] }).rows[0]?.schema ?? 'public';
  return current === 'public' ? 'pgboss' : `${current}_boss`;
}
