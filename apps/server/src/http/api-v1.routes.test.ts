import { API_SCOPES, V1_RESOURCES, v1Page, type ApiScope } from '@matchday/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminOf, as, headerActor } from '../../test/actors.ts';
import { testApp, type TestApp } from '../../test/app.ts';
import { createTestAdmin } from '../../test/factories.ts';
import { gqlAs } from '../../test/http.ts';
import { reportsFixture, type ReportsFixture } from '../../test/reports-fixture.ts';
import { createNeed } from '../modules/matchmaking/needs.service.ts';
import { apiTokens, apiTokenUses } from '../modules/integrations/integrations.tables.ts';
import type { Actor } from '../platform/actor.ts';

/*
 * The read API with tokens (decision 104): every resource read with a token holding its scope
 * and refused without it; an EVENT_HOST's token reads its hosted events only; revoked, expired
 * and unknown tokens are refused; pages, ETags, the rate limit and the audit trail.
 */
let t: TestApp;
let f: ReportsFixture;
let other: ReportsFixture;
let admin: Actor;
let host: Actor;

beforeAll(async () => {
  t = await testApp({ resolveActor: headerActor, apiRatePerMinute: 40 });
  const db = t.database.db;
  f = await reportsFixture(db, 'api');
  other = await reportsFixture(db, 'other');
  await createNeed(db, f.corporates[0]!.user, f.eventId, {
    title: 'Cold-chain sensors',
    description: 'Sensors that report the temperature of every pallet.',
    industries: [],
    technologies: [],
    wantedMeetings: 3,
  });
  const a = await createTestAdmin(db);
  const h = await createTestAdmin(db, { adminType: 'EVENT_HOST', hosting: [f.eventId] });
  admin = adminOf('ADMIN', { id: a.id });
  host = adminOf('EVENT_HOST', { id: h.id, hosting: [f.eventId] });
}, 60_000);
afterAll(() => t.close());

async function makeToken(actor: Actor, scopes: readonly string[], name = 'Test token') {
  const { body } = await gqlAs(
    t.app,
    'admin',
    actor,
    'mutation ($n: String!, $s: [String!]!) { createApiToken(name: $n, scopes: $s) { id token } }',
    { n: name, s: scopes },
  );
  expect(body.errors).toBeUndefined();
  return (body.data as { createApiToken: { id: string; token: string } }).createApiToken;
}

