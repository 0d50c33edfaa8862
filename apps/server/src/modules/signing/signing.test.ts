import { PDFDocument, PDFName } from 'pdf-lib';
import { inflateSync } from 'node:zlib';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as, headerActor } from '../../../test/actors.ts';
import { testApp, type TestApp } from '../../../test/app.ts';
import { mailsTo, tokenOf } from '../../../test/http.ts';
import { signingFixture, type SigningFixture } from '../../../test/signing-fixture.ts';
import { temporaryStorage, type FileStorage } from '../../platform/storage.ts';
import { grantApplications } from '../grants/grants.tables.ts';
import { agreementPdf, type AgreementInput } from './agreement-pdf.ts';
import { sha256 } from './hash.ts';
import { sendAgreement } from './send.service.ts';
import { signingDocuments, signingSigners } from './signing.tables.ts';

/*
 * The agreement PDF and the built-in signer, through the real HTTP routes on
 * the real database: send (ADMIN) → three mailed one-time links → each party reads the PDF and
 * signs → the final PDF (original + evidence page) is sealed with its SHA-256, the application
 * is SIGNED, the parties and admins download it, verify tells the original from a tampered copy.
 */
let t: TestApp;
let f: SigningFixture;
let storage: FileStorage;

beforeAll(async () => {
  storage = await temporaryStorage();
  t = await testApp({ resolveActor: headerActor, storage });
  f = await signingFixture(t.database.db, 'sign');
});
afterAll(async () => t?.close());

const deps = () => ({
  db: t.database.db,
  storage,
  publicUrl: 'http://matchday.test',
  scrive: null,
});

async function post(
  url: string,
  payload: unknown,
  headers: Record<string, string | undefined> = {},
) {
  const res = await t.app.inject({ method: 'POST', url, payload: payload as object, headers });
  const json = res.headers['content-type']?.toString().startsWith('application/json')
    ? (res.json() as Record<string, unknown>)
    : {};
  return { status: res.statusCode, json, res };
}

async function linkOf(email: string) {
  const mails = (await mailsTo(t.database.db, email)).filter((m) => m.template === 'signrequest');
  expect(mails).toHaveLength(1);
  return mails[0]!.data.link;
}

/** Every text string drawn in a PDF's content streams (pdf-lib writes hex strings). */
async function textOf(bytes: Uint8Array) {
  const doc = await PDFDocument.load(bytes);
  const pages = doc.getPages().map((page) => {
    const contents = page.node.Contents();
    const streams = contents && 'asArray' in contents ? contents.asArray() : [contents];
    let out = '';
    for (const ref of streams) {
      const stream = doc.context.lookup(ref as never) as unknown as {
        getContents(): Uint8Array;
        dict: { get(n: PDFName): unknown };
      };
      const raw = stream.getContents();
      const filtered = stream.dict.get(PDFName.of('Filter')) ? inflateSync(raw) : Buffer.from(raw);
      for (const m of filtered.toString('latin1').matchAll(/<([0-9A-Fa-f]+)> Tj/g)) {
        out += `${Buffer.from(m[1]!, 'hex').toString('latin1')}\n`;
      }
    }
    return out;
  });
  return { doc, pages };
}

describe('agreement PDF', () => {
  const input: AgreementInput = {
    applicationId: '00000000-0000-4000-8000-000000000017',
    title: 'Harbour ferry – pilot ✓',
    summary: 'Summary',
    plan: 'Plan',
    budgetTotal: 100_000,
    budgetLines: [{ label: 'Work', amount: 100_000 }],
    timelineMonths: 3,
    startup: { name: 'Ferry AB', signatoryName: 'Ada', signatoryEmail: 'ada@ferry.test' },
    corporate: { name: 'Port AB', signatoryName: 'Bo', signatoryEmail: 'bo@port.test' },
    programme: { name: 'Programme', signatoryName: 'Cy', signatoryEmail: 'cy@programme.test' },
    decidedAt: '2026-11-20T09:30:00.000Z',
  };

  it('is deterministic, parses back, and shows parties, budget, timeline, terms and signature blocks', async () => {
    const a = await agreementPdf(input);
    const b = await agreementPdf(input);
    expect(sha256(a)).toBe(sha256(b));
    const changed = await agreementPdf({ ...input, budgetTotal: 100_001 });
    expect(sha256(changed)).not.toBe(sha256(a));
    const { doc, pages } = await textOf(a);
    expect(doc.getCreationDate()?.toISOString()).toBe(input.decidedAt);
    const text = pages.join('');
    for (const s of [
      'Ferry AB',
      'Port AB',
      'Programme',
      'Work',
      '100 000 SEK',
      '3 months',
      'Terms',
      'Signatures',
      'Harbour ferry',
      'pilot ?',
    ]) {
      expect(text, s).toContain(s);
    }
  });
});

