import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminOf, headerActor } from '../../../test/actors.ts';
import { testApp, type TestApp } from '../../../test/app.ts';
import { gqlAs } from '../../../test/http.ts';
import { meetingsFixture, type MeetingsFixture } from '../../../test/meetings-fixture.ts';
import { statementCounter } from '../../../test/statements.ts';
import type { Actor } from '../../platform/actor.ts';
import { needs } from '../matchmaking/matchmaking.tables.ts';
import { meetings } from './meetings.tables.ts';
import { publishSchedule } from './publish.service.ts';
import { generateSchedule } from './schedule.service.ts';

/*
 * A performance goal: the participants' hot reads send a fixed number of statements whatever
 * the number of meetings (bench:meetings measures myMeetings against /api/monitor; decision 052:
 * statements per request are the cost). The test resolver names the actor, so the session
 * statement of a real request is not counted here.
 */
let t: TestApp;
let f: MeetingsFixture;
let counted: ReturnType<typeof statementCounter>;
const root = adminOf('ADMIN');

const MY_MEETINGS = `query ($e: ID!) { myMeetings(eventId: $e) {
  id status startsAt endsAt slot table tableName videoLink cancelReason needTitle
  startup { id name country stage pitch industries } corporate { id name }
} }`;

async function ask(actor: Actor, eventId: string) {
  let body: Awaited<ReturnType<typeof gqlAs>>['body'] = {};
  const statements = await counted(async () => {
    body = (
      await gqlAs(
        t.app,
        actor?.kind === 'user' && actor.type === 'corp' ? 'corp' : 'startup',
        actor,
        MY_MEETINGS,
        {
          e: eventId,
        },
      )
    ).body;
  });
  return { body, statements };
}

beforeAll(async () => {
  t = await testApp({ resolveActor: headerActor });
  // Corporate 0 meets all four startups; startup 0 meets both corporates; startup 3 only one.
  f = await meetingsFixture(t.database.db, {
    startups: 4,
    corporates: 2,
    slots: 4,
    tables: 3,
    pairs: [
      [0, 0],
      [1, 0],
      [2, 0],
      [3, 0],
      [0, 1],
    ],
    tag: 'stmts',
  });
  await generateSchedule(t.database.db, root, f.eventId);
  // One meeting is about a need of corporate 0.
  const [need] = await t.database.db
    .insert(needs)
    .values({
      eventId: f.eventId,
      corporateId: f.corporates[0]!.id,
      title: 'Battery recycling pilots',
      description: 'Pilots with our plants',
      state: 'PUBLISHED',
    })
    .returning({ id: needs.id });
  await t.database.db
    .update(meetings)
    .set({ needId: need!.id })
    .where(eq(meetings.startupId, f.startups[0]!.id));
  await publishSchedule(
    { db: t.database.db, actor: root, publicUrl: 'http://matchday.test' },
    f.eventId,
  );
  counted = statementCounter(t.database.db);
});
afterAll(() => t.close());

