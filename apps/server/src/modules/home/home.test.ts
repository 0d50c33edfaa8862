import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminOf, headerActor } from '../../../test/actors.ts';
import { testApp, type TestApp } from '../../../test/app.ts';
import { gqlAs, outcome } from '../../../test/http.ts';
import { meetingsFixture, type MeetingsFixture } from '../../../test/meetings-fixture.ts';
import type { Actor } from '../../platform/actor.ts';
import { updateCorporateProfile } from '../companies/profiles.service.ts';
import { addEventAttendees } from '../events/attendees.service.ts';
import { createEvent, publishEvent } from '../events/events.service.ts';
import { joinEvent } from '../events/registration.service.ts';
import { rateMeeting } from '../followup/ratings.service.ts';
import { chooseSuggestion, respondToSelection } from '../matchmaking/choices.service.ts';
import { createNeed, setNeedState } from '../matchmaking/needs.service.ts';
import { addSuggestion, publishSuggestions } from '../matchmaking/suggestions.service.ts';
import { answerPairing, requestPairing } from '../matchmaking/pairing.service.ts';
import { meetingsOfEvent } from '../meetings/agenda.service.ts';
import { publishSchedule } from '../meetings/publish.service.ts';
import { generateSchedule } from '../meetings/schedule.service.ts';
import { setMeetingStatus } from '../meetings/status.service.ts';
import { myHome, type Home } from './home.service.ts';

/**
 * On the real database: the home's counts follow the verbs that do each action
 * (choose, confirm, answer a pairing, rate, fill in the profile, join an event), the next
 * meeting is the company's own, and no company sees another's items.
 *
 * Two startups and two corporates (the meetings fixture): a past event where S0×C0 and S1×C1
 * were held; a coming event ("Demo Day") where S0×C0 meet in two days and C0 has two
 * suggestions (S0, S1); and an open event nobody attends yet.
 */
let t: TestApp;
let f: MeetingsFixture;
const root = adminOf('ADMIN');
const URL_BASE = 'http://matchday.test';
const db = () => t.database.db;
const ctx = (actor: Actor) => ({ db: db(), actor, publicUrl: URL_BASE });
const DAY = 86_400_000;
let demoDay = '';
let openEventId = '';
let held: string[] = [];
const suggestions: string[] = [];

const S = (i: number) => f.startups[i]!.user;
const C = (i: number) => f.corporates[i]!.user;
const home = (actor: Actor) => myHome(db(), actor);
const countOf = (h: Home, kind: string, eventId?: string) =>
  h.pendingActions.find((a) => a.kind === kind && (!eventId || a.event?.id === eventId))?.count ??
  0;

/** A published event of the fixture's companies, `days` from now, with a 20-minute grid. */
async function comingEvent(name: string, days: number) {
  const start = Math.floor((Date.now() + days * DAY) / 60_000) * 60_000;
  const at = (m: number) => new Date(start + m * 60_000).toISOString();
  const event = await createEvent(db(), root, {
    name,
    timezone: 'Europe/Stockholm',
    format: 'HYBRID',
    venue: 'Epicenter, Stockholm',
    meetingLink: 'https://meet.matchday.test/demo',
    startDate: at(-30),
    endDate: at(240),
    schedule: {
      sessions: [{ start: at(0), end: at(120) }],
      meetingMinutes: 20,
      tables: 4,
    },
  });
  await publishEvent(db(), root, event.id);
  return event.id;
}

beforeAll(async () => {
  t = await testApp({ resolveActor: headerActor });
  f = await meetingsFixture(db(), {
    startups: 2,
    corporates: 2,
    slots: 3,
    startInMinutes: -180,
    pairs: [
      [0, 0],
      [1, 1],
    ],
    tag: 'home',
  });
  await generateSchedule(db(), root, f.eventId);
  await publishSchedule(ctx(root), f.eventId);
  held = (await meetingsOfEvent(db(), root, f.eventId)).map((m) => m.id);
  for (const id of held) await setMeetingStatus(ctx(root), id, { status: 'HELD' });

  demoDay = await comingEvent('Demo Day', 2);
  const companies = [...f.startups, ...f.corporates].map((c) => c.id);
  await addEventAttendees(ctx(root), demoDay, companies);
  // The pair that meets: S0 asked C0, the organisers accepted (a CONFIRMED match), scheduled.
  const asked = await requestPairing(
    ctx(root),
    demoDay,
    { corporateId: f.corporates[0]!.id, message: 'Shall we meet?' },
    f.startups[0]!.id,
  );
  await answerPairing(ctx(root), asked.id, true);
  await generateSchedule(db(), root, demoDay);
  await publishSchedule(ctx(root), demoDay);
  // C1's published need, with both startups suggested by the organisers.
  const need = await createNeed(db(), C(1), demoDay, {
    title: 'Batteries',
    description: 'Storage for the grid.',
    wantedMeetings: 2,
  });
  await setNeedState(db(), C(1), need.id, 'PUBLISHED');
  for (const s of f.startups) suggestions.push((await addSuggestion(db(), root, need.id, s.id)).id);
  await publishSuggestions(ctx(root), demoDay);

  openEventId = await comingEvent('Open Day', 30);
});
afterAll(() => t.close());

