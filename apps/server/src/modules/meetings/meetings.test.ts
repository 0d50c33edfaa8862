import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminOf } from '../../../test/actors.ts';
import { testDatabase } from '../../../test/database.ts';
import { mailsTo } from '../../../test/http.ts';
import { meetingsFixture, type MeetingsFixture } from '../../../test/meetings-fixture.ts';
import type { Actor } from '../../platform/actor.ts';
import type { Database } from '../../platform/db.ts';
import { AppError } from '../../platform/errors.ts';
import { setMyAvailability } from '../events/availability.service.ts';
import { getEvent, updateEvent } from '../events/events.service.ts';
import { attendances } from '../events/events.tables.ts';
import { meetingsOfEvent, myMeetings } from './agenda.service.ts';
import { meetings } from './meetings.tables.ts';
import { lockMeeting, moveMeeting, swapMeetings, unplaceMeeting } from './placement.service.ts';
import { publishSchedule } from './publish.service.ts';
import { generateSchedule } from './schedule.service.ts';
import { TOO_LATE } from './status-corrections.ts';
import { setMeetingStatus } from './status.service.ts';

/** Meetings: schedule, hand edits, publication, status on the day. */
let database: Database;
let f: MeetingsFixture;
const root = adminOf('ADMIN');
const ctx = (actor: Actor) => ({ db: database.db, actor, publicUrl: 'http://matchday.test' });

async function fails(p: Promise<unknown>) {
  try {
    await p;
  } catch (error) {
    if (error instanceof AppError) return error;
    throw error;
  }
  throw new Error('expected a refusal');
}

async function rows() {
  return database.db.select().from(meetings).where(eq(meetings.eventId, f.eventId));
}

beforeAll(async () => {
  database = await testDatabase();
  // 4 startups × 3 corporates, 3 slots × 2 tables: corporate 0 wants all four (one can't fit).
  f = await meetingsFixture(database.db, {
    startups: 4,
    corporates: 3,
    slots: 3,
    tables: 2,
    pairs: [
      [0, 0, true],
      [1, 0],
      [2, 0],
      [3, 0],
      [0, 1],
      [1, 2],
    ],
    tag: 'svc',
  });
});
afterAll(() => database.close());

describe('generateSchedule', () => {
  it('organisers see every confirmed pair as REQUESTED before any run', async () => {
    const list = await meetingsOfEvent(database.db, root, f.eventId);
    expect(list).toHaveLength(6);
    expect(new Set(list.map((m) => m.status))).toEqual(new Set(['REQUESTED']));
  });

  it('places what fits, says the bound and why the rest is left out; no double booking', async () => {
    const run = await generateSchedule(database.db, root, f.eventId);
    expect(run.placed).toBe(5);
    expect(run.bound).toBe(5);
    expect(run.unplaced).toHaveLength(1);
    // Corporate 0 meets someone in every slot: busy, not a full room.
    expect(run.unplaced[0]!.reason).toBe('BUSY');
    expect(run.unplaced[0]!.text).toMatch(/already has another meeting/);
    const all = await rows();
    const placed = all.filter((m) => m.startsAt);
    expect(placed.every((m) => m.status === 'SCHEDULED')).toBe(true);
    const cells = new Set(placed.map((m) => `${m.startsAt!.toISOString()}|${m.tableNo}`));
    expect(cells.size).toBe(placed.length);
    const corp0 = placed.filter((m) => m.corporateId === f.corporates[0]!.id);
    expect(new Set(corp0.map((m) => m.startsAt!.toISOString())).size).toBe(corp0.length);
    // MUST_MEET is never the one left out.
    const left = all.find((m) => m.id === run.unplaced[0]!.meetingId)!;
    expect(left.priority).toBe(1);
    expect(left.unplacedReason).toBe('BUSY');
  });

  it('only organisers schedule; a host only its hosted events', async () => {
    const incubator = adminOf('INCUBATOR', { incubator: 'X' });
    expect((await fails(generateSchedule(database.db, incubator, f.eventId))).code).toBe(
      'FORBIDDEN',
    );
    const host = adminOf('EVENT_HOST', { hosting: [] });
    expect((await fails(generateSchedule(database.db, host, f.eventId))).code).toBe('NOT_FOUND');
    const corp = f.corporates[0]!.user;
    expect((await fails(generateSchedule(database.db, corp, f.eventId))).code).toBe('FORBIDDEN');
  });
});

