import { expect } from 'vitest';

type Gql = <T>(query: string, variables?: Record<string, unknown>) => Promise<T>;
const MINUTE = 60_000;

async function companyId(gql: Gql, name: string) {
  const { companies } = await gql<{ companies: { items: { id: string; name: string }[] } }>(
    'query ($f: CompanyFilter) { companies(filter: $f, limit: 5) { items { id name } } }',
    { f: { search: name } },
  );
  return companies.items.find((c) => c.name === name)!.id;
}

/**
 * A new published event named `name` whose only session ended forty minutes ago, with the demo
 * pair (Northwind Robotics AB × Fjord Energy AB) paired, scheduled, published and marked HELD by
 * the ADMIN (`gql` on the admin graph). `daysAgo` moves it all that many days back (the event then
 * long over).
 */
export async function demoPairHeldMeeting(gql: Gql, name: string, daysAgo = 0) {
  const now = Math.floor(Date.now() / MINUTE) * MINUTE - daysAgo * 24 * 60 * MINUTE;
  const at = (m: number) => new Date(now + m * MINUTE).toISOString();
  const input = {
    name,
    venue: 'Kulturhuset, Stockholm',
    format: 'PHYSICAL',
    timezone: 'Europe/Stockholm',
    startDate: at(-120),
    // Pairs are taken until the event's end: a past event ends only once its meeting is held.
    endDate: daysAgo ? new Date(Date.now() + 60 * MINUTE).toISOString() : at(60),
    schedule: {
      sessions: [{ start: at(-80), end: at(-40) }],
      meetingMinutes: 20,
      breakMinutes: 0,
      tables: 2,
    },
  };
  const { createEvent } = await gql<{ createEvent: { id: string } }>(
    'mutation ($input: CreateEventInput!) { createEvent(input: $input) { id } }',
    { input },
  );
  const eventId = createEvent.id;
  await gql('mutation ($id: ID!) { publishEvent(id: $id) { id } }', { id: eventId });
  const startup = await companyId(gql, 'Northwind Robotics AB');
  const corp = await companyId(gql, 'Fjord Energy AB');
  await gql(
    'mutation ($e: ID!, $c: [ID!]!) { addEventAttendees(eventId: $e, companyIds: $c) { id } }',
    { e: eventId, c: [startup, corp] },
  );
  const { requestPairing } = await gql<{ requestPairing: { id: string } }>(
    'mutation ($e: ID!, $s: ID, $i: PairingRequestInput!) { requestPairing(eventId: $e, startupId: $s, input: $i) { id } }',
    { e: eventId, s: startup, i: { corporateId: corp, message: 'Meet on the day' } },
  );
  await gql('mutation ($r: ID!) { answerPairing(requestId: $r, accept: true) { id } }', {
    r: requestPairing.id,
  });
  await gql('mutation ($e: ID!) { generateSchedule(eventId: $e) { placed } }', { e: eventId });
  await gql('mutation ($e: ID!) { publishSchedule(eventId: $e) { __typename } }', { e: eventId });
  const { event } = await gql<{ event: { meetings: { id: string }[] } }>(
    'query ($e: ID!) { event(id: $e) { meetings { id } } }',
    { e: eventId },
  );
  expect(event.meetings).toHaveLength(1);
  const meetingId = event.meetings[0]!.id;
  await gql('mutation ($m: ID!) { setMeetingStatus(meetingId: $m, status: HELD) { status } }', {
    m: meetingId,
  });
  if (daysAgo)
    await gql(
      'mutation ($id: ID!, $i: UpdateEventInput!) { updateEvent(id: $id, input: $i) { id } }',
      {
        id: eventId,
        i: { ...input, endDate: at(60) },
      },
    );
  return { eventId, meetingId };
}
