import { eq, sql } from 'drizzle-orm';
import { spawn } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { headerActor } from '../../../test/actors.ts';
import { testApp } from '../../../test/app.ts';
import { childArgs } from '../../../test/children.ts';
import { testDatabase } from '../../../test/database.ts';
import { mailsTo, tokenOf } from '../../../test/http.ts';
import { signingFixture, type SigningFixture } from '../../../test/signing-fixture.ts';
import { createPglite, openPglite, type Database } from '../../platform/db.ts';
import { localStorage, type FileStorage } from '../../platform/storage.ts';
import { grantApplications } from '../grants/grants.tables.ts';
import { sha256 } from './hash.ts';
import { sendAgreement } from './send.service.ts';
import { signWithLink } from './sign.service.ts';
import { signingDocuments, signingSigners } from './signing.tables.ts';

/*
 * SECURITY.md "kill the server during signing": a server process
 * (test/signing-kill-child.ts) on this test's database and file storage SIGKILLs itself while the
 * last party signs — mid-transaction (signature recorded, final PDF written, not committed) or
 * right after the commit. Afterwards the agreement is entirely as before or entirely signed, and
 * signing again is idempotent: no lost signature, one SIGNED move, the stored hash is the file's.
 */
const child = fileURLToPath(new URL('../../../test/signing-kill-child.ts', import.meta.url));
const url = process.env.DATABASE_URL;

let dir = '';
let storageDir = '';
let database: Database;
let storage: FileStorage;
let f: SigningFixture;

async function open(): Promise<Database> {
  if (url) return testDatabase();
  const client = createPglite(dir);
  await client.waitReady;
  return openPglite(client);
}

beforeAll(async () => {
  if (!url) {
    dir = await mkdtemp(path.join(tmpdir(), 'matchday-signing-kill-'));
    const first = createPglite(dir, new Blob([await readFile(inject('pgliteDump'))]));
    await first.waitReady;
    await first.close();
  }
  storageDir = await mkdtemp(path.join(tmpdir(), 'matchday-signing-files-'));
  storage = localStorage(storageDir);
  database = await open();
  f = await signingFixture(database.db, 'kill');
}, 120_000);

afterAll(async () => {
  await database?.close();
  if (dir) await rm(dir, { recursive: true, force: true });
  await rm(storageDir, { recursive: true, force: true });
});

const deps = () => ({ db: database.db, storage, publicUrl: 'http://matchday.test', scrive: null });

/** An agreement sent and signed by two of three parties; the programme's link is left. */
async function twoOfThree(title: string) {
  const app = await f.approvedApplication(title, database.db);
  const sent = await sendAgreement(deps(), f.actors.admin, app.id);
  const link = async (email: string) =>
    tokenOf(
      (await mailsTo(database.db, email)).filter((m) => m.template === 'signrequest').at(-1)!.data
        .link,
    );
  const ctx = { ip: '192.0.2.1', userAgent: 'KillTest' };
  const input = (name: string) => ({
    typedName: name,
    consent: true,
    documentSha256: sent.originalSha256,
  });
  await signWithLink(deps(), await link(`ada-${f.tag}@startup.test`), input('Ada Founder'), ctx);
  await signWithLink(deps(), await link(`bo-${f.tag}@corp.test`), input('Bo Partner'), ctx);
  return { appId: app.id, sent, last: await link(f.admin.email) };
}

async function stateOf(appId: string) {
  const [doc] = await database.db
    .select()
    .from(signingDocuments)
    .where(eq(signingDocuments.applicationId, appId));
  const signers = await database.db
    .select()
    .from(signingSigners)
    .where(eq(signingSigners.documentId, doc!.id));
  const [app] = await database.db
    .select({ status: grantApplications.status })
    .from(grantApplications)
    .where(eq(grantApplications.id, appId));
  const { rows } = (await database.db.execute(
    sql`select count(*)::int as n from grant_application_events where application_id = ${appId} and "to" = 'SIGNED'`,
  )) as unknown as { rows: { n: number }[] };
  return {
    doc: doc!,
    signed: signers.filter((s) => s.signedAt).length,
    status: app!.status,
    signedMoves: rows[0]!.n,
  };
}

