/**
 * `npm run bench:events`: the event lists on a realistic volume — 20,000
 * companies, 200 published events (half upcoming, half previous, ~30 % restricted to countries,
 * one- and two-day grids) and 300 startups + 60 corporates at each (72,000 attendances, mixed
 * states, some unavailable slots) — bulk-inserted into a fresh PostgreSQL database.
 *  1. p50/p95 through the real services: a startup's events list (`listEvents`, its company
 *     attends most events; also with the counts and own attendance the graph loads) and an
 *     admin's participants tab (`listAttendees`, 50 a page, first and a middle page, with and
 *     without a state filter), with EXPLAIN ANALYZE of the statements they send.
 *     Target: p95 < 50 ms.
 *  2. Requests per second over real HTTP (buildApp, production, silent log; autocannon in a child
 *     process, 50 connections, 10 s) of the startup graph's events query and of GET /api/monitor,
 *     and their ratio. Target: ratio ≥ 0.25. Plus the SQL statements each request sends.
 * Needs DATABASE_URL (PostgreSQL); the fresh database is dropped after unless BENCH_KEEP is set.
 * Deterministic data; prints numbers; asserts nothing.
 */
import {
  CURRENT_TERMS_VERSION,
  deriveSlots,
  eventInput,
  GRAPH_PATHS,
  type AttendanceState,
} from '@matchday/shared';
import { count, sql } from 'drizzle-orm';
import { readFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { buildApp } from '../apps/server/src/app.ts';
import { companies, users } from '../apps/server/src/modules/accounts/accounts.tables.ts';
import { hashPassword } from '../apps/server/src/modules/auth/passwords.ts';
import { attendanceSummaries } from '../apps/server/src/modules/events/attendance.queries.ts';
import { listAttendees } from '../apps/server/src/modules/events/attendees.service.ts';
import { listEvents } from '../apps/server/src/modules/events/events.service.ts';
import { attendances, events } from '../apps/server/src/modules/events/events.tables.ts';
import type { AdminActor, UserActor } from '../apps/server/src/platform/actor.ts';
import { openDatabase } from '../apps/server/src/platform/db.ts';
import { freshPostgresDatabase } from '../e2e/support/postgres.ts';
import { cannon, type Cannon } from './support/autocannon.ts';

if (!process.env.DATABASE_URL) {
  console.error('bench:events needs DATABASE_URL (a PostgreSQL database), e.g.');
  console.error('  DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npm run bench:events');
  process.exit(2);
}
const COMPANIES = Number(process.env.BENCH_COMPANIES ?? 20_000);
const EVENTS = 200;
const STARTUPS_PER_EVENT = 300;
const CORPORATES_PER_EVENT = 60;
const RUNS = Number(process.env.BENCH_RUNS ?? 300);
const CONNECTIONS = 50;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const PASSWORD = 'bench-events-password';
const EMAIL = 'bench.startup@bench.test';
// A fixed argon2id PHC string for everyone but the bench user (nobody else signs in).
const FIXED_HASH =
  '$argon2id$v=19$m=19456,t=2,p=1$YmVuY2hzYWx0YmVuY2g$2c0cVJ5SeJYI8n7A0D+S8H8q1bC0pQm6m0xvQ6GZ2vE';
const DAY = 86_400_000;
const EVENTS_QUERY =
  '{ events(when: UPCOMING) { id name status startDate registrationOpen attendees { startups corporates } myAttendance { state } } }';

/**
 * Every statement the pg driver sends while `tap.on` (drizzle and the app both go through
 * pg.Client#query): counts statements per request and captures the services' SQL for EXPLAIN.
 */
const tap = { on: false, seen: [] as { text: string; values: unknown[] }[] };
const clientQuery = pg.Client.prototype.query as (...args: unknown[]) => unknown;
pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
  if (tap.on) {
    const [first, second] = args;
    const q =
      typeof first === 'string'
        ? { text: first, values: Array.isArray(second) ? second : [] }
        : {
            text: (first as { text: string }).text,
            values: Array.isArray(second)
              ? second
              : ((first as { values?: unknown[] }).values ?? []),
          };
    tap.seen.push(q);
  }
  return clientQuery.apply(this, args);
} as typeof pg.Client.prototype.query;

async function tapped(fn: () => Promise<unknown>) {
  tap.seen = [];
  tap.on = true;
  try {
    await fn();
  } finally {
    tap.on = false;
  }
  return tap.seen;
}

