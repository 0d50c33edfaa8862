import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { headerActor } from '../../../test/actors.ts';
import { testApp, type TestApp } from '../../../test/app.ts';
import { adminOf, corpActor, startupActor } from '../../../test/actors.ts';
import { gqlAs, outcome } from '../../../test/http.ts';
import type { Actor } from '../../platform/actor.ts';
import { createCompany } from '../accounts/accounts.service.ts';
import { updateCompany } from './console-companies.service.ts';

/**
 * SPEC §5/§6 as a matrix: seven roles × reading each kind of profile and updating it. The
 * identities come from the x-test-actor header; companies, policies and services are real.
 */
let t: TestApp;
const c: Record<string, string> = {};
const root = adminOf('ADMIN');

async function company(
  key: string,
  type: 'startup' | 'corp',
  incubator: string | null,
  status?: string,
) {
  const { id } = await createCompany(t.database.db, {
    type,
    name: key,
    country: 'SE',
    activityStatus: 'ACTIVE',
    incubator,
  });
  if (status) await updateCompany(t.database.db, root, id, { incubatorStatus: status, incubator });
  c[key] = id;
}

beforeAll(async () => {
  t = await testApp({ resolveActor: headerActor });
  await company('stingById', 'startup', 'STING', 'In an incubator');
  await company('stingAlumni', 'startup', 'STING', 'Alumni from an incubator');
  // Stored by display name (older data) and by identifier.
  await company('uicByName', 'startup', 'Uppsala Innovation Centre', 'In an incubator');
  await company('uicById', 'startup', 'UPPSALAINNOVATIONCENTRE', 'In an incubator');
  await company('kth', 'startup', 'KTHINNOVATION', 'In an incubator');
  await company('corpA', 'corp', null);
  await company('corpB', 'corp', null);
});
afterAll(() => t.close());

type Role = {
  name: string;
  actor: () => Actor;
  graph: 'startup' | 'corp' | 'admin' | '/api/public';
};
const ROLES: Role[] = [
  { name: 'anonymous', actor: () => null, graph: '/api/public' },
  { name: 'startup', actor: () => startupActor(c.stingById!), graph: 'startup' },
  { name: 'corp', actor: () => corpActor(c.corpA!), graph: 'corp' },
  { name: 'ADMIN', actor: () => root, graph: 'admin' },
  {
    name: 'EVENT_HOST',
    actor: () => adminOf('EVENT_HOST', { hosting: [randomUUID()] }),
    graph: 'admin',
  },
  {
    name: 'INCUBATOR STING',
    actor: () => adminOf('INCUBATOR', { incubator: 'STING' }),
    graph: 'admin',
  },
  {
    name: 'INCUBATOR UIC by name',
    actor: () => adminOf('INCUBATOR', { incubator: 'Uppsala Innovation Centre' }),
    graph: 'admin',
  },
  {
    name: 'INCUBATOR UIC by id',
    actor: () => adminOf('INCUBATOR', { incubator: 'UPPSALAINNOVATIONCENTRE' }),
    graph: 'admin',
  },
  {
    name: 'CONSORTIUM_MEMBER',
    actor: () => adminOf('CONSORTIUM_MEMBER', { accountFilter: [c.uicById!, c.corpB!] }),
    graph: 'admin',
  },
];

const KEYS = ['stingById', 'stingAlumni', 'uicByName', 'uicById', 'kth', 'corpA', 'corpB'];
const all = (v: string) => Object.fromEntries(KEYS.map((k) => [k, v]));

/** Who may open which profile (companyProfile). */
const READ: Record<string, Record<string, string>> = {
  // Not even a field of the public graph.
  anonymous: all('GRAPHQL_VALIDATION_FAILED'),
  startup: { ...all('NOT_FOUND'), stingById: 'OK', corpA: 'OK', corpB: 'OK' },
  corp: { ...all('OK'), corpB: 'NOT_FOUND' },
  ADMIN: all('OK'),
  EVENT_HOST: all('NOT_FOUND'),
  'INCUBATOR STING': { ...all('NOT_FOUND'), stingById: 'OK', stingAlumni: 'OK' },
  'INCUBATOR UIC by name': { ...all('NOT_FOUND'), uicByName: 'OK', uicById: 'OK' },
  'INCUBATOR UIC by id': { ...all('NOT_FOUND'), uicByName: 'OK', uicById: 'OK' },
  CONSORTIUM_MEMBER: { ...all('NOT_FOUND'), uicById: 'OK', corpB: 'OK' },
};

