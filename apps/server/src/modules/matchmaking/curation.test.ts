import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminOf } from '../../../test/actors.ts';
import { testDatabase } from '../../../test/database.ts';
import { mailsTo } from '../../../test/http.ts';
import type { Actor, UserActor } from '../../platform/actor.ts';
import type { Database } from '../../platform/db.ts';
import { AppError } from '../../platform/errors.ts';
import { createCompany, createUser } from '../accounts/accounts.service.ts';
import { updateCompany } from '../companies/console-companies.service.ts';
import { getStartupCard } from '../companies/startup-card.service.ts';
import { addEventAttendees } from '../events/attendees.service.ts';
import { createEvent, getEvent, publishEvent, updateEvent } from '../events/events.service.ts';
import { joinEvent } from '../events/registration.service.ts';
import { needSuggestions } from './choices.service.ts';
import { createNeed, setNeedState } from './needs.service.ts';
import {
  addSuggestion,
  generateSuggestions,
  publishSuggestions,
  removeSuggestion,
} from './suggestions.service.ts';

/**
 * Curation that sticks: a removed suggestion stays removed, the event's floor keeps weak
 * candidates from corporates, the organisers open a startup's card, and the points of the
 * reasons add up to the score.
 */
let database: Database;
const root = adminOf('ADMIN');
const people: Record<string, UserActor> = {};
const ids: Record<string, string> = {};
const ctx = (actor: Actor) => ({ db: database.db, actor, publicUrl: 'http://localhost:3000' });
const DAY = 86_400_000;
let host: Actor;

function eventInput(extra: Record<string, unknown> = {}) {
  const day = new Date(Date.now() + 30 * DAY);
  day.setUTCHours(0, 0, 0, 0);
  const at = (h: number) => new Date(day.getTime() + h * 3_600_000).toISOString();
  return {
    name: 'Wind Day',
    timezone: 'Europe/Stockholm',
    startDate: at(8),
    endDate: at(17),
    schedule: { sessions: [{ start: at(9), end: at(12) }], meetingMinutes: 20, tables: 6 },
    ...extra,
  };
}

async function org(name: string, type: 'startup' | 'corp', profile: Record<string, unknown> = {}) {
  const c = await createCompany(database.db, {
    type,
    name,
    country: 'SE',
    activityStatus: 'ACTIVE',
  });
  if (Object.keys(profile).length) await updateCompany(database.db, root, c.id, profile);
  const u = await createUser(database.db, {
    companyId: c.id,
    type,
    email: `${name.toLowerCase().replace(/\W/g, '')}@curation.test`,
    name: `${name} Person`,
    verified: true,
  });
  ids[name] = c.id;
  people[name] = { kind: 'user', id: u.id, type, companyId: c.id };
}

async function fails(p: Promise<unknown>) {
  try {
    await p;
  } catch (error) {
    if (error instanceof AppError) return error;
    throw error;
  }
  throw new Error('expected a refusal');
}

/** The `suggested` mails to the corporate, with how many suggestions each announced. */
async function suggestedCounts() {
  return (await mailsTo(database.db, 'nordlys@curation.test'))
    .filter((m) => m.template === 'suggested')
    .map((m) => (m.data as unknown as { count: number }).count);
}

const names = (rows: { startupId: string }[]) =>
  rows.map((r) => Object.keys(ids).find((k) => ids[k] === r.startupId)).sort();

beforeAll(async () => {
  database = await testDatabase();
  await org('Bladescan', 'startup', {
    pitchShort: 'Drones that inspect wind turbine blades for cracks',
    description: 'Autonomous drone inspection of wind turbine blades with computer vision.',
  });
  await org('Rotor Eye', 'startup', {
    pitchShort: 'Crack detection on wind turbine blades',
    description: 'Acoustic sensors find cracks in turbine blades before they grow.',
  });
  await org('Crumb POS', 'startup', {
    pitchShort: 'Point-of-sale software for bakeries',
    description: 'Cloud cash registers and ordering for small bakeries.',
  });
  await org('Late Joiner', 'startup', { pitchShort: 'Drones for wind farms' });
  await org('Elsewhere', 'startup', { pitchShort: 'Drones for wind farms elsewhere' });
  await org('Nordlys', 'corp');
  const event = await createEvent(database.db, root, eventInput());
  await publishEvent(database.db, root, event.id);
  ids.event = event.id;
  host = adminOf('EVENT_HOST', { hosting: [event.id] });
  await addEventAttendees(ctx(root), event.id, [
    ids.Bladescan!,
    ids['Rotor Eye']!,
    ids['Crumb POS']!,
    ids.Nordlys!,
  ]);
  await joinEvent(ctx(people['Late Joiner']!), event.id); // registered, not approved yet
  const need = await createNeed(database.db, people.Nordlys!, event.id, {
    title: 'Wind turbine blade inspection',
    description: 'We want drones or sensors that find cracks in our wind turbine blades.',
    wantedMeetings: 2,
  });
  await setNeedState(database.db, people.Nordlys!, need.id, 'PUBLISHED');
  ids.need = need.id;
});
afterAll(() => database.close());

