import { GRAPH_PATHS } from '@matchday/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testApp, type TestApp } from '../../test/app.ts';
import { statementCounter } from '../../test/statements.ts';
import { DEMO_PASSWORD, seedDemoPersonas } from '../db/seed/demo.ts';

/**
 * Issue 11: each representative query of each graph sends a fixed, small number of statements —
 * the actor in one, then one per kind of related rows — and the number does not grow with the
 * length of a list (no per-row query, N+1).
 */
let t: TestApp;
let counted: ReturnType<typeof statementCounter>;
const tokens: Record<string, string> = {};

beforeAll(async () => {
  t = await testApp();
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
afterAll(() => t.close());

async function ask(graph: keyof typeof GRAPH_PATHS, who: string | null, query: string) {
  let body: { data?: Record<string, unknown>; errors?: unknown } = {};
  const statements = await counted(async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: GRAPH_PATHS[graph],
      headers: who ? { authorization: tokens[who]! } : {},
      payload: { query },
    });
    body = res.json();
  });
  expect(body.errors).toBeUndefined();
  return { data: body.data!, statements };
}

const EVENTS =
  '{ events { id name status attendees { startups corporates } myAttendance { state } } }';

describe('statements per request (issue 11)', () => {
  it('resolves the actor in one statement; `me` costs none more', async () => {
    expect((await ask('public', null, '{ __typename }')).statements).toHaveLength(0);
    expect((await ask('startup', 'startup', '{ __typename }')).statements).toHaveLength(1);
    expect((await ask('startup', 'startup', '{ me { id email } }')).statements).toHaveLength(1);
    expect((await ask('admin', 'admin', '{ me { id email } }')).statements).toHaveLength(1);
  });

  it('loads only what the query selects: myCompany without badges is one statement', async () => {
    const q = '{ myCompany { id name country industries technologies } me { id email } }';
    const { statements } = await ask('startup', 'startup', q);
    expect(statements).toHaveLength(2);
    expect(statements.join('\n')).not.toMatch(/badges/);
    const withBadges = await ask('startup', 'startup', '{ myCompany { id badges { name } } }');
    expect(withBadges.statements).toHaveLength(3);
  });

  it("a startup's events list: a fixed number of statements whatever its length", async () => {
    const all = await ask('startup', 'startup', EVENTS);
    const events = all.data.events as { id: string }[];
    expect(events.length).toBeGreaterThan(1);
    // actor, events, attendee counts, own attendance
    // the actor, the events, their attendee counts, the own attendance
    expect(all.statements).toHaveLength(4);
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
    expect(many.statements.length).toBeLessThanOrEqual(5);
    const [keep, ...rest] = list;
    await t.database.db.execute(
      sql`update matches set need_id = null where id in (${sql.join(
        rest.map((m) => sql`${m.id}::uuid`),
        sql`, `,
      )})`,
    );
    try {
      const one = await ask('corp', 'corp', q);
      expect((one.data.needSuggestions as unknown[]).map((m) => (m as { id: string }).id)).toEqual([
        keep!.id,
      ]);
      expect(one.statements).toHaveLength(many.statements.length);
    } finally {
      await t.database.db.execute(
        sql`update matches set need_id = ${needId}::uuid where id in (${sql.join(
          rest.map((m) => sql`${m.id}::uuid`),
          sql`, `,
        )})`,
      );
    }
  });
});
