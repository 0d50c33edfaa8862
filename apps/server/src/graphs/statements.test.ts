import { GRAPH_PATHS } from '@matchday/shared';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { testApp, type TestApp } from '../../test/app.ts';
import { statementCounter } from '../../test/statements.ts';
import { DEMO_PASSWORD, seedDemoPersonas } from '../db/seed/demo.ts';

/**
 * Each representative query of each graph sends a fixed, small number of statements —
 * the actor in one when it is not cached (none once it is, decision 067), then one per kind of
 * related rows — and the number does not grow with the length of a list (no per-row query, N+1).
 * `t` keeps actors (the default); `uncached` is a second app on the same database without the
 * cache, signing with the same secret.
 */
let t: TestApp;
let uncached: FastifyInstance;
let counted: ReturnType<typeof statementCounter>;
const tokens: Record<string, string> = {};

beforeAll(async () => {
  const secrets = { jwtSecret: randomBytes(48).toString('base64url') };
  t = await testApp({ secrets });
  uncached = await buildApp({
    env: {
      LOG_LEVEL: 'silent',
      NODE_ENV: 'test',
      BODY_LIMIT: 1 << 20,
      PUBLIC_URL: 'http://x.test',
    },
    secrets,
    database: t.database,
    webDist: null,
    actorCache: false,
  });
  await seedDemoPersonas(t.database.db);
  counted = statementCounter(t.database.db);
  for (const [who, type] of [
    ['startup', 'startup'],
    ['corp', 'corp'],
  ] as const) {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { deviceid: 'statements' },
      payload: { username: `${who}@matchday.test`, password: DEMO_PASSWORD, type },
    });
    expect(res.statusCode).toBe(200);
    tokens[who] = (res.json() as { token: { accessTokenHeader: string } }).token.accessTokenHeader;
  }
  const admin = await t.app.inject({
    method: 'POST',
    url: '/api/matrix/auth/login',
    headers: { deviceid: 'statements' },
    payload: { username: 'admin@matchday.test', password: DEMO_PASSWORD, type: 'admin' },
  });
  expect(admin.statusCode).toBe(200);
  tokens.admin = (admin.json() as { token: { accessTokenHeader: string } }).token.accessTokenHeader;
}, 120_000);
afterAll(async () => {
  await uncached.close();
  await t.close();
});

/**
 * The statements one request sends, with the actor cached (asked once before, uncounted) or,
 * `cold`, through the app without the cache.
 */
async function ask(
  graph: keyof typeof GRAPH_PATHS,
  who: string | null,
  query: string,
  options: { cold?: boolean } = {},
) {
  const app = options.cold ? uncached : t.app;
  const send = () =>
    app.inject({
      method: 'POST',
      url: GRAPH_PATHS[graph],
      headers: who ? { authorization: tokens[who]! } : {},
      payload: { query },
    });
  if (!options.cold) await send();
  let body: { data?: Record<string, unknown>; errors?: unknown } = {};
  const statements = await counted(async () => {
    body = (await send()).json();
  });
  expect(body.errors).toBeUndefined();
  return { data: body.data!, statements };
}

const EVENTS =
  '{ events { id name status attendees { startups corporates } myAttendance { state } } }';

