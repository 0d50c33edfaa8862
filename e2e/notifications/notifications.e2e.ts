import type { APIRequestContext, Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminGraphQL } from '../profiles/helpers.ts';
import { adminToken } from '../support/api.ts';
import { acceptCookies, baseUrl, launchBrowser, screenshot } from '../support/browser.ts';
import { signInThroughForm, type PersonaName } from '../support/personas.ts';

/**
 * In the browser: mails reach the bell. An ADMIN adds the startup and corporate
 * personas' companies to a new event (each is mailed "You take part in …") and asks Fjord Energy
 * for a meeting on Northwind's behalf (the corporate is mailed the pairing request). The
 * corporate, on a desktop, sees the count rise when the window regains focus, opens the bell
 * and follows the notification to the event's requests (marked read), then marks another read by
 * its check button on the notifications page. The startup, on a phone,
 * opens the notifications page from the bell, follows the event notification, and marks all read.
 */
let browser: Browser;
let api: APIRequestContext;
let authorization = '';
let eventId = '';
const SIZES = { desktop: { width: 1366, height: 900 }, phone: { width: 390, height: 844 } };
const EVENT = `Notifications Day ${Date.now() % 100_000}`;
const STARTUP = 'Northwind Robotics AB';
const CORPORATE = 'Fjord Energy AB';
const DAY = 24 * 60 * 60_000;

const gql = <T>(query: string, variables: Record<string, unknown> = {}) =>
  adminGraphQL<T>(api, authorization, query, variables);

async function companyId(type: 'startup' | 'corp', name: string) {
  const { companies } = await gql<{ companies: { items: { id: string; name: string }[] } }>(
    'query ($f: CompanyFilter) { companies(filter: $f, limit: 50) { items { id name } } }',
    { f: { type, activityStatus: 'ACTIVE' } },
  );
  const found = companies.items.find((c) => c.name === name);
  if (!found) throw new Error(`no demo company ${name}`);
  return found.id;
}

async function signedIn(who: PersonaName, size: keyof typeof SIZES) {
  const context = await browser.newContext({ baseURL: baseUrl(), viewport: SIZES[size] });
  const page = await context.newPage();
  await acceptCookies(page);
  await signInThroughForm(page, who);
  await page.waitForURL(who === 'startup' ? '**/startup' : '**/corporate');
  return { page, context };
}

/** The bell's accessible name carries the count: "Notifications, 3 unread". */
async function unread(page: Page) {
  const label = await page.getByTestId('notification-bell').getAttribute('aria-label');
  const m = /Notifications, (\d+|none) unread/.exec(label ?? '');
  if (!m) throw new Error(`bell label: ${label}`);
  return m[1] === 'none' ? 0 : Number(m[1]);
}

beforeAll(async () => {
  browser = await launchBrowser();
  const context = await browser.newContext({ baseURL: baseUrl() });
  api = context.request;
  authorization = await adminToken(api);
  const start = Date.now() + 10 * DAY;
  const { createEvent } = await gql<{ createEvent: { id: string } }>(
    'mutation ($input: CreateEventInput!) { createEvent(input: $input) { id } }',
    {
      input: {
        name: EVENT,
        venue: 'Kulturhuset, Stockholm',
        format: 'PHYSICAL',
        timezone: 'Europe/Stockholm',
        startDate: new Date(start).toISOString(),
        endDate: new Date(start + 8 * 3600_000).toISOString(),
        schedule: {
          sessions: [
            {
              start: new Date(start + 3600_000).toISOString(),
              end: new Date(start + 3 * 3600_000).toISOString(),
            },
          ],
          meetingMinutes: 20,
          breakMinutes: 0,
          tables: 3,
        },
      },
    },
  );
  eventId = createEvent.id;
  await gql('mutation ($id: ID!) { publishEvent(id: $id) { id } }', { id: eventId });
});

afterAll(() => browser.close());

