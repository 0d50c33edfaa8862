import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminOf } from '../../test/actors.ts';
import { testApp, type TestApp } from '../../test/app.ts';
import { createTestAdmin, createTestUser } from '../../test/factories.ts';
import { signInAs } from '../../test/http.ts';
import { listening, statusCounts } from '../../test/listen.ts';
import { createBadge } from '../modules/badges/badges.service.ts';

/*
 * No single user can stall the server. Over real HTTP, one corporate fires 40
 * requests, 20 at a time, of 15 aliased companyDirectory(limit: 50) { items { team badges } }:
 * some are refused with 429 and Retry-After, GET /api/monitor keeps answering beside them, a
 * second person and an anonymous address keep their own budgets.
 */
let t: TestApp;
let http: Awaited<ReturnType<typeof listening>>;
const token: { corp?: string; other?: string } = {};

const COMPANIES = 60;

/**
 * How long GET /api/monitor may take beside the attack: four times what one attack request takes
 * alone (measured first, by the second corporate), at least 3 s. A wall-clock bound alone is no
 * bound on a shared machine (load averages above 20 on 2 cores here); without the budget the
 * monitor waited 32.5 s on PGlite while one request alone took about 5 s (6.5 times). Three times
 * was passed once (2.7 s against 0.8 s alone) in a CI run with the browser tests beside it.
 */
const monitorBound = (soloMs: number) => Math.max(3_000, 4 * soloMs);

/**
 * 60 ACTIVE startups, each with 3 onboarded people and 3 badges: a full directory page is real
 * work. Set-based inserts, as bench:api adds its companies (thousands of service calls take
 * longer than a hook may on a busy machine).
 */
async function seedDirectory() {
  const db = t.database.db;
  const root = adminOf('ADMIN', { id: (await createTestAdmin(db)).id });
  for (const name of ['Cleantech', 'Deeptech', 'Medtech']) {
    await createBadge(db, root, { name, description: `${name} startup` });
  }
  await db.execute(sql`
    insert into companies (type, name, country, activity_status, onboarded_at)
    select 'startup', 'Directory startup ' || i, 'SE', 'ACTIVE', now()
    from generate_series(1, ${COMPANIES}::int) as i`);
  await db.execute(sql`
    insert into users (company_id, type, email, name, verified_at, onboarded)
    select c.id, 'startup', 'budget-' || p || '-' || c.id || '@example.test', 'Person ' || p, now(), true
    from companies c, generate_series(1, 3) as p where c.name like 'Directory startup %'`);
  await db.execute(sql`
    insert into company_badges (company_id, badge_id, assigned_by)
    select c.id, b.id, ${root!.id}::uuid from companies c, badges b
    where c.name like 'Directory startup %'`);
}

beforeAll(async () => {
  t = await testApp({
    env: {
      LOG_LEVEL: 'silent',
      NODE_ENV: 'test',
      BODY_LIMIT: 1024 * 1024,
      PUBLIC_URL: 'http://matchday.test',
      // One proxy hop is believed: anonymous requests name their address in X-Forwarded-For.
      TRUST_PROXY: 1,
    },
  });
  await seedDirectory();
  const db = t.database.db;
  token.corp = (
    await signInAs(t.app, await createTestUser(db, { type: 'corp' }))
  ).token.accessTokenHeader;
  token.other = (
    await signInAs(t.app, await createTestUser(db, { type: 'corp' }))
  ).token.accessTokenHeader;
  http = await listening(t.app);
});
afterAll(() => t.close());

const DIRECTORY_ATTACK = `{ ${Array.from(
  { length: 15 },
  (_, i) => `d${i}: companyDirectory(limit: 50) { items { team { name } badges { id } } }`,
).join(' ')} }`;

const EVENTS_ATTACK = `{ ${Array.from(
  { length: 15 },
  (_, i) => `e${i}: events(limit: 100) { id name description venue timezone startDate endDate }`,
).join(' ')} }`;

type Answer = { status: number; retryAfter: string | null; body: string; ms: number };

