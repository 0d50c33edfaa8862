import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testApp, type TestApp } from '../../test/app.ts';
import { createTestUser } from '../../test/factories.ts';
import { signInAs } from '../../test/http.ts';
import { ACCOUNT_RATE_LIMITS } from '../http/account.routes.ts';
import { PAGE_VIEW_RATE_LIMIT } from '../http/page-views.routes.ts';
import { GRAPHQL_QUERY_MAX_BYTES } from './graphs.ts';

/*
 * Smaller leaks. No "did you mean" in production (enum values, input
 * fields, variables), CORS only for PUBLIC_URL's origin, rate limits on sign-up and page views,
 * and query text capped before it is parsed.
 */
const env = (NODE_ENV: 'production' | 'test') => ({
  LOG_LEVEL: 'silent' as const,
  NODE_ENV,
  BODY_LIMIT: 2 * 1024 * 1024,
  PUBLIC_URL: 'https://matchday.example.org/',
});
let prod: TestApp;
let dev: TestApp;
let prodAuth: string;
let devAuth: string;
beforeAll(async () => {
  prod = await testApp({ env: env('production') });
  dev = await testApp({ env: env('test') });
  prodAuth = (await signInAs(prod.app, await createTestUser(prod.database.db))).token
    .accessTokenHeader;
  devAuth = (await signInAs(dev.app, await createTestUser(dev.database.db))).token
    .accessTokenHeader;
});
afterAll(async () => {
  await prod.close();
  await dev.close();
});

const ask = (t: TestApp, authorization: string, query: string, variables = {}, headers = {}) =>
  t.app.inject({
    method: 'POST',
    url: '/api/startup',
    headers: { deviceid: 'device-1', authorization, ...headers },
    payload: { query, variables },
  });

const TYPOS: [string, string, object][] = [
  ['enum value', 'mutation { saveOnboardingStep(step: BASIC, input: {}) { id } }', {}],
  [
    'enum value in a variable',
    'mutation ($s: OnboardingStep!) { saveOnboardingStep(step: $s, input: {}) { id } }',
    { s: 'BASIC' },
  ],
  [
    'input field',
    'mutation { inviteTeamMember(input: { emial: "a@b.test", name: "A" }) { id } }',
    {},
  ],
  [
    'input field in a variable',
    'mutation ($i: TeamInviteInput!) { inviteTeamMember(input: $i) { id } }',
    { i: { emial: 'a@b.test', name: 'A' } },
  ],
  ['field', '{ mee { id } }', {}],
  ['argument', 'mutation { deleteMyAccount(pasword: "x") }', {}],
];

describe('no "did you mean" in production', () => {
  it.each(TYPOS)('%s: suggested in development only', async (_what, query, variables) => {
    const devErrors = JSON.stringify((await ask(dev, devAuth, query, variables)).json().errors);
    expect(devErrors).toMatch(/Did you mean/);
    const res = await ask(prod, prodAuth, query, variables);
    const prodErrors = JSON.stringify(res.json().errors);
    expect(prodErrors.length).toBeGreaterThan(10);
    expect(prodErrors).not.toMatch(/Did you mean/i);
  });

  // "[Suggestion hidden]" only where a similar name exists told that one did.
  it('answers an unknown field alike whether or not a similar name exists', async () => {
    const message = async (field: string) => {
      const res = await ask(prod, prodAuth, `{ ${field} { id } }`);
      const [error] = (res.json() as { errors: { message: string }[] }).errors;
      return error!.message.replace(field, '<field>');
    };
    const near = await message('mee'); // "me" exists
    const far = await message('qqqqqqqqqqqq');
    expect(near).toBe(far);
    expect(near).toBe('Cannot query field "<field>" on type "Query".');
  });
});

describe('CORS', () => {
  it('reflects no foreign origin, and never with credentials', async () => {
    const res = await ask(prod, prodAuth, '{ me { id } }', {}, { origin: 'https://evil.example' });
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
    expect(res.headers['access-control-allow-credentials']).toBeUndefined();
  });

  it('allows the PUBLIC_URL origin only', async () => {
    const res = await ask(
      prod,
      prodAuth,
      '{ me { id } }',
      {},
      { origin: 'https://matchday.example.org' },
    );
    expect(res.headers['access-control-allow-origin']).toBe('https://matchday.example.org');
  });
});

describe('rate limits per address', () => {
  it(`sign-ups: at most ${ACCOUNT_RATE_LIMITS.register.limit} an hour`, async () => {
    const codes: number[] = [];
    for (let i = 0; i < ACCOUNT_RATE_LIMITS.register.limit + 3; i += 1) {
      const res = await dev.app.inject({
        method: 'POST',
        url: '/api/auth/register',
        remoteAddress: '198.51.100.200',
        payload: {
          company: { name: `Spam ${i} AB`, country: 'SE' },
          user: { email: `spam-${i}@example.test`, name: 'Spam', password: 'a long passphrase' },
        },
      });
      codes.push(res.statusCode);
    }
    expect(codes.slice(0, ACCOUNT_RATE_LIMITS.register.limit).every((c) => c === 200)).toBe(true);
    expect(codes.slice(-3)).toEqual([429, 429, 429]);
    const other = await dev.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      remoteAddress: '198.51.100.201',
      payload: {
        company: { name: 'Real AB', country: 'SE' },
        user: { email: 'real@example.test', name: 'Real', password: 'a long passphrase' },
      },
    });
    expect(other.statusCode).toBe(200);
  });

  it(`page views: at most ${PAGE_VIEW_RATE_LIMIT.limit} a minute`, async () => {
    const codes = await Promise.all(
      Array.from({ length: PAGE_VIEW_RATE_LIMIT.limit + 5 }, () =>
        dev.app.inject({
          method: 'POST',
          url: '/api/pageviews',
          remoteAddress: '198.51.100.202',
          payload: { path: '/startup' },
        }),
      ),
    );
    const counts = codes.map((r) => r.statusCode);
    expect(counts.filter((c) => c === 204)).toHaveLength(PAGE_VIEW_RATE_LIMIT.limit);
    expect(counts.filter((c) => c === 429)).toHaveLength(5);
  });
});

describe('query text', () => {
  it(`is refused over ${GRAPHQL_QUERY_MAX_BYTES} bytes, before parsing`, async () => {
    const padding = `# ${'x'.repeat(900 * 1024)}\n`;
    const res = await ask(dev, devAuth, `${padding}{ me { id } }`);
    expect(res.statusCode).toBe(413);
    expect(res.json().error.code).toBe('PAYLOAD_TOO_LARGE');
    const fits = await ask(
      dev,
      devAuth,
      `# ${'x'.repeat(GRAPHQL_QUERY_MAX_BYTES - 100)}\n{ me { id } }`,
    );
    expect(fits.json().data.me.id).toBeTruthy();
  });
});
