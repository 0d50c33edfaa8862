import type { APIRequestContext, Browser } from 'playwright-core';
import { adminGraphQL } from '../profiles/helpers.ts';
import { adminToken, graphql, personaToken } from '../support/api.ts';
import { acceptCookies, baseUrl } from '../support/browser.ts';
import { signInThroughForm, type PersonaName } from '../support/personas.ts';

/**
 * An event running now, made over the real API for the live-day browser tests: an ADMIN creates
 * and publishes a physical event whose only session began `begunMinutesAgo` ago (20-minute
 * slots, two tables), adds the startup and corporate personas, pairs them (a pairing request the
 * corporate accepts), generates the schedule, moves their meeting to `slot` on table 1 and
 * publishes. The clock is the server's "now": nothing waits for time to pass.
 */
export type LiveEvent = {
  eventId: string;
  startup: { id: string; name: string };
  corp: { id: string; name: string };
  /** The ADMIN's graph, for a test's own steps. */
  gql: <T>(query: string, variables?: Record<string, unknown>) => Promise<T>;
};

const MINUTE = 60_000;
export const SIZES = { desktop: { width: 1366, height: 900 }, phone: { width: 390, height: 844 } };

async function companyOf(type: 'startup' | 'corp', email: string) {
  const token = await personaToken(type, email);
  const data = await graphql(`/api/${type}`, token, '{ me { company { id name } } }');
  return (data.me as { company: { id: string; name: string } }).company;
}

export async function liveEvent(
  api: APIRequestContext,
  options: {
    name: string;
    begunMinutesAgo: number;
    slot: number;
    message: string;
    timezone?: string;
  },
): Promise<LiveEvent> {
  const authorization = await adminToken(api);
  const gql = <T>(query: string, variables: Record<string, unknown> = {}) =>
    adminGraphQL<T>(api, authorization, query, variables);
  const startup = await companyOf('startup', 'startup@matchday.test');
  const corp = await companyOf('corp', 'corp@matchday.test');
  const now = Math.floor(Date.now() / MINUTE) * MINUTE;
  const at = (m: number) => new Date(now + m * MINUTE).toISOString();
  const begun = options.begunMinutesAgo;
  const { createEvent } = await gql<{ createEvent: { id: string } }>(
    'mutation ($input: CreateEventInput!) { createEvent(input: $input) { id } }',
    {
      input: {
        name: options.name,
        venue: 'Kulturhuset, Stockholm',
        format: 'PHYSICAL',
        timezone: options.timezone ?? 'Europe/Stockholm',
        startDate: at(-60),
        endDate: at(8 * 60),
        schedule: {
          sessions: [{ start: at(-begun), end: at(120 - begun) }],
          meetingMinutes: 20,
          breakMinutes: 0,
          tables: 2,
        },
      },
    },
  );
  const eventId = createEvent.id;
  await gql('mutation ($id: ID!) { publishEvent(id: $id) { id } }', { id: eventId });
  await gql(
    'mutation ($e: ID!, $c: [ID!]!) { addEventAttendees(eventId: $e, companyIds: $c) { id } }',
    { e: eventId, c: [startup.id, corp.id] },
  );
  const { requestPairing } = await gql<{ requestPairing: { id: string } }>(
    'mutation ($e: ID!, $s: ID, $i: PairingRequestInput!) { requestPairing(eventId: $e, startupId: $s, input: $i) { id } }',
    { e: eventId, s: startup.id, i: { corporateId: corp.id, message: options.message } },
  );
  await gql('mutation ($r: ID!) { answerPairing(requestId: $r, accept: true) { id } }', {
    r: requestPairing.id,
  });
  await gql('mutation ($e: ID!) { generateSchedule(eventId: $e) { placed } }', { e: eventId });
  const { event } = await gql<{ event: { meetings: { id: string }[] } }>(
    'query ($e: ID!) { event(id: $e) { meetings { id } } }',
    { e: eventId },
  );
  await gql(
    'mutation ($m: ID!, $s: Int!) { moveMeeting(meetingId: $m, slot: $s, table: 1) { id } }',
    {
      m: event.meetings[0]!.id,
      s: options.slot,
    },
  );
  await gql('mutation ($e: ID!) { publishSchedule(eventId: $e) { published } }', { e: eventId });
  return { eventId, startup, corp, gql };
}

/**
 * A time zone where it is now between 08:00 and 18:00: a morning mail (sent from 07:00 local)
 * goes out today whatever the hour of the run, and the whole session stays on one local day.
 */
export function daytimeZone(now = new Date()): string {
  const zones = ['Europe/Stockholm', 'Asia/Kolkata', 'Asia/Tokyo', 'America/New_York'];
  const hour = (zone: string) =>
    Number(
      new Intl.DateTimeFormat('en-GB', {
        hour: 'numeric',
        hourCycle: 'h23',
        timeZone: zone,
      }).format(now),
    );
  return zones.find((z) => hour(z) >= 8 && hour(z) < 18) ?? 'America/Los_Angeles';
}

/** A persona signed in through the form in a new context of `size`, on its home page. */
export async function signedIn(
  browser: Browser,
  who: PersonaName,
  size: keyof typeof SIZES,
  home: string,
) {
  const context = await browser.newContext({ baseURL: baseUrl(), viewport: SIZES[size] });
  const page = await context.newPage();
  await acceptCookies(page);
  await signInThroughForm(page, who);
  await page.waitForURL(`**${home}`);
  return { page, context };
}
