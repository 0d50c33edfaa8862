import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminOf } from '../../../test/actors.ts';
import { testDatabase } from '../../../test/database.ts';
import type { UserActor } from '../../platform/actor.ts';
import type { Database } from '../../platform/db.ts';
import { AppError } from '../../platform/errors.ts';
import { createCompany, createUser } from '../accounts/accounts.service.ts';
import { updateCompany } from '../companies/console-companies.service.ts';
import { addEventAttendees } from '../events/attendees.service.ts';
import { createEvent, getEvent, publishEvent } from '../events/events.service.ts';
import { createNeed, setNeedState } from './needs.service.ts';
import {
  chooseSuggestion,
  eventMatches,
  needSuggestions,
  respondToSelection,
} from './choices.service.ts';
import { generateSuggestions, publishSuggestions } from './suggestions.service.ts';

/** A startup declines a corporate's selection and may say why: kept, read by both organisers and the corporate. */
let database: Database;
const root = adminOf('ADMIN');
let startup: UserActor;
let corp: UserActor;
let needId = '';
let eventId = '';
const ctx = (actor: UserActor | typeof root) => ({
  db: database.db,
  actor,
  publicUrl: 'http://localhost:3000',
});

async function person(name: string, type: 'startup' | 'corp') {
  const c = await createCompany(database.db, {
    type,
    name,
    country: 'SE',
    activityStatus: 'ACTIVE',
  });
  if (type === 'startup') {
    await updateCompany(database.db, root, c.id, {
      pitchShort: 'Drones that inspect wind turbine blades',
      description: 'Autonomous drone inspection of wind turbine blades.',
    });
  }
  const u = await createUser(database.db, {
    companyId: c.id,
    type,
    email: `${name.toLowerCase()}@answer.test`,
    name: `${name} Person`,
    verified: true,
  });
  return { kind: 'user', id: u.id, type, companyId: c.id } as UserActor;
}

async function refusal(p: Promise<unknown>) {
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
  startup = await person('Bladefly', 'startup');
  corp = await person('Northwind', 'corp');
  const day = new Date(Date.now() + 30 * 86_400_000);
  day.setUTCHours(0, 0, 0, 0);
  const at = (h: number) => new Date(day.getTime() + h * 3_600_000).toISOString();
  const event = await createEvent(database.db, root, {
    name: 'Wind Day',
    timezone: 'Europe/Stockholm',
    startDate: at(8),
    endDate: at(17),
    schedule: { sessions: [{ start: at(9), end: at(12) }], meetingMinutes: 20, tables: 4 },
    suggestionFloor: 0,
  });
  await publishEvent(database.db, root, event.id);
  eventId = event.id;
  await addEventAttendees(ctx(root), eventId, [startup.companyId, corp.companyId]);
  const need = await createNeed(database.db, corp, eventId, {
    title: 'Blade inspection',
    description: 'Drones that inspect our wind turbine blades.',
  });
  needId = need.id;
  await setNeedState(database.db, corp, needId, 'PUBLISHED');
  await generateSuggestions(database.db, root, eventId);
  await publishSuggestions(ctx(root), eventId);
});
afterAll(() => database.close());

describe('declining a selection', () => {
  it('refuses a reason longer than 500 characters, naming the limit, and changes nothing', async () => {
    const [match] = await needSuggestions(database.db, corp, needId);
    await chooseSuggestion(ctx(corp), match!.id, { choice: 'MEET' });
    const error = await refusal(
      respondToSelection(database.db, startup, match!.id, false, 'x'.repeat(501)),
    );
    expect(error.code).toBe('BAD_REQUEST');
    expect(error.message).toMatch(/at most 500 characters/);
    const [still] = await needSuggestions(database.db, corp, needId);
    expect([still!.state, still!.refusalReason]).toEqual(['SELECTED', null]);
  });

  it('keeps the reason, which the corporate and the organisers read', async () => {
    const [match] = await needSuggestions(database.db, corp, needId);
    const declined = await respondToSelection(
      database.db,
      startup,
      match!.id,
      false,
      '  We no longer work with blade inspection  ',
    );
    expect([declined.state, declined.refusalReason]).toEqual([
      'REFUSED',
      'We no longer work with blade inspection',
    ]);
    const [seenByCorp] = await needSuggestions(database.db, corp, needId);
    expect(seenByCorp!.refusalReason).toBe('We no longer work with blade inspection');
    const all = await eventMatches(database.db, root, await getEvent(database.db, root, eventId));
    expect(all.find((m) => m.id === match!.id)!.refusalReason).toBe(
      'We no longer work with blade inspection',
    );
  });

  it('a confirmation carries no reason', async () => {
    const other = await person('Skyblade', 'startup');
    await addEventAttendees(ctx(root), eventId, [other.companyId]);
    await generateSuggestions(database.db, root, eventId);
    await publishSuggestions(ctx(root), eventId);
    const match = (await needSuggestions(database.db, corp, needId)).find(
      (m) => m.startupId === other.companyId,
    )!;
    await chooseSuggestion(ctx(corp), match.id, { choice: 'MUST_MEET' });
    const confirmed = await respondToSelection(database.db, other, match.id, true, 'ignored');
    expect([confirmed.state, confirmed.refusalReason]).toEqual(['CONFIRMED', null]);
  });
});
