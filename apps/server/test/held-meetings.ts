import type { Db } from '../src/platform/db.ts';
import { meetingsOfEvent } from '../src/modules/meetings/agenda.service.ts';
import { publishSchedule } from '../src/modules/meetings/publish.service.ts';
import { generateSchedule } from '../src/modules/meetings/schedule.service.ts';
import { setMeetingStatus } from '../src/modules/meetings/status.service.ts';
import { adminOf } from './actors.ts';
import { meetingsFixture, type MeetingsFixture } from './meetings-fixture.ts';

/**
 * An event whose session began three hours ago with `count` pairs (startup i × corporate i),
 * scheduled, published and each meeting marked HELD by the organisers: the ground of the
 * rating and follow-up tests. `held[i]` is pair i's meeting.
 */
export async function heldMeetings(
  db: Db,
  count: number,
  extra: { people?: number; tag?: string } = {},
): Promise<MeetingsFixture & { held: string[] }> {
  const root = adminOf('ADMIN');
  const f = await meetingsFixture(db, {
    startups: count,
    corporates: count,
    slots: 3,
    tables: count,
    startInMinutes: -180,
    pairs: Array.from({ length: count }, (_, i) => [i, i] as [number, number]),
    ...extra,
  });
  const ctx = { db, actor: root, publicUrl: 'http://matchday.test' };
  await generateSchedule(db, root, f.eventId);
  await publishSchedule(ctx, f.eventId);
  const list = await meetingsOfEvent(db, root, f.eventId);
  const held = f.startups.map(
    (s, i) => list.find((m) => m.startupId === s.id && m.corporateId === f.corporates[i]!.id)!.id,
  );
  for (const id of held) await setMeetingStatus(ctx, id, { status: 'HELD' });
  return { ...f, held };
}
