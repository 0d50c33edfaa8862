import { atLocalTime, localDay } from '@matchday/shared';
import { sql } from 'drizzle-orm';
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

/*
 * Reminders go once under a crash and with two instances. Each instance is a process of its own
 * (test/reminder-sweep-child.ts) on one database, all at the same instant: the reminder lead of
 * three meetings in one slot. The first is SIGKILLed at its third mail insert (two reminders
 * committed, the third half written); after it, two instances sweep at once (one after the
 * other on PGlite, whose directory one process holds at a time). Every person of each side of
 * each meeting ends with exactly one reminder.
 */
const child = fileURLToPath(new URL('../../../test/reminder-sweep-child.ts', import.meta.url));
const url = process.env.DATABASE_URL;
const root = adminOf('ADMIN');
const ZONE = 'Europe/Stockholm';
let dir = '';
let database: Database;
let f: MeetingsFixture;
let now = 0;

async function open(): Promise<Database> {
  if (url) return testDatabase();
  const client = createPglite(dir);
  await client.waitReady;
  return openPglite(client);
}

beforeAll(async () => {
  if (!url) {
    dir = await mkdtemp(path.join(tmpdir(), 'matchday-remind-kill-'));
    const dump = new Blob([await readFile(inject('pgliteDump'))]);
    const first = createPglite(dir, dump);
    await first.waitReady;
    await first.close();
  }
  database = await open();
  // Three meetings in one slot, two people per company: 3 meetings × 2 sides × 2 people = 12.
  f = await meetingsFixture(database.db, {
    startups: 3,
    corporates: 3,
    slots: 1,
    tables: 3,
    // 06:30 in the event's zone, so the sweep's instant is before the 07:00 morning mail.
    startInMinutes: Math.round(
      (atLocalTime(localDay(Date.now() + 2 * 86_400_000, ZONE), 6, 30, ZONE) - Date.now()) / 60_000,
    ),
    people: 2,
    pairs: [
      [0, 0],
      [1, 1],
      [2, 2],
    ],
    tag: 'remindkill',
  });
  await generateSchedule(database.db, root, f.eventId);
  await publishSchedule(
    { db: database.db, actor: root, publicUrl: 'http://matchday.test' },
    f.eventId,
  );
  const [m] = await meetingsOfEvent(database.db, root, f.eventId);
  now = m!.startsAt!.getTime() - 10 * 60_000;
  if (!url) await database.close();
}, 120_000);

afterAll(async () => {
  await database.close().catch(() => undefined);
});

function sweepInChild(killAt?: number) {
  const env: Record<string, string> = { ...(process.env as Record<string, string>) };
  if (url) env.SWEEP_DATABASE_URL = url;
  else env.SWEEP_PGLITE_DIR = dir;
  env.SWEEP_NOW = String(now);
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

describe('the reminder sweep across processes', () => {
  it('killed mid-reminder, then two instances at once: each person is reminded once', async () => {
    const killed = await sweepInChild(3);
    expect(killed.signal).toBe('SIGKILL');
    const runs = url
      ? await Promise.all([sweepInChild(), sweepInChild()])
      : [await sweepInChild(), await sweepInChild()];
    expect(runs.map((r) => r.signal)).toEqual([null, null]);
    // The killed reminder rolled back: 12 in all, less the 2 the killed process committed.
    expect(runs.reduce((sum, r) => sum + r.mailed!, 0)).toBe(10);
    if (!url) database = await open();
    const result = await database.db.execute(
      sql`select recipient, count(*)::int as n from mail_messages where template = 'meetingreminder' group by recipient`,
    );
    const rows = (result as unknown as { rows: { recipient: string; n: number }[] }).rows;
    expect(rows).toHaveLength(12);
    expect(rows.every((r) => r.n === 1)).toBe(true);
    const claims = await database.db.execute(
      sql`select count(*)::int as n from reminder_sends where kind = 'MEETING'`,
    );
    expect((claims as unknown as { rows: { n: number }[] }).rows[0]!.n).toBe(12);
  }, 180_000);
});
