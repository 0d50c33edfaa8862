import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabase } from '../../../test/database.ts';
import { mailsTo } from '../../../test/http.ts';
import { adminOf } from '../../../test/actors.ts';
import type { Actor, UserActor } from '../../platform/actor.ts';
import type { Database } from '../../platform/db.ts';
import { AppError } from '../../platform/errors.ts';
import { createCompany, createUser } from '../accounts/accounts.service.ts';
import { updateCompany } from '../companies/console-companies.service.ts';
import { addEventAttendees } from '../events/attendees.service.ts';
import { createEvent, publishEvent, updateEvent } from '../events/events.service.ts';
import {
  applyToNeed,
  createNeed,
  listNeeds,
  NEEDS_CLOSED_AFTER_EVENT,
  setNeedState,
} from './needs.service.ts';
import { mailNoMatches } from './no-matches.service.ts';
import { answerPairing, requestPairing } from './pairing.service.ts';
import {
  chooseSuggestion,
  mySelections,
  needSuggestions,
  respondToSelection,
} from './choices.service.ts';
import { generateSuggestions, publishSuggestions } from './suggestions.service.ts';

/** Needs → suggestions → choices → confirmations, and pairing requests. */
let database: Database;
const root = adminOf('ADMIN');
const people: Record<string, UserActor> = {};
const ids: Record<string, string> = {};
const ctx = (actor: Actor) => ({ db: database.db, actor, publicUrl: 'http://localhost:3000' });
const DAY = 86_400_000;

function eventInput(extra: Record<string, unknown> = {}, inDays = 30) {
  const day = new Date(Date.now() + inDays * DAY);
  day.setUTCHours(0, 0, 0, 0);
  const at = (h: number) => new Date(day.getTime() + h * 3_600_000).toISOString();
  return {
    name: 'Energy Matchmaking',
    timezone: 'Europe/Stockholm',
    startDate: at(8),
    endDate: at(17),
    schedule: { sessions: [{ start: at(9), end: at(12) }], meetingMinutes: 20, tables: 6 },
    // Every approved startup is proposed, however weak (curation.test.ts tests the floor).
    suggestionFloor: 0,
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
    email: `${name.toLowerCase().replace(/\W/g, '')}@mm.test`,
    name: `${name} Person`,
    verified: true,
  });
  ids[name] = c.id;
  people[name] = { kind: 'user', id: u.id, type, companyId: c.id };
}