process.env.E2E_PG_URL = process.env.DATABASE_URL;
const fresh = await freshPostgresDatabase();
const url = fresh.urlThrough(fresh.port);
const database = await openDatabase({ url });
const db = database.db;

try {
  await database.migrate();
  const t0 = performance.now();
  const seeded = await seed();
  console.log(
    `seeded ${COMPANIES.toLocaleString('en')} companies, ${EVENTS} events, ${seeded.attendances.toLocaleString('en')} attendances in ${((performance.now() - t0) / 1000).toFixed(1)} s; the bench startup attends ${seeded.benchEvents} events`,
  );
  // Autovacuum does this to an insert-only table at rest (visibility map: index-only scans).
  await db.execute(sql`vacuum analyze`);
  await services(seeded);
  await http();
} finally {
  await database.close();
  if (process.env.BENCH_KEEP) console.log(`\nkept ${url}`);
  else await fresh.drop();
}

/** Deterministic pseudo-random numbers, so runs are comparable. */
function rng(seed: number) {
  let s = seed >>> 0;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

type Seeded = {
  startup: UserActor;
  admin: AdminActor;
  upcoming: string[];
  attendances: number;
  benchEvents: number;
};

async function seed(): Promise<Seeded> {
  const rand = rng(12);
  const pick = <T>(list: readonly T[]) => list[Math.floor(rand() * list.length)]!;
  const words = ['Nordic', 'Robot', 'Green', 'Fjord', 'Aurora', 'Birch', 'Cobalt', 'Delta'];
  const more = ['Helix', 'Lumen', 'Quantum', 'Volt', 'Tech', 'Bio', 'Grid', 'Sense', 'Data'];
  // Mostly the Nordics and Germany, a few others.
  const countries = [
    ...Array<string>(8).fill('SE'),
    ...Array<string>(3).fill('FI'),
    ...Array<string>(3).fill('NO'),
    ...Array<string>(2).fill('DK'),
    ...Array<string>(2).fill('DE'),
    'GB',
    'EE',
  ];

  // Companies (the first is the bench startup, in Sweden); one user each.
  const startups: string[] = [];
  const corporates: string[] = [];
  for (let i = 0; i < COMPANIES; i += 1000) {
    const rows = Array.from({ length: Math.min(1000, COMPANIES - i) }, (_, j) => {
      const n = i + j;
      const type = n === 0 || rand() < 0.75 ? ('startup' as const) : ('corp' as const);
      return {
        type,
        name:
          n === 0
            ? 'Bench Robotics AB'
            : `${pick(words)} ${pick(more)} ${n} ${type === 'corp' ? 'Group' : 'AB'}`,
        country: n === 0 ? 'SE' : pick(countries),
        activityStatus: n === 0 || rand() < 0.85 ? ('ACTIVE' as const) : ('PENDING' as const),
        createdAt: new Date(Date.UTC(2021, 0, 1) + n * 3_600_000),
      };
    });
    const inserted = await db
      .insert(companies)
      .values(rows)
      .returning({ id: companies.id, type: companies.type });
    for (const c of inserted) (c.type === 'startup' ? startups : corporates).push(c.id);
  }
  const benchCompany = startups[0]!;
  const passwordHash = await hashPassword(PASSWORD);
  const all = [...startups, ...corporates];
  let benchUser = '';
  for (let i = 0; i < all.length; i += 1000) {
    const rows = all.slice(i, i + 1000).map((companyId, j) => {
      const n = i + j;
      const bench = companyId === benchCompany;
      return {
        companyId,
        type: (n < startups.length ? 'startup' : 'corp') as 'startup' | 'corp',
        email: bench ? EMAIL : `person.${n}@bench${n % 97}.test`,
        name: bench ? 'Bench Startup' : `Person ${n}`,
        passwordHash: bench ? passwordHash : FIXED_HASH,
        verifiedAt: new Date(),
        onboarded: true,
        acceptedTermsVersion: CURRENT_TERMS_VERSION,
        acceptedTermsAt: new Date(),
      };
    });
    const inserted = await db
      .insert(users)
      .values(rows)
      .returning({ id: users.id, email: users.email });
    benchUser ||= inserted.find((u) => u.email === EMAIL)?.id ?? '';
  }

  // Events: day i of a ~2-year calendar around today; grids of one or two days.
  const today = Math.floor(Date.now() / DAY) * DAY;
  const restrictions = [
    ['SE', 'FI', 'NO', 'DK'],
    ['FI'],
    ['DE'],
    ['SE'],
    ['NO', 'DK'],
    ['DE', 'SE'],
  ];
  const zones = ['Europe/Stockholm', 'Europe/Helsinki', 'Europe/Oslo', 'Europe/Berlin'];
  const formats = ['PHYSICAL', 'PHYSICAL', 'DIGITAL', 'HYBRID'] as const;
  const at = (day: number, hhmm: string) =>
    new Date(day + Number(hhmm.slice(0, 2)) * 3_600_000 + Number(hhmm.slice(3)) * 60_000)
      .toISOString()
      .replace('.000Z', 'Z');
  const eventRows = Array.from({ length: EVENTS }, (_, i) => {
    const upcoming = i < EVENTS / 2;
    const k = upcoming ? i : i - EVENTS / 2;
    const day = today + (upcoming ? 2 + k * 4 : -(3 + k * 4)) * DAY;
    const days = rand() < 0.2 ? 2 : 1;
    const last = day + (days - 1) * DAY;
    const format = pick(formats);
    const sessions = Array.from({ length: days }, (_, d) => [
      { start: at(day + d * DAY, '07:30'), end: at(day + d * DAY, '10:30') },
      { start: at(day + d * DAY, '11:30'), end: at(day + d * DAY, '14:30') },
    ]).flat();
    const v = eventInput.parse({
      name: `${pick(words)} ${pick(more)} Matchmaking ${2024 + Math.floor(i / 60)} #${i}`,
      description: 'Pre-scheduled one-to-one meetings between corporates and startups.',
      format,
      venue: format === 'DIGITAL' ? '' : 'Epicenter, Stockholm',
      meetingLink: format === 'PHYSICAL' ? null : `https://meet.bench.test/${i}`,
      timezone: pick(zones),
      startDate: at(day, '07:00'),
      endDate: at(last, '15:30'),
      registrationOpensAt: at(day - 60 * DAY, '07:00'),
      registrationClosesAt: at(day - 7 * DAY, '21:59'),
      selectionOpensAt: at(day - 10 * DAY, '07:00'),
      selectionClosesAt: at(day - 4 * DAY, '21:59'),
      restrictedTo: rand() < 0.3 ? pick(restrictions) : [],
      schedule: {
        sessions,
        pauses: [{ start: at(day, '09:00'), end: at(day, '09:15') }],
        meetingMinutes: pick([15, 20, 20, 25, 30]),
        breakMinutes: pick([0, 5, 5, 10]),
        tables: pick([10, 12, 20, 30, 40]),
        maxMeetingsPerParticipant: pick([null, 8, 10]),
      },
    });
    return {
      ...v,
      startDate: new Date(v.startDate),
      endDate: new Date(v.endDate),
      registrationOpensAt: v.registrationOpensAt ? new Date(v.registrationOpensAt) : null,
      registrationClosesAt: v.registrationClosesAt ? new Date(v.registrationClosesAt) : null,
      selectionOpensAt: v.selectionOpensAt ? new Date(v.selectionOpensAt) : null,
      selectionClosesAt: v.selectionClosesAt ? new Date(v.selectionClosesAt) : null,
      published: true,
      publishedAt: new Date(day - 90 * DAY),
    };
  });
  const insertedEvents = await db
    .insert(events)
    .values(eventRows)
    .returning({ id: events.id, schedule: events.schedule, startDate: events.startDate });

  // Attendances: 300 startups + 60 corporates per event; the bench startup at 4 events in 5.
  const sample = (pool: string[], n: number, must?: string) => {
    const chosen = new Set<string>(must ? [must] : []);
    while (chosen.size < n) chosen.add(pick(pool));
    return [...chosen];
  };
  const startupStates: [AttendanceState, number][] = [
    ['APPROVED', 0.6],
    ['REGISTERED', 0.22],
    ['INVITED', 0.06],
    ['DECLINED', 0.06],
    ['WITHDRAWN', 0.06],
  ];
  const stateOf = (table: [AttendanceState, number][]) => {
    let r = rand();
    for (const [state, p] of table) if ((r -= p) < 0) return state;
    return table[0]![0];
  };
  let total = 0;
  let benchEvents = 0;
  let batch: (typeof attendances.$inferInsert)[] = [];
  const flush = async () => {
    if (batch.length) await db.insert(attendances).values(batch);
    total += batch.length;
    batch = [];
  };
  for (const [i, event] of insertedEvents.entries()) {
    const slots = deriveSlots(event.schedule).map((s) => s.start);
    const bench = i % 5 !== 4;
    if (bench) benchEvents += 1;
    const people = [
      ...sample(startups, STARTUPS_PER_EVENT, bench ? benchCompany : undefined).map((id) => ({
        id,
        role: 'startup' as const,
      })),
      ...sample(corporates, CORPORATES_PER_EVENT).map((id) => ({ id, role: 'corp' as const })),
    ];
    for (const p of people) {
      const state =
        p.role === 'corp' ? (rand() < 0.9 ? 'APPROVED' : 'INVITED') : stateOf(startupStates);
      const registeredAt = new Date(event.startDate.getTime() - (10 + rand() * 50) * DAY);
      const decided = state === 'APPROVED' || state === 'DECLINED';
      const unavailable =
        rand() < 0.25
          ? [...new Set(Array.from({ length: 1 + Math.floor(rand() * 4) }, () => pick(slots)))]
          : [];
      batch.push({
        eventId: event.id,
        companyId: p.id,
        role: p.role,
        state,
        source:
          p.role === 'corp'
            ? 'ORGANISER'
            : state === 'INVITED'
              ? 'ORGANISER'
              : pick(['SELF', 'SELF', 'SELF', 'INCUBATOR', 'IMPORT'] as const),
        unavailable,
        registeredAt: state === 'INVITED' ? null : registeredAt,
        decidedAt: decided ? new Date(registeredAt.getTime() + 2 * DAY) : null,
        decidedBy: decided ? '00000000-0000-4000-8000-000000000001' : null,
      });
      if (batch.length === 2000) await flush();
    }
  }
  await flush();
  const [n] = await db.select({ n: count() }).from(attendances);
  if (n?.n !== total) throw new Error('attendance seed incomplete');

  return {
    startup: { kind: 'user', id: benchUser, type: 'startup', companyId: benchCompany },
    admin: {
      kind: 'admin',
      id: crypto.randomUUID(),
      adminType: 'ADMIN',
      incubator: null,
      hosting: [],
      accountFilter: [],
    },
    upcoming: insertedEvents.slice(0, EVENTS / 2).map((e) => e.id),
    attendances: total,
    benchEvents,
  };
}

function percentile(sorted: number[], p: number) {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

async function time(label: string, fn: (run: number) => Promise<unknown>) {
  for (let i = 0; i < 20; i++) await fn(i);
  const samples: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const start = performance.now();
    await fn(i);
    samples.push(performance.now() - start);
  }
  samples.sort((a, b) => a - b);
  const p50 = percentile(samples, 50);
  const p95 = percentile(samples, 95);
  console.log(
    `${label.padEnd(66)} p50 ${p50.toFixed(1).padStart(6)} ms   p95 ${p95.toFixed(1).padStart(6)} ms   ${p95 < 50 ? 'OK' : 'OVER 50 ms'}`,
  );
  return p95;
}

/** EXPLAIN ANALYZE of statements the services sent (as captured by the tap). */
async function explain(label: string, statements: { text: string; values: unknown[] }[]) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    for (const [i, q] of statements.entries()) {
      const res = await client.query(
        `explain (analyze, buffers, costs off, summary on) ${q.text}`,
        q.values,
      );
      const lines = res.rows.map((r: Record<string, string>) => r['QUERY PLAN']!);
      const indexes = [...new Set(lines.join('\n').match(/\w+_idx|\w+_pkey/g) ?? [])];
      console.log(
        `\n  EXPLAIN ${label} — statement ${i + 1}/${statements.length}: ${indexes.length ? `indexes ${indexes.join(', ')}` : 'NO INDEX'}`,
      );
      console.log(`    ${q.text.length > 400 ? `${q.text.slice(0, 400)}…` : q.text}`);
      for (const line of lines) console.log(`    ${shortArrays(line)}`);
    }
  } finally {
    await client.end();
  }
}