async function signInDyingServer(killAt: string, token: string, documentSha256: string) {
  if (!url) await database.close();
  const env: Record<string, string> = {
    ...(process.env as Record<string, string>),
    KILL_AT: killAt,
    KILL_STORAGE_DIR: storageDir,
  };
  if (url) env.KILL_DATABASE_URL = url;
  else env.KILL_PGLITE_DIR = dir;
  const proc = spawn(process.execPath, childArgs(child), {
    env,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const exited = new Promise<NodeJS.Signals | null>((resolve) =>
    proc.on('exit', (_code, signal) => resolve(signal)),
  );
  const address = await new Promise<string>((resolve, reject) => {
    let out = '';
    proc.stdout.on('data', (d: Buffer) => {
      out += d.toString();
      const line = out.split('\n').find((l) => l.startsWith('{'));
      if (line) resolve((JSON.parse(line) as { address: string }).address);
    });
    proc.on('exit', () => reject(new Error(`the server exited before listening: ${out}`)));
  });
  const answer = await fetch(`${address}/api/signing/sign`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'user-agent': 'KillTest' },
    body: JSON.stringify({ token, typedName: 'Test Admin', consent: true, documentSha256 }),
  }).then(
    (res) => `answered ${res.status}`,
    (error: Error) => `no answer (${error.message})`,
  );
  const signal = await exited;
  if (!url) database = await open();
  return { signal, answer };
}

/** Signs again through a fresh app on the same database and storage. */
async function signAgain(token: string, documentSha256: string) {
  const t = await testApp({ database, resolveActor: headerActor, storage });
  try {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/signing/sign',
      payload: { token, typedName: 'Test Admin', consent: true, documentSha256 },
    });
    return { status: res.statusCode, body: res.json() as Record<string, unknown> };
  } finally {
    await t.app.close();
  }
}

describe('SIGKILL while the last party signs', () => {
  it('killed mid-transaction: nothing of the last signature survives; signing again seals once', async () => {
    const { appId, sent, last } = await twoOfThree('Killed while sealing');
    const { signal, answer } = await signInDyingServer('seal', last, sent.originalSha256);
    expect(signal).toBe('SIGKILL');
    expect(answer).toMatch(/^no answer/);
    const after = await stateOf(appId);
    expect(after).toMatchObject({ status: 'AGREEMENT_SENT', signed: 2, signedMoves: 0 });
    expect(after.doc).toMatchObject({ state: 'pending', signedSha256: null, signedKey: null });

    const again = await signAgain(last, sent.originalSha256);
    expect(again.status).toBe(200);
    const done = await stateOf(appId);
    expect(done).toMatchObject({ status: 'SIGNED', signed: 3, signedMoves: 1 });
    expect(sha256((await storage.get(done.doc.signedKey!))!)).toBe(done.doc.signedSha256);
  }, 120_000);

  it('killed after the commit, before answering: entirely signed; signing again changes nothing', async () => {
    const { appId, sent, last } = await twoOfThree('Killed after sealing');
    const { signal, answer } = await signInDyingServer('answer', last, sent.originalSha256);
    expect(signal).toBe('SIGKILL');
    expect(answer).toMatch(/^no answer/);
    const after = await stateOf(appId);
    expect(after).toMatchObject({ status: 'SIGNED', signed: 3, signedMoves: 1 });
    expect(sha256((await storage.get(after.doc.signedKey!))!)).toBe(after.doc.signedSha256);

    const again = await signAgain(last, sent.originalSha256);
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ error: { details: { reason: 'used' } } });
    const still = await stateOf(appId);
    expect(still.signedMoves).toBe(1);
    expect(still.doc.signedSha256).toBe(after.doc.signedSha256);
  }, 120_000);
});
