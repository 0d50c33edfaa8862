// The templates these tests queue: the identity module's (password reset) and the matchmaking
// mails (pairing request, to a corporate; a link into its area).
import '../auth/auth.mail.ts';
import '../matchmaking/matchmaking.mail.ts';
import { eq, sql } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { headerActor } from '../../../test/actors.ts';
import { testApp, type TestApp } from '../../../test/app.ts';
import { createTestAdmin, createTestUser } from '../../../test/factories.ts';
import { gqlAs } from '../../../test/http.ts';
import { statementCounter } from '../../../test/statements.ts';
import type { Actor } from '../../platform/actor.ts';
import type { Db } from '../../platform/db.ts';
import { queueMail, type QueueMailInput } from './mail.service.ts';
import { forgetMailsTo } from './mail.personal-data.ts';
import { mailMessages } from './mail.tables.ts';
import { notifications } from './notifications.tables.ts';
import {
  markAllMyNotificationsRead,
  markMyNotificationsRead,
  myNotifications,
  myUnreadNotificationCount,
} from '../notifications/notifications.service.ts';

let t: TestApp;
let db: Db;
let corp: { email: string; actor: Actor };
let other: { email: string; actor: Actor };
let admin: { email: string; actor: Actor };
const eventId = randomUUID();

const pairing = (to: string, key: string, startupName = 'Northwind'): QueueMailInput => ({
  template: 'pairing-request',
  to,
  data: {
    companyName: 'Fjord Energy AB',
    startupName,
    eventName: 'Nordic Energy Days',
    message: 'We would like to show you our inspection robot.',
    link: `http://localhost:3000/corporate/events/${eventId}/requests`,
  },
  idempotencyKey: key,
});

const reset = (to: string, token: string): QueueMailInput => ({
  template: 'password-reset',
  to,
  data: { link: `http://localhost:3000/reset/${token}`, name: 'Carl' },
  idempotencyKey: token,
  secret: ['link'],
});

const rowsTo = (email: string) =>
  db.select().from(notifications).where(eq(notifications.recipient, email.toLowerCase()));

beforeAll(async () => {
  t = await testApp({ resolveActor: headerActor });
  db = t.database.db;
  const person = async (type: 'startup' | 'corp') => {
    const u = await createTestUser(db, { type });
    return { email: u.email, actor: { kind: 'user', id: u.id, type, companyId: u.companyId } };
  };
  corp = (await person('corp')) as typeof corp;
  other = (await person('startup')) as typeof other;
  const a = await createTestAdmin(db, { adminType: 'EVENT_HOST' });
  admin = {
    email: a.email,
    actor: {
      kind: 'admin',
      id: a.id,
      adminType: 'EVENT_HOST',
      incubator: null,
      hosting: [],
      accountFilter: [],
    },
  };
});
afterAll(() => t.close());

