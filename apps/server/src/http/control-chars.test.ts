import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testApp, type TestApp } from '../../test/app.ts';
import { createTestAdmin, createTestUser } from '../../test/factories.ts';
import { signInAs } from '../../test/http.ts';

/*
 * Never a 500. A NUL byte (or any control character) in a string is refused
 * by the shared input rule (safeText) with a 400 naming the field — REST and GraphQL alike;
 * malformed multipart is a 400; an unexpected GraphQL error is logged with its request id.
 */
const lines: string[] = [];
let t: TestApp;
let user: string;
let corp: string;
let admin: string;
beforeAll(async () => {
  t = await testApp({
    env: {
      LOG_LEVEL: 'info',
      NODE_ENV: 'test',
      BODY_LIMIT: 1024 * 1024,
      PUBLIC_URL: 'http://matchday.test',
    },
    logStream: { write: (line: string) => void lines.push(line) },
  });
  const db = t.database.db;
  user = (await signInAs(t.app, await createTestUser(db))).token.accessTokenHeader;
  corp = (await signInAs(t.app, await createTestUser(db, { type: 'corp' }))).token
    .accessTokenHeader;
  admin = (await signInAs(t.app, await createTestAdmin(db), { admin: true })).token
    .accessTokenHeader;
});
afterAll(() => t.close());

const NUL = '\u0000';

function fieldsOf(body: { error?: { details?: { fields?: { field: string }[] } } }) {
  return body.error?.details?.fields?.map((f) => f.field) ?? [];
}

describe('REST: control characters are a 400 naming the field', () => {
  it.each([
    ['/api/auth/login', { username: `a${NUL}@b.test`, password: 'whatever it is' }, 'username'],
    ['/api/matrix/auth/login', { username: `a${NUL}@b.test`, password: 'whatever' }, 'username'],
    [
      '/api/auth/register',
      {
        company: { name: `Nul${NUL} AB`, country: 'SE' },
        user: { email: 'nul@example.test', name: 'Nul', password: 'a long passphrase' },
      },
      'company.name',
    ],
    [
      '/api/auth/register',
      {
        company: { name: 'Nul AB', country: 'SE' },
        user: { email: 'nul@example.test', name: `N${NUL}`, password: 'a long passphrase' },
      },
      'user.name',
    ],
    ['/api/pageviews', { path: `/startup${NUL}` }, 'path'],
    ['/api/auth/forgotpassword', { email: `a${NUL}@b.test` }, 'email'],
    ['/api/verify', { token: `${'x'.repeat(20)}${NUL}` }, 'token'],
  ])('%s', async (url, payload, field) => {
    const res = await t.app.inject({
      method: 'POST',
      url,
      headers: { deviceid: 'd' },
      payload,
    });
    expect(res.statusCode, res.body).toBe(400);
    expect(fieldsOf(res.json())).toContain(field);
  });
});

describe('GraphQL: control characters are BAD_REQUEST naming the field', () => {
  const ask = (path: string, authorization: string, query: string, variables: object) =>
    t.app.inject({
      method: 'POST',
      url: path,
      headers: { deviceid: 'device-1', authorization },
      payload: { query, variables },
    });

  it.each([
    [
      'createBadge',
      '/api/matrix/neo',
      () => admin,
      'mutation ($i: BadgeInput!) { createBadge(input: $i) { id } }',
      { i: { name: `Top${NUL}` } },
      'name',
    ],
    [
      'companies(search)',
      '/api/matrix/neo',
      () => admin,
      'query ($s: String) { companies(filter: { search: $s }) { total } }',
      { s: `x${NUL}` },
      'filter.search',
    ],
    [
      'saveOnboardingStep',
      '/api/startup',
      () => user,
      'mutation ($i: OnboardingInput!) { saveOnboardingStep(step: BASICS, input: $i) { id } }',
      { i: { basics: { name: `A${NUL}`, country: 'SE', city: 'Lund', sizeBand: 'SIZE_1_9' } } },
      'name',
    ],
    [
      'inviteTeamMember',
      '/api/corp',
      () => corp,
      'mutation ($i: TeamInviteInput!) { inviteTeamMember(input: $i) { id } }',
      { i: { email: 'colleague@example.test', name: `C${NUL}` } },
      'name',
    ],
    [
      'updateCorporateProfile',
      '/api/corp',
      () => corp,
      'mutation ($i: CorporateProfileInput!) { updateCorporateProfile(input: $i) { id } }',
      { i: { name: `Corp${NUL}`, country: 'SE' } },
      'name',
    ],
  ])('%s', async (_name, path, who, query, variables, field) => {
    const res = await ask(path, who(), query, variables);
    expect(res.statusCode).toBeLessThan(500);
    const error = res.json().errors?.[0];
    expect(error, res.body).toBeDefined();
    expect(error.extensions.code, res.body).toBe('BAD_REQUEST');
    expect(error.extensions.fields.map((f: { field: string }) => f.field)).toContain(field);
  });

  it('an unexpected GraphQL error is logged with its request id', async () => {
    const other = await testApp({
      env: { LOG_LEVEL: 'info', NODE_ENV: 'test', BODY_LIMIT: 1024, PUBLIC_URL: 'http://x.test' },
      logStream: { write: (line: string) => void lines.push(line) },
    });
    try {
      const a = await signInAs(other.app, await createTestAdmin(other.database.db), {
        admin: true,
      });
      await other.database.db.execute(sql`drop table badges cascade`);
      const res = await other.app.inject({
        method: 'POST',
        url: '/api/matrix/neo',
        headers: {
          deviceid: 'device-1',
          authorization: a.token.accessTokenHeader,
          'x-request-id': 'req-broken-badges',
        },
        payload: { query: '{ badges { id } }' },
      });
      expect(res.json().errors[0].message).toBe('Unexpected error.');
      const logged = lines.map((l) => JSON.parse(l) as Record<string, unknown>);
      expect(logged).toContainEqual(
        expect.objectContaining({ level: 50, reqId: 'req-broken-badges', msg: 'graphql error' }),
      );
    } finally {
      await other.close();
    }
  });
});

describe('malformed multipart is a 400', () => {
  it.each([
    ['without a boundary', 'multipart/form-data', 'garbage'],
    [
      'with an unterminated header',
      'multipart/form-data; boundary=xyz',
      '--xyz\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png',
    ],
    ['with a boundary that never comes', 'multipart/form-data; boundary=xyz', 'no parts at all'],
  ])('%s', async (_name, type, payload) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/upload?purpose=logo',
      headers: { 'content-type': type, authorization: user, deviceid: 'd' },
      payload,
    });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().error.code).toBe('BAD_REQUEST');
  });
});
