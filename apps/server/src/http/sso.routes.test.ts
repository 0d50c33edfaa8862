import { GRAPH_PATHS, type CredentialsAnswer } from '@matchday/shared';
import { eq } from 'drizzle-orm';
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminOf } from '../../test/actors.ts';
import { testApp, type TestApp } from '../../test/app.ts';
import {
  freePort,
  startTestOidcProvider,
  type TestOidcProvider,
} from '../../test/oidc-provider.ts';
import { createAdmin, createCompany, createUser } from '../modules/accounts/accounts.service.ts';
import { createIdentityProvider } from '../modules/integrations/identity-providers.service.ts';
import { identityProviders } from '../modules/integrations/sso.tables.ts';
import { createSecretBox } from '../platform/secret-box.ts';

/**
 * SSO over real HTTP (decision 113): a real oidc-provider on a free port, our server listening
 * on another; every redirect is followed by hand and the provider's own login and consent forms
 * are answered as a browser would.
 */
let t: TestApp;
let idp: TestOidcProvider;
let base: string;
const ids: Record<string, string> = {};

beforeAll(async () => {
  const port = await freePort();
  base = `http://127.0.0.1:${port}`;
  const jwtSecret = randomBytes(48).toString('base64url');
  idp = await startTestOidcProvider([`${base}/api/sso/callback`]);
  t = await testApp({
    env: { LOG_LEVEL: 'silent', NODE_ENV: 'test', BODY_LIMIT: 1024 * 1024, PUBLIC_URL: base },
    secrets: { jwtSecret },
  });
  await t.app.listen({ port, host: '127.0.0.1' });
  const db = t.database.db;
  const corp = await createCompany(db, {
    type: 'corp',
    name: 'Volvo Test',
    country: 'SE',
    activityStatus: 'ACTIVE',
  });
  const other = await createCompany(db, {
    type: 'corp',
    name: 'Other Corp',
    country: 'SE',
    activityStatus: 'ACTIVE',
  });
  ids.corp = corp.id;
  const existing = await createUser(db, {
    companyId: corp.id,
    type: 'corp',
    email: 'known@volvo.test',
    name: 'Known Person',
    verified: true,
  });
  ids.known = existing.id;
  await createUser(db, {
    companyId: other.id,
    type: 'corp',
    email: 'elsewhere@volvo.test',
    name: 'Elsewhere',
    verified: true,
  });
  const host = await createAdmin(db, {
    email: 'host@organiser.test',
    name: 'Host',
    adminType: 'EVENT_HOST',
  });
  ids.host = host.id;
  const full = await createAdmin(db, {
    email: 'full@organiser.test',
    name: 'Full',
    adminType: 'ADMIN',
  });
  const admin = adminOf('ADMIN', { id: full.id });
  const box = createSecretBox(jwtSecret);
  const common = { issuer: idp.issuer, clientId: idp.clientId, clientSecret: idp.clientSecret };
  const company = await createIdentityProvider(db, admin, box, {
    ...common,
    name: 'Volvo login',
    domains: ['volvo.test'],
    companyId: corp.id,
  });
  ids.company = company.id;
  const organisers = await createIdentityProvider(db, admin, box, {
    ...common,
    name: 'Organiser login',
    domains: ['organiser.test'],
    adminType: 'EVENT_HOST',
  });
  ids.organisers = organisers.id;
});

afterAll(async () => {
  await t?.close();
  await idp?.close();
});

/** A tiny cookie jar for the provider's session and interaction cookies. */
function jar() {
  const cookies = new Map<string, string>();
  return {
    header: () => [...cookies].map(([k, v]) => `${k}=${v}`).join('; '),
    take(res: Response) {
      for (const line of res.headers.getSetCookie()) {
        const [pair] = line.split(';');
        const at = pair!.indexOf('=');
        cookies.set(pair!.slice(0, at).trim(), pair!.slice(at + 1));
      }
    },
  };
}

type Flow = {
  login: string;
  provider?: string;
  /** Changes the authorization request on its way to the provider (an attacker's edit). */
  tamper?: (url: URL) => void;
};

