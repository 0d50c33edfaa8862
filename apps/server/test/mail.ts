import { sql } from 'drizzle-orm';
import type { Database } from '../src/platform/db.ts';
import type { MailTransport } from '../src/platform/mailer.ts';
import { startMailWorker, type MailWorkerOptions } from '../src/modules/mail/mail.worker.ts';

export const silentLog = { info: () => undefined, warn: () => undefined, error: () => undefined };

/** A mail worker with test timings: fast polling, quick retries without backoff. */
export function startTestWorker(
  database: Database,
  transport: MailTransport,
  overrides: Partial<MailWorkerOptions> = {},
) {
  return startMailWorker({
    database,
    transport,
    log: silentLog,
    pollingIntervalSeconds: 0.5,
    maintenanceIntervalSeconds: 1,
    ...overrides,
    retry: {
      retryLimit: 2,
      retryDelay: 0,
      retryBackoff: false,
      expireInSeconds: 60,
      ...overrides.retry,
    },
  });
}

/** Drops the pg-boss schema of a test database on PostgreSQL (PGlite is thrown away whole). */
export async function dropJobSchema(database: Database, schema: string) {
  if (database.kind === 'postgres')
    await database.db.execute(sql.raw(`drop schema if exists "${schema}" cascade`));
}
