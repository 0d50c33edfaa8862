import { createHash } from 'node:crypto';
import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminOf, headerActor } from '../../../test/actors.ts';
import { testApp, type TestApp } from '../../../test/app.ts';
import { gqlAs, mailsTo, tokenOf } from '../../../test/http.ts';
import { meetingsFixture, type MeetingsFixture } from '../../../test/meetings-fixture.ts';
import type { Actor } from '../../platform/actor.ts';
import { openDatabase } from '../../platform/db.ts';
import { AppError } from '../../platform/errors.ts';
import { companies } from '../accounts/accounts.tables.ts';
import { meetingsOfEvent } from '../meetings/agenda.service.ts';
import { publishSchedule } from '../meetings/publish.service.ts';
import { generateSchedule } from '../meetings/schedule.service.ts';
import { setMeetingStatus } from '../meetings/status.service.ts';
import { followUpTokens, meetingRatings } from './followup.tables.ts';
import { checkFollowUpLink, rateWithLink, reportWithLink } from './links.service.ts';
import { BOTH_RATED, rateMeeting, ratingsOf } from './ratings.service.ts';
import {
  recordFollowUp,
  reportFollowUp,
  reportsOf,
  setFollowUpSettings,
} from './reports.service.ts';
import { sendFollowUpMails } from './sweep.service.ts';

/**
 * Ratings, the feedback links and the second stage on the real database:
 * who rates which side, bad input, the counterpart never reads the other side's comment, the
 * sweep mails each round once (two instances on one database, and again after a restart),
 * links are single use, expire and are stored hashed.
 */
let t: TestApp;
let f: MeetingsFixture;
const root = adminOf('ADMIN');
const URL_BASE = 'http://matchday.test';
/** held[0]: startup 0 × corporate 0; held[1]: startup 1 × corporate 1; notHeld: startup 0 × corporate 1. */
let held: string[];
let notHeld: string;
const db = () => t.database.db;

async function fails(p: Promise<unknown>) {
  try {
    await p;
  } catch (error) {
    if (error instanceof AppError) return error;
    throw error;
  }
  throw new Error('expected a refusal');
}
const fieldsOf = (e: AppError) =>
  ((e.details as { fields?: { field: string }[] })?.fields ?? []).map((x) => x.field);

beforeAll(async () => {
  t = await testApp({ resolveActor: headerActor });
  // The meetings began three hours ago: two held, one still confirmed.
  f = await meetingsFixture(db(), {
    startups: 2,
    corporates: 2,
    slots: 3,
    tables: 2,
    startInMinutes: -180,
    people: 2,
    pairs: [
      [0, 0],
      [1, 1],
      [0, 1],
    ],
    tag: 'fu',
  });
  await db()
    .update(companies)
    .set({ incubator: 'STING' })
    .where(eq(companies.id, f.startups[0]!.id));
  const ctx = { db: db(), actor: root, publicUrl: URL_BASE };
  await generateSchedule(db(), root, f.eventId);
  await publishSchedule(ctx, f.eventId);
  const list = await meetingsOfEvent(db(), root, f.eventId);
  const find = (s: number, c: number) =>
    list.find((m) => m.startupId === f.startups[s]!.id && m.corporateId === f.corporates[c]!.id)!
      .id;
  held = [find(0, 0), find(1, 1)];
  notHeld = find(0, 1);
  for (const id of held)
    await setMeetingStatus({ db: db(), actor: root, publicUrl: 'http://matchday.test' }, id, {
      status: 'HELD',
    });
});
afterAll(() => t.close());

const rating = { score: 4, comment: 'Good talk', wantsFollowUp: true };
const startup = (i = 0): Actor => f.startups[i]!.user;
const corp = (i = 0): Actor => f.corporates[i]!.user;