/** Start → provider → login → consent → our callback's URL (not yet followed). */
async function toCallback(flow: Flow) {
  const start = await fetch(`${base}/api/sso/${flow.provider ?? ids.company}/start`, {
    redirect: 'manual',
  });
  expect(start.status).toBe(302);
  const [stateCookie] = start.headers.getSetCookie()[0]!.split(';');
  expect(stateCookie).toMatch(/^matchday_sso=./);
  const auth = new URL(start.headers.get('location')!);
  expect(auth.origin).toBe(idp.issuer);
  expect(auth.searchParams.get('code_challenge_method')).toBe('S256');
  expect(auth.searchParams.get('nonce')).toBeTruthy();
  flow.tamper?.(auth);
  const cookies = jar();
  let next = auth.href;
  for (let hop = 0; hop < 12; hop++) {
    if (next.startsWith(base)) return { url: next, cookie: stateCookie! };
    const res = await fetch(next, { redirect: 'manual', headers: { cookie: cookies.header() } });
    cookies.take(res);
    if (res.status >= 300 && res.status < 400) {
      next = new URL(res.headers.get('location')!, next).href;
      continue;
    }
    // The provider's own page: its login form, or its consent ("Continue") form.
    const page = await res.text();
    expect(res.status, page).toBe(200);
    const form: Record<string, string> = page.includes('name="login"')
      ? { prompt: 'login', login: flow.login, password: 'any password' }
      : { prompt: 'consent' };
    const action = /action="([^"]+)"/.exec(page)![1]!;
    const posted = await fetch(new URL(action, next), {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded', cookie: cookies.header() },
      body: new URLSearchParams(form).toString(),
    });
    cookies.take(posted);
    expect(posted.status, await posted.clone().text()).toBeGreaterThanOrEqual(300);
    next = new URL(posted.headers.get('location')!, next).href;
  }
  throw new Error('the provider never sent the browser back');
}

/** Our callback's answer: where it sends the browser, as the /sso page's fragment. */
async function callback({ url, cookie }: { url: string; cookie?: string }) {
  const res = await fetch(url, { redirect: 'manual', headers: cookie ? { cookie } : {} });
  expect(res.status).toBe(302);
  const to = new URL(res.headers.get('location')!);
  expect(to.pathname).toBe('/sso');
  return new URLSearchParams(to.hash.slice(1));
}

async function session(ticket: string, device = 'device-sso-1') {
  const res = await fetch(`${base}/api/sso/session`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', deviceid: device },
    body: JSON.stringify({ ticket }),
  });
  return { status: res.status, body: (await res.json()) as CredentialsAnswer };
}

