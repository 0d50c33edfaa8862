/**
 * A server process that dies (SIGKILL) while it publishes a schedule — the crash of
 * src/modules/meetings/publish.kill.test.ts. It listens like the real server (the test's
 * `x-test-actor` header names the caller), prints its address as one JSON line, and kills itself:
 * - KILL_AT=mail:N — when publishSchedule's transaction sends its Nth insert into mail_messages
 *   (mid-transaction: the meetings are already updated, the mails half written);
 * - KILL_AT=answer — right after publishSchedule's transaction commits, before it answers.
 * Opens the database the parent names: KILL_DATABASE_URL (PostgreSQL) or KILL_PGLITE_DIR.
 */
import { die, listenForParent, openChildDatabase } from './kill-child.ts';

const { KILL_DATABASE_URL: url, KILL_PGLITE_DIR: dir, KILL_AT: at = 'mail:1' } = process.env;
const killAtMail = at.startsWith('mail:') ? Number(at.slice(5)) : Infinity;
let mailInserts = 0;
let publishing = false;

const database = await openChildDatabase({
  url,
  dir,
  onQuery(query) {
    if (/^update "meetings" m set[\s\S]*shown_status = /i.test(query)) publishing = true;
    if (/^insert into "mail_messages"/i.test(query) && ++mailInserts >= killAtMail) die();
  },
  // KILL_AT=answer: the transaction that published has committed; die before answering.
  afterCommit: () => void (at === 'answer' && publishing && die()),
});
await listenForParent(database);
