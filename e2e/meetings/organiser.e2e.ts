import type { APIRequestContext, Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminGraphQL } from '../profiles/helpers.ts';
import { adminToken } from '../support/api.ts';
import { acceptCookies, baseUrl, launchBrowser, screenshot } from '../support/browser.ts';
import { signInThroughForm, type PersonaName } from '../support/personas.ts';

/**
 * The organisers' side, end to end: an event whose only session began ten minutes ago,
 * hosted by the host persona, with four confirmed pairs (two startups × two corporates, each
 * pairing request accepted). The ADMIN opens the Schedule tab, generates the schedule, moves one
 * meeting to an empty cell and publishes; the host's check-in view on a 390×844 phone marks a
 * meeting of the slot in progress Held.
 */
let browser: Browser;
const SIZES = { desktop: { width: 1366, height: 900 }, phone: { width: 390, height: 844 } };
const NAME = `Check-in Matchday ${Date.now() % 100_000}`;
const MINUTE = 60_000;

type Company = { id: string; name: string };
let eventId = '';
let authorization = '';
let hostId = '';
let api: APIRequestContext;

async function signedIn(who: PersonaName, size: keyof typeof SIZES) {
  const context = await browser.newContext({ baseURL: baseUrl(), viewport: SIZES[size] });
  const page = await context.newPage();
  await acceptCookies(page);
  await signInThroughForm(page, who);
  await page.waitForURL('**/admin');
  return { page, context };
}

const gql = <T>(query: string, variables: Record<string, unknown> = {}) =>
  adminGraphQL<T>(api, authorization, query, variables);

async function activeCompanies(type: 'startup' | 'corp') {
  const { companies } = await gql<{ companies: { items: Company[] } }>(
    'query ($f: CompanyFilter) { companies(filter: $f, limit: 20) { items { id name } } }',
    { f: { type, activityStatus: 'ACTIVE' } },
  );
  return companies.items;
}

/** The event, its participants, its host and four CONFIRMED matches (accepted pairing requests). */
async function createEventWithConfirmedPairs() {
  const now = Math.floor(Date.now() / MINUTE) * MINUTE;
  const sessionStart = new Date(now - 10 * MINUTE).toISOString();
  const { createEvent } = await gql<{ createEvent: { id: string } }>(
    'mutation ($input: CreateEventInput!) { createEvent(input: $input) { id } }',
    {
      input: {
        name: NAME,
        venue: 'Kulturhuset, Stockholm',
        format: 'PHYSICAL',
        timezone: 'Europe/Stockholm',
        startDate: new Date(now - 60 * MINUTE).toISOString(),
        endDate: new Date(now + 8 * 60 * MINUTE).toISOString(),
        schedule: {
          sessions: [{ start: sessionStart, end: new Date(now + 110 * MINUTE).toISOString() }],
          meetingMinutes: 20,
          breakMinutes: 0,
          tables: 3,
        },
      },
    },
  );
  eventId = createEvent.id;
  await gql('mutation ($id: ID!) { publishEvent(id: $id) { id } }', { id: eventId });
  const startups = (await activeCompanies('startup')).slice(0, 2);
  const corporates = (await activeCompanies('corp')).slice(0, 2);
  expect(startups.length).toBe(2);
  expect(corporates.length).toBe(2);
  await gql(
    'mutation ($e: ID!, $c: [ID!]!) { addEventAttendees(eventId: $e, companyIds: $c) { id } }',
    { e: eventId, c: [...startups, ...corporates].map((c) => c.id) },
  );
  const { admins } = await gql<{ admins: { items: { id: string; email: string }[] } }>(
    '{ admins(filter: { search: "host@matchday.test" }) { items { id email } } }',
  );
  hostId = admins.items.find((a) => a.email === 'host@matchday.test')!.id;
  await gql('mutation ($e: ID!, $a: [ID!]!) { setEventHosts(eventId: $e, adminIds: $a) { id } }', {
    e: eventId,
    a: [hostId],
  });
  for (const s of startups) {
    for (const c of corporates) {
      const { requestPairing } = await gql<{ requestPairing: { id: string } }>(
        'mutation ($e: ID!, $s: ID, $i: PairingRequestInput!) { requestPairing(eventId: $e, startupId: $s, input: $i) { id } }',
        { e: eventId, s: s.id, i: { corporateId: c.id, message: 'Meet on the day' } },
      );
      await gql('mutation ($r: ID!) { answerPairing(requestId: $r, accept: true) { id state } }', {
        r: requestPairing.id,
      });
    }
  }
}

beforeAll(async () => {
  browser = await launchBrowser();
  const context = await browser.newContext({ baseURL: baseUrl() });
  api = context.request;
  authorization = await adminToken(api);
  await createEventWithConfirmedPairs();
});

afterAll(async () => {
  // The host persona hosts the demo events only, as the other browser tests expect.
  if (eventId && hostId) {
    await gql('mutation ($e: ID!) { setEventHosts(eventId: $e, adminIds: []) { id } }', {
      e: eventId,
    }).catch(() => undefined);
  }
  await browser.close();
});

const cards = (page: Page) => page.getByTestId('schedule-grid').getByTestId('meeting-card');
const count = (page: Page, id: string) => page.getByTestId(id).locator('p').first().textContent();