/** A plan line with its list of 81 event ids shortened. */
function shortArrays(line: string) {
  return line.replace(/'\{([^}]{120,})\}'/g, (_, list: string) => {
    const items = list.split(',');
    return `'{${items[0]},… ${items.length - 1} more}'`;
  });
}

async function services({ startup, admin, upcoming }: Seeded) {
  const eventAt = (run: number) => upcoming[run % upcoming.length]!;
  const upcomingList = () => listEvents(db, startup, { when: 'UPCOMING', limit: 100 });
  // What the startup graph's events query loads: the list, then one batch for the counts and
  // the own attendance together (the DataLoader in events.graphql.ts).
  const graphLoad = async () => {
    const page = await upcomingList();
    await attendanceSummaries(
      db,
      startup,
      page.items.map((e) => e.id),
    );
    return page;
  };
  const first = await upcomingList();
  const summaries = await attendanceSummaries(
    db,
    startup,
    first.items.map((e) => e.id),
  );
  const mine = [...summaries.values()].filter((s) => s.mine);
  console.log(
    `\nthe bench startup (SE) sees ${first.total} upcoming events (of ${EVENTS / 2}; the rest are restricted elsewhere) and attends ${mine.length} of them`,
  );
  const approved = await listAttendees(db, admin, upcoming[0], { state: 'APPROVED' });
  const middle = (n: number) => Math.floor(n / 2 / 50) * 50;
  const all = await listAttendees(db, admin, upcoming[0], {});
  console.log(
    `an event has ${all.total} participants (${approved.total} APPROVED): middle pages at offset ${middle(all.total)} and ${middle(approved.total)}`,
  );

  console.log(`\nservice calls, ${RUNS} runs each after 20 warm-up (pool of 10, one at a time):`);
  const p95s = [
    await time('startup: listEvents(UPCOMING, limit 100) — page + total', upcomingList),
    await time('startup: listEvents(PREVIOUS, limit 100)', () =>
      listEvents(db, startup, { when: 'PREVIOUS', limit: 100 }),
    ),
    await time('startup: UPCOMING + attendee counts + own attendance (graph load)', graphLoad),
    await time('admin: listAttendees, 50 a page, first page', (run) =>
      listAttendees(db, admin, eventAt(run), { limit: 50 }),
    ),
    await time(`admin: listAttendees, middle page (offset ${middle(all.total)})`, (run) =>
      listAttendees(db, admin, eventAt(run), { limit: 50, offset: middle(all.total) }),
    ),
    await time('admin: listAttendees, state APPROVED, first page', (run) =>
      listAttendees(db, admin, eventAt(run), { state: 'APPROVED', limit: 50 }),
    ),
    await time(
      `admin: listAttendees, state APPROVED, middle page (offset ${middle(approved.total)})`,
      (run) =>
        listAttendees(db, admin, eventAt(run), {
          state: 'APPROVED',
          limit: 50,
          offset: middle(approved.total),
        }),
    ),
  ];
  console.log(`\nworst p95 ${Math.max(...p95s).toFixed(1)} ms (target < 50 ms)`);

  const listSql = await tapped(upcomingList);
  const loaderSql = (await tapped(graphLoad)).slice(listSql.length);
  const attendeeSql = await tapped(() =>
    listAttendees(db, admin, upcoming[0], { state: 'APPROVED', limit: 50, offset: 100 }),
  );
  console.log(
    `\nstatements: listEvents ${listSql.length}, graph loaders ${loaderSql.length}, listAttendees ${attendeeSql.length}`,
  );
  await explain('startup listEvents(UPCOMING)', listSql);
  await explain('graph loader (attendanceSummaries)', loaderSql);
  await explain('admin listAttendees(APPROVED, offset 100)', attendeeSql);
}