describe('rateMeeting', () => {
  it('a startup user rates its own side of a held meeting, once', async () => {
    const row = await rateMeeting(db(), startup(), held[0], rating);
    expect(row).toMatchObject({ side: 'STARTUP', score: 4, via: 'APP', wantsFollowUp: true });
    const again = await fails(rateMeeting(db(), startup(), held[0], { ...rating, score: 2 }));
    expect([again.code, again.message]).toEqual([
      'CONFLICT',
      'This side has already rated this meeting',
    ]);
  });

  it('refuses bad input naming the field, a meeting not held, and meetings outside the reach', async () => {
    const range = await fails(rateMeeting(db(), corp(), held[0], { ...rating, score: 6 }));
    expect([range.code, fieldsOf(range)]).toEqual(['BAD_REQUEST', ['score']]);
    const notWhole = await fails(rateMeeting(db(), corp(), held[0], { ...rating, score: 2.5 }));
    expect(fieldsOf(notWhole)).toEqual(['score']);
    const early = await fails(rateMeeting(db(), startup(), notHeld, rating));
    expect([early.code, early.message]).toEqual([
      'CONFLICT',
      'Only a meeting that was held can be rated',
    ]);
    // Startup 1 is not a party of held[0]: not found, never "forbidden".
    const stranger = await fails(rateMeeting(db(), startup(1), held[0], rating));
    expect(stranger.code).toBe('NOT_FOUND');
    const otherSide = await fails(rateMeeting(db(), corp(), held[0], rating, 'STARTUP'));
    expect(otherSide.code).toBe('FORBIDDEN');
  });

  it('organisers name the side; an incubator rates only its startups’ side; a host only its events', async () => {
    const noSide = await fails(rateMeeting(db(), root, held[1], rating));
    expect([noSide.code, fieldsOf(noSide)]).toEqual(['BAD_REQUEST', ['side']]);
    const incubator = adminOf('INCUBATOR', { incubator: 'STING' });
    expect(await fails(rateMeeting(db(), incubator, held[1], rating, 'STARTUP'))).toMatchObject({
      code: 'NOT_FOUND',
    });
    expect(await fails(rateMeeting(db(), incubator, held[0], rating, 'CORPORATE'))).toMatchObject({
      code: 'FORBIDDEN',
    });
    const elsewhere = adminOf('EVENT_HOST', { hosting: [crypto.randomUUID()] });
    expect(await fails(rateMeeting(db(), elsewhere, held[1], rating, 'CORPORATE'))).toMatchObject({
      code: 'NOT_FOUND',
    });
    const consortium = adminOf('CONSORTIUM_MEMBER', { accountFilter: [f.startups[1]!.id] });
    expect(await fails(rateMeeting(db(), consortium, held[1], rating, 'STARTUP'))).toMatchObject({
      code: 'FORBIDDEN',
    });
    const host = adminOf('EVENT_HOST', { hosting: [f.eventId] });
    const row = await rateMeeting(db(), host, held[1], { ...rating, score: 3 }, 'CORPORATE');
    expect(row).toMatchObject({ side: 'CORPORATE', via: 'ORGANISER', score: 3 });
  });

  it('the counterpart never reads the other side’s comment; organisers read both', async () => {
    await rateMeeting(db(), corp(), held[0], {
      score: 2,
      comment: 'Secret corporate words',
      wantsFollowUp: false,
    });
    const own = await ratingsOf(db(), startup(), [held[0]!]);
    expect(own.map((r) => r.side)).toEqual(['STARTUP']);
    // Through the graph too: the startup's agenda with every rating field it may ask for.
    const { body } = await gqlAs(
      t.app,
      'startup',
      startup(),
      'query ($e: ID!) { myMeetings(eventId: $e) { id ratings { side comment } myRating { comment } } }',
      { e: f.eventId },
    );
    expect(body.errors).toBeUndefined();
    expect(JSON.stringify(body)).toContain('Good talk');
    expect(JSON.stringify(body)).not.toContain('Secret corporate words');
    const both = await ratingsOf(db(), root, [held[0]!]);
    expect(both.map((r) => r.comment).sort()).toEqual(['Good talk', 'Secret corporate words']);
    const incubator = await ratingsOf(db(), adminOf('INCUBATOR', { incubator: 'STING' }), [
      held[0]!,
    ]);
    expect(incubator.map((r) => r.side)).toEqual(['STARTUP']);
  });

  it('once both sides rated, a party cannot turn HELD into NO_SHOW; organisers may, with a reason', async () => {
    expect((await ratingsOf(db(), root, [held[0]!])).length).toBe(2);
    const flip = await fails(
      setMeetingStatus({ db: db(), actor: corp(), publicUrl: 'http://matchday.test' }, held[0], {
        status: 'NO_SHOW',
      }),
    );
    expect([flip.code, flip.message]).toEqual(['CONFLICT', BOTH_RATED]);
    const bare = await fails(
      setMeetingStatus({ db: db(), actor: root, publicUrl: 'http://matchday.test' }, held[0], {
        status: 'NO_SHOW',
      }),
    );
    expect([bare.code, fieldsOf(bare)]).toEqual(['BAD_REQUEST', ['reason']]);
    const reason = 'The startup’s rating was given by mistake';
    expect(
      (
        await setMeetingStatus(
          { db: db(), actor: root, publicUrl: 'http://matchday.test' },
          held[0],
          { status: 'NO_SHOW', reason },
        )
      ).status,
    ).toBe('NO_SHOW');
    await setMeetingStatus({ db: db(), actor: root, publicUrl: 'http://matchday.test' }, held[0], {
      status: 'HELD',
      reason: 'Back as it was',
    });
  });
});

