import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminOf, headerActor } from '../../../test/actors.ts';
import { testApp, type TestApp } from '../../../test/app.ts';
import { conversationWorld, type ConversationWorld } from '../../../test/conversations-fixture.ts';
import { gqlAs, type GqlBody } from '../../../test/http.ts';
import type { Actor } from '../../platform/actor.ts';
import { createAdmin } from '../accounts/accounts.service.ts';

/**
 * The organisers' side on the real database through the graphs (docs/decisions/110): an event's
 * conversations for its ADMIN and hosts only (not another event's host, an incubator or a
 * consortium member), paged; a conversation with a participant both sides read and write; a
 * pair's conversation listed but not readable; an announcement to all participants once per key.
 */
let t: TestApp;
let w: ConversationWorld;
let admin: Actor;
let host: Actor;
let pairId: string;
let organiserId: string;

const graphOf = (actor: Actor) => (actor?.kind === 'user' ? actor.type : 'admin');
async function gql(actor: Actor, query: string, variables: Record<string, unknown> = {}) {
  const { body } = await gqlAs(t.app, graphOf(actor), actor, query, variables);
  return body;
}
const code = (body: GqlBody) => body.errors?.[0]?.extensions?.code ?? 'OK';
const LIST = `query ($e: ID!, $after: ID, $kind: String) { eventConversations(eventId: $e, after: $after, kind: $kind) { id kind messageCount awaitingReply startup { name } corporate { name } } }`;
const START = `mutation ($e: ID!, $c: ID!) { startOrganiserConversation(eventId: $e, companyId: $c) { id kind startup { id } } }`;
const SEND = `mutation ($c: ID!, $b: String!) { sendOrganiserMessage(conversationId: $c, body: $b) { id body mine fromOrganiser author { name } } }`;
const THREAD = `query ($c: ID!) { organiserMessages(conversationId: $c) { id body mine fromOrganiser } }`;
const ANNOUNCE = `mutation ($e: ID!, $b: String!, $k: String!) { announceToParticipants(eventId: $e, body: $b, idempotencyKey: $k) { id recipients repeated } }`;
type Row = { id: string; kind: string; messageCount: number; awaitingReply: boolean };

async function realAdmin(type: 'ADMIN' | 'EVENT_HOST', hosting: string[] = []) {
  const row = await createAdmin(t.database.db, {
    email: `${type.toLowerCase()}-${randomUUID()}@example.test`,
    name: type === 'ADMIN' ? 'Ada Admin' : 'Hugo Host',
    adminType: type,
    hosting,
  });
  return adminOf(type, { id: row.id, hosting });
}

beforeAll(async () => {
  t = await testApp({ resolveActor: headerActor });
  w = await conversationWorld(t.database.db);
  admin = await realAdmin('ADMIN');
  host = await realAdmin('EVENT_HOST', [w.eventId]);
  const opened = await gql(
    w.startup.actor,
    `mutation ($c: ID!, $e: ID!) { openConversation(companyId: $c, eventId: $e) { id } }`,
    { c: w.corp.companyId, e: w.eventId },
  );
  pairId = (opened.data!.openConversation as { id: string }).id;
  await gql(
    w.startup.actor,
    `mutation ($c: ID!) { sendMessage(conversationId: $c, body: "Private to us") { id } }`,
    { c: pairId },
  );
});
afterAll(() => t.close());

describe('who sees an event’s conversations', () => {
  it('the ADMIN and the event’s host list them with counts', async () => {
    for (const who of [admin, host]) {
      const body = await gql(who, LIST, { e: w.eventId });
      expect(code(body)).toBe('OK');
      const rows = body.data!.eventConversations as Row[];
      expect(rows.find((r) => r.id === pairId)).toMatchObject({ kind: 'PAIR', messageCount: 1 });
    }
  });

  it('another event’s host is told there is no such event; incubator and consortium are refused', async () => {
    const other = await realAdmin('EVENT_HOST', [w.otherEventId]);
    expect(code(await gql(other, LIST, { e: w.eventId }))).toBe('NOT_FOUND');
    for (const type of ['INCUBATOR', 'CONSORTIUM_MEMBER'] as const) {
      const body = await gql(adminOf(type, { incubator: 'STING' }), LIST, { e: w.eventId });
      expect(code(body)).toBe('FORBIDDEN');
    }
    expect(code(await gql(w.startup.actor, LIST, { e: w.eventId }))).not.toBe('OK');
  });

  it('a conversation between two companies is listed but its messages stay private', async () => {
    const body = await gql(admin, THREAD, { c: pairId });
    expect(code(body)).toBe('FORBIDDEN');
    expect(body.errors![0]!.message).toMatch(/private to them/);
  });
});

