import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminOf } from '../../../test/actors.ts';
import { testDatabase } from '../../../test/database.ts';
import { meetingsFixture, type MeetingsFixture } from '../../../test/meetings-fixture.ts';
import type { Actor } from '../../platform/actor.ts';
import type { Database } from '../../platform/db.ts';
import { AppError } from '../../platform/errors.ts';
import { attendances } from '../events/events.tables.ts';
import { matches } from '../matchmaking/matchmaking.tables.ts';
import { meetings } from './meetings.tables.ts';
import { participantRemovalPreview, removeParticipant } from './participant-removal.service.ts';
import { publishSchedule } from './publish.service.ts';
import { generateSchedule } from './schedule.service.ts';

/**
 * An organiser removes an approved participant: first the preview counts what it does, then
 * the attendance is WITHDRAWN, its open matches end (WITHDRAWN), its meetings not yet held are
 * cancelled, and the counterparts of published meetings are mailed; others stay untouched.
 */
let database: Database;
let f: MeetingsFixture;
const root = adminOf('ADMIN');
const ctx = (actor: Actor) => ({ db: database.db, actor, publicUrl: 'http://matchday.test' });
let attendanceId: string;

async function fails(p: Promise<unknown>) {
  try {
    await p;
  } catch (error) {
    if (error instanceof AppError) return error;
    throw error;
  }
  throw new Error('expected a refusal');
}

const recipients = async () => {
  const result = await database.db.execute(
    sql`select recipient, data from mail_messages where template = 'meetingchanged' and recipient like ${'%.rm88@%'} order by recipient`,
  );
  return (result as unknown as { rows: { recipient: string; data: { reason?: string } }[] }).rows;
};

beforeAll(async () => {
  database = await testDatabase();
  f = await meetingsFixture(database.db, {
    startups: 2,
    corporates: 2,
    slots: 4,
    tables: 2,
    pairs: [
      [0, 0],
      [0, 1],
      [1, 1],
    ],
    tag: 'rm88',
  });
  await generateSchedule(database.db, root, f.eventId);
  await publishSchedule(ctx(root), f.eventId);
  // A match refused earlier is not open: it stays as it is.
  await database.db.insert(matches).values({
    eventId: f.eventId,
    startupId: f.startups[1]!.id,
    corporateId: f.corporates[0]!.id,
    source: 'ADMIN',
    state: 'REFUSED',
  });
  const [a] = await database.db
    .select()
    .from(attendances)
    .where(eq(attendances.companyId, f.corporates[1]!.id));
  attendanceId = a!.id;
});
afterAll(() => database.close());

describe('removing an approved participant', () => {
  it('the preview counts the open matches and the meetings not yet held', async () => {
    expect(await participantRemovalPreview(ctx(root), attendanceId)).toEqual({
      matches: 2,
      meetings: 2,
    });
  });

  it('only the event’s organisers: a host of another event finds nothing, a company is refused', async () => {
    const stranger = adminOf('EVENT_HOST', { hosting: [] });
    expect((await fails(removeParticipant(ctx(stranger), attendanceId))).code).toBe('NOT_FOUND');
    const corp = f.corporates[0]!.user;
    expect((await fails(removeParticipant(ctx(corp), attendanceId))).code).toBe('FORBIDDEN');
    expect((await fails(participantRemovalPreview(ctx(corp), attendanceId))).code).toBe(
      'FORBIDDEN',
    );
  });

  it('removes: withdrawn, matches ended, meetings cancelled and the counterparts mailed', async () => {
    const host = adminOf('EVENT_HOST', { hosting: [f.eventId] });
    const done = await removeParticipant(ctx(host), attendanceId);
    expect(done.attendance.state).toBe('WITHDRAWN');
    expect({ matches: done.matches, meetings: done.meetings }).toEqual({ matches: 2, meetings: 2 });
    const corp1 = f.corporates[1]!.id;
    const allMatches = await database.db
      .select()
      .from(matches)
      .where(eq(matches.eventId, f.eventId));
    const stateOf = (s: number, c: number) =>
      allMatches.find(
        (m) => m.startupId === f.startups[s]!.id && m.corporateId === f.corporates[c]!.id,
      )?.state;
    expect([stateOf(0, 0), stateOf(0, 1), stateOf(1, 1), stateOf(1, 0)]).toEqual([
      'CONFIRMED',
      'WITHDRAWN',
      'WITHDRAWN',
      'REFUSED',
    ]);
    const all = await database.db.select().from(meetings).where(eq(meetings.eventId, f.eventId));
    for (const m of all) {
      const removed = m.corporateId === corp1;
      expect(m.status).toBe(removed ? 'CANCELLED' : 'CONFIRMED');
      expect(m.shownStatus).toBe(removed ? 'CANCELLED' : 'CONFIRMED');
      if (removed) expect(m.cancelReason).toMatch(/^Corp rm88 1 no longer takes part in/);
    }
    // Both startups had a published meeting with the removed corporate: they are told, once,
    // with the reason; and the removed corporate's own member learns the meeting is off.
    const mails = await recipients();
    expect(mails.map((m) => m.recipient)).toEqual([
      'corp1.0.rm88@meetings.test',
      'corp1.0.rm88@meetings.test',
      'startup0.0.rm88@meetings.test',
      'startup1.0.rm88@meetings.test',
    ]);
    expect(mails[2]!.data.reason).toMatch(/no longer takes part/);
  });

  it('a removed participant cannot be removed again (nor previewed)', async () => {
    const again = await fails(removeParticipant(ctx(root), attendanceId));
    expect(again.code).toBe('CONFLICT');
    expect(again.message).toBe('Only an approved participant can be removed');
    expect((await fails(participantRemovalPreview(ctx(root), attendanceId))).code).toBe('CONFLICT');
  });
});
