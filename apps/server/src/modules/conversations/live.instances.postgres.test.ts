import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { headerActor } from '../../../test/actors.ts';
import { testApp, type TestApp } from '../../../test/app.ts';
import { conversationWorld, type ConversationWorld } from '../../../test/conversations-fixture.ts';
import { gqlAs } from '../../../test/http.ts';
import { subscribe } from '../../../test/sse.ts';
import { openDatabase } from '../../platform/db.ts';

/**
 * Live conversations across server instances, on PostgreSQL only: a message sent through
 * instance A reaches a stream held by instance B (LISTEN/NOTIFY), and a client whose instance
 * restarts loses nothing: it reconnects to the new instance and fetches what it missed.
 */
let a: TestApp;
let w: ConversationWorld;
let conversationId: string;
const SIGNALS = 'subscription { conversationSignals { conversationId messageId change } }';
const SEND = `mutation ($c: ID!, $b: String!) { sendMessage(conversationId: $c, body: $b) { id } }`;
const AFTER = `query ($c: ID!, $a: ID) { messages(conversationId: $c, after: $a) { id body } }`;

/** A second instance on the same database (DATABASE_URL names this file's, test/database.ts). */
async function instance() {
  const database = await openDatabase({ url: process.env.DATABASE_URL!, poolSize: 2 });
  const app = await testApp({ resolveActor: headerActor, database });
  const address = await app.app.listen({ port: 0, host: '127.0.0.1' });
  return { ...app, address };
}

beforeAll(async () => {
  a = await testApp({ resolveActor: headerActor });
  w = await conversationWorld(a.database.db);
  const { body } = await gqlAs(
    a.app,
    'startup',
    w.startup.actor,
    'mutation ($c: ID!, $e: ID!) { openConversation(companyId: $c, eventId: $e) { id } }',
    { c: w.corp.companyId, e: w.eventId },
  );
  conversationId = (body.data!.openConversation as { id: string }).id;
});
afterAll(() => a.close());

async function sendThroughA(text: string) {
  const { body } = await gqlAs(a.app, 'startup', w.startup.actor, SEND, {
    c: conversationId,
    b: text,
  });
  return (body.data!.sendMessage as { id: string }).id;
}

/** The stream has started listening once a message sent now reaches it. */
async function firstSignal(stream: Awaited<ReturnType<typeof subscribe>>, text: string) {
  for (let i = 0; i < 20; i++) {
    const id = await sendThroughA(`${text} ${i}`);
    const got = await stream.next(500).catch(() => null);
    if (got) return { id, got };
  }
  throw new Error('the stream never heard a message');
}

describe('two instances on one PostgreSQL database', () => {
  it('a message sent through A reaches the corporate’s stream on B', async () => {
    const b = await instance();
    const stream = await subscribe(b.address, '/api/corp', w.corp.actor, SIGNALS);
    try {
      await firstSignal(stream, 'Warm-up');
      const id = await sendThroughA('Across instances');
      expect(await stream.next(2_000)).toEqual({
        data: { conversationSignals: { conversationId, messageId: id, change: 'SENT' } },
      });
    } finally {
      stream.close();
      await b.close();
    }
  });

  it('B restarts: the stream ends, the client reconnects to the new B and misses nothing', async () => {
    const b = await instance();
    const stream = await subscribe(b.address, '/api/corp', w.corp.actor, SIGNALS);
    const { id: lastSeen } = await firstSignal(stream, 'Before the restart');
    const closing = b.close();
    await stream.ended;
    await closing;
    const missed = await sendThroughA('While B restarts');
    const b2 = await instance();
    const again = await subscribe(b2.address, '/api/corp', w.corp.actor, SIGNALS);
    try {
      const { body } = await gqlAs(b2.app, 'corp', w.corp.actor, AFTER, {
        c: conversationId,
        a: lastSeen,
      });
      expect(body.data!.messages).toEqual([{ id: missed, body: 'While B restarts' }]);
      const { got } = await firstSignal(again, 'After the restart');
      expect(got).toMatchObject({ data: { conversationSignals: { conversationId } } });
    } finally {
      again.close();
      await b2.close();
    }
  });
});