describe('the suggestion floor', () => {
  it('is 20 unless set; bad input names the allowed range', async () => {
    expect((await getEvent(database.db, root, ids.event)).suggestionFloor).toBe(20);
    const bad = await fails(
      updateEvent(database.db, root, ids.event, eventInput({ suggestionFloor: 140 })),
    );
    expect(bad.code).toBe('BAD_REQUEST');
    expect(bad.message).toMatch(/suggestionFloor: Use a whole score from 0 to 100/);
  });

  it('candidates scoring under it are not proposed, and the run says how many', async () => {
    const run = await generateSuggestions(database.db, host, ids.event);
    expect(run).toMatchObject({ needs: 1, startups: 3, floor: 20, belowFloor: 1 });
    const proposed = await needSuggestions(database.db, host, ids.need);
    expect(names(proposed)).toEqual(['Bladescan', 'Rotor Eye']);
    expect(proposed.every((m) => m.score >= 20)).toBe(true);
  });

  it('with the floor at 0 every approved startup is proposed (the weak one scores under 20)', async () => {
    await updateEvent(database.db, root, ids.event, eventInput({ suggestionFloor: 0 }));
    await generateSuggestions(database.db, host, ids.event);
    const proposed = await needSuggestions(database.db, host, ids.need);
    expect(names(proposed)).toEqual(['Bladescan', 'Crumb POS', 'Rotor Eye']);
    expect(proposed.find((m) => m.startupId === ids['Crumb POS'])!.score).toBeLessThan(20);
  });

  it('raised again before publishing: the weak proposal is not published, nor shown to the corporate', async () => {
    await updateEvent(database.db, root, ids.event, eventInput({ suggestionFloor: 20 }));
    expect(await publishSuggestions(ctx(host), ids.event)).toBe(2);
    expect(await suggestedCounts()).toEqual([2]);
    expect(names(await needSuggestions(database.db, people.Nordlys!, ids.need))).toEqual([
      'Bladescan',
      'Rotor Eye',
    ]);
  });
});

describe('a removed suggestion stays removed', () => {
  it('is not proposed again by the next generate, so it is neither published nor mailed', async () => {
    const suggested = await needSuggestions(database.db, host, ids.need);
    const rotor = suggested.find((m) => m.startupId === ids['Rotor Eye'])!;
    expect(rotor.state).toBe('SUGGESTED');
    expect(await removeSuggestion(database.db, host, rotor.id)).toBe(true);
    // The floor is lowered so the weak startup comes in: something new to publish and mail.
    await updateEvent(database.db, root, ids.event, eventInput({ suggestionFloor: 0 }));
    await generateSuggestions(database.db, host, ids.event);
    await generateSuggestions(database.db, root, ids.event);
    const after = await needSuggestions(database.db, host, ids.need);
    expect(names(after)).toEqual(['Bladescan', 'Crumb POS']);
    expect(await publishSuggestions(ctx(host), ids.event)).toBe(1);
    expect(await suggestedCounts()).toEqual([2, 1]);
    expect(names(await needSuggestions(database.db, people.Nordlys!, ids.need))).toEqual([
      'Bladescan',
      'Crumb POS',
    ]);
  });

  it('adding the startup by hand brings it back', async () => {
    await addSuggestion(database.db, host, ids.need, ids['Rotor Eye']);
    await generateSuggestions(database.db, host, ids.event);
    const after = await needSuggestions(database.db, host, ids.need);
    expect(after.find((m) => m.startupId === ids['Rotor Eye'])).toMatchObject({
      pinned: true,
      state: 'PROPOSED',
    });
  });
});

describe('reasons and score', () => {
  it('the points of every generated suggestion’s reasons add up to its score', async () => {
    const engine = (await needSuggestions(database.db, root, ids.need)).filter(
      (m) => m.source === 'ENGINE',
    );
    expect(engine.length).toBeGreaterThanOrEqual(2);
    for (const m of engine) {
      expect(Number.isInteger(m.score)).toBe(true);
      expect(m.reasons.reduce((s, r) => s + r.weight, 0)).toBe(m.score);
    }
  });
});

describe('the startup card', () => {
  it('opens for the host for startups approved at or registered for its events', async () => {
    expect((await getStartupCard(database.db, host, ids.Bladescan)).pitchShort).toBe(
      'Drones that inspect wind turbine blades for cracks',
    );
    expect((await getStartupCard(database.db, host, ids['Late Joiner'])).name).toBe('Late Joiner');
  });

  it('is not found for a startup elsewhere, nor for a corporate; others are refused', async () => {
    expect((await fails(getStartupCard(database.db, host, ids.Elsewhere))).code).toBe('NOT_FOUND');
    expect((await fails(getStartupCard(database.db, host, ids.Nordlys))).code).toBe('NOT_FOUND');
    const otherHost = adminOf('EVENT_HOST', { hosting: [] });
    expect((await fails(getStartupCard(database.db, otherHost, ids.Bladescan))).code).toBe(
      'NOT_FOUND',
    );
    expect((await getStartupCard(database.db, root, ids.Elsewhere)).name).toBe('Elsewhere');
    const corp = await fails(getStartupCard(database.db, people.Nordlys!, ids.Bladescan));
    expect(corp.code).toBe('FORBIDDEN');
  });
});