describe('hand edits', () => {
  it('moving into an occupied cell, outside the grid or into a blackout names the conflict', async () => {
    const all = (await rows()).filter((m) => m.startsAt);
    const [a, b] = [
      all[0]!,
      all.find((m) => m.startsAt!.getTime() !== all[0]!.startsAt!.getTime())!,
    ];
    const event = await getEvent(database.db, root, f.eventId);
    const slotOf = (m: typeof a) =>
      await_slots(event).findIndex((s) => s.start === m.startsAt!.toISOString());
    const taken = await fails(
      moveMeeting(database.db, root, a.id, { slot: slotOf(b), table: b.tableNo }),
    );
    expect(taken.code).toBe('CONFLICT');
    expect(taken.message).toMatch(/taken by|already has a meeting/);
    const outside = await fails(moveMeeting(database.db, root, a.id, { slot: 9, table: 1 }));
    expect(outside.message).toMatch(/Slot 9 does not exist \(the event has 3 slots, 0–2\)/);
    const noTable = await fails(moveMeeting(database.db, root, a.id, { slot: 0, table: 3 }));
    expect(noTable.message).toMatch(/Table 3 does not exist/);
  });

  it('a participant’s blackout refuses the move, naming the participant', async () => {
    const unplacedRow = (await rows()).find((m) => !m.startsAt)!;
    const startup = f.startups.find((s) => s.id === unplacedRow.startupId)!;
    await setMyAvailability(database.db, startup.user, f.eventId, [0, 1, 2]);
    const error = await fails(
      moveMeeting(database.db, root, unplacedRow.id, { slot: 0, table: 1 }),
    );
    expect(error.message).toMatch(/cannot attend at .* marked that slot unavailable/);
    await setMyAvailability(database.db, startup.user, f.eventId, []);
  });

  it('swaps two meetings, pins and unplaces', async () => {
    const placed = (await rows()).filter((m) => m.startsAt);
    // Two meetings without a common party in different slots.
    const x = placed.find((m) => m.corporateId === f.corporates[1]!.id)!;
    const y = placed.find(
      (m) =>
        m.startsAt!.getTime() !== x.startsAt!.getTime() &&
        m.startupId !== x.startupId &&
        m.corporateId !== x.corporateId &&
        !placed.some(
          (o) =>
            o.id !== x.id &&
            o.id !== m.id &&
            ((o.startsAt!.getTime() === x.startsAt!.getTime() &&
              (o.startupId === m.startupId || o.corporateId === m.corporateId)) ||
              (o.startsAt!.getTime() === m.startsAt!.getTime() &&
                (o.startupId === x.startupId || o.corporateId === x.corporateId))),
        ),
    );
    if (y) {
      const [nx, ny] = await swapMeetings(database.db, root, x.id, y.id);
      expect(nx!.startsAt!.getTime()).toBe(y.startsAt!.getTime());
      expect(ny!.startsAt!.getTime()).toBe(x.startsAt!.getTime());
    }
    const pinned = await lockMeeting(database.db, root, x.id, true);
    expect(pinned.locked).toBe(true);
    const out = await unplaceMeeting(database.db, root, x.id);
    expect(out.status).toBe('REQUESTED');
    expect(out.startsAt).toBeNull();
    expect(out.locked).toBe(false);
    // The next run places it again.
    const run = await generateSchedule(database.db, root, f.eventId);
    expect(run.placed).toBe(5);
  });
});

