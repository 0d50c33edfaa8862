import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as, headerActor } from '../../../test/actors.ts';
import { testApp, type TestApp } from '../../../test/app.ts';
import { mailsTo, tokenOf } from '../../../test/http.ts';
import { signingFixture, type SigningFixture } from '../../../test/signing-fixture.ts';
import type { Actor } from '../../platform/actor.ts';
import { temporaryStorage, type FileStorage } from '../../platform/storage.ts';
import { grantApplications } from '../grants/grants.tables.ts';

/*
 * "Sign now" on the agreement page: the signed-in person whose signature the agreement waits for
 * gets their own signing link (a fresh one-time link replaces the mailed one); nobody else does,
 * nor an admin viewing the app as them, nor anyone once they signed.
 */
let t: TestApp;
let f: SigningFixture;
let storage: FileStorage;
let appId = '';
let mailed = '';

beforeAll(async () => {
  storage = await temporaryStorage();
  t = await testApp({ resolveActor: headerActor, storage });
  f = await signingFixture(t.database.db, 'own');
  const app = await f.approvedApplication();
  appId = app.id;
  // The startup's signatory is its signed-in user (the corporate's is someone else).
  await t.database.db
    .update(grantApplications)
    .set({ startupSignatoryEmail: f.startup.email.toUpperCase() })
    .where(eq(grantApplications.id, appId));
});
afterAll(async () => t?.close());

async function post(url: string, payload: unknown, actor?: Actor) {
  const res = await t.app.inject({
    method: 'POST',
    url,
    payload: payload as object,
    headers: actor ? as(actor) : {},
  });
  return { status: res.statusCode, json: res.json() as Record<string, unknown> };
}

const signLink = (actor: Actor) => post(`/api/grants/${appId}/agreement/signlink`, {}, actor);

describe('Sign now', () => {
  it('is refused while no agreement was sent', async () => {
    const res = await signLink(f.actors.startup);
    expect(res.status).toBe(409);
    expect(JSON.stringify(res.json)).toContain('No agreement has been sent');
  });

  it('gives the waiting signer a working link that replaces the mailed one', async () => {
    expect((await post(`/api/matrix/grants/${appId}/agreement`, {}, f.actors.admin)).status).toBe(
      200,
    );
    const mails = (await mailsTo(t.database.db, f.startup.email.toUpperCase())).filter(
      (m) => m.template === 'signrequest',
    );
    mailed = tokenOf(mails[0]!.data.link);
    const res = await signLink(f.actors.startup);
    expect(res.status).toBe(200);
    const link = res.json.link as string;
    expect(link).toMatch(/^\/token\/sign\/[\w-]{43}$/);
    const view = await post('/api/signing/link', { token: tokenOf(link) });
    expect(view.json).toMatchObject({ state: 'open', signer: { role: 'startup' } });
    expect((await post('/api/signing/link', { token: mailed })).status).toBe(404);
  });

  it('is refused to others: not a signer, out of reach, or viewing as the signer', async () => {
    const corp = await signLink(f.actors.corp);
    expect(corp.status).toBe(409);
    expect(JSON.stringify(corp.json)).toContain('does not wait for your signature');
    expect((await signLink(f.actors.outsider)).status).toBe(404);
    const viewing = { ...(f.actors.startup as object), impersonatorId: f.admin.id } as Actor;
    expect((await signLink(viewing)).status).toBe(403);
  });

  it('the programme signer gets one too, and nobody once signed', async () => {
    const admin = await post(`/api/matrix/grants/${appId}/agreement/signlink`, {}, f.actors.admin);
    expect(admin.status).toBe(200);
    const token = tokenOf(admin.json.link as string);
    const view = await post('/api/signing/link', { token });
    const signed = await post('/api/signing/sign', {
      token,
      typedName: view.json.signer && (view.json.signer as { name: string }).name,
      consent: true,
      documentSha256: view.json.documentSha256,
    });
    expect(signed.status).toBe(200);
    const again = await post(`/api/matrix/grants/${appId}/agreement/signlink`, {}, f.actors.admin);
    expect(again.status).toBe(409);
    expect(JSON.stringify(again.json)).toContain('signed this agreement already');
  });
});
