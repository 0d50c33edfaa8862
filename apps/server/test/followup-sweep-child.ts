/**
 * A server instance's follow-up sweep in a process of its own — for
 * src/modules/followup/sweep.kill.test.ts. Opens the database the parent names
 * (SWEEP_DATABASE_URL on PostgreSQL, SWEEP_PGLITE_DIR otherwise), runs one sweep and prints the
 * number of mails it queued as one JSON line. SWEEP_KILL_AT=N: SIGKILL itself at its Nth insert
 * into mail_messages — mid-transaction, with a round's token claimed and its mails half written.
 */
import { sendFollowUpMails } from '../src/modules/followup/sweep.service.ts';
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
const mailed = await sendFollowUpMails(database.db, 'http://matchday.test');
process.stdout.write(`${JSON.stringify({ mailed })}\n`);
await database.close();
