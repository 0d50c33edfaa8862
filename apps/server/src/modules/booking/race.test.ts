import { and, eq, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminOf, headerActor } from '../../../test/actors.ts';
import { testApp, type TestApp } from '../../../test/app.ts';
import type { GqlBody } from '../../../test/http.ts';
import { listening } from '../../../test/listen.ts';
import { meetingsFixture, type MeetingsFixture } from '../../../test/meetings-fixture.ts';
import type { UserActor } from '../../platform/actor.ts';
import { meetings } from '../meetings/meetings.tables.ts';
import { requestMeeting } from './requests.service.ts';
import { setBookingSettings } from './settings.service.ts';

/*
 * Several participants booking the same person's last free slot at the same moment get one
 * success, never two meetings. Every request goes over real HTTP at once (Promise.all against
 * a listening server); on PostgreSQL (DATABASE_URL) the pool runs them on separate connections,
 * on PGlite they interleave in one.
 */
let t: TestApp;
let http: Awaited<ReturnType<typeof listening>>;
let f: MeetingsFixture;
const root = adminOf('ADMIN');
const URL_ = 'http://matchday.test';

async function gql(actor: UserActor, query: string, variables: Record<string, unknown>) {
  const graph = actor.type === 'corp' ? '/api/corp' : '/api/startup';
  const res = await http.post(
    graph,
    { query, variables },
    { 'x-test-actor': JSON.stringify(actor) },
  );
  return { status: res.status, body: JSON.parse(res.body) as GqlBody };
}

const REQUEST = `mutation ($e: ID!, $c: ID!, $slot: Int!) {
  requestMeeting(eventId: $e, counterpartCompanyId: $c, slot: $slot) { id state meetingId }
}`;
const ACCEPT = `mutation ($r: ID!) { acceptMeetingRequest(requestId: $r) { id state meetingId } }`;

async function placedWith(corporateId: string) {
  return t.database.db
    .select()
    .from(meetings)
    .where(and(eq(meetings.corporateId, corporateId), isNotNull(meetings.startsAt)));
}

function oneWon(answers: { status: number; body: GqlBody }[]) {
  expect(answers.every((a) => a.status === 200)).toBe(true);
  const won = answers.filter((a) => !a.body.errors);
  const lost = answers.filter((a) => a.body.errors);
  expect(won).toHaveLength(1);
  for (const l of lost) {
    expect(l.body.errors![0]!.extensions?.code).toBe('CONFLICT');
  }
  return won[0]!;
}

beforeAll(async () => {
  t = await testApp({ resolveActor: headerActor });
  http = await listening(t.app);
  // Four racing startups and one that fills the corporates' other slot; 2 slots × 5 tables.
  f = await meetingsFixture(t.database.db, {
    startups: 5,
    corporates: 2,
    slots: 2,
    tables: 5,
    pairs: [],
    tag: 'bookrace',
  });
  const ctx = { db: t.database.db, actor: f.startups[4]!.user, publicUrl: URL_ };
  await setBookingSettings(t.database.db, root, f.eventId, {
    schedulingMode: 'PARTICIPANTS',
    requestMode: 'AUTOMATIC',
  });
  // Each corporate has one slot left: corporate 0 slot 1, corporate 1 slot 0.
  await requestMeeting(ctx, f.eventId, f.corporates[0]!.id, 0);
  await requestMeeting(ctx, f.eventId, f.corporates[1]!.id, 1);
});
afterAll(() => t.close());

describe('the last free slot of a person, booked by several at once', () => {
  it('AUTOMATIC: four requests at once, one meeting', async () => {
    const corp = f.corporates[0]!;
    const answers = await Promise.all(
      f.startups
        .slice(0, 4)
        .map((s) => gql(s.user, REQUEST, { e: f.eventId, c: corp.id, slot: 1 })),
    );
    const won = oneWon(answers);
    expect(won.body.data!.requestMeeting).toMatchObject({ state: 'ACCEPTED' });
    const placed = await placedWith(corp.id);
    expect(placed).toHaveLength(2);
    expect(new Set(placed.map((m) => m.startsAt!.toISOString())).size).toBe(2);
  });

  it('APPROVAL: two pending requests for the same slot accepted at once, one meeting', async () => {
    await setBookingSettings(t.database.db, root, f.eventId, {
      schedulingMode: 'PARTICIPANTS',
      requestMode: 'APPROVAL',
    });
    const corp = f.corporates[1]!;
    const ids: string[] = [];
    for (const s of f.startups.slice(2, 4)) {
      const r = await gql(s.user, REQUEST, { e: f.eventId, c: corp.id, slot: 0 });
      expect(r.body.errors).toBeUndefined();
      ids.push((r.body.data!.requestMeeting as { id: string }).id);
    }
    const answers = await Promise.all(ids.map((r) => gql(corp.user, ACCEPT, { r })));
    const won = oneWon(answers);
    expect(won.body.data!.acceptMeetingRequest).toMatchObject({ state: 'ACCEPTED' });
    const placed = await placedWith(corp.id);
    expect(placed).toHaveLength(2);
    expect(new Set(placed.map((m) => m.startsAt!.toISOString())).size).toBe(2);
  });
});

describe('the calendar feed', () => {
  it('carries the booked meetings of both sides at once', async () => {
    for (const side of [f.corporates[0]!.user, f.startups[4]!.user]) {
      const r = await gql(side, '{ calendarFeedUrl }', {});
      const url = new URL(r.body.data!.calendarFeedUrl as string);
      const res = await t.app.inject({ method: 'GET', url: url.pathname });
      expect(res.statusCode).toBe(200);
      const placed = await t.database.db
        .select()
        .from(meetings)
        .where(
          side.type === 'corp'
            ? eq(meetings.corporateId, side.companyId!)
            : eq(meetings.startupId, side.companyId!),
        );
      expect(placed).toHaveLength(2);
      for (const m of placed) expect(res.body).toContain(`DTSTART:${ics(m.startsAt!)}`);
      expect(res.body.match(/BEGIN:VEVENT/g)).toHaveLength(2);
    }
  });
});

/** 2026-05-12T07:20:00.000Z → 20260512T072000Z */
const ics = (d: Date) =>
  d
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