/** The matchmaking mails to an address (the joinevent mail of being added is left out). */
async function templates(to: string) {
  return (await mailsTo(database.db, to)).map((m) => m.template).filter((t) => t !== 'joinevent');
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

beforeAll(async () => {
  database = await testDatabase();
  await org('Windspect', 'startup', {
    pitchShort: 'Drones that inspect wind turbine blades for cracks',
    description: 'Autonomous drone inspection of wind turbine blades with computer vision.',
  });
  await org('Bakery Cloud', 'startup', {
    pitchShort: 'Point-of-sale software for bakeries',
    description: 'Cloud cash registers and ordering for small bakeries.',
  });
  await org('Heat Grid', 'startup', {
    pitchShort: 'District heating optimisation',
    description: 'Software that balances district heating networks.',
  });
  await org('Fjord Power', 'corp');
  await org('Outsider Corp', 'corp');
  const event = await createEvent(database.db, root, eventInput());
  await publishEvent(database.db, root, event.id);
  ids.event = event.id;
});
afterAll(() => database.close());

describe('needs', () => {
  it('a corporate of the event states a need; bad input names the field', async () => {
    const bad = await fails(
      createNeed(database.db, people['Fjord Power']!, ids.event, { title: 'X', description: ' ' }),
    );
    expect(bad.code).toBe('BAD_REQUEST');
    expect(bad.message).toMatch(/description: Describe the need/);
    const stranger = await fails(
      createNeed(database.db, people['Outsider Corp']!, ids.event, {
        title: 'T',
        description: 'D',
      }),
    );
    expect(stranger.message).toMatch(/does not take part/);
  });

  // Item 7d: a previous event takes no new needs, with the reason.
  it('a corporate of an event that is over states no new need there', async () => {
    const past = await createEvent(database.db, root, eventInput({ name: 'Last Year' }, -30));
    await publishEvent(database.db, root, past.id);
    await addEventAttendees(ctx(root), past.id, [ids['Fjord Power']!]);
    const over = await fails(
      createNeed(database.db, people['Fjord Power']!, past.id, { title: 'T', description: 'D' }),
    );
    expect([over.code, over.message]).toEqual(['CONFLICT', NEEDS_CLOSED_AFTER_EVENT]);
  });

  it('generating needs approved startups and published needs, and says so', async () => {
    const none = await fails(generateSuggestions(database.db, root, ids.event));
    expect(none.message).toMatch(/No approved startups at this event yet/);
    await addEventAttendees(ctx(root), ids.event, [
      ids.Windspect!,
      ids['Bakery Cloud']!,
      ids['Heat Grid']!,
      ids['Fjord Power']!,
    ]);
    const noNeeds = await fails(generateSuggestions(database.db, root, ids.event));
    expect(noNeeds.message).toMatch(/No published needs/);
  });
});

describe('suggestions, choices and confirmations', () => {
  it('ranks the startup whose pitch restates the need first, with reasons; corporates see it once published', async () => {
    const corp = people['Fjord Power']!;
    const need = await createNeed(database.db, corp, ids.event, {
      title: 'Wind turbine blade inspection',
      description: 'We want drones that inspect our wind turbine blades for cracks.',
      wantedMeetings: 2,
    });
    ids.need = need.id;
    expect(await listNeeds(database.db, people.Windspect!, ids.event)).toEqual([]); // a draft
    await setNeedState(database.db, corp, need.id, 'PUBLISHED');
    await applyToNeed(database.db, people['Heat Grid']!, need.id, { note: 'We know turbines too' });
    const run = await generateSuggestions(database.db, root, ids.event);
    expect(run).toMatchObject({ needs: 1, startups: 3 });
    expect(await needSuggestions(database.db, corp, need.id)).toEqual([]); // PROPOSED: admins only
    // another corporate's need is not found (the need and its matches are one statement)
    expect(
      (await fails(needSuggestions(database.db, people['Outsider Corp']!, need.id))).code,
    ).toBe('NOT_FOUND');
    const proposed = await needSuggestions(database.db, root, need.id);
    expect(proposed[0]!.startupId).toBe(ids.Windspect);
    expect(proposed[0]!.reasons.length).toBeGreaterThan(0);
    expect(proposed.every((m, i) => i === 0 || m.score <= proposed[i - 1]!.score)).toBe(true);
    expect(await publishSuggestions(ctx(root), ids.event)).toBe(proposed.length);
    expect(await templates('fjordpower@mm.test')).toEqual(['suggested']);
  });

  it('the corporate chooses; the startup is mailed once, sees it and confirms; others cannot touch it', async () => {
    const corp = people['Fjord Power']!;
    const list = await needSuggestions(database.db, corp, ids.need);
    const top = list.find((m) => m.startupId === ids.Windspect)!;
    const other = list.find((m) => m.startupId === ids['Bakery Cloud'])!;
    expect((await chooseSuggestion(ctx(corp), top.id, { choice: 'MUST_MEET' })).state).toBe(
      'SELECTED',
    );
    await chooseSuggestion(ctx(corp), top.id, { choice: 'MUST_MEET' });
    const no = await chooseSuggestion(ctx(corp), other.id, {
      choice: 'NO_THANKS',
      reason: 'Not our field',
    });
    expect([no.state, no.declineReason]).toEqual(['DECLINED', 'Not our field']);
    expect(await templates('windspect@mm.test')).toEqual(['match']);
    expect(await templates('bakerycloud@mm.test')).toEqual([]);
    expect(
      (await fails(chooseSuggestion(ctx(people['Outsider Corp']!), top.id, { choice: 'MEET' })))
        .code,
    ).toBe('NOT_FOUND');
    const mine = await mySelections(database.db, people.Windspect!, ids.event!);
    expect(mine.map((m) => [m.id, m.choice])).toEqual([[top.id, 'MUST_MEET']]);
    expect(await mySelections(database.db, people['Bakery Cloud']!, ids.event!)).toEqual([]);
    expect((await respondToSelection(database.db, people.Windspect!, top.id, true)).state).toBe(
      'CONFIRMED',
    );
    const final = await fails(chooseSuggestion(ctx(corp), top.id, { choice: 'NO_THANKS' }));
    expect(final.message).toMatch(/answered already/);
  });

  it('re-generating keeps every choice already made', async () => {
    await generateSuggestions(database.db, root, ids.event);
    const after = await needSuggestions(database.db, root, ids.need);
    const states = Object.fromEntries(after.map((m) => [m.startupId, m.state]));
    expect(states[ids.Windspect!]).toBe('CONFIRMED');
    expect(states[ids['Bakery Cloud']!]).toBe('DECLINED');
  });

  it('refuses choices outside the selection window, naming the rule', async () => {
    const past = new Date(Date.now() - DAY).toISOString();
    const e = eventInput({
      selectionOpensAt: new Date(Date.now() - 2 * DAY).toISOString(),
      selectionClosesAt: past,
    });
    await updateEvent(database.db, root, ids.event, e);
    const list = await needSuggestions(database.db, people['Fjord Power']!, ids.need);
    const open = list.find((m) => m.state === 'SUGGESTED')!;
    expect(open.startupId).toBe(ids['Heat Grid']);
    const error = await fails(
      chooseSuggestion(ctx(people['Fjord Power']!), open.id, { choice: 'MEET' }),
    );
    expect(error.message).toBe('The selection has closed');
    const request = await fails(
      requestPairing(ctx(people['Bakery Cloud']!), ids.event, {
        corporateId: ids['Fjord Power']!,
        message: 'Hi',
      }),
    );
    expect(request.message).toMatch(/The selection has closed/);
    await updateEvent(database.db, root, ids.event, eventInput());
  });
});

describe('pairing requests', () => {
  it('a startup asks, the corporate accepts: a confirmed match and both sides mailed', async () => {
    const asker = people['Bakery Cloud']!;
    const first = await requestPairing(ctx(asker), ids.event, {
      corporateId: ids['Fjord Power']!,
      message: 'We sell to your canteens',
    });
    const again = await requestPairing(ctx(asker), ids.event, {
      corporateId: ids['Fjord Power']!,
      message: 'We sell to your canteens',
    });
    expect(again.id).toBe(first.id);
    const corpMails = (await mailsTo(database.db, 'fjordpower@mm.test')).map((m) => m.template);
    expect(corpMails.filter((t) => t === 'pairing-request')).toHaveLength(1);
    const stranger = await fails(answerPairing(ctx(people['Outsider Corp']!), first.id, true));
    expect(stranger.code).toBe('NOT_FOUND');
    const accepted = await answerPairing(ctx(people['Fjord Power']!), first.id, true);
    expect(accepted.state).toBe('ACCEPTED');
    expect(accepted.matchId).toBeTruthy();
    const asked = (await mailsTo(database.db, 'bakerycloud@mm.test')).map((m) => m.template);
    expect(asked).toContain('pairing-request-update');
  });

  it('holds the pending limit per startup and event, naming it', async () => {
    const corps: string[] = [];
    for (let i = 0; i < 11; i++) {
      await org(`Limit Corp ${i}`, 'corp');
      corps.push(ids[`Limit Corp ${i}`]!);
    }
    await addEventAttendees(ctx(root), ids.event, corps);
    const asker = people['Heat Grid']!;
    for (const corporateId of corps.slice(0, 10)) {
      await requestPairing(ctx(asker), ids.event, { corporateId, message: 'Meet us' });
    }
    const over = await fails(
      requestPairing(ctx(asker), ids.event, { corporateId: corps[10], message: 'Meet us' }),
    );
    expect(over.message).toMatch(/At most 10 pending requests per event/);
  });
});

describe('nomatches when the selection closes', () => {
  it('mails each approved startup nobody chose, once, even when two sweeps race', async () => {
    const closed = new Date(Date.now() - 60_000).toISOString();
    await updateEvent(
      database.db,
      root,
      ids.event,
      eventInput({
        selectionOpensAt: new Date(Date.now() - DAY).toISOString(),
        selectionClosesAt: closed,
      }),
    );
    const [a, b] = await Promise.all([
      mailNoMatches(database.db, 'http://localhost:3000'),
      mailNoMatches(database.db, 'http://localhost:3000'),
    ]);
    expect(await mailNoMatches(database.db, 'http://localhost:3000')).toBe(0);
    // Windspect was selected and Bakery Cloud's pairing request accepted: only Heat Grid is mailed.
    expect(a + b).toBe(1);
    expect(await templates('windspect@mm.test')).not.toContain('nomatches');
    expect(await templates('bakerycloud@mm.test')).not.toContain('nomatches');
    expect((await templates('heatgrid@mm.test')).filter((t) => t === 'nomatches')).toHaveLength(1);
  });
});
