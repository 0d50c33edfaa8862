// The template queued below (a pairing request to a corporate: a link into its area).
import '../matchmaking/matchmaking.mail.ts';
import type { Credentials } from '@matchday/shared';
import { sql } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testApp, type TestApp } from '../../../test/app.ts';
import { createTestAdmin, createTestUser } from '../../../test/factories.ts';
import { graphql, signInAs } from '../../../test/http.ts';
import { queueMail } from '../mail/mail.service.ts';

/*
 * What an impersonation leaves behind (decision 083): the person's notifications stay unread
 * while an admin views the app as them, and the person's history names the admin, when it
 * began and when it was stopped.
 */
let t: TestApp;
let person: Awaited<ReturnType<typeof createTestUser>>;
let admin: Credentials;
let adminId: string;
beforeAll(async () => {
  t = await testApp();
  person = await createTestUser(t.database.db, { type: 'corp' });
  const a = await createTestAdmin(t.database.db, { adminType: 'ADMIN' });
  adminId = a.id;
  // The history shows the admin's name.
  await t.database.db.execute(sql`update admins set name = 'Ada Admin' where id = ${a.id}`);
  admin = await signInAs(t.app, a, { admin: true, deviceId: 'admin-pc' });
});
afterAll(() => t.close());

type Impersonation = Credentials & { impersonation: { adminId: string; until: string } };

async function impersonate(): Promise<Impersonation> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/impersonate',
    headers: { deviceid: 'admin-pc', authorization: admin.token.accessTokenHeader },
    payload: { userId: person.id },
  });
  expect(res.statusCode).toBe(200);
  return res.json();
}

/** Stop: the impersonation session signs out, as the web's Stop does. */
function stop(viewing: Impersonation) {
  return t.app.inject({
    method: 'POST',
    url: '/api/auth/logout',
    headers: { deviceid: 'admin-pc', authorization: viewing.token.accessTokenHeader },
    payload: { userId: person.id, type: 'corp', refreshToken: viewing.token.refreshToken },
  });
}

const asPerson = (authorization: string, query: string, variables = {}) =>
  graphql(t.app, '/api/corp', authorization, query, variables).then(
    (r) => r.json() as { data?: Record<string, unknown>; errors?: unknown[] },
  );

const LIST = '{ notifications(first: 10) { items { id read } } }';
type Listed = { notifications: { items: { id: string; read: boolean }[] } };

describe('while an admin views the app as a person', () => {
  it('their notifications are listed but not marked read, one by one or all at once', async () => {
    await queueMail(t.database.db, {
      template: 'pairing-request',
      to: person.email,
      data: {
        companyName: 'Fjord Energy AB',
        startupName: 'Northwind',
        eventName: 'Nordic Energy Days',
        message: 'We would like to show you our inspection robot.',
        link: `http://localhost:3000/corporate/events/${randomUUID()}/requests`,
      },
      idempotencyKey: `impersonated-${randomUUID()}`,
    });
    const viewing = await impersonate();
    const auth = viewing.token.accessTokenHeader;
    const listed = (await asPerson(auth, LIST)).data as Listed;
    const [note] = listed.notifications.items;
    expect(note).toMatchObject({ read: false });

    const one = await asPerson(
      auth,
      'mutation ($ids: [ID!]!) { markNotificationsRead(ids: $ids) { id read } }',
      { ids: [note!.id] },
    );
    expect(one).toEqual({ data: { markNotificationsRead: [{ id: note!.id, read: false }] } });
    expect(await asPerson(auth, 'mutation { markAllNotificationsRead }')).toEqual({
      data: { markAllNotificationsRead: 0 },
    });
    expect(await asPerson(auth, '{ unreadNotificationCount }')).toEqual({
      data: { unreadNotificationCount: 1 },
    });
    // Someone else's id is still refused, as for the person themself.
    const foreign = await asPerson(
      auth,
      'mutation ($ids: [ID!]!) { markNotificationsRead(ids: $ids) { id } }',
      { ids: [randomUUID()] },
    );
    expect(foreign.errors).toHaveLength(1);
    expect((await stop(viewing)).statusCode).toBe(200);

    // The person themself marks it read.
    const own = await signInAs(t.app, person);
    const marked = await asPerson(
      own.token.accessTokenHeader,
      'mutation ($ids: [ID!]!) { markNotificationsRead(ids: $ids) { id read } }',
      { ids: [note!.id] },
    );
    expect(marked).toEqual({ data: { markNotificationsRead: [{ id: note!.id, read: true }] } });
  });
});