describe('the feedback mails and links', () => {
  const people = () => [
    ...[0, 1].map((i) => `startup${i}.0.fu@meetings.test`),
    ...[0, 1].map((i) => `startup${i}.1.fu@meetings.test`),
    ...[0, 1].map((i) => `corp${i}.0.fu@meetings.test`),
    ...[0, 1].map((i) => `corp${i}.1.fu@meetings.test`),
  ];
  const feedbackMails = async (to: string) =>
    (await mailsTo(db(), to)).filter((m) => m.template === 'feedbacktrigger');

  it('two instances on one database sweep at once: each side of each held meeting is mailed once', async () => {
    // A second instance: its own connection pool on PostgreSQL (the same PGlite in memory).
    const url = process.env.DATABASE_URL;
    const other = url ? await openDatabase({ url, poolSize: 2 }) : t.database;
    try {
      await Promise.all([sendFollowUpMails(db(), URL_BASE), sendFollowUpMails(other.db, URL_BASE)]);
    } finally {
      if (other !== t.database) await other.close();
    }
    // held[0] was rated by both sides and held[1] by its corporate side: only startup 1's
    // members are asked (two people, one link for the side).
    for (const to of people()) {
      const expected = to.startsWith('startup1.') ? 1 : 0;
      expect(await feedbackMails(to), to).toHaveLength(expected);
    }
    // After a restart (a new pool) the sweep finds nothing left to send.
    const restarted = url ? await openDatabase({ url, poolSize: 2 }) : t.database;
    try {
      expect(await sendFollowUpMails(restarted.db, URL_BASE)).toBe(0);
    } finally {
      if (restarted !== t.database) await restarted.close();
    }
    const [a, b] = [await feedbackMails(people()[1]!), await feedbackMails(people()[3]!)];
    expect(a[0]!.data.link).toBe(b[0]!.data.link);
    // The meeting's time, said once: "27 Nov 2026, 03:05 Europe/Stockholm".
    expect((a[0]!.data as { when?: string }).when).toMatch(
      /^\d{1,2} [A-Z][a-z]{2} \d{4}, \d\d:\d\d [A-Za-z_]+\/[A-Za-z_]+$/,
    );
  });

  it('stores only the SHA-256 of a link; checking tells the event and counterpart and spends nothing', async () => {
    const [mail] = await feedbackMails('startup1.0.fu@meetings.test');
    const token = tokenOf(mail!.data.link);
    expect(mail!.data.link).toBe(`${URL_BASE}/token/feedback/${token}`);
    const rows = await db()
      .select()
      .from(followUpTokens)
      .where(eq(followUpTokens.meetingId, held[1]!));
    expect(rows.map((r) => r.tokenHash)).toEqual([
      createHash('sha256').update(token).digest('hex'),
    ]);
    const dump = await db().execute(sql`select row_to_json(t)::text as j from followup_tokens t`);
    expect(JSON.stringify(dump)).not.toContain(token);
    const view = await checkFollowUpLink(db(), 'RATING', token);
    expect(view).toMatchObject({
      side: 'STARTUP',
      companyName: 'Startup fu 1',
      counterpartName: 'Corp fu 1',
      eventName: 'Meetings fu',
    });
    expect(await checkFollowUpLink(db(), 'RATING', token)).toMatchObject({ side: 'STARTUP' });
  });

  it('a link rates once without signing in; then it is used; a wrong or expired one says so', async () => {
    const [mail] = await feedbackMails('startup1.1.fu@meetings.test');
    const token = tokenOf(mail!.data.link);
    const bad = await fails(rateWithLink(db(), { token, score: 0, wantsFollowUp: true }));
    expect(fieldsOf(bad)).toEqual(['score']);
    expect(
      await rateWithLink(db(), { token, score: 5, comment: 'Via mail', wantsFollowUp: true }),
    ).toMatchObject({
      side: 'STARTUP',
      score: 5,
    });
    const [row] = await db()
      .select()
      .from(meetingRatings)
      .where(eq(meetingRatings.meetingId, held[1]!));
    expect(row).toBeDefined();
    const ratings = await db()
      .select()
      .from(meetingRatings)
      .where(inArray(meetingRatings.meetingId, [held[1]!]));
    expect(ratings.find((r) => r.side === 'STARTUP')).toMatchObject({
      via: 'LINK',
      ratedByUserId: null,
    });
    const used = await fails(rateWithLink(db(), { token, score: 3, wantsFollowUp: false }));
    expect([used.message, (used.details as { reason: string }).reason]).toEqual([
      'This link has already been used',
      'USED',
    ]);
    const unknown = await fails(checkFollowUpLink(db(), 'RATING', 'x'.repeat(43)));
    expect((unknown.details as { reason: string }).reason).toBe('INVALID');
    // Expired: the same through HTTP, as the token page asks.
    await db()
      .update(followUpTokens)
      .set({ usedAt: null, expiresAt: new Date(Date.now() - 1000) })
      .where(eq(followUpTokens.meetingId, held[1]!));
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/followup/checklink',
      payload: { kind: 'feedback', token },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      error: { message: 'This link has expired', details: { reason: 'EXPIRED' } },
    });
  });

  it('reminds an unrated side once, three days later', async () => {
    // Rated sides get nothing: only the one unrated side left (none here) — make one unrated.
    await db().delete(meetingRatings).where(eq(meetingRatings.meetingId, held[0]!));
    await db()
      .update(followUpTokens)
      .set({
        createdAt: new Date(Date.now() - 10 * 86_400_000),
        expiresAt: new Date(Date.now() + 86_400_000),
      })
      .where(eq(followUpTokens.meetingId, held[0]!));
    // held[0] had no round-0 link (both sides had rated): the sweep sends it first.
    await sendFollowUpMails(db(), URL_BASE);
    await db()
      .update(followUpTokens)
      .set({ createdAt: new Date(Date.now() - 4 * 86_400_000) })
      .where(eq(followUpTokens.meetingId, held[0]!));
    await sendFollowUpMails(db(), URL_BASE);
    await sendFollowUpMails(db(), URL_BASE);
    const mails = await feedbackMails('corp0.0.fu@meetings.test');
    expect(mails.map((m) => (m.data as unknown as { reminder: boolean }).reminder)).toEqual([
      false,
      true,
    ]);
  });
});