describe('publishSchedule', () => {
  it('publishes, mails each participant its agenda with an .ics, and is idempotent', async () => {
    const first = await publishSchedule(ctx(root), f.eventId);
    expect(first.published).toBe(5);
    expect(first.changed).toBe(5);
    const all = await rows();
    expect(all.filter((m) => m.startsAt).every((m) => m.status === 'CONFIRMED')).toBe(true);
    const corp0 = f.corporates[0]!;
    const mails = (await mailsTo(database.db, 'corp0.0.svc@meetings.test')).filter(
      (m) => m.template === 'confirmedschedule',
    );
    expect(mails).toHaveLength(1);
    const data = mails[0]!.data as unknown as { lines: string[]; meetings: { id: string }[] };
    const mine = all.filter((m) => m.corporateId === corp0.id && m.startsAt);
    expect(data.meetings.map((m) => m.id).sort()).toEqual(mine.map((m) => m.id).sort());
    expect(data.lines[0]).toMatch(
      /^\d{1,2} \w{3} \d{4}, \d\d:\d\d–\d\d:\d\d Table \d · Meeting with Startup svc \d/,
    );
    const again = await publishSchedule(ctx(root), f.eventId);
    expect(again).toEqual({ published: 5, changed: 0, mailed: 0 });
  });

  it('participants see their published meetings; the draft stays the organisers’', async () => {
    const startup = f.startups[0]!;
    const mine = await myMeetings(database.db, startup.user, f.eventId);
    expect(mine.length).toBeGreaterThan(0);
    expect(mine.every((m) => m.status === 'CONFIRMED' && m.startsAt && m.table)).toBe(true);
    const stranger = f.startups[3]!.user;
    const theirs = await myMeetings(database.db, stranger, f.eventId);
    expect(theirs.every((m) => m.startupId === f.startups[3]!.id)).toBe(true);
  });

  it('a re-run keeps published meetings; a moved one is a draft change told only to its two parties', async () => {
    const before = await rows();
    const run = await generateSchedule(database.db, root, f.eventId);
    expect(run.moved).toBe(0);
    const after = await rows();
    for (const m of before.filter((r) => r.startsAt)) {
      expect(after.find((r) => r.id === m.id)!.startsAt!.getTime()).toBe(m.startsAt!.getTime());
    }
    // Move the meeting of startup 1 with corporate 2 to a free cell.
    const m = after.find(
      (r) => r.startupId === f.startups[1]!.id && r.corporateId === f.corporates[2]!.id,
    )!;
    const event = await getEvent(database.db, root, f.eventId);
    const slots = await_slots(event);
    let moved = null;
    for (let s = 0; s < slots.length && !moved; s += 1) {
      for (let t = 1; t <= 2 && !moved; t += 1) {
        if (slots[s]!.start === m.startsAt!.toISOString() && t === m.tableNo) continue;
        moved = await moveMeeting(database.db, root, m.id, { slot: s, table: t }).catch(() => null);
      }
    }
    expect(moved).not.toBeNull();
    expect(moved!.status).toBe('SCHEDULED');
    // Participants still see the published place until the next publication.
    const told = await myMeetings(database.db, f.startups[1]!.user, f.eventId);
    expect(told.find((x) => x.id === m.id)!.startsAt!.getTime()).toBe(m.startsAt!.getTime());
    const result = await publishSchedule(ctx(root), f.eventId);
    expect(result.changed).toBe(1);
    // Startup 1 and corporate 2, one person each.
    expect(result.mailed).toBe(2);
    const [row] = await database.db.select().from(meetings).where(eq(meetings.id, m.id));
    expect(row!.sequence).toBe(2);
  });
});

describe('the grid', () => {
  it('a grid change that would drop a placed meeting is refused, naming the times', async () => {
    const event = await getEvent(database.db, root, f.eventId);
    const first = event.schedule.sessions[0]!;
    const shorter = new Date(new Date(first.start).getTime() + 20 * 60_000).toISOString();
    const error = await fails(
      updateEvent(database.db, root, f.eventId, {
        name: event.name,
        timezone: event.timezone,
        format: event.format,
        startDate: event.startDate.toISOString(),
        endDate: event.endDate.toISOString(),
        schedule: {
          sessions: [{ start: first.start, end: shorter }],
          meetingMinutes: 20,
          tables: 2,
        },
      }),
    );
    expect(error.code).toBe('CONFLICT');
    expect(error.message).toMatch(/would drop \d+ placed meeting/);
  });
});