describe('a mail to a person shows in their bell', () => {
  it('desktop: the corporate sees a pairing request in the bell and follows it to the requests', async () => {
    const startupId = await companyId('startup', STARTUP);
    const corpId = await companyId('corp', CORPORATE);
    await gql(
      'mutation ($e: ID!, $c: [ID!]!) { addEventAttendees(eventId: $e, companyIds: $c) { id } }',
      { e: eventId, c: [startupId, corpId] },
    );
    const { page, context } = await signedIn('corp', 'desktop');
    const bell = page.getByTestId('notification-bell');
    await bell.waitFor();
    await expect.poll(() => unread(page)).toBeGreaterThan(0); // at least "You take part in …"
    const before = await unread(page);

    await gql(
      'mutation ($e: ID!, $s: ID, $i: PairingRequestInput!) { requestPairing(eventId: $e, startupId: $s, input: $i) { id } }',
      {
        e: eventId,
        s: startupId,
        i: { corporateId: corpId, message: 'Our inspection robot, live at your stand?' },
      },
    );
    // No reload: the count is asked again when the window regains focus.
    await page.evaluate(() => window.dispatchEvent(new Event('focus')));
    await expect.poll(() => unread(page)).toBe(before + 1);

    await bell.click();
    const dialog = page.getByRole('dialog', { name: 'Notifications' });
    const newest = dialog.getByTestId('notification').first();
    await newest.getByText(`${STARTUP} asks to meet you at ${EVENT}`).waitFor();
    await expect.poll(() => newest.textContent()).toMatch(/^Unread: /);
    // The popover fades in: photograph (and check contrast) once it is fully shown.
    await expect.poll(() => dialog.evaluate((el) => getComputedStyle(el).opacity)).toBe('1');
    expect(await newest.getAttribute('href')).toBe(`/corporate/events/${eventId}/requests`);
    await screenshot(page, 'notifications-corporate-bell');

    await newest.click();
    await page.waitForURL(`**/corporate/events/${eventId}/requests`);
    // The thing itself: Northwind's request, waiting for an answer.
    await page.getByRole('button', { name: `Accept the request from ${STARTUP}` }).waitFor();
    await expect.poll(() => unread(page)).toBe(before);

    await page.goto('/corporate/notifications');
    const item = page
      .getByTestId('notification')
      .filter({ hasText: `asks to meet you at ${EVENT}` });
    await item.waitFor();
    expect(await item.textContent()).not.toMatch(/Unread/);
    // Mark one read without opening it: its check button.
    const left = await unread(page);
    const check = page.getByRole('button', { name: /^Mark as read: / }).first();
    const label = (await check.getAttribute('aria-label'))!;
    await check.click();
    await expect.poll(() => unread(page)).toBe(left - 1);
    await expect.poll(() => page.getByRole('button', { name: label, exact: true }).count()).toBe(0);
    await screenshot(page, 'notifications-corporate-page');
    await context.close();
  });

  it('phone: the startup opens the page from the bell, follows the event mail, marks all read', async () => {
    const { page, context } = await signedIn('startup', 'phone');
    const bell = page.getByTestId('notification-bell');
    await expect.poll(() => unread(page)).toBeGreaterThan(0);
    await bell.click();
    await page.waitForURL('**/startup/notifications');
    await page.getByRole('heading', { name: 'Notifications' }).waitFor();
    const taking = page
      .getByTestId('notification')
      .filter({ hasText: `You take part in ${EVENT}` });
    await taking.waitFor();
    expect(await taking.textContent()).toMatch(/^Unread: /);
    await screenshot(page, 'notifications-startup-phone');

    const before = await unread(page);
    await taking.click();
    await page.waitForURL(`**/startup/events/${eventId}`);
    await page.getByRole('heading', { name: EVENT }).first().waitFor();
    await expect.poll(() => unread(page)).toBe(before - 1);

    await page.goto('/startup/notifications');
    // Opened, it is listed as read (the other browser tests may have added unread ones above it).
    await expect.poll(() => taking.textContent()).not.toMatch(/^Unread: /);
    await page.getByRole('button', { name: 'Mark all as read' }).click();
    await expect.poll(() => unread(page)).toBe(0);
    await expect
      .poll(() =>
        page
          .getByTestId('notification')
          .filter({ hasText: /^Unread: / })
          .count(),
      )
      .toBe(0);
    expect(await page.getByRole('button', { name: 'Mark all as read' }).isDisabled()).toBe(true);
    await screenshot(page, 'notifications-startup-phone-read');
    await context.close();
  });
});
