import { eq, inArray } from 'drizzle-orm';
import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminOf, headerActor } from '../../../test/actors.ts';
import { testApp, type TestApp } from '../../../test/app.ts';
import { heldMeetings } from '../../../test/held-meetings.ts';
import { gqlAs } from '../../../test/http.ts';
import type { MeetingsFixture } from '../../../test/meetings-fixture.ts';
import { companies } from '../accounts/accounts.tables.ts';
import { rateMeeting } from '../followup/ratings.service.ts';
import { funnel } from './funnel.service.ts';

/**
 * An event's follow-up figures come from one place, the funnel: the admin event page's Follow-up
 * tab and the Reports page ask the same query, so an incubator reads the same counts on both
 * — its startups' meetings rated by the corporates included, although it never reads a
 * corporate's score.
 */
let t: TestApp;
let f: MeetingsFixture & { held: string[] };
const incubator = adminOf('INCUBATOR', { incubator: 'STING' });
const db = () => t.database.db;

beforeAll(async () => {
  t = await testApp({ resolveActor: headerActor });
  f = await heldMeetings(db(), 3, { tag: 'figs' });
  await db()
    .update(companies)
    .set({ incubator: 'STING' })
    .where(inArray(companies.id, [f.startups[0]!.id, f.startups[1]!.id]));
  // Pair 0 rated by both sides, pair 1 by the corporate only, pair 2 (no incubator) by both.
  await rateMeeting(db(), f.startups[0]!.user, f.held[0], { score: 5, wantsFollowUp: true });
  for (const i of [0, 1, 2])
    await rateMeeting(db(), f.corporates[i]!.user, f.held[i], {
      score: 2 + i,
      comment: `Corporate ${i}'s private words`,
      wantsFollowUp: false,
    });
  await rateMeeting(db(), f.startups[2]!.user, f.held[2], { score: 1, wantsFollowUp: false });
}, 60_000);
afterAll(() => t.close());

type Row = { id: string; status: string; ratedSides: string[]; ratings: { side: string }[] };
const FIGURES =
  'funnel(filter: { eventId: $e }) { held rated ratedByBoth startupRating startupRatings corporateRating corporateRatings followUpRate }';

describe('an incubator’s follow-up figures', () => {
  it('count the corporates’ ratings of its startups’ meetings; the average waits for 5 companies', async () => {
    const v = await funnel(db(), incubator, { eventId: f.eventId });
    expect([v.held, v.rated, v.ratedByBoth]).toEqual([2, 2, 1]);
    expect([v.startupRating, v.startupRatings]).toEqual([5, 1]);
    expect([v.corporateRating, v.corporateRatings]).toEqual([null, 2]);
    // Organisers read both sides: nothing withheld, every pair counted.
    const admin = await funnel(db(), adminOf('ADMIN'), { eventId: f.eventId });
    expect([admin.held, admin.ratedByBoth, admin.corporateRating]).toEqual([3, 2, 3]);
  });

  it('the tab’s rows agree with the figures it shows: which sides rated, never the corporate’s words', async () => {
    const { body } = await gqlAs(
      t.app,
      'admin',
      incubator,
      `query ($e: ID!) { event(id: $e) { meetings { id status ratedSides ratings { side comment } } } ${FIGURES} }`,
      { e: f.eventId },
    );
    expect(body.errors).toBeUndefined();
    const rows = (body.data as { event: { meetings: Row[] } }).event.meetings.filter(
      (m) => m.status === 'HELD',
    );
    const figures = body.data?.funnel as Record<string, number | null>;
    expect(rows).toHaveLength(figures.held!);
    expect(rows.filter((m) => m.ratedSides.length === 2)).toHaveLength(figures.ratedByBoth!);
    expect(rows.filter((m) => m.ratedSides.includes('CORPORATE'))).toHaveLength(
      figures.corporateRatings!,
    );
    expect(rows.flatMap((m) => m.ratings.map((r) => r.side))).toEqual(['STARTUP']);
    expect(JSON.stringify(body)).not.toContain('private words');
  });

  it('the Follow-up tab and the Reports page ask the same figures and read the same numbers', async () => {
    // The web's own documents, as the two screens send them.
    const doc = (path: string) =>
      readFile(new URL(`../../../../web/src/features/${path}`, import.meta.url), 'utf8');
    const tab = await gqlAs(
      t.app,
      'admin',
      incubator,
      await doc('followup/graphql/admin/EventFollowUp.graphql'),
      { id: f.eventId },
    );
    const reports = await gqlAs(
      t.app,
      'admin',
      incubator,
      (await doc('reports/graphql/admin/ProgrammeFunnel.graphql')) +
        (await doc('reports/graphql/admin/FunnelFields.graphql')),
      { filter: { eventId: f.eventId } },
    );
    expect(tab.body.errors).toBeUndefined();
    expect(reports.body.errors).toBeUndefined();
    const shown = tab.body.data?.funnel as Record<string, unknown>;
    expect(shown).toMatchObject({ held: 2, ratedByBoth: 1, corporateRatings: 2 });
    const read = (reports.body.data as { funnel: Record<string, unknown> }).funnel;
    const common = Object.keys(shown).filter((key) => key in read);
    expect(common).toEqual(expect.arrayContaining(['held', 'corporateRating', 'followUpRate']));
    for (const key of common) expect([key, read[key]]).toEqual([key, shown[key]]);
    // The tab's rows: the corporate rated both startups' meetings, its words out of reach.
    const rows = (tab.body.data as { event: { meetings: Row[] } }).event.meetings.filter(
      (m) => m.status === 'HELD',
    );
    expect(rows.map((m) => [...m.ratedSides].sort())).toEqual(
      expect.arrayContaining([['CORPORATE', 'STARTUP'], ['CORPORATE']]),
    );
    // A startup leaving the incubator leaves both at once.
    await db()
      .update(companies)
      .set({ incubator: null })
      .where(eq(companies.id, f.startups[1]!.id));
    const after = await gqlAs(t.app, 'admin', incubator, `query ($e: ID!) { ${FIGURES} }`, {
      e: f.eventId,
    });
    expect(after.body.data?.funnel).toMatchObject({ held: 1, ratedByBoth: 1, corporateRatings: 1 });
  });
});
