import { sql } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminOf, corpActor, headerActor, startupActor } from '../../../test/actors.ts';
import { testApp, type TestApp } from '../../../test/app.ts';
import { gqlAs, outcome } from '../../../test/http.ts';
import type { Actor } from '../../platform/actor.ts';
import { createCompany } from '../accounts/accounts.service.ts';
import { updateCompany } from './console-companies.service.ts';
import { directoryFilterWhere } from './directory.service.ts';

/**
 * The company directory: who finds whom follows the profile policy of SPEC §6,
 * the filters narrow it, the pages are the server's. Real services, policies and database; the
 * identities come from the x-test-actor header.
 */
let t: TestApp;
const id: Record<string, string> = {};
const root = adminOf('ADMIN');

type Seed = {
  type: 'startup' | 'corp';
  name: string;
  country: string;
  status?: 'ACTIVE' | 'INACTIVE' | 'PENDING';
  incubator?: string | null;
  profile: Record<string, unknown>;
};

const COMPANIES: Record<string, Seed> = {
  northwind: {
    type: 'startup',
    name: 'Northwind Robotics',
    country: 'SE',
    incubator: 'STING',
    profile: {
      incubatorStatus: 'In an incubator',
      incubator: 'STING',
      industries: ['Logistics and transport', 'Artificial intelligence'],
      stage: 'PILOT',
      pitchShort: 'Warehouse robots that pay for themselves in a year',
    },
  },
  birch: {
    type: 'startup',
    name: 'Birch Analytics',
    country: 'SE',
    incubator: 'STING',
    profile: {
      incubatorStatus: 'Alumni from an incubator',
      incubator: 'STING',
      industries: ['Fintech'],
      stage: 'SCALE_UP',
      pitchShort: 'Cash-flow forecasts for SMEs',
    },
  },
  cobalt: {
    type: 'startup',
    name: 'Cobalt Health',
    country: 'SE',
    incubator: 'Uppsala Innovation Centre',
    profile: {
      incubatorStatus: 'In an incubator',
      incubator: 'Uppsala Innovation Centre',
      industries: ['Medtech'],
      stage: 'PROTOTYPE',
      description: 'Home tests that find SEPSIS early.',
    },
  },
  dune: {
    type: 'startup',
    name: 'Dune Materials',
    country: 'FI',
    profile: {
      incubatorStatus: 'Not in an incubator',
      industries: ['Materials', 'Construction and real estate'],
      stage: 'MARKET_ENTRY',
      pitchLong: 'Low-carbon concrete made from mine tailings, for warehouse floors.',
    },
  },
  ghost: {
    type: 'startup',
    name: 'Ghost Startup',
    country: 'SE',
    status: 'PENDING',
    profile: { industries: ['Energy'], stage: 'IDEA' },
  },
  fjord: {
    type: 'corp',
    name: 'Fjord Energy',
    country: 'SE',
    profile: {
      industries: ['Energy'],
      description: 'Nordic utility looking for grid flexibility and robots for inspection.',
    },
  },
  hansa: {
    type: 'corp',
    name: 'Hansa Logistics',
    country: 'DE',
    profile: { industries: ['Logistics and transport'], description: 'Ports and warehouses.' },
  },
  sleepy: {
    type: 'corp',
    name: 'Sleepy Corp',
    country: 'NO',
    status: 'INACTIVE',
    profile: { industries: ['Energy'] },
  },
};

beforeAll(async () => {
  t = await testApp({ resolveActor: headerActor });
  for (const [key, c] of Object.entries(COMPANIES)) {
    const company = await createCompany(t.database.db, {
      type: c.type,
      name: c.name,
      country: c.country,
      activityStatus: c.status ?? 'ACTIVE',
      incubator: c.incubator ?? null,
    });
    await updateCompany(t.database.db, root, company.id, c.profile);
    id[key] = company.id;
  }
});
afterAll(() => t.close());

const QUERY = `query ($filter: CompanyDirectoryFilter, $offset: Int, $limit: Int) {
  companyDirectory(filter: $filter, offset: $offset, limit: $limit) {
    total
    items { id name type industries country countryName stage incubatorName pitchShort }
  }
}`;

type Item = { id: string; name: string; type: string };
type Graph = 'startup' | 'corp' | 'admin' | '/api/public';

async function directory(
  actor: Actor,
  graph: Graph,
  filter: Record<string, unknown> = {},
  page: { offset?: number; limit?: number } = {},
) {
  const { body } = await gqlAs(t.app, graph, actor, QUERY, { filter, ...page });
  const data = body.data?.companyDirectory as { total: number; items: Item[] } | undefined;
  return {
    outcome: outcome(body),
    body,
    total: data?.total,
    names: data?.items.map((i) => i.name),
  };
}

