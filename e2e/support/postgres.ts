import pg from 'pg';

export type FreshDatabase = {
  port: number;
  urlThrough(port: number): string;
  drop(): Promise<void>;
};

/** A new empty PostgreSQL database for one test file (E2E_PG_URL, default local trust auth). */
export async function freshPostgresDatabase(): Promise<FreshDatabase> {
  const admin = new URL(process.env.E2E_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres');
  const name = `matchday_e2e_${process.pid}_${Date.now()}`;
  const client = new pg.Client({ connectionString: admin.toString() });
  await client.connect();
  await client.query(`create database "${name}"`);
  await client.end();
  const port = Number(admin.port || 5432);
  return {
    port,
    urlThrough: (proxyPort) => {
      const url = new URL(admin.toString());
      url.hostname = '127.0.0.1';
      url.port = String(proxyPort);
      url.pathname = `/${name}`;
      return url.toString();
    },
    drop: async () => {
      const c = new pg.Client({ connectionString: admin.toString() });
      await c.connect();
      await c.query(`drop database if exists "${name}" with (force)`);
      await c.end();
    },
  };
}
