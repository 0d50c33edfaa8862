/**
 * `npm run bench:follow-up`, on PostgreSQL: 200 events and ~50,000
 * meetings bulk-inserted with SQL into a fresh database (created here, dropped at the end):
 * 2,000 startups (a quarter of them STING's), 400 corporates, one large event of 25,000 meetings
 * (100 corporates at fixed tables, 500 startups rotating over 250 slots; its 25,000 matches and
 * 25,000 meetings make the 50,000-row export) and 199 events of 126 meetings; 70 % held, 5 %
 * no-shows, ratings on most held meetings, second-stage reports and outcomes on some, 600 grant
 * applications.
 *  1. The funnel query (funnel.service.ts, the admin graph's resolver) p95 over BENCH_RUNS
 *     (default 30) calls after 3 warm-ups: the whole programme, one event, one incubator;
 *     target < 100 ms each.
 *     The programme's p95 over the 126-meeting event's, target ≤ 5, with the load average.
 *  2. GET /api/export/matches?format=xlsx of the large event through the real HTTP app (its
 *     route, its streaming writer; the body counted, not kept): time to the last byte, target
 *     ≤ 5 s, and the process's peak RSS growth (sampled every 20 ms), target < 100 MB; the same
 *     rows as CSV (both sheets' files) in the same run, target XLSX ≤ 1.5× their time. The
 *     caller is an ADMIN actor given by the bench's resolver (no sign-in: it is not measured).
 * Each number is printed with its target and OK / NOT MET. Asserts nothing.
 *
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npm run bench:follow-up
 *   BENCH_ONLY=funnel|export BENCH_RUNS=30 BENCH_KEEP=1 (keep the database) BENCH_SEED_ONLY=1 (seed, keep, measure nothing)
 */
import { randomBytes } from 'node:crypto';
import http from 'node:http';
import { loadavg } from 'node:os';
import type { AddressInfo } from 'node:net';
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { buildApp } from '../apps/server/src/app.ts';
import { createEvent } from '../apps/server/src/modules/events/events.service.ts';
import { funnel } from '../apps/server/src/modules/reports/funnel.service.ts';
import type { AdminActor } from '../apps/server/src/platform/actor.ts';
import { openDatabase, type Database } from '../apps/server/src/platform/db.ts';
import { freshPostgresDatabase } from '../e2e/support/postgres.ts';

if (!process.env.DATABASE_URL) {
  console.error(
    'bench:follow-up needs DATABASE_URL (a PostgreSQL server to create a database on):',
  );
  console.error(
    '  DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npm run bench:follow-up',
  );
  process.exit(2);
}
process.env.E2E_PG_URL = process.env.DATABASE_URL;
const RUNS = Number(process.env.BENCH_RUNS ?? 30);
const DAY = 86_400_000;
const root: AdminActor = {
  kind: 'admin',
  id: '00000000-0000-4000-8000-000000000001',
  adminType: 'ADMIN',
  incubator: null,
  hosting: [],
  accountFilter: [],
};

async function run(db: Database['db'], statement: ReturnType<typeof sql>) {
  await db.execute(statement);
}

