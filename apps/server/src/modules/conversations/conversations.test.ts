import { MESSAGE_LIMITS } from '@matchday/shared';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { headerActor } from '../../../test/actors.ts';
import { testApp, type TestApp } from '../../../test/app.ts';
import { conversationWorld, type ConversationWorld } from '../../../test/conversations-fixture.ts';
import { gqlAs, type GqlBody } from '../../../test/http.ts';
import type { Actor } from '../../platform/actor.ts';
import { conversationMessages } from './conversations.tables.ts';

/**
 * Conversations on the real database through the graphs: a matched pair opens one, both teams
 * read it, a third company neither opens nor reads it, messages are sent, paged, edited within
 * five minutes, deleted, read per person; bad input is named; sending is rate-limited.
 */
let t: TestApp;
let w: ConversationWorld;
let conversationId: string;

const graphOf = (actor: Actor) => (actor?.kind === 'user' ? actor.type : 'admin');
async function gql(actor: Actor, query: string, variables: Record<string, unknown> = {}) {
  const { body } = await gqlAs(t.app, graphOf(actor), actor, query, variables);
  return body;
}
const code = (body: GqlBody) => body.errors?.[0]?.extensions?.code ?? 'OK';
const OPEN = `mutation ($c: ID!, $e: ID!) { openConversation(companyId: $c, eventId: $e) { id unread counterpart { id name } } }`;
const SEND = `mutation ($c: ID!, $b: String!) { sendMessage(conversationId: $c, body: $b) { id body mine editable author { name } } }`;
const MESSAGES = `query ($c: ID!, $before: ID, $after: ID) { messages(conversationId: $c, before: $before, after: $after) { id body deleted mine editable fromMyCompany } }`;
const LIST = `{ myConversations { id unread lastMessageAt lastMessagePreview counterpart { id name } } unreadMessageCount }`;

beforeAll(async () => {
  t = await testApp({ resolveActor: headerActor });
  w = await conversationWorld(t.database.db);
});
afterAll(() => t.close());

describe('opening', () => {
  it('a matched startup opens the conversation with its corporate, once', async () => {
    const first = await gql(w.startup.actor, OPEN, { c: w.corp.companyId, e: w.eventId });
    expect(code(first)).toBe('OK');
    const opened = first.data!.openConversation as { id: string; counterpart: { id: string } };
    expect(opened.counterpart.id).toBe(w.corp.companyId);
    conversationId = opened.id;
    const again = await gql(w.corp.actor, OPEN, { c: w.startup.companyId, e: w.eventId });
    expect((again.data!.openConversation as { id: string }).id).toBe(conversationId);
  });

  it('a third company without a match cannot open one with the corporate', async () => {
    const body = await gql(w.third.actor, OPEN, { c: w.corp.companyId, e: w.eventId });
    expect(code(body)).toBe('FORBIDDEN');
    expect(body.errors![0]!.message).toMatch(/match, a pairing request or a meeting/);
  });

  it('the pair has no match at another event: refused there', async () => {
    const body = await gql(w.startup.actor, OPEN, { c: w.corp.companyId, e: w.otherEventId });
    expect(code(body)).toBe('FORBIDDEN');
  });

  it('two startups cannot open a conversation', async () => {
    const body = await gql(w.startup.actor, OPEN, { c: w.third.companyId, e: w.eventId });
    expect(code(body)).toBe('BAD_REQUEST');
    expect(body.errors![0]!.message).toMatch(/startup and a corporate/);
  });
});

