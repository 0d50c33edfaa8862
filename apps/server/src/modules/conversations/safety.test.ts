import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminOf, headerActor } from '../../../test/actors.ts';
import { testApp, type TestApp } from '../../../test/app.ts';
import { conversationWorld, type ConversationWorld } from '../../../test/conversations-fixture.ts';
import { gqlAs, type GqlBody } from '../../../test/http.ts';
import type { Actor } from '../../platform/actor.ts';
import { createAdmin } from '../accounts/accounts.service.ts';

/**
 * Blocking and reports on the real database (docs/decisions/110): a blocked company is told in
 * words that it cannot write, the blocker too until it unblocks; a report of the other side's
 * message reaches the event's organisers (once per person), never another event's host.
 */
let t: TestApp;
let w: ConversationWorld;
let conversationId: string;
let corpMessageId: string;

const graphOf = (actor: Actor) => (actor?.kind === 'user' ? actor.type : 'admin');
async function gql(actor: Actor, query: string, variables: Record<string, unknown> = {}) {
  const { body } = await gqlAs(t.app, graphOf(actor), actor, query, variables);
  return body;
}
const code = (body: GqlBody) => body.errors?.[0]?.extensions?.code ?? 'OK';
const SEND = `mutation ($c: ID!, $b: String!) { sendMessage(conversationId: $c, body: $b) { id } }`;
const BLOCK = `mutation ($c: ID!, $b: Boolean!) { setCompanyBlocked(conversationId: $c, blocked: $b) { id blockedByUs } }`;
const REPORT = `mutation ($m: ID!, $r: String) { reportMessage(messageId: $m, reason: $r) }`;
const REPORTS = `query ($e: ID!) { eventMessageReports(eventId: $e) { quotedBody reason reporterCompany } eventConversations(eventId: $e) { id reports } }`;

beforeAll(async () => {
  t = await testApp({ resolveActor: headerActor });
  w = await conversationWorld(t.database.db);
  const opened = await gql(
    w.startup.actor,
    `mutation ($c: ID!, $e: ID!) { openConversation(companyId: $c, eventId: $e) { id } }`,
    { c: w.corp.companyId, e: w.eventId },
  );
  conversationId = (opened.data!.openConversation as { id: string }).id;
  const sent = await gql(w.corp.actor, SEND, { c: conversationId, b: 'Buy our stuff now!!!' });
  corpMessageId = (sent.data!.sendMessage as { id: string }).id;
});
afterAll(() => t.close());

describe('blocking', () => {
  it('the startup blocks the corporate: the corporate is told, the startup too, until unblocked', async () => {
    const blocked = await gql(w.startup.actor, BLOCK, { c: conversationId, b: true });
    expect(blocked.data!.setCompanyBlocked).toMatchObject({ blockedByUs: true });
    const refused = await gql(w.corpColleague.actor, SEND, { c: conversationId, b: 'Hello?' });
    expect(code(refused)).toBe('FORBIDDEN');
    expect(refused.errors![0]!.message).toMatch(/does not accept messages from your company/);
    const own = await gql(w.startup.actor, SEND, { c: conversationId, b: 'One more thing' });
    expect(own.errors![0]!.message).toMatch(/blocked .*unblock it to write again/);
    // History stays readable for the blocked side.
    const read = await gql(
      w.corp.actor,
      'query ($c: ID!) { messages(conversationId: $c) { id } }',
      {
        c: conversationId,
      },
    );
    expect(code(read)).toBe('OK');
    const unblocked = await gql(w.startup.actor, BLOCK, { c: conversationId, b: false });
    expect(unblocked.data!.setCompanyBlocked).toMatchObject({ blockedByUs: false });
    expect(code(await gql(w.corp.actor, SEND, { c: conversationId, b: 'Sorry' }))).toBe('OK');
  });

  it('a third company cannot block through a conversation it is not in', async () => {
    const body = await gql(w.third.actor, BLOCK, { c: conversationId, b: true });
    expect(code(body)).toBe('NOT_FOUND');
  });
});

describe('reports', () => {
  it('the startup reports the corporate’s message; the organisers read it, once', async () => {
    const first = await gql(w.startup.actor, REPORT, { m: corpMessageId, r: 'Spam' });
    expect(code(first)).toBe('OK');
    const again = await gql(w.startup.actor, REPORT, { m: corpMessageId });
    expect(code(again)).toBe('CONFLICT');
    const admin = await createAdmin(t.database.db, {
      email: `host-${randomUUID()}@example.test`,
      name: 'Host',
      adminType: 'EVENT_HOST',
      hosting: [w.eventId],
    });
    const host = adminOf('EVENT_HOST', { id: admin.id, hosting: [w.eventId] });
    const body = await gql(host, REPORTS, { e: w.eventId });
    expect(body.data!.eventMessageReports).toEqual([
      { quotedBody: 'Buy our stuff now!!!', reason: 'Spam', reporterCompany: expect.any(String) },
    ]);
    const rows = body.data!.eventConversations as { id: string; reports: number }[];
    expect(rows.find((r) => r.id === conversationId)!.reports).toBe(1);
    const other = adminOf('EVENT_HOST', { hosting: [w.otherEventId] });
    expect(code(await gql(other, REPORTS, { e: w.eventId }))).toBe('NOT_FOUND');
  });

  it('one’s own company’s message cannot be reported; another company’s conversation is not found', async () => {
    const own = await gql(w.corpColleague.actor, REPORT, { m: corpMessageId });
    expect(code(own)).toBe('BAD_REQUEST');
    expect(own.errors![0]!.message).toMatch(/other company/);
    expect(code(await gql(w.third.actor, REPORT, { m: corpMessageId }))).toBe('NOT_FOUND');
  });
});