describe('an organiser and a participant', () => {
  it('the host starts a conversation with an approved participant, once', async () => {
    const first = await gql(host, START, { e: w.eventId, c: w.third.companyId });
    expect(code(first)).toBe('OK');
    organiserId = (first.data!.startOrganiserConversation as { id: string }).id;
    const again = await gql(admin, START, { e: w.eventId, c: w.third.companyId });
    expect((again.data!.startOrganiserConversation as { id: string }).id).toBe(organiserId);
  });

  it('a company that is not a participant of the event is refused by name', async () => {
    const body = await gql(host, START, { e: w.otherEventId, c: w.third.companyId });
    expect(code(body)).toBe('NOT_FOUND');
    const stranger = await gql(admin, START, { e: w.otherEventId, c: w.third.companyId });
    expect(stranger.errors![0]!.message).toMatch(/not an approved participant/);
  });

  it('the organiser writes; the participant sees it unread from the organisers and answers', async () => {
    const sent = await gql(host, SEND, { c: organiserId, b: 'Welcome! Bring your deck.' });
    expect(code(sent)).toBe('OK');
    expect(sent.data!.sendOrganiserMessage).toMatchObject({
      mine: true,
      fromOrganiser: true,
      author: { name: 'Hugo Host' },
    });
    const list = await gql(
      w.third.actor,
      '{ myConversations { id kind unread counterpart { name type } } unreadMessageCount }',
    );
    const mine = (list.data!.myConversations as { id: string }[]).find((c) => c.id === organiserId);
    expect(mine).toMatchObject({
      kind: 'ORGANISER',
      unread: 1,
      counterpart: { name: 'Organisers of Talk Day', type: 'organiser' },
    });
    expect(list.data!.unreadMessageCount).toBe(1);
    const reply = await gql(
      w.third.actor,
      'mutation ($c: ID!) { sendMessage(conversationId: $c, body: "Thanks, will do") { id } }',
      { c: organiserId },
    );
    expect(code(reply)).toBe('OK');
    const thread = await gql(admin, THREAD, { c: organiserId });
    const bodies = (thread.data!.organiserMessages as { body: string; mine: boolean }[]).map(
      (m) => m.body,
    );
    expect(bodies).toEqual(['Welcome! Bring your deck.', 'Thanks, will do']);
    const rows = (await gql(admin, LIST, { e: w.eventId, kind: 'ORGANISER' })).data!
      .eventConversations as Row[];
    expect(rows.map((r) => r.id)).toEqual([organiserId]);
    expect(rows[0]!.awaitingReply).toBe(true);
  });

  it('the pair’s companies do not see the organiser conversation of the third', async () => {
    const body = await gql(
      w.startup.actor,
      'query ($c: ID!) { messages(conversationId: $c) { id } }',
      { c: organiserId },
    );
    expect(code(body)).toBe('NOT_FOUND');
  });

  it('bad input is named: an empty message, another graph’s caller', async () => {
    const empty = await gql(host, SEND, { c: organiserId, b: '   ' });
    expect(code(empty)).toBe('BAD_REQUEST');
    expect(empty.errors![0]!.message).toMatch(/empty/);
  });
});

describe('announcements', () => {
  it('the audience counts the approved participants', async () => {
    const body = await gql(admin, 'query ($e: ID!) { announcementAudience(eventId: $e) }', {
      e: w.eventId,
    });
    expect(body.data!.announcementAudience).toBe(3);
  });

  it('reaches every participant once per key, as one message in each organiser conversation', async () => {
    const key = randomUUID();
    const first = await gql(admin, ANNOUNCE, { e: w.eventId, b: 'Doors open at 8:30', k: key });
    expect(first.data!.announceToParticipants).toMatchObject({ recipients: 3, repeated: false });
    const again = await gql(admin, ANNOUNCE, { e: w.eventId, b: 'Doors open at 8:30', k: key });
    expect(again.data!.announceToParticipants).toMatchObject({ recipients: 3, repeated: true });
    for (const who of [w.startup.actor, w.corp.actor, w.corpColleague.actor, w.third.actor]) {
      const list = await gql(who, '{ myConversations { id kind lastMessagePreview } }');
      const theirs = (
        list.data!.myConversations as { id: string; kind: string; lastMessagePreview: string }[]
      ).filter((c) => c.kind === 'ORGANISER');
      expect(theirs).toHaveLength(1);
      const thread = await gql(who, 'query ($c: ID!) { messages(conversationId: $c) { body } }', {
        c: theirs[0]!.id,
      });
      const bodies = (thread.data!.messages as { body: string }[]).map((m) => m.body);
      expect(bodies.filter((b) => b === 'Doors open at 8:30')).toHaveLength(1);
    }
  });

  it('a host cannot announce at an event it does not host', async () => {
    const body = await gql(host, ANNOUNCE, { e: w.otherEventId, b: 'Hi', k: randomUUID() });
    expect(code(body)).toBe('NOT_FOUND');
  });
});
