/**
 * A server instance's reminder sweep in a process of its own — for
 * src/modules/reminders/sweep.kill.test.ts. Opens the database the parent names
 * (SWEEP_DATABASE_URL on PostgreSQL, SWEEP_PGLITE_DIR otherwise), runs one sweep at the instant
 * SWEEP_NOW (ms) and prints the number of reminders it sent as one JSON line. SWEEP_KILL_AT=N:
 * SIGKILL itself at its Nth insert into mail_messages — mid-transaction, with a reminder claimed
 * and its mail being written.
 */
import { sendReminders } from '../src/modules/reminders/sweep.service.ts';
import { die, openChildDatabase } from './kill-child.ts';

const { SWEEP_DATABASE_URL: url, SWEEP_PGLITE_DIR: dir, SWEEP_KILL_AT: killAt } = process.env;
let inserts = 0;
const database = await openChildDatabase({
  url,
  dir,
  poolSize: 2,
  onQuery(query) {
    if (/^insert into "mail_messages"/i.test(query) && killAt && ++inserts >= Number(killAt)) die();
  },
});
const { sent } = await sendReminders(
  database.db,
  'http://matchday.test',
  new Date(Number(process.env.SWEEP_NOW)),
);
process.stdout.write(`${JSON.stringify({ mailed: sent })}\n`);
await database.close();
