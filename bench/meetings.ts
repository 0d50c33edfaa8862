/**
 * `npm run bench:meetings`, on PostgreSQL: an event of 300 startups × 60
 * corporates (one person each, two days of 20-minute slots, 60 tables, ~10 % of the companies
 * with a few blackout slots, ~10 % MUST_MEET) with 2,000 confirmed pairs, bulk-inserted into a
 * fresh database, served by the production server (compiled, NODE_ENV=production, LOG_LEVEL=warn,
 * mail worker on, no SMTP: mail goes to the outbox), driven over HTTP as an organiser would:
 *  1. generateSchedule + write (the admin graph mutation, request to answer); target ≤ 2 s.
 *  2. publishSchedule with its 360 confirmedschedule mails queued; target ≤ 3 s.
 *  3. A startup's myMeetings under 50 connections (autocannon in its own process, 10 s after a
 *     2 s warm-up) as a ratio to GET /api/monitor of the same run; target ≥ 0.25. Printed beside
 *     it: a signed-in `{ __typename }` on the same graph, the floor of any signed-in query.
 *  4. The calendar feed's requests per second (a startup's, 7 meetings; a corporate's, ~33).
 * Each of 1 and 2 runs BENCH_RUNS times (default 3) from the same starting point; the median is
 * judged, every run printed.
 *
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npm run bench:meetings
 *   … npm run bench:meetings -- --source        apps/server/src/main.ts through tsx (no build)
 *   … npm run bench:meetings -- --profile=DIR   server under `node --cpu-prof`, profiles into DIR
 *   BENCH_SECONDS=10 BENCH_CONNECTIONS=50 BENCH_RUNS=3 BENCH_KEEP=1 (keep the database)
 * A fresh database is created and dropped at the end. Deterministic data; asserts nothing.
 */