const HISTORY = `query ($u: ID!) { userHistory(userId: $u) { action at actorId actorName } }`;
type Entry = { action: string; at: string; actorId: string; actorName: string };
const historyOf = async (userId: string) => {
  const res = await graphql(t.app, '/api/matrix/neo', admin.token.accessTokenHeader, HISTORY, {
    u: userId,
  });
  const body = res.json() as { data?: { userHistory: Entry[] }; errors?: unknown[] };
  expect(body.errors).toBeUndefined();
  return body.data!.userHistory;
};

describe('the person’s history', () => {
  it('names the admin, when viewing as them began and when it was stopped', async () => {
    const fresh = await createTestUser(t.database.db, { type: 'corp' });
    person = fresh;
    expect(await historyOf(fresh.id)).toEqual([]);
    const before = Date.now();
    const viewing = await impersonate();
    const running = await historyOf(fresh.id);
    expect(running).toEqual([
      {
        action: 'IMPERSONATION_STARTED',
        at: expect.any(String),
        actorId: adminId,
        actorName: 'Ada Admin',
      },
    ]);
    const started = Date.parse(running[0]!.at);
    expect(started).toBeGreaterThanOrEqual(before - 1000);

    expect((await stop(viewing)).statusCode).toBe(200);
    const after = await historyOf(fresh.id);
    expect(after.map((e) => e.action)).toEqual(['IMPERSONATION_STOPPED', 'IMPERSONATION_STARTED']);
    expect(after[0]).toMatchObject({ actorId: adminId, actorName: 'Ada Admin' });
    const stopped = Date.parse(after[0]!.at);
    expect(stopped).toBeGreaterThanOrEqual(started);
    expect(stopped).toBeLessThanOrEqual(Date.now() + 1000);
    // The stopped session is over: its token no longer acts as the person.
    const me = await graphql(t.app, '/api/corp', viewing.token.accessTokenHeader, '{ me { id } }');
    expect(me.statusCode).toBe(401);
  });

  it('says when an impersonation ran out instead of being stopped', async () => {
    const fresh = await createTestUser(t.database.db, { type: 'corp' });
    person = fresh;
    await impersonate();
    await t.database.db.execute(
      sql`update impersonations set started_at = now() - interval '2 hours',
          until = now() - interval '1 hour' where user_id = ${fresh.id}`,
    );
    const entries = await historyOf(fresh.id);
    expect(entries.map((e) => e.action)).toEqual([
      'IMPERSONATION_RAN_OUT',
      'IMPERSONATION_STARTED',
    ]);
  });

  it('is for the admins who may impersonate, and only of a person', async () => {
    const host = await createTestAdmin(t.database.db, { adminType: 'EVENT_HOST' });
    const h = await signInAs(t.app, host, { admin: true });
    const refused = await graphql(t.app, '/api/matrix/neo', h.token.accessTokenHeader, HISTORY, {
      u: person.id,
    });
    expect(refused.json().errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const unknown = await graphql(
      t.app,
      '/api/matrix/neo',
      admin.token.accessTokenHeader,
      HISTORY,
      {
        u: adminId,
      },
    );
    expect(unknown.json().errors?.[0]?.message).toBe('No such person');
  });
});