const get = (token: string, url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}`, ...headers } });

const urlOf = (path: string, eventId: string) => `/api/v1${path.replace('{eventId}', eventId)}`;

describe('API tokens', () => {
  it('answers the secret once and keeps only its hash', async () => {
    const made = await makeToken(admin, ['events:read']);
    expect(made.token).toMatch(/^mdt_[\w-]{40,}$/);
    const [row] = await t.database.db.select().from(apiTokens).where(eq(apiTokens.id, made.id));
    expect(row!.tokenHash).not.toContain(made.token);
    expect(JSON.stringify(row)).not.toContain(made.token.slice(4));
    const { body } = await gqlAs(t.app, 'admin', admin, '{ apiTokens { id prefix active } }');
    const listed = (body.data as { apiTokens: { id: string; prefix: string }[] }).apiTokens;
    expect(listed.find((x) => x.id === made.id)?.prefix).toBe(made.token.slice(0, 10));
    expect(JSON.stringify(body)).not.toContain(made.token);
  });

  it('refuses scopes it does not know, by name', async () => {
    const { body } = await gqlAs(
      t.app,
      'admin',
      admin,
      'mutation { createApiToken(name: "x", scopes: ["write:all"]) { id } }',
    );
    expect(body.errors?.[0]?.message).toMatch(/scope is one of/);
  });

  it('reads every resource with a token holding its scope', async () => {
    const { token } = await makeToken(admin, API_SCOPES);
    for (const r of V1_RESOURCES) {
      const res = await get(token, urlOf(r.path, f.eventId));
      expect(res.statusCode, `${r.path}: ${res.body}`).toBe(200);
      const schema = r.list ? v1Page(r.item) : r.item;
      const parsed = schema.safeParse(res.json());
      expect(parsed.error, r.path).toBeUndefined();
      if (r.list)
        expect((res.json() as { items: unknown[] }).items.length, r.path).toBeGreaterThan(0);
    }
    const meetings = await get(token, urlOf('/events/{eventId}/meetings', f.eventId));
    expect(meetings.json().items).toHaveLength(5);
    const funnel = await get(token, urlOf('/events/{eventId}/funnel', f.eventId));
    expect(funnel.json().stages.held).toBe(4);
  });

  it('refuses every resource to a token without its scope (403)', async () => {
    for (const scope of API_SCOPES) {
      const others = API_SCOPES.filter((s) => s !== scope) as ApiScope[];
      const { token } = await makeToken(admin, others);
      for (const r of V1_RESOURCES.filter((x) => x.scope === scope)) {
        const res = await get(token, urlOf(r.path, f.eventId));
        expect(res.statusCode, `${r.path} without ${scope}`).toBe(403);
        expect(res.json().error.message).toContain(scope);
      }
    }
  });

  it('reads only the hosted events with an EVENT_HOST’s token', async () => {
    const { token } = await makeToken(host, ['events:read', 'meetings:read', 'followup:read']);
    const events = await get(token, '/api/v1/events');
    expect(events.json().items.map((e: { id: string }) => e.id)).toEqual([f.eventId]);
    expect((await get(token, urlOf('/events/{eventId}/meetings', f.eventId))).statusCode).toBe(200);
    for (const r of V1_RESOURCES.filter((x) => x.path.includes('{eventId}'))) {
      const res = await get(token, urlOf(r.path, other.eventId));
      expect(res.statusCode, `${r.path} of another event`).toBe(404);
    }
    // A host may not read profiles: its token with that scope is still refused.
    const withCompanies = await makeToken(host, ['companies:read']);
    expect((await get(withCompanies.token, '/api/v1/companies')).statusCode).toBe(403);
  });

  it('refuses unknown, revoked and expired tokens (401)', async () => {
    expect((await get('mdt_unknownunknownunknownunknown', '/api/v1/events')).statusCode).toBe(401);
    const made = await makeToken(admin, ['events:read']);
    expect((await get(made.token, '/api/v1/events')).statusCode).toBe(200);
    const { body } = await gqlAs(
      t.app,
      'admin',
      admin,
      'mutation ($id: ID!) { revokeApiToken(id: $id) { active revokedAt } }',
      { id: made.id },
    );
    expect(body.data).toMatchObject({ revokeApiToken: { active: false } });
    expect((await get(made.token, '/api/v1/events')).statusCode).toBe(401);
    const expiring = await makeToken(admin, ['events:read']);
    await t.database.db
      .update(apiTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(apiTokens.id, expiring.id));
    expect((await get(expiring.token, '/api/v1/events')).statusCode).toBe(401);
  });

  it('does not let a host revoke another admin’s token', async () => {
    const made = await makeToken(admin, ['events:read']);
    const { body } = await gqlAs(
      t.app,
      'admin',
      host,
      'mutation ($id: ID!) { revokeApiToken(id: $id) { id } }',
      { id: made.id },
    );
    expect(body.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
  });

  it('pages with a cursor: every meeting once, in order', async () => {
    const { token } = await makeToken(admin, ['meetings:read']);
    const all = (await get(token, urlOf('/events/{eventId}/meetings', f.eventId))).json().items;
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const page = await get(
        token,
        `${urlOf('/events/{eventId}/meetings', f.eventId)}?limit=2${cursor ? `&cursor=${cursor}` : ''}`,
      );
      const json = page.json() as { items: { id: string }[]; nextCursor: string | null };
      expect(json.items.length).toBeLessThanOrEqual(2);
      seen.push(...json.items.map((m) => m.id));
      cursor = json.nextCursor;
    } while (cursor);
    expect(seen).toEqual(all.map((m: { id: string }) => m.id));
    const bad = await get(token, `${urlOf('/events/{eventId}/meetings', f.eventId)}?limit=0`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.message).toMatch(/limit/);
  });

  it('filters by date: a window before the meetings holds none', async () => {
    const { token } = await makeToken(admin, ['meetings:read']);
    const res = await get(token, `${urlOf('/events/{eventId}/meetings', f.eventId)}?to=2000-01-01`);
    expect(res.json().items).toEqual([]);
  });

  it('answers 304 to If-None-Match with the ETag of an unchanged answer', async () => {
    const { token } = await makeToken(admin, ['events:read']);
    const first = await get(token, '/api/v1/events');
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^W\/"/);
    const again = await get(token, '/api/v1/events', { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });

  it('records every use of a token and its last use', async () => {
    const made = await makeToken(admin, ['events:read']);
    await get(made.token, '/api/v1/events');
    await get(made.token, urlOf('/events/{eventId}/meetings', f.eventId));
    const uses = await t.database.db
      .select()
      .from(apiTokenUses)
      .where(eq(apiTokenUses.tokenId, made.id));
    expect(uses.map((u) => u.status).sort()).toEqual([200, 403]);
    const [row] = await t.database.db.select().from(apiTokens).where(eq(apiTokens.id, made.id));
    expect(row!.lastUsedAt).not.toBeNull();
  });

  it('limits the requests per token per minute (429 with retry-after)', async () => {
    const { token } = await makeToken(admin, ['events:read']);
    const other = await makeToken(admin, ['events:read']);
    const codes: number[] = [];
    for (let i = 0; i < 41; i++) codes.push((await get(token, '/api/v1/openapi.json')).statusCode);
    for (let i = 0; i < 40; i++) await get(token, '/api/v1/events');
    const limited = await get(token, '/api/v1/events');
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBe('60');
    expect((await get(other.token, '/api/v1/events')).statusCode).toBe(200);
    expect(codes.every((c) => c === 200)).toBe(true);
  });

  it('takes no session of a company person, and no token on the graphs', async () => {
    const person = {
      kind: 'user',
      id: f.startups[0]!.user.id,
      type: 'startup',
      companyId: f.startups[0]!.id,
    };
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/v1/events',
      headers: as(person as Actor),
    });
    expect(res.statusCode).toBe(403);
    const { token } = await makeToken(admin, API_SCOPES);
    const graph = await t.app.inject({
      method: 'POST',
      url: '/api/matrix/neo',
      headers: { authorization: `Bearer ${token}` },
      payload: { query: '{ apiTokens { id } }' },
    });
    expect(graph.statusCode).toBe(401);
  });
});