const startup = () => startupActor(id.northwind!);
const corp = () => corpActor(id.fjord!);

describe('who finds whom (SPEC §6 viewStartupProfile / viewCorporateProfile)', () => {
  it.each<[string, () => Actor, Graph, string[]]>([
    // A startup sees the active corporates, never other startups, itself or inactive ones.
    ['startup', startup, 'startup', ['Fjord Energy', 'Hansa Logistics']],
    // A corporate sees the active startups, never other corporates or itself.
    [
      'corp',
      corp,
      'corp',
      ['Birch Analytics', 'Cobalt Health', 'Dune Materials', 'Northwind Robotics'],
    ],
    // ADMIN: every company, whatever its status.
    [
      'ADMIN',
      () => root,
      'admin',
      [
        'Birch Analytics',
        'Cobalt Health',
        'Dune Materials',
        'Fjord Energy',
        'Ghost Startup',
        'Hansa Logistics',
        'Northwind Robotics',
        'Sleepy Corp',
      ],
    ],
    // INCUBATOR: the startups of its incubator (alumni too: reading is not updating).
    [
      'INCUBATOR',
      () => adminOf('INCUBATOR', { incubator: 'STING' }),
      'admin',
      ['Birch Analytics', 'Northwind Robotics'],
    ],
    // CONSORTIUM_MEMBER: the companies of its account filter.
    [
      'CONSORTIUM_MEMBER',
      () => adminOf('CONSORTIUM_MEMBER', { accountFilter: [id.cobalt!, id.hansa!] }),
      'admin',
      ['Cobalt Health', 'Hansa Logistics'],
    ],
  ])('%s sees exactly the profiles it may open', async (_role, actor, graph, expected) => {
    const result = await directory(actor(), graph);
    expect(result.outcome).toBe('OK');
    expect(result.names).toEqual(expected);
    expect(result.total).toBe(expected.length);
  });

  it('an event host has no directory, a consortium member without a filter finds nothing', async () => {
    const host = await directory(adminOf('EVENT_HOST', { hosting: [randomUUID()] }), 'admin');
    expect(host.outcome).toBe('FORBIDDEN');
    expect(host.body.errors?.[0]?.message).toBe('Company profiles are not shown to your role');
    const empty = await directory(adminOf('CONSORTIUM_MEMBER'), 'admin');
    expect([empty.outcome, empty.total]).toEqual(['OK', 0]);
  });

  it('is not on the public graph', async () => {
    expect((await directory(null, '/api/public')).outcome).toBe('GRAPHQL_VALIDATION_FAILED');
  });

  it('every company it lists opens as a profile for the same reader', async () => {
    for (const [actor, graph] of [
      [startup(), 'startup'],
      [corp(), 'corp'],
      [adminOf('INCUBATOR', { incubator: 'STING' }), 'admin'],
    ] as const) {
      const { body } = await gqlAs(t.app, graph, actor, QUERY, {});
      const items = (body.data?.companyDirectory as { items: Item[] }).items;
      for (const item of items) {
        const profile = await gqlAs(
          t.app,
          graph,
          actor,
          'query ($id: ID!) { companyProfile(id: $id) { id } }',
          {
            id: item.id,
          },
        );
        expect(outcome(profile.body), `${item.name} for ${graph}`).toBe('OK');
      }
    }
  });
});

