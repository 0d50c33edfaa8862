/**
 * `npm run bench:accounts`: the admin console's list queries on a realistic volume — 20,000
 * companies and 40,000 users bulk-inserted into a throwaway schema (no argon2: one fixed hash) —
 * timed through the real service (page + total + badges) under several filter combinations, with
 * EXPLAIN ANALYZE of each page and count query. Prints p50/p95; asserts nothing.
 * Needs DATABASE_URL (PostgreSQL). Target: p95 < 50 ms.
 */
import { INCUBATORS } from '@matchday/shared';
import { count, eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { performance } from 'node:perf_hooks';
import type { Actor } from '../apps/server/src/platform/actor.ts';
import { companies, users } from '../apps/server/src/modules/accounts/accounts.tables.ts';
import { badges, companyBadges } from '../apps/server/src/modules/accounts/badges.tables.ts';
import {
  listUsers,
  userListQuery,
} from '../apps/server/src/modules/admins/console-people.service.ts';
import {
  companyListQuery,
  listCompanies,
} from '../apps/server/src/modules/companies/console-companies.service.ts';
import { openDatabase } from '../apps/server/src/platform/db.ts';

const url = process.env.DATABASE_URL;
if (!url) {
  console.error('bench:accounts needs DATABASE_URL (a PostgreSQL database), e.g.');
  console.error('  DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npm run bench:accounts');
  process.exit(2);
}
const COMPANIES = Number(process.env.BENCH_COMPANIES ?? 20_000);
const USERS_PER_COMPANY = 2;
const RUNS = Number(process.env.BENCH_RUNS ?? 200);
const schema = `bench_accounts_${process.pid}`;
// A fixed argon2id PHC string: the bench never hashes (nobody signs in with it).
const FIXED_HASH =
  '$argon2id$v=19$m=19456,t=2,p=1$YmVuY2hzYWx0YmVuY2g$2c0cVJ5SeJYI8n7A0D+S8H8q1bC0pQm6m0xvQ6GZ2vE';

const admin = await openDatabase({ url, poolSize: 1 });
await admin.db.execute(sql.raw(`create schema "${schema}"`));
await admin.close();
const database = await openDatabase({ url, poolSize: 10, schema });
const db = database.db;

try {
  await database.migrate();
  const t0 = performance.now();
  await seed();
  console.log(
    `seeded ${COMPANIES.toLocaleString('en')} companies, ${(COMPANIES * USERS_PER_COMPANY).toLocaleString('en')} users in ${((performance.now() - t0) / 1000).toFixed(1)} s`,
  );
  await db.execute(sql`analyze`);
  await run();
} finally {
  if (!process.env.BENCH_KEEP) await db.execute(sql.raw(`drop schema "${schema}" cascade`));
  await database.close();
}

/** Deterministic pseudo-random numbers, so runs are comparable. */
function rng(seed: number) {
  let s = seed >>> 0;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

async function seed() {
  const rand = rng(42);
  const pick = <T>(list: readonly T[]) => list[Math.floor(rand() * list.length)]!;
  const words = [
    'Nordic',
    'Robot',
    'Green',
    'Fjord',
    'Aurora',
    'Birch',
    'Cobalt',
    'Delta',
    'Echo',
    'Helix',
    'Lumen',
    'Quantum',
    'Volt',
    'Tech',
    'Bio',
    'Grid',
    'Sense',
    'Motion',
    'Data',
    'Cloud',
  ];
  const countries = ['SE', 'SE', 'SE', 'NO', 'FI', 'DK', 'DE', 'GB', 'US', 'EE'];
  const statuses = ['ACTIVE', 'ACTIVE', 'ACTIVE', 'PENDING', 'INACTIVE'] as const;
  const ids: string[] = [];
  const batch = 1000;
  for (let i = 0; i < COMPANIES; i += batch) {
    const rows = Array.from({ length: Math.min(batch, COMPANIES - i) }, (_, j) => {
      const n = i + j;
      const type = rand() < 0.75 ? ('startup' as const) : ('corp' as const);
      const incubated = type === 'startup' && rand() < 0.6;
      const inc = pick(INCUBATORS);
      return {
        type,
        name: `${pick(words)} ${pick(words)} ${n} ${type === 'corp' ? 'Group' : 'AB'}`,
        country: pick(countries),
        activityStatus: pick(statuses),
        // Half stored by identifier, half by display name (older data).
        incubator: incubated ? (rand() < 0.5 ? inc.id : inc.name) : null,
        incubatorStatus: incubated
          ? rand() < 0.2
            ? 'Alumni from an incubator'
            : 'In an incubator'
          : null,
        hasAccessInnovationGrants: rand() < 0.1,
        createdAt: new Date(Date.UTC(2020, 0, 1) + n * 3_600_000),
      } as const;
    });
    const inserted = await db.insert(companies).values(rows).returning({ id: companies.id });
    ids.push(...inserted.map((r) => r.id));
  }
  const first = [
    'Anna',
    'Erik',
    'Maja',
    'Lars',
    'Sara',
    'Olof',
    'Ines',
    'Johan',
    'Elin',
    'Nils',
    'Alva',
    'Hugo',
    'Ebba',
    'Axel',
    'Wilma',
    'Liam',
    'Freja',
    'Oskar',
    'Tuva',
    'Vera',
  ];
  const last = [
    'Berg',
    'Lind',
    'Holm',
    'Strand',
    'Dahl',
    'Sund',
    'Ek',
    'Nyström',
    'Lund',
    'Sjöberg',
    'Wikström',
    'Falk',
    'Hed',
    'Åberg',
    'Norén',
    'Ström',
  ];
  for (let i = 0; i < ids.length; i += batch / USERS_PER_COMPANY) {
    const rows = ids.slice(i, i + batch / USERS_PER_COMPANY).flatMap((companyId, j) =>
      Array.from({ length: USERS_PER_COMPANY }, (_, k) => {
        const n = (i + j) * USERS_PER_COMPANY + k;
        const name = `${pick(first)} ${pick(last)}`;
        return {
          companyId,
          type: 'startup' as const,
          email: `${name.toLowerCase().replace(/\W/g, '.')}.${n}@bench${n % 97}.test`,
          name,
          passwordHash: FIXED_HASH,
          verifiedAt: new Date(),
          onboarded: true,
        };
      }),
    );
    await db.insert(users).values(rows);
  }
  await db.execute(
    sql`update ${users} u set type = c.type from ${companies} c where c.id = u.company_id and c.type <> u.type`,
  );
  const badgeRows = await db
    .insert(badges)
    .values(Array.from({ length: 10 }, (_, i) => ({ name: `Badge ${i}` })))
    .returning({ id: badges.id });
  const assignments = ids
    .filter(() => rand() < 0.1)
    .map((companyId) => ({ companyId, badgeId: pick(badgeRows).id }));
  for (let i = 0; i < assignments.length; i += batch) {
    await db
      .insert(companyBadges)
      .values(assignments.slice(i, i + batch))
      .onConflictDoNothing();
  }
  const [n] = await db.select({ n: count() }).from(users);
  if (n?.n !== COMPANIES * USERS_PER_COMPANY) throw new Error('user seed incomplete');
}

function percentile(sorted: number[], p: number) {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

async function time(label: string, fn: () => Promise<unknown>) {
  for (let i = 0; i < 10; i++) await fn();
  const samples: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const start = performance.now();
    await fn();
    samples.push(performance.now() - start);
  }
  samples.sort((a, b) => a - b);
  const p50 = percentile(samples, 50);
  const p95 = percentile(samples, 95);
  console.log(
    `${label.padEnd(62)} p50 ${p50.toFixed(1).padStart(6)} ms   p95 ${p95.toFixed(1).padStart(6)} ms   ${p95 < 50 ? 'OK' : 'OVER 50 ms'}`,
  );
  return p95;
}

type Query = { sql: string; params: unknown[] };

function companyQueries(actor: Actor, input: unknown): [Query, Query] {
  const { where, orderBy, offset, limit } = companyListQuery(db, actor, input);
  return [
    db
      .select()
      .from(companies)
      .where(where)
      .orderBy(...orderBy)
      .limit(limit)
      .offset(offset)
      .toSQL(),
    db.select({ n: count() }).from(companies).where(where).toSQL(),
  ];
}

function userQueries(actor: Actor, input: unknown): [Query, Query] {
  const { where, orderBy, offset, limit, allAccounts } = userListQuery(actor, input);
  const joined = () =>
    db.select().from(users).innerJoin(companies, eq(companies.id, users.companyId));
  const total = allAccounts
    ? db.select({ n: count() }).from(users).where(where)
    : db
        .select({ n: count() })
        .from(users)
        .innerJoin(companies, eq(companies.id, users.companyId))
        .where(where);
  return [
    joined()
      .where(where)
      .orderBy(...orderBy)
      .limit(limit)
      .offset(offset)
      .toSQL(),
    total.toSQL(),
  ];
}

async function explain(label: string, [page, total]: [Query, Query]) {
  const client = new pg.Client({ connectionString: url, options: `-c search_path=${schema}` });
  await client.connect();
  try {
    for (const [what, q] of [
      ['page', page],
      ['count', total],
    ] as const) {
      const res = await client.query(
        `explain (analyze, costs off, timing off, summary on) ${q.sql}`,
        q.params,
      );
      const lines = res.rows.map((r: Record<string, string>) => r['QUERY PLAN']);
      const indexes = [...new Set(lines.join('\n').match(/\w+_idx|\w+_pkey/g) ?? [])];
      console.log(
        `  EXPLAIN ${label} — ${what}: ${indexes.length ? `indexes ${indexes.join(', ')}` : 'NO INDEX'}`,
      );
      for (const line of lines) console.log(`    ${line}`);
    }
  } finally {
    await client.end();
  }
}

async function run() {
  const root: Actor = {
    kind: 'admin',
    id: crypto.randomUUID(),
    adminType: 'ADMIN',
    incubator: null,
    hosting: [],
    accountFilter: [],
  };
  const sting: Actor = { ...root, adminType: 'INCUBATOR', incubator: 'STING' };
  const cases: [string, Actor, unknown][] = [
    [
      'ADMIN: search "robot", sort by name, first page',
      root,
      { filter: { search: 'robot' }, limit: 20 },
    ],
    [
      'ADMIN: startup + ACTIVE + SE, newest first, page 6',
      root,
      {
        filter: { type: 'startup', activityStatus: 'ACTIVE', country: 'SE' },
        sort: { field: 'CREATED_AT', direction: 'DESC' },
        offset: 100,
        limit: 20,
      },
    ],
    [
      'INCUBATOR (STING): ACTIVE + search "tech", by name',
      sting,
      { filter: { activityStatus: 'ACTIVE', search: 'tech' }, limit: 20 },
    ],
  ];
  console.log(`\nconsole list (page + total + badges), ${RUNS} runs each after 10 warm-up:`);
  const p95s: number[] = [];
  for (const [label, actor, input] of cases)
    p95s.push(await time(label, () => listCompanies(db, actor, input)));
  const people = { filter: { search: 'lind.1' }, limit: 20 };
  p95s.push(
    await time('ADMIN: users, search name/e-mail "lind.1"', () => listUsers(db, root, people)),
  );
  console.log(`\nworst p95 ${Math.max(...p95s).toFixed(1)} ms (target < 50 ms)\n`);
  for (const [label, actor, input] of cases) await explain(label, companyQueries(actor, input));
  await explain('ADMIN: users, search name/e-mail "lind.1"', userQueries(root, people));
}
