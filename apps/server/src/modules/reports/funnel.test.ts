import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminOf, corpActor, headerActor, startupActor } from '../../../test/actors.ts';
import { testApp, type TestApp } from '../../../test/app.ts';
import { gqlAs } from '../../../test/http.ts';
import { meetingsFixture } from '../../../test/meetings-fixture.ts';
import { reportsFixture, type ReportsFixture } from '../../../test/reports-fixture.ts';
import { meetingRatings } from '../followup/followup.tables.ts';
import { meetings } from '../meetings/meetings.tables.ts';
import { funnel, myFunnel, type FunnelView } from './funnel.service.ts';

/**
 * The funnel on an event whose numbers are computed by hand in test/reports-fixture.ts, and its
 * scoping for each admin kind and for the participants' own results.
 */
let t: TestApp;
let f: ReportsFixture;
let other: Awaited<ReturnType<typeof meetingsFixture>>;

beforeAll(async () => {
  t = await testApp({ resolveActor: headerActor });
  f = await reportsFixture(t.database.db);
  // A second event with one confirmed pair and nothing else: the event filter leaves it out.
  other = await meetingsFixture(t.database.db, { startups: 1, corporates: 1, pairs: [[0, 0]] });
}, 60_000);
afterAll(() => t?.close());

const stages = (v: FunnelView) => ({
  invited: v.invited,
  registered: v.registered,
  suggested: v.suggested,
  selected: v.selected,
  confirmed: v.confirmed,
  scheduled: v.scheduled,
  held: v.held,
  rated: v.rated,
  wantsFollowUp: v.wantsFollowUp,
  followUpReported: v.followUpReported,
  collaboration: v.collaboration,
  grantApplied: v.grantApplied,
  grantSigned: v.grantSigned,
});

describe('funnel of one event (ADMIN)', () => {
  it('counts every stage as computed by hand', async () => {
    const v = await funnel(t.database.db, adminOf('ADMIN'), { eventId: f.eventId });
    expect(stages(v)).toEqual({
      invited: 6,
      registered: 5,
      suggested: 7,
      selected: 6,
      confirmed: 5,
      scheduled: 5,
      held: 4,
      rated: 4,
      wantsFollowUp: 3,
      followUpReported: 1,
      collaboration: 1,
      grantApplied: 2,
      grantSigned: 1,
    });
    expect(v.followUpMeetings).toBe(2);
    expect(v.followUpRate).toBe(0.5);
    expect(v.noShows).toBe(1);
    expect(v.noShowRate).toBe(0.2);
    expect(v.startupRating).toBe(3.67); // (4 + 2 + 5) / 3
    expect(v.startupRatings).toBe(3);
    expect(v.corporateRating).toBe(4); // (5 + 3) / 2
    expect(v.corporateRatings).toBe(2);
  });

  it('breaks the follow-up rate down per event, corporate and incubator', async () => {
    const v = await funnel(t.database.db, adminOf('ADMIN'), { eventId: f.eventId });
    expect(v.byEvent).toEqual([
      { id: f.eventId, name: expect.any(String), held: 4, followUp: 2, rate: 0.5 },
    ]);
    const [c0, c1] = f.corporates.map((c) => c.id);
    expect(v.byCorporate.map((r) => [r.id, r.held, r.followUp]).sort()).toEqual(
      [
        [c0, 2, 1],
        [c1, 2, 1],
      ].sort(),
    );
    expect(v.byIncubator.map((r) => [r.id, r.name, r.held, r.followUp])).toEqual([
      ['STING', 'STING', 3, 1],
      ['none', 'No incubator', 1, 1],
    ]);
  });

  it('the programme counts both events; a period without events counts nothing', async () => {
    const all = await funnel(t.database.db, adminOf('ADMIN'));
    expect(all.confirmed).toBe(6);
    expect(all.invited).toBe(8);
    expect(all.held).toBe(4);
    const none = await funnel(t.database.db, adminOf('ADMIN'), {
      from: '2099-01-01',
      to: '2099-12-31',
    });
    expect(stages(none)).toEqual(Object.fromEntries(Object.keys(stages(all)).map((k) => [k, 0])));
    expect(none.followUpRate).toBeNull();
  });

  it('filters by corporate', async () => {
    const v = await funnel(t.database.db, adminOf('ADMIN'), { corporateId: f.corporates[0]!.id });
    // S0·C0, S1·C0 confirmed, S2·C0 proposed, S3·C0 declined; M1, M2 held; M1 followed up.
    expect([v.suggested, v.confirmed, v.held, v.followUpMeetings, v.invited]).toEqual([
      3, 2, 2, 1, 1,
    ]);
  });
});

