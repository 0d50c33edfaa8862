// The templates these tests send are the identity module's (verify, password reset).
import '../src/modules/auth/auth.mail.ts';
/**
 * A server process whose mail worker dies (SIGKILL) the moment it is about to hand a mail to
 * SMTP — the crash of mail.kill.test.ts. Opens the database the parent names in its environment.
 */
import { PGlite } from '@electric-sql/pglite';
import { startMailWorker } from '../src/modules/mail/mail.worker.ts';
import { openDatabase, openPglite } from '../src/platform/db.ts';
import { silentLog } from './mail.ts';

const { KILL_DATABASE_URL: url, KILL_SCHEMA: schema, KILL_PGLITE_DIR: dir } = process.env;
const database = url
  ? await openDatabase({ url, poolSize: 2, ...(schema ? { schema } : {}) })
  : openPglite(new PGlite(dir!));
await startMailWorker({
  database,
  log: silentLog,
  pollingIntervalSeconds: 0.5,
  retry: { retryLimit: 2, retryDelay: 0, retryBackoff: false, expireInSeconds: 5 }, // CLAIM_SECONDS of mail.kill.test.ts
  transport: {
    provider: 'smtp',
    send: () => {
      process.kill(process.pid, 'SIGKILL');
      return new Promise(() => undefined);
    },
    close: () => undefined,
  },
});
