import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { headerActor } from '../../test/actors.ts';
import { testApp, type TestApp } from '../../test/app.ts';
import { mailsTo, tokenOf } from '../../test/http.ts';
import { meetingsFixture, type MeetingsFixture } from '../../test/meetings-fixture.ts';
import { users } from '../modules/accounts/accounts.tables.ts';
import { mailMessages } from '../modules/mail/mail.tables.ts';
import { pairingRequests, pairingTokens } from '../modules/matchmaking/matchmaking.tables.ts';
import { answerPairing, requestPairing } from '../modules/matchmaking/pairing.service.ts';
import { hashPairingToken } from '../modules/matchmaking/pairing-tokens.ts';

/** /token/pairing/{token}: the corporate answers a pairing request from the mail (PRODUCT.md). */
let t: TestApp;
let f: MeetingsFixture;
let corpPeople: { id: string; email: string }[];

const post = (url: string, payload: object) => t.app.inject({ method: 'POST', url, payload });
const ctx = () => ({
  db: t.database.db,
  actor: f.startups[0]!.user,
  publicUrl: 'http://matchday.test',
});

const corpCtx = () => ({
  db: t.database.db,
  actor: f.corporates[0]!.user,
  publicUrl: 'http://matchday.test',
});

async function ask(message: string) {
  return requestPairing(ctx(), f.eventId, { corporateId: f.corporates[0]!.id, message });
}

/** The live link each corporate person got for a request, by person. */
async function linksFor(message: string) {
  const links: string[] = [];
  for (const p of corpPeople) {
    const mail = (await mailsTo(t.database.db, p.email)).findLast(
      (m) =>
        m.template === 'pairing-request' && (m.data as { message?: string }).message === message,
    );
    links.push(mail!.data.link);
  }
  return links;
}

beforeAll(async () => {
  t = await testApp({ resolveActor: headerActor });
  f = await meetingsFixture(t.database.db, {
    startups: 1,
    corporates: 1,
    pairs: [],
    people: 2,
    tag: 'pairlink',
  });
  corpPeople = await t.database.db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(eq(users.companyId, f.corporates[0]!.id))
    .orderBy(users.email);
});
afterAll(() => t.close());

describe('the pairing-request mail’s one-time link', () => {
  it('gives each person their own link, kept only as a hash and redacted in the Outbox', async () => {
    const request = await ask('Can we show you our heat pump pilot?');
    const links = await linksFor('Can we show you our heat pump pilot?');
    expect(links).toHaveLength(2);
    for (const link of links)
      expect(link).toMatch(/^http:\/\/matchday\.test\/token\/pairing\/[\w-]{40,}$/);
    expect(new Set(links).size).toBe(2);
    const tokens = await t.database.db
      .select()
      .from(pairingTokens)
      .where(eq(pairingTokens.requestId, request.id));
    expect(tokens.map((r) => r.tokenHash)).not.toContain(tokenOf(links[0]!));
    const stored = await t.database.db
      .select({ data: mailMessages.data })
      .from(mailMessages)
      .where(eq(mailMessages.template, 'pairing-request'));
    expect(JSON.stringify(stored)).not.toContain(tokenOf(links[0]!));
    await answerPairing(corpCtx(), request.id, false); // the next request may be asked
  });

  it('shows the request without spending the link, then answers it once as the person mailed', async () => {
    const message = 'We would like to meet about grid storage';
    const request = await ask(message);
    const [first, second] = await linksFor(message);
    const check = await post('/api/pairing/checklink', { token: tokenOf(second!) });
    expect(check.statusCode).toBe(200);
    expect(check.json()).toMatchObject({
      ok: true,
      eventName: 'Meetings pairlink',
      startupName: 'Startup pairlink 0',
      corporateName: 'Corp pairlink 0',
      message,
    });
    expect((await post('/api/pairing/checklink', { token: tokenOf(second!) })).statusCode).toBe(
      200,
    );

    const answered = await post('/api/pairing/answer', { token: tokenOf(second!), accept: true });
    expect(answered.statusCode).toBe(200);
    expect(answered.json()).toMatchObject({ ok: true, state: 'ACCEPTED' });
    const [row] = await t.database.db
      .select()
      .from(pairingRequests)
      .where(eq(pairingRequests.id, request.id));
    expect(row).toMatchObject({ state: 'ACCEPTED', decidedBy: corpPeople[1]!.id });
    const startupMails = await mailsTo(t.database.db, 'startup0.0.pairlink@meetings.test');
    expect(startupMails.map((m) => m.template)).toContain('pairing-request-update');

    // One answer counts for the team: both links are spent.
    for (const link of [second!, first!]) {
      const again = await post('/api/pairing/answer', { token: tokenOf(link), accept: false });
      expect(again.statusCode).toBe(400);
      expect(again.json().error.details.reason).toBe('USED');
    }
  });

  it('says why a link no longer works: invalid, expired, answered by signing in', async () => {
    const bad = await post('/api/pairing/checklink', { token: 'not-a-real-token-at-all' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.details.reason).toBe('INVALID');

    const message = 'A third request';
    const request = await ask(message);
    const [first, second] = await linksFor(message);
    await t.database.db
      .update(pairingTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(pairingTokens.tokenHash, await hashOf(first!)));
    const expired = await post('/api/pairing/answer', { token: tokenOf(first!), accept: true });
    expect(expired.json().error.details.reason).toBe('EXPIRED');

    await answerPairing(corpCtx(), request.id, false);
    const answered = await post('/api/pairing/checklink', { token: tokenOf(second!) });
    expect(answered.statusCode).toBe(400);
    expect(answered.json().error.details.reason).toBe('ANSWERED');
  });
});

async function hashOf(link: string) {
  return hashPairingToken(tokenOf(link));
}