describe('the second stage', () => {
  it('organisers set the delay; then both sides are asked once, by link', async () => {
    const bad = await fails(setFollowUpSettings(db(), root, f.eventId, { secondStageDays: 0 }));
    expect(fieldsOf(bad)).toEqual(['secondStageDays']);
    const stranger = adminOf('EVENT_HOST', { hosting: [crypto.randomUUID()] });
    expect(
      (await fails(setFollowUpSettings(db(), stranger, f.eventId, { secondStageDays: 3 }))).code,
    ).toBe('NOT_FOUND');
    await setFollowUpSettings(db(), root, f.eventId, { secondStageDays: 2 });
    const later = new Date(Date.now() + 3 * 86_400_000);
    await sendFollowUpMails(db(), URL_BASE, later);
    await sendFollowUpMails(db(), URL_BASE, later);
    const asked = (await mailsTo(db(), 'corp1.0.fu@meetings.test')).filter(
      (m) => m.template === 'followuprequest',
    );
    expect(asked).toHaveLength(1);
    const [link] = (asked[0]!.data as unknown as { links: string[] }).links;
    const token = tokenOf(link!);
    expect(link).toContain('/token/followup/');
    const reported = await reportWithLink(db(), {
      token,
      result: 'NEGOTIATION_STARTED',
      outcomes: [{ kind: 'PILOT', happenedOn: '2026-05-01' }, { kind: 'NDA' }],
    });
    expect(reported).toMatchObject({
      side: 'CORPORATE',
      result: 'NEGOTIATION_STARTED',
      outcomes: 2,
    });
    expect((await fails(reportWithLink(db(), { token, result: 'KNOWLEDGE_GAIN' }))).message).toBe(
      'This link has already been used',
    );
  });

  it('a party reports in the app; organisers record with a source; each reads only its reach', async () => {
    const dup = await fails(
      reportFollowUp(db(), startup(1), held[1], {
        result: 'VALUABLE_CONTACT',
        outcomes: [{ kind: 'NDA' }, { kind: 'NDA' }],
      }),
    );
    expect(fieldsOf(dup)).toEqual(['outcomes']);
    await reportFollowUp(db(), startup(1), held[1], {
      result: 'VALUABLE_CONTACT',
      comment: 'Startup view',
    });
    const noSource = await fails(
      recordFollowUp(db(), root, held[1], { result: 'AGREEMENT_REACHED' }),
    );
    expect(fieldsOf(noSource)).toEqual(['source']);
    const incubator = adminOf('INCUBATOR', { incubator: 'STING' });
    expect(
      (
        await fails(
          recordFollowUp(db(), incubator, held[1], { result: 'AGREEMENT_REACHED', source: 'x' }),
        )
      ).code,
    ).toBe('FORBIDDEN');
    await recordFollowUp(db(), root, held[1], {
      result: 'AGREEMENT_REACHED',
      source: 'Phone call with the corporate',
      outcomes: [{ kind: 'CONTRACT', happenedOn: '2026-09-01' }],
    });
    const own = await reportsOf(db(), startup(1), [held[1]!]);
    expect(own.map((r) => r.side)).toEqual(['STARTUP']);
    const all = await reportsOf(db(), root, [held[1]!]);
    expect(all.map((r) => r.side).sort()).toEqual(['CORPORATE', 'ORGANISER', 'STARTUP']);
    expect(
      all
        .find((r) => r.side === 'CORPORATE')!
        .outcomes.map((o) => [o.kind, o.happenedOn])
        .sort(),
    ).toEqual([
      ['NDA', null],
      ['PILOT', '2026-05-01'],
    ]);
    const early = await fails(
      reportFollowUp(db(), startup(), notHeld, { result: 'KNOWLEDGE_GAIN' }),
    );
    expect(early.code).toBe('CONFLICT');
  });
});