describe('statements per request', () => {
  it('resolves the actor in one statement, none once cached; `me` costs none more', async () => {
    expect(t.app.actorCache?.state).toBe('on');
    expect((await ask('public', null, '{ __typename }')).statements).toHaveLength(0);
    for (const cold of [true, false]) {
      const n = cold ? 1 : 0;
      expect((await ask('startup', 'startup', '{ __typename }', { cold })).statements).toHaveLength(
        n,
      );
      expect(
        (await ask('startup', 'startup', '{ me { id email } }', { cold })).statements,
      ).toHaveLength(n);
      expect(
        (await ask('admin', 'admin', '{ me { id email } }', { cold })).statements,
      ).toHaveLength(n);
    }
  });

  it('loads only what the query selects: myCompany without badges is one statement', async () => {
    const q = '{ myCompany { id name country industries technologies } me { id email } }';
    expect((await ask('startup', 'startup', q, { cold: true })).statements).toHaveLength(2);
    const { statements } = await ask('startup', 'startup', q);
    expect(statements).toHaveLength(1);
    expect(statements.join('\n')).not.toMatch(/badges/);
    const withBadges = await ask('startup', 'startup', '{ myCompany { id badges { name } } }');
    expect(withBadges.statements).toHaveLength(2);
  });

  it("a startup's events list: a fixed number of statements whatever its length", async () => {
    const all = await ask('startup', 'startup', EVENTS);
    const events = all.data.events as { id: string }[];
    expect(events.length).toBeGreaterThan(1);
    // the events with their attendee counts and own attendance, in one statement (the actor is
    // cached; cold: + 1); without those fields the list reads no attendance at all
    expect(all.statements).toHaveLength(1);
    expect((await ask('startup', 'startup', EVENTS, { cold: true })).statements).toHaveLength(2);
    const bare = await ask('startup', 'startup', '{ events { id name } }');
    expect(bare.statements).toHaveLength(1);
    expect(bare.statements.join('\n')).not.toMatch(/attendances/);
    // asked through a fragment, the counts still come with the list
    const viaFragment = await ask(
      'startup',
      'startup',
      '{ events { ...E } } fragment E on Event { id attendees { startups } }',
    );
    expect(viaFragment.statements).toHaveLength(1);
    // …and the one statement for counts and own attendance answers what the tables hold.
    const truth = await t.database.db.execute<{ id: string; s: number; c: number; mine: string }>(
      sql`select e.id,
            (select count(*)::int from event_attendances a where a.event_id = e.id
              and a.state = 'APPROVED' and a.role = 'startup') as s,
            (select count(*)::int from event_attendances a where a.event_id = e.id
              and a.state = 'APPROVED' and a.role <> 'startup') as c,
            (select a.state from event_attendances a join users u on u.company_id = a.company_id
              where a.event_id = e.id and u.email = 'startup@matchday.test') as mine
          from events e`,
    );
    const expected = new Map(
      (
        truth as unknown as { rows: { id: string; s: number; c: number; mine: string | null }[] }
      ).rows.map((r) => [r.id, { attendees: { startups: r.s, corporates: r.c }, mine: r.mine }]),
    );
    const listed = all.data.events as {
      id: string;
      attendees: { startups: number; corporates: number };
      myAttendance: { state: string } | null;
    }[];
    for (const e of listed) {
      expect({ attendees: e.attendees, mine: e.myAttendance?.state ?? null }).toEqual(
        expected.get(e.id),
      );
    }
    expect(listed.some((e) => e.myAttendance)).toBe(true);
    const [keep] = events;
    await t.database.db.execute(
      sql`update events set published = false where published and id <> ${keep!.id}`,
    );
    try {
      const one = await ask('startup', 'startup', EVENTS);
      expect(one.data.events).toHaveLength(1);
      expect(one.statements).toHaveLength(all.statements.length);
    } finally {
      await t.database.db.execute(
        sql`update events set published = true where id in (${sql.join(
          events.map((e) => sql`${e.id}::uuid`),
          sql`, `,
        )})`,
      );
    }
  });

  it("a corporate's needSuggestions: a fixed number of statements whatever its length", async () => {
    const need = await t.database.db.execute<{ id: string }>(
      sql`select n.id from needs n join users u on u.company_id = n.corporate_id
          where u.email = 'corp@matchday.test' and n.state = 'PUBLISHED' order by n.created_at limit 1`,
    );
    const needId = (need as unknown as { rows: { id: string }[] }).rows[0]!.id;
    const q = `{ needSuggestions(needId: "${needId}") { id score state choice reasons { kind } startup { id name country } need { id title } } }`;
    const many = await ask('corp', 'corp', q);
    const list = many.data.needSuggestions as { id: string }[];
    expect(list.length).toBeGreaterThan(1);
    // the need with its matches (the need loader is primed from it), then the startups
    expect(many.statements).toHaveLength(2);
    const [keep, ...rest] = list;
    // Hide all but one from the corporate (it does not read PROPOSED matches); their need stays,
    // so no pairing-without-need row can collide with them.
    const ids = sql.join(
      rest.map((m) => sql`${m.id}::uuid`),
      sql`, `,
    );
    const before = await t.database.db.execute<{ id: string; state: string }>(
      sql`select id, state from matches where id in (${ids})`,
    );
    await t.database.db.execute(sql`update matches set state = 'PROPOSED' where id in (${ids})`);
    try {
      const one = await ask('corp', 'corp', q);
      expect((one.data.needSuggestions as unknown[]).map((m) => (m as { id: string }).id)).toEqual([
        keep!.id,
      ]);
      expect(one.statements).toHaveLength(many.statements.length);
    } finally {
      for (const row of (before as unknown as { rows: { id: string; state: string }[] }).rows) {
        await t.database.db.execute(
          sql`update matches set state = ${row.state} where id = ${row.id}::uuid`,
        );
      }
    }
  });
  it("a directory page with every card's team and badges: a fixed number of statements", async () => {
    const q = (limit: number) =>
      `{ companyDirectory(limit: ${limit}) { total items { id team { name } badges { id } } } }`;
    const one = await ask('corp', 'corp', q(1));
    const many = await ask('corp', 'corp', q(50));
    const items = (many.data.companyDirectory as { items: unknown[] }).items;
    expect(items.length).toBeGreaterThan(3);
    // the page, the total, then one statement for all teams and one for all badges
    // (a team per company made an aliased directory query stall PGlite)
    expect(many.statements).toHaveLength(one.statements.length);
    expect(many.statements.length).toBeLessThanOrEqual(4);
  });
});
