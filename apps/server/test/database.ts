import { sql } from 'drizzle-orm';
import { createPglite, openDatabase, openPglite, type Database } from '../src/platform/db.ts';

/**
 * The database of one test file. PGlite in memory by default; PostgreSQL when DATABASE_URL is
 * set, in a schema of its own so parallel workers never meet. Migrations run on both.
 */
export async function testDatabase(): Promise<Database> {
  const url = process.env.DATABASE_URL;
  if (!url) {
    const database = openPglite(createPglite());
    await database.migrate();
    return database;
  }
  const schemaName = `t_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
  const admin = await openDatabase({ url, poolSize: 1 });
  await admin.db.execute(sql.raw(`create schema "${schemaName}"`));
  await admin.close();
  const database = await openDatabase({ url, poolSize: 4, schema: schemaName });
  await database.migrate();
  const close = database.close;
  return {
    ...database,
    close: async () => {
      await database.db.execute(sql.raw(`drop schema "${schemaName}" cascade`));
      await close();
    },
  };
}
