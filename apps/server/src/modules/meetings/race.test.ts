import { and, eq, isNotNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminOf, headerActor } from '../../../test/actors.ts';
import { testApp, type TestApp } from '../../../test/app.ts';
import type { GqlBody } from '../../../test/http.ts';
import { listening } from '../../../test/listen.ts';
import { meetingsFixture, type MeetingsFixture } from '../../../test/meetings-fixture.ts';
import { meetings } from './meetings.tables.ts';

/*
 * Two clients placing into the same cell at the same moment get one success
 * and one conflict, never two meetings. Every request goes over real HTTP at once (Promise.all
 * against a listening server); on PostgreSQL (DATABASE_URL) the pool runs them on separate
 * connections, on PGlite they interleave in one. The unique indexes are checked on their own too.
 */
let t: TestApp;
let http: Awaited<ReturnType<typeof listening>>;
let f: MeetingsFixture;
const root = adminOf('ADMIN');
/** The test resolver's header (test/actors.ts `as`), typed as plain headers for fetch. */
const asRoot = { 'x-test-actor': JSON.stringify(root) };

beforeAll(async () => {
  t = await testApp({ resolveActor: headerActor });
  http = await listening(t.app);
  // Six pairs without a common party (startup i – corporate i), plus startup 0 – corporate 1
  // and startup 0 – corporate 2 for the same-participant race. 3 slots × 3 tables.
  f = await meetingsFixture(t.database.db, {
    startups: 6,
    corporates: 6,
    slots: 3,
    tables: 3,
    pairs: [
      [0, 0],
      [1, 1],
      [2, 2],
      [3, 3],
      [4, 4],
      [5, 5],
      [0, 1],
      [0, 2],
    ],
    tag: 'race',
  });
});
afterAll(() => t.close());

const MOVE = `mutation ($id: ID!, $slot: Int!, $table: Int!) {
  moveMeeting(meetingId: $id, slot: $slot, table: $table) { id slot table status }
}`;

async function move(id: string, slot: number, table: number) {
  const res = await http.post(
    '/api/matrix/neo',
    { query: MOVE, variables: { id, slot, table } },
    asRoot,
  );
  return { status: res.status, body: JSON.parse(res.body) as GqlBody };
}

async function gql(query: string, variables: Record<string, unknown> = {}) {
  const res = await http.post('/api/matrix/neo', { query, variables }, asRoot);
  const body = JSON.parse(res.body) as GqlBody;
  expect(body.errors).toBeUndefined();
  return body.data!;
}

/** The meeting of startup s with corporate c. */
async function meetingOf(s: number, c: number) {
  const [row] = await t.database.db
    .select()
    .from(meetings)
    .where(
      and(eq(meetings.startupId, f.startups[s]!.id), eq(meetings.corporateId, f.corporates[c]!.id)),
    );
  return row!;
}

/** Empties the grid: every meeting of the event back to the unplaced list. */
async function clearGrid() {
  const placed = await t.database.db
    .select({ id: meetings.id })
    .from(meetings)
    .where(and(eq(meetings.eventId, f.eventId), isNotNull(meetings.startsAt)));
  for (const m of placed) {
    await gql('mutation ($id: ID!) { unplaceMeeting(meetingId: $id) { id } }', { id: m.id });
  }
}

async function placedIn(slotStart: Date, table?: number) {
  return t.database.db
    .select()
    .from(meetings)
    .where(
      and(
        eq(meetings.eventId, f.eventId),
        eq(meetings.startsAt, slotStart),
        ...(table === undefined ? [] : [eq(meetings.tableNo, table)]),
      ),
    );
}

