import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminOf } from '../../../test/actors.ts';
import { testDatabase } from '../../../test/database.ts';
import { meetingsFixture, type MeetingsFixture } from '../../../test/meetings-fixture.ts';
import type { UserActor } from '../../platform/actor.ts';
import type { Database } from '../../platform/db.ts';
import { attendances } from '../events/events.tables.ts';
import { myMeetings } from '../meetings/agenda.service.ts';
import { meetings } from '../meetings/meetings.tables.ts';
import { generateSchedule } from '../meetings/schedule.service.ts';
import { bookableTimes } from './bookable.service.ts';
import {
  acceptMeetingRequest,
  declineMeetingRequest,
  myBookingRequests,
  proposeOtherTime,
  requestMeeting,
} from './requests.service.ts';
import { bookingSettingsOf, setBookingSettings } from './settings.service.ts';
import { expireBookingRequests } from './sweep.service.ts';

/*
 * Booking by participants on the real database (PGlite; PostgreSQL with DATABASE_URL): the
 * settings and their limits, the times both are free, request → accept / decline / another
 * time, the mails once each, expiry by the sweep, the cap, and scheduling runs keeping booked
 * meetings where they are. The parallel last-slot race is in race.test.ts.
 */
const URL_ = 'http://matchday.test';
const root = adminOf('ADMIN');
let database: Database;
let f: MeetingsFixture;
const db = () => database.db;
const as = (actor: UserActor) => ({ db: db(), actor, publicUrl: URL_ });
const S = (i: number) => f.startups[i]!;
const C = (i: number) => f.corporates[i]!;

async function mails(kind: string) {
  const result = await db().execute(
    sql`select recipient, data from mail_messages where template = 'bookingupdate' and data->>'kind' = ${kind} order by created_at, id`,
  );
  return (result as unknown as { rows: { recipient: string; data: Record<string, string> }[] })
    .rows;
}

async function failure(p: Promise<unknown>) {
  try {
    await p;
  } catch (error) {
    const e = error as {
      code?: string;
      message: string;
      details?: { fields?: { message: string }[] };
    };
    const fields = e.details?.fields?.map((x) => x.message) ?? [];
    return { code: e.code, message: e.message, fields };
  }
  throw new Error('expected a failure');
}

beforeAll(async () => {
  database = await testDatabase();
  // 3 startups, 2 corporates, 3 slots × 2 tables; startup 0 – corporate 1 confirmed by matchmaking.
  f = await meetingsFixture(db(), {
    startups: 3,
    corporates: 2,
    slots: 3,
    tables: 2,
    pairs: [[0, 1]],
    tag: 'booking',
  });
});
afterAll(() => database.close());

describe('settings', () => {
  it('an event is scheduled by its organisers until they say otherwise', async () => {
    const s = await bookingSettingsOf(db(), S(0).user, f.eventId);
    expect(s).toMatchObject({
      schedulingMode: 'ORGANISER',
      expiryMinutes: 2880,
      requestMode: 'APPROVAL',
    });
    expect(s.effectiveMaxMeetings).toBe(3);
    const b = await bookableTimes(db(), S(0).user, f.eventId, C(0).id);
    expect(b).toEqual({
      possible: false,
      reason: 'The organisers schedule this event’s meetings',
      times: [],
    });
  });

  it('only organisers set them, and the expiry stays within 15 minutes and 10 days', async () => {
    const e = await failure(
      setBookingSettings(db(), S(0).user, f.eventId, { schedulingMode: 'HYBRID' }),
    );
    expect(e.code).toBe('FORBIDDEN');
    const short = await failure(
      setBookingSettings(db(), root, f.eventId, { schedulingMode: 'HYBRID', expiryMinutes: 10 }),
    );
    expect(short.fields).toEqual(['A request must stay open at least 15 minutes']);
    const long = await failure(
      setBookingSettings(db(), root, f.eventId, { schedulingMode: 'HYBRID', expiryMinutes: 20000 }),
    );
    expect(long.fields).toEqual(['A request may stay open at most 10 days (14400 minutes)']);
    const window = await failure(
      setBookingSettings(db(), root, f.eventId, {
        schedulingMode: 'HYBRID',
        opensAt: '2030-01-02T00:00:00Z',
        closesAt: '2030-01-01T00:00:00Z',
      }),
    );
    expect(window.fields).toEqual(['Booking must close after it opens']);
    const set = await setBookingSettings(db(), root, f.eventId, { schedulingMode: 'HYBRID' });
    expect(set).toMatchObject({
      schedulingMode: 'HYBRID',
      requestMode: 'APPROVAL',
      expiryMinutes: 2880,
    });
  });
});

