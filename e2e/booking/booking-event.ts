import type { APIRequestContext } from 'playwright-core';
import { adminToken } from '../support/api.ts';
import { DEMO_PASSWORD } from '../support/personas.ts';

/**
 * Events for the booking tests, made over the real API: an ADMIN creates and publishes an event
 * whose session starts tomorrow (three 20-minute slots, two tables), adds demo startups and
 * corporates (approved) and, when asked, sets how it is scheduled.
 */

export type Graph = 'startup' | 'corp' | 'matrix/neo';

export async function gql<T>(
  request: APIRequestContext,
  graph: Graph,
  authorization: string,
  query: string,
  variables: Record<string, unknown> = {},
): Promise<T> {
  const res = await request.post(`/api/${graph}`, {
    headers: { authorization, deviceid: 'e2e-api' },
    data: { query, variables },
  });
  const body = (await res.json()) as { data?: T; errors?: { message: string }[] };
  if (!body.data || body.errors?.length) {
    throw new Error(`${query.trim().split('\n')[0]}: ${JSON.stringify(body.errors ?? body)}`);
  }
  return body.data;
}

export type Party = {
  email: string;
  type: 'startup' | 'corp';
  token: string;
  id: string;
  name: string;
};

export async function party(
  request: APIRequestContext,
  email: string,
  type: 'startup' | 'corp',
): Promise<Party> {
  const res = await request.post('/api/auth/login', {
    headers: { deviceid: 'e2e-api' },
    data: { username: email, password: DEMO_PASSWORD, type },
  });
  if (!res.ok()) throw new Error(`login of ${email} failed: ${res.status()}`);
  const token = ((await res.json()) as { token: { accessTokenHeader: string } }).token
    .accessTokenHeader;
  const { me } = await gql<{ me: { company: { id: string; name: string } } }>(
    request,
    type,
    token,
    'query { me { company { id name } } }',
  );
  return { email, type, token, id: me.company.id, name: me.company.name };
}

export type SchedulingMode = 'ORGANISER' | 'PARTICIPANTS' | 'HYBRID';

export async function setMode(
  request: APIRequestContext,
  admin: string,
  eventId: string,
  schedulingMode: SchedulingMode,
) {
  await gql(
    request,
    'matrix/neo',
    admin,
    'mutation($e: ID!, $i: BookingSettingsInput!) { setBookingSettings(eventId: $e, input: $i) { eventId } }',
    { e: eventId, i: { schedulingMode } },
  );
}

const HOUR = 3_600_000;

/** A published event tomorrow with the startup and corporate personas (and one more of each). */
export async function bookingEvent(request: APIRequestContext, mode?: SchedulingMode) {
  const admin = await adminToken(request);
  const [startup, aurora, corp, hansa] = await Promise.all([
    party(request, 'startup@matchday.test', 'startup'),
    party(request, 'aurora@matchday.test', 'startup'),
    party(request, 'corp@matchday.test', 'corp'),
    party(request, 'hansa@matchday.test', 'corp'),
  ]);
  const start = Math.ceil(Date.now() / HOUR) * HOUR + 24 * HOUR;
  const at = (minutes: number) => new Date(start + minutes * 60_000).toISOString();
  const eventName = `Booking Day ${Date.now() % 100_000}`;
  const { createEvent } = await gql<{ createEvent: { id: string } }>(
    request,
    'matrix/neo',
    admin,
    'mutation($input: CreateEventInput!) { createEvent(input: $input) { id } }',
    {
      input: {
        name: eventName,
        description: 'Participants book their own meetings.',
        format: 'PHYSICAL',
        venue: 'Malmö Live, Malmö',
        timezone: 'Europe/Stockholm',
        startDate: at(-30),
        endDate: at(90),
        schedule: { sessions: [{ start: at(0), end: at(60) }], meetingMinutes: 20, tables: 2 },
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
  if (mode) await setMode(request, admin, eventId, mode);
  return { eventId, eventName, admin, startup, aurora, corp, hansa };
}