async function seed(database: Database): Promise<{ bigEventId: string; meetings: number }> {
  const db = database.db;
  await database.migrate();
  const day = Math.floor(Date.now() / DAY) * DAY - 200 * DAY;
  const at = (d: number, hours: number) =>
    new Date(day + d * DAY + hours * 3_600_000).toISOString();
  const big = await createEvent(db, root, {
    name: 'Nordic Matchday (bench, large)',
    timezone: 'Europe/Stockholm',
    format: 'PHYSICAL',
    startDate: at(0, 7),
    endDate: at(1, 17),
    schedule: {
      sessions: [{ start: at(0, 8), end: at(0, 16) }],
      meetingMinutes: 20,
      tables: 100,
    },
  });
  await run(db, sql`update events set published = true, published_at = now() where id = ${big.id}`);
  // 199 more events, a day apart, copied from the first.
  await run(
    db,
    sql`insert into events (name, description, format, venue, timezone, start_date, end_date, schedule, published, published_at)
      select 'Bench event ' || i, '', 'PHYSICAL', '', timezone, start_date + i * interval '1 day',
        end_date + i * interval '1 day', jsonb_set(schedule, '{tables}', '10'), true, now()
      from events, generate_series(1, 199) i where id = ${big.id}`,
  );
  await run(
    db,
    sql`create table bench_events as
      select row_number() over (order by start_date) - 1 as n, id from events`,
  );
  await run(
    db,
    sql`insert into companies (type, name, country, activity_status, incubator)
      select 'startup', 'Bench Startup ' || i, 'SE', 'ACTIVE',
        case i % 4 when 0 then 'STING' when 1 then 'Chalmers Ventures' else null end
      from generate_series(0, 1999) i`,
  );
  await run(
    db,
    sql`insert into companies (type, name, country, activity_status)
      select 'corp', 'Bench Corp ' || i, 'SE', 'ACTIVE' from generate_series(0, 399) i`,
  );
  await run(
    db,
    sql`create table bench_companies as
      select type, row_number() over (partition by type order by (substring(name from '\\d+$'))::int) - 1 as n, id
      from companies`,
  );
  // The meeting plan: event n, slot j, table t → corporate at its table, startups rotating.
  // Event 0: 100 tables × 250 slots, startups 0–499, corporates 0–99; others: 10 × 13 (126).
  await run(
    db,
    sql`create table bench_plan as
      select e.id as event_id, e.n as event_n, j as slot, t as table_no,
        case when e.n = 0 then (t + j) % 500 else ((e.n * 40) + (t + j) % 40) % 2000 end as s_n,
        case when e.n = 0 then t else ((e.n * 10) + t) % 400 end as c_n,
        (select start_date from events where id = e.id) + interval '1 hour' + j * interval '20 minutes' as starts_at
      from bench_events e
      cross join lateral generate_series(0, case when e.n = 0 then 249 else 12 end) j
      cross join lateral generate_series(0, case when e.n = 0 then 99 else 9 end) t
      where e.n = 0 or j * 10 + t < 126`,
  );
  await run(
    db,
    sql`insert into event_attendances (event_id, company_id, role, state, source, registered_at)
      select distinct p.event_id, s.id, 'startup', 'APPROVED', 'ORGANISER', now()
      from bench_plan p join bench_companies s on s.type = 'startup' and s.n = p.s_n
      union
      select distinct p.event_id, c.id, 'corp', 'APPROVED', 'ORGANISER', now()
      from bench_plan p join bench_companies c on c.type = 'corp' and c.n = p.c_n`,
  );
  await run(
    db,
    sql`alter table bench_plan add column match_id uuid default gen_random_uuid(),
      add column startup_id uuid, add column corporate_id uuid, add column k int`,
  );
  await run(
    db,
    sql`update bench_plan p set startup_id = s.id, corporate_id = c.id,
        k = (p.event_n * 100000 + p.slot * 100 + p.table_no)
      from bench_companies s, bench_companies c
      where s.type = 'startup' and s.n = p.s_n and c.type = 'corp' and c.n = p.c_n`,
  );
  await run(
    db,
    sql`insert into matches (id, event_id, startup_id, corporate_id, score, source, state, choice)
      select match_id, event_id, startup_id, corporate_id, 40 + k % 60, 'ENGINE', 'CONFIRMED',
        case when k % 10 = 0 then 'MUST_MEET' else 'MEET' end
      from bench_plan`,
  );
  await run(
    db,
    sql`insert into meetings (event_id, match_id, startup_id, corporate_id, status, starts_at, ends_at,
        table_no, shown_status, shown_starts_at, shown_ends_at, shown_table_no, published_at)
      select event_id, match_id, startup_id, corporate_id, st, starts_at, starts_at + interval '20 minutes',
        table_no + 1, st, starts_at, starts_at + interval '20 minutes', table_no + 1, now()
      from (select *, case when k % 20 < 14 then 'HELD' when k % 20 = 14 then 'NO_SHOW'
        when k % 20 = 15 then 'CANCELLED' else 'CONFIRMED' end as st from bench_plan) p`,
  );
  await run(
    db,
    sql`insert into meeting_ratings (meeting_id, side, score, comment, wants_follow_up, via)
      select id, 'STARTUP', 1 + abs(hashtext(id::text)) % 5, 'Useful talk, "next steps" agreed',
        abs(hashtext(id::text)) % 2 = 0, 'APP'
      from meetings where status = 'HELD' and abs(hashtext(id::text || 's')) % 10 < 8`,
  );
  await run(
    db,
    sql`insert into meeting_ratings (meeting_id, side, score, comment, wants_follow_up, via)
      select id, 'CORPORATE', 1 + abs(hashtext(id::text || 'c')) % 5, null,
        abs(hashtext(id::text || 'w')) % 3 = 0, 'APP'
      from meetings where status = 'HELD' and abs(hashtext(id::text || 'c')) % 10 < 7`,
  );
  await run(
    db,
    sql`insert into follow_up_reports (meeting_id, side, result, via)
      select id, 'STARTUP', (array['NO_FURTHER_CONTACT', 'KNOWLEDGE_GAIN', 'VALUABLE_CONTACT',
        'NEGOTIATION_STARTED', 'AGREEMENT_REACHED'])[1 + abs(hashtext(id::text || 'r')) % 5], 'APP'
      from meetings where status = 'HELD' and abs(hashtext(id::text || 'f')) % 10 < 3`,
  );
  await run(
    db,
    sql`insert into follow_up_outcomes (report_id, meeting_id, kind, happened_on)
      select id, meeting_id, (array['FOLLOW_UP_MEETING', 'NDA', 'LOI', 'PILOT', 'CONTRACT'])[1 + abs(hashtext(id::text)) % 5],
        current_date - 30
      from follow_up_reports where result <> 'NO_FURTHER_CONTACT' and abs(hashtext(id::text || 'o')) % 3 = 0`,
  );
  await run(
    db,
    sql`insert into grant_applications (startup_id, corporate_id, meeting_id, status, submitted_at, corporate_confirmed_at)
      select startup_id, corporate_id, id,
        (array['SUBMITTED', 'IN_REVIEW', 'APPROVED', 'SIGNED', 'CLOSED', 'REJECTED'])[1 + n % 6], now(), now()
      from (select id, startup_id, corporate_id, row_number() over (order by id) as n
        from meetings where status = 'HELD') m where n <= 600`,
  );
  await run(db, sql`analyze`);
  const [count] = (
    (await db.execute(sql`select count(*)::int as n from meetings`)) as unknown as {
      rows: { n: number }[];
    }
  ).rows;
  return { bigEventId: big.id, meetings: count!.n };
}

