import { WEBHOOK_KINDS, type WebhookKind } from '@matchday/shared';
import { eq, sql } from 'drizzle-orm';
import { createHmac, timingSafeEqual } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminOf, headerActor } from '../../../test/actors.ts';
import { testApp, type TestApp } from '../../../test/app.ts';
import { createTestAdmin } from '../../../test/factories.ts';
import { gqlAs } from '../../../test/http.ts';
import { meetingsFixture, type MeetingsFixture } from '../../../test/meetings-fixture.ts';
import type { Actor } from '../../platform/actor.ts';
import { emitDomainEvent } from '../../platform/domain-events.ts';
import { rateMeeting } from '../followup/ratings.service.ts';
import { recordFollowUp } from '../followup/reports.service.ts';
import { publishSchedule } from '../meetings/publish.service.ts';
import { generateSchedule } from '../meetings/schedule.service.ts';
import { setMeetingStatus } from '../meetings/status.service.ts';
import { meetingsOfEvent } from '../meetings/agenda.service.ts';
import { webhookDeliveries, webhooks } from './integrations.tables.ts';
import { assertPublicUrl, isPrivateAddress } from './url-guard.ts';
import { backoffMs, deliverDueWebhooks } from './webhook.worker.ts';
import { createWebhook } from './webhooks.service.ts';

/*
 * Webhooks (decision 105), against a real HTTP receiver on loopback: a signed delivery of every
 * kind, delivered once after a failed first attempt; the owner rooms' services emit their
 * events inside their transactions; an endpoint that keeps failing is switched off and the
 * admins are mailed; redelivery by hand keeps the delivery id; the SSRF guard.
 */
type Received = { id: string; kind: string; signature: string; body: string; answered: number };

let t: TestApp;
let f: MeetingsFixture;
let admin: Actor;
let server: Server;
let url: string;
const received: Received[] = [];
/** Answer 500 to the first request of each delivery id: every delivery needs one retry. */
const failedOnce = new Set<string>();
let alwaysFail = false;

