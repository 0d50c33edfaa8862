import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { headerActor } from '../../../test/actors.ts';
import { testApp, type TestApp } from '../../../test/app.ts';
import { mailsTo, tokenOf } from '../../../test/http.ts';
import { adminOf, startupActor } from '../../../test/actors.ts';
import { gqlAs, outcome } from '../../../test/http.ts';
import type { Actor } from '../../platform/actor.ts';
import { createCompany, createUser } from '../accounts/accounts.service.ts';
import { updateCompany } from './console-companies.service.ts';

/** The admin accounts console: scope per admin kind, search, filters, sort, paging, edits. */
let t: TestApp;
const root = adminOf('ADMIN');
const ids: Record<string, string> = {};

beforeAll(async () => {
  t = await testApp({ resolveActor: headerActor });
  const db = t.database.db;
  const make = async (
    name: string,
    type: 'startup' | 'corp',
    incubator: string | null,
    country = 'SE',
  ) => {
    const { id } = await createCompany(db, {
      type,
      name,
      country,
      activityStatus: 'ACTIVE',
      incubator,
    });
    ids[name] = id;
    await createUser(db, {
      companyId: id,
      type,
      email: `${name.toLowerCase().replace(/\W/g, '')}@console.test`,
      name: `${name} Person`,
    });
  };
  await make('Alpha Sting', 'startup', 'STING');
  await make('Beta Sting Alumni', 'startup', 'Sting');
  await make('Gamma Uppsala', 'startup', 'Uppsala Innovation Centre', 'NO');
  await make('Delta 100%_Pure', 'startup', null, 'FI');
  await make('Epsilon Corp', 'corp', null);
  await updateCompany(db, root, ids['Beta Sting Alumni'], {
    incubatorStatus: 'Alumni from an incubator',
  });
  await updateCompany(db, root, ids['Alpha Sting'], { incubatorStatus: 'In an incubator' });
});
afterAll(() => t.close());

const LIST = `query ($filter: CompanyFilter, $sort: CompanySort, $offset: Int, $limit: Int) {
  companies(filter: $filter, sort: $sort, offset: $offset, limit: $limit) { total items { name } } }`;

async function names(actor: Actor, variables: Record<string, unknown> = {}) {
  const { body } = await gqlAs(t.app, 'admin', actor, LIST, variables);
  if (body.errors) throw new Error(JSON.stringify(body.errors));
  const page = body.data!.companies as { total: number; items: { name: string }[] };
  return { total: page.total, names: page.items.map((i) => i.name) };
}