describe('scoping', () => {
  it('an EVENT_HOST counts its hosted events only; another event is not found', async () => {
    const host = adminOf('EVENT_HOST', { hosting: [other.eventId] });
    const v = await funnel(t.database.db, host);
    expect([v.invited, v.confirmed, v.held]).toEqual([2, 1, 0]);
    await expect(funnel(t.database.db, host, { eventId: f.eventId })).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
    const mine = await funnel(t.database.db, adminOf('EVENT_HOST', { hosting: [f.eventId] }));
    expect(stages(mine)).toEqual(
      stages(await funnel(t.database.db, adminOf('ADMIN'), { eventId: f.eventId })),
    );
  });

  it('an INCUBATOR counts its startups only (S0, S1), whatever incubator it names', async () => {
    const sting = adminOf('INCUBATOR', { incubator: 'STING' });
    const v = await funnel(t.database.db, sting);
    expect([v.invited, v.suggested, v.selected, v.confirmed, v.held]).toEqual([2, 4, 4, 3, 3]);
    expect([v.followUpMeetings, v.followUpRate]).toEqual([1, 0.3333]);
    const asking = await funnel(t.database.db, sting, { incubator: 'Other incubator' });
    expect(asking.held).toBe(0);
  });

  it('a CONSORTIUM_MEMBER counts the pairs touching its filter only', async () => {
    const member = adminOf('CONSORTIUM_MEMBER', { accountFilter: [f.corporates[1]!.id] });
    const v = await funnel(t.database.db, member);
    // S2·C1, S3·C1, S0·C1 confirmed + S1·C1 selected; M3, M5 held, M4 no-show; M3 followed.
    expect([v.invited, v.suggested, v.confirmed, v.held, v.noShows, v.followUpMeetings]).toEqual([
      1, 4, 3, 2, 1, 1,
    ]);
    const empty = await funnel(t.database.db, adminOf('CONSORTIUM_MEMBER'));
    expect(empty.suggested).toBe(0);
  });

  it('a corporate and a startup read their own results only', async () => {
    const corp = await myFunnel(t.database.db, corpActor(f.corporates[0]!.id), f.eventId);
    expect([corp.invited, corp.suggested, corp.held, corp.followUpMeetings]).toEqual([1, 3, 2, 1]);
    const startup = await myFunnel(t.database.db, startupActor(f.startups[0]!.id));
    expect([
      startup.confirmed,
      startup.held,
      startup.followUpMeetings,
      startup.grantApplied,
    ]).toEqual([2, 2, 1, 1]);
    await expect(funnel(t.database.db, corpActor(f.corporates[0]!.id))).rejects.toMatchObject({
      code: 'FORBIDDEN',
    });
  });
});

describe('on the graphs', () => {
  it('the admin graph answers the funnel; bad input names the field', async () => {
    const ok = await gqlAs(
      t.app,
      'admin',
      adminOf('ADMIN'),
      'query ($f: FunnelFilter) { funnel(filter: $f) { held followUpRate byEvent { name rate } } }',
      { f: { eventId: f.eventId } },
    );
    expect(ok.body.data?.funnel).toMatchObject({ held: 4, followUpRate: 0.5 });
    const bad = await gqlAs(
      t.app,
      'admin',
      adminOf('ADMIN'),
      'query { funnel(filter: { from: "last week" }) { held } }',
    );
    expect(bad.body.errors?.[0]?.extensions?.code).toBe('BAD_REQUEST');
    expect(bad.body.errors?.[0]?.extensions?.fields?.[0]?.field).toBe('from');
    const corp = await gqlAs(
      t.app,
      'corp',
      corpActor(f.corporates[1]!.id),
      'query ($e: ID) { myFunnel(eventId: $e) { held noShows } }',
      { e: f.eventId },
    );
    expect(corp.body.data?.myFunnel).toEqual({ held: 2, noShows: 1 });
  });
});

describe('the other side’s average on a participant’s own results', () => {
  it('is withheld until 5 different companies rated (the count stays); organisers see it', async () => {
    // S0 was rated by C0 only (M1: 5); C0 by S0 (4) and S1 (2).
    const startup = await myFunnel(t.database.db, startupActor(f.startups[0]!.id), f.eventId);
    expect([startup.corporateRating, startup.corporateRatings]).toEqual([null, 1]);
    expect(startup.startupRating).toBe(4.5); // its own side's ratings (M1 4, M5 5)
    const corp = await myFunnel(t.database.db, corpActor(f.corporates[0]!.id), f.eventId);
    expect([corp.startupRating, corp.startupRatings]).toEqual([null, 2]);
    expect(corp.corporateRating).toBe(5);
    const admin = await funnel(t.database.db, adminOf('ADMIN'), { eventId: f.eventId });
    expect(admin.corporateRating).toBe(4);
  });

  it('shows the average once 5 different corporates stand behind it', async () => {
    const five = await meetingsFixture(t.database.db, {
      startups: 1,
      corporates: 5,
      pairs: [0, 1, 2, 3, 4].map((c) => [0, c] as [number, number]),
      startInMinutes: -120,
    });
    const rate = async (count: number) => {
      for (const [i, matchId] of five.matchIds.slice(0, count).entries()) {
        const start = new Date(Date.now() - (100 - i * 20) * 60_000);
        const [m] = await t.database.db
          .insert(meetings)
          .values({
            eventId: five.eventId,
            matchId,
            startupId: five.startups[0]!.id,
            corporateId: five.corporates[i]!.id,
            status: 'HELD',
            startsAt: start,
            endsAt: new Date(start.getTime() + 20 * 60_000),
            tableNo: 1,
          })
          .returning({ id: meetings.id });
        await t.database.db.insert(meetingRatings).values({
          meetingId: m!.id,
          side: 'CORPORATE',
          score: i + 1,
          wantsFollowUp: false,
          via: 'APP',
        });
      }
    };
    await rate(4);
    const four = await myFunnel(t.database.db, startupActor(five.startups[0]!.id), five.eventId);
    expect([four.corporateRating, four.corporateRatings]).toEqual([null, 4]);
    await t.database.db.delete(meetings).where(eq(meetings.eventId, five.eventId));
    await rate(5);
    const shown = await myFunnel(t.database.db, startupActor(five.startups[0]!.id), five.eventId);
    expect([shown.corporateRating, shown.corporateRatings]).toEqual([3, 5]);
  });
});
