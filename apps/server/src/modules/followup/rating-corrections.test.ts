import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminOf, headerActor } from '../../../test/actors.ts';
import { testApp, type TestApp } from '../../../test/app.ts';
import { heldMeetings } from '../../../test/held-meetings.ts';
import { gqlAs } from '../../../test/http.ts';
import type { MeetingsFixture } from '../../../test/meetings-fixture.ts';
import type { Actor } from '../../platform/actor.ts';
import { AppError } from '../../platform/errors.ts';
import { meetingRatings } from './followup.tables.ts';
import {
  correctableBy,
  correctRating,
  NOT_RATED_YET,
  NOT_THE_AUTHOR,
  ratingHistory,
  TOO_LATE_TO_CORRECT,
} from './rating-corrections.service.ts';
import { rateMeeting, ratingsOf } from './ratings.service.ts';

/**
 * A rating is corrected by its author within 7 days of giving it, and each earlier version is
 * kept for the organisers (decision 081): on the real database and through the graphs.
 */
let t: TestApp;
let f: MeetingsFixture & { held: string[] };
const root = adminOf('ADMIN');
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
  f = await heldMeetings(db(), 4, { tag: 'fix' });
}, 60_000);
afterAll(() => t.close());

const startup = (i = 0): Actor => f.startups[i]!.user;
const corp = (i = 0): Actor => f.corporates[i]!.user;
/** Another member of startup i's company (not the one who rated). */
const teammate = (i = 0): Actor => ({ ...f.startups[i]!.user, id: randomUUID() });
const first = { score: 2, comment: 'Too early for us', wantsFollowUp: false };
const better = { score: 4, comment: 'Read their deck again: a fit after all', wantsFollowUp: true };