describe('admin accounts console', () => {
  it('scopes the list per admin kind', async () => {
    expect((await names(root)).names).toEqual([
      'Alpha Sting',
      'Beta Sting Alumni',
      'Delta 100%_Pure',
      'Epsilon Corp',
      'Gamma Uppsala',
    ]);
    // By name ("Sting") and by identifier (STING) alike; alumni are seen (read-only).
    expect(await names(adminOf('INCUBATOR', { incubator: 'STING' }))).toEqual({
      total: 2,
      names: ['Alpha Sting', 'Beta Sting Alumni'],
    });
    expect(
      (await names(adminOf('INCUBATOR', { incubator: 'UPPSALAINNOVATIONCENTRE' }))).names,
    ).toEqual(['Gamma Uppsala']);
    const consortium = adminOf('CONSORTIUM_MEMBER', {
      accountFilter: [ids['Epsilon Corp']!, ids['Gamma Uppsala']!],
    });
    expect((await names(consortium)).names).toEqual(['Epsilon Corp', 'Gamma Uppsala']);
    expect(await names(adminOf('CONSORTIUM_MEMBER'))).toEqual({ total: 0, names: [] });
    // No events module yet: a host's hosted events hold no accounts.
    expect(await names(adminOf('EVENT_HOST', { hosting: [randomUUID()] }))).toEqual({
      total: 0,
      names: [],
    });
  });

  it('searches, filters, sorts and pages on the server', async () => {
    expect((await names(root, { filter: { search: 'STING' } })).names).toEqual([
      'Alpha Sting',
      'Beta Sting Alumni',
    ]);
    // LIKE wildcards in the search are literal.
    expect((await names(root, { filter: { search: '%_' } })).names).toEqual(['Delta 100%_Pure']);
    expect((await names(root, { filter: { type: 'corp' } })).names).toEqual(['Epsilon Corp']);
    expect((await names(root, { filter: { country: 'no' } })).names).toEqual(['Gamma Uppsala']);
    expect((await names(root, { filter: { incubator: 'Sting' } })).total).toBe(2);
    const page = await names(root, {
      sort: { field: 'NAME', direction: 'DESC' },
      offset: 1,
      limit: 2,
    });
    expect(page).toEqual({ total: 5, names: ['Epsilon Corp', 'Delta 100%_Pure'] });
    const bad = await gqlAs(t.app, 'admin', root, LIST, {
      filter: { incubator: 'Atlantis', country: 'ZZ' },
      limit: 1000,
    });
    expect(bad.body.errors?.[0]?.extensions?.fields?.map((f) => f.field)).toEqual([
      'filter.incubator',
      'filter.country',
      'limit',
    ]);
  });

  it('filters by grants access and badge; only a full ADMIN sets them', async () => {
    const grant = `mutation ($id: ID!) { setInnovationGrantsAccess(companyId: $id, value: true) { hasAccessInnovationGrants } }`;
    const sting = adminOf('INCUBATOR', { incubator: 'STING' });
    expect(
      outcome((await gqlAs(t.app, 'admin', sting, grant, { id: ids['Alpha Sting'] })).body),
    ).toBe('FORBIDDEN');
    const granted = await gqlAs(t.app, 'admin', root, grant, { id: ids['Alpha Sting'] });
    expect(granted.body.data?.setInnovationGrantsAccess).toEqual({
      hasAccessInnovationGrants: true,
    });
    expect((await names(root, { filter: { hasAccessInnovationGrants: true } })).names).toEqual([
      'Alpha Sting',
    ]);

    const created = await gqlAs(
      t.app,
      'admin',
      root,
      'mutation { createBadge(input: { name: "Top 10" }) { id name } }',
    );
    const badge = created.body.data?.createBadge as { id: string };
    const dup = await gqlAs(
      t.app,
      'admin',
      root,
      'mutation { createBadge(input: { name: "top 10" }) { id } }',
    );
    expect(dup.body.errors?.[0]?.extensions).toMatchObject({
      code: 'CONFLICT',
      fields: [{ field: 'name' }],
    });
    const assign = `mutation ($c: ID!, $b: ID!) { assignBadge(companyId: $c, badgeId: $b) { badges { name } } }`;
    expect(
      outcome(
        (await gqlAs(t.app, 'admin', sting, assign, { c: ids['Alpha Sting'], b: badge.id })).body,
      ),
    ).toBe('FORBIDDEN');
    const assigned = await gqlAs(t.app, 'admin', root, assign, {
      c: ids['Gamma Uppsala'],
      b: badge.id,
    });
    expect(assigned.body.data?.assignBadge).toEqual({ badges: [{ name: 'Top 10' }] });
    expect((await names(root, { filter: { badgeId: badge.id } })).names).toEqual(['Gamma Uppsala']);
    // The badge shows on the public profile too.
    const profile = await gqlAs(
      t.app,
      'startup',
      startupActor(ids['Gamma Uppsala']!),
      `query ($id: ID!) { companyProfile(id: $id) { badges { name } } }`,
      {
        id: ids['Gamma Uppsala'],
      },
    );
    expect(profile.body.data?.companyProfile).toEqual({ badges: [{ name: 'Top 10' }] });
    await gqlAs(t.app, 'admin', root, 'mutation ($id: ID!) { deleteBadge(id: $id) }', {
      id: badge.id,
    });
    expect((await names(root, { filter: { badgeId: badge.id } })).total).toBe(0);
  });

  it('lists people within scope, searched by name or e-mail', async () => {
    const USERS = `query ($f: UserFilter) { users(filter: $f) { total items { email companyName } } }`;
    const all = await gqlAs(t.app, 'admin', root, USERS, { f: { search: 'console.test' } });
    expect((all.body.data?.users as { total: number }).total).toBe(5);
    const sting = await gqlAs(t.app, 'admin', adminOf('INCUBATOR', { incubator: 'STING' }), USERS);
    expect(
      (sting.body.data?.users as { items: { companyName: string }[] }).items.map(
        (i) => i.companyName,
      ),
    ).toEqual(['Alpha Sting', 'Beta Sting Alumni']);
    const host = await gqlAs(t.app, 'admin', adminOf('EVENT_HOST'), USERS);
    expect(host.body.data?.users).toEqual({ total: 0, items: [] });
    const admins = await gqlAs(
      t.app,
      'admin',
      adminOf('INCUBATOR', { incubator: 'STING' }),
      '{ admins { total } }',
    );
    expect(outcome(admins.body)).toBe('FORBIDDEN');
  });

  it('edits by the incubator rule; outside scope is not found', async () => {
    const EDIT = `mutation ($id: ID!, $input: CompanyUpdateInput!) { updateCompany(id: $id, input: $input) { name incubator } }`;
    const sting = adminOf('INCUBATOR', { incubator: 'STING' });
    const ok = await gqlAs(t.app, 'admin', sting, EDIT, {
      id: ids['Alpha Sting'],
      input: { city: 'Stockholm' },
    });
    expect(ok.body.errors).toBeUndefined();
    const move = await gqlAs(t.app, 'admin', sting, EDIT, {
      id: ids['Alpha Sting'],
      input: { incubator: 'KTH Innovation' },
    });
    expect(move.body.errors?.[0]?.extensions).toMatchObject({
      code: 'FORBIDDEN',
      fields: [{ field: 'incubator' }],
    });
    const bad = await gqlAs(t.app, 'admin', root, EDIT, {
      id: ids['Alpha Sting'],
      input: { incubator: 'NOWHERE', country: 'QQ', pitchShort: 'x'.repeat(300) },
    });
    expect(bad.body.errors?.[0]?.extensions?.fields?.map((f) => f.field).sort()).toEqual([
      'country',
      'incubator',
      'pitchShort',
    ]);
    const moved = await gqlAs(t.app, 'admin', root, EDIT, {
      id: ids['Delta 100%_Pure'],
      input: { incubatorStatus: 'In an incubator', incubator: 'KTH Innovation' },
    });
    expect(moved.body.data?.updateCompany).toEqual({
      name: 'Delta 100%_Pure',
      incubator: 'KTHINNOVATION',
    });
    const other = await gqlAs(t.app, 'admin', sting, EDIT, {
      id: ids['Delta 100%_Pure'],
      input: { city: 'X' },
    });
    expect(outcome(other.body)).toBe('NOT_FOUND');
  });

  it('creates admins of each kind with their filter; the verify-admin link sets a password', async () => {
    const CREATE = `mutation ($i: CreateAdminInput!) { createAdmin(input: $i) { email adminType incubator hosting accountFilter pending } }`;
    const eventId = randomUUID();
    const inputs = [
      {
        email: 'inc@console.test',
        name: 'Inc',
        adminType: 'INCUBATOR',
        incubator: 'Uppsala Innovation Centre',
      },
      { email: 'host@console.test', name: 'Host', adminType: 'EVENT_HOST', hosting: [eventId] },
      {
        email: 'cons@console.test',
        name: 'Cons',
        adminType: 'CONSORTIUM_MEMBER',
        accountFilter: [ids['Epsilon Corp']],
      },
      { email: 'full@console.test', name: 'Full', adminType: 'ADMIN' },
    ];
    const results = [];
    for (const i of inputs)
      results.push((await gqlAs(t.app, 'admin', root, CREATE, { i })).body.data?.createAdmin);
    expect(results).toEqual([
      {
        email: 'inc@console.test',
        adminType: 'INCUBATOR',
        incubator: 'UPPSALAINNOVATIONCENTRE',
        hosting: [],
        accountFilter: [],
        pending: true,
      },
      {
        email: 'host@console.test',
        adminType: 'EVENT_HOST',
        incubator: null,
        hosting: [eventId],
        accountFilter: [],
        pending: true,
      },
      {
        email: 'cons@console.test',
        adminType: 'CONSORTIUM_MEMBER',
        incubator: null,
        hosting: [],
        accountFilter: [ids['Epsilon Corp']],
        pending: true,
      },
      {
        email: 'full@console.test',
        adminType: 'ADMIN',
        incubator: null,
        hosting: [],
        accountFilter: [],
        pending: true,
      },
    ]);
    const wrong = await gqlAs(t.app, 'admin', root, CREATE, {
      i: { email: 'x@console.test', name: 'X', adminType: 'ADMIN', incubator: 'STING' },
    });
    expect(wrong.body.errors?.[0]?.extensions?.fields).toEqual([
      { field: 'incubator', message: 'Only for INCUBATOR admins' },
    ]);
    const byIncubator = await gqlAs(
      t.app,
      'admin',
      adminOf('INCUBATOR', { incubator: 'STING' }),
      CREATE,
      { i: inputs[3] },
    );
    expect(outcome(byIncubator.body)).toBe('FORBIDDEN');

    const [mail] = await mailsTo(t.database.db, 'inc@console.test');
    expect(mail?.template).toBe('verify-admin');
    expect(mail?.data.link).toMatch(/\/token\/invite\//);
    const accept = await t.app.inject({
      method: 'POST',
      url: '/api/auth/acceptinvite',
      payload: { token: tokenOf(mail!.data.link), password: 'a brand new passphrase' },
    });
    expect(accept.json()).toMatchObject({ ok: true, admin: true, email: 'inc@console.test' });
    const list = await gqlAs(
      t.app,
      'admin',
      root,
      `{ admins(filter: { search: "inc@" }) { items { email pending } } }`,
    );
    expect(list.body.data?.admins).toEqual({
      items: [{ email: 'inc@console.test', pending: false }],
    });
  });
});