describe('built-in signer over HTTP', () => {
  let appId = '';
  let links: Record<'startup' | 'corp' | 'admin', string>;

  it('refuses others: a startup may not send (403), an unapproved application is 409, an unknown one 404', async () => {
    const draft = await f.approvedApplication('Not yet approved');
    await t.database.db
      .update(grantApplications)
      .set({ status: 'IN_REVIEW' })
      .where(eq(grantApplications.id, draft.id));
    expect(
      (await post(`/api/matrix/grants/${draft.id}/agreement`, {}, as(f.actors.startup))).status,
    ).toBe(403);
    const review = await post(`/api/matrix/grants/${draft.id}/agreement`, {}, as(f.actors.admin));
    expect(review.status).toBe(409);
    expect(JSON.stringify(review.json)).toContain('IN_REVIEW');
    const unknown = await post(
      `/api/matrix/grants/${crypto.randomUUID()}/agreement`,
      {},
      as(f.actors.admin),
    );
    expect(unknown.status).toBe(404);
  });

  it('sends: AGREEMENT_SENT, the PDF stored with its hash, three signers with hashed links, one mail each', async () => {
    const app = await f.approvedApplication();
    appId = app.id;
    const sent = await post(`/api/matrix/grants/${appId}/agreement`, {}, as(f.actors.admin));
    expect(sent.status).toBe(200);
    expect(sent.json).toMatchObject({ provider: 'builtin', state: 'pending' });
    const [row] = await t.database.db
      .select()
      .from(grantApplications)
      .where(eq(grantApplications.id, appId));
    expect(row!.status).toBe('AGREEMENT_SENT');
    const [doc] = await t.database.db
      .select()
      .from(signingDocuments)
      .where(eq(signingDocuments.applicationId, appId));
    expect(sha256((await storage.get(doc!.originalKey))!)).toBe(doc!.originalSha256);
    links = {
      startup: await linkOf(`ada-${f.tag}@startup.test`),
      corp: await linkOf(`bo-${f.tag}@corp.test`),
      admin: await linkOf(f.admin.email),
    };
    expect(links.startup).toMatch(/^http:\/\/matchday\.test\/token\/sign\/[\w-]{43}$/);
    const signers = await t.database.db
      .select()
      .from(signingSigners)
      .where(eq(signingSigners.documentId, doc!.id));
    expect(signers.map((s) => s.role).sort()).toEqual(['corporate', 'programme', 'startup']);
    // Only hashes at rest.
    expect(signers.map((s) => s.tokenHash)).not.toContain(tokenOf(links.startup));
    // The outbox shows the mail without the live link.
    const { rows } = (await t.database.db.execute(
      sql`select data from mail_messages where template = 'signrequest' and recipient = ${`ada-${f.tag}@startup.test`}`,
    )) as unknown as { rows: { data: { link: string } }[] };
    expect(rows[0]!.data.link).not.toContain(tokenOf(links.startup));
    // Sending again answers the same agreement; nothing new.
    const again = await post(`/api/matrix/grants/${appId}/agreement`, {}, as(f.actors.admin));
    expect(again.json.id).toBe(sent.json.id);
    expect(await linkOf(`ada-${f.tag}@startup.test`)).toBe(links.startup);
  });

  it('shows the link, serves the PDF with its hash, and refuses a changed document (409) or no consent (400)', async () => {
    const token = tokenOf(links.startup);
    const view = await post('/api/signing/link', { token });
    expect(view.json).toMatchObject({
      state: 'open',
      signer: { role: 'startup', name: 'Ada Founder' },
    });
    const pdf = await post('/api/signing/document', { token });
    expect(pdf.res.headers['content-type']).toBe('application/pdf');
    const shown = sha256(pdf.res.rawPayload);
    expect(pdf.res.headers['x-document-sha256']).toBe(shown);
    expect(view.json.documentSha256).toBe(shown);

    const changed = await post('/api/signing/sign', {
      token,
      typedName: 'Ada Founder',
      consent: true,
      documentSha256: '0'.repeat(64),
    });
    expect(changed.status).toBe(409);
    expect(changed.json).toMatchObject({ error: { details: { reason: 'changed' } } });
    const noConsent = await post('/api/signing/sign', {
      token,
      typedName: 'Ada Founder',
      consent: false,
      documentSha256: shown,
    });
    expect(noConsent.status).toBe(400);
    expect(JSON.stringify(noConsent.json)).toContain('consent');
    // Another name than the signer's on record, without saying why: refused, nothing spent.
    const mickey = await post('/api/signing/sign', {
      token,
      typedName: 'Mickey Mouse',
      consent: true,
      documentSha256: shown,
    });
    expect(mickey.status).toBe(400);
    expect(mickey.json).toMatchObject({
      error: { details: { fields: [{ field: 'typedName' }] } },
    });
    expect(JSON.stringify(mickey.json)).toContain('“Ada Founder”');
    expect((await post('/api/signing/link', { token })).json.state).toBe('open');
    expect((await post('/api/signing/link', { token: 'x'.repeat(43) })).status).toBe(404);
  });

  it('each party signs once; the last signature seals the PDF with an evidence page; SIGNED', async () => {
    const shown = (await post('/api/signing/link', { token: tokenOf(links.startup) })).json
      .documentSha256 as string;
    const sign = (link: string, typedName: string, ip: string, nameNote?: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/signing/sign',
        payload: {
          token: tokenOf(link),
          typedName,
          consent: true,
          documentSha256: shown,
          ...(nameNote ? { nameNote } : {}),
        },
        headers: { 'user-agent': `TestBrowser/${typedName}` },
        remoteAddress: ip,
      });
    expect((await sign(links.startup, 'Ada Founder', '192.0.2.10')).statusCode).toBe(200);
    const used = await sign(links.startup, 'Ada Founder', '192.0.2.10');
    expect(used.statusCode).toBe(409);
    expect(used.json()).toMatchObject({ error: { details: { reason: 'used' } } });
    expect((await post('/api/signing/link', { token: tokenOf(links.startup) })).json.state).toBe(
      'signed',
    );
    expect((await sign(links.corp, 'Bo Partner', '192.0.2.20')).statusCode).toBe(200);
    let [app] = await t.database.db
      .select()
      .from(grantApplications)
      .where(eq(grantApplications.id, appId));
    expect(app!.status).toBe('AGREEMENT_SENT');
    // Case and accents are forgiven; another name stands with the signer's stated reason.
    expect(
      (await sign(links.admin, 'T. Admin', '192.0.2.30', 'Signs with an initial')).statusCode,
    ).toBe(200);
    [app] = await t.database.db
      .select()
      .from(grantApplications)
      .where(eq(grantApplications.id, appId));
    expect(app!.status).toBe('SIGNED');

    const view = (
      await t.app.inject({
        method: 'GET',
        url: `/api/grants/${appId}/agreement`,
        headers: as(f.actors.corp),
      })
    ).json() as {
      agreement: {
        state: string;
        signedSha256: string;
        originalSha256: string;
        signers: { ip: string; userAgent: string; documentSha256: string; signedName: string }[];
      };
    };
    expect(view.agreement.state).toBe('signed');
    expect(view.agreement.signers.map((s) => s.ip)).toEqual([
      '192.0.2.10',
      '192.0.2.20',
      '192.0.2.30',
    ]);
    expect(view.agreement.signers.every((s) => s.documentSha256 === shown)).toBe(true);

    // The final PDF: its SHA-256 is the stored one; it parses; its last page lists every signer.
    const file = await t.app.inject({
      method: 'GET',
      url: `/api/grants/${appId}/agreement/signed.pdf`,
      headers: as(f.actors.startup),
    });
    expect(file.statusCode).toBe(200);
    const bytes = file.rawPayload;
    expect(sha256(bytes)).toBe(view.agreement.signedSha256);
    expect(
      (view.agreement.signers as unknown as { nameNote: string | null }[]).map((s) => s.nameNote),
    ).toEqual([null, null, 'Signs with an initial']);
    const { doc, pages } = await textOf(bytes);
    const original = await PDFDocument.load(
      (await storage.get(`agreement/${(view.agreement as unknown as { id: string }).id}`))!,
    );
    expect(doc.getPageCount()).toBe(original.getPageCount() + 1);
    const evidence = pages.at(-1)!;
    for (const s of [
      'Ada Founder',
      'Bo Partner',
      'Test Admin',
      '192.0.2.10',
      '192.0.2.20',
      '192.0.2.30',
      'TestBrowser/Bo Partner',
      'the signer stated why: Signs with an initial',
      shown,
    ]) {
      expect(evidence).toContain(s);
    }
    expect(doc.getKeywords()).toContain(view.agreement.originalSha256);

    // Admins download it too; an outsider company and an event host find nothing.
    const adminFile = await t.app.inject({
      method: 'GET',
      url: `/api/matrix/grants/${appId}/agreement/signed.pdf`,
      headers: as(f.actors.admin),
    });
    expect(sha256(adminFile.rawPayload)).toBe(view.agreement.signedSha256);
    const outsider = await t.app.inject({
      method: 'GET',
      url: `/api/grants/${appId}/agreement/signed.pdf`,
      headers: as(f.actors.outsider),
    });
    expect(outsider.statusCode).toBe(404);
    const host = await t.app.inject({
      method: 'GET',
      url: `/api/matrix/grants/${appId}/agreement`,
      headers: as({
        kind: 'admin',
        id: crypto.randomUUID(),
        adminType: 'EVENT_HOST',
        incubator: null,
        hosting: [],
        accountFilter: [],
      }),
    });
    expect([403, 404]).toContain(host.statusCode);

    // Verify: the original bytes match; one changed byte does not.
    const verify = (body: Buffer) =>
      t.app.inject({
        method: 'POST',
        url: '/api/signing/verify',
        payload: body,
        headers: { 'content-type': 'application/pdf', ...as(f.actors.corp) },
      });
    const ok = (await verify(bytes)).json();
    expect(ok).toMatchObject({ matches: true, title: 'Autonomous harbour ferry pilot' });
    const tampered = Buffer.from(bytes);
    const middle = Math.floor(tampered.length / 2);
    tampered[middle] = tampered[middle]! ^ 1;
    expect((await verify(tampered)).json()).toMatchObject({ matches: false });
  });

  it('keeps the signed document immutable: no service path, and the database refuses a change', async () => {
    const [doc] = await t.database.db
      .select()
      .from(signingDocuments)
      .where(eq(signingDocuments.applicationId, appId));
    await expect(
      t.database.db
        .update(signingDocuments)
        .set({ signedSha256: 'f'.repeat(64) })
        .where(eq(signingDocuments.id, doc!.id)),
    ).rejects.toThrow();
    await expect(
      t.database.db
        .update(signingSigners)
        .set({ ip: '203.0.113.9' })
        .where(eq(signingSigners.documentId, doc!.id)),
    ).rejects.toThrow();
    // Sending again answers the signed agreement unchanged.
    const again = await sendAgreement(deps(), f.actors.admin, appId);
    expect(again.signedSha256).toBe(doc!.signedSha256);
  });

  it('an expired link is a clear 409 (reason expired), and its page says so', async () => {
    const app = await f.approvedApplication('Expiring');
    await sendAgreement(deps(), f.actors.admin, app.id);
    const [doc] = await t.database.db
      .select()
      .from(signingDocuments)
      .where(eq(signingDocuments.applicationId, app.id));
    await t.database.db
      .update(signingSigners)
      .set({ tokenExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(signingSigners.documentId, doc!.id));
    const mails = (await mailsTo(t.database.db, `ada-${f.tag}@startup.test`)).filter(
      (m) => m.template === 'signrequest',
    );
    const token = tokenOf(mails.at(-1)!.data.link);
    expect((await post('/api/signing/link', { token })).json.state).toBe('expired');
    const res = await post('/api/signing/sign', {
      token,
      typedName: 'Ada Founder',
      consent: true,
      documentSha256: doc!.originalSha256,
    });
    expect(res.status).toBe(409);
    expect(res.json).toMatchObject({ error: { details: { reason: 'expired' } } });
  });
});
