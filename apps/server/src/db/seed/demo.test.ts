import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testApp, type TestApp } from '../../../test/app.ts';
import { login } from '../../../test/http.ts';
import { DEMO_PASSWORD, seedDemoPersonas, shouldSeedDemo } from './demo.ts';

let t: TestApp;
beforeAll(async () => {
  t = await testApp();
});
afterAll(() => t.close());

const ADMIN_PERSONAS = ['admin', 'host', 'incubator', 'consortium'];
const tokens = new Map<string, Promise<string>>();
/**
 * A demo persona's answer (`data`, undefined when refused) to a query on its own graph, signed
 * in through the real sign-in once per persona.
 */
async function demoAs(email: string, query: string, variables: Record<string, unknown> = {}) {
  const name = email.split('@')[0]!;
  const admin = ADMIN_PERSONAS.includes(name);
  const type = name === 'corp' ? 'corp' : 'startup';
  if (!tokens.has(email)) {
    const ip = `10.9.${admin ? 1 : 2}.${tokens.size + 1}`;
    const credentials = { username: email, password: DEMO_PASSWORD, ...(admin ? {} : { type }) };
    const signedIn = login(t.app, credentials, admin ? { admin: true, ip } : { ip });
    tokens.set(
      email,
      signedIn.then((res) => res.json().token.accessTokenHeader as string),
    );
  }
  const url = admin ? '/api/matrix/neo' : type === 'corp' ? '/api/corp' : '/api/startup';
  const headers = { deviceid: 'd', authorization: await tokens.get(email)! };
  const res = await t.app.inject({ method: 'POST', url, headers, payload: { query, variables } });
  return res.json().data;
}

describe('demo personas', () => {
  it('are seeded on an empty embedded database only, unless SEED_DEMO says otherwise', async () => {
    const pglite = { ...t.database, kind: 'pglite' as const };
    const postgres = { ...t.database, kind: 'postgres' as const };
    const dev = { NODE_ENV: 'development' } as const;
    expect(await shouldSeedDemo({ ...dev, SEED_DEMO: 'auto' }, pglite)).toBe(true);
    expect(await shouldSeedDemo({ ...dev, SEED_DEMO: 'auto' }, postgres)).toBe(false);
    expect(await shouldSeedDemo({ NODE_ENV: 'production', SEED_DEMO: 'auto' }, pglite)).toBe(false);
    expect(await shouldSeedDemo({ ...dev, SEED_DEMO: 'false' }, pglite)).toBe(false);
    expect(await shouldSeedDemo({ NODE_ENV: 'production', SEED_DEMO: 'true' }, postgres)).toBe(
      true,
    );
  });

  it('creates the six personas once, through the services', async () => {
    const created = await seedDemoPersonas(t.database.db);
    expect(created.sort()).toEqual(
      [
        'admin@matchday.test',
        'consortium@matchday.test',
        'corp@matchday.test',
        'host@matchday.test',
        'incubator@matchday.test',
        'startup@matchday.test',
        // More startups (STING, an alumni, Uppsala, none) for the profile rules.
        'aurora@matchday.test',
        'birch@matchday.test',
        'cobalt@matchday.test',
        'dune@matchday.test',
        // More corporates for the company directory.
        'hansa@matchday.test',
        'helsinki@matchday.test',
        'nordlys@matchday.test',
      ].sort(),
    );
    expect(await seedDemoPersonas(t.database.db)).toEqual([]);
    const auto = { NODE_ENV: 'development', SEED_DEMO: 'auto' } as const;
    expect(await shouldSeedDemo(auto, { ...t.database, kind: 'pglite' })).toBe(false);
  });

  it.each([
    ['admin@matchday.test', { adminType: 'ADMIN' }],
    ['host@matchday.test', { adminType: 'EVENT_HOST' }],
    ['incubator@matchday.test', { adminType: 'INCUBATOR', incubator: 'STING' }],
    ['consortium@matchday.test', { adminType: 'CONSORTIUM_MEMBER' }],
  ])('%s signs in as an admin', async (email, expected) => {
    const res = await login(
      t.app,
      { username: email, password: DEMO_PASSWORD },
      { admin: true, ip: `10.9.0.${email.length}` },
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().user).toMatchObject({ admin: true, hasAcceptedTerms: true, ...expected });
  });

  it.each([
    ['startup@matchday.test', 'startup'],
    ['corp@matchday.test', 'corp'],
  ])('%s signs in as a verified, onboarded %s user who accepted the terms', async (email, type) => {
    const res = await login(t.app, { username: email, password: DEMO_PASSWORD, type });
    expect(res.statusCode).toBe(200);
    expect(res.json().user).toMatchObject({
      type,
      admin: false,
      onboarded: true,
      hasAcceptedTerms: true,
      country: 'SE',
    });
    const me = await t.app.inject({
      method: 'POST',
      url: type === 'startup' ? '/api/startup' : '/api/corp',
      headers: { deviceid: 'd', authorization: res.json().token.accessTokenHeader },
      payload: { query: '{ me { verified company { name country activityStatus } } }' },
    });
    expect(me.json().data.me).toEqual({
      verified: true,
      company: {
        name: type === 'startup' ? 'Northwind Robotics AB' : 'Fjord Energy AB',
        country: 'SE',
        activityStatus: 'ACTIVE',
      },
    });
  });
});