describe('queueMail writes the in-app notification', () => {
  it('with the mail: its subject as title and the page of the mail’s button as path', async () => {
    const { id } = await queueMail(db, pairing(corp.email.toUpperCase(), 'pr-1'));
    const [row] = await rowsTo(corp.email);
    expect(row).toMatchObject({
      mailId: id,
      template: 'pairing-request',
      title: 'Northwind asks to meet you at Nordic Energy Days',
      path: `/corporate/events/${eventId}/requests`,
      readAt: null,
    });
  });

  it('once per mail: a repeated trigger (same idempotency key) adds no second one', async () => {
    const first = await queueMail(db, pairing(other.email, 'pr-dup'));
    const again = await db.transaction((tx) => queueMail(tx, pairing(other.email, 'pr-dup')));
    expect(again).toEqual({ id: first.id, duplicate: true });
    expect(await rowsTo(other.email)).toHaveLength(1);
  });

  it('not at all when the business change rolls back: neither mail nor notification', async () => {
    const to = 'rolled-back@example.test';
    await expect(
      db.transaction(async (tx) => {
        await queueMail(tx, pairing(to, 'pr-rollback'));
        throw new Error('business change failed');
      }),
    ).rejects.toThrow('business change failed');
    expect(await rowsTo(to)).toEqual([]);
    const mails = await db.select().from(mailMessages).where(eq(mailMessages.recipient, to));
    expect(mails).toEqual([]);
  });

  it('without secrets: a one-time link leaves the token out (path null: the area home)', async () => {
    const token = `tok${randomUUID().replaceAll('-', '')}`;
    await queueMail(db, reset(admin.email, token));
    const [row] = await rowsTo(admin.email);
    expect(row).toMatchObject({ template: 'password-reset', path: null });
    const stored = await db.execute(sql`select row_to_json(n)::text as j from notifications n`);
    const text = (stored as unknown as { rows: { j: string }[] }).rows.map((r) => r.j).join();
    expect(text).toContain('password-reset');
    expect(text).not.toContain(token);
    const view = await myNotifications(db, admin.actor, {});
    expect(view.items.map((n) => n.path)).toEqual(['/admin']);
  });

  it('leads where the caller names (notificationPath), checked as an in-app page', async () => {
    const to = 'named-path@example.test';
    const feedback = { ...reset(to, 'tok-feedback-1234567890'), idempotencyKey: 'named' };
    await queueMail(db, { ...feedback, notificationPath: `/corporate/events/${eventId}/agenda` });
    const [row] = await rowsTo(to);
    expect(row?.path).toBe(`/corporate/events/${eventId}/agenda`);
    await expect(
      queueMail(db, { ...feedback, idempotencyKey: 'bad', notificationPath: '/token/sign/abc' }),
    ).rejects.toMatchObject({
      code: 'BAD_REQUEST',
      details: { fields: [{ field: 'notificationPath' }] },
    });
    expect(await rowsTo(to)).toHaveLength(1);
  });

  it('is forgotten with the mails to the address (erasure)', async () => {
    const to = 'erased@example.test';
    await queueMail(db, pairing(to, 'pr-erase'));
    expect(await rowsTo(to)).toHaveLength(1);
    await forgetMailsTo(db, to);
    expect(await rowsTo(to)).toEqual([]);
  });
});

describe('a person reads and marks only their own notifications', () => {
  it('lists newest first in pages, with the unread count', async () => {
    await queueMail(db, pairing(corp.email, 'pr-2', 'Dune Analytics'));
    await queueMail(db, pairing(corp.email, 'pr-3', 'Birch Bio'));
    const page1 = await myNotifications(db, corp.actor, { first: 2 });
    expect(page1.items.map((n) => n.title)).toEqual([
      'Birch Bio asks to meet you at Nordic Energy Days',
      'Dune Analytics asks to meet you at Nordic Energy Days',
    ]);
    expect(page1.hasNextPage).toBe(true);
    const page2 = await myNotifications(db, corp.actor, { first: 2, after: page1.endCursor });
    expect(page2.items.map((n) => n.title)).toEqual([
      'Northwind asks to meet you at Nordic Energy Days',
    ]);
    expect(page2.hasNextPage).toBe(false);
    expect(await myUnreadNotificationCount(db, corp.actor)).toBe(3);
    // Nobody else's: the startup sees its one, the host sees only the reset.
    expect((await myNotifications(db, other.actor, {})).items).toHaveLength(1);
    expect(await myUnreadNotificationCount(db, admin.actor)).toBe(1);
  });

  it('another person’s id is not found and stays unread; mark all touches only mine', async () => {
    const theirs = (await myNotifications(db, corp.actor, { first: 1 })).items[0]!;
    await expect(markMyNotificationsRead(db, other.actor, [theirs.id])).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
    const mine = (await myNotifications(db, other.actor, {})).items[0]!;
    // One foreign id in the list: nothing changes, not even my own.
    await expect(
      markMyNotificationsRead(db, other.actor, [mine.id, theirs.id]),
    ).rejects.toMatchObject({ code: 'NOT_FOUND' });
    expect(await myUnreadNotificationCount(db, other.actor)).toBe(1);
    expect(await markAllMyNotificationsRead(db, other.actor)).toBe(1);
    expect(await myUnreadNotificationCount(db, other.actor)).toBe(0);
    expect(await myUnreadNotificationCount(db, corp.actor)).toBe(3);
  });

  it('marks one read, then all; a read one keeps its time', async () => {
    const [newest] = (await myNotifications(db, corp.actor, { first: 1 })).items;
    const [marked] = await markMyNotificationsRead(db, corp.actor, [newest!.id]);
    expect(marked).toMatchObject({ id: newest!.id, read: true });
    expect(await myUnreadNotificationCount(db, corp.actor)).toBe(2);
    const [before] = await db.select().from(notifications).where(eq(notifications.id, newest!.id));
    expect(await markAllMyNotificationsRead(db, corp.actor)).toBe(2);
    const [after] = await db.select().from(notifications).where(eq(notifications.id, newest!.id));
    expect(after!.readAt).toEqual(before!.readAt);
    expect(await myUnreadNotificationCount(db, corp.actor)).toBe(0);
  });

  it('refuses bad input in plain words, naming the field', async () => {
    await expect(myNotifications(db, corp.actor, { first: 500 })).rejects.toMatchObject({
      code: 'BAD_REQUEST',
      details: {
        fields: [{ field: 'first', message: 'Ask for at most 50 notifications at a time' }],
      },
    });
    await expect(myNotifications(db, corp.actor, { after: 'nonsense' })).rejects.toMatchObject({
      code: 'BAD_REQUEST',
      details: { fields: [{ field: 'after' }] },
    });
    await expect(markMyNotificationsRead(db, corp.actor, ['x'])).rejects.toMatchObject({
      code: 'BAD_REQUEST',
    });
  });
});

