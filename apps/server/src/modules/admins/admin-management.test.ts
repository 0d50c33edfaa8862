import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminOf } from '../../../test/actors.ts';
import { testApp, type TestApp } from '../../../test/app.ts';
import { createTestAdmin, createTestUser } from '../../../test/factories.ts';
import { graphql, mailsTo, refresh, signInAs, tokenOf } from '../../../test/http.ts';
import { createAdmin, createCompany } from '../accounts/accounts.service.ts';
import { createEvent } from '../events/events.service.ts';

/**
 * Managing admins through the real identity module: each verb is refused to
 * every other role, audited, and counts on the edited admin's next request.
 */
let t: TestApp;
let root: { id: string; email: string };
let rootAuth: string;
const NEO = '/api/matrix/neo';
const events: string[] = [];
const companyIds: string[] = [];

beforeAll(async () => {
  t = await testApp();
  root = await createTestAdmin(t.database.db);
  rootAuth = (await signInAs(t.app, root, { admin: true })).token.accessTokenHeader;
  for (const name of ['Harbour Day', 'Grid Day', 'Forest Day']) {
    const e = await createEvent(t.database.db, adminOf('ADMIN'), anEvent(name));
    events.push(e.id);
  }
  for (const name of ['Kelp Wind AB', 'Sund Grid AB']) {
    const c = await createCompany(t.database.db, {
      type: 'corp',
      name,
      country: 'SE',
      activityStatus: 'ACTIVE',
    });
    companyIds.push(c.id);
  }
});
afterAll(() => t.close());

function anEvent(name: string) {
  const day = new Date(Date.now() + 30 * 86_400_000);
  day.setUTCHours(8, 0, 0, 0);
  const at = (h: number) => new Date(day.getTime() + h * 3_600_000).toISOString();
  return {
    name,
    format: 'PHYSICAL',
    timezone: 'Europe/Stockholm',
    startDate: at(0),
    endDate: at(8),
    schedule: { sessions: [{ start: at(1), end: at(4) }], meetingMinutes: 20, tables: 10 },
  };
}

const UPDATE = `mutation($id: ID!, $input: UpdateAdminInput!) {
  updateAdmin(adminId: $id, input: $input) { id name adminType incubator hosting accountFilter disabled }
}`;
const DISABLE = `mutation($id: ID!, $d: Boolean!) { setAdminDisabled(adminId: $id, disabled: $d) { id disabled } }`;
const RESEND = `mutation($id: ID!) { resendAdminInvitation(adminId: $id) { id pending } }`;
const TRAIL = `query($id: ID!) { adminAccount(id: $id) {
  hostedEvents { id name } accounts { id name }
  auditTrail { action actorName changes { field before after } }
} }`;
const ME = '{ me { email adminType } }';

async function gql(auth: string, query: string, variables: Record<string, unknown> = {}) {
  const res = await graphql(t.app, NEO, auth, query, variables);
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- GraphQL answers, read by shape
  return { status: res.statusCode, body: res.json() as Record<string, any> };
}

async function signedInAdmin(options: Parameters<typeof createTestAdmin>[1] = {}) {
  const admin = await createTestAdmin(t.database.db, options);
  const credentials = await signInAs(t.app, admin, { admin: true });
  return { ...admin, credentials, auth: credentials.token.accessTokenHeader };
}

async function trail(id: string) {
  const { body } = await gql(rootAuth, TRAIL, { id });
  return body.data.adminAccount as {
    hostedEvents: { id: string; name: string }[];
    accounts: { id: string; name: string }[];
    auditTrail: {
      action: string;
      actorName: string;
      changes: { field: string; before: string[]; after: string[] }[];
    }[];
  };
}

describe('managing admins: only a full ADMIN', () => {
  it('every verb is refused to the other admin kinds and not on the user graphs', async () => {
    const target = await createTestAdmin(t.database.db, { adminType: 'EVENT_HOST' });
    const calls: [string, Record<string, unknown>][] = [
      [UPDATE, { id: target.id, input: { name: 'X', adminType: 'EVENT_HOST' } }],
      [DISABLE, { id: target.id, d: true }],
      [RESEND, { id: target.id }],
      [TRAIL, { id: target.id }],
    ];
    const kinds = [
      { adminType: 'EVENT_HOST' as const },
      { adminType: 'INCUBATOR' as const, incubator: 'STING' },
      { adminType: 'CONSORTIUM_MEMBER' as const },
    ];
    for (const kind of kinds) {
      const other = await signedInAdmin(kind);
      for (const [query, variables] of calls) {
        const { body } = await gql(other.auth, query, variables);
        expect(body.errors?.[0]?.extensions?.code, `${kind.adminType}: ${query}`).toBe('FORBIDDEN');
      }
    }
    const user = await createTestUser(t.database.db, { type: 'corp' });
    const userAuth = (await signInAs(t.app, user)).token.accessTokenHeader;
    for (const [query, variables] of calls) {
      const res = await graphql(t.app, '/api/corp', userAuth, query, variables);
      expect(JSON.stringify(res.json())).toMatch(/Cannot query field/);
    }
    // Nothing happened to the target.
    expect((await trail(target.id)).auditTrail).toEqual([]);
    const [row] = await t.database.db
      .execute<{ name: string; disabled_at: Date | null }>(
        sql`select name, disabled_at from admins where id = ${target.id}`,
      )
      .then((r) => (r as unknown as { rows: { name: string; disabled_at: Date | null }[] }).rows);
    expect(row).toMatchObject({ name: 'Test Admin', disabled_at: null });
  });

  it('an ADMIN neither disables itself nor changes its own kind', async () => {
    const self = await gql(rootAuth, DISABLE, { id: root.id, d: true });
    expect(self.body.errors[0].message).toBe('You cannot disable your own account');
    const kind = await gql(rootAuth, UPDATE, {
      id: root.id,
      input: { name: 'Root', adminType: 'EVENT_HOST' },
    });
    expect(kind.body.errors[0].message).toBe('You cannot change your own kind; ask another ADMIN');
    expect((await gql(rootAuth, ME)).status).toBe(200);
  });
});