describe('demo profiles', () => {
  const LIST = '{ companies(limit: 50) { items { name incubatorStatus badges { name } } } }';

  it('shows the incubator, consortium and badge rules', async () => {
    const sting = await demoAs('incubator@matchday.test', LIST);
    expect(sting.companies.items).toEqual([
      {
        name: 'Aurora Grid AB',
        incubatorStatus: 'In an incubator',
        badges: [{ name: 'Top 10 Startup' }],
      },
      { name: 'Birch Analytics AB', incubatorStatus: 'Alumni from an incubator', badges: [] },
      {
        name: 'Northwind Robotics AB',
        incubatorStatus: 'In an incubator',
        badges: [{ name: 'Top 10 Startup' }],
      },
    ]);
    const consortium = await demoAs('consortium@matchday.test', LIST);
    expect(consortium.companies.items.map((c: { name: string }) => c.name)).toEqual([
      'Aurora Grid AB',
      'Cobalt Health AB',
      'Fjord Energy AB',
    ]);
    const badges = await demoAs('admin@matchday.test', '{ badges { name } }');
    expect(badges.badges.map((b: { name: string }) => b.name)).toEqual([
      'Grant recipient',
      'Pilot ready',
      'Top 10 Startup',
    ]);
  });

  it('are complete: every demo company counts as onboarded and lacks no field', async () => {
    const all = await demoAs(
      'admin@matchday.test',
      '{ companies(limit: 50) { items { name onboarded missingFields } } }',
    );
    const names = all.companies.items.map((c: { name: string }) => c.name);
    expect(names.length).toBeGreaterThanOrEqual(6);
    expect(all.companies.items).toEqual(
      names.map((name: string) => ({ name, onboarded: true, missingFields: [] })),
    );
  });
});