describe('POST /api/mail/feedbacktrigger', () => {
  it('organisers send a held meeting’s feedback mail now, to unrated sides, once', async () => {
    const fire = (actor: Actor, meetingId: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/mail/feedbacktrigger',
        headers: { 'x-test-actor': JSON.stringify(actor) },
        payload: { meetingId },
      });
    // A fresh held meeting: the CONFIRMED pair of startup 0 and corporate 1 marked held now.
    await setMeetingStatus({ db: db(), actor: root, publicUrl: 'http://matchday.test' }, notHeld, {
      status: 'HELD',
    });
    const incubator = adminOf('INCUBATOR', { incubator: 'STING' });
    expect((await fire(incubator, notHeld)).statusCode).toBe(403);
    const stranger = adminOf('EVENT_HOST', { hosting: [crypto.randomUUID()] });
    expect((await fire(stranger, notHeld)).statusCode).toBe(404);
    const host = adminOf('EVENT_HOST', { hosting: [f.eventId] });
    const first = await fire(host, notHeld);
    expect(first.statusCode).toBe(202);
    expect(first.json()).toMatchObject({ queued: 4 });
    // Fired again, or swept: nothing more.
    expect((await fire(host, notHeld)).json()).toMatchObject({ queued: 0 });
    const mails = (await mailsTo(db(), 'corp1.1.fu@meetings.test')).filter(
      (m) => m.template === 'feedbacktrigger' && m.data.link.includes('/token/feedback/'),
    );
    expect(mails).toHaveLength(1);
  });
});

describe('the in-app copy of a feedback mail', () => {
  it('leads to the event’s Follow-up page, never to the one-time link', async () => {
    const result = await db().execute(
      sql`select n.path from notifications n join mail_messages m on m.id = n.mail_id where m.template = 'feedbacktrigger' and m.recipient = 'corp0.0.fu@meetings.test'`,
    );
    const rows = (result as unknown as { rows: { path: string }[] }).rows;
    expect(rows.length).toBeGreaterThan(0);
    for (const r of rows) expect(r.path).toBe(`/corporate/events/${f.eventId}/feedback`);
  });
});