describe('setMeetingStatus', () => {
  let started: MeetingsFixture;
  beforeAll(async () => {
    started = await meetingsFixture(database.db, {
      startups: 2,
      corporates: 2,
      slots: 2,
      tables: 2,
      startInMinutes: -5,
      pairs: [
        [0, 0],
        [1, 1],
        [0, 1],
      ],
      tag: 'day',
    });
    await generateSchedule(database.db, root, started.eventId);
  });

  it('HELD needs a published meeting; CANCELLED needs a reason', async () => {
    const [m] = await database.db
      .select()
      .from(meetings)
      .where(eq(meetings.eventId, started.eventId));
    const corp = started.corporates.find((c) => c.id === m!.corporateId)!.user;
    // Not published: the corporate does not even see it.
    expect((await fails(setMeetingStatus(ctx(corp), m!.id, { status: 'HELD' }))).code).toBe(
      'NOT_FOUND',
    );
    expect((await fails(setMeetingStatus(ctx(root), m!.id, { status: 'HELD' }))).message).toMatch(
      /published schedule/,
    );
    const noReason = await fails(setMeetingStatus(ctx(root), m!.id, { status: 'CANCELLED' }));
    expect(noReason.message).toMatch(/Say why the meeting is cancelled/);
    await publishSchedule(ctx(root), started.eventId);
  });

  it('the corporate marks its meeting HELD once it has begun; a startup may not', async () => {
    const all = await database.db
      .select()
      .from(meetings)
      .where(eq(meetings.eventId, started.eventId));
    const first = all.reduce((a, b) => (a.startsAt! <= b.startsAt! ? a : b));
    const corp = started.corporates.find((c) => c.id === first.corporateId)!.user;
    const held = await setMeetingStatus(ctx(corp), first.id, { status: 'HELD' });
    expect(held.status).toBe('HELD');
    expect(held.sequence).toBe(2);
    const startup = started.startups.find((s) => s.id === first.startupId)!.user;
    expect(
      (await fails(setMeetingStatus(ctx(startup), first.id, { status: 'NO_SHOW' }))).code,
    ).toBe('FORBIDDEN');
    const other = started.corporates.find((c) => c.id !== first.corporateId)!.user;
    expect((await fails(setMeetingStatus(ctx(other), first.id, { status: 'NO_SHOW' }))).code).toBe(
      'NOT_FOUND',
    );
    // Corrected to a no-show; a held meeting cannot be cancelled.
    expect((await setMeetingStatus(ctx(root), first.id, { status: 'NO_SHOW' })).status).toBe(
      'NO_SHOW',
    );
    await setMeetingStatus(ctx(root), first.id, { status: 'HELD' });
    expect(
      (await fails(setMeetingStatus(ctx(root), first.id, { status: 'CANCELLED', reason: 'x' })))
        .message,
    ).toMatch(/taken place/);
  });

  it('a cancelled meeting stays in the agenda as CANCELLED and frees its cell', async () => {
    const all = await database.db
      .select()
      .from(meetings)
      .where(and(eq(meetings.eventId, started.eventId), eq(meetings.status, 'CONFIRMED')));
    const m = all[0]!;
    const host = adminOf('EVENT_HOST', { hosting: [started.eventId] });
    const cancelled = await setMeetingStatus(ctx(host), m.id, {
      status: 'CANCELLED',
      reason: 'The corporate’s flight was cancelled',
    });
    expect(cancelled.status).toBe('CANCELLED');
    const startup = started.startups.find((s) => s.id === m.startupId)!.user;
    const agenda = await myMeetings(database.db, startup, started.eventId);
    expect(agenda.find((x) => x.id === m.id)!.status).toBe('CANCELLED');
    const moved = await fails(moveMeeting(database.db, root, m.id, { slot: 0, table: 1 }));
    expect(moved.message).toMatch(/cancelled meeting cannot be moved/);
    const again = await fails(setMeetingStatus(ctx(root), m.id, { status: 'HELD' }));
    expect(again.message).toMatch(/stays cancelled/);
  });

  it('an incubator changes only its own startups’ meetings', async () => {
    const [m] = await database.db
      .select()
      .from(meetings)
      .where(eq(meetings.eventId, started.eventId));
    const incubator = adminOf('INCUBATOR', { incubator: 'NOBODY' });
    expect((await fails(setMeetingStatus(ctx(incubator), m!.id, { status: 'NO_SHOW' }))).code).toBe(
      'NOT_FOUND',
    );
  });

  it('attendance withdrawn: the pair is left out as NOT_ATTENDING', async () => {
    await database.db
      .update(attendances)
      .set({ state: 'WITHDRAWN' })
      .where(eq(attendances.companyId, f.startups[2]!.id));
    const run = await generateSchedule(database.db, root, f.eventId, { keepPublished: true });
    const out = run.unplaced.find((u) => u.reason === 'NOT_ATTENDING');
    expect(out).toBeDefined();
  });

  it('a party may correct HELD ↔ NO_SHOW for 7 days; then organisers only, with a reason', async () => {
    const all = await database.db
      .select()
      .from(meetings)
      .where(eq(meetings.eventId, started.eventId));
    const m = all.reduce((a, b) => (a.startsAt! <= b.startsAt! ? a : b));
    const corp = started.corporates.find((c) => c.id === m.corporateId)!.user;
    await setMeetingStatus(
      { db: database.db, actor: corp, publicUrl: 'http://matchday.test' },
      m.id,
      { status: 'HELD' },
    );
    expect(
      (
        await setMeetingStatus(
          { db: database.db, actor: corp, publicUrl: 'http://matchday.test' },
          m.id,
          { status: 'NO_SHOW' },
        )
      ).status,
    ).toBe('NO_SHOW');
    await setMeetingStatus(
      { db: database.db, actor: corp, publicUrl: 'http://matchday.test' },
      m.id,
      { status: 'HELD' },
    );
    // Set eight days ago: too late for the party.
    await database.db
      .update(meetings)
      .set({ statusChangedAt: new Date(Date.now() - 8 * 24 * 3600_000) })
      .where(eq(meetings.id, m.id));
    const late = await fails(
      setMeetingStatus({ db: database.db, actor: corp, publicUrl: 'http://matchday.test' }, m.id, {
        status: 'NO_SHOW',
      }),
    );
    expect([late.code, late.message]).toEqual(['CONFLICT', TOO_LATE]);
    const bare = await fails(
      setMeetingStatus({ db: database.db, actor: root, publicUrl: 'http://matchday.test' }, m.id, {
        status: 'NO_SHOW',
      }),
    );
    expect(bare.code).toBe('BAD_REQUEST');
    expect(bare.message).toMatch(/^Say why the status is corrected: the status was set more/);
    const fixed = await setMeetingStatus(
      { db: database.db, actor: root, publicUrl: 'http://matchday.test' },
      m.id,
      {
        status: 'NO_SHOW',
        reason: 'The startup wrote that it never arrived',
      },
    );
    expect(fixed.status).toBe('NO_SHOW');
    await setMeetingStatus(
      { db: database.db, actor: root, publicUrl: 'http://matchday.test' },
      m.id,
      { status: 'HELD', reason: 'Arrived late' },
    );
  });
});

// Slots of the event's grid (a tiny wrapper so the tests read as prose).
import { deriveSlots } from '@matchday/shared';
function await_slots(event: { schedule: Parameters<typeof deriveSlots>[0] }) {
  return deriveSlots(event.schedule);
}