describe('messages', () => {
  let firstId: string;

  it('the startup sends; every member of the corporate team sees it unread', async () => {
    const sent = await gql(w.startup.actor, SEND, {
      c: conversationId,
      b: '  Could you send your deck? https://example.com  ',
    });
    expect(code(sent)).toBe('OK');
    const message = sent.data!.sendMessage as {
      id: string;
      body: string;
      mine: boolean;
      editable: boolean;
    };
    expect(message).toMatchObject({
      body: 'Could you send your deck? https://example.com',
      mine: true,
      editable: true,
    });
    firstId = message.id;
    for (const reader of [w.corp.actor, w.corpColleague.actor]) {
      const list = await gql(reader, LIST);
      expect(list.data!.unreadMessageCount).toBe(1);
      expect(list.data!.myConversations).toEqual([
        expect.objectContaining({
          id: conversationId,
          unread: 1,
          lastMessagePreview: message.body,
        }),
      ]);
    }
    // The sender's own message is not unread for the sender's company.
    expect((await gql(w.startup.actor, LIST)).data!.unreadMessageCount).toBe(0);
  });

  it('read state is per person: one colleague reading leaves the other’s unread', async () => {
    const read = await gql(
      w.corp.actor,
      `mutation ($c: ID!) { markConversationRead(conversationId: $c) { unread } }`,
      { c: conversationId },
    );
    expect(read.data!.markConversationRead).toEqual({ unread: 0 });
    expect((await gql(w.corp.actor, LIST)).data!.unreadMessageCount).toBe(0);
    expect((await gql(w.corpColleague.actor, LIST)).data!.unreadMessageCount).toBe(1);
  });

  it('a third company reads nothing of it and cannot write to it', async () => {
    expect(code(await gql(w.third.actor, MESSAGES, { c: conversationId }))).toBe('NOT_FOUND');
    expect(
      code(
        await gql(w.third.actor, `query ($id: ID!) { conversation(id: $id) { id } }`, {
          id: conversationId,
        }),
      ),
    ).toBe('NOT_FOUND');
    expect(code(await gql(w.third.actor, SEND, { c: conversationId, b: 'Hello' }))).toBe(
      'NOT_FOUND',
    );
    expect(
      code(
        await gql(
          w.third.actor,
          `mutation ($c: ID!) { markConversationRead(conversationId: $c) { id } }`,
          { c: conversationId },
        ),
      ),
    ).toBe('NOT_FOUND');
    expect((await gql(w.third.actor, LIST)).data!.myConversations).toEqual([]);
  });

  it('bad input is refused with a message naming the problem', async () => {
    const cases: [string, RegExp][] = [
      ['   ', /empty/],
      ['x'.repeat(MESSAGE_LIMITS.body + 1), /at most 4,000 characters/],
      ['bell \u0007 here', /control characters/],
    ];
    for (const [b, message] of cases) {
      const body = await gql(w.startup.actor, SEND, { c: conversationId, b });
      expect(code(body)).toBe('BAD_REQUEST');
      expect(body.errors![0]!.message).toMatch(message);
    }
    const multiLine = await gql(w.startup.actor, SEND, {
      c: conversationId,
      b: 'line one\nline two',
    });
    expect(code(multiLine)).toBe('OK');
    const notAnId = await gql(w.startup.actor, SEND, { c: 'nope', b: 'Hi' });
    expect(code(notAnId)).toBe('BAD_REQUEST');
  });

  it('the author edits within five minutes; later, or someone else, is refused', async () => {
    const EDIT = `mutation ($m: ID!, $b: String!) { editMessage(messageId: $m, body: $b) { body editedAt } }`;
    expect(code(await gql(w.corp.actor, EDIT, { m: firstId, b: 'Hijack' }))).toBe('FORBIDDEN');
    const edited = await gql(w.startup.actor, EDIT, {
      m: firstId,
      b: 'Could you send your deck, please?',
    });
    expect(edited.data!.editMessage).toMatchObject({ body: 'Could you send your deck, please?' });
    await t.database.db
      .update(conversationMessages)
      .set({ sentAt: sql`now() - interval '6 minutes'` })
      .where(eq(conversationMessages.id, firstId));
    const late = await gql(w.startup.actor, EDIT, { m: firstId, b: 'Too late' });
    expect(code(late)).toBe('BAD_REQUEST');
    expect(late.errors![0]!.message).toMatch(/within 5 minutes/);
  });

  it('a deleted message stays in the thread without its text', async () => {
    const DELETE = `mutation ($m: ID!) { deleteMessage(messageId: $m) { deleted body } }`;
    expect(code(await gql(w.corpColleague.actor, DELETE, { m: firstId }))).toBe('FORBIDDEN');
    expect((await gql(w.startup.actor, DELETE, { m: firstId })).data!.deleteMessage).toEqual({
      deleted: true,
      body: '',
    });
    const thread = (await gql(w.corp.actor, MESSAGES, { c: conversationId })).data!.messages as {
      id: string;
      deleted: boolean;
      body: string;
    }[];
    expect(thread.find((m) => m.id === firstId)).toMatchObject({ deleted: true, body: '' });
  });

  it('pages backwards from a message and forwards after one, without repeats', async () => {
    for (let i = 0; i < 5; i++) {
      expect(code(await gql(w.corp.actor, SEND, { c: conversationId, b: `Reply ${i}` }))).toBe(
        'OK',
      );
    }
    const all = (await gql(w.startup.actor, MESSAGES, { c: conversationId })).data!.messages as {
      id: string;
      body: string;
      fromMyCompany: boolean;
    }[];
    expect(all.slice(-5).map((m) => m.body)).toEqual([
      'Reply 0',
      'Reply 1',
      'Reply 2',
      'Reply 3',
      'Reply 4',
    ]);
    expect(all.at(-1)!.fromMyCompany).toBe(false);
    const pivot = all.at(-3)!.id;
    const before = (await gql(w.startup.actor, MESSAGES, { c: conversationId, before: pivot }))
      .data!.messages as { id: string }[];
    const after = (await gql(w.startup.actor, MESSAGES, { c: conversationId, after: pivot })).data!
      .messages as { id: string }[];
    expect([...before, { id: pivot }, ...after].map((m) => m.id)).toEqual(all.map((m) => m.id));
  });

  it(`a person may send at most ${MESSAGE_LIMITS.perMinute} messages a minute`, async () => {
    const colleague = w.corpColleague.actor;
    const outcomes: string[] = [];
    for (let i = 0; i <= MESSAGE_LIMITS.perMinute; i++) {
      outcomes.push(code(await gql(colleague, SEND, { c: conversationId, b: `Burst ${i}` })));
    }
    expect(outcomes.filter((o) => o === 'OK')).toHaveLength(MESSAGE_LIMITS.perMinute);
    expect(outcomes.at(-1)).toBe('TOO_MANY_REQUESTS');
  });

  it('an admin viewing the app as a person cannot send in their name', async () => {
    const viewing = { ...(w.startup.actor as object), impersonatorId: 'admin-1' } as Actor;
    expect(code(await gql(viewing, SEND, { c: conversationId, b: 'As you' }))).toBe('FORBIDDEN');
  });
});