const p95 = (values: number[]) =>
  [...values].sort((a, b) => a - b)[
    Math.min(values.length - 1, Math.ceil(values.length * 0.95) - 1)
  ]!;
const verdict = (ok: boolean) => (ok ? 'OK' : 'NOT MET');
const ms = (v: number) => `${v.toFixed(1)} ms`;

const load = () =>
  `load average ${loadavg()
    .map((v) => v.toFixed(1))
    .join(' ')}`;

async function measureFunnel(
  db: Database['db'],
  label: string,
  filter: Parameters<typeof funnel>[2],
): Promise<number> {
  for (let i = 0; i < 3; i += 1) await funnel(db, root, filter);
  const times: number[] = [];
  let last: Awaited<ReturnType<typeof funnel>> | null = null;
  for (let i = 0; i < RUNS; i += 1) {
    const start = performance.now();
    last = await funnel(db, root, filter);
    times.push(performance.now() - start);
  }
  const value = p95(times);
  console.log(
    `funnel p95, ${label.padEnd(34)} ${ms(value).padStart(10)}   target < 100 ms   ${verdict(value < 100)}` +
      `   (held ${last!.held}, follow-up rate ${((last!.followUpRate ?? 0) * 100).toFixed(1)} %)`,
  );
  return value;
}

type Download = { seconds: number; bytes: number; status: number; growthMb: number };

/** One GET through the real HTTP app: time to the last byte and the process's peak RSS growth. */
async function download(port: number, path: string): Promise<Download> {
  global.gc?.();
  const baseline = process.memoryUsage().rss;
  let peak = baseline;
  const sampler = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage().rss);
  }, 20);
  const start = performance.now();
  const { bytes, status } = await new Promise<{ bytes: number; status: number }>(
    (resolve, reject) => {
      http
        .get(`http://127.0.0.1:${port}${path}`, (res) => {
          let bytes = 0;
          res.on('data', (chunk: Buffer) => {
            bytes += chunk.length;
          });
          res.on('end', () => resolve({ bytes, status: res.statusCode ?? 0 }));
          res.on('error', reject);
        })
        .on('error', reject);
    },
  );
  const seconds = (performance.now() - start) / 1000;
  clearInterval(sampler);
  peak = Math.max(peak, process.memoryUsage().rss);
  return { seconds, bytes, status, growthMb: (peak - baseline) / 1024 / 1024 };
}

