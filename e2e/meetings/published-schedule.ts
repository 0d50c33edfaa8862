import type { APIRequestContext } from 'playwright-core';
import { adminToken } from '../support/api.ts';
import { gql, party, type Party } from '../support/graph-request.ts';

/**
 * A published schedule made the way the product makes one, all over the real API: an ADMIN
 * creates and publishes a hybrid event whose only session began 10 minutes ago (three 20-minute
 * slots, so meetings of the first two can be marked held), adds two demo startups and two demo
 * corporates; each corporate publishes a need; the ADMIN generates and publishes suggestions;
 * the corporates choose, the startups confirm; the ADMIN generates and publishes the schedule.
 */

export type PublishedMeeting = {
  id: string;
  status: string;
  startsAt: string;
  table: number | null;
  startup: { id: string; name: string };
  corporate: { id: string; name: string };
};

export type PublishedSchedule = {
  eventId: string;
  eventName: string;
  admin: string;
  startup: Party;
  corp: Party;
  meetings: PublishedMeeting[];
};

const MINUTE = 60_000;

export async function publishedSchedule(request: APIRequestContext): Promise<PublishedSchedule> {
  const admin = await adminToken(request);
  const [startup, aurora, corp, hansa] = await Promise.all([
    party(request, 'startup@matchday.test', 'startup'),
    party(request, 'aurora@matchday.test', 'startup'),
    party(request, 'corp@matchday.test', 'corp'),
    party(request, 'hansa@matchday.test', 'corp'),
  ]);

  const begun = Math.floor(Date.now() / MINUTE) * MINUTE - 10 * MINUTE;
  const at = (minutes: number) => new Date(begun + minutes * MINUTE).toISOString();
  const eventName = `Agenda Day ${Date.now() % 100_000}`;
  const { createEvent } = await gql<{ createEvent: { id: string } }>(
    request,
    'matrix/neo',
    admin,
    `mutation($input: CreateEventInput!) { createEvent(input: $input) { id } }`,
    {
      input: {
        name: eventName,
        description: 'Meetings between grid startups and energy corporates.',
        format: 'HYBRID',
        venue: 'Malmö Live, Malmö',
        timezone: 'Europe/Stockholm',
        meetingLink: 'https://meet.matchday.test/room/{meeting}',
        startDate: at(-30),
        endDate: at(90),
        schedule: {
          sessions: [{ start: at(0), end: at(60) }],
          meetingMinutes: 20,
          tables: 4,
        },
        // Every startup is proposed for every need, however weak: the pairs below are fixed.
        suggestionFloor: 0,
      },
    },
  );
  const eventId = createEvent.id;
  await gql(request, 'matrix/neo', admin, 'mutation($id: ID!) { publishEvent(id: $id) { id } }', {
    id: eventId,
  });
  await gql(
    request,
    'matrix/neo',
    admin,
    'mutation($e: ID!, $c: [ID!]!) { addEventAttendees(eventId: $e, companyIds: $c) { id } }',
    { e: eventId, c: [startup.id, aurora.id, corp.id, hansa.id] },
  );

  // Each corporate publishes a need.
  const needs = new Map<string, string>();
  for (const [c, title] of [
    [corp, 'Autonomous inspection of grid assets'],
    [hansa, 'Robotics for port logistics'],
  ] as const) {
    const { createNeed } = await gql<{ createNeed: { id: string } }>(
      request,
      'corp',
      c.token,
      'mutation($e: ID!, $i: CreateNeedInput!) { createNeed(eventId: $e, input: $i) { id } }',
      {
        e: eventId,
        i: {
          title,
          description: `${title}: drones, robots and sensors that cut downtime.`,
          industries: [],
          technologies: [],
          wantedMeetings: 2,
        },
      },
    );
    await gql(request, 'corp', c.token, 'mutation($n: ID!) { publishNeed(needId: $n) { id } }', {
      n: createNeed.id,
    });
    needs.set(c.id, createNeed.id);
  }

  await gql(
    request,
    'matrix/neo',
    admin,
    'mutation($e: ID!) { generateSuggestions(eventId: $e) { proposed } }',
    { e: eventId },
  );
  await gql(request, 'matrix/neo', admin, 'mutation($e: ID!) { publishSuggestions(eventId: $e) }', {
    e: eventId,
  });

  // Pairs: Fjord–Northwind, Fjord–Aurora, Hansa–Northwind.
  const wanted: [Party, Party[]][] = [
    [corp, [startup, aurora]],
    [hansa, [startup]],
  ];
  for (const [c, startups] of wanted) {
    const { needSuggestions } = await gql<{
      needSuggestions: { id: string; startup: { id: string } }[];
    }>(
      request,
      'corp',
      c.token,
      'query($n: ID!) { needSuggestions(needId: $n) { id startup { id } } }',
      {
        n: needs.get(c.id),
      },
    );
    for (const s of startups) {
      const match = needSuggestions.find((m) => m.startup.id === s.id);
      if (!match) throw new Error(`${s.name} was not suggested to ${c.name}`);
      await gql(
        request,
        'corp',
        c.token,
        'mutation($m: ID!) { chooseSuggestion(matchId: $m, choice: MEET) { id } }',
        { m: match.id },
      );
      await gql(
        request,
        'startup',
        s.token,
        'mutation($m: ID!) { respondToSelection(matchId: $m, accept: true) { id state } }',
        { m: match.id },
      );
    }
  }

  const { generateSchedule } = await gql<{ generateSchedule: { placed: number } }>(
    request,
    'matrix/neo',
    admin,
    'mutation($e: ID!) { generateSchedule(eventId: $e) { placed bound unplaced { matchId reason } } }',
    { e: eventId },
  );
  if (generateSchedule.placed !== 3) {
    throw new Error(`expected 3 placed meetings: ${JSON.stringify(generateSchedule)}`);
  }
  await gql(
    request,
    'matrix/neo',
    admin,
    'mutation($e: ID!) { publishSchedule(eventId: $e) { published mailed } }',
    { e: eventId },
  );
  const meetings = await eventMeetings(request, admin, eventId);
  return { eventId, eventName, admin, startup, corp, meetings };
}

/** The event's meetings as the ADMIN sees them. */
export async function eventMeetings(
  request: APIRequestContext,
  admin: string,
  eventId: string,
): Promise<PublishedMeeting[]> {
  const { event } = await gql<{ event: { meetings: PublishedMeeting[] } }>(
    request,
    'matrix/neo',
    admin,
    'query($id: ID!) { event(id: $id) { meetings { id status startsAt table startup { id name } corporate { id name } } } }',
    { id: eventId },
  );
  return event.meetings;
}
