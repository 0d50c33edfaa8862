/**
 * A server process that dies (SIGKILL) while it publishes a schedule — the crash of
 * src/modules/meetings/publish.kill.test.ts. It listens like the real server (the test's
 * `x-test-actor` header names the caller), prints its address as one JSON line, and kills itself:
 * - KILL_AT=mail:N — when publishSchedule's transaction sends its Nth insert into mail_messages
 *   (mid-transaction: the meetings are already updated, the mails half written);
 * - KILL_AT=answer — right after publishSchedule's transaction commits, before it answers.
 * Opens the database the parent names: KILL_DATABASE_URL (PostgreSQL) or KILL_PGLITE_DIR.
 */
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { Logger } from 'drizzle-orm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import { buildApp } from '../src/app.ts';
import { relations } from '../src/db/relations.ts';
import { createPglite, type Database, type Db } from '../src/platform/db.ts';
import { headerActor } from './actors.ts';

const { KILL_DATABASE_URL: url, KILL_PGLITE_DIR: dir, KILL_AT: at = 'mail:1' } = process.env;
const die = () => process.kill(process.pid, 'SIGKILL');

let mailInserts = 0;
let publishing = false;
const killAtMail = at.startsWith('mail:') ? Number(at.slice(5)) : Infinity;
const logger: Logger = {
  logQuery(query) {
    const text = query.trim();
    if (/^update "meetings" m set[\s\S]*shown_status = /i.test(text)) publishing = true;
    if (/^insert into "mail_messages"/i.test(text)) {
      mailInserts += 1;
      if (mailInserts >= killAtMail) die();
    }
  },
};

/** KILL_AT=answer: the transaction that published has committed; the process dies before answering. */
function dieAfterPublishCommit(db: Db): Db {
  const transaction = db.transaction.bind(db);
  db.transaction = (async (...args: Parameters<Db['transaction']>) => {
    const result = await transaction(...args);
    if (at === 'answer' && publishing) die();
    return result;
  }) as Db['transaction'];
  return db;
}

function open(): Database {
  if (url) {
    const pool = new pg.Pool({ connectionString: url, max: 4 });
    pool.on('error', () => undefined);
    const db = dieAfterPublishCommit(
      drizzlePg({ client: pool, relations, logger }) as unknown as Db,
    );
    return {
      db,
      kind: 'postgres',
      ping: async () => void (await db.execute(sql`select 1`)),
      migrate: async () => undefined,
      close: () => pool.end(),
    };
  }
  const client = createPglite(dir!);
  const db = dieAfterPublishCommit(drizzlePglite({ client, relations, logger }) as unknown as Db);
  return {
    db,
    kind: 'pglite',
    ping: async () => void (await db.execute(sql`select 1`)),
    migrate: async () => undefined,
    close: () => client.close(),
  };
}

const app = await buildApp({
  env: {
    LOG_LEVEL: 'silent',
    NODE_ENV: 'production',
    BODY_LIMIT: 1 << 20,
    PUBLIC_URL: 'http://matchday.test',
  },
  secrets: { jwtSecret: randomBytes(48).toString('base64url') },
  database: open(),
  webDist: null,
  resolveActor: headerActor,
});
const address = await app.listen({ port: 0, host: '127.0.0.1' });
process.stdout.write(`${JSON.stringify({ address })}\n`);
