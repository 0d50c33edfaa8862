import { atLocalTime, localDay } from '@matchday/shared';
import { eq, sql } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminOf } from '../../../test/actors.ts';
import { testDatabase } from '../../../test/database.ts';
import { meetingsFixture, type MeetingsFixture } from '../../../test/meetings-fixture.ts';
import type { Database } from '../../platform/db.ts';
import { users } from '../accounts/accounts.tables.ts';
import { meetingsOfEvent } from '../meetings/agenda.service.ts';
import { moveMeeting } from '../meetings/placement.service.ts';
import { publishSchedule } from '../meetings/publish.service.ts';
import { generateSchedule } from '../meetings/schedule.service.ts';
import { setMeetingStatus } from '../meetings/status.service.ts';
import { setEventReminders, setMyReminders } from './reminders.service.ts';
import { sendReminders } from './sweep.service.ts';

/*
 * Reminders before meetings and the morning-of mail, with the sweep's clock driven by the test
 * (no waiting): each goes once however often the sweep runs, at its time and not before, never
 * for a cancelled meeting, again at the new time of a moved one, not to a person who opted out,
 * and only in the app to a person who used it in the last ten minutes.
 */
const MINUTE = 60_000;
const ZONE = 'Europe/Stockholm';
const URL_ = 'http://matchday.test';
const root = adminOf('ADMIN');
let database: Database;
let f: MeetingsFixture;
let day: string;
const db = () => database.db;

type M = { id: string; startsAt: Date; startupId: string; corporateId: string };
let meetings: M[] = [];

async function load() {
  const rows = await meetingsOfEvent(db(), root, f.eventId);
  meetings = rows
    .map((m) => ({
      id: m.id,
      startsAt: m.startsAt!,
      startupId: m.startupId,
      corporateId: m.corporateId,
    }))
    .sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime());
}

type Sent = {
  to: string;
  state: string;
  provider: string | null;
  data: Record<string, unknown>;
  key: string;
};

/** The mails of a template, oldest first (read by SQL: the mail room's tables are its own). */
async function mails(template: string): Promise<Sent[]> {
  const result = await db().execute(
    sql`select recipient as "to", state, provider, data, idempotency_key as key from mail_messages where template = ${template} order by created_at, id`,
  );
  return (result as unknown as { rows: Sent[] }).rows;
}

const sweep = (at: number) => sendReminders(db(), URL_, new Date(at));
const ctx = () => ({ db: db(), actor: root, publicUrl: URL_ });

beforeAll(async () => {
  database = await testDatabase();
  // The first slot at 10:00 tomorrow in the event's zone; three 20-minute slots.
  day = localDay(Date.now() + 24 * 3600_000, ZONE);
  const first = atLocalTime(day, 10, 0, ZONE);
  f = await meetingsFixture(db(), {
    startups: 2,
    corporates: 2,
    slots: 3,
    tables: 2,
    people: 2,
    startInMinutes: Math.round((first - Date.now()) / MINUTE),
    pairs: [
      [0, 0],
      [1, 1],
      [0, 1],
    ],
    tag: 'remind',
  });
  await generateSchedule(db(), root, f.eventId);
  await publishSchedule(ctx(), f.eventId);
  await load();
}, 60_000);
afterAll(() => database.close());

describe('the morning mail', () => {
  it('goes at 07:00 in the event’s zone, once to each person with meetings that day', async () => {
    const seven = atLocalTime(day, 7, 0, ZONE);
    expect((await sweep(seven - MINUTE)).morning).toBe(0);
    expect((await sweep(seven)).morning).toBe(8);
    expect((await sweep(seven + MINUTE)).morning).toBe(0);
    const sent = await mails('morningmail');
    expect(sent).toHaveLength(8);
    expect(new Set(sent.map((m) => m.to)).size).toBe(8);
    // Startup 0 meets both corporates: two lines, in time order, with counterparts and tables.
    const s0 = sent.find((m) => m.to === `startup0.0.remind@meetings.test`)!;
    const lines = s0.data.meetings as { time: string; counterpartName: string; place: string }[];
    expect(lines).toHaveLength(2);
    expect(lines.map((l) => l.counterpartName).sort()).toEqual(['Corp remind 0', 'Corp remind 1']);
    expect(lines[0]!.time < lines[1]!.time).toBe(true);
    expect(lines.every((l) => /^Table \d/.test(l.place))).toBe(true);
    expect(s0.data.timezone).toBe(ZONE);
  });
});

