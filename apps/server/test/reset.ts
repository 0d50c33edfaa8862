/**
 * Takes a test database back to the state migrations left it in, much faster than a new copy
 * (test/database.ts): a PGlite unpack costs about a second of CPU, this a few milliseconds.
 * What a test may change and how it goes back:
 * - rows: every table of the migrated schemas that has rows is TRUNCATEd (RESTART IDENTITY);
 *   rows the migrations inserted, if any, are put back, and sequences set where they were;
 * - schemas a test created (pg-boss's `pgboss` or `<schema>_boss`) are dropped;
 * - session state (an open transaction, settings, advisory locks) is cleared;
 * - anything else — a table, column, function, trigger or type created, changed or dropped —
 *   shows in the catalog fingerprint: the reset answers false and the caller makes a new copy.
 * drizzle's migration journal (schema `drizzle`) is never touched.
 */
export type SqlClient = {
  query(text: string, values?: unknown[]): Promise<Record<string, unknown>[]>;
};

export type Baseline = {
  schemas: string[];
  fingerprint: string;
  /** Rows the migrations left, as JSON per table (none today). */
  seeds: { table: string; rows: string }[];
  sequences: { name: string; value: string; called: boolean }[];
};

const SYSTEM = `n.nspname not like 'pg\\_%' and n.nspname <> 'information_schema'`;
const JOURNAL = 'drizzle';

/** One hash of what the schema is made of (not of the rows). */
const FINGERPRINT = `
  select md5(coalesce(string_agg(item, ',' order by item), '')) as fingerprint from (
    select 'n:' || n.nspname as item from pg_namespace n where ${SYSTEM}
    union all
    select 'c:' || n.nspname || '.' || c.relname || ':' || c.relkind::text
      from pg_class c join pg_namespace n on n.oid = c.relnamespace where ${SYSTEM}
    union all
    select 'a:' || n.nspname || '.' || c.relname || '.' || a.attname || ':' ||
           format_type(a.atttypid, a.atttypmod) || ':' || a.attnotnull::text || ':' ||
           coalesce(pg_get_expr(d.adbin, d.adrelid), '')
      from pg_attribute a join pg_class c on c.oid = a.attrelid
      join pg_namespace n on n.oid = c.relnamespace
      left join pg_attrdef d on d.adrelid = a.attrelid and d.adnum = a.attnum
      where ${SYSTEM} and a.attnum > 0 and not a.attisdropped
    union all
    select 'p:' || p.oid::regprocedure::text || ':' || md5(coalesce(p.prosrc, ''))
      from pg_proc p join pg_namespace n on n.oid = p.pronamespace where ${SYSTEM}
    union all
    select 't:' || t.tgrelid::regclass::text || '.' || t.tgname || ':' || t.tgenabled::text
      from pg_trigger t
      join pg_class c on c.oid = t.tgrelid join pg_namespace n on n.oid = c.relnamespace
      where ${SYSTEM}
    union all
    select 'k:' || n.nspname || '.' || k.conname || ':' || pg_get_constraintdef(k.oid)
      from pg_constraint k join pg_namespace n on n.oid = k.connamespace where ${SYSTEM}
    union all
    select 'e:' || e.enumtypid::regtype::text || '.' || e.enumlabel from pg_enum e
    union all
    select 'x:' || extname || ':' || extversion from pg_extension
  ) items`;

async function fingerprint(client: SqlClient): Promise<string> {
  const [row] = await client.query(FINGERPRINT);
  return String(row!.fingerprint);
}

async function userSchemas(client: SqlClient): Promise<string[]> {
  const rows = await client.query(`select n.nspname from pg_namespace n where ${SYSTEM}`);
  return rows.map((row) => String(row.nspname));
}

const quote = (name: string) => `"${name.replaceAll('"', '""')}"`;
const literals = (names: string[]) => names.map((n) => `'${n.replaceAll("'", "''")}'`).join(', ');

/** The migrated state of a fresh copy, to reset later copies to. */
export async function takeBaseline(client: SqlClient): Promise<Baseline> {
  const schemas = await userSchemas(client);
  const data = schemas.filter((schema) => schema !== JOURNAL);
  const tables = await client.query(
    `select format('%I.%I', schemaname, tablename) as name from pg_tables
      where schemaname in (${literals(data)})`,
  );
  const seeds: Baseline['seeds'] = [];
  for (const { name } of tables) {
    const [row] = await client.query(`select json_agg(t)::text as rows from ${String(name)} t`);
    if (row?.rows) seeds.push({ table: String(name), rows: String(row.rows) });
  }
  const sequences = await client.query(
    `select format('%I.%I', schemaname, sequencename) as name,
            coalesce(last_value, start_value)::text as value, last_value is not null as called
       from pg_sequences where schemaname in (${literals(data)})`,
  );
  return {
    schemas,
    fingerprint: await fingerprint(client),
    seeds,
    sequences: sequences.map((s) => ({
      name: String(s.name),
      value: String(s.value),
      called: Boolean(s.called),
    })),
  };
}

/**
 * Takes a used copy back to `baseline`; false when it cannot be (its schema was changed), and
 * the copy should be thrown away.
 */
export async function resetToBaseline(client: SqlClient, baseline: Baseline): Promise<boolean> {
  await client.query('rollback'); // a transaction left open: a warning only when there is none
  await client.query('reset all');
  await client.query('select pg_advisory_unlock_all()');
  for (const schema of await userSchemas(client)) {
    if (!baseline.schemas.includes(schema)) {
      await client.query(`drop schema ${quote(schema)} cascade`);
    }
  }
  const data = baseline.schemas.filter((schema) => schema !== JOURNAL);
  // One round trip: the tables with rows are found and truncated on the server.
  await client.query(`
    do $reset$
    declare
      t text;
      found boolean;
      names text[] := '{}';
    begin
      for t in select format('%I.%I', schemaname, tablename) from pg_tables
                where schemaname in (${literals(data)})
      loop
        execute format('select exists (select from %s)', t) into found;
        if found then names := names || t; end if;
      end loop;
      if cardinality(names) > 0 then
        execute 'truncate ' || array_to_string(names, ', ') || ' restart identity cascade';
      end if;
    end
    $reset$`);
  for (const seed of baseline.seeds) {
    await client.query(
      `insert into ${seed.table} select * from json_populate_recordset(null::${seed.table}, $1::json)`,
      [seed.rows],
    );
  }
  for (const sequence of baseline.sequences) {
    await client.query(`select setval($1::regclass, $2::bigint, $3)`, [
      sequence.name,
      sequence.value,
      sequence.called,
    ]);
  }
  return (await fingerprint(client)) === baseline.fingerprint;
}