describe('the organisers schedule the meetings and check them in', () => {
  it('the ADMIN generates the schedule, moves a meeting to an empty cell and publishes', async () => {
    const { page, context } = await signedIn('admin', 'desktop');
    await page.goto(`/admin/events/${eventId}/schedule`);
    await page.getByTestId('count-requested').getByText('4', { exact: true }).waitFor();
    expect(await count(page, 'count-placed')).toBe('0');
    expect(await page.getByTestId('unplaced-pair').count()).toBe(4);
    await screenshot(page, 'meetings-schedule-unplaced');

    await page.getByTestId('generate-schedule').click();
    const result = page.getByTestId('schedule-run-result');
    await result.getByText('Schedule generated: 4 of 4 possible meetings placed').waitFor();
    await expect.poll(() => cards(page).count()).toBe(4);
    expect(await count(page, 'count-placed')).toBe('4');
    expect(await count(page, 'count-unplaced')).toBe('0');
    await page.getByTestId('schedule-state').getByText('Draft · not published').waitFor();
    await screenshot(page, 'meetings-schedule-generated');

    // Select the latest meeting (keyboard: Space; the slot in progress keeps its meetings for
    // the check-in below), then the empty cell of the last slot, table 1.
    const first = cards(page).last().getByRole('button', { pressed: false }).first();
    // The card is named by an off-screen sentence, its first child: "pair, where, status".
    const name = await first.evaluate((el) => el.firstElementChild?.textContent ?? '');
    const pair = name.split(',')[0]!;
    await first.focus();
    await page.keyboard.press('Space');
    await page.getByTestId('selection-bar').getByText('Moving').waitFor();
    const targets = page.getByRole('button', { name: /^Move here: Table 1 at / });
    const target = targets.last();
    const where = (await target.getAttribute('aria-label'))!.replace('Move here: ', '');
    // The slot in progress takes no meeting: its free cells say so before the drop, and a
    // press there is refused, saying why.
    const begun = page.getByRole('button', { name: /^Already begun: Table \d at / });
    expect(await begun.count()).toBeGreaterThan(0);
    await screenshot(page, 'meetings-schedule-selected');
    // aria-disabled: focusable and pressable, so the refusal is read out.
    await begun.first().focus();
    await page.keyboard.press('Enter');
    await page
      .getByTestId('schedule-notice')
      .getByText(/slot has already begun: choose a later one\./)
      .waitFor();
    await target.click();
    await page.getByTestId('schedule-notice').getByText(`Now at ${where}.`).waitFor();
    await page.getByRole('button', { name: `${pair}, ${where}, Draft` }).waitFor();
    expect(await cards(page).count()).toBe(4);

    await page.getByTestId('publish-schedule').click();
    const dialog = page.getByRole('dialog', { name: 'Publish the schedule?' });
    await dialog.getByText('Participants whose meetings changed are mailed').waitFor();
    await dialog.getByRole('button', { name: 'Publish and mail participants' }).click();
    await page
      .getByTestId('schedule-notice')
      .getByText(/4 meetings in the published schedule/)
      .waitFor();
    await page.getByTestId('schedule-state').getByText('Published', { exact: true }).waitFor();
    await screenshot(page, 'meetings-schedule-published');

    // A participant's agenda from the meeting's menu: the published meeting at its new place.
    const startup = pair.split(' – ')[0]!;
    await page.getByRole('button', { name: `Actions for ${pair}` }).click();
    await page.getByRole('menuitem', { name: `Agenda of ${startup}` }).click();
    const agenda = page.getByRole('dialog', { name: `Agenda of ${startup}` });
    await agenda.getByText(/^2 meetings$/).waitFor();
    await screenshot(page, 'meetings-schedule-agenda');
    await page.keyboard.press('Escape');
    await agenda.waitFor({ state: 'hidden' });

    await page.getByRole('button', { name: 'Print table sheets' }).click();
    const sheets = page.getByRole('dialog', { name: 'Table sheets' });
    await sheets.getByRole('region', { name: 'Table 1' }).waitFor();
    await screenshot(page, 'meetings-table-sheets');
    await page.emulateMedia({ media: 'print' });
    // Printed, only the sheets are on the page: the app's header is gone.
    expect(await page.getByRole('tab', { name: 'Schedule' }).isVisible()).toBe(false);
    await page.emulateMedia({ media: 'screen' });
    await sheets.getByRole('button', { name: 'Close' }).click();
    await context.close();
  });

  it('the host marks a meeting of the slot in progress Held on a phone', async () => {
    const { page, context } = await signedIn('host', 'phone');
    await page.goto(`/admin/events/${eventId}/check-in`);
    const list = page.getByTestId('check-in-list');
    await list.waitFor();
    await page
      .getByRole('textbox', { name: 'Slot' })
      .or(page.getByRole('combobox', { name: 'Slot' }))
      .first()
      .waitFor();
    const held = list.getByRole('button', { name: /^Held: / }).first();
    await expect.poll(() => held.isEnabled()).toBe(true);
    await screenshot(page, 'meetings-check-in-phone');
    await held.click();
    await expect.poll(() => held.getAttribute('aria-pressed')).toBe('true');
    await expect.poll(() => held.getAttribute('data-loading')).toBe(null);
    await list.getByText('Held', { exact: true }).first().waitFor();
    await screenshot(page, 'meetings-check-in-phone-held');

    // The host's schedule on the phone: one list per slot, the held meeting among them.
    await page.goto(`/admin/events/${eventId}/schedule`);
    await page.getByTestId('schedule-list').waitFor();
    await page.getByTestId('schedule-list').getByText('Held').first().waitFor();
    await screenshot(page, 'meetings-schedule-phone');
    await context.close();
  });
});
