import type { APIRequestContext, Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminGraphQL } from '../profiles/helpers.ts';
import { adminToken, graphql, personaToken } from '../support/api.ts';
import { acceptCookies, baseUrl, launchBrowser, screenshot } from '../support/browser.ts';
import { signInThroughForm, type PersonaName } from '../support/personas.ts';

/**
 * The live day, end to end (decision 108): an event whose first slot began five minutes ago,
 * the startup and corporate personas meeting in it and again in the next slot. The startup sees
 * its now / next (counterpart, table, time left) on its home page and the event's own route,
 * presses "running late — 10 min"; the corporate finds the notification and the note on its own
 * now / next. The ADMIN makes the venue screen's link on the check-in tab; the big screen shows
 * the slot by table; once the link is revoked (after a confirmation) the screen says so.
 * No clock is waited for: the event is placed around the server's "now".
 */
let browser: Browser;
let api: APIRequestContext;
let authorization = '';
let eventId = '';
const SIZES = { desktop: { width: 1366, height: 900 }, phone: { width: 390, height: 844 } };
const NAME = `Live day ${Date.now() % 100_000}`;
const MINUTE = 60_000;

const gql = <T>(query: string, variables: Record<string, unknown> = {}) =>
  adminGraphQL<T>(api, authorization, query, variables);

async function companyOf(type: 'startup' | 'corp', email: string) {
  const token = await personaToken(type, email);
  const data = await graphql(`/api/${type}`, token, '{ me { company { id name } } }');
  return (data.me as { company: { id: string; name: string } }).company;
}

async function signedIn(who: PersonaName, size: keyof typeof SIZES, home: string) {
  const context = await browser.newContext({ baseURL: baseUrl(), viewport: SIZES[size] });
  const page = await context.newPage();
  await acceptCookies(page);
  await signInThroughForm(page, who);
  await page.waitForURL(`**${home}`);
  return { page, context };
}

let startupName = '';
let corpName = '';

beforeAll(async () => {
  browser = await launchBrowser();
  const context = await browser.newContext({ baseURL: baseUrl() });
  api = context.request;
  authorization = await adminToken(api);
  const startup = await companyOf('startup', 'startup@matchday.test');
  const corp = await companyOf('corp', 'corp@matchday.test');
  startupName = startup.name;
  corpName = corp.name;
  const now = Math.floor(Date.now() / MINUTE) * MINUTE;
  const at = (m: number) => new Date(now + m * MINUTE).toISOString();
  const { createEvent } = await gql<{ createEvent: { id: string } }>(
    'mutation ($input: CreateEventInput!) { createEvent(input: $input) { id } }',
    {
      input: {
        name: NAME,
        venue: 'Kulturhuset, Stockholm',
        format: 'PHYSICAL',
        timezone: 'Europe/Stockholm',
        startDate: at(-60),
        endDate: at(8 * 60),
        schedule: {
          sessions: [{ start: at(-5), end: at(115) }],
          meetingMinutes: 20,
          breakMinutes: 0,
          tables: 2,
        },
      },
    },
  );
  eventId = createEvent.id;
  await gql('mutation ($id: ID!) { publishEvent(id: $id) { id } }', { id: eventId });
  await gql(
    'mutation ($e: ID!, $c: [ID!]!) { addEventAttendees(eventId: $e, companyIds: $c) { id } }',
    { e: eventId, c: [startup.id, corp.id] },
  );
  const { requestPairing } = await gql<{ requestPairing: { id: string } }>(
    'mutation ($e: ID!, $s: ID, $i: PairingRequestInput!) { requestPairing(eventId: $e, startupId: $s, input: $i) { id } }',
    { e: eventId, s: startup.id, i: { corporateId: corp.id, message: 'Meet on the live day' } },
  );
  await gql('mutation ($r: ID!) { answerPairing(requestId: $r, accept: true) { id } }', {
    r: requestPairing.id,
  });
  await gql('mutation ($e: ID!) { generateSchedule(eventId: $e) { placed } }', { e: eventId });
  // The pair's meeting in the slot under way (slot 0 began five minutes ago), table 1.
  const { event } = await gql<{ event: { meetings: { id: string }[] } }>(
    'query ($e: ID!) { event(id: $e) { meetings { id } } }',
    { e: eventId },
  );
  await gql('mutation ($m: ID!) { moveMeeting(meetingId: $m, slot: 0, table: 1) { id } }', {
    m: event.meetings[0]!.id,
  });
  await gql('mutation ($e: ID!) { publishSchedule(eventId: $e) { published } }', { e: eventId });
});

