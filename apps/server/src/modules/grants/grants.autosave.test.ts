import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabase } from '../../../test/database.ts';
import { meetingsFixture, type MeetingsFixture } from '../../../test/meetings-fixture.ts';
import type { Actor } from '../../platform/actor.ts';
import type { Database } from '../../platform/db.ts';
import { AppError } from '../../platform/errors.ts';
import { companies } from '../accounts/accounts.tables.ts';
import { meetings } from '../meetings/meetings.tables.ts';
import { createGrantApplication, saveGrantDraft } from './drafts.service.ts';

/**
 * Autosave never loses a valid field to an invalid one: each field is checked on its own, the
 * valid ones are written, the others named with their problem (a timeline out of range with the
 * range, never clamped).
 */
let database: Database;
let f: MeetingsFixture;
let heldMeetingId: string;
let startup: Actor;
const ctx = (actor: Actor) => ({ db: database.db, actor, publicUrl: 'http://matchday.test' });

async function fails(p: Promise<unknown>) {
  try {
    await p;
  } catch (error) {
    if (error instanceof AppError) return error;
    throw error;
  }
  throw new Error('expected a refusal');
}

beforeAll(async () => {
  database = await testDatabase();
  f = await meetingsFixture(database.db, {
    startups: 1,
    corporates: 2,
    pairs: [[0, 0]],
    tag: 'autosave',
  });
  await database.db
    .update(companies)
    .set({ hasAccessInnovationGrants: true })
    .where(inArray(companies.id, [f.startups[0]!.id, f.corporates[0]!.id, f.corporates[1]!.id]));
  const [m] = await database.db
    .insert(meetings)
    .values({
      eventId: f.eventId,
      matchId: f.matchIds[0]!,
      startupId: f.startups[0]!.id,
      corporateId: f.corporates[0]!.id,
      status: 'HELD',
    })
    .returning();
  heldMeetingId = m!.id;
  startup = f.startups[0]!.user;
});
afterAll(() => database.close());

describe('autosave of a draft', () => {
  it('a draft may be incomplete; autosave keeps every valid field and names the bad ones', async () => {
    const app = await createGrantApplication(ctx(startup), { title: 'Pilot: draft' });
    const id = app.id;
    let version = app.version;
    const partial = await saveGrantDraft(ctx(startup), id, version, {
      summary: 'Kept although the timeline is refused.',
      timelineMonths: 40,
      budgetTotal: -1,
      startupSignatoryEmail: 'stina@invalid',
    });
    expect(partial.invalid.map((i) => i.field).sort()).toEqual([
      'budgetTotal',
      'startupSignatoryEmail',
      'timelineMonths',
    ]);
    // Refused with the range, never clamped.
    expect(partial.invalid.find((i) => i.field === 'timelineMonths')!.message).toBe(
      'The timeline is 1 to 36 months',
    );
    expect(partial.application.summary).toBe('Kept although the timeline is refused.');
    expect(partial.application.timelineMonths).toBeNull();
    expect(partial.application.startupSignatoryEmail).toBeNull();
    expect(partial.application.version).toBe(version + 1);
    version = partial.application.version;
    // Another corporate's meeting: the partner is kept, the meeting named.
    const otherMeeting = await saveGrantDraft(ctx(startup), id, version, {
      corporateId: f.corporates[1]!.id,
      meetingId: heldMeetingId,
    });
    expect(otherMeeting.invalid).toEqual([
      { field: 'meetingId', message: 'Choose a held meeting with this partner' },
    ]);
    expect(otherMeeting.application.corporate?.id).toBe(f.corporates[1]!.id);
    expect(otherMeeting.application.meeting).toBeNull();
    version = otherMeeting.application.version;
    // Nothing valid to write: the version stays.
    const none = await saveGrantDraft(ctx(startup), id, version, { budgetLines: [{ label: '' }] });
    expect(none.invalid.map((i) => i.field)).toEqual([
      'budgetLines.0.label',
      'budgetLines.0.amount',
    ]);
    expect(none.application.version).toBe(version);
    const notObject = await fails(saveGrantDraft(ctx(startup), id, version, 'title'));
    expect(notObject.code).toBe('BAD_REQUEST');
  });
});