async function me(path: string, authorization: string, query: string) {
  const res = await fetch(`${base}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization },
    body: JSON.stringify({ query }),
  });
  return (await res.json()) as { data?: { me: Record<string, unknown> }; errors?: unknown };
}

describe('SSO through a real OpenID Connect provider', () => {
  it('signs a known corporate person in: the same device-bound session as a password', async () => {
    const page = await callback(await toCallback({ login: 'known@volvo.test' }));
    expect(page.get('error')).toBeNull();
    const ticket = page.get('ticket')!;
    const answer = await session(ticket);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body.user.id).toBe(ids.known);
    expect(answer.body.token.refreshToken).toBeTruthy();
    const read = await me(
      GRAPH_PATHS.corp,
      answer.body.token.accessTokenHeader,
      '{ me { email company { id } } }',
    );
    expect(read.data?.me).toEqual({ email: 'known@volvo.test', company: { id: ids.corp } });
    expect((await session(ticket)).status).toBe(400);
    // The refresh token is bound to the device like a password sign-in's.
    const refresh = await fetch(`${base}/api/auth/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', deviceid: 'device-sso-1' },
      body: JSON.stringify({ userId: ids.known, refreshToken: answer.body.token.refreshToken }),
    });
    expect(refresh.status).toBe(200);
  });

  it('makes the corporate person of an unknown verified e-mail in the configured company', async () => {
    const page = await callback(await toCallback({ login: 'new.person@volvo.test' }));
    const answer = await session(page.get('ticket')!);
    expect(answer.status).toBe(200);
    const read = await me(
      GRAPH_PATHS.corp,
      answer.body.token.accessTokenHeader,
      '{ me { email type company { id } } }',
    );
    expect(read.data?.me).toEqual({
      email: 'new.person@volvo.test',
      type: 'corp',
      company: { id: ids.corp },
    });
  });

  it('signs an admin of the provider’s kind in on the admin graph', async () => {
    const page = await callback(
      await toCallback({ login: 'host@organiser.test', provider: ids.organisers }),
    );
    const answer = await session(page.get('ticket')!);
    expect(answer.status).toBe(200);
    const read = await me(
      GRAPH_PATHS.admin,
      answer.body.token.accessTokenHeader,
      '{ me { email adminType } }',
    );
    expect(read.data?.me).toEqual({ email: 'host@organiser.test', adminType: 'EVENT_HOST' });
    const unknown = await callback(
      await toCallback({ login: 'nobody@organiser.test', provider: ids.organisers }),
    );
    expect(unknown.get('error')).toMatch(
      /No EVENT_HOST administrator has the e-mail nobody@organiser\.test/,
    );
  });

  it('refuses an e-mail domain the provider may not sign in', async () => {
    const page = await callback(await toCallback({ login: 'someone@gmail.test' }));
    expect(page.get('error')).toBe('This e-mail domain is not allowed for Volvo login.');
    expect(page.get('ticket')).toBeNull();
  });

  it('refuses an e-mail the provider has not verified', async () => {
    const page = await callback(await toCallback({ login: 'unverified@volvo.test' }));
    expect(page.get('error')).toBe(
      'Volvo login has not verified the e-mail unverified@volvo.test; verify it there and start again.',
    );
  });

  it('refuses a person of the domain whose account belongs to another company', async () => {
    const page = await callback(await toCallback({ login: 'elsewhere@volvo.test' }));
    expect(page.get('error')).toMatch(/belongs to another company/);
  });

  it('refuses an answer that comes back to another browser (no state cookie: login CSRF)', async () => {
    const { url } = await toCallback({ login: 'known@volvo.test' });
    expect((await callback({ url })).get('error')).toBe('This sign-in is unknown; start again.');
  });

  it('refuses a wrong state: the answer names no sign-in we started', async () => {
    const url = await toCallback({
      login: 'known@volvo.test',
      tamper: (auth) => auth.searchParams.set('state', 'forged-state-value'),
    });
    const page = await callback(url);
    expect(page.get('error')).toBe('This sign-in is unknown; start again.');
  });

  it('refuses a wrong nonce: the id token was not issued for this sign-in', async () => {
    const url = await toCallback({
      login: 'known@volvo.test',
      tamper: (auth) => auth.searchParams.set('nonce', 'another-nonce'),
    });
    const page = await callback(url);
    expect(page.get('error')).toMatch(
      /^The sign-in with Volvo login could not be verified \(unexpected JWT claim/,
    );
  });

  it('refuses a replayed code: the same answer twice, and its code with another sign-in', async () => {
    const answer = await toCallback({ login: 'known@volvo.test' });
    expect((await callback(answer)).get('ticket')).toBeTruthy();
    expect((await callback(answer)).get('error')).toBe(
      'This sign-in with Volvo login was used already; start again.',
    );
    // The spent code under a fresh sign-in's state: the provider refuses it (invalid_grant).
    const fresh = await toCallback({ login: 'known@volvo.test' });
    const forged = new URL(fresh.url);
    forged.searchParams.set('code', new URL(answer.url).searchParams.get('code')!);
    const page = await callback({ url: forged.href, cookie: fresh.cookie });
    expect(page.get('error')).toMatch(
      /could not be verified \(.*(invalid_grant|grant request is invalid)/,
    );
  });

  it('keeps the client secret sealed and answers only names on the sign-in screen', async () => {
    const [row] = await t.database.db
      .select({ sealed: identityProviders.clientSecretSealed })
      .from(identityProviders)
      .where(eq(identityProviders.id, ids.company!));
    expect(row!.sealed).not.toContain(idp.clientSecret);
    expect(row!.sealed).toMatch(/^v1\./);
    const res = await fetch(`${base}/api/sso/providers`);
    const text = await res.text();
    expect(JSON.parse(text).providers).toEqual([
      { id: ids.organisers, name: 'Organiser login' },
      { id: ids.company, name: 'Volvo login' },
    ]);
    expect(text).not.toContain(idp.clientSecret);
    expect(text).not.toContain(idp.clientId);
  });

  it('says an expired sign-in expired, naming the provider', async () => {
    const url = await toCallback({ login: 'known@volvo.test' });
    const { ssoAttempts } = await import('../modules/integrations/sso.tables.ts');
    await t.database.db.update(ssoAttempts).set({ expiresAt: new Date(Date.now() - 1000) });
    expect((await callback(url)).get('error')).toBe(
      'The sign-in with Volvo login expired; start again.',
    );
  });
});