describe('two placements at once over HTTP: one wins, the other is a clear conflict', () => {
  beforeAll(async () => {
    // The run creates the meeting rows from the confirmed pairs; then the grid is emptied.
    const run = await gql('mutation ($e: ID!) { generateSchedule(eventId: $e) { placed } }', {
      e: f.eventId,
    });
    expect((run.generateSchedule as { placed: number }).placed).toBe(8);
  });

  it('two different meetings into the same empty cell', async () => {
    await clearGrid();
    const [a, b] = [await meetingOf(1, 1), await meetingOf(2, 2)];
    const answers = await Promise.all([move(a.id, 1, 2), move(b.id, 1, 2)]);
    expect(answers.map((x) => x.status)).toEqual([200, 200]);
    const won = answers.filter((x) => !x.body.errors);
    const lost = answers.filter((x) => x.body.errors);
    expect(won).toHaveLength(1);
    expect(lost).toHaveLength(1);
    const error = lost[0]!.body.errors![0]!;
    expect(error.extensions?.code).toBe('CONFLICT');
    // Names the cell, its time in the event's zone and who holds it.
    expect(error.message).toMatch(
      /^Table 2 at \d\d:\d\d \(Europe\/Stockholm\) is taken by Startup race [12] – Corp race [12]$|^That cell was taken a moment ago/,
    );
    const winner = (won[0]!.body.data!.moveMeeting as { id: string; slot: number; table: number })!;
    expect(winner).toMatchObject({ slot: 1, table: 2 });
    const loserId = winner.id === a.id ? b.id : a.id;
    if (error.message.startsWith('Table 2')) {
      const holder =
        winner.id === a.id ? 'Startup race 1 – Corp race 1' : 'Startup race 2 – Corp race 2';
      expect(error.message).toContain(holder);
    }
    // In the database: exactly one meeting in the cell, the loser untouched (unplaced).
    const slotStart = (await meetingOf(winner.id === a.id ? 1 : 2, winner.id === a.id ? 1 : 2))
      .startsAt!;
    const inCell = await placedIn(slotStart, 2);
    expect(inCell.map((m) => m.id)).toEqual([winner.id]);
    const [loser] = await t.database.db.select().from(meetings).where(eq(meetings.id, loserId));
    expect(loser!.startsAt).toBeNull();
    expect(loser!.status).toBe('REQUESTED');
  });

  it('six meetings into one cell at once: exactly one is placed', async () => {
    await clearGrid();
    const ids = await Promise.all([0, 1, 2, 3, 4, 5].map((i) => meetingOf(i, i)));
    const answers = await Promise.all(ids.map((m) => move(m.id, 2, 3)));
    const won = answers.filter((x) => !x.body.errors);
    expect(won).toHaveLength(1);
    const codes = answers
      .filter((x) => x.body.errors)
      .map((x) => x.body.errors![0]!.extensions?.code);
    expect(codes).toEqual(['CONFLICT', 'CONFLICT', 'CONFLICT', 'CONFLICT', 'CONFLICT']);
    const winner = won[0]!.body.data!.moveMeeting as { id: string };
    const [row] = await t.database.db.select().from(meetings).where(eq(meetings.id, winner.id));
    const placed = await placedIn(row!.startsAt!);
    expect(placed.map((m) => m.id)).toEqual([winner.id]);
  });

  it('the same participant into one slot at two different tables', async () => {
    await clearGrid();
    // Startup 0 meets corporate 1 and corporate 2: both into slot 0, tables 1 and 3.
    const [a, b] = [await meetingOf(0, 1), await meetingOf(0, 2)];
    const answers = await Promise.all([move(a.id, 0, 1), move(b.id, 0, 3)]);
    const won = answers.filter((x) => !x.body.errors);
    const lost = answers.filter((x) => x.body.errors);
    expect(won).toHaveLength(1);
    expect(lost).toHaveLength(1);
    const error = lost[0]!.body.errors![0]!;
    expect(error.extensions?.code).toBe('CONFLICT');
    expect(error.message).toMatch(
      /^Startup race 0 already has a meeting at \d\d:\d\d \(Europe\/Stockholm\)$|^That cell was taken a moment ago/,
    );
    const winner = won[0]!.body.data!.moveMeeting as { id: string };
    const [row] = await t.database.db.select().from(meetings).where(eq(meetings.id, winner.id));
    const startup0 = (await placedIn(row!.startsAt!)).filter(
      (m) => m.startupId === f.startups[0]!.id,
    );
    expect(startup0.map((m) => m.id)).toEqual([winner.id]);
  });
});

describe('the unique indexes are the last word', () => {
  /** Writes a cell straight into a meeting row, as a client bypassing every check would. */
  const write = (id: string, at: Date, table: number) =>
    t.database.db.transaction(async (tx) => {
      await tx.execute(sql`select pg_sleep(0.05)`); // both transactions open before either writes
      await tx
        .update(meetings)
        .set({
          startsAt: at,
          endsAt: new Date(at.getTime() + 20 * 60_000),
          tableNo: table,
          status: 'SCHEDULED',
        })
        .where(eq(meetings.id, id));
    });

  const uniqueViolation = (e: unknown) => {
    const chain = [e, (e as { cause?: unknown })?.cause];
    return chain.some((x) => (x as { code?: string } | undefined)?.code === '23505');
  };

  it('two raw writes into one cell: one commits, the other violates meetings_cell_idx', async () => {
    await clearGrid();
    const at = await slotStart(0);
    const [a, b] = [await meetingOf(3, 3), await meetingOf(4, 4)];
    const results = await Promise.allSettled([write(a.id, at, 1), write(b.id, at, 1)]);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    const failed = results.find((r) => r.status === 'rejected') as PromiseRejectedResult;
    expect(uniqueViolation(failed.reason)).toBe(true);
    expect(await placedIn(at, 1)).toHaveLength(1);
  });

  it('two raw writes of one participant into one slot: one violates the participant index', async () => {
    await clearGrid();
    const at = await slotStart(1);
    const [a, b] = [await meetingOf(0, 1), await meetingOf(0, 2)];
    const results = await Promise.allSettled([write(a.id, at, 1), write(b.id, at, 2)]);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    const failed = results.find((r) => r.status === 'rejected') as PromiseRejectedResult;
    expect(uniqueViolation(failed.reason)).toBe(true);
    expect(await placedIn(at)).toHaveLength(1);
  });

  it('a cancelled meeting frees its cell for another', async () => {
    await clearGrid();
    const at = await slotStart(2);
    const [a, b] = [await meetingOf(5, 5), await meetingOf(1, 1)];
    await write(a.id, at, 2);
    await t.database.db.update(meetings).set({ status: 'CANCELLED' }).where(eq(meetings.id, a.id));
    await write(b.id, at, 2);
    expect((await placedIn(at, 2)).map((m) => m.status).sort()).toEqual(['CANCELLED', 'SCHEDULED']);
    // …and the indexes still hold for the rest: a third one there is refused.
    const c = await meetingOf(2, 2);
    await expect(write(c.id, at, 2)).rejects.toSatisfy(uniqueViolation);
  });
});

/** The start of slot i of the fixture's grid (one session, 20-minute meetings). */
async function slotStart(i: number) {
  const data = await gql('query ($e: ID!) { event(id: $e) { slots { index start } } }', {
    e: f.eventId,
  });
  const slots = (data.event as { slots: { index: number; start: string }[] }).slots;
  return new Date(slots[i]!.start);
}