describe('editing an admin', () => {
  it('a host’s events: picked by id, named back, audited, counted on the host’s next request without signing in again', async () => {
    const host = await signedInAdmin({ adminType: 'EVENT_HOST', hosting: [events[0]!] });
    const seen = async () => {
      const { status, body } = await gql(host.auth, '{ eventPage(limit: 50) { items { id } } }');
      expect(status).toBe(200);
      return (body.data.eventPage.items as { id: string }[]).map((e) => e.id).sort();
    };
    expect(await seen()).toEqual([events[0]]);

    const { body } = await gql(rootAuth, UPDATE, {
      id: host.id,
      input: { name: 'Hanna Host', adminType: 'EVENT_HOST', hosting: [events[1], events[2]] },
    });
    expect(body.errors).toBeUndefined();
    expect(body.data.updateAdmin).toMatchObject({ name: 'Hanna Host', adminType: 'EVENT_HOST' });
    expect(await seen()).toEqual([events[1], events[2]].sort());

    // The events module reads the same lists: the event pages name the new host.
    const hosts = await gql(rootAuth, 'query($id: ID!) { event(id: $id) { hosts { id } } }', {
      id: events[1],
    });
    expect(hosts.body.data.event.hosts).toEqual([{ id: host.id }]);

    const after = await trail(host.id);
    expect(after.hostedEvents.map((e) => e.name)).toEqual(
      expect.arrayContaining(['Grid Day', 'Forest Day']),
    );
    expect(after.auditTrail).toEqual([
      {
        action: 'UPDATED',
        actorName: 'Test Admin',
        changes: [
          { field: 'name', before: ['Test Admin'], after: ['Hanna Host'] },
          { field: 'hosting', before: [events[0]], after: [events[1], events[2]] },
        ],
      },
    ]);
  });

  it('saving what is already so writes nothing to the trail', async () => {
    const host = await createTestAdmin(t.database.db, { adminType: 'EVENT_HOST' });
    const { body } = await gql(rootAuth, UPDATE, {
      id: host.id,
      input: { name: 'Test Admin', adminType: 'EVENT_HOST', hosting: [] },
    });
    expect(body.errors).toBeUndefined();
    expect((await trail(host.id)).auditTrail).toEqual([]);
  });

  it('a consortium member’s account list counts on its next request', async () => {
    const member = await signedInAdmin({ adminType: 'CONSORTIUM_MEMBER' });
    const companies = async () => {
      const { body } = await gql(member.auth, '{ companies(limit: 50) { items { name } } }');
      return (body.data.companies.items as { name: string }[]).map((c) => c.name).sort();
    };
    expect(await companies()).toEqual([]);
    const { body } = await gql(rootAuth, UPDATE, {
      id: member.id,
      input: { name: 'Test Admin', adminType: 'CONSORTIUM_MEMBER', accountFilter: companyIds },
    });
    expect(body.errors).toBeUndefined();
    expect(await companies()).toEqual(['Kelp Wind AB', 'Sund Grid AB']);
    expect((await trail(member.id)).accounts.map((c) => c.name)).toEqual([
      'Kelp Wind AB',
      'Sund Grid AB',
    ]);
  });

  it('a new kind ends the admin’s sessions at once and drops the old kind’s filter; audited', async () => {
    const host = await signedInAdmin({ adminType: 'EVENT_HOST', hosting: [events[0]!] });
    expect((await gql(host.auth, ME)).status).toBe(200);
    const { body } = await gql(rootAuth, UPDATE, {
      id: host.id,
      input: { name: 'Test Admin', adminType: 'INCUBATOR', incubator: 'STING' },
    });
    expect(body.data.updateAdmin).toMatchObject({
      adminType: 'INCUBATOR',
      incubator: 'STING',
      hosting: [],
    });
    expect((await gql(host.auth, ME)).status).toBe(401);
    expect((await refresh(t.app, host.credentials, { admin: true })).statusCode).toBe(401);
    const again = (await signInAs(t.app, host, { admin: true })).token.accessTokenHeader;
    expect((await gql(again, ME)).body.data.me.adminType).toBe('INCUBATOR');
    expect((await trail(host.id)).auditTrail[0]!.changes.map((c) => c.field)).toEqual([
      'adminType',
      'incubator',
      'hosting',
    ]);
  });

  it('refuses a filter of another kind, an unknown event or company, in words, per entry', async () => {
    const host = await createTestAdmin(t.database.db, { adminType: 'EVENT_HOST' });
    const wrongKind = await gql(rootAuth, UPDATE, {
      id: host.id,
      input: { name: 'H', adminType: 'ADMIN', hosting: [events[0]] },
    });
    expect(wrongKind.body.errors[0].extensions.fields).toEqual([
      { field: 'hosting', message: 'Only an event host hosts events' },
    ]);
    const gone = '00000000-0000-4000-8000-000000000000';
    const unknown = await gql(rootAuth, UPDATE, {
      id: host.id,
      input: { name: 'H', adminType: 'EVENT_HOST', hosting: [events[0], gone] },
    });
    expect(unknown.body.errors[0].extensions.fields).toEqual([
      { field: 'hosting.1', message: 'This event no longer exists' },
    ]);
    const noIncubator = await gql(rootAuth, UPDATE, {
      id: host.id,
      input: { name: 'H', adminType: 'INCUBATOR' },
    });
    expect(noIncubator.body.errors[0].extensions.fields).toEqual([
      { field: 'incubator', message: 'Choose the incubator' },
    ]);
    const missing = await gql(rootAuth, UPDATE, {
      id: gone,
      input: { name: 'H', adminType: 'ADMIN' },
    });
    expect(missing.body.errors[0].message).toBe('No such admin');
    expect((await trail(host.id)).auditTrail).toEqual([]);
  });
});

