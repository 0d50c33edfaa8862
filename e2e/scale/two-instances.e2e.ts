import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshPostgresDatabase, type FreshDatabase } from '../support/postgres.ts';
import { startServer, type RunningServer } from '../support/server.ts';

let database: FreshDatabase;
let a: RunningServer;
let b: RunningServer;

/** ARCHITECTURE.md "Scale beyond one machine": two app instances, one PostgreSQL. */
beforeAll(async () => {
  database = await freshPostgresDatabase();
  const url = database.urlThrough(database.port);
  // Instances behind one load balancer share the signing secret (README, Configuration).
  const JWT_SECRET = `e2e-shared-secret-${Date.now()}-0123456789abcdef`;
  a = await startServer({ DATABASE_URL: url, JWT_SECRET });
  b = await startServer({ DATABASE_URL: url, JWT_SECRET, SEED_DEMO: 'false' });
});
afterAll(async () => {
  await a?.stop();
  await b?.stop();
  await database?.drop();
});

type Credentials = {
  user: { id: string };
  token: { accessTokenHeader: string; refreshToken: string };
};

async function post<T>(
  base: string,
  path: string,
  body: unknown,
  headers: Record<string, string> = {},
) {
  const res = await fetch(`${base}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as T };
}

describe('two instances against one PostgreSQL', () => {
  it('share sessions: sign in on one, refresh and query on the other, sign out on the first', async () => {
    const login = await post<Credentials>(
      a.url,
      '/api/auth/login',
      {
        username: 'startup@matchday.test',
        password: 'matchday-demo',
        type: 'startup',
      },
      { deviceid: 'dev-1' },
    );
    expect(login.status).toBe(200);
    const refreshed = await post<Credentials>(
      b.url,
      '/api/auth/token',
      {
        userId: login.body.user.id,
        type: 'startup',
        refreshToken: login.body.token.refreshToken,
      },
      { deviceid: 'dev-1', authorization: login.body.token.accessTokenHeader },
    );
    expect(refreshed.status).toBe(200);
    const authorization = refreshed.body.token.accessTokenHeader;
    const me = await post<{ data: { me: { email: string } } }>(
      b.url,
      '/api/startup',
      { query: '{ me { email } }' },
      {
        authorization,
        deviceid: 'dev-1',
      },
    );
    expect(me.body.data.me.email).toBe('startup@matchday.test');

    // The first refresh token is spent everywhere: using it on instance A revokes the family.
    const reuse = await post(
      a.url,
      '/api/auth/token',
      {
        userId: login.body.user.id,
        type: 'startup',
        refreshToken: login.body.token.refreshToken,
      },
      { deviceid: 'dev-1' },
    );
    expect(reuse.status).toBe(401);
    const after = await post(
      b.url,
      '/api/startup',
      { query: '{ me { email } }' },
      { authorization, deviceid: 'dev-1' },
    );
    expect(after.status).toBe(401);
  });

  it('share the job queue: a mail queued through one instance is delivered once', async () => {
    expect(
      (await post(b.url, '/api/auth/forgotpassword', { email: 'corp@matchday.test' })).status,
    ).toBe(200);
    const admin = await post<Credentials>(
      a.url,
      '/api/matrix/auth/login',
      {
        username: 'admin@matchday.test',
        password: 'matchday-demo',
      },
      { deviceid: 'dev-2' },
    );
    const query =
      '{ mailMessages(filter: { recipient: "corp@matchday.test", template: "password-reset" }) { total items { state attempts } } }';
    let page: { total: number; items: { state: string; attempts: number }[] } | undefined;
    for (let i = 0; i < 60; i += 1) {
      const res = await post<{ data: { mailMessages: typeof page } }>(
        a.url,
        '/api/matrix/neo',
        { query },
        {
          authorization: admin.body.token.accessTokenHeader,
          deviceid: 'dev-2',
        },
      );
      page = res.body.data.mailMessages;
      if (page?.items[0]?.state === 'sent') break;
      await new Promise((r) => setTimeout(r, 500));
    }
    expect(page?.total).toBe(1);
    expect(page?.items[0]).toEqual({ state: 'sent', attempts: 1 });
  });
});