import { CURRENT_TERMS_VERSION, deriveSlots, GRAPH_PATHS } from '@matchday/shared';
import { execFileSync, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { companies, users } from '../apps/server/src/modules/accounts/accounts.tables.ts';
import { createAdmin } from '../apps/server/src/modules/accounts/accounts.service.ts';
import { hashPassword } from '../apps/server/src/modules/auth/passwords.ts';
import { createEvent, publishEvent } from '../apps/server/src/modules/events/events.service.ts';
import { attendances } from '../apps/server/src/modules/events/events.tables.ts';
import { matches } from '../apps/server/src/modules/matchmaking/matchmaking.tables.ts';
import type { AdminActor } from '../apps/server/src/platform/actor.ts';
import { openDatabase } from '../apps/server/src/platform/db.ts';
import { freshPostgresDatabase } from '../e2e/support/postgres.ts';
import { cannon, type Cannon } from './support/autocannon.ts';
import { startBenchServer } from './support/server.ts';

if (!process.env.DATABASE_URL) {
  console.error('bench:meetings needs DATABASE_URL (a PostgreSQL database), e.g.');
  console.error(
    '  DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npm run bench:meetings',
  );
  process.exit(2);
}
const args = process.argv.slice(2);
const flag = (name: string) => args.find((a) => a === `--${name}` || a.startsWith(`--${name}=`));
const SOURCE = !!flag('source');
const PROFILE = flag('profile')?.split('=')[1];
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const STARTUPS = 300;
const CORPORATES = 60;
const PAIRS = 2000;
const TABLES = 60;
const PASSWORD = 'bench-meetings-password';
const ADMIN_EMAIL = 'bench.admin@bench.test';
const STARTUP_EMAIL = 'startup.0@bench.test';
const CORP_EMAIL = 'corp.0@bench.test';
const DAY = 86_400_000;
const repo = path.resolve(import.meta.dirname, '..');
const compiled = path.join(repo, 'apps/server/dist/main.js');

/** Deterministic pseudo-random numbers, so runs are comparable. */
function rng(seed: number) {
  let s = seed >>> 0;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

type Seeded = { eventId: string; people: number };

async function seed(url: string): Promise<Seeded> {
  const database = await openDatabase({ url, poolSize: 4 });
  const db = database.db;
  try {
    await database.migrate();
    const rand = rng(15);
    const passwordHash = await hashPassword(PASSWORD);
    const admin = await createAdmin(db, {
      email: ADMIN_EMAIL,
      name: 'Bench Organiser',
      adminType: 'ADMIN',
      passwordHash,
      acceptedTermsVersion: CURRENT_TERMS_VERSION,
    });
    const root: AdminActor = {
      kind: 'admin',
      id: admin.id,
      adminType: 'ADMIN',
      incubator: null,
      hosting: [],
      accountFilter: [],
    };
    // Two days, 08:00–16:00 UTC each (10:00–18:00 in Stockholm), a month from now.
    const day = Math.floor(Date.now() / DAY) * DAY + 30 * DAY;
    const at = (d: number, hours: number) =>
      new Date(day + d * DAY + hours * 3_600_000).toISOString();
    const event = await createEvent(db, root, {
      name: 'Nordic Matchday (bench)',
      timezone: 'Europe/Stockholm',
      format: 'PHYSICAL',
      venue: 'Epicenter, Stockholm',
      startDate: at(0, 7),
      endDate: at(1, 17),
      schedule: {
        sessions: [
          { start: at(0, 8), end: at(0, 16) },
          { start: at(1, 8), end: at(1, 16) },
        ],
        meetingMinutes: 20,
        tables: TABLES,
      },
    });
    await publishEvent(db, root, event.id);
    const slots = deriveSlots(event.schedule).map((s) => s.start);

    const made = await db
      .insert(companies)
      .values([
        ...Array.from({ length: STARTUPS }, (_, i) => ({
          type: 'startup' as const,
          name: `Bench Startup ${i} AB`,
          country: 'SE',
          activityStatus: 'ACTIVE' as const,
        })),
        ...Array.from({ length: CORPORATES }, (_, i) => ({
          type: 'corp' as const,
          name: `Bench Corporate ${i} Group`,
          country: 'FI',
          activityStatus: 'ACTIVE' as const,
        })),
      ])
      .returning({ id: companies.id, type: companies.type, name: companies.name });
    const startups = made.filter((c) => c.type === 'startup');
    const corporates = made.filter((c) => c.type === 'corp');
    await db.insert(users).values(
      made.map((c) => {
        const i = (c.type === 'startup' ? startups : corporates).indexOf(c);
        return {
          companyId: c.id,
          type: c.type as 'startup' | 'corp',
          email: `${c.type}.${i}@bench.test`,
          name: `${c.name} Person`,
          passwordHash: i === 0 ? passwordHash : null,
          verifiedAt: new Date(),
          onboarded: true,
          acceptedTermsVersion: CURRENT_TERMS_VERSION,
          acceptedTermsAt: new Date(),
        };
      }),
    );
    await db.insert(attendances).values(
      made.map((c) => {
        const blackout = rand() < 0.1;
        const unavailable = blackout
          ? [...new Set(Array.from({ length: 3 }, () => slots[Math.floor(rand() * slots.length)]!))]
          : [];
        return {
          eventId: event.id,
          companyId: c.id,
          role: c.type as 'startup' | 'corp',
          state: 'APPROVED' as const,
          source: 'ORGANISER' as const,
          unavailable,
          decidedAt: new Date(),
        };
      }),
    );
    // 2,000 distinct pairs: startup s meets corporates (13 s + 17 k) mod 60, k < 7 (or 6).
    const pairs: (typeof matches.$inferInsert)[] = [];
    for (let k = 0; pairs.length < PAIRS; k += 1) {
      for (let s = 0; s < STARTUPS && pairs.length < PAIRS; s += 1) {
        pairs.push({
          eventId: event.id,
          startupId: startups[s]!.id,
          corporateId: corporates[(13 * s + 17 * k) % CORPORATES]!.id,
          source: 'ADMIN',
          state: 'CONFIRMED',
          choice: rand() < 0.1 ? 'MUST_MEET' : 'MEET',
        });
      }
    }
    for (let i = 0; i < pairs.length; i += 1000) {
      await db.insert(matches).values(pairs.slice(i, i + 1000));
    }
    return { eventId: event.id, people: made.length };
  } finally {
    await database.close();
  }
}

/** Warnings and errors pass through, but for clients cut off when a load run ends and requests
 * still queued at shutdown. */
const startServer = (url: string) =>
  startBenchServer({
    url,
    name: 'meetings',
    seedDemo: false,
    env: { SMTP_URL: '' },
    source: SOURCE,
    profile: PROFILE,
    onLine(line) {
      if (!/Premature close|after calling end on the pool/.test(line))
        process.stderr.write(`${line}\n`);
    },
  });

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const verdicts: string[] = [];
function judge(text: string, value: string, target: string, ok: boolean) {
  const line = `${text.padEnd(58)} ${value.padStart(12)}   target ${target.padEnd(8)} ${ok ? 'OK' : 'NOT MET'}`;
  verdicts.push(line);
  console.log(line);
}

process.env.E2E_PG_URL = process.env.DATABASE_URL;
const fresh = await freshPostgresDatabase();
const url = fresh.urlThrough(fresh.port);
let server: ChildProcess | undefined;
const client = new pg.Client({ connectionString: url });
try {
  const t0 = performance.now();
  const { eventId, people } = await seed(url);
  await client.connect();
  await client.query('vacuum analyze');
  console.log(
    `seeded ${STARTUPS} startups × ${CORPORATES} corporates (${people} people), ${PAIRS} confirmed pairs, 2 days × 24 slots × ${TABLES} tables in ${((performance.now() - t0) / 1000).toFixed(1)} s`,
  );
  if (!SOURCE) {
    console.log('building the server (npm run build:server)…');
    execFileSync('npm', ['run', '--silent', 'build:server'], { cwd: repo, stdio: 'inherit' });
    if (!existsSync(compiled)) throw new Error(`no ${compiled} after the build`);
  }
  const started = await startServer(url);
  server = started.child;
  const { base } = started;

  const signIn = async (username: string, type: 'startup' | 'corp' | 'admin') => {
    const res = await fetch(`${base}${type === 'admin' ? '/api/matrix' : '/api'}/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', deviceid: `bench-meetings-${type}` },
      body: JSON.stringify({ username, password: PASSWORD, type }),
    });
    if (!res.ok) throw new Error(`sign-in ${username}: ${res.status} ${await res.text()}`);
    return ((await res.json()) as { token: { accessTokenHeader: string } }).token.accessTokenHeader;
  };
  const adminToken = await signIn(ADMIN_EMAIL, 'admin');
  const startupToken = await signIn(STARTUP_EMAIL, 'startup');
  const corpToken = await signIn(CORP_EMAIL, 'corp');
  const gql = async (
    graph: string,
    token: string,
    query: string,
    variables: Record<string, unknown> = {},
  ) => {
    const started = performance.now();
    const res = await fetch(`${base}${graph}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: token },
      body: JSON.stringify({ query, variables }),
    });
    const json = (await res.json()) as { data?: Record<string, unknown>; errors?: unknown };
    const ms = performance.now() - started;
    if (res.status !== 200 || json.errors || !json.data) {
      throw new Error(`${query.slice(0, 60)}: ${res.status} ${JSON.stringify(json).slice(0, 400)}`);
    }
    return { data: json.data, ms };
  };

  // 1. generateSchedule + write, from the same start each run (no meeting rows yet: the run
  //    creates the 2,000 REQUESTED rows from the confirmed pairs, places them, writes the draft).
  console.log(`\n1. generateSchedule over HTTP (admin graph, production server), ${RUNS} runs:`);
  const generateMs: number[] = [];
  let run: { placed: number; bound: number; moved: number; unplaced: { reason: string }[] } | null =
    null;
  for (let i = 0; i < RUNS; i += 1) {
    await client.query('delete from meetings where event_id = $1', [eventId]);
    const { data, ms } = await gql(
      GRAPH_PATHS.admin,
      adminToken,
      'mutation ($e: ID!) { generateSchedule(eventId: $e) { placed bound moved idleGaps unplaced { meetingId reason } } }',
      { e: eventId },
    );
    run = data.generateSchedule as typeof run;
    generateMs.push(ms);
  }
  const reasons: Record<string, number> = {};
  for (const u of run!.unplaced) reasons[u.reason] = (reasons[u.reason] ?? 0) + 1;
  console.log(
    `   placed ${run!.placed} of ${PAIRS} (bound ${run!.bound}), unplaced ${JSON.stringify(reasons)}; runs ${generateMs.map((ms) => ms.toFixed(0)).join(', ')} ms`,
  );

  // 2. publishSchedule: every placed meeting CONFIRMED, one confirmedschedule per person queued
  //    (row + pg-boss job, in the transaction). Reset to the same draft between runs, once the
  //    worker has delivered the previous run's mails to the outbox.
  console.log(`\n2. publishSchedule over HTTP, ${RUNS} runs:`);
  const publishMs: number[] = [];
  let published: { published: number; changed: number; mailed: number } | null = null;
  const drained = async () => {
    const deadline = Date.now() + 120_000;
    for (;;) {
      const { rows } = await client.query<{ n: number }>(
        `select count(*)::int as n from mail_messages where state = 'queued'`,
      );
      if (rows[0]!.n === 0) return;
      if (Date.now() > deadline) throw new Error(`${rows[0]!.n} mails still queued`);
      await new Promise((r) => setTimeout(r, 250));
    }
  };
  for (let i = 0; i < RUNS; i += 1) {
    if (i > 0) {
      await drained();
      await client.query(
        `update meetings set status = 'SCHEDULED', shown_status = null, shown_starts_at = null,
           shown_ends_at = null, shown_table_no = null, sequence = 0, published_at = null
         where event_id = $1 and starts_at is not null`,
        [eventId],
      );
      await client.query(`delete from mail_messages where template = 'confirmedschedule'`);
    }
    const { data, ms } = await gql(
      GRAPH_PATHS.admin,
      adminToken,
      'mutation ($e: ID!) { publishSchedule(eventId: $e) { published changed mailed } }',
      { e: eventId },
    );
    published = data.publishSchedule as typeof published;
    publishMs.push(ms);
  }
  const drainStart = performance.now();
  await drained();
  console.log(
    `   published ${published!.published}, changed ${published!.changed}, mailed ${published!.mailed}; runs ${publishMs.map((ms) => ms.toFixed(0)).join(', ')} ms; the worker delivered the last run's mails to the outbox ${((performance.now() - drainStart) / 1000).toFixed(1)} s after the answer`,
  );

  // 3. and 4. Load: myMeetings, the monitor, the calendar feeds.
  const myMeetings = `{ myMeetings(eventId: "${eventId}") { id status startsAt endsAt slot table tableName videoLink cancelReason needTitle startup { id name } corporate { id name } } }`;
  const mine = (await gql(GRAPH_PATHS.startup, startupToken, myMeetings)).data
    .myMeetings as unknown[];
  const feedOf = async (graph: string, token: string) =>
    new URL((await gql(graph, token, '{ calendarFeedUrl }')).data.calendarFeedUrl as string)
      .pathname;
  const startupFeed = await feedOf(GRAPH_PATHS.startup, startupToken);
  const corpFeed = await feedOf(GRAPH_PATHS.corp, corpToken);
  for (const feed of [startupFeed, corpFeed]) {
    const res = await fetch(`${base}${feed}`);
    const text = await res.text();
    if (!res.ok || !text.startsWith('BEGIN:VCALENDAR'))
      throw new Error(`feed ${feed}: ${res.status}`);
  }
  const vevents = async (feed: string) =>
    ((await (await fetch(`${base}${feed}`)).text()).match(/^BEGIN:VEVENT/gm) ?? []).length;
  console.log(
    `\n3./4. autocannon -c ${CONNECTIONS} -d ${SECONDS} (after a 2 s warm-up each); the startup has ${mine.length} meetings:`,
  );
  type Target = { name: string; path: string; token?: string; query?: string };
  const targets: Target[] = [
    { name: 'monitor', path: '/api/monitor' },
    // The floor of any signed-in GraphQL request (token check, session statement, Yoga), for
    // reference: myMeetings cannot beat it.
    {
      name: 'startup { __typename }',
      path: GRAPH_PATHS.startup,
      token: startupToken,
      query: '{ __typename }',
    },
    { name: 'myMeetings', path: GRAPH_PATHS.startup, token: startupToken, query: myMeetings },
    { name: `feed (startup, ${await vevents(startupFeed)} events)`, path: startupFeed },
    { name: `feed (corporate, ${await vevents(corpFeed)} events)`, path: corpFeed },
  ];
  const results = new Map<string, Cannon>();
  for (const t of targets) {
    const extra = t.query
      ? [
          '-m',
          'POST',
          '-H',
          'content-type=application/json',
          '-H',
          `authorization=${t.token}`,
          '-b',
          JSON.stringify({ query: t.query }),
        ]
      : [];
    await cannon(`${base}${t.path}`, extra, 2, CONNECTIONS);
    const r = await cannon(`${base}${t.path}`, extra, SECONDS, CONNECTIONS);
    results.set(t.name, r);
    console.log(
      `   ${t.name.padEnd(30)} ${r.requests.average.toFixed(0).padStart(6)} req/s  p50 ${String(r.latency.p50).padStart(3)} ms  p99 ${String(r.latency.p99).padStart(4)} ms  non-2xx ${r.non2xx}  errors ${r.errors + r.timeouts}`,
    );
  }

  const monitor = results.get('monitor')!.requests.average;
  const ratio = results.get('myMeetings')!.requests.average / monitor;
  const floor = results.get('startup { __typename }')!.requests.average;
  const feeds = targets.slice(3).map((t) => [t.name, results.get(t.name)!] as const);
  const failures = [...results.values()].reduce((n, r) => n + r.non2xx + r.errors + r.timeouts, 0);
  console.log('\nnumbers:');
  judge(
    'generateSchedule + write, 2,000 pairs (median)',
    `${median(generateMs).toFixed(0)} ms`,
    '≤ 2000 ms',
    median(generateMs) <= 2000,
  );
  judge(
    `publishSchedule, ${published!.mailed} mails queued (median)`,
    `${median(publishMs).toFixed(0)} ms`,
    '≤ 3000 ms',
    median(publishMs) <= 3000 && published!.mailed === people,
  );
  judge('myMeetings / GET /api/monitor, 50 connections', ratio.toFixed(3), '≥ 0.25', ratio >= 0.25);
  console.log(
    `${'  (signed-in { __typename } / monitor, the floor'.padEnd(58)} ${(floor / monitor).toFixed(3).padStart(12)};   myMeetings / { __typename } ${(results.get('myMeetings')!.requests.average / floor).toFixed(3)})`,
  );
  for (const [name, r] of feeds) {
    judge(`calendar ${name}`, `${r.requests.average.toFixed(0)} req/s`, '(none)', r.non2xx === 0);
  }
  judge('no non-2xx, errors or timeouts under load', String(failures), '0', failures === 0);
} finally {
  await client.end().catch(() => undefined);
  if (server && server.exitCode === null) {
    const exited = new Promise((r) => server!.once('exit', r));
    server.kill('SIGTERM');
    await exited;
  }
  if (process.env.BENCH_KEEP) console.log(`\nkept ${url}`);
  else await fresh.drop();
}