beforeAll(async () => {
  t = await testApp({ resolveActor: headerActor });
  f = await meetingsFixture(t.database.db, {
    startups: 2,
    corporates: 1,
    pairs: [
      [0, 0],
      [1, 0],
    ],
    startInMinutes: -5,
  });
  const a = await createTestAdmin(t.database.db, { email: 'hooks-admin@example.test' });
  admin = adminOf('ADMIN', { id: a.id });
  server = createServer((req, res) => {
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString()));
    req.on('end', () => {
      const id = String(req.headers['x-matchday-delivery']);
      const answered = alwaysFail || !failedOnce.has(id) ? 500 : 204;
      failedOnce.add(id);
      received.push({
        id,
        kind: String(req.headers['x-matchday-event']),
        signature: String(req.headers['x-matchday-signature']),
        body,
        answered,
      });
      res.writeHead(answered).end(answered === 500 ? 'receiver down' : '');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/hooks`;
}, 60_000);
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await t.close();
});

function verified(r: Received, secret: string) {
  const m = /^t=(\d+),v1=([0-9a-f]{64})$/.exec(r.signature);
  if (!m) return false;
  const expected = createHmac('sha256', secret).update(`${m[1]}.${r.body}`).digest();
  return timingSafeEqual(expected, Buffer.from(m[2]!, 'hex'));
}

async function register(events: readonly WebhookKind[]) {
  const { body } = await gqlAs(
    t.app,
    'admin',
    admin,
    'mutation ($u: String!, $e: [String!]!) { createWebhook(url: $u, events: $e) { id secret } }',
    { u: url, e: events },
  );
  expect(body.errors).toBeUndefined();
  return (body.data as { createWebhook: { id: string; secret: string } }).createWebhook;
}

const deliver = (now: Date) =>
  deliverDueWebhooks(t.database.db, { publicUrl: 'http://matchday.test', now });

describe('webhooks', () => {
  it('delivers a signed POST of every kind, once, after a failed first attempt', async () => {
    const hook = await register(WEBHOOK_KINDS);
    const db = t.database.db;
    const ctx = { db, actor: f.root, publicUrl: 'http://matchday.test' };
    // Four kinds from the owner rooms' services, inside their transactions…
    await generateSchedule(db, f.root, f.eventId);
    await publishSchedule(ctx, f.eventId);
    const [meeting] = await meetingsOfEvent(db, f.root, f.eventId);
    await setMeetingStatus(ctx, meeting!.id, { status: 'HELD' });
    const startup = f.startups.find((s) => s.id === meeting!.startupId)!;
    await rateMeeting(db, startup.user, meeting!.id, { score: 5, wantsFollowUp: true });
    await recordFollowUp(db, f.root, meeting!.id, {
      result: 'NEGOTIATION_STARTED',
      source: 'Phone call',
      outcomes: [],
    });
    // …and the others as their rooms emit them.
    const direct = WEBHOOK_KINDS.filter(
      (k) =>
        !['meeting.scheduled', 'meeting.held', 'rating.given', 'followup.reported'].includes(k),
    );
    await db.transaction(async (tx) => {
      for (const kind of direct) await emitDomainEvent(tx, kind, { test: kind });
    });
    const now = new Date();
    const first = await deliver(now);
    expect(first.delivered).toBe(0);
    expect(first.failed).toBeGreaterThanOrEqual(WEBHOOK_KINDS.length);
    // Nothing is due again before the backoff has passed.
    expect(await deliver(new Date(now.getTime() + 1000))).toEqual({ delivered: 0, failed: 0 });
    const second = await deliver(new Date(now.getTime() + backoffMs(1) + 1000));
    expect(second).toEqual({ delivered: first.failed, failed: 0 });
    expect(await deliver(new Date(now.getTime() + 3_600_000))).toEqual({ delivered: 0, failed: 0 });

    const ok = received.filter((r) => r.answered === 204);
    expect(new Set(ok.map((r) => r.kind))).toEqual(new Set(WEBHOOK_KINDS));
    expect(ok.length).toBe(new Set(ok.map((r) => r.id)).size);
    for (const r of received) {
      expect(verified(r, hook.secret), `${r.kind} signed`).toBe(true);
      expect(JSON.parse(r.body)).toMatchObject({ id: r.id, kind: r.kind });
    }
    const held = ok.find((r) => r.kind === 'meeting.held')!;
    expect(JSON.parse(held.body).data).toMatchObject({ meetingId: meeting!.id, status: 'HELD' });
    // A tampered body does not verify.
    expect(verified({ ...held, body: held.body.replace('HELD', 'XELD') }, hook.secret)).toBe(false);

    // The log shows each delivery with its response; redelivery by hand keeps the id.
    const { body } = await gqlAs(
      t.app,
      'admin',
      admin,
      'query { webhooks { id deliveries { id state attempts lastStatus } } }',
    );
    const log = (
      body.data as {
        webhooks: {
          id: string;
          deliveries: { id: string; state: string; attempts: number; lastStatus: number }[];
        }[];
      }
    ).webhooks.find((w) => w.id === hook.id)!.deliveries;
    expect(
      log.every((d) => d.state === 'DELIVERED' && d.attempts === 2 && d.lastStatus === 204),
    ).toBe(true);
    const again = await gqlAs(
      t.app,
      'admin',
      admin,
      'mutation ($d: ID!) { redeliverWebhook(deliveryId: $d) { id state } }',
      { d: held.id },
    );
    expect(again.body.data).toEqual({ redeliverWebhook: { id: held.id, state: 'PENDING' } });
    const before = received.length;
    expect(await deliver(new Date(now.getTime() + 3_600_000))).toEqual({ delivered: 1, failed: 0 });
    expect(received.slice(before).map((r) => r.id)).toEqual([held.id]);
    await gqlAs(t.app, 'admin', admin, 'mutation ($id: ID!) { deleteWebhook(id: $id) }', {
      id: hook.id,
    });
  });

  it('switches an endpoint off after 24 hours of failures and mails the admins', async () => {
    alwaysFail = true;
    const hook = await register(['grant.state_changed']);
    await t.database.db.transaction((tx) =>
      emitDomainEvent(tx, 'grant.state_changed', { applicationId: 'x' }),
    );
    const start = Date.now();
    let attempts = 0;
    for (let h = 0; h <= 26 && attempts < 40; h += 0.5) {
      const r = await deliver(new Date(start + h * 3_600_000));
      attempts += r.failed;
    }
    const [row] = await t.database.db.select().from(webhooks).where(eq(webhooks.id, hook.id));
    expect(row!.disabledAt).not.toBeNull();
    const [delivery] = await t.database.db
      .select()
      .from(webhookDeliveries)
      .where(eq(webhookDeliveries.webhookId, hook.id));
    expect(delivery!.gaveUpAt).not.toBeNull();
    expect(delivery!.lastStatus).toBe(500);
    const mails = await t.database.db.execute(
      sql`select id from mail_messages where template = 'webhook-disabled' and recipient = 'hooks-admin@example.test'`,
    );
    expect((mails as unknown as { rows: unknown[] }).rows).toHaveLength(1);
    // A switched-off endpoint gets no new deliveries.
    await t.database.db.transaction((tx) =>
      emitDomainEvent(tx, 'grant.state_changed', { applicationId: 'y' }),
    );
    const rows = await t.database.db
      .select()
      .from(webhookDeliveries)
      .where(eq(webhookDeliveries.webhookId, hook.id));
    expect(rows).toHaveLength(1);
    alwaysFail = false;
  });

  it('refuses private and loopback endpoints in production (SSRF), allows them in tests', async () => {
    const production = { allowPrivate: false };
    for (const bad of [
      'http://127.0.0.1/x',
      'http://10.1.2.3/x',
      'http://192.168.1.1/x',
      'http://169.254.169.254/latest/meta-data',
      'http://[::1]/x',
      'http://[fd00::1]/x',
      'http://localhost/x',
    ]) {
      await expect(assertPublicUrl(bad, production), bad).rejects.toThrow(/public address/);
    }
    await expect(assertPublicUrl('http://93.184.216.34/x', production)).resolves.toBeUndefined();
    expect(isPrivateAddress('::ffff:127.0.0.1')).toBe(true);
    await expect(
      createWebhook(
        t.database.db,
        admin,
        { url: 'http://127.0.0.1:9/x', events: ['rating.given'] },
        production,
      ),
    ).rejects.toThrow(/public address/);
    await expect(
      createWebhook(
        t.database.db,
        admin,
        { url, events: ['rating.given'] },
        { allowPrivate: true },
      ),
    ).resolves.toMatchObject({ url });
  });

  it('refuses unknown event kinds and non-http addresses, by name', async () => {
    const { body } = await gqlAs(
      t.app,
      'admin',
      admin,
      'mutation { createWebhook(url: "ftp://example.com", events: ["everything"]) { id } }',
    );
    expect(body.errors?.[0]?.message).toMatch(/https:\/\//);
    expect(body.errors?.[0]?.message).toMatch(/event kind is one of/);
  });
});