describe('GraphQL', () => {
  it('the corporate graph answers the person’s own list and count; anonymous is refused', async () => {
    await queueMail(db, pairing(corp.email, 'pr-graph', 'Graph Robotics'));
    const res = await gqlAs(
      t.app,
      'corp',
      corp.actor,
      '{ unreadNotificationCount notifications(first: 1) { items { title path read } hasNextPage } }',
    );
    expect(res.body.data).toEqual({
      unreadNotificationCount: 1,
      notifications: {
        items: [
          {
            title: 'Graph Robotics asks to meet you at Nordic Energy Days',
            path: `/corporate/events/${eventId}/requests`,
            read: false,
          },
        ],
        hasNextPage: true,
      },
    });
    const anon = await gqlAs(t.app, 'corp', null, '{ unreadNotificationCount }');
    expect(anon.status).toBe(401);
  });

  it('a path of another area leads to the reader’s own home', async () => {
    // The host's address receives a corporate's mail (e.g. one address used twice).
    await queueMail(db, pairing(admin.email, 'pr-admin'));
    const res = await gqlAs(t.app, 'admin', admin.actor, 'mutation { markAllNotificationsRead } ');
    expect(res.body.data).toEqual({ markAllNotificationsRead: 2 });
    const list = await myNotifications(db, admin.actor, {});
    expect(list.items.map((n) => n.path)).toEqual(['/admin', '/admin']);
  });
});

describe('statements', () => {
  it('the bell’s poll and the list send two statements (the person, then the rows) at any size', async () => {
    const counted = statementCounter(db);
    const ask = async (actor: Actor, query: string) =>
      (await counted(() => gqlAs(t.app, 'startup', actor, query))).length;
    const fresh = await createTestUser(db, { type: 'startup' });
    const actor: Actor = {
      kind: 'user',
      id: fresh.id,
      type: 'startup',
      companyId: fresh.companyId,
    };
    const LIST = '{ notifications(first: 20) { items { id title path read } } }';
    await queueMail(db, pairing(fresh.email, 'st-1'));
    const one = [await ask(actor, '{ unreadNotificationCount }'), await ask(actor, LIST)];
    for (let i = 2; i <= 6; i++) await queueMail(db, pairing(fresh.email, `st-${i}`));
    const six = [await ask(actor, '{ unreadNotificationCount }'), await ask(actor, LIST)];
    // The test resolver names the actor, so `me` is read here; a real request has it already.
    expect(one).toEqual([2, 2]);
    expect(six).toEqual(one);
  });
});
