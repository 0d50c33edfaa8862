import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminOf } from '../../../test/actors.ts';
import { testDatabase } from '../../../test/database.ts';
import { meetingsFixture, type MeetingsFixture } from '../../../test/meetings-fixture.ts';
import type { Database } from '../../platform/db.ts';
import { myHome } from '../home/home.service.ts';
import { meetingsOfEvent } from '../meetings/agenda.service.ts';
import { publishSchedule } from '../meetings/publish.service.ts';
import { generateSchedule } from '../meetings/schedule.service.ts';
import { myNowNext } from './now-next.service.ts';
import { reportRunningLate } from './running-late.service.ts';

/*
 * The live day with the clock driven by the test (decision 108): a participant's now / next
 * before, during and after the slots; "running late" tells each person of the other side once,
 * only for the current or next meeting, only by a participant, and not without limit.
 */
const MINUTE = 60_000;
const root = adminOf('ADMIN');
let database: Database;
let f: MeetingsFixture;
const db = () => database.db;
type M = { id: string; startsAt: Date; endsAt: Date; startupId: string; corporateId: string };
let mine: M[] = [];

const at = (d: Date, minutes: number) => new Date(d.getTime() + minutes * MINUTE);

async function lateMails() {
  const result = await db().execute(
    sql`select recipient as "to", provider, data from mail_messages where template = 'runninglate' order by created_at, id`,
  );
  return (
    result as unknown as { rows: { to: string; provider: string; data: Record<string, unknown> }[] }
  ).rows;
}

beforeAll(async () => {
  database = await testDatabase();
  f = await meetingsFixture(db(), {
    startups: 2,
    corporates: 2,
    slots: 3,
    tables: 2,
    people: 2,
    startInMinutes: 120,
    pairs: [
      [0, 0],
      [0, 1],
      [1, 0],
      [1, 1],
    ],
    tag: 'live',
  });
  const ctx = { db: db(), actor: root, publicUrl: 'http://matchday.test' };
  await generateSchedule(db(), root, f.eventId);
  await publishSchedule(ctx, f.eventId);
  const rows = await meetingsOfEvent(db(), root, f.eventId);
  mine = rows
    .filter((m) => m.startupId === f.startups[0]!.id)
    .map((m) => ({
      id: m.id,
      startsAt: m.startsAt!,
      endsAt: m.endsAt!,
      startupId: m.startupId,
      corporateId: m.corporateId,
    }))
    .sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime());
  expect(mine).toHaveLength(2);
}, 60_000);
afterAll(() => database.close());

const startup = () => f.startups[0]!.user;
const corpOf = (m: M) => f.corporates.find((c) => c.id === m.corporateId)!;

describe('now / next', () => {
  it('before the first slot: nothing now, the first meeting next, the event upcoming', async () => {
    const n = await myNowNext(db(), startup(), f.eventId, at(mine[0]!.startsAt, -30));
    expect(n.event.status).toBe('UPCOMING');
    expect(n.current).toBeNull();
    expect(n.next?.entry.view.id).toBe(mine[0]!.id);
    expect(n.next?.counterpart.id).toBe(mine[0]!.corporateId);
    expect(n.next?.entry.view.tableName).toMatch(/^Table \d/);
  });

  it('during a meeting: it now, the following one next, the event live', async () => {
    const now = at(mine[0]!.startsAt, 5);
    const n = await myNowNext(db(), startup(), f.eventId, now);
    expect(n.event.status).toBe('LIVE');
    expect(n.current?.entry.view.id).toBe(mine[0]!.id);
    expect(n.current?.counterpart.name).toMatch(/^Corp live /);
    expect(n.next?.entry.view.id).toBe(mine[1]!.id);
    // The corporate sees the same meeting, the startup as its counterpart.
    const c = await myNowNext(db(), corpOf(mine[0]!).user, f.eventId, now);
    expect(c.current?.entry.view.id).toBe(mine[0]!.id);
    expect(c.current?.counterpart.name).toBe('Startup live 0');
  });

  it('after the last meeting: neither; the event is previous after its end', async () => {
    const n = await myNowNext(db(), startup(), f.eventId, at(mine[1]!.endsAt, 1));
    expect(n.current).toBeNull();
    expect(n.next).toBeNull();
    const later = await myNowNext(db(), startup(), f.eventId, at(n.endsAt, 1));
    expect(later.event.status).toBe('PREVIOUS');
  });

  it('the home page puts the live event first, only while it runs', async () => {
    expect((await myHome(db(), startup(), at(mine[0]!.startsAt, -30))).liveNow).toBeNull();
    const home = await myHome(db(), startup(), at(mine[0]!.startsAt, 2));
    expect(home.liveNow?.event.id).toBe(f.eventId);
    expect(home.liveNow?.current?.entry.view.id).toBe(mine[0]!.id);
  });

  it('an event the company does not see is not found; organisers have no now / next', async () => {
    await expect(
      myNowNext(db(), startup(), '00000000-0000-4000-8000-000000000000'),
    ).rejects.toMatchObject({ code: 'NOT_FOUND' });
    await expect(myNowNext(db(), root, f.eventId)).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });
});

