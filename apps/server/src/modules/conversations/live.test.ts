import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { headerActor } from '../../../test/actors.ts';
import { testApp, type TestApp } from '../../../test/app.ts';
import { conversationWorld, type ConversationWorld } from '../../../test/conversations-fixture.ts';
import { gqlAs } from '../../../test/http.ts';
import { subscribe } from '../../../test/sse.ts';

/**
 * Live conversations over real HTTP: the `conversationSignals` subscription, served as
 * server-sent events, tells both companies' members of a message as it is committed, and
 * nobody else; a client that was away fetches what it missed with `messages(after:)`.
 */
let t: TestApp;
let w: ConversationWorld;
let address: string;
let conversationId: string;
const SIGNALS = 'subscription { conversationSignals { conversationId messageId change } }';
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

describe('conversationSignals', () => {
  it('reaches the other company’s members as the message is sent, and not a third company', async () => {
    const corp = await subscribe(address, '/api/corp', w.corp.actor, SIGNALS);
    const colleague = await subscribe(address, '/api/corp', w.corpColleague.actor, SIGNALS);
    const third = await subscribe(address, '/api/startup', w.third.actor, SIGNALS);
    try {
      const id = await send('Are you at table 4?');
      const expected = {
        data: { conversationSignals: { conversationId, messageId: id, change: 'SENT' } },
      };
      expect(await corp.next()).toEqual(expected);
      expect(await colleague.next()).toEqual(expected);
      // A second message: the third company's stream has still heard nothing.
      const second = await send('I am on my way');
      expect(await corp.next()).toMatchObject({
        data: { conversationSignals: { messageId: second } },
      });
      expect(third.events).toEqual([]);
    } finally {
      for (const s of [corp, colleague, third]) s.close();
    }
  });

  it('a reconnecting client fetches exactly what it missed, once', async () => {
    const seen = await send('Before the drop');
    const missed = [await send('While away 1'), await send('While away 2')];
    const stream = await subscribe(address, '/api/corp', w.corp.actor, SIGNALS);
    try {
      const { body } = await gqlAs(
        t.app,
        'corp',
        w.corp.actor,
        `query ($c: ID!, $a: ID) { messages(conversationId: $c, after: $a) { id } }`,
        { c: conversationId, a: seen },
      );
      expect((body.data!.messages as { id: string }[]).map((m) => m.id)).toEqual(missed);
      const after = await send('After the return');
      expect(await stream.next()).toMatchObject({
        data: { conversationSignals: { messageId: after } },
      });
    } finally {
      stream.close();
    }
  });

  it('an organiser’s graph has no conversation stream', async () => {
    const res = await fetch(`${address}/api/matrix/neo`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        accept: 'text/event-stream',
        'x-test-actor': JSON.stringify({
          kind: 'admin',
          id: 'a',
          adminType: 'ADMIN',
          incubator: null,
          hosting: [],
          accountFilter: [],
        }),
      },
      body: JSON.stringify({ query: SIGNALS }),
    });
    const text = await res.text();
    expect(text).toMatch(/Subscription|not configured|Cannot query/i);
    expect(text).not.toMatch(/conversationSignals":\{/);
  });
});