describe('disabling, enabling and re-inviting an admin', () => {
  it('a disabled admin is refused on its next request and cannot refresh or sign in; enabled, it signs in again', async () => {
    const host = await signedInAdmin({ adminType: 'EVENT_HOST' });
    expect((await gql(host.auth, ME)).status).toBe(200);
    const off = await gql(rootAuth, DISABLE, { id: host.id, d: true });
    expect(off.body.data.setAdminDisabled).toEqual({ id: host.id, disabled: true });
    expect((await gql(host.auth, ME)).status).toBe(401);
    expect((await refresh(t.app, host.credentials, { admin: true })).statusCode).toBe(401);
    await expect(signInAs(t.app, host, { admin: true })).rejects.toThrow(/sign-in failed/);

    const on = await gql(rootAuth, DISABLE, { id: host.id, d: false });
    expect(on.body.data.setAdminDisabled.disabled).toBe(false);
    // The old token stays ended; a new sign-in works.
    expect((await gql(host.auth, ME)).status).toBe(401);
    const again = (await signInAs(t.app, host, { admin: true })).token.accessTokenHeader;
    expect((await gql(again, ME)).status).toBe(200);
    expect((await trail(host.id)).auditTrail.map((e) => e.action)).toEqual(['ENABLED', 'DISABLED']);
  });

  it('resends an invited admin’s link (the old one stops working), audited; refused once a password is set', async () => {
    const email = `invited-${Date.now()}@example.test`;
    const invited = await createAdmin(t.database.db, {
      email,
      name: 'Ivy Invited',
      adminType: 'EVENT_HOST',
    });
    const first = await gql(rootAuth, RESEND, { id: invited.id });
    expect(first.body.data.resendAdminInvitation).toEqual({ id: invited.id, pending: true });
    await gql(rootAuth, RESEND, { id: invited.id });
    const mails = await mailsTo(t.database.db, email);
    expect(mails.map((m) => m.template)).toEqual(['verify-admin', 'verify-admin']);
    const accept = (link: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/acceptinvite',
        headers: { deviceid: 'device-1' },
        payload: { token: tokenOf(link), password: 'a brand new secret' },
      });
    expect((await accept(mails[0]!.data.link)).statusCode).toBeGreaterThanOrEqual(400);
    expect((await accept(mails[1]!.data.link)).statusCode).toBe(200);
    const audit = (await trail(invited.id)).auditTrail.map((e) => e.action);
    expect(audit).toEqual(['INVITATION_RESENT', 'INVITATION_RESENT']);

    const done = await gql(rootAuth, RESEND, { id: invited.id });
    expect(done.body.errors[0].message).toBe(
      'Ivy Invited has already set a password; they can use “Forgot password” on the sign-in page',
    );
  });

  it('creating an admin is audited too', async () => {
    const { body } = await gql(
      rootAuth,
      'mutation($i: CreateAdminInput!) { createAdmin(input: $i) { id } }',
      { i: { email: `new-${Date.now()}@example.test`, name: 'Nora New', adminType: 'ADMIN' } },
    );
    expect((await trail(body.data.createAdmin.id)).auditTrail).toEqual([
      { action: 'CREATED', actorName: 'Test Admin', changes: [] },
    ]);
  });
});
