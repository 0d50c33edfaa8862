import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testApp, type TestApp } from '../../../test/app.ts';
import { findAccountByEmail } from '../../modules/accounts/accounts.service.ts';
import { loadActorAccount } from '../../modules/accounts/session-user.ts';
import { events } from '../../modules/events/events.tables.ts';
import { ratingHistory } from '../../modules/followup/rating-corrections.service.ts';
import { ratingsOf } from '../../modules/followup/ratings.service.ts';
import { reportsOf } from '../../modules/followup/reports.service.ts';
import { meetingsOfEvent, myMeetings } from '../../modules/meetings/agenda.service.ts';
import type { Actor } from '../../platform/actor.ts';
import { followUpSchedule } from '../../modules/followup/schedule.service.ts';
import { seedDemoPersonas } from './demo.ts';

/** The demo's ratings and follow-up: real figures after `npm start`. */
let t: TestApp;
beforeAll(async () => {
  t = await testApp();
  await seedDemoPersonas(t.database.db, 'http://matchday.test');
});
afterAll(() => t.close());

async function actor(kind: 'user' | 'admin', email: string): Promise<Actor> {
  const account = await findAccountByEmail(t.database.db, kind, email);
  return (await loadActorAccount(t.database.db, kind, account!.id))!.actor as Actor;
}

describe('demo follow-up', () => {
  it('the previous event has ratings from both sides, some wanting follow-up, and outcomes with a pilot', async () => {
    const db = t.database.db;
    const admin = await actor('admin', 'admin@matchday.test');
    const [event] = await db
      .select({ id: events.id })
      .from(events)
      .where(eq(events.name, 'Digital Health Innovation Day'));
    const held = (await meetingsOfEvent(db, admin, event!.id)).filter((m) => m.status === 'HELD');
    const ids = held.map((m) => m.id);
    const ratings = await ratingsOf(db, admin, ids);
    expect(new Set(ratings.map((r) => r.side))).toEqual(new Set(['STARTUP', 'CORPORATE']));
    expect(ratings.some((r) => r.wantsFollowUp)).toBe(true);
    expect(ratings.some((r) => !r.wantsFollowUp)).toBe(true);
    expect(ratings.length).toBeLessThan(2 * held.length);
    // Every held side's rating mail went (sent by hand: the event is long over).
    const schedule = await followUpSchedule(db, admin, event!.id);
    expect(schedule.rows).toHaveLength(2 * held.length);
    expect(schedule.rows.filter((r) => !r.rating.sentAt)).toEqual([]);
    expect(schedule.ratingMailsToSend).toBe(0);
    const reports = await reportsOf(db, admin, ids);
    expect(reports.flatMap((r) => r.outcomes.map((o) => o.kind))).toContain('PILOT');
    expect(reports.find((r) => r.side === 'ORGANISER')?.source).toBeTruthy();
    // One rating was corrected by its author; the organisers read the version it replaced.
    const edited = ratings.filter((r) => r.editedAt);
    expect(edited).toHaveLength(1);
    const history = await ratingHistory(db, admin, [edited[0]!.id]);
    expect(history).toHaveLength(1);
    expect(history[0]!.comment).not.toBe(edited[0]!.comment);
    // Seeding again adds nothing.
    await seedDemoPersonas(db, 'http://matchday.test');
    expect(await ratingsOf(db, admin, ids)).toHaveLength(ratings.length);
  });

  it('the startup persona has held meetings of the previous event, its own side rated or to rate', async () => {
    const db = t.database.db;
    const stina = await actor('user', 'startup@matchday.test');
    const [event] = await db
      .select({ id: events.id })
      .from(events)
      .where(eq(events.name, 'Digital Health Innovation Day'));
    const mine = (await myMeetings(db, stina, event!.id)).filter((m) => m.status === 'HELD');
    expect(mine.length).toBeGreaterThan(0);
    const own = await ratingsOf(
      db,
      stina,
      mine.map((m) => m.id),
    );
    expect(own.every((r) => r.side === 'STARTUP')).toBe(true);
    expect(own.length).toBeGreaterThan(0);
  });
});
