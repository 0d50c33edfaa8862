import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testApp, type TestApp } from '../../../test/app.ts';
import { findAccountByEmail } from '../../modules/accounts/accounts.service.ts';
import { loadActorAccount } from '../../modules/accounts/session-user.ts';
import { agreementFile, getAgreement } from '../../modules/signing/documents.service.ts';
import { sha256 } from '../../modules/signing/hash.ts';
import type { Actor } from '../../platform/actor.ts';
import { localStorage, type FileStorage } from '../../platform/storage.ts';
import { seedDemoPersonas } from './demo.ts';
import { demoApprovedGrantId } from './demo-grants.ts';

/** The demo's signed agreement: the demo pair's approved application, signed by all three. */
let t: TestApp;
let storage: FileStorage;
beforeAll(async () => {
  storage = localStorage(await mkdtemp(path.join(tmpdir(), 'demo-signing-')));
  t = await testApp({ storage });
  await seedDemoPersonas(t.database.db, 'http://matchday.test', storage);
}, 120_000);
afterAll(() => t.close());

async function actor(kind: 'user' | 'admin', email: string): Promise<Actor> {
  const account = await findAccountByEmail(t.database.db, kind, email);
  return (await loadActorAccount(t.database.db, kind, account!.id))!.actor as Actor;
}

describe('demo signing', () => {
  it('the approved demo application has an agreement signed by every party, sealed, readable by the pair', async () => {
    const deps = { db: t.database.db, storage, publicUrl: 'http://matchday.test', scrive: null };
    const id = (await demoApprovedGrantId(t.database.db))!;
    expect(id).toBeTruthy();
    const corp = await actor('user', 'corp@matchday.test');
    const agreement = (await getAgreement(deps, corp, id))!;
    expect(agreement.state).toBe('signed');
    expect(agreement.signers.map((s) => s.role)).toEqual(['startup', 'corporate', 'programme']);
    expect(
      agreement.signers.every((s) => s.signedAt && s.documentSha256 === agreement.originalSha256),
    ).toBe(true);
    const file = await agreementFile(
      deps,
      await actor('user', 'startup@matchday.test'),
      id,
      'signed',
    );
    expect(sha256(file.body)).toBe(agreement.signedSha256);
    // Seeding again changes nothing.
    await seedDemoPersonas(t.database.db, 'http://matchday.test', storage);
    expect((await getAgreement(deps, corp, id))!.signedSha256).toBe(agreement.signedSha256);
  }, 120_000);
});