describe('booking', () => {
  it('lists the times both are free, without blackouts; refuses a pair of the same kind', async () => {
    const all = await bookableTimes(db(), S(0).user, f.eventId, C(0).id);
    expect(all.times.map((t) => t.slot)).toEqual([0, 1, 2]);
    await db()
      .update(attendances)
      .set({ unavailable: [all.times[0]!.startsAt.toISOString()] })
      .where(eq(attendances.companyId, C(0).id));
    const some = await bookableTimes(db(), S(0).user, f.eventId, C(0).id);
    expect(some.times.map((t) => t.slot)).toEqual([1, 2]);
    const same = await bookableTimes(db(), S(0).user, f.eventId, S(1).id);
    expect(same.reason).toBe('Meetings are between a startup and a corporate');
    const stranger = await failure(bookableTimes(db(), S(0).user, f.eventId, f.eventId));
    expect(stranger.code).toBe('NOT_FOUND');
  });

  it('a request waits for the answer; accepting books a confirmed meeting on both agendas', async () => {
    const blocked = await failure(requestMeeting(as(S(0).user), f.eventId, C(0).id, 0));
    expect(blocked.code).toBe('CONFLICT');
    const r = await requestMeeting(as(S(0).user), f.eventId, C(0).id, 1);
    expect(r).toMatchObject({
      state: 'PENDING',
      incoming: false,
      counterpartName: C(0).user && expect.stringContaining('Corp booking 0'),
    });
    const again = await failure(requestMeeting(as(S(0).user), f.eventId, C(0).id, 2));
    expect(again.message).toMatch(/already open/);
    const own = await failure(acceptMeetingRequest(as(S(0).user), r.id));
    expect(own.code).toBe('NOT_FOUND');
    const [theirs] = await myBookingRequests(db(), C(0).user, f.eventId);
    expect(theirs).toMatchObject({ id: r.id, incoming: true });
    const done = await acceptMeetingRequest(as(C(0).user), r.id);
    expect(done.state).toBe('ACCEPTED');
    const [m] = await db().select().from(meetings).where(eq(meetings.id, done.meetingId!));
    expect(m).toMatchObject({
      status: 'CONFIRMED',
      shownStatus: 'CONFIRMED',
      tableNo: 1,
      locked: true,
    });
    for (const side of [S(0).user, C(0).user]) {
      const agenda = await myMeetings(db(), side, f.eventId);
      expect(agenda.map((x) => x.id)).toContain(m!.id);
    }
    const after = await bookableTimes(db(), S(0).user, f.eventId, C(0).id);
    expect(after.reason).toMatch(/^You already have a meeting with Corp booking 0 at /);
    expect((await mails('REQUEST')).map((x) => x.recipient)).toEqual([
      'corp0.0.booking@meetings.test',
    ]);
    expect((await mails('ACCEPTED')).map((x) => x.recipient)).toEqual([
      'startup0.0.booking@meetings.test',
    ]);
    const twice = await failure(acceptMeetingRequest(as(C(0).user), r.id));
    expect(twice.message).toBe('This request is already accepted');
  });

  it('a declined request tells the requester why', async () => {
    const r = await requestMeeting(as(S(1).user), f.eventId, C(0).id, 2);
    const d = await declineMeetingRequest(as(C(0).user), r.id, 'Our team is full that day');
    expect(d).toMatchObject({ state: 'DECLINED', declineReason: 'Our team is full that day' });
    const [mail] = await mails('DECLINED');
    expect(mail).toMatchObject({
      recipient: 'startup1.0.booking@meetings.test',
      data: expect.objectContaining({ reason: 'Our team is full that day' }),
    });
    expect((await failure(acceptMeetingRequest(as(C(0).user), r.id))).code).toBe('CONFLICT');
  });

  it('another time: the request is countered and the new one is answered the other way', async () => {
    const r = await requestMeeting(as(S(2).user), f.eventId, C(1).id, 0);
    const counter = await proposeOtherTime(as(C(1).user), r.id, 2);
    expect(counter).toMatchObject({ state: 'PENDING', incoming: false });
    const mine = await myBookingRequests(db(), S(2).user, f.eventId);
    expect(mine.map((x) => [x.state, x.incoming])).toEqual([
      ['PENDING', true],
      ['COUNTERED', false],
    ]);
    expect((await mails('COUNTERED')).map((x) => x.recipient)).toEqual([
      'startup2.0.booking@meetings.test',
    ]);
    const booked = await acceptMeetingRequest(as(S(2).user), counter.id);
    const [m] = await db().select().from(meetings).where(eq(meetings.id, booked.meetingId!));
    expect(m!.startsAt!.toISOString()).toBe(counter.startsAt.toISOString());
  });

  it('a request nobody answers expires once, and its requester is told once', async () => {
    const r = await requestMeeting(as(S(1).user), f.eventId, C(1).id, 1);
    expect(await expireBookingRequests(db(), URL_, new Date())).toBe(0);
    const later = new Date(r.expiresAt.getTime() + 1000);
    expect(await expireBookingRequests(db(), URL_, later)).toBe(1);
    expect(await expireBookingRequests(db(), URL_, later)).toBe(0);
    expect((await mails('EXPIRED')).map((x) => x.recipient)).toEqual([
      'startup1.0.booking@meetings.test',
    ]);
    const [row] = await myBookingRequests(db(), S(1).user, f.eventId);
    expect(row).toMatchObject({ id: r.id, state: 'EXPIRED' });
  });

  it('AUTOMATIC books at once; the cap per participant says who is full', async () => {
    await setBookingSettings(db(), root, f.eventId, {
      schedulingMode: 'PARTICIPANTS',
      requestMode: 'AUTOMATIC',
      maxMeetings: 1,
    });
    const full = await bookableTimes(db(), S(1).user, f.eventId, C(1).id);
    expect(full.reason).toBe('Corp booking 1 already has 1 meeting, the most this event allows');
    await setBookingSettings(db(), root, f.eventId, {
      schedulingMode: 'PARTICIPANTS',
      requestMode: 'AUTOMATIC',
    });
    const r = await requestMeeting(as(S(1).user), f.eventId, C(1).id, 1);
    expect(r.state).toBe('ACCEPTED');
    expect((await mails('BOOKED')).map((x) => x.recipient)).toEqual([
      'corp1.0.booking@meetings.test',
    ]);
  });

  it('a scheduling run keeps booked meetings where they are and places the rest around them', async () => {
    const before = await db()
      .select()
      .from(meetings)
      .where(and(eq(meetings.eventId, f.eventId), eq(meetings.locked, true)));
    expect(before).toHaveLength(3);
    const run = await generateSchedule(db(), root, f.eventId);
    // The three booked meetings stay; the pair matchmaking confirmed is placed around them.
    expect(run.placed).toBe(4);
    expect(run.unplaced).toEqual([]);
    for (const b of before) {
      const [now] = await db().select().from(meetings).where(eq(meetings.id, b.id));
      expect([now!.startsAt, now!.tableNo, now!.status]).toEqual([
        b.startsAt,
        b.tableNo,
        'CONFIRMED',
      ]);
    }
  });
});
