import { deriveSlots } from '@matchday/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminOf } from '../../../test/actors.ts';
import { testDatabase } from '../../../test/database.ts';
import { meetingsFixture, type MeetingsFixture } from '../../../test/meetings-fixture.ts';
import type { Database } from '../../platform/db.ts';
import { setMyAvailability } from '../events/availability.service.ts';
import { getEvent } from '../events/events.service.ts';
import { scheduleBlackouts } from './blackouts.service.ts';
import { meetings } from './meetings.tables.ts';
import { lockMeeting, moveMeeting, swapMeetings } from './placement.service.ts';
import { generateSchedule } from './schedule.service.ts';

/** An organiser's moves by hand survive the next run of the scheduler. */
let database: Database;
let f: MeetingsFixture;
const root = adminOf('ADMIN');

async function rows() {
  return database.db.select().from(meetings).where(eq(meetings.eventId, f.eventId));
}

beforeAll(async () => {
  database = await testDatabase();
  // One corporate meets two startups; four slots at one table: a run packs them together.
  f = await meetingsFixture(database.db, {
    startups: 2,
    corporates: 1,
    slots: 4,
    tables: 1,
    pairs: [
      [0, 0],
      [1, 0],
    ],
    tag: 'hand',
  });
});
afterAll(() => database.close());

describe('moves by hand and re-runs', () => {
  it('a meeting moved by hand stays where it was put when the schedule is generated again', async () => {
    await generateSchedule(database.db, root, f.eventId);
    const slots = deriveSlots((await getEvent(database.db, root, f.eventId)).schedule);
    const first = await rows();
    const taken = new Set(first.map((m) => m.startsAt!.toISOString()));
    // The run leaves no idle gap for the corporate: two adjacent slots.
    expect(taken.size).toBe(2);
    const last = slots.findLastIndex((s) => !taken.has(s.start));
    const m = first.find((r) => r.startupId === f.startups[1]!.id)!;
    const moved = await moveMeeting(database.db, root, m.id, { slot: last, table: 1 });
    expect(moved.locked).toBe(true);
    const run = await generateSchedule(database.db, root, f.eventId);
    expect(run.placed).toBe(2);
    const [after] = await database.db.select().from(meetings).where(eq(meetings.id, m.id));
    expect(after!.startsAt!.toISOString()).toBe(slots[last]!.start);
    expect(after!.tableNo).toBe(1);
    expect(after!.locked).toBe(true);
  });

  it('unpinned, the same meeting is the scheduler’s again (the pin is what keeps it)', async () => {
    const m = (await rows()).find((r) => r.startupId === f.startups[1]!.id)!;
    const at = m.startsAt!.toISOString();
    await lockMeeting(database.db, root, m.id, false);
    await generateSchedule(database.db, root, f.eventId);
    const all = await rows();
    const starts = all.map((r) => Date.parse(r.startsAt!.toISOString())).sort((a, b) => a - b);
    // Back next to the other one: twenty minutes apart, no gap.
    expect(starts[1]! - starts[0]!).toBe(20 * 60_000);
    expect(all.find((r) => r.id === m.id)!.startsAt!.toISOString()).not.toBe(at);
  });

  it('a swap pins both meetings in their new cells', async () => {
    const [x, y] = await rows();
    const [nx, ny] = await swapMeetings(database.db, root, x!.id, y!.id);
    expect([nx!.locked, ny!.locked]).toEqual([true, true]);
    await generateSchedule(database.db, root, f.eventId);
    const after = await rows();
    expect(after.find((r) => r.id === x!.id)!.startsAt!.getTime()).toBe(y!.startsAt!.getTime());
    expect(after.find((r) => r.id === y!.id)!.startsAt!.getTime()).toBe(x!.startsAt!.getTime());
  });
});

describe('scheduleBlackouts', () => {
  it('lists the slots a participant marked unavailable, for organisers only', async () => {
    const startup = f.startups[0]!;
    await setMyAvailability(database.db, startup.user, f.eventId, [3]);
    const list = await scheduleBlackouts(database.db, root, f.eventId);
    expect(list).toEqual([{ companyId: startup.id, slots: [3] }]);
    await expect(scheduleBlackouts(database.db, startup.user, f.eventId)).rejects.toThrow(
      /organisers/,
    );
  });
});
