import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { heldMeetings } from '../../../test/held-meetings.ts';
import { testDatabase } from '../../../test/database.ts';
import type { Database } from '../../platform/db.ts';
import { rateMeeting } from './ratings.service.ts';

/**
 * The per-meeting follow-up summary is kept by database triggers (docs/decisions/095): after any
 * sequence of writes to ratings, second-stage reports and outcomes — inserts, updates (also
 * moving a row to another meeting), deletes, truncates, a deleted meeting — it equals what the
 * three tables say, counted from scratch here.
 */
let database: Database;
let held: string[];
let fixture: Awaited<ReturnType<typeof heldMeetings>>;
const db = () => database.db;
type Row = Record<string, unknown>;
const rows = async (q: ReturnType<typeof sql>) =>
  ((await db().execute(q)) as unknown as { rows: Row[] }).rows;

beforeAll(async () => {
  database = await testDatabase();
  fixture = await heldMeetings(db(), 3, { tag: 'summary' });
  held = fixture.held;
}, 120_000);
afterAll(() => database?.close());

/** What the summary should hold, from the source tables (the funnel's former joins). */
const FROM_SCRATCH = sql`
  select t.id as meeting_id,
    (select r.score from meeting_ratings r where r.meeting_id = t.id and r.side = 'STARTUP') as startup_score,
    (select r.score from meeting_ratings r where r.meeting_id = t.id and r.side = 'CORPORATE') as corporate_score,
    coalesce((select bool_or(r.wants_follow_up) from meeting_ratings r where r.meeting_id = t.id), false) as wants,
    exists (select 1 from follow_up_reports f where f.meeting_id = t.id)
      or exists (select 1 from follow_up_outcomes o where o.meeting_id = t.id) as answered,
    coalesce((select bool_or(f.result <> 'NO_FURTHER_CONTACT') from follow_up_reports f where f.meeting_id = t.id), false)
      or exists (select 1 from follow_up_outcomes o where o.meeting_id = t.id) as onward,
    coalesce((select bool_or(f.result = 'AGREEMENT_REACHED') from follow_up_reports f where f.meeting_id = t.id), false)
      or coalesce((select bool_or(o.kind in ('NDA', 'LOI', 'PILOT', 'CONTRACT')) from follow_up_outcomes o where o.meeting_id = t.id), false) as collaboration
  from meetings t
  where exists (select 1 from meeting_ratings r where r.meeting_id = t.id)
    or exists (select 1 from follow_up_reports f where f.meeting_id = t.id)
    or exists (select 1 from follow_up_outcomes o where o.meeting_id = t.id)
  order by t.id`;
const KEPT = sql`
  select meeting_id, startup_score, corporate_score, wants, answered, onward, collaboration
  from meeting_follow_up_summaries order by meeting_id`;

async function expectConsistent() {
  expect(await rows(KEPT)).toEqual(await rows(FROM_SCRATCH));
}

const SIDES = ['STARTUP', 'CORPORATE'] as const;
const RESULTS = [
  'NO_FURTHER_CONTACT',
  'KNOWLEDGE_GAIN',
  'VALUABLE_CONTACT',
  'NEGOTIATION_STARTED',
  'AGREEMENT_REACHED',
] as const;
const KINDS = ['FOLLOW_UP_MEETING', 'NDA', 'LOI', 'PILOT', 'CONTRACT'] as const;

const meeting = fc.integer({ min: 0, max: 2 });
const side = fc.constantFrom(...SIDES);
const op = fc.oneof(
  fc.record({
    k: fc.constant('rate' as const),
    m: meeting,
    side,
    score: fc.integer({ min: 1, max: 5 }),
    wants: fc.boolean(),
  }),
  fc.record({ k: fc.constant('unrate' as const), m: meeting, side }),
  fc.record({ k: fc.constant('moveRating' as const), m: meeting, to: meeting, side }),
  fc.record({
    k: fc.constant('report' as const),
    m: meeting,
    side,
    result: fc.constantFrom(...RESULTS),
  }),
  fc.record({ k: fc.constant('unreport' as const), m: meeting, side }),
  fc.record({ k: fc.constant('outcome' as const), m: meeting, kind: fc.constantFrom(...KINDS) }),
  fc.record({ k: fc.constant('dropOutcomes' as const), m: meeting }),
  fc.record({ k: fc.constant('truncate' as const) }),
);
type Op = typeof op extends fc.Arbitrary<infer T> ? T : never;

async function apply(o: Op) {
  const id = 'm' in o ? held[o.m]! : '';
  switch (o.k) {
    case 'rate':
      await db().execute(sql`
        insert into meeting_ratings (meeting_id, side, score, wants_follow_up, via)
        values (${id}, ${o.side}, ${o.score}, ${o.wants}, 'APP')
        on conflict (meeting_id, side) do update
          set score = excluded.score, wants_follow_up = excluded.wants_follow_up`);
      return;
    case 'unrate':
      await db().execute(
        sql`delete from meeting_ratings where meeting_id = ${id} and side = ${o.side}`,
      );
      return;
    case 'moveRating':
      await db().execute(sql`
        update meeting_ratings set meeting_id = ${held[o.to]!}
        where meeting_id = ${id} and side = ${o.side}
          and not exists (select 1 from meeting_ratings x
            where x.meeting_id = ${held[o.to]!} and x.side = ${o.side})`);
      return;
    case 'report':
      await db().execute(sql`
        insert into follow_up_reports (meeting_id, side, result, via)
        values (${id}, ${o.side}, ${o.result}, 'APP')
        on conflict (meeting_id, side) do update set result = excluded.result`);
      return;
    case 'unreport':
      await db().execute(
        sql`delete from follow_up_reports where meeting_id = ${id} and side = ${o.side}`,
      );
      return;
    case 'outcome':
      await db().execute(sql`
        insert into follow_up_outcomes (report_id, meeting_id, kind, happened_on)
        select f.id, f.meeting_id, ${o.kind}, current_date from follow_up_reports f
        where f.meeting_id = ${id} limit 1
        on conflict do nothing`);
      return;
    case 'dropOutcomes':
      await db().execute(sql`delete from follow_up_outcomes where meeting_id = ${id}`);
      return;
    case 'truncate':
      await db().execute(sql`truncate follow_up_outcomes`);
  }
}

describe('the follow-up summary', () => {
  it('equals what the source tables say after any sequence of writes', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(op, { minLength: 1, maxLength: 12 }), async (ops) => {
        await db().execute(sql`delete from follow_up_outcomes`);
        await db().execute(sql`delete from follow_up_reports`);
        await db().execute(sql`delete from meeting_ratings`);
        for (const o of ops) {
          await apply(o);
          expect(await rows(KEPT)).toEqual(await rows(FROM_SCRATCH));
        }
      }),
      { numRuns: 25 },
    );
  }, 240_000);

  it('follows a rating given through the service, and goes with a deleted meeting', async () => {
    await db().execute(sql`delete from meeting_ratings`);
    await rateMeeting(db(), fixture.startups[0]!.user, held[0]!, {
      score: 4,
      wantsFollowUp: true,
    });
    const [row] = await rows(
      sql`select * from meeting_follow_up_summaries where meeting_id = ${held[0]!}`,
    );
    expect(row).toMatchObject({ startup_score: 4, corporate_score: null, wants: true });
    await expectConsistent();
    await db().execute(sql`delete from meetings where id = ${held[0]!}`);
    expect(
      await rows(sql`select 1 from meeting_follow_up_summaries where meeting_id = ${held[0]!}`),
    ).toEqual([]);
    await expectConsistent();
  });
});