/** Who may update which profile in the console (updateCompany on the admin graph). */
const UPDATE: Record<string, Record<string, string>> = {
  anonymous: all('GRAPHQL_VALIDATION_FAILED'),
  startup: all('GRAPHQL_VALIDATION_FAILED'),
  corp: all('GRAPHQL_VALIDATION_FAILED'),
  ADMIN: all('OK'),
  EVENT_HOST: all('NOT_FOUND'),
  // The alumni is seen but read-only (SPEC §5).
  'INCUBATOR STING': { ...all('NOT_FOUND'), stingById: 'OK', stingAlumni: 'FORBIDDEN' },
  'INCUBATOR UIC by name': { ...all('NOT_FOUND'), uicByName: 'OK', uicById: 'OK' },
  'INCUBATOR UIC by id': { ...all('NOT_FOUND'), uicByName: 'OK', uicById: 'OK' },
  CONSORTIUM_MEMBER: { ...all('NOT_FOUND'), uicById: 'FORBIDDEN', corpB: 'FORBIDDEN' },
};

const READ_Q = 'query ($id: ID!) { companyProfile(id: $id) { id name } }';
const UPDATE_Q =
  'mutation ($id: ID!, $input: CompanyUpdateInput!) { updateCompany(id: $id, input: $input) { id pitchShort } }';

const code = (body: Parameters<typeof outcome>[0]) => {
  const o = outcome(body);
  return /Cannot query field/.test(o) ? 'GRAPHQL_VALIDATION_FAILED' : o;
};

describe('profile permission matrix (SPEC §5, §6)', () => {
  it.each(ROLES)('$name reads exactly the profiles the table allows', async (role) => {
    const actual: Record<string, string> = {};
    for (const key of KEYS) {
      const { body } = await gqlAs(t.app, role.graph, role.actor(), READ_Q, { id: c[key] });
      actual[key] = code(body);
      if (actual[key] === 'OK')
        expect((body.data?.companyProfile as { name: string }).name).toBe(key);
    }
    expect(actual).toEqual(READ[role.name]);
  });

  it.each(ROLES)('$name updates exactly the profiles the table allows', async (role) => {
    const actual: Record<string, string> = {};
    for (const key of KEYS) {
      const pitch = `${role.name} was here`;
      const { body } = await gqlAs(t.app, role.graph, role.actor(), UPDATE_Q, {
        id: c[key],
        input: { pitchShort: pitch },
      });
      actual[key] = code(body);
      if (actual[key] === 'OK') {
        expect(body.data?.updateCompany).toEqual({ id: c[key], pitchShort: pitch });
      }
    }
    expect(actual).toEqual(UPDATE[role.name]);
  });

  it('a startup updates only its own profile; a corp its own; neither can address another company', async () => {
    const step = `mutation { saveOnboardingStep(step: PITCH, input: { pitch: { pitchShort: "Robots that sort" } }) { id pitchShort } }`;
    const own = await gqlAs(t.app, 'startup', startupActor(c.kth!), step);
    expect(own.body.data?.saveOnboardingStep).toEqual({
      id: c.kth,
      pitchShort: 'Robots that sort',
    });
    const corp = await gqlAs(
      t.app,
      'corp',
      corpActor(c.corpB!),
      'mutation { updateCorporateProfile(input: { name: "Corp B", country: "no", publicBody: true }) { id name country publicBody } }',
    );
    expect(corp.body.data?.updateCorporateProfile).toEqual({
      id: c.corpB,
      name: 'Corp B',
      country: 'NO',
      publicBody: true,
    });
    // A startup token on the corp graph is refused before any field runs.
    const wrong = await gqlAs(t.app, 'corp', startupActor(c.kth!), '{ myCompany { id } }');
    expect(wrong.status).toBe(403);
  });

  it('an unknown or malformed id is simply not found', async () => {
    for (const id of [randomUUID(), 'not-a-uuid']) {
      const { body } = await gqlAs(t.app, 'admin', root, READ_Q, { id });
      expect(outcome(body)).toBe('NOT_FOUND');
    }
  });
});
