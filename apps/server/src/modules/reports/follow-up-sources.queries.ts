import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../platform/db.ts';

/**
 * The follow-up and grant tables belong to rooms built beside this one (followup, grants), read
 * here by name (docs/decisions/060). Until a table exists, its stages count nothing: each one is
 * replaced by an empty relation with the same columns, so one statement serves both.
 */
const SOURCES = {
  meeting_ratings: sql`(select null::uuid as meeting_id, null::text as side, null::int as score, null::text as comment, null::boolean as wants_follow_up where false)`,
  follow_up_reports: sql`(select null::uuid as id, null::uuid as meeting_id, null::text as side, null::text as result, null::timestamptz as reported_at where false)`,
  follow_up_outcomes: sql`(select null::uuid as report_id, null::uuid as meeting_id, null::text as kind, null::date as happened_on where false)`,
  grant_applications: sql`(select null::uuid as id, null::uuid as startup_id, null::uuid as corporate_id, null::uuid as meeting_id, null::text as status where false)`,
} as const;

export type SourceName = keyof typeof SOURCES;
export type Sources = Record<SourceName, SQL>;

/** Found once per database handle; a table that is missing is looked for again next time. */
const found = new WeakMap<Db, Set<SourceName>>();

export async function followUpSources(db: Db): Promise<Sources> {
  const known = found.get(db) ?? new Set<SourceName>();
  found.set(db, known);
  const names = Object.keys(SOURCES) as SourceName[];
  const missing = names.filter((n) => !known.has(n));
  if (missing.length) {
    const result = (await db.execute(
      sql`select n from unnest(${sql`array[${sql.join(
        missing.map((n) => sql`${n}`),
        sql`, `,
      )}]::text[]`}) as n where to_regclass(n) is not null`,
    )) as unknown as { rows: { n: SourceName }[] };
    for (const row of result.rows) known.add(row.n);
  }
  return Object.fromEntries(
    names.map((n) => [n, known.has(n) ? sql.raw(n) : SOURCES[n]]),
  ) as Sources;
}
