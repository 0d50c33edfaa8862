import { GRAPH_PATHS } from '@matchday/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminOf, headerActor } from '../../../test/actors.ts';
import { testApp, type TestApp } from '../../../test/app.ts';
import { conversationWorld, type ConversationWorld } from '../../../test/conversations-fixture.ts';
import { gqlAs } from '../../../test/http.ts';
import { subscribe } from '../../../test/sse.ts';

/**
 * The organisers' live stream over real HTTP (docs/decisions/112): `eventConversationSignals`
 * tells the event's organisers (ADMIN, its hosts) of every message in its conversations as it is
 * committed — the ids, never the text — and nothing of another event; others are refused.
 */
const ADMIN_PATH = GRAPH_PATHS.admin;
let t: TestApp;
let w: ConversationWorld;
let address: string;
let conversationId: string;
const signals = (eventId: string) =>
  `subscription { eventConversationSignals(eventId: "${eventId}") { conversationId messageId change } }`;
const SEND = `mutation ($c: ID!, $b: String!) { sendMessage(conversationId: $c, body: $b) { id } }`;

beforeAll(async () => {
  t = await testApp({ resolveActor: headerActor });
  w = await conversationWorld(t.database.db);
  address = await t.app.listen({ port: 0, host: '127.0.0.1' });
  const { body } = await gqlAs(
    t.app,
    'startup',
    w.startup.actor,
    'mutation ($c: ID!, $e: ID!) { openConversation(companyId: $c, eventId: $e) { id } }',
    { c: w.corp.companyId, e: w.eventId },
  );
  conversationId = (body.data!.openConversation as { id: string }).id;
});
afterAll(() => t.close());

async function send(text: string) {
  const { body } = await gqlAs(t.app, 'startup', w.startup.actor, SEND, {
    c: conversationId,
    b: text,
  });
  return (body.data!.sendMessage as { id: string }).id;
}

describe('eventConversationSignals', () => {
  it('tells the event’s organisers of each message, without its text, and not another event’s', async () => {
    const admin = await subscribe(address, ADMIN_PATH, adminOf('ADMIN'), signals(w.eventId));
    const host = await subscribe(
      address,
      ADMIN_PATH,
      adminOf('EVENT_HOST', { hosting: [w.eventId] }),
      signals(w.eventId),
    );
    const elsewhere = await subscribe(
      address,
      ADMIN_PATH,
      adminOf('ADMIN'),
      signals(w.otherEventId),
    );
    try {
      const id = await send('Can we move to 11:00?');
      const expected = {
        data: { eventConversationSignals: { conversationId, messageId: id, change: 'SENT' } },
      };
      expect(await admin.next()).toEqual(expected);
      expect(await host.next()).toEqual(expected);
      expect(JSON.stringify(admin.events)).not.toContain('11:00');
      const second = await send('Or 11:20');
      expect(await admin.next()).toMatchObject({
        data: { eventConversationSignals: { messageId: second } },
      });
      expect(elsewhere.events).toEqual([]);
    } finally {
      for (const s of [admin, host, elsewhere]) s.close();
    }
  });

  it('refuses a host of another event, an incubator and a company', async () => {
    for (const actor of [
      adminOf('EVENT_HOST', { hosting: [w.otherEventId] }),
      adminOf('INCUBATOR', { incubator: w.startup.companyId }),
    ]) {
      const stream = await subscribe(address, ADMIN_PATH, actor, signals(w.eventId));
      try {
        const first = (await stream.next()) as { errors?: { message: string }[] };
        expect(first.errors?.[0]?.message).toMatch(/No such event|organisers|not allowed/i);
      } finally {
        stream.close();
      }
    }
    const { body } = await gqlAs(
      t.app,
      'startup',
      w.startup.actor,
      `query { __type(name: "Subscription") { fields { name } } }`,
    );
    const names = (body.data!.__type as { fields: { name: string }[] }).fields.map((f) => f.name);
    expect(names).not.toContain('eventConversationSignals');
  });
});
