import { eq, sql } from 'drizzle-orm';
import { createServer } from 'node:net';
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as, headerActor } from '../../../test/actors.ts';
import { mailsTo } from '../../../test/http.ts';
import {
  SCRIVE_CREDENTIALS,
  startScriveStandIn,
  type ScriveStandIn,
} from '../../../test/scrive-stand-in.ts';
import { signingFixture, type SigningFixture } from '../../../test/signing-fixture.ts';
import { testDatabase } from '../../../test/database.ts';
import { buildApp } from '../../app.ts';
import type { Database } from '../../platform/db.ts';
import { temporaryStorage, type FileStorage } from '../../platform/storage.ts';
import type { FastifyInstance } from 'fastify';
import { grantApplications } from '../grants/grants.tables.ts';
import { sha256 } from './hash.ts';
import { scriveFromEnv } from './scrive-config.ts';
import { sendAgreement } from './send.service.ts';
import type { SigningDeps } from './signing.types.ts';
import { signingDocuments, signingSigners } from './signing.tables.ts';

/*
 * The Scrive adapter against a stand-in that follows Scrive's API v2 shapes and
 * error codes. The app listens on a real port, so the stand-in's callbacks reach it over HTTP.
 */
let scrive: ScriveStandIn;
let app: FastifyInstance;
let database: Database;
let storage: FileStorage;
let f: SigningFixture;
let base = '';