async function ask(path: string, query: string, headers: Record<string, string>): Promise<Answer> {
  const started = performance.now();
  const res = await fetch(`${http.address}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify({ query }),
  });
  const body = await res.text();
  const ms = performance.now() - started;
  return { status: res.status, retryAfter: res.headers.get('retry-after'), body, ms };
}

/** `total` requests, at most `parallel` at a time. */
async function pool<T>(total: number, parallel: number, f: () => Promise<T>) {
  const answers: T[] = [];
  let next = 0;
  const worker = async () => {
    while (next < total) {
      next++;
      answers.push(await f());
    }
  };
  await Promise.all(Array.from({ length: parallel }, worker));
  return answers;
}

/** GET /api/monitor one after another (100 ms apart) until `done` settles: each one's time. */
async function watchMonitor(done: Promise<unknown>) {
  const times: { status: number; ms: number }[] = [];
  let finished = false;
  void done.finally(() => (finished = true));
  while (!finished) {
    const started = performance.now();
    const res = await fetch(`${http.address}/api/monitor`);
    await res.text();
    times.push({ status: res.status, ms: Math.round(performance.now() - started) });
    await new Promise((r) => setTimeout(r, 100));
  }
  return times;
}

describe('query cost budget per person and per address (over HTTP)', () => {
  it('40 expensive directory queries, 20 at a time: some 429 with Retry-After; the monitor answers', async () => {
    const solo = await ask('/api/corp', DIRECTORY_ATTACK, { authorization: token.other! });
    expect(solo.status).toBe(200);
    const bound = monitorBound(solo.ms);
    const started = performance.now();
    const attack = pool(40, 20, () =>
      ask('/api/corp', DIRECTORY_ATTACK, { authorization: token.corp! }),
    );
    const monitor = await watchMonitor(attack);
    const answers = await attack;
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    const counts = statusCounts(answers);
    console.info(
      `40 × 15 aliased companyDirectory(limit: 50), 20 at a time, ${seconds} s:`,
      counts,
      `monitor ms: ${monitor.map((m) => m.ms).join(' ')} (max ${Math.max(...monitor.map((m) => m.ms))}, bound ${Math.round(bound)}: one request alone ${Math.round(solo.ms)})`,
    );
    expect(Object.keys(counts).sort()).toEqual(['200', '429']);
    for (const refused of answers.filter((a) => a.status === 429)) {
      expect(Number(refused.retryAfter)).toBeGreaterThanOrEqual(1);
      const body = JSON.parse(refused.body) as {
        errors: { message: string; extensions: { code: string; retryAfterSeconds: number } }[];
      };
      expect(body.errors[0]!.extensions.code).toBe('TOO_MANY_REQUESTS');
      expect(body.errors[0]!.message).toMatch(/large requests/);
      expect(body.errors[0]!.extensions.retryAfterSeconds).toBe(Number(refused.retryAfter));
    }
    for (const answered of answers.filter((a) => a.status === 200)) {
      const body = JSON.parse(answered.body) as { data: Record<string, { items: unknown[] }> };
      expect(body.data.d0!.items).toHaveLength(50);
    }
    expect(monitor.length).toBeGreaterThan(0);
    for (const m of monitor) {
      expect(m.status).toBe(200);
      expect(m.ms).toBeLessThan(bound);
    }

    // One after another, the corporate's requests run until its minute's budget is spent; then
    // it is told how long to wait. A second corporate has a budget of its own.
    let mine = await ask('/api/corp', DIRECTORY_ATTACK, { authorization: token.corp! });
    for (let i = 0; i < 10 && mine.status === 200; i++) {
      mine = await ask('/api/corp', DIRECTORY_ATTACK, { authorization: token.corp! });
    }
    expect(mine.status).toBe(429);
    expect(mine.body).toMatch(/in the last minute; try again in \d+ seconds?/);
    expect(Number(mine.retryAfter)).toBeGreaterThanOrEqual(1);
    const other = await ask('/api/corp', DIRECTORY_ATTACK, { authorization: token.other! });
    expect(other.status).toBe(200);
    // Cheap queries are never counted: the throttled corporate still reads its own data.
    const cheap = await ask('/api/corp', '{ me { id email } }', { authorization: token.corp! });
    expect(cheap.status).toBe(200);
    // Without a budget the attack alone ran for minutes on PGlite: room to show it (and fail).
  }, 300_000);

  it('an address before sign-in has its own budget, apart from the signed-in and other addresses', async () => {
    const from = (address: string) => ({ 'x-forwarded-for': address });
    const first = await ask('/api/public', EVENTS_ATTACK, from('203.0.113.10'));
    expect(first.status).toBe(200);
    const answers = await pool(20, 1, () =>
      ask('/api/public', EVENTS_ATTACK, from('203.0.113.10')),
    );
    const counts = statusCounts(answers);
    console.info('20 × 15 aliased public events(limit: 100) from one address:', counts);
    expect(counts[429] ?? 0).toBeGreaterThan(0);
    expect(answers.at(-1)!.status).toBe(429);
    const elsewhere = await ask('/api/public', EVENTS_ATTACK, from('203.0.113.11'));
    expect(elsewhere.status).toBe(200);
  });
});