describe('demo events', () => {
  const EVENTS = '{ events { name status } }';

  it('every persona sees events: upcoming with registrations, previous, and a draft for the admin', async () => {
    const admin = await demoAs('admin@matchday.test', EVENTS);
    // The pitch day (published schedule) and an open event for the home pages.
    expect(admin.events.map((e: { status: string }) => e.status).sort()).toEqual([
      'DRAFT',
      'PREVIOUS',
      'UPCOMING',
      'UPCOMING',
      'UPCOMING',
    ]);
    const host = await demoAs('host@matchday.test', EVENTS);
    expect(host.events).toEqual([
      { name: 'Nordic Energy & Mobility Matchmaking', status: 'UPCOMING' },
    ]);
    for (const email of ['startup@matchday.test', 'corp@matchday.test']) {
      const seen = await demoAs(email, '{ events { name status myAttendance { state } } }');
      type Seen = { name: string; status: string; myAttendance: { state: string } | null };
      expect(seen.events.map((e: Seen) => e.status).sort()).toEqual([
        'PREVIOUS',
        'UPCOMING',
        'UPCOMING',
        'UPCOMING',
      ]);
      // Taking part in all but the open one, which nobody has joined yet.
      expect(seen.events.map((e: Seen) => [e.name, e.myAttendance?.state ?? null]).sort()).toEqual(
        [
          ['Circular Industry Matchmaking', null],
          ['Digital Health Innovation Day', 'APPROVED'],
          ['Nordic Climate Tech Pitch Day', 'APPROVED'],
          ['Nordic Energy & Mobility Matchmaking', 'APPROVED'],
        ].sort(),
      );
    }
    const id = (
      await demoAs('admin@matchday.test', '{ events(when: UPCOMING) { id name } }')
    ).events.find((e: { name: string }) => e.name === 'Nordic Energy & Mobility Matchmaking').id;
    const waiting = await demoAs(
      'host@matchday.test',
      `{ eventAttendees(eventId: "${id}", state: REGISTERED) { items { company { name } } } }`,
    );
    expect(
      waiting.eventAttendees.items.map((i: { company: { name: string } }) => i.company.name).sort(),
    ).toEqual(['Aurora Grid AB', 'Cobalt Health AB']);
    // Each demo organisation has a contact person: the ADMIN sees them; the host does not.
    const CONTACTS = `{ eventAttendees(eventId: "${id}", state: REGISTERED) { items { company { name contactPerson { name email } } } } }`;
    type Contacts = { company: { name: string; contactPerson: { email: string } | null } };
    const byAdmin = await demoAs('admin@matchday.test', CONTACTS);
    expect(
      byAdmin.eventAttendees.items.map((i: Contacts) => i.company.contactPerson?.email).sort(),
    ).toEqual(['aurora@matchday.test', 'cobalt@matchday.test']);
    const byHost = await demoAs('host@matchday.test', CONTACTS);
    expect(byHost.eventAttendees.items.map((i: Contacts) => i.company.contactPerson)).toEqual([
      null,
      null,
    ]);
  });
});

describe('demo matchmaking', () => {
  it('the corporate has needs with suggestions and choices; the startup a selection; a request waits', async () => {
    const q = (query: string) => demoAs('corp@matchday.test', query);
    const { events } = await q('{ events(when: UPCOMING) { id name } }');
    const id = events.find(
      (e: { name: string }) => e.name === 'Nordic Energy & Mobility Matchmaking',
    ).id;
    const { needs } = await q(`{ needs(eventId: "${id}") { id state title } }`);
    expect(needs.map((n: { state: string }) => n.state).sort()).toEqual([
      'DRAFT',
      'PUBLISHED',
      'PUBLISHED',
    ]);
    const published = needs.find((n: { title: string }) => n.title.startsWith('Autonomous'));
    const { needSuggestions } = await q(
      `{ needSuggestions(needId: "${published.id}") { state choice reasons { text } startup { name } } }`,
    );
    expect(needSuggestions.length).toBeGreaterThan(0);
    expect(needSuggestions.every((m: { reasons: unknown[] }) => m.reasons.length > 0)).toBe(true);
    expect(
      needSuggestions.find(
        (m: { startup: { name: string } }) => m.startup.name === 'Northwind Robotics AB',
      ),
    ).toMatchObject({ state: 'CONFIRMED', choice: 'MUST_MEET' });
    const { pairingRequests } = await q(
      `{ pairingRequests(eventId: "${id}") { state startup { name } } }`,
    );
    expect(pairingRequests).toEqual([
      { state: 'PENDING', startup: { name: 'Birch Analytics AB' } },
    ]);
  });
});