afterAll(async () => {
  await browser.close();
});

describe('the live day', () => {
  it('the startup sees now / next and tells the corporate it runs late; the corporate sees it', async () => {
    const { page, context } = await signedIn('startup', 'desktop', '/startup');
    // The home page puts a running event's now / next first.
    await page.getByTestId('now-next').first().waitFor();
    await page.goto(`/startup/events/${eventId}/now`);
    const view = page.getByTestId('now-next');
    const now = view.getByTestId('live-now');
    await now.getByText(corpName).first().waitFor();
    await now.getByText(/Table 1/).waitFor();
    await expect.poll(() => now.getByRole('timer').textContent()).toMatch(/^1?\d:\d\d left$/);
    await view.getByText('Live now').waitFor();
    await screenshot(page, 'now-next-startup-desktop');
    await page.getByRole('button', { name: /you run 10 minutes late/ }).click();
    await view.getByText(/knows you run 10 minutes late/).waitFor();
    await screenshot(page, 'now-next-running-late-desktop');
    // Once per meeting and minutes: the second press is refused in words.
    await page.getByRole('button', { name: /you run 10 minutes late/ }).click();
    await view
      .getByRole('alert')
      .getByText(/You already told/)
      .waitFor();
    await context.close();

    const corp = await signedIn('corp', 'phone', '/corporate');
    await corp.page.goto('/corporate/notifications');
    await corp.page
      .getByText(`${startupName} runs 10 min late`, { exact: false })
      .first()
      .waitFor();
    await screenshot(corp.page, 'now-next-late-notification-phone');
    await corp.page.goto(`/corporate/events/${eventId}/now`);
    await corp.page
      .getByTestId('counterpart-late')
      .getByText(/runs 10 min late/)
      .waitFor();
    await screenshot(corp.page, 'now-next-corporate-phone');
    await corp.context.close();
  }, 120_000);

  it('the venue screen shows the slot by table until its link is revoked', async () => {
    const admin = await signedIn('admin', 'desktop', '/admin');
    await admin.page.goto(`/admin/events/${eventId}/check-in`);
    const card = admin.page.getByTestId('venue-screen-card');
    await card.getByRole('button', { name: 'Make a link' }).click();
    const url = await card.getByTestId('venue-url').inputValue();
    expect(url).toMatch(/\/venue\/mdv_/);
    await screenshot(admin.page, 'venue-link-made-desktop');

    for (const size of ['desktop', 'phone'] as const) {
      const context = await browser.newContext({ viewport: SIZES[size] });
      const page = await context.newPage();
      await page.goto(url);
      const screen = page.getByTestId('venue-screen');
      await screen.getByText(NAME).waitFor();
      const current = screen.getByTestId('venue-now');
      await current.getByText('Table 1').waitFor();
      await current.getByText(startupName).waitFor();
      await expect.poll(() => current.getByRole('timer').textContent()).toMatch(/^ends in \d/);
      await screenshot(page, `venue-screen-${size}`);
      await context.close();
    }

    await card.getByRole('button', { name: 'Revoke the link' }).click();
    const dialog = admin.page.getByRole('dialog', { name: 'Revoke the venue screen link?' });
    await dialog.getByRole('button', { name: 'Revoke' }).click();
    await card.getByText('No link yet.').waitFor();
    await admin.context.close();

    const context = await browser.newContext({ viewport: SIZES.desktop });
    const page = await context.newPage();
    const res = await page.request.get(url.replace('/venue/', '/api/venue/'));
    expect(res.status()).toBe(404);
    await page.goto(url);
    await page
      .getByRole('alert')
      .getByText(/not valid/)
      .waitFor();
    await screenshot(page, 'venue-screen-revoked-desktop');
    await context.close();
  }, 120_000);
});