describe('running late', () => {
  it('tells each person of the other side once, in the app, naming who, which and how late', async () => {
    const now = at(mine[0]!.startsAt, 3);
    const told = await reportRunningLate(
      db(),
      startup(),
      { meetingId: mine[0]!.id, minutes: 10 },
      now,
    );
    expect(told).toMatchObject({ minutes: 10, told: 2 });
    const sent = await lateMails();
    expect(sent).toHaveLength(2);
    expect(sent.every((m) => m.provider === 'in-app')).toBe(true);
    expect(sent.map((m) => m.to).sort()).toEqual(
      [0, 1].map((p) => `corp${f.corporates.indexOf(corpOf(mine[0]!))}.${p}.live@meetings.test`),
    );
    expect(sent[0]!.data).toMatchObject({ reporterCompany: 'Startup live 0', minutes: 10 });
    await expect(
      reportRunningLate(db(), startup(), { meetingId: mine[0]!.id, minutes: 10 }, now),
    ).rejects.toMatchObject({ code: 'CONFLICT' });
    expect(await lateMails()).toHaveLength(2);
    // The other side sees it on its own now / next; the reporter sees what it said.
    const c = await myNowNext(db(), corpOf(mine[0]!).user, f.eventId, now);
    expect(c.current?.lateByCounterpart).toBe(10);
    expect(c.current?.lateBySelf).toBeNull();
    const s = await myNowNext(db(), startup(), f.eventId, now);
    expect(s.current?.lateBySelf).toBe(10);
  });

  it('only for the current or next meeting, only by its participants, only 5, 10 or 15', async () => {
    const before = at(mine[0]!.startsAt, -10);
    // Before the first slot the second meeting is neither current nor next.
    await expect(
      reportRunningLate(db(), startup(), { meetingId: mine[1]!.id, minutes: 5 }, before),
    ).rejects.toMatchObject({ code: 'CONFLICT' });
    // After a meeting ended it is neither either.
    await expect(
      reportRunningLate(
        db(),
        startup(),
        { meetingId: mine[0]!.id, minutes: 5 },
        at(mine[0]!.endsAt, 1),
      ),
    ).rejects.toMatchObject({ code: 'CONFLICT' });
    const other = f.startups[1]!.user;
    await expect(
      reportRunningLate(db(), other, { meetingId: mine[0]!.id, minutes: 5 }, before),
    ).rejects.toMatchObject({ code: 'NOT_FOUND' });
    await expect(
      reportRunningLate(db(), root, { meetingId: mine[0]!.id, minutes: 5 }, before),
    ).rejects.toMatchObject({ code: 'FORBIDDEN' });
    await expect(
      reportRunningLate(db(), startup(), { meetingId: mine[0]!.id, minutes: 7 }, before),
    ).rejects.toMatchObject({ code: 'BAD_REQUEST' });
  });

  it('is limited per person and hour', async () => {
    const corp = corpOf(mine[1]!).user;
    const now = at(mine[1]!.startsAt, -5);
    // Corp's meetings: whichever are current and next now, each at 5, 10 and 15 minutes.
    const n = await myNowNext(db(), corp, f.eventId, now);
    const ids = [n.current, n.next].filter((m) => m !== null).map((m) => m.entry.view.id);
    let sent = 0;
    for (const id of ids) {
      for (const minutes of [5, 10, 15]) {
        await reportRunningLate(db(), corp, { meetingId: id, minutes }, now);
        sent += 1;
      }
    }
    expect(sent).toBeGreaterThanOrEqual(3);
    const again = reportRunningLate(db(), corp, { meetingId: ids[0]!, minutes: 5 }, now);
    await expect(again).rejects.toMatchObject({
      code: sent >= 6 ? 'TOO_MANY_REQUESTS' : 'CONFLICT',
    });
  });
});
