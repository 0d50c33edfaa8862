import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminOf } from '../../../test/actors.ts';
import { testDatabase } from '../../../test/database.ts';
import { meetingsFixture, type MeetingsFixture } from '../../../test/meetings-fixture.ts';
import type { Database } from '../../platform/db.ts';
import { attendances, events } from '../events/events.tables.ts';
import { meetings } from './meetings.tables.ts';
import { lockMeeting, moveMeeting } from './placement.service.ts';
import { previewScheduleRun } from './run-preview.service.ts';
import { generateSchedule } from './schedule.service.ts';

/**
 * Before a run moves an organiser's pinned (or hand-moved) meetings, the board asks, naming how
 * many will move: the preview is the run's own answer and writes nothing. The run's reasons for
 * leaving a pair out name the party (its cap, its leaving).
 */
let database: Database;
let f: MeetingsFixture;
const root = adminOf('ADMIN');

const rowsOf = (eventId: string) =>
  database.db.select().from(meetings).where(eq(meetings.eventId, eventId));

beforeAll(async () => {
  database = await testDatabase();
  // Two startups meet one corporate; a third pair (startup 2 – corporate 1) stands apart.
  f = await meetingsFixture(database.db, {
    startups: 3,
    corporates: 2,
    slots: 4,
    tables: 2,
    pairs: [
      [0, 0],
      [1, 0],
      [2, 1],
    ],
    tag: 'rerun',
  });
});
afterAll(() => database.close());

describe('previewScheduleRun', () => {
  it('counts nothing to move when every meeting is pinned and every pin can stay', async () => {
    await generateSchedule(database.db, root, f.eventId);
    for (const m of await rowsOf(f.eventId)) await lockMeeting(database.db, root, m.id, true);
    const preview = await previewScheduleRun(database.db, root, f.eventId);
    expect(preview).toEqual({ moving: 0, pinnedMoving: 0, changes: [] });
  });

  it('names the pinned meeting a run cannot keep (its party left), and writes nothing', async () => {
    const before = await rowsOf(f.eventId);
    const pinned = before.find((r) => r.startupId === f.startups[2]!.id)!;
    const moved = await moveMeeting(database.db, root, pinned.id, { slot: 3, table: 2 });
    expect(moved.locked).toBe(true);
    await database.db
      .update(attendances)
      .set({ state: 'WITHDRAWN' })
      .where(
        and(eq(attendances.eventId, f.eventId), eq(attendances.companyId, f.corporates[1]!.id)),
      );
    const snapshot = await rowsOf(f.eventId);

    const preview = await previewScheduleRun(database.db, root, f.eventId);
    expect(preview.pinnedMoving).toBe(1);
    expect(preview.moving).toBe(1);
    expect(preview.changes).toEqual([{ meetingId: pinned.id, pinned: true, leavesGrid: true }]);
    // Nothing written: the same rows, the same places.
    expect(await rowsOf(f.eventId)).toEqual(snapshot);

    const run = await generateSchedule(database.db, root, f.eventId);
    const left = run.unplaced.find((u) => u.meetingId === pinned.id)!;
    expect(left.reason).toBe('NOT_ATTENDING');
    expect(left.text).toBe(`Corp rerun 1 no longer takes part in the event`);
    const [after] = await database.db.select().from(meetings).where(eq(meetings.id, pinned.id));
    expect(after!.startsAt).toBeNull();
    expect(after!.unplacedText).toBe(left.text);
  });

  it('is for organisers only', async () => {
    await expect(previewScheduleRun(database.db, f.startups[0]!.user, f.eventId)).rejects.toThrow(
      /organisers/,
    );
  });
});

describe('unplaced reasons name the party', () => {
  it('a full cap names whose cap it is', async () => {
    const [event] = await database.db.select().from(events).where(eq(events.id, f.eventId));
    await database.db
      .update(events)
      .set({ schedule: { ...event!.schedule, maxMeetingsPerParticipant: 1 } })
      .where(eq(events.id, f.eventId));
    // Unpin everything so the run decides afresh: corporate 0 can meet only one of its two.
    for (const r of await rowsOf(f.eventId)) await lockMeeting(database.db, root, r.id, false);
    const run = await generateSchedule(database.db, root, f.eventId);
    const capped = run.unplaced.filter((u) => u.reason === 'PARTICIPANT_LIMIT');
    expect(capped).toHaveLength(1);
    expect(capped[0]!.text).toBe('Corp rerun 0 already has 1 meeting (its cap)');
  });
});
