import type { Db } from '../src/platform/db.ts';

/**
 * Counts the SQL statements drizzle sends through `db` (outside transactions, which open their
 * own session): `counted(fn)` runs fn and returns the statements it sent.
 */
export function statementCounter(db: Db) {
  const session = (db as unknown as { session: { logger: { logQuery(q: string): void } } }).session;
  // The logger object itself is patched: prepared statements keep the one they were made with.
  const logger = session.logger;
  const original = logger.logQuery.bind(logger);
  let seen: string[] | null = null;
  logger.logQuery = (query: string) => {
    seen?.push(query);
    original(query);
  };
  return async function counted(fn: () => Promise<unknown>): Promise<string[]> {
    seen = [];
    try {
      await fn();
      return seen;
    } finally {
      seen = null;
    }
  };
}