describe('demo directory', () => {
  const directoryOf = async (email: string) =>
    (
      await demoAs(email, '{ companyDirectory(limit: 50) { total items { name } } }')
    )?.companyDirectory.items.map((c: { name: string }) => c.name);

  it('shows each persona the demo companies it may open', async () => {
    expect(await directoryOf('startup@matchday.test')).toEqual([
      'City of Helsinki Innovation Unit',
      'Fjord Energy AB',
      'Hansa Port Logistics GmbH',
      'Nordlys Mobility AS',
    ]);
    expect(await directoryOf('corp@matchday.test')).toEqual([
      'Aurora Grid AB',
      'Birch Analytics AB',
      'Cobalt Health AB',
      'Dune Materials Oy',
      'Northwind Robotics AB',
    ]);
    expect(await directoryOf('incubator@matchday.test')).toEqual([
      'Aurora Grid AB',
      'Birch Analytics AB',
      'Northwind Robotics AB',
    ]);
    expect(await directoryOf('admin@matchday.test')).toHaveLength(9);
    expect(await directoryOf('host@matchday.test')).toBeUndefined();
  });
});

describe('demo meetings', () => {
  type M = { status: string; startsAt: string | null };

  it('the previous event has a published schedule with held meetings, no-shows and a cancellation; the upcoming one a draft', async () => {
    const { events } = await demoAs(
      'admin@matchday.test',
      '{ events { name status meetings { status startsAt } } }',
    );
    const previous = events.find((e: { status: string }) => e.status === 'PREVIOUS');
    const statuses = previous.meetings.map((m: M) => m.status);
    expect(statuses.filter((s: string) => s === 'HELD').length).toBeGreaterThan(5);
    expect(statuses).toContain('NO_SHOW');
    expect(statuses).toContain('CANCELLED');
    const upcoming = events.find(
      (e: { name: string }) => e.name === 'Nordic Energy & Mobility Matchmaking',
    );
    const draft = upcoming.meetings.filter((m: M) => m.status === 'SCHEDULED');
    expect(draft.length).toBeGreaterThan(3);
    // Participants book in HYBRID: the one accepted booking is confirmed at once (decision 109).
    expect(upcoming.meetings.filter((m: M) => m.status === 'CONFIRMED')).toHaveLength(1);
  });

  it('the upcoming event runs HYBRID: a booking on the startup’s agenda, a request waiting for the corporate', async () => {
    const { events } = await demoAs('startup@matchday.test', '{ events { id name } }');
    const upcoming = events.find(
      (e: { name: string }) => e.name === 'Nordic Energy & Mobility Matchmaking',
    );
    const startup = await demoAs(
      'startup@matchday.test',
      `{ event(id: "${upcoming.id}") { booking { schedulingMode } } myMeetings(eventId: "${upcoming.id}") { status } myBookingRequests(eventId: "${upcoming.id}") { state incoming } }`,
    );
    expect(startup.event.booking.schedulingMode).toBe('HYBRID');
    expect(startup.myMeetings).toEqual([{ status: 'CONFIRMED' }]);
    expect(startup.myBookingRequests).toEqual([{ state: 'ACCEPTED', incoming: true }]);
    const corp = await demoAs(
      'corp@matchday.test',
      `{ myBookingRequests(eventId: "${upcoming.id}") { state incoming counterpartName } }`,
    );
    expect(corp.myBookingRequests).toEqual([
      { state: 'PENDING', incoming: true, counterpartName: expect.any(String) },
    ]);
  });

  it('the startup persona sees its agenda of the previous event', async () => {
    const { events } = await demoAs('startup@matchday.test', '{ events { id status } }');
    const previous = events.find((e: { status: string }) => e.status === 'PREVIOUS');
    const { myMeetings } = await demoAs(
      'startup@matchday.test',
      `{ myMeetings(eventId: "${previous.id}") { status videoLink corporate { name } } }`,
    );
    expect(myMeetings.length).toBeGreaterThan(1);
    expect(myMeetings[0].videoLink).toMatch(/^https:\/\/meet\.matchday\.test\//);
  });

  it('the grants pair sees a submitted application citing a held meeting, an approved one, and one sent back for changes', async () => {
    const query =
      '{ grantApplications { title status meeting { eventName } corporate { name } changesAsked { note } versions { version } } }';
    const mine = (await demoAs('startup@matchday.test', query)).grantApplications;
    const theirs = (await demoAs('corp@matchday.test', query)).grantApplications;
    type G = {
      title: string;
      status: string;
      meeting: { eventName: string } | null;
      changesAsked: { note: string } | null;
      versions: { version: number }[];
    };
    const byStatus = (list: G[]) => Object.fromEntries(list.map((g) => [g.status, g]));
    expect(mine).toHaveLength(3);
    expect(byStatus(mine).SUBMITTED!.meeting?.eventName).toBeTruthy();
    expect(byStatus(mine).DRAFT!.changesAsked?.note).toMatch(/^Split the engineering line/);
    expect(byStatus(mine).DRAFT!.versions).toEqual([{ version: 1 }]);
    // Approved by the programme; the signing seed may have taken it further since.
    const pilot = mine.find((g: G) => g.title.startsWith('Pilot: '));
    expect(['APPROVED', 'AGREEMENT_SENT', 'SIGNED', 'CLOSED']).toContain(pilot.status);
    expect(theirs.map((g: G) => g.title)).toContain(pilot.title);
    const { grantQueue } = await demoAs(
      'admin@matchday.test',
      '{ grantQueue { total items { status } } }',
    );
    expect(grantQueue.total).toBe(2);
  });
});

describe('demo home pages', () => {
  const homeOf = async (email: string) => {
    const body = {
      data: await demoAs(
        email,
        '{ myHome { nextMeeting { videoLink counterpart { name } event { name } } pendingActions { kind count } openEvents { canJoin event { name } } } }',
      ),
    };
    return body.data.myHome as {
      nextMeeting: { videoLink: string; counterpart: { name: string }; event: { name: string } };
      pendingActions: { kind: string; count: number }[];
      openEvents: { canJoin: boolean; event: { name: string } }[];
    };
  };

  it('shows each user persona a next meeting, things to do and an open event', async () => {
    const startup = await homeOf('startup@matchday.test');
    expect(startup.nextMeeting.event.name).toBe('Nordic Climate Tech Pitch Day');
    expect(startup.nextMeeting.videoLink).toMatch(/^https:\/\/meet\.matchday\.test\//);
    expect(startup.pendingActions).toContainEqual({ kind: 'CONFIRM_SELECTIONS', count: 1 });
    expect(startup.openEvents).toEqual([
      { canJoin: true, event: { name: 'Circular Industry Matchmaking' } },
    ]);
    const corp = await homeOf('corp@matchday.test');
    expect(['Northwind Robotics AB', 'Aurora Grid AB']).toContain(
      corp.nextMeeting.counterpart.name,
    );
    const kinds = corp.pendingActions.map((a) => a.kind);
    expect(kinds).toContain('CHOOSE_SUGGESTIONS');
    expect(corp.pendingActions).toContainEqual({ kind: 'ANSWER_PAIRINGS', count: 1 });
    expect(corp.openEvents.map((o) => o.canJoin)).toEqual([false]);
  });

  it('the pitch day has a live venue-screen link (decision 108)', async () => {
    const result = await t.database.db.execute(
      sql`select count(*)::int as n from venue_screens v join events e on e.id = v.event_id where e.name = 'Nordic Climate Tech Pitch Day' and v.revoked_at is null`,
    );
    expect((result as unknown as { rows: { n: number }[] }).rows[0]!.n).toBe(1);
  });

  it('Carl Corporate’s History shows Ada Admin viewing as him and stopping (decision 083)', async () => {
    const ask = async (query: string, variables = {}) => ({
      data: await demoAs('admin@matchday.test', query, variables),
    });
    const users = await ask('{ users(filter: { search: "corp@matchday.test" }) { items { id } } }');
    const [carl] = users.data.users.items as { id: string }[];
    const history = await ask('query ($u: ID!) { userHistory(userId: $u) { action actorName } }', {
      u: carl!.id,
    });
    expect(history.data.userHistory).toEqual([
      { action: 'IMPERSONATION_STOPPED', actorName: 'Ada Admin' },
      { action: 'IMPERSONATION_STARTED', actorName: 'Ada Admin' },
    ]);
  });
});
