/**
 * `npm run bench:auth`: sign-ins per second and token refreshes per second over real HTTP, with
 * the p99 of each, at the production argon2id cost. PostgreSQL when DATABASE_URL is set (a fresh
 * database is created beside it), else embedded PGlite. Prints; asserts nothing.
 */
import { randomUUID } from 'node:crypto';
import { buildApp } from '../apps/server/src/app.ts';
import { seedDemoPersonas } from '../apps/server/src/db/seed/demo.ts';
import { ARGON2_OPTIONS } from '../apps/server/src/modules/auth/passwords.ts';
import { openDatabase, type Database } from '../apps/server/src/platform/db.ts';
import { freshPostgresDatabase } from '../e2e/support/postgres.ts';

const LOGINS = Number(process.env.BENCH_LOGINS ?? 200);
const REFRESH_CHAINS = 8;
const REFRESHES_PER_CHAIN = Number(process.env.BENCH_REFRESHES ?? 250);
const CONCURRENCY = 4;

async function database(): Promise<{ database: Database; drop(): Promise<void> }> {
  if (!process.env.DATABASE_URL)
    return { database: await openDatabase({ memory: true }), drop: async () => {} };
  process.env.E2E_PG_URL = process.env.DATABASE_URL;
  const fresh = await freshPostgresDatabase();
  return { database: await openDatabase({ url: fresh.urlThrough(fresh.port) }), drop: fresh.drop };
}

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
};

function report(name: string, latencies: number[], seconds: number) {
  console.log(
    `${name.padEnd(10)} ${String(latencies.length).padStart(6)} requests  ${(latencies.length / seconds).toFixed(1).padStart(8)}/s  p50 ${percentile(latencies, 50).toFixed(1)} ms  p99 ${percentile(latencies, 99).toFixed(1)} ms`,
  );
}

const { database: db, drop } = await database();
await db.migrate();
await seedDemoPersonas(db.db);
const app = await buildApp({
  env: {
    LOG_LEVEL: 'silent',
    NODE_ENV: 'production',
    BODY_LIMIT: 1 << 20,
    PUBLIC_URL: 'http://localhost',
  },
  database: db,
  webDist: null,
  secrets: { jwtSecret: randomUUID() + randomUUID() },
});
const base = await app.listen({ port: 0, host: '127.0.0.1' });

type Answer = { user: { id: string }; token: { accessTokenHeader: string; refreshToken: string } };
const post = async (path: string, body: unknown, headers: Record<string, string>) => {
  const started = performance.now();
  const res = await fetch(`${base}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${path}: ${res.status} ${await res.text()}`);
  return { answer: (await res.json()) as Answer, ms: performance.now() - started };
};
const login = (deviceid: string) =>
  post(
    '/api/auth/login',
    { username: 'startup@matchday.test', password: 'matchday-demo', type: 'startup' },
    { deviceid },
  );

console.log(
  `database: ${db.kind}; argon2id m=${ARGON2_OPTIONS.memoryCost} KiB t=${ARGON2_OPTIONS.timeCost} p=${ARGON2_OPTIONS.parallelism}; concurrency ${CONCURRENCY}`,
);
await login('warm-up');

const loginLatencies: number[] = [];
let started = performance.now();
let next = 0;
await Promise.all(
  Array.from({ length: CONCURRENCY }, async () => {
    while (next < LOGINS) {
      next += 1;
      loginLatencies.push((await login(`bench-${next}`)).ms);
    }
  }),
);
report('sign-in', loginLatencies, (performance.now() - started) / 1000);

const refreshLatencies: number[] = [];
const chains = await Promise.all(
  Array.from({ length: REFRESH_CHAINS }, async (_, i) => ({
    device: `chain-${i}`,
    creds: (await login(`chain-${i}`)).answer,
  })),
);
started = performance.now();
await Promise.all(
  chains.map(async (chain) => {
    for (let i = 0; i < REFRESHES_PER_CHAIN; i += 1) {
      const { answer, ms } = await post(
        '/api/auth/token',
        {
          userId: chain.creds.user.id,
          type: 'startup',
          refreshToken: chain.creds.token.refreshToken,
        },
        { deviceid: chain.device, authorization: chain.creds.token.accessTokenHeader },
      );
      chain.creds = answer;
      refreshLatencies.push(ms);
    }
  }),
);
report('refresh', refreshLatencies, (performance.now() - started) / 1000);
console.log('refresh never hashes a password: it looks up a SHA-256 of the refresh token.');

await app.close();
await db.close();
await drop();