describe('correctRating', () => {
  it('the author corrects its rating; the earlier version is kept and the rating says edited', async () => {
    const given = await rateMeeting(db(), startup(), f.held[0], first);
    expect(given.editedAt).toBeNull();
    expect(correctableBy(startup(), given)).toEqual(
      new Date(given.ratedAt.getTime() + 7 * 24 * 3600_000),
    );
    const fixed = await correctRating(db(), startup(), f.held[0], better);
    expect(fixed).toMatchObject({ id: given.id, score: 4, wantsFollowUp: true, side: 'STARTUP' });
    expect(fixed.editedAt).toBeInstanceOf(Date);
    expect(fixed.ratedAt).toEqual(given.ratedAt); // the window still counts from the first time
    const history = await ratingHistory(db(), root, [given.id]);
    expect(history).toHaveLength(1);
    expect(history[0]).toMatchObject({ score: 2, comment: 'Too early for us', via: 'APP' });
    expect(history[0]!.givenAt).toEqual(given.ratedAt);
    // A second correction keeps the first correction too, oldest first.
    await correctRating(db(), startup(), f.held[0], { ...better, score: 5 });
    const twice = await ratingHistory(db(), root, [given.id]);
    expect(twice.map((v) => v.score)).toEqual([2, 4]);
    expect(twice[1]!.givenAt).toEqual(fixed.editedAt);
  });

  it('an unchanged answer writes no version', async () => {
    const [row] = await ratingsOf(db(), startup(), [f.held[0]!]);
    const same = await correctRating(db(), startup(), f.held[0], {
      score: row!.score,
      comment: row!.comment,
      wantsFollowUp: row!.wantsFollowUp,
    });
    expect(same.editedAt).toEqual(row!.editedAt);
    expect(await ratingHistory(db(), root, [row!.id])).toHaveLength(2);
  });

  it('only the author: not a teammate, not the counterpart, not another organiser', async () => {
    const notMine = await fails(correctRating(db(), teammate(), f.held[0], first));
    expect([notMine.code, notMine.message]).toEqual(['FORBIDDEN', NOT_THE_AUTHOR]);
    expect(correctableBy(teammate(), (await ratingsOf(db(), root, [f.held[0]!]))[0]!)).toBeNull();
    // The corporate has not rated its own side: nothing to correct.
    const unrated = await fails(correctRating(db(), corp(), f.held[0], first));
    expect([unrated.code, unrated.message]).toEqual(['CONFLICT', NOT_RATED_YET]);
    // Another startup does not reach the meeting at all.
    expect((await fails(correctRating(db(), startup(1), f.held[0], first))).code).toBe('NOT_FOUND');
    // An organiser's entry is corrected by that organiser only.
    const host = adminOf('EVENT_HOST', { hosting: [f.eventId] });
    await rateMeeting(db(), host, f.held[1], first, 'CORPORATE');
    const other = await fails(correctRating(db(), root, f.held[1], better, 'CORPORATE'));
    expect([other.code, other.message]).toEqual(['FORBIDDEN', NOT_THE_AUTHOR]);
    const byHost = await correctRating(db(), host, f.held[1], better, 'CORPORATE');
    expect(byHost).toMatchObject({ score: 4, via: 'ORGANISER' });
  });

  it('an answer through the side’s mailed link is corrected by a member of that company', async () => {
    await db().insert(meetingRatings).values({
      meetingId: f.held[2]!,
      side: 'STARTUP',
      score: 1,
      wantsFollowUp: false,
      via: 'LINK',
    });
    expect((await fails(correctRating(db(), corp(2), f.held[2], better))).message).toBe(
      NOT_RATED_YET,
    );
    const fixed = await correctRating(db(), teammate(2), f.held[2], better);
    expect(fixed).toMatchObject({ score: 4, via: 'LINK' });
  });

  it('after 7 days the rating stands', async () => {
    await rateMeeting(db(), corp(3), f.held[3], first);
    await db()
      .update(meetingRatings)
      .set({ ratedAt: sql`now() - interval '7 days 1 minute'` })
      .where(eq(meetingRatings.meetingId, f.held[3]!));
    const late = await fails(correctRating(db(), corp(3), f.held[3], better));
    expect([late.code, late.message]).toEqual(['CONFLICT', TOO_LATE_TO_CORRECT]);
    const [row] = await ratingsOf(db(), corp(3), [f.held[3]!]);
    expect(row!.score).toBe(2);
    expect(correctableBy(corp(3), row!)).toBeNull();
  });

  it('bad input is named by field, as when rating', async () => {
    const range = await fails(correctRating(db(), startup(), f.held[0], { ...better, score: 9 }));
    expect([range.code, fieldsOf(range)]).toEqual(['BAD_REQUEST', ['score']]);
    const long = await fails(
      correctRating(db(), startup(), f.held[0], { ...better, comment: 'x'.repeat(2001) }),
    );
    expect(long.details).toMatchObject({
      fields: [{ field: 'comment', message: 'Use at most 2000 characters' }],
    });
  });

  it('the history is for organisers: an incubator and a host of another event read none', async () => {
    const [row] = await ratingsOf(db(), root, [f.held[0]!]);
    const elsewhere = adminOf('EVENT_HOST', { hosting: [randomUUID()] });
    expect(await ratingHistory(db(), elsewhere, [row!.id])).toEqual([]);
    const incubator = adminOf('INCUBATOR', { incubator: 'STING' });
    expect(await ratingHistory(db(), incubator, [row!.id])).toEqual([]);
    const host = adminOf('EVENT_HOST', { hosting: [f.eventId] });
    expect(await ratingHistory(db(), host, [row!.id])).toHaveLength(2);
  });
});

describe('on the graphs', () => {
  it('a participant corrects its own side and reads editedAt; organisers read the history', async () => {
    const mine = await gqlAs(
      t.app,
      'startup',
      startup(),
      `mutation ($m: ID!) { correctRating(meetingId: $m, input: { score: 3, comment: "On reflection", wantsFollowUp: true }) { score editedAt correctableUntil } }`,
      { m: f.held[0] },
    );
    expect(mine.body.errors).toBeUndefined();
    expect(mine.body.data?.correctRating).toMatchObject({
      score: 3,
      editedAt: expect.any(String),
      correctableUntil: expect.any(String),
    });
    const admin = await gqlAs(
      t.app,
      'admin',
      root,
      `query ($e: ID!) { event(id: $e) { meetings { id ratedSides ratings { side score editedAt history { score comment givenAt } } } } }`,
      { e: f.eventId },
    );
    expect(admin.body.errors).toBeUndefined();
    type M = {
      id: string;
      ratedSides: string[];
      ratings: { side: string; history: { score: number }[] }[];
    };
    const m = (admin.body.data as { event: { meetings: M[] } }).event.meetings.find(
      (x) => x.id === f.held[0],
    )!;
    expect(m.ratedSides).toEqual(['STARTUP']);
    expect(m.ratings[0]!.history.map((v) => v.score)).toEqual([2, 4, 5]);
  });
});