describe('the next meeting', () => {
  it('is the company’s own soonest published meeting, in the event’s zone, with its place', async () => {
    const mine = await home(S(0));
    expect(mine.nextMeeting?.counterpart.name).toBe('Corp home 0');
    expect(mine.nextMeeting?.entry.event).toMatchObject({
      id: demoDay,
      name: 'Demo Day',
      timezone: 'Europe/Stockholm',
    });
    expect(mine.nextMeeting?.entry.view.tableName).toMatch(/^Table \d$/);
    expect(mine.nextMeeting?.entry.view.videoLink).toMatch(/^https:\/\/meet\.matchday\.test\//);
    expect((await home(C(0))).nextMeeting?.counterpart.name).toBe('Startup home 0');
    // The others have held meetings only: nothing next.
    expect((await home(S(1))).nextMeeting).toBeNull();
    expect((await home(C(1))).nextMeeting).toBeNull();
  });
});

describe('pending actions', () => {
  it('counts suggestions to choose, then selections to confirm, as the verbs are done', async () => {
    expect(countOf(await home(C(1)), 'CHOOSE_SUGGESTIONS', demoDay)).toBe(2);
    expect(countOf(await home(C(0)), 'CHOOSE_SUGGESTIONS')).toBe(0);
    expect(countOf(await home(S(0)), 'CONFIRM_SELECTIONS')).toBe(0);

    await chooseSuggestion(ctx(C(1)), suggestions[0], { choice: 'MEET' });
    await chooseSuggestion(ctx(C(1)), suggestions[1], { choice: 'NO_THANKS' });
    expect(countOf(await home(C(1)), 'CHOOSE_SUGGESTIONS')).toBe(0);
    const s0 = await home(S(0));
    const confirm = s0.pendingActions.find((a) => a.kind === 'CONFIRM_SELECTIONS')!;
    expect(confirm).toMatchObject({
      count: 1,
      path: `/startup/events/${demoDay}/selections`,
      event: { id: demoDay, name: 'Demo Day' },
    });
    // The declined startup has nothing to confirm.
    expect(countOf(await home(S(1)), 'CONFIRM_SELECTIONS')).toBe(0);

    await respondToSelection(db(), S(0), suggestions[0], true);
    expect(countOf(await home(S(0)), 'CONFIRM_SELECTIONS')).toBe(0);
  });

  it('counts pairing requests to answer for the corporate asked, never the startup', async () => {
    const request = await requestPairing(ctx(S(1)), demoDay, {
      corporateId: f.corporates[0]!.id,
      message: 'May we show you our pilot?',
    });
    const c0 = await home(C(0));
    expect(c0.pendingActions.find((a) => a.kind === 'ANSWER_PAIRINGS')).toMatchObject({
      count: 1,
      path: `/corporate/events/${demoDay}/requests`,
    });
    expect(countOf(await home(C(1)), 'ANSWER_PAIRINGS')).toBe(0);
    expect(countOf(await home(S(1)), 'ANSWER_PAIRINGS')).toBe(0);
    await answerPairing(ctx(C(0)), request.id, false);
    expect(countOf(await home(C(0)), 'ANSWER_PAIRINGS')).toBe(0);
  });

  it('counts held meetings its own side has not rated', async () => {
    const past = f.eventId;
    expect(countOf(await home(S(0)), 'RATE_MEETINGS', past)).toBe(1);
    expect(countOf(await home(C(0)), 'RATE_MEETINGS', past)).toBe(1);
    const [mine] = await meetingsOfEvent(db(), S(0), past);
    await rateMeeting(db(), S(0), mine!.id, { score: 4, wantsFollowUp: true });
    expect(countOf(await home(S(0)), 'RATE_MEETINGS')).toBe(0);
    // The counterpart still has its side to rate; the other pair is untouched.
    const c0 = await home(C(0));
    expect(c0.pendingActions.find((a) => a.kind === 'RATE_MEETINGS')?.path).toBe(
      `/corporate/events/${past}/feedback`,
    );
    expect(countOf(await home(S(1)), 'RATE_MEETINGS')).toBe(1);
  });

  it('names the profile fields still missing, fewer once they are filled in', async () => {
    const before = (await home(C(0))).pendingActions.find((a) => a.kind === 'FINISH_PROFILE')!;
    expect(before).toMatchObject({ count: 4, path: '/corporate/profile' });
    expect(before.items).toEqual(['Sector', 'Description', 'Industries', 'Logo']);
    await updateCorporateProfile(db(), C(0), {
      name: 'Corp home 0',
      country: 'SE',
      sector: 'Energy',
      description: 'We run wind farms.',
      industries: ['Energy'],
    });
    const after = (await home(C(0))).pendingActions.find((a) => a.kind === 'FINISH_PROFILE')!;
    expect(after).toMatchObject({ count: 1, items: ['Logo'] });
    const startup = (await home(S(0))).pendingActions.find((a) => a.kind === 'FINISH_PROFILE')!;
    expect(startup.path).toBe('/startup/onboarding');
    expect(startup.items).toContain('One-line pitch');
    // Another corporate's profile is its own business.
    expect(countOf(await home(C(1)), 'FINISH_PROFILE')).toBe(4);
  });
});

describe('open events', () => {
  it('lists events the company could still join until it registers', async () => {
    const ids = (h: Home) => h.openEvents.map((o) => o.event.id);
    const s0 = await home(S(0));
    expect(ids(s0)).toEqual([openEventId]);
    expect(s0.openEvents[0]).toMatchObject({ myState: null, canJoin: true });
    const c0 = await home(C(0));
    expect(ids(c0)).toEqual([openEventId]);
    expect(c0.openEvents[0]!.canJoin).toBe(false);
    await joinEvent(ctx(S(0)), openEventId);
    expect(ids(await home(S(0)))).toEqual([]);
    expect(ids(await home(S(1)))).toEqual([openEventId]);
  });
});

describe('the myHome query', () => {
  const QUERY = `{ myHome {
    nextMeeting { startsAt tableName videoLink counterpart { name } event { name timezone } }
    pendingActions { kind count path event { name } items }
    openEvents { canJoin myState event { id name registrationOpen } }
  } }`;

  it('answers each company its own home, on its own graph', async () => {
    const s0 = await gqlAs(t.app, 'startup', S(0), QUERY);
    expect(outcome(s0.body)).toBe('OK');
    const data = s0.body.data!.myHome as {
      nextMeeting: { counterpart: { name: string }; event: { timezone: string } };
      pendingActions: { kind: string }[];
    };
    expect(data.nextMeeting.counterpart.name).toBe('Corp home 0');
    expect(data.nextMeeting.event.timezone).toBe('Europe/Stockholm');
    const c1 = await gqlAs(t.app, 'corp', C(1), QUERY);
    const theirs = c1.body.data!.myHome as { nextMeeting: null; pendingActions: unknown[] };
    expect(theirs.nextMeeting).toBeNull();
    expect(JSON.stringify(theirs)).not.toContain('Corp home 0');
  });

  it('is refused to organisers and to nobody signed in', async () => {
    const admin = await gqlAs(t.app, 'admin', root, '{ myHome { openEvents { canJoin } } }');
    expect(outcome(admin.body)).toMatch(/GRAPHQL_VALIDATION_FAILED|Cannot query field/);
    const anonymous = await gqlAs(t.app, 'startup', null, '{ myHome { openEvents { canJoin } } }');
    // The role's graph answers 401 before any field runs.
    expect(anonymous.status).toBe(401);
    expect(anonymous.body.data?.myHome).toBeUndefined();
    await expect(myHome(db(), root)).rejects.toMatchObject({ code: 'FORBIDDEN' });
    await expect(myHome(db(), null)).rejects.toMatchObject({ code: 'UNAUTHENTICATED' });
  });
});

describe('a cancelled meeting', () => {
  it('is not the next meeting', async () => {
    const next = (await home(S(0))).nextMeeting!;
    await setMeetingStatus(ctx(root), next.entry.view.id, {
      status: 'CANCELLED',
      reason: 'The corporate cannot come',
    });
    expect((await home(S(0))).nextMeeting).toBeNull();
  });
});
