/**
 * A server instance's follow-up sweep in a process of its own — for
 * src/modules/followup/sweep.kill.test.ts. Opens the database the parent names
 * (SWEEP_DATABASE_URL on PostgreSQL, SWEEP_PGLITE_DIR otherwise), runs one sweep and prints the
 * number of mails it queued as one JSON line. SWEEP_KILL_AT=N: SIGKILL itself at its Nth insert
 * into mail_messages — mid-transaction, with a round's token claimed and its mails half written.
 */
import type { Logger } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import { relations } from '../src/db/relations.ts';
import { sendFollowUpMails } from '../src/modules/followup/sweep.service.ts';
import { createPglite, type Db } from '../src/platform/db.ts';

const { SWEEP_DATABASE_URL: url, SWEEP_PGLITE_DIR: dir, SWEEP_KILL_AT: killAt } = process.env;
let inserts = 0;
const logger: Logger = {
  logQuery(query) {
    if (/^insert into "mail_messages"/i.test(query.trim())) {
      inserts += 1;
      if (killAt && inserts >= Number(killAt)) process.kill(process.pid, 'SIGKILL');
    }
  },
};

let close: () => Promise<void>;
let db: Db;
if (url) {
  const pool = new pg.Pool({ connectionString: url, max: 2 });
  pool.on('error', () => undefined);
  db = drizzlePg({ client: pool, relations, logger }) as unknown as Db;
  close = () => pool.end();
} else {
  const client = createPglite(dir!);
  await client.waitReady;
  db = drizzlePglite({ client, relations, logger }) as unknown as Db;
  close = () => client.close();
}
const mailed = await sendFollowUpMails(db, 'http://matchday.test');
process.stdout.write(`${JSON.stringify({ mailed })}\n`);
await close();
