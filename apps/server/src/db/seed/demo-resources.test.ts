import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testApp, type TestApp } from '../../../test/app.ts';
import { findAccountByEmail } from '../../modules/accounts/accounts.service.ts';
import { loadActorAccount } from '../../modules/accounts/session-user.ts';
import { listManagedResources, myResources } from '../../modules/resources/resources.service.ts';
import type { Actor } from '../../platform/actor.ts';
import { localStorage } from '../../platform/storage.ts';
import { seedDemoPersonas } from './demo.ts';
import { textPdf } from './demo-resources.ts';

/** The demo's resources library: every persona with a resources page sees real content. */
let t: TestApp;
beforeAll(async () => {
  const storage = localStorage(await mkdtemp(path.join(tmpdir(), 'demo-resources-')));
  t = await testApp({ storage });
  await seedDemoPersonas(t.database.db, 'http://matchday.test', storage);
});
afterAll(() => t.close());

async function actor(kind: 'user' | 'admin', email: string): Promise<Actor> {
  const account = await findAccountByEmail(t.database.db, kind, email);
  return (await loadActorAccount(t.database.db, kind, account!.id))!.actor as Actor;
}

describe('demo resources', () => {
  it('reach the personas they are meant for, with files and links', async () => {
    const db = t.database.db;
    const startup = await myResources(db, await actor('user', 'startup@matchday.test'));
    expect(startup.map((r) => r.audience).sort()).toEqual([
      'EVENT',
      'EVENT',
      'EVERYONE',
      'EVERYONE',
      'INCUBATOR',
    ]);
    expect(startup.filter((r) => r.file).length).toBe(2);
    expect(startup.filter((r) => r.link).length).toBe(3);
    const corp = await myResources(db, await actor('user', 'corp@matchday.test'));
    expect(corp.map((r) => r.title)).toContain('Meeting preparation sheet');
    expect(corp.map((r) => r.audience)).not.toContain('INCUBATOR');
    // Aurora is registered but waits for the host: not yet the event's participant.
    const aurora = await myResources(db, await actor('user', 'aurora@matchday.test'));
    expect(aurora.map((r) => r.audience)).not.toContain('EVENT');
    const host = await listManagedResources(db, await actor('admin', 'host@matchday.test'), {});
    expect(host.total).toBe(2);
    const sting = await listManagedResources(
      db,
      await actor('admin', 'incubator@matchday.test'),
      {},
    );
    expect(sting.items.map((r) => r.title)).toEqual(['STING office hours']);
    // Seeding again adds nothing.
    await seedDemoPersonas(db, 'http://matchday.test');
    const admin = await listManagedResources(db, await actor('admin', 'admin@matchday.test'), {});
    expect(admin.total).toBe(5);
  });

  it('writes a PDF whose cross-reference table points at its objects', () => {
    const pdf = textPdf('Guide (v1)', ['One line', 'Two lines']).toString('latin1');
    const xrefAt = Number(/startxref\n(\d+)/.exec(pdf)![1]);
    expect(pdf.slice(xrefAt, xrefAt + 4)).toBe('xref');
    const offsets = [...pdf.slice(xrefAt).matchAll(/^(\d{10}) 00000 n $/gm)].map((m) =>
      Number(m[1]),
    );
    expect(offsets).toHaveLength(5);
    offsets.forEach((o, i) => expect(pdf.slice(o, o + 8)).toBe(`${i + 1} 0 obj\n`));
    expect(pdf).toContain('(Guide \\(v1\\)) Tj');
  });
});
