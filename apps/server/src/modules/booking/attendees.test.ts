import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminOf } from '../../../test/actors.ts';
import { testDatabase } from '../../../test/database.ts';
import { meetingsFixture, type MeetingsFixture } from '../../../test/meetings-fixture.ts';
import type { Database } from '../../platform/db.ts';
import { attendances } from '../events/events.tables.ts';
import { eventParticipants } from './attendees.service.ts';
import { eventBookingRequests } from './organiser.service.ts';
import { requestMeeting } from './requests.service.ts';
import { setBookingSettings } from './settings.service.ts';

/*
 * The attendee list participants read (the profile policy over an event's approved
 * participants, filtered and paged) and the organisers' list of meeting requests, on the real
 * database (PGlite; PostgreSQL with DATABASE_URL).
 */
const root = adminOf('ADMIN');
let database: Database;
let f: MeetingsFixture;
const db = () => database.db;

async function failure(p: Promise<unknown>) {
  try {
    await p;
  } catch (error) {
    return (error as { code?: string }).code;
  }
  throw new Error('expected a failure');
}

beforeAll(async () => {
  database = await testDatabase();
  f = await meetingsFixture(db(), {
    startups: 3,
    corporates: 3,
    slots: 3,
    tables: 2,
    pairs: [],
    tag: 'attendees',
  });
  // The third corporate withdrew: it is no longer on the list.
  await db()
    .update(attendances)
    .set({ state: 'WITHDRAWN' })
    .where(and(eq(attendances.eventId, f.eventId), eq(attendances.companyId, f.corporates[2]!.id)));
});
afterAll(() => database.close());

describe('the attendee list', () => {
  it('shows a startup the approved corporates (the profiles it may open), by name, paged', async () => {
    const me = f.startups[0]!.user;
    const all = await eventParticipants(db(), me, f.eventId, {});
    expect(all.total).toBe(2);
    expect(all.items.map((c) => c.id)).toEqual([f.corporates[0]!.id, f.corporates[1]!.id]);
    const second = await eventParticipants(db(), me, f.eventId, { offset: 1, limit: 1 });
    expect(second).toMatchObject({ total: 2, items: [{ id: f.corporates[1]!.id }] });
    // Startups may not open other startups' profiles: none listed even when asked for.
    const startups = await eventParticipants(db(), me, f.eventId, { filter: { type: 'startup' } });
    expect(startups.total).toBe(0);
  });

  it('filters by country and industry, and a corporate sees the startups', async () => {
    const corp = f.corporates[0]!.user;
    expect((await eventParticipants(db(), corp, f.eventId, {})).total).toBe(3);
    const elsewhere = await eventParticipants(db(), corp, f.eventId, {
      filter: { country: 'NO' },
    });
    expect(elsewhere.total).toBe(0);
    const sweden = await eventParticipants(db(), corp, f.eventId, { filter: { country: 'SE' } });
    expect(sweden.total).toBe(3);
    const industry = await eventParticipants(db(), corp, f.eventId, {
      filter: { industries: ['Fintech'] },
    });
    expect(industry.total).toBe(0);
  });

  it('is refused to admins and names an unknown event', async () => {
    expect(await failure(eventParticipants(db(), root, f.eventId, {}))).toBe('FORBIDDEN');
    expect(
      await failure(
        eventParticipants(db(), f.startups[0]!.user, '00000000-0000-4000-8000-000000000000', {}),
      ),
    ).toBe('NOT_FOUND');
  });
});

describe('the organisers’ list of meeting requests', () => {
  it('shows every request with both names; participants may not read it', async () => {
    await setBookingSettings(db(), root, f.eventId, { schedulingMode: 'PARTICIPANTS' });
    const ctx = { db: db(), actor: f.startups[1]!.user, publicUrl: 'http://matchday.test' };
    await requestMeeting(ctx, f.eventId, f.corporates[0]!.id, 0);
    const list = await eventBookingRequests(db(), root, f.eventId);
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({
      state: 'PENDING',
      startupName: 'Startup attendees 1',
      corporateName: 'Corp attendees 0',
      requesterName: 'Startup attendees 1',
    });
    expect(await failure(eventBookingRequests(db(), f.startups[1]!.user, f.eventId))).toBe(
      'FORBIDDEN',
    );
  });
});
