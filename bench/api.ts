/**
 * `npm run bench:api`: the production server (compiled, NODE_ENV=production,
 * LOG_LEVEL=warn, demo data) on a fresh PostgreSQL database, loaded by autocannon (its own
 * process, 50 connections, 2 s warm-up, then 10 s per target in BENCH_ROUNDS slices, each slice
 * right after a 2 s slice of GET /api/monitor) on representative GraphQL queries of signed-in
 * participants; prints req/s, p50/p99 (medians of the slices), non-2xx/5xx and each ratio to
 * /api/monitor (the median of the slice pairs, so load from other work on the machine cancels
 * out), then whether the targets are met, and how many error-level lines the server logged.
 *
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npm run bench:api
 *   … npm run bench:api -- --companies     20,000 extra companies in the database first
 *   … npm run bench:api -- --source        run apps/server/src/main.ts through tsx (no build)
 *   … npm run bench:api -- --profile=DIR   server under `node --cpu-prof`, profile into DIR
 *   BENCH_SECONDS=10 BENCH_ROUNDS=3 BENCH_CONNECTIONS=50 BENCH_ONLY=me,monitor (names below)
 * Prints numbers; asserts nothing.
 */
import { GRAPH_PATHS } from '@matchday/shared';
import { execFileSync, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { freshPostgresDatabase } from '../e2e/support/postgres.ts';
import { cannon, type Cannon } from './support/autocannon.ts';
import { startBenchServer } from './support/server.ts';

if (!process.env.DATABASE_URL) {
  console.error('bench:api needs DATABASE_URL (a PostgreSQL database), e.g.');
  console.error('  DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npm run bench:api');
  process.exit(2);
}
const args = process.argv.slice(2);
const flag = (name: string) => args.find((a) => a === `--${name}` || a.startsWith(`--${name}=`));
const COMPANIES = flag('companies') ? Number(flag('companies')!.split('=')[1] ?? 20_000) : 0;
const SOURCE = !!flag('source');
const PROFILE = flag('profile')?.split('=')[1];
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const ONLY = process.env.BENCH_ONLY?.split(',');
const ROUNDS = Math.max(1, Number(process.env.BENCH_ROUNDS ?? 3));
const MONITOR_SLICE = 2;
const repo = path.resolve(import.meta.dirname, '..');
const compiled = path.join(repo, 'apps/server/dist/main.js');

let serverErrors = 0;

/** The server's log lines pass through; error-level ones (pino level 50+) are counted. */
const startServer = (url: string) =>
  startBenchServer({
    url,
    name: 'api',
    seedDemo: true,
    source: SOURCE,
    profile: PROFILE,
    onLine(line) {
      process.stdout.write(`${line}\n`);
      if (/"level":(5|6)0\b/.test(line)) serverErrors++;
    },
  });

/** 20,000 extra companies (half startups), as bench:events has them, straight into the table. */
async function addCompanies(client: pg.Client, n: number) {
  await client.query(
    `insert into companies (type, name, country, activity_status, industries, technologies)
     select case when i % 2 = 0 then 'startup' else 'corp' end, 'Bench company ' || i,
            (array['SE','FI','NO','DK','DE'])[1 + i % 5], 'ACTIVE',
            array['Energy', 'Health'], array['AI']
     from generate_series(1, $1::int) as i`,
    [n],
  );
  await client.query('vacuum analyze');
}

const fresh = await (async () => {
  process.env.E2E_PG_URL = process.env.DATABASE_URL;
  return freshPostgresDatabase();
})();
const url = fresh.urlThrough(fresh.port);
let server: ChildProcess | undefined;
try {
  if (!SOURCE) {
    console.log('building the server (npm run build:server)…');
    execFileSync('npm', ['run', '--silent', 'build:server'], { cwd: repo, stdio: 'inherit' });
    if (!existsSync(compiled)) throw new Error(`no ${compiled} after the build`);
  }
  const started = await startServer(url);
  server = started.child;
  const { base } = started;
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  if (COMPANIES) await addCompanies(client, COMPANIES);
  const [{ companies }] = (await client.query('select count(*)::int as companies from companies'))
    .rows as [{ companies: number }];

  const signIn = async (username: string, type: 'startup' | 'corp') => {
    const res = await fetch(`${base}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', deviceid: `bench-api-${type}` },
      body: JSON.stringify({ username, password: 'matchday-demo', type }),
    });
    if (!res.ok) throw new Error(`sign-in ${username}: ${res.status} ${await res.text()}`);
    return ((await res.json()) as { token: { accessTokenHeader: string } }).token.accessTokenHeader;
  };
  const startupToken = await signIn('startup@matchday.test', 'startup');
  const corpToken = await signIn('corp@matchday.test', 'corp');
  const { rows: needRows } = await client.query<{ id: string }>(
    `select n.id from needs n join users u on u.company_id = n.corporate_id
     where u.email = 'corp@matchday.test' and n.state = 'PUBLISHED' order by n.created_at limit 1`,
  );
  // The event where the demo startup has the most meetings: its agenda.
  const { rows: agendaRows } = await client.query<{ id: string }>(
    `select m.event_id as id from meetings m join users u on u.company_id = m.startup_id
     where u.email = 'startup@matchday.test' group by m.event_id order by count(*) desc limit 1`,
  );
  await client.end();
  const needId = needRows[0]?.id;
  if (!needId) throw new Error('the demo corporate has no published need');
  const agendaEventId = agendaRows[0]?.id;
  if (!agendaEventId) throw new Error('the demo startup has no meetings');

  type Target = { name: string; path: string; token?: string; query?: string };
  const targets: Target[] = [
    { name: 'monitor', path: '/api/monitor' },
    { name: 'public', path: GRAPH_PATHS.public, query: '{ __typename }' },
    { name: 'typename', path: GRAPH_PATHS.startup, token: startupToken, query: '{ __typename }' },
    { name: 'me', path: GRAPH_PATHS.startup, token: startupToken, query: '{ me { id email } }' },
    {
      name: 'myCompany',
      path: GRAPH_PATHS.startup,
      token: startupToken,
      query: '{ myCompany { id name country industries technologies } me { id email } }',
    },
    {
      name: 'events',
      path: GRAPH_PATHS.startup,
      token: startupToken,
      query:
        '{ events { id name status attendees { startups corporates } myAttendance { state } } }',
    },
    {
      name: 'agenda',
      path: GRAPH_PATHS.startup,
      token: startupToken,
      query: `{ myMeetings(eventId: "${agendaEventId}") { id status startsAt endsAt table tableName corporate { id name } } }`,
    },
    {
      name: 'needSuggestions',
      path: GRAPH_PATHS.corp,
      token: corpToken,
      query: `{ needSuggestions(needId: "${needId}") { id score state choice startup { id name country } } }`,
    },
  ];
  const chosen = targets.filter((t) => !ONLY || ONLY.includes(t.name));
  const argsOf = (t: Target) =>
    t.query
      ? [
          '-m',
          'POST',
          '-H',
          'content-type=application/json',
          ...(t.token ? ['-H', `authorization=${t.token}`] : []),
          '-b',
          JSON.stringify({ query: t.query }),
        ]
      : [];
  // Every query answers data without errors before it is loaded.
  for (const t of chosen.filter((x) => x.query)) {
    const res = await fetch(`${base}${t.path}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(t.token ? { authorization: t.token } : {}),
      },
      body: JSON.stringify({ query: t.query }),
    });
    const json = (await res.json()) as { data?: unknown; errors?: unknown };
    if (res.status !== 200 || json.errors || !json.data) {
      throw new Error(`${t.name}: ${res.status} ${JSON.stringify(json).slice(0, 400)}`);
    }
  }

  console.log(
    `\nserver: ${SOURCE ? 'apps/server/src/main.ts via tsx' : 'apps/server/dist/main.js'}, PostgreSQL, NODE_ENV=production, LOG_LEVEL=warn, demo data, ${companies.toLocaleString('en')} companies`,
  );
  console.log(`autocannon -c ${CONNECTIONS} -d ${SECONDS} (after a 2 s warm-up each):`);
  // Other work shares the machine, so each target is measured in ROUNDS slices, each right after
  // a slice of /api/monitor: a ratio is taken per pair and the median pair is reported.
  console.log(
    `rounds: ${ROUNDS} × (monitor ${MONITOR_SLICE} s, then the target ${(SECONDS / ROUNDS).toFixed(1)} s); ratio = median of the pairs`,
  );
  const results = new Map<string, Cannon>();
  const ratios = new Map<string, number>();
  const monitorSlices: Cannon[] = [];
  const monitorTarget = chosen.find((t) => t.name === 'monitor');
  for (const t of chosen) await cannon(`${base}${t.path}`, argsOf(t), 2, CONNECTIONS);
  const perTarget = new Map<string, { slices: Cannon[]; ratios: number[] }>();
  for (let round = 0; round < ROUNDS; round++) {
    for (const t of chosen) {
      const pair = perTarget.get(t.name) ?? { slices: [], ratios: [] };
      perTarget.set(t.name, pair);
      let reference: Cannon | undefined;
      if (monitorTarget && t !== monitorTarget) {
        reference = await cannon(`${base}${monitorTarget.path}`, [], MONITOR_SLICE, CONNECTIONS);
        monitorSlices.push(reference);
      }
      const r = await cannon(`${base}${t.path}`, argsOf(t), SECONDS / ROUNDS, CONNECTIONS);
      pair.slices.push(r);
      if (t === monitorTarget) monitorSlices.push(r);
      else if (reference) pair.ratios.push(r.requests.average / reference.requests.average);
    }
  }
  const median = (xs: number[]) => {
    const sorted = [...xs].sort((a, b) => a - b);
    const mid = sorted.length >> 1;
    return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
  };
  const combine = (slices: Cannon[]): Cannon => ({
    requests: {
      average: median(slices.map((c) => c.requests.average)),
      total: slices.reduce((n, c) => n + c.requests.total, 0),
    },
    latency: {
      p50: median(slices.map((c) => c.latency.p50)),
      p99: median(slices.map((c) => c.latency.p99)),
      average: median(slices.map((c) => c.latency.average)),
    },
    non2xx: slices.reduce((n, c) => n + c.non2xx, 0),
    errors: slices.reduce((n, c) => n + c.errors, 0),
    timeouts: slices.reduce((n, c) => n + c.timeouts, 0),
    '5xx': slices.reduce((n, c) => n + (c['5xx'] ?? 0), 0),
  });
  for (const t of chosen) {
    const { slices, ratios: pairs } = perTarget.get(t.name)!;
    const r = combine(t === monitorTarget ? monitorSlices : slices);
    results.set(t.name, r);
    if (t === monitorTarget) ratios.set(t.name, 1);
    else if (pairs.length) ratios.set(t.name, median(pairs));
    const ratio = ratios.has(t.name) ? ratios.get(t.name)!.toFixed(3) : 'n/a';
    const worst = Math.max(...slices.map((c) => c.latency.p99));
    const label = `${t.name.padEnd(16)} ${(t.query ?? `GET ${t.path}`).slice(0, 58).padEnd(58)}`;
    console.log(
      `${label} ${r.requests.average.toFixed(0).padStart(6)} req/s  p50 ${String(r.latency.p50).padStart(3)} ms  p99 ${String(r.latency.p99).padStart(4)} ms (worst ${String(worst).padStart(4)})  ratio ${ratio}  non-2xx ${r.non2xx}  5xx ${r['5xx'] ?? 0}  errors ${r.errors + r.timeouts}`,
    );
  }

  const monitor = results.get('monitor');
  if (monitor) {
    const checks: [string, boolean][] = [];
    const ratioOf = (name: string) => ratios.get(name) ?? NaN;
    if (results.has('myCompany'))
      checks.push([
        `myCompany+me ≥ 0.25 of monitor (${ratioOf('myCompany').toFixed(3)})`,
        ratioOf('myCompany') >= 0.25,
      ]);
    if (results.has('typename'))
      checks.push([
        `authenticated {__typename} ≥ 0.5 of monitor (${ratioOf('typename').toFixed(3)})`,
        ratioOf('typename') >= 0.5,
      ]);
    const worst = Math.max(...[...results.values()].map((r) => r.latency.p99));
    checks.push([`p99 < 50 ms everywhere (highest median p99 ${worst} ms)`, worst < 50]);
    const fivexx = [...results.values()].reduce((n, r) => n + (r['5xx'] ?? 0) + r.errors, 0);
    checks.push([`no 5xx or socket errors (${fivexx})`, fivexx === 0]);
    checks.push([`no error-level server log lines (${serverErrors})`, serverErrors === 0]);
    console.log('\ntargets:');
    for (const [text, ok] of checks) console.log(`  ${ok ? 'MET    ' : 'NOT MET'} ${text}`);
  }
} finally {
  if (server && server.exitCode === null) {
    const exited = new Promise((r) => server!.once('exit', r));
    server.kill('SIGTERM');
    await exited;
  }
  await fresh.drop();
}