/**
 * CPU time (ms) the database's backends have used so far, from /proc (PostgreSQL on this host;
 * NaN otherwise). Backends are the app pool's connections, so the difference over a run is the
 * database's share of the work; it does not depend on how busy the machine is.
 */
async function postgresCpu(): Promise<number> {
  const result = await db.execute<{ pid: number }>(
    sql`select pid from pg_stat_activity where datname = current_database() and backend_type = 'client backend'`,
  );
  let ticks = 0;
  for (const { pid } of (result as unknown as { rows: { pid: number }[] }).rows) {
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      ticks += Number(fields[11]) + Number(fields[12]); // utime, stime (fields 14, 15)
    } catch {
      return NaN;
    }
  }
  return ticks * 10; // USER_HZ = 100 on Linux
}

async function http() {
  const app = await buildApp({
    env: {
      LOG_LEVEL: 'silent',
      NODE_ENV: 'production',
      BODY_LIMIT: 1 << 20,
      PUBLIC_URL: 'http://localhost',
    },
    database,
    webDist: null,
    secrets: { jwtSecret: crypto.randomUUID() + crypto.randomUUID() },
  });
  const base = await app.listen({ port: 0, host: '127.0.0.1' });
  try {
    const login = await fetch(`${base}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', deviceid: 'bench-events' },
      body: JSON.stringify({ username: EMAIL, password: PASSWORD, type: 'startup' }),
    });
    if (!login.ok) throw new Error(`sign-in: ${login.status} ${await login.text()}`);
    const { token } = (await login.json()) as { token: { accessTokenHeader: string } };
    const body = JSON.stringify({ query: EVENTS_QUERY });
    const headers = {
      'content-type': 'application/json',
      authorization: token.accessTokenHeader,
    };
    const graph = `${base}${GRAPH_PATHS.startup}`;
    const ask = async () => {
      const res = await fetch(graph, { method: 'POST', headers, body });
      return {
        status: res.status,
        json: (await res.json()) as {
          data?: { events: { myAttendance: unknown }[] };
          errors?: unknown[];
        },
      };
    };
    const check = await ask();
    if (check.status !== 200 || check.json.errors || !check.json.data) {
      throw new Error(`events query: ${check.status} ${JSON.stringify(check.json).slice(0, 500)}`);
    }
    const list = check.json.data.events;
    const bytes = JSON.stringify(check.json).length;
    console.log(
      `\nHTTP ${base}: startup graph events(when: UPCOMING) → ${list.length} events (${list.filter((e) => e.myAttendance).length} with myAttendance), ${(bytes / 1024).toFixed(1)} kB`,
    );
    const graphStatements = await tapped(ask);
    const monitorStatements = await tapped(() =>
      fetch(`${base}/api/monitor`).then((r) => r.text()),
    );
    console.log(
      `SQL statements per request: events query ${graphStatements.length}, GET /api/monitor ${monitorStatements.length}`,
    );
    for (const q of graphStatements) console.log(`  ${q.text.replace(/\s+/g, ' ').slice(0, 150)}`);

    const graphArgs = [
      '-m',
      'POST',
      '-H',
      'content-type=application/json',
      '-H',
      `authorization=${token.accessTokenHeader}`,
      '-b',
      body,
    ];
    console.log(`\nautocannon -c ${CONNECTIONS} -d ${SECONDS} (after a 3 s warm-up each):`);
    const results: [string, Cannon][] = [];
    for (const [name, target, args] of [
      ['POST /api/startup events(when: UPCOMING)', graph, graphArgs],
      ['GET /api/monitor', `${base}/api/monitor`, []],
    ] as const) {
      await cannon(target, [...args], 3, CONNECTIONS);
      const cpu = process.cpuUsage();
      const pg0 = await postgresCpu();
      const r = await cannon(target, [...args], SECONDS, CONNECTIONS);
      const used = process.cpuUsage(cpu);
      const pgMs = (await postgresCpu()) - pg0;
      results.push([name, r]);
      const perRequest = (ms: number) => (ms / Math.max(1, r.requests.total)).toFixed(2);
      console.log(
        `${name.padEnd(42)} ${r.requests.average.toFixed(0).padStart(7)} req/s  p50 ${String(r.latency.p50).padStart(4)} ms  p99 ${String(r.latency.p99).padStart(4)} ms  non-2xx ${r.non2xx}  errors ${r.errors}  timeouts ${r.timeouts}  (${r.requests.total} requests)`,
      );
      console.log(
        `${''.padEnd(42)} CPU per request: server ${perRequest((used.user + used.system) / 1000)} ms, PostgreSQL ${Number.isNaN(pgMs) ? 'n/a' : `${perRequest(pgMs)} ms`}`,
      );
    }
    const after = await ask();
    if (after.status !== 200 || after.json.errors) console.log('events query failed after load!');
    const ratio = results[0]![1].requests.average / results[1]![1].requests.average;
    console.log(
      `ratio events query / monitor: ${ratio.toFixed(3)} (target ≥ 0.25) ${ratio >= 0.25 ? 'OK' : 'UNDER 0.25'}`,
    );
  } finally {
    await app.close();
  }
}
