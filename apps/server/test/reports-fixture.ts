import { eq, sql } from 'drizzle-orm';
import type { MeetingStatus } from '@matchday/shared';
import type { Db } from '../src/platform/db.ts';
import { companies } from '../src/modules/accounts/accounts.tables.ts';
import { attendances } from '../src/modules/events/events.tables.ts';
import { matches } from '../src/modules/matchmaking/matchmaking.tables.ts';
import { meetings } from '../src/modules/meetings/meetings.tables.ts';
import { meetingsFixture, type MeetingsFixture } from './meetings-fixture.ts';

/**
 * One event whose funnel is known by hand (docs/decisions/060), for the reports tests:
 * startups S0–S3 (S0, S1 of the STING incubator), corporates C0, C1.
 *
 * - attendances: 6, S3 still INVITED → invited 6, registered 5
 * - matches: CONFIRMED S0·C0, S1·C0, S2·C1, S3·C1, S0·C1; SELECTED S1·C1 (MEET); PROPOSED S2·C0;
 *   DECLINED S3·C0 → suggested 7, selected 6, confirmed 5
 * - meetings: M1 S0·C0 HELD, M2 S1·C0 HELD, M3 S2·C1 HELD, M4 S3·C1 NO_SHOW (all published),
 *   M5 S0·C1 HELD (unpublished) → scheduled 5, held 4, no-shows 1
 * - ratings: M1 startup 4 (wants) + corporate 5; M2 startup 2; M3 corporate 3 (wants); M5
 *   startup 5 (wants) → rated 4, wants follow-up 3 (M1, M3, M5)
 * - second stage: M1 startup VALUABLE_CONTACT with a PILOT; M5 corporate NO_FURTHER_CONTACT
 *   → follow-up reported 1, collaboration 1; follow-up rate = M1 (reported) + M3 (wants, no
 *   report yet) = 2 / 4 held (M5's report overrides its wish)
 * - grants: S0·C0 SUBMITTED on M1, S2·C1 SIGNED without a meeting (the pair held M3), S1·C0
 *   DRAFT → applied 2, signed 1
 */
export type ReportsFixture = MeetingsFixture & { meetingIds: string[] };

const MINUTE = 60_000;

export async function reportsFixture(db: Db, tag?: string): Promise<ReportsFixture> {
  const f = await meetingsFixture(db, {
    startups: 4,
    corporates: 2,
    pairs: [
      [0, 0],
      [1, 0],
      [2, 1],
      [3, 1],
      [0, 1],
    ],
    startInMinutes: -120,
    ...(tag ? { tag } : {}),
  });
  const S = f.startups.map((s) => s.id);
  const C = f.corporates.map((c) => c.id);
  for (const id of [S[0]!, S[1]!]) {
    await db.update(companies).set({ incubator: 'STING' }).where(eq(companies.id, id));
  }
  await db.update(attendances).set({ state: 'INVITED' }).where(eq(attendances.companyId, S[3]!));
  await db.insert(matches).values([
    {
      eventId: f.eventId,
      startupId: S[1]!,
      corporateId: C[1]!,
      source: 'ENGINE',
      state: 'SELECTED',
      choice: 'MEET',
      score: 71,
    },
    {
      eventId: f.eventId,
      startupId: S[2]!,
      corporateId: C[0]!,
      source: 'ENGINE',
      state: 'PROPOSED',
      score: 40,
    },
    {
      eventId: f.eventId,
      startupId: S[3]!,
      corporateId: C[0]!,
      source: 'ENGINE',
      state: 'DECLINED',
      choice: 'NO_THANKS',
      score: 35,
    },
  ]);
  const [event] = (
    (await db.execute(
      sql`select to_json(start_date)#>>'{}' as start from events where id = ${f.eventId}`,
    )) as unknown as { rows: { start: string }[] }
  ).rows;
  const start = new Date(event!.start).getTime() + 60 * MINUTE;
  const plan: [number, number, MeetingStatus, boolean][] = [
    [0, 0, 'HELD', true],
    [1, 0, 'HELD', true],
    [2, 1, 'HELD', true],
    [3, 1, 'NO_SHOW', true],
    [0, 1, 'HELD', false],
  ];
  const meetingIds: string[] = [];
  for (const [i, [s, c, status, shown]] of plan.entries()) {
    const at = new Date(start + i * 20 * MINUTE);
    const to = new Date(at.getTime() + 20 * MINUTE);
    const [row] = await db
      .insert(meetings)
      .values({
        eventId: f.eventId,
        matchId: f.matchIds[i]!,
        startupId: S[s]!,
        corporateId: C[c]!,
        status,
        startsAt: at,
        endsAt: to,
        tableNo: i + 1,
        ...(shown
          ? { shownStatus: status, shownStartsAt: at, shownEndsAt: to, shownTableNo: i + 1 }
          : {}),
      })
      .returning({ id: meetings.id });
    meetingIds.push(row!.id);
  }
  const [m1, m2, m3, , m5] = meetingIds;
  const rate = (m: string, side: string, score: number, wants: boolean, comment: string | null) =>
    db.execute(sql`insert into meeting_ratings (meeting_id, side, score, comment, wants_follow_up, via)
      values (${m}, ${side}, ${score}, ${comment}, ${wants}, 'APP')`);
  await rate(m1!, 'STARTUP', 4, true, 'Good fit, "pilot" next');
  await rate(m1!, 'CORPORATE', 5, false, '=HYPERLINK("http://evil.test")');
  await rate(m2!, 'STARTUP', 2, false, null);
  await rate(m3!, 'CORPORATE', 3, true, '-1 but, still\nworth it');
  await rate(m5!, 'STARTUP', 5, true, '@SUM(A1)');
  const report = async (m: string, side: string, result: string) =>
    (
      (await db.execute(sql`insert into follow_up_reports (meeting_id, side, result, via)
        values (${m}, ${side}, ${result}, 'APP') returning id`)) as unknown as {
        rows: { id: string }[];
      }
    ).rows[0]!.id;
  const r1 = await report(m1!, 'STARTUP', 'VALUABLE_CONTACT');
  await db.execute(sql`insert into follow_up_outcomes (report_id, meeting_id, kind, happened_on)
    values (${r1}, ${m1!}, 'PILOT', '2026-05-04')`);
  await report(m5!, 'CORPORATE', 'NO_FURTHER_CONTACT');
  const grant = (s: string, c: string, m: string | null, status: string) =>
    db.execute(sql`insert into grant_applications (startup_id, corporate_id, meeting_id, status, submitted_at, corporate_confirmed_at)
      values (${s}, ${c}, ${m}, ${status}, ${status === 'DRAFT' ? null : new Date().toISOString()}, ${status === 'DRAFT' ? null : new Date().toISOString()})`);
  await grant(S[0]!, C[0]!, m1!, 'SUBMITTED');
  await grant(S[2]!, C[1]!, null, 'SIGNED');
  await grant(S[1]!, C[0]!, m2!, 'DRAFT');
  return { ...f, meetingIds };
}