describe('the reminder before each meeting', () => {
  it('goes the event’s lead before the start, once, to both sides’ people', async () => {
    const m = meetings[0]!;
    const lead = m.startsAt.getTime() - 15 * MINUTE;
    const before = (await mails('meetingreminder')).length;
    expect((await sweep(lead - MINUTE)).meeting).toBe(0);
    const first = await sweep(lead);
    const atOnce = meetings.filter((x) => x.startsAt.getTime() === m.startsAt.getTime()).length;
    expect(first.meeting).toBe(4 * atOnce);
    expect((await sweep(lead + MINUTE)).meeting).toBe(0);
    expect((await sweep(lead + 5 * MINUTE)).meeting).toBe(0);
    const sent = (await mails('meetingreminder')).slice(before);
    expect(sent).toHaveLength(4 * atOnce);
    expect(sent.every((s) => s.state === 'queued')).toBe(true);
    expect(sent[0]!.data.minutes).toBe(15);
  });

  it('never for a cancelled meeting; again at the new time of a moved one', async () => {
    const last = meetings[meetings.length - 1]!;
    const earlier = meetings.find((x) => x.startsAt.getTime() < last.startsAt.getTime())!;
    // The earlier meeting was reminded already; moved to the free third slot and published.
    const free = await freeCell();
    await moveMeeting(db(), root, earlier.id, free);
    await publishSchedule(ctx(), f.eventId);
    await setMeetingStatus(ctx(), last.id, { status: 'CANCELLED', reason: 'Ill' });
    await publishSchedule(ctx(), f.eventId);
    const now = await meetingsOfEvent(db(), root, f.eventId);
    const moved = now.find((x) => x.id === earlier.id)!;
    expect(moved.startsAt!.getTime()).toBeGreaterThan(earlier.startsAt.getTime());
    const lead = moved.startsAt!.getTime() - 15 * MINUTE;
    const together = now.filter(
      (x) => x.status !== 'CANCELLED' && x.startsAt!.getTime() === moved.startsAt!.getTime(),
    );
    const result = await sweep(lead);
    expect(result.meeting).toBe(4 * together.length);
    const keys = (await mails('meetingreminder')).map((r) => r.key);
    expect(keys.filter((k) => k.includes(earlier.id))).toHaveLength(8);
    expect(keys.filter((k) => k.includes(last.id))).toHaveLength(0);
    expect((await sweep(lead + MINUTE)).meeting).toBe(0);
  });

  it('not to a person who opted out; only in the app to one who signed in minutes ago', async () => {
    const fixture = await meetingsFixture(db(), {
      startups: 1,
      corporates: 1,
      slots: 1,
      tables: 1,
      people: 2,
      startInMinutes: 60 * 24 * 3,
      pairs: [[0, 0]],
      tag: 'optout',
    });
    await generateSchedule(db(), root, fixture.eventId);
    await publishSchedule(ctx(), fixture.eventId);
    await setEventReminders(db(), root, fixture.eventId, 30);
    const [m] = await meetingsOfEvent(db(), root, fixture.eventId);
    const lead = m!.startsAt!.getTime() - 30 * MINUTE;
    await setMyReminders(db(), fixture.startups[0]!.user, fixture.eventId, false);
    const [corpPerson] = await db()
      .select()
      .from(users)
      .where(eq(users.id, fixture.corporates[0]!.user.id));
    // Signed in five minutes before (an auth session row, as a sign-in writes it).
    await db().execute(
      sql`insert into sessions (family, subject_kind, subject_id, subject_version, device_id, refresh_hash, created_at, expires_at) values (${randomUUID()}, 'user', ${corpPerson!.id}, 0, 'test', ${randomUUID()}, ${new Date(lead - 5 * MINUTE)}, ${new Date(lead + 3600_000)})`,
    );
    expect((await sweep(lead - MINUTE)).meeting).toBe(0);
    // Two corporate people and the startup's second person; the opted-out one gets nothing.
    expect((await sweep(lead)).meeting).toBe(3);
    const sent = (await mails('meetingreminder')).filter((r) => r.key.includes(m!.id));
    expect(sent.map((s) => s.to).sort()).toEqual(
      ['corp0.0.optout', 'corp0.1.optout', 'startup0.1.optout'].map((p) => `${p}@meetings.test`),
    );
    expect(sent.find((s) => s.to === corpPerson!.email)).toMatchObject({
      state: 'sent',
      provider: 'in-app',
    });
    expect(sent.filter((s) => s.state === 'queued')).toHaveLength(2);
    expect(sent[0]!.data.minutes).toBe(30);
    const notices = await db().execute(
      sql`select path from notifications where recipient = ${corpPerson!.email} and template = 'meetingreminder'`,
    );
    const [notice] = (notices as unknown as { rows: { path: string }[] }).rows;
    expect(notice?.path).toBe(`/corporate/events/${fixture.eventId}/agenda`);
    // Turned off for the event: no reminders at all.
    await setEventReminders(db(), root, fixture.eventId, 0);
    await db().execute(sql`delete from reminder_sends where event_id = ${fixture.eventId}`);
    expect((await sweep(lead + MINUTE)).meeting).toBe(0);
  });
});

/** A cell of the grid nobody of the first meeting's pair occupies: the last slot's free table. */
async function freeCell() {
  const rows = await meetingsOfEvent(db(), root, f.eventId);
  const taken = new Set(rows.map((r) => `${r.slot}|${r.table}`));
  for (const slot of [2, 1, 0]) {
    for (const table of [1, 2]) {
      const busy = rows.some(
        (r) =>
          r.slot === slot &&
          (r.startupId === meetings[0]!.startupId || r.corporateId === meetings[0]!.corporateId),
      );
      if (!busy && !taken.has(`${slot}|${table}`)) return { slot, table };
    }
  }
  throw new Error('no free cell');
}
