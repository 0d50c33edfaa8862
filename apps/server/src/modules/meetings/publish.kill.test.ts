import { deriveSlots } from '@matchday/shared';
import { and, eq, sql } from 'drizzle-orm';
import { spawn } from 'node:child_process';
import { readFile, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { adminOf, headerActor } from '../../../test/actors.ts';
import { testApp, type TestApp } from '../../../test/app.ts';
import { childArgs } from '../../../test/children.ts';
import { testDatabase } from '../../../test/database.ts';
import { gqlAs } from '../../../test/http.ts';
import { meetingsFixture, type MeetingsFixture } from '../../../test/meetings-fixture.ts';
import { createPglite, openPglite, type Database } from '../../platform/db.ts';
import { getEvent } from '../events/events.service.ts';
import { meetings } from './meetings.tables.ts';
import { moveMeeting } from './placement.service.ts';
import { generateSchedule } from './schedule.service.ts';

/*
 * SIGKILL the server during publishSchedule of a large event (300 startups ×
 * 60 corporates, 2,000 confirmed pairs, one person each: 360 mails). The server is a separate
 * process (test/publish-kill-child.ts) on the same database — a PGlite directory, or the file's
 * PostgreSQL database — that kills itself mid-transaction (at its 150th mail) or right after the
 * commit. After the restart the schedule is entirely draft or entirely published, and publishing
 * again publishes exactly once: one confirmedschedule per person, and then none.
 */
const child = fileURLToPath(new URL('../../../test/publish-kill-child.ts', import.meta.url));
const url = process.env.DATABASE_URL;
const root = adminOf('ADMIN');
/** The test resolver's header (test/actors.ts `as`), typed as plain headers for fetch. */
const asRoot = { 'x-test-actor': JSON.stringify(root) };
const STARTUPS = 300;
const CORPORATES = 60;
const PAIRS = 2000;
const SLOTS = 40;

let dir = '';
let database: Database;
let f: MeetingsFixture;
let placedCount = 0;

/** 2,000 distinct pairs: startup s meets corporates (13 s + 17 k) mod 60 for k < 7 (or 6). */
function pairs(): [number, number][] {
  const out: [number, number][] = [];
  for (let k = 0; out.length < PAIRS; k += 1) {
    for (let s = 0; s < STARTUPS && out.length < PAIRS; s += 1) {
      out.push([s, (13 * s + 17 * k) % CORPORATES]);
    }
  }
  return out;
}

/** The database of this test: a PGlite directory the child can open, or a PostgreSQL database. */
async function open(): Promise<Database> {
  if (url) return testDatabase();
  const client = createPglite(dir);
  await client.waitReady;
  return openPglite(client);
}

beforeAll(async () => {
  if (!url) {
    dir = await mkdtemp(path.join(tmpdir(), 'matchday-publish-kill-'));
    // The migrated test database, unpacked into the directory.
    const dump = new Blob([await readFile(inject('pgliteDump'))]);
    const first = createPglite(dir, dump);
    await first.waitReady;
    await first.close();
  }
  database = await open();
  f = await meetingsFixture(database.db, {
    startups: STARTUPS,
    corporates: CORPORATES,
    slots: SLOTS,
    tables: 60,
    pairs: pairs(),
    tag: 'kill',
  });
  const run = await generateSchedule(database.db, root, f.eventId);
  placedCount = run.placed;
}, 600_000);

afterAll(async () => {
  await database?.close();
  if (dir) await rm(dir, { recursive: true, force: true });
});

/**
 * Runs the server process on the test's database, asks it to publish, and waits for it to die.
 * PGlite: one process at a time owns the directory, so the test lets go of it meanwhile.
 */
async function publishInDyingServer(killAt: string) {
  if (!url) await database.close();
  const env: Record<string, string> = {
    ...(process.env as Record<string, string>),
    KILL_AT: killAt,
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
  const answer = await fetch(`${address}/api/matrix/neo`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...asRoot },
    body: JSON.stringify({
      query: 'mutation ($e: ID!) { publishSchedule(eventId: $e) { published changed mailed } }',
      variables: { e: f.eventId },
    }),
  }).then(
    (res) => `answered ${res.status}`,
    (error: Error) => `no answer (${error.message})`,
  );
  const signal = await exited;
  if (!url) database = await open();
  return { signal, answer };
}

async function allMeetings() {
  return database.db.select().from(meetings).where(eq(meetings.eventId, f.eventId));
}

/** confirmedschedule mails per recipient (the outbox rows, read as test/http.ts mailsTo does). */
async function scheduleMails() {
  const result = await database.db.execute(
    sql`select recipient as "to", data from mail_messages where template = 'confirmedschedule'`,
  );
  const rows = (result as unknown as { rows: { to: string; data: unknown }[] }).rows;
  const per = new Map<string, number>();
  for (const r of rows) per.set(r.to, (per.get(r.to) ?? 0) + 1);
  return { rows, per };
}

async function publishThroughApp(app: TestApp) {
  const { body } = await gqlAs(
    app.app,
    'admin',
    root,
    'mutation ($e: ID!) { publishSchedule(eventId: $e) { published changed mailed } }',
    { e: f.eventId },
  );
  expect(body.errors).toBeUndefined();
  return body.data!.publishSchedule as { published: number; changed: number; mailed: number };
}

/** A restarted server on the database (the app only; the database stays the test's). */
async function restarted(): Promise<TestApp> {
  const t = await testApp({ database, resolveActor: headerActor });
  return { ...t, close: () => t.app.close() };
}

