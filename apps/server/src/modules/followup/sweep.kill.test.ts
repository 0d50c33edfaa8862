import { eq, sql } from 'drizzle-orm';
import { spawn } from 'node:child_process';
import { mkdtemp, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { adminOf } from '../../../test/actors.ts';
import { childArgs } from '../../../test/children.ts';
import { testDatabase } from '../../../test/database.ts';
import { meetingsFixture, type MeetingsFixture } from '../../../test/meetings-fixture.ts';
import { createPglite, openPglite, type Database } from '../../platform/db.ts';
import { meetingsOfEvent } from '../meetings/agenda.service.ts';
import { publishSchedule } from '../meetings/publish.service.ts';
import { generateSchedule } from '../meetings/schedule.service.ts';
import { setMeetingStatus } from '../meetings/status.service.ts';
import { followUpTokens } from './followup.tables.ts';

/*
 * The feedback mails go once under a restart and with two instances. Each
 * instance is a process of its own (test/followup-sweep-child.ts) on one database — the file's
 * PostgreSQL database, or a PGlite directory. The first is SIGKILLed mid-transaction (at its
 * third mail insert: one round committed, the next half written); after it, two instances sweep
 * at once (one after the other on PGlite, whose directory one process holds at a time). Every
 * member of each side of each held meeting ends with exactly one feedbacktrigger.
 */
const child = fileURLToPath(new URL('../../../test/followup-sweep-child.ts', import.meta.url));
const url = process.env.DATABASE_URL;
const root = adminOf('ADMIN');
let dir = '';
let database: Database;
let f: MeetingsFixture;

async function open(): Promise<Database> {
  if (url) return testDatabase();
  const client = createPglite(dir);
  await client.waitReady;
  return openPglite(client);
}

beforeAll(async () => {
  if (!url) {
    dir = await mkdtemp(path.join(tmpdir(), 'matchday-sweep-kill-'));
    const dump = new Blob([await readFile(inject('pgliteDump'))]);
    const first = createPglite(dir, dump);
    await first.waitReady;
    await first.close();
  }
  database = await open();
  // Three held meetings, two people per company: 3 meetings × 2 sides × 2 people = 12 mails.
  f = await meetingsFixture(database.db, {
    startups: 3,
    corporates: 3,
    slots: 3,
    tables: 3,
    startInMinutes: -180,
    people: 2,
    pairs: [
      [0, 0],
      [1, 1],
      [2, 2],
    ],
    tag: 'sweepkill',
  });
  const ctx = { db: database.db, actor: root, publicUrl: 'http://matchday.test' };
  await generateSchedule(database.db, root, f.eventId);
  await publishSchedule(ctx, f.eventId);
  for (const m of await meetingsOfEvent(database.db, root, f.eventId)) {
    await setMeetingStatus(
      { db: database.db, actor: root, publicUrl: 'http://matchday.test' },
      m.id,
      { status: 'HELD' },
    );
  }
  if (!url) await database.close();
}, 120_000);

afterAll(async () => {
  // On PGlite the directory may already be closed (handed to the children).
  await database.close().catch(() => undefined);
});

/** Runs one sweep in a child process; answers its exit signal and what it printed. */
function sweepInChild(killAt?: number) {
  const env: Record<string, string> = { ...(process.env as Record<string, string>) };
  if (url) env.SWEEP_DATABASE_URL = url;
  else env.SWEEP_PGLITE_DIR = dir;
  if (killAt) env.SWEEP_KILL_AT = String(killAt);
  const proc = spawn(process.execPath, childArgs(child), {
    env,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let out = '';
  proc.stdout.on('data', (d: Buffer) => (out += d.toString()));
  return new Promise<{ signal: NodeJS.Signals | null; mailed: number | null }>((resolve) =>
    proc.on('exit', (_code, signal) =>
      resolve({ signal, mailed: out ? (JSON.parse(out) as { mailed: number }).mailed : null }),
    ),
  );
}

describe('the feedback sweep across processes', () => {
  it('killed mid-round, then two instances at once: each person is mailed once', async () => {
    const killed = await sweepInChild(3);
    expect(killed.signal).toBe('SIGKILL');
    const runs = url
      ? await Promise.all([sweepInChild(), sweepInChild()])
      : [await sweepInChild(), await sweepInChild()];
    expect(runs.map((r) => r.signal)).toEqual([null, null]);
    // The killed round rolled back: the restarted instances sent it, together the rest — 12
    // mails in all, less the 2 the killed process committed in its first round.
    expect(runs.reduce((sum, r) => sum + r.mailed!, 0)).toBe(10);
    if (!url) database = await open();
    const result = await database.db.execute(
      sql`select recipient, count(*)::int as n from mail_messages where template = 'feedbacktrigger' group by recipient`,
    );
    const rows = (result as unknown as { rows: { recipient: string; n: number }[] }).rows;
    expect(rows).toHaveLength(12);
    expect(rows.every((r) => r.n === 1)).toBe(true);
    const tokens = await database.db
      .select()
      .from(followUpTokens)
      .where(eq(followUpTokens.purpose, 'RATING'));
    expect(tokens).toHaveLength(6);
  }, 240_000); // three child processes in a row: a hang guard, generous for a loaded machine
});
