import type { APIRequestContext } from 'playwright-core';
import { adminToken } from '../support/api.ts';
import { gql, party } from '../support/graph-request.ts';

/**
 * Events for the booking tests, made over the real API: an ADMIN creates and publishes an event
 * whose session starts tomorrow (three 20-minute slots, two tables), adds demo startups and
 * corporates (approved) and, when asked, sets how it is scheduled.
 */
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