describe('myMeetings: one statement for any number of meetings', () => {
  it('a corporate with four meetings and a startup with one: one statement each', async () => {
    const corp = await ask(f.corporates[0]!.user, f.eventId);
    expect(corp.body.errors).toBeUndefined();
    const list = corp.body.data!.myMeetings as {
      startup: { name: string; country: string };
      corporate: { name: string };
      needTitle: string | null;
    }[];
    expect(list).toHaveLength(4);
    expect(list.map((m) => m.startup.name).sort()).toEqual([
      'Startup stmts 0',
      'Startup stmts 1',
      'Startup stmts 2',
      'Startup stmts 3',
    ]);
    expect(
      list.every((m) => m.corporate.name === 'Corp stmts 0' && m.startup.country === 'SE'),
    ).toBe(true);
    expect(list.filter((m) => m.needTitle === 'Battery recycling pilots')).toHaveLength(1);
    expect(corp.statements).toHaveLength(1);

    // The prepared statement of a side serves every caller with their own parameters.
    const startup = await ask(f.startups[3]!.user, f.eventId);
    const own = startup.body.data!.myMeetings as { startup: { name: string } }[];
    expect(own.map((m) => m.startup.name)).toEqual(['Startup stmts 3']);
    expect(startup.statements).toHaveLength(1);
    const other = await ask(f.startups[1]!.user, f.eventId);
    const theirs = other.body.data!.myMeetings as { startup: { name: string } }[];
    expect(theirs.map((m) => m.startup.name)).toEqual(['Startup stmts 1']);
    const corp1 = await ask(f.corporates[1]!.user, f.eventId);
    const corpList = corp1.body.data!.myMeetings as { corporate: { name: string } }[];
    expect(corpList.map((m) => m.corporate.name)).toEqual(['Corp stmts 1']);
  });

  it('soonest first, with the need’s title and the published place', async () => {
    const { body } = await ask(f.startups[0]!.user, f.eventId);
    const list = body.data!.myMeetings as {
      startsAt: string;
      table: number;
      tableName: string;
      needTitle: string | null;
      corporate: { name: string };
    }[];
    expect(list).toHaveLength(2);
    expect(list[0]!.startsAt < list[1]!.startsAt).toBe(true);
    expect(list.every((m) => m.needTitle === 'Battery recycling pilots')).toBe(true);
    expect(list.every((m) => m.tableName === `Table ${m.table}`)).toBe(true);
  });

  it('an event out of reach is NOT_FOUND; an event without meetings an empty list', async () => {
    const missing = await ask(f.startups[0]!.user, '00000000-0000-4000-8000-000000000000');
    expect(missing.body.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    const other = await meetingsFixture(t.database.db, {
      startups: 1,
      corporates: 1,
      pairs: [],
      tag: 'stmtsempty',
    });
    const empty = await ask(f.startups[0]!.user, other.eventId);
    expect(empty.body.errors).toBeUndefined();
    expect(empty.body.data!.myMeetings).toEqual([]);
  });

  it('a draft change is not shown until published', async () => {
    // Taken out of the draft: still on the agenda as it was told.
    const [m] = await t.database.db
      .select()
      .from(meetings)
      .where(eq(meetings.startupId, f.startups[3]!.id));
    await t.database.db
      .update(meetings)
      .set({ startsAt: null, endsAt: null, tableNo: null, status: 'REQUESTED' })
      .where(eq(meetings.id, m!.id));
    const { body } = await ask(f.startups[3]!.user, f.eventId);
    const [shown] = body.data!.myMeetings as { id: string; status: string; startsAt: string }[];
    expect(shown).toMatchObject({ id: m!.id, status: 'CONFIRMED' });
    expect(new Date(shown!.startsAt).getTime()).toBe(m!.shownStartsAt!.getTime());
  });
});

describe('the calendar feed: a fixed number of statements', () => {
  it('a corporate with four meetings and a startup with one send the same number', async () => {
    const urlOf = async (actor: Actor, graph: 'startup' | 'corp') =>
      new URL(
        (await gqlAs(t.app, graph, actor, '{ calendarFeedUrl }')).body.data!
          .calendarFeedUrl as string,
      ).pathname;
    const corpFeed = await urlOf(f.corporates[0]!.user, 'corp');
    const startupFeed = await urlOf(f.startups[3]!.user, 'startup');
    const get = (path: string) => counted(() => t.app.inject({ method: 'GET', url: path }));
    const many = await get(corpFeed);
    const one = await get(startupFeed);
    expect(many.length).toBe(one.length);
    // 3 for the feed itself, 1 for its owner's language (decision 107: the feed's words follow
    // it), and 2 of the secret-link throttle (decision 071): the attempt is counted before the
    // token is checked and given back once it proved good.
    expect(many.length).toBeLessThanOrEqual(6);
  });
});
