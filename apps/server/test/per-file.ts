/**
 * Setup file of the server tests, run before each test file. The files of a worker share one
 * module graph (`isolate: false`, docs/decisions/073): what one file leaves in module state must
 * not reach the next.
 * - test/database.ts: on PostgreSQL, DATABASE_URL names this file's first database again;
 * - the mail queue a file's worker bound (mail.queue.ts) is unbound, so a worker the file forgot
 *   to stop does not take the next file's mail.
 */
import { boundMailQueue, unbindMailQueue } from '../src/modules/mail/mail-queue.service.ts';
import { startTestFile } from './database.ts';

startTestFile();
const bound = boundMailQueue();
if (bound) unbindMailQueue(bound);