async function freePort() {
  return new Promise<number>((resolve) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

beforeAll(async () => {
  scrive = await startScriveStandIn();
  database = await testDatabase();
  storage = await temporaryStorage();
  const port = await freePort();
  base = `http://127.0.0.1:${port}`;
  app = await buildApp({
    env: {
      LOG_LEVEL: 'silent',
      NODE_ENV: 'test',
      BODY_LIMIT: 1024 * 1024,
      PUBLIC_URL: base,
      SCRIVE_URL: scrive.url,
      ...SCRIVE_CREDENTIALS,
    },
    secrets: { jwtSecret: randomBytes(48).toString('base64url') },
    database,
    webDist: null,
    resolveActor: headerActor,
    storage,
  });
  await app.listen({ port, host: '127.0.0.1' });
  f = await signingFixture(database.db, 'scrive');
});
afterAll(async () => {
  await app?.close();
  await scrive?.close();
  await database?.close();
});

const deps = (): SigningDeps => ({
  db: database.db,
  storage,
  publicUrl: base,
  scrive: scriveFromEnv({ SCRIVE_URL: scrive.url, ...SCRIVE_CREDENTIALS }, base),
});

async function call(path: string, body: unknown, headers: Record<string, string | undefined> = {}) {
  const res = await fetch(`${base}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(headers as Record<string, string>) },
    body: JSON.stringify(body),
  });
  return { status: res.status, json: (await res.json()) as Record<string, unknown> };
}

async function stateOf(applicationId: string) {
  const [doc] = await database.db
    .select()
    .from(signingDocuments)
    .where(eq(signingDocuments.applicationId, applicationId));
  const signers = await database.db
    .select()
    .from(signingSigners)
    .where(eq(signingSigners.documentId, doc!.id))
    .orderBy(signingSigners.position);
  const [application] = await database.db
    .select({ status: grantApplications.status })
    .from(grantApplications)
    .where(eq(grantApplications.id, applicationId));
  return { doc: doc!, signers, status: application!.status };
}

describe('Scrive adapter against the stand-in', () => {
  let appId = '';
  let externalId = '';

  it('stand-in: 409 when not in preparation, 409 on an object_version mismatch, 401 without credentials', async () => {
    const auth = `oauth_signature_method="PLAINTEXT", oauth_consumer_key="${SCRIVE_CREDENTIALS.SCRIVE_API_TOKEN}", oauth_token="${SCRIVE_CREDENTIALS.SCRIVE_ACCESS_TOKEN}", oauth_signature="${SCRIVE_CREDENTIALS.SCRIVE_API_SECRET}&${SCRIVE_CREDENTIALS.SCRIVE_ACCESS_SECRET}"`;
    const form = new FormData();
    form.append(
      'file',
      new Blob([Buffer.from('%PDF-1.7\n')], { type: 'application/pdf' }),
      'x.pdf',
    );
    expect(
      (await fetch(`${scrive.url}/api/v2/documents/new`, { method: 'POST', body: form })).status,
    ).toBe(401);
    const created = await fetch(`${scrive.url}/api/v2/documents/new`, {
      method: 'POST',
      body: form,
      headers: { authorization: auth },
    });
    const doc = (await created.json()) as { id: string; object_version: number };
    const update = (version: number) =>
      fetch(`${scrive.url}/api/v2/documents/${doc.id}/update`, {
        method: 'POST',
        headers: { authorization: auth },
        body: new URLSearchParams({
          document: JSON.stringify({
            parties: [{ is_signatory: true, delivery_method: 'api', fields: [] }],
          }),
          object_version: String(version),
        }),
      });
    const stale = await update(doc.object_version + 5);
    expect(stale.status).toBe(409);
    expect(await stale.json()).toMatchObject({ error_type: 'document_object_version_mismatch' });
    expect((await update(doc.object_version)).status).toBe(200);
    const start = () =>
      fetch(`${scrive.url}/api/v2/documents/${doc.id}/start`, {
        method: 'POST',
        headers: { authorization: auth },
      });
    expect((await start()).status).toBe(200);
    const again = await start();
    expect(again.status).toBe(409);
    expect(await again.json()).toMatchObject({ error_type: 'document_state_error' });
    expect((await update(doc.object_version + 2)).status).toBe(409);
    scrive.documents.delete(doc.id);
  });

  it('/api/scrive/create: documents/new, parties with api delivery, start; the links come from api_delivery_url', async () => {
    appId = (await f.approvedApplication('Scrive pilot')).id;
    const res = await call('/api/scrive/create', { applicationId: appId }, as(f.actors.admin));
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ provider: 'scrive', state: 'pending' });
    const { doc, signers, status } = await stateOf(appId);
    expect(status).toBe('AGREEMENT_SENT');
    externalId = doc.externalId!;
    const remote = scrive.documents.get(externalId)!;
    expect(remote.status).toBe('pending');
    expect(remote.title).toBe('Scrive pilot');
    expect(remote.api_callback_url).toBe(`${base}/api/scrive/callback`);
    expect(sha256(remote.file)).toBe(doc.originalSha256);
    const signing = remote.parties.filter((p) => p.is_signatory);
    expect(signing.map((p) => p.delivery_method)).toEqual(['api', 'api', 'api']);
    for (const s of signers) {
      const party = signing.find((p) => p.id === s.externalPartyId)!;
      expect(s.externalLink).toBe(new URL(party.api_delivery_url!, scrive.url).toString());
    }
    const mails = await mailsTo(database.db, `ada-${f.tag}@startup.test`);
    expect(mails.filter((m) => m.template === 'signrequest').map((m) => m.data.link)).toEqual([
      signers[0]!.externalLink,
    ]);
    // Again: the same agreement, no second Scrive document.
    const count = scrive.documents.size;
    expect(
      (await call('/api/scrive/create', { applicationId: appId }, as(f.actors.admin))).json.id,
    ).toBe(doc.id);
    expect(scrive.documents.size).toBe(count);
    // Only admins.
    expect(
      (await call('/api/scrive/create', { applicationId: appId }, as(f.actors.startup))).status,
    ).toBe(403);
  });

  it('callbacks: unknown document → 404 and nothing changes; repeated and out-of-order ones are idempotent', async () => {
    const before = await stateOf(appId);
    const unknown = await fetch(`${base}/api/scrive/callback`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        document_id: '999999',
        document_json: '{"status":"closed"}',
      }).toString(),
    });
    expect(unknown.status).toBe(404);
    // A forged body claiming "closed" for our document: its state is read from Scrive, not the body.
    const forged = await fetch(`${base}/api/scrive/callback`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        document_id: externalId,
        document_json: '{"status":"closed"}',
      }).toString(),
    });
    expect(forged.status).toBe(200);
    expect(await stateOf(appId)).toMatchObject({
      status: 'AGREEMENT_SENT',
      doc: { state: 'pending' },
    });
    expect((await stateOf(appId)).signers.every((s) => !s.signedAt)).toBe(true);
    expect(before.doc.state).toBe('pending');

    scrive.sign(externalId, 0);
    expect(await scrive.callback(externalId)).toBe(200);
    expect(await scrive.callback(externalId)).toBe(200);
    let now = await stateOf(appId);
    expect(now.signers.map((s) => !!s.signedAt)).toEqual([true, false, false]);
    const firstTime = now.signers[0]!.signedAt!.getTime();

    scrive.sign(externalId, 2);
    scrive.sign(externalId, 1);
    const sealed = scrive.documents.get(externalId)!.sealed!;
    // Callbacks arrive out of order and repeated (they carry nothing we trust).
    const answers = await Promise.all([
      scrive.callback(externalId),
      scrive.callback(externalId),
      scrive.callback(externalId),
    ]);
    expect(answers.every((s) => s === 200)).toBe(true);
    now = await stateOf(appId);
    expect(now.status).toBe('SIGNED');
    expect(now.doc.state).toBe('signed');
    expect(now.doc.signedSha256).toBe(sha256(sealed));
    expect(now.signers.every((s) => s.signedAt)).toBe(true);
    expect(now.signers[0]!.signedAt!.getTime()).toBe(firstTime);
    // One SIGNED move on the timeline, whatever the number of callbacks.
    const events = await database.db.execute(
      sql`select count(*)::int as n from grant_application_events where application_id = ${appId} and "to" = 'SIGNED'`,
    );
    expect((events as unknown as { rows: { n: number }[] }).rows[0]!.n).toBe(1);
    const file = await fetch(`${base}/api/grants/${appId}/agreement/signed.pdf`, {
      headers: as(f.actors.corp) as Record<string, string>,
    });
    expect(sha256(new Uint8Array(await file.arrayBuffer()))).toBe(sha256(sealed));
  });

  it('/api/scrive/archive: 409 before it is signed; after CLOSED it trashes the document in Scrive', async () => {
    const other = (await f.approvedApplication('Scrive pending')).id;
    await call('/api/scrive/create', { applicationId: other }, as(f.actors.admin));
    const early = await call('/api/scrive/archive', { applicationId: other }, as(f.actors.admin));
    expect(early.status).toBe(409);

    const res = await call('/api/scrive/archive', { applicationId: appId }, as(f.actors.admin));
    expect(res.status).toBe(200);
    expect(res.json.state).toBe('archived');
    expect(scrive.documents.get(externalId)!.is_trashed).toBe(true);
    expect(
      (await call('/api/scrive/archive', { applicationId: appId }, as(f.actors.admin))).json.state,
    ).toBe('archived');
  });

  it('a create interrupted after documents/new (id not recorded) resumes without a second document', async () => {
    const id = (await f.approvedApplication('Interrupted')).id;
    const real = deps();
    const crashing: SigningDeps = {
      ...real,
      scrive: {
        ...real.scrive!,
        createDocument: (input) =>
          real.scrive!.createDocument({
            ...input,
            recordExternalId: async () => {
              throw new Error('killed after documents/new');
            },
          }),
      },
    };
    await expect(sendAgreement(crashing, f.actors.admin, id)).rejects.toThrow('killed');
    const half = await stateOf(id);
    expect(half).toMatchObject({
      status: 'APPROVED',
      doc: { state: 'creating', externalId: null },
    });
    expect(half.doc.createStartedAt).not.toBeNull();
    const made = [...scrive.documents.values()].filter((d) => d.title.includes(half.doc.id));
    expect(made).toHaveLength(1);

    const done = await sendAgreement(real, f.actors.admin, id);
    expect(done.state).toBe('pending');
    const after = await stateOf(id);
    expect(after.status).toBe('AGREEMENT_SENT');
    expect(after.doc.externalId).toBe(made[0]!.id);
    expect(
      [...scrive.documents.values()].filter(
        (d) => d.id === made[0]!.id || d.title === 'Interrupted',
      ),
    ).toHaveLength(1);
  });
});
