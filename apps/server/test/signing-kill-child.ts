/**
 * A server process that dies (SIGKILL) while the last party signs an agreement — the crash of
 * src/modules/signing/signing.kill.test.ts. It listens like the real server, prints its address
 * as one JSON line, and kills itself:
 * - KILL_AT=seal — when the signing transaction writes the sealed document (the signature is
 *   recorded and the final PDF is in storage, the transaction not committed);
 * - KILL_AT=answer — right after that transaction commits, before it answers.
 * Opens the database the parent names (KILL_DATABASE_URL or KILL_PGLITE_DIR) and the parent's
 * file storage (KILL_STORAGE_DIR).
 */
import { randomBytes } from 'node:crypto';
import { sql, type Logger } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import { buildApp } from '../src/app.ts';
import { relations } from '../src/db/relations.ts';
import { createPglite, type Database, type Db } from '../src/platform/db.ts';
import { localStorage } from '../src/platform/storage.ts';
import { headerActor } from './actors.ts';

const {
  KILL_DATABASE_URL: url,
  KILL_PGLITE_DIR: dir,
  KILL_STORAGE_DIR: storageDir,
  KILL_AT: at = 'seal',
} = process.env;
const die = () => process.kill(process.pid, 'SIGKILL');

let sealing = false;
const logger: Logger = {
  logQuery(query) {
    if (/^update "signing_documents" set [^;]*"signed_sha256"/i.test(query.trim())) {
      sealing = true;
      if (at === 'seal') die();
    }
  },
};

function dieAfterSealCommit(db: Db): Db {
  const transaction = db.transaction.bind(db);
  db.transaction = (async (...args: Parameters<Db['transaction']>) => {
    const result = await transaction(...args);
    if (at === 'answer' && sealing) die();
    return result;
  }) as Db['transaction'];
  return db;
}

function open(): Database {
  if (url) {
    const pool = new pg.Pool({ connectionString: url, max: 4 });
    pool.on('error', () => undefined);
    const db = dieAfterSealCommit(drizzlePg({ client: pool, relations, logger }) as unknown as Db);
    return {
      db,
      kind: 'postgres',
      ping: async () => void (await db.execute(sql`select 1`)),
      migrate: async () => undefined,
      close: () => pool.end(),
    };
  }
  const client = createPglite(dir!);
  const db = dieAfterSealCommit(drizzlePglite({ client, relations, logger }) as unknown as Db);
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
  storage: localStorage(storageDir!),
});
const address = await app.listen({ port: 0, host: '127.0.0.1' });
process.stdout.write(`${JSON.stringify({ address })}\n`);