describe('search and filters', () => {
  it('searches name, pitches and description, any case, every word', async () => {
    const byPitch = await directory(corp(), 'corp', { search: 'ROBOTS' });
    expect(byPitch.names).toEqual(['Northwind Robotics']);
    const byDescription = await directory(corp(), 'corp', { search: 'sepsis' });
    expect(byDescription.names).toEqual(['Cobalt Health']);
    const byLongPitch = await directory(corp(), 'corp', { search: 'warehouse' });
    expect(byLongPitch.names).toEqual(['Dune Materials', 'Northwind Robotics']);
    const twoWords = await directory(corp(), 'corp', { search: 'warehouse  concrete' });
    expect(twoWords.names).toEqual(['Dune Materials']);
    const byName = await directory(root, 'admin', { search: 'hansa' });
    expect(byName.names).toEqual(['Hansa Logistics']);
    // LIKE wildcards are taken literally.
    expect((await directory(corp(), 'corp', { search: '%' })).names).toEqual([]);
  });

  it('a search never finds the reader’s own company or one outside its reach', async () => {
    // Northwind's own pitch and Fjord's description both mention robots.
    expect((await directory(startup(), 'startup', { search: 'robots' })).names).toEqual([
      'Fjord Energy',
    ]);
    expect((await directory(corp(), 'corp', { search: 'robots' })).names).toEqual([
      'Northwind Robotics',
    ]);
    // The incubator admin's reach is STING: Cobalt's sepsis tests stay out of sight.
    const sting = adminOf('INCUBATOR', { incubator: 'STING' });
    expect((await directory(sting, 'admin', { search: 'sepsis' })).names).toEqual([]);
  });

  it('filters by type, industries (any of), country, stage and incubator', async () => {
    const admin = (filter: Record<string, unknown>) => directory(root, 'admin', filter);
    expect((await admin({ type: 'corp' })).names).toEqual([
      'Fjord Energy',
      'Hansa Logistics',
      'Sleepy Corp',
    ]);
    expect((await admin({ industries: ['Fintech', 'Medtech'] })).names).toEqual([
      'Birch Analytics',
      'Cobalt Health',
    ]);
    expect((await admin({ country: 'fi' })).names).toEqual(['Dune Materials']);
    expect((await admin({ stage: 'PILOT' })).names).toEqual(['Northwind Robotics']);
    // By identifier or display name, stored either way.
    expect((await admin({ incubator: 'uppsala innovation centre' })).names).toEqual([
      'Cobalt Health',
    ]);
    expect((await admin({ incubator: 'STING', stage: 'SCALE_UP' })).names).toEqual([
      'Birch Analytics',
    ]);
    expect(
      (await admin({ type: 'corp', industries: ['Logistics and transport'], country: 'DE' })).names,
    ).toEqual(['Hansa Logistics']);
  });

  it('refuses a bad filter with a message a person understands', async () => {
    const result = await directory(corp(), 'corp', { country: 'XX', industries: ['Knitting'] });
    expect(result.outcome).toBe('BAD_REQUEST');
    const fields = (result.body.errors?.[0]?.extensions?.fields ?? []).map((f) => f.message);
    expect(fields).toEqual([
      'Choose industries from the list',
      'Unknown country code; use an ISO 3166-1 alpha-2 code',
    ]);
  });

  it('offers the countries of the companies the reader may find', async () => {
    const countries = async (actor: Actor, graph: Graph) =>
      (await gqlAs(t.app, graph, actor, '{ companyDirectoryCountries { code name } }')).body.data
        ?.companyDirectoryCountries;
    expect(await countries(startupActor(id.dune!), 'startup')).toEqual([
      { code: 'DE', name: 'Germany' },
      { code: 'SE', name: 'Sweden' },
    ]);
    expect(await countries(corp(), 'corp')).toEqual([
      { code: 'FI', name: 'Finland' },
      { code: 'SE', name: 'Sweden' },
    ]);
    const host = await gqlAs(
      t.app,
      'admin',
      adminOf('EVENT_HOST'),
      '{ companyDirectoryCountries { code } }',
    );
    expect(outcome(host.body)).toBe('FORBIDDEN');
  });
});

describe('paging', () => {
  it('pages by offset with the total, by name, without gaps or repeats', async () => {
    const pages = [];
    for (const offset of [0, 3, 6]) {
      pages.push(await directory(root, 'admin', {}, { offset, limit: 3 }));
    }
    expect(pages.map((p) => p.total)).toEqual([8, 8, 8]);
    expect(pages.map((p) => p.names)).toEqual([
      ['Birch Analytics', 'Cobalt Health', 'Dune Materials'],
      ['Fjord Energy', 'Ghost Startup', 'Hansa Logistics'],
      ['Northwind Robotics', 'Sleepy Corp'],
    ]);
    const filtered = await directory(
      corp(),
      'corp',
      { search: 'warehouse' },
      { offset: 1, limit: 1 },
    );
    expect([filtered.total, filtered.names]).toEqual([2, ['Northwind Robotics']]);
  });

  it('refuses a page size beyond 50', async () => {
    const result = await directory(root, 'admin', {}, { limit: 500 });
    expect(result.outcome).toBe('BAD_REQUEST');
    expect(result.body.errors?.[0]?.extensions?.fields?.[0]?.message).toBe(
      'Show at most 50 companies per page',
    );
  });
});

describe('indexes', () => {
  it.each([
    ['search words', { search: 'robots' }, 'companies_directory_search_trgm_idx'],
    ['industries', { industries: ['Energy' as const] }, 'companies_industries_idx'],
  ])('the %s filter can use its index', async (_name, filter, index) => {
    const plan = await t.database.db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      const rows = await tx.execute(
        sql`explain select id from companies where ${directoryFilterWhere(filter)}`,
      );
      return JSON.stringify(rows);
    });
    expect(plan).toContain(index);
  });
});