/**
 * The XLSX (both sheets, 50,000 rows) against the same rows as CSV (the two sheets' files one
 * after the other), in the same run: the ratio is the target, not the seconds.
 */
async function measureExport(database: Database, eventId: string) {
  const app = await buildApp({
    env: {
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
      BODY_LIMIT: 1024 * 1024,
      PUBLIC_URL: 'http://bench.test',
    },
    secrets: { jwtSecret: randomBytes(48).toString('base64url') },
    database,
    webDist: null,
    resolveActor: async () => root,
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  const url = `/api/export/matches?eventId=${eventId}`;
  const mb = (d: Download) => `${(d.bytes / 1024 / 1024).toFixed(1)} MB`;
  // A warm-up of each, so neither pays the first statement's planning.
  await download(port, `${url}&format=csv&sheet=meetings`);
  await download(port, `${url}&format=xlsx`);
  const matchesCsv = await download(port, `${url}&format=csv&sheet=matches`);
  const meetingsCsv = await download(port, `${url}&format=csv&sheet=meetings`);
  const xlsx = await download(port, `${url}&format=xlsx`);
  await app.close();
  const csvSeconds = matchesCsv.seconds + meetingsCsv.seconds;
  const ok = [matchesCsv, meetingsCsv, xlsx].every((d) => d.status === 200);
  console.log(
    `export csv, the same 50,000 rows (${mb(matchesCsv)} + ${mb(meetingsCsv)})  ${`${csvSeconds.toFixed(2)} s`.padStart(8)}`,
  );
  console.log(
    `export xlsx, 50,000 rows (HTTP ${xlsx.status}, ${mb(xlsx)})  ${`${xlsx.seconds.toFixed(2)} s`.padStart(8)}   target ≤ 5 s       ${verdict(ok && xlsx.seconds <= 5)}`,
  );
  const ratio = xlsx.seconds / csvSeconds;
  console.log(
    `export xlsx / csv time                     ${ratio.toFixed(2).padStart(10)}   target ≤ 1.5      ${verdict(ok && ratio <= 1.5)}   (${load()})`,
  );
  console.log(
    `export xlsx peak RSS growth                ${`${xlsx.growthMb.toFixed(1)} MB`.padStart(10)}   target < 100 MB   ${verdict(xlsx.growthMb < 100)}` +
      `   (csv ${Math.max(matchesCsv.growthMb, meetingsCsv.growthMb).toFixed(1)} MB)`,
  );
}

const fresh = await freshPostgresDatabase();
const database = await openDatabase({ url: fresh.urlThrough(fresh.port), poolSize: 4 });
try {
  const t0 = performance.now();
  const { bigEventId, meetings } = await seed(database);
  console.log(
    `seeded 200 events, ${meetings.toLocaleString('en-GB')} meetings in ${((performance.now() - t0) / 1000).toFixed(1)} s; ${RUNS} runs per funnel`,
  );
  const [small] = (
    (await database.db.execute(sql`select id from bench_events where n = 100`)) as unknown as {
      rows: { id: string }[];
    }
  ).rows;
  if (process.env.BENCH_SEED_ONLY) {
    console.log(`kept ${fresh.urlThrough(fresh.port)}`);
    process.exit(0);
  }
  const only = (process.env.BENCH_ONLY ?? 'funnel,export').split(',');
  if (only.includes('funnel')) {
    const programme = await measureFunnel(database.db, 'the whole programme', {});
    await measureFunnel(database.db, 'one event (the large one)', { eventId: bigEventId });
    const one = await measureFunnel(database.db, 'one event (126 meetings)', {
      eventId: small!.id,
    });
    await measureFunnel(database.db, 'one incubator (STING)', { incubator: 'STING' });
    const ratio = programme / one;
    console.log(
      `funnel p95 programme / one event          ${ratio.toFixed(2).padStart(10)}   target ≤ 5        ${verdict(ratio <= 5)}   (${load()})`,
    );
  }
  if (only.includes('export')) await measureExport(database, bigEventId);
} finally {
  await database.close();
  if (process.env.BENCH_KEEP) console.log(`kept ${fresh.urlThrough(fresh.port)}`);
  else await fresh.drop();
}