describe('SIGKILL during publishSchedule of 300 × 60 with 2,000 pairs', () => {
  it('killed mid-transaction: entirely draft after restart; publishing again mails each person once', async () => {
    expect(placedCount).toBeGreaterThan(1900);
    const draft = await allMeetings();
    const placed = draft.filter((m) => m.startsAt);
    expect(placed).toHaveLength(placedCount);
    expect(placed.every((m) => m.status === 'SCHEDULED' && m.shownStatus === null)).toBe(true);

    const { signal, answer } = await publishInDyingServer('mail:150');
    expect(signal).toBe('SIGKILL');
    expect(answer).toMatch(/^no answer/);

    // Entirely draft: nothing of the transaction survived — statuses, what participants see,
    // sequences, mails.
    const after = await allMeetings();
    expect(after).toHaveLength(draft.length);
    const before = new Map(draft.map((m) => [m.id, m]));
    for (const m of after) {
      const was = before.get(m.id)!;
      expect([m.status, m.shownStatus, m.sequence, m.publishedAt]).toEqual([
        was.status,
        null,
        0,
        null,
      ]);
      expect([m.startsAt?.getTime(), m.tableNo]).toEqual([was.startsAt?.getTime(), was.tableNo]);
    }
    expect((await scheduleMails()).rows).toHaveLength(0);

    // Restart and publish: everything at once, one mail per person.
    const app = await restarted();
    try {
      const result = await publishThroughApp(app);
      expect(result).toEqual({ published: placedCount, changed: placedCount, mailed: 360 });
      const published = (await allMeetings()).filter((m) => m.startsAt);
      expect(
        published.every((m) => m.status === 'CONFIRMED' && m.shownStatus === 'CONFIRMED'),
      ).toBe(true);
      expect(published.every((m) => m.sequence === 1)).toBe(true);
      const mails = await scheduleMails();
      expect(mails.per.size).toBe(360);
      expect([...mails.per.values()].every((n) => n === 1)).toBe(true);
      // Each person's mail holds exactly its company's meetings.
      const corp0 = mails.rows.find((r) => r.to === 'corp0.0.kill@meetings.test')!;
      const mine = published.filter((m) => m.corporateId === f.corporates[0]!.id);
      const listed = (corp0.data as { meetings: { id: string }[] }).meetings.map((m) => m.id);
      expect(listed.sort()).toEqual(mine.map((m) => m.id).sort());

      // A further publish changes and queues nothing.
      expect(await publishThroughApp(app)).toEqual({
        published: placedCount,
        changed: 0,
        mailed: 0,
      });
      expect((await scheduleMails()).rows).toHaveLength(360);
    } finally {
      await app.close();
    }
  }, 300_000);

  it('killed after the commit, before answering: entirely published; publishing again mails nobody', async () => {
    // A draft change to a published schedule: one meeting moves to a free cell.
    const all = await allMeetings();
    const m = all.find((x) => x.startsAt && x.startupId === f.startups[0]!.id)!;
    const busy = new Set(
      all
        .filter(
          (x) => x.startsAt && (x.startupId === m.startupId || x.corporateId === m.corporateId),
        )
        .map((x) => x.startsAt!.getTime()),
    );
    const { rows: cells } = (await database.db.execute(
      sql`select starts_at, table_no from meetings where event_id = ${f.eventId} and starts_at is not null and status <> 'CANCELLED'`,
    )) as unknown as { rows: { starts_at: string; table_no: number }[] };
    const taken = new Set(cells.map((c) => `${new Date(c.starts_at).getTime()}|${c.table_no}`));
    const slots = deriveSlots((await getEvent(database.db, root, f.eventId)).schedule);
    let target: { slot: number; table: number } | null = null;
    for (let s = 0; s < slots.length && !target; s += 1) {
      const at = new Date(slots[s]!.start).getTime();
      if (busy.has(at)) continue;
      for (let t = 1; t <= 60 && !target; t += 1) {
        if (!taken.has(`${at}|${t}`)) target = { slot: s, table: t };
      }
    }
    expect(target).not.toBeNull();
    const moved = await moveMeeting(database.db, root, m.id, target!);
    expect(moved.status).toBe('SCHEDULED');
    const mailsBefore = await scheduleMails();

    const { signal, answer } = await publishInDyingServer('answer');
    expect(signal).toBe('SIGKILL');
    expect(answer).toMatch(/^no answer/);

    // Entirely published: the moved meeting is shown where it now is, every placed one CONFIRMED.
    const after = (await allMeetings()).filter((x) => x.startsAt);
    expect(after.every((x) => x.status === 'CONFIRMED' && x.shownStatus === 'CONFIRMED')).toBe(
      true,
    );
    expect(
      after.every(
        (x) => x.shownStartsAt?.getTime() === x.startsAt!.getTime() && x.shownTableNo === x.tableNo,
      ),
    ).toBe(true);
    const [row] = after.filter((x) => x.id === m.id);
    expect(row!.sequence).toBe(2);
    // The two parties of the moved meeting were told, once each; nobody else.
    const mails = await scheduleMails();
    expect(mails.rows.length - mailsBefore.rows.length).toBe(2);
    const startupMail = `startup0.0.kill@meetings.test`;
    expect(mails.per.get(startupMail)).toBe(2);

    const app = await restarted();
    try {
      expect(await publishThroughApp(app)).toEqual({
        published: placedCount,
        changed: 0,
        mailed: 0,
      });
      const again = await scheduleMails();
      expect(again.rows).toHaveLength(mails.rows.length);
      const unpublished = await database.db
        .select({ id: meetings.id })
        .from(meetings)
        .where(and(eq(meetings.eventId, f.eventId), eq(meetings.status, 'SCHEDULED')));
      expect(unpublished).toHaveLength(0);
    } finally {
      await app.close();
    }
  }, 300_000);
});
