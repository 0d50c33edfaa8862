import type { APIRequestContext, Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminGraphQL } from '../profiles/helpers.ts';
import { adminToken } from '../support/api.ts';
import { acceptCookies, baseUrl, launchBrowser, screenshot } from '../support/browser.ts';
import {
  DEMO_PASSWORD,
  PERSONAS,
  signInThroughForm,
  type PersonaName,
} from '../support/personas.ts';

// Two sign-ins and four screens per test: more than the default minute on a busy machine.
/**
 * In the browser: the startup persona registers for a new event; an ADMIN on a desktop
 * declines the registration with a reason; the startup, on a phone, finds "Registration
 * declined" in its notifications and the reason on the event page. Then the ADMIN, on a phone,
 * re-admits it, and the startup on a desktop sees "You take part in …" in its bell.
 */
let browser: Browser;
let api: APIRequestContext;
let authorization = '';
let eventId = '';
const SIZES = { desktop: { width: 1366, height: 900 }, phone: { width: 390, height: 844 } };
const EVENT = `Declines Day ${Date.now() % 100_000}`;
const STARTUP = 'Northwind Robotics AB';
const REASON = 'This edition is for energy-storage startups only; we hope to see you in autumn.';
const DAY = 24 * 60 * 60_000;

const gql = <T>(query: string, variables: Record<string, unknown> = {}) =>
  adminGraphQL<T>(api, authorization, query, variables);

/** The startup persona registers over the API, as its browser would. */
async function registerStartup() {
  const login = await api.post('/api/auth/login', {
    headers: { deviceid: 'e2e-api' },
    data: { username: PERSONAS.startup.email, password: DEMO_PASSWORD, type: 'startup' },
  });
  if (!login.ok()) throw new Error(`startup login failed: ${login.status()}`);
  const { token } = (await login.json()) as { token: { accessTokenHeader: string } };
  const res = await api.post('/api/startup', {
    headers: { authorization: token.accessTokenHeader, deviceid: 'e2e-api' },
    data: {
      query: 'mutation ($e: ID!) { joinEvent(eventId: $e) { state } }',
      variables: { e: eventId },
    },
  });
  const body = (await res.json()) as { data?: { joinEvent: { state: string } } };
  if (body.data?.joinEvent.state !== 'REGISTERED') {
    throw new Error(`registration failed: ${JSON.stringify(body)}`);
  }
}

async function signedIn(who: PersonaName, size: keyof typeof SIZES) {
  const context = await browser.newContext({ baseURL: baseUrl(), viewport: SIZES[size] });
  const page = await context.newPage();
  await acceptCookies(page);
  await signInThroughForm(page, who);
  await page.waitForURL(`**${PERSONAS[who].home}`);
  return { page, context };
}

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
  const start = Date.now() + 12 * DAY;
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
  await registerStartup();
});

afterAll(() => browser.close());

describe('an organiser declines a registration with a reason; the startup is told', () => {
  it('desktop organiser declines with a reason; phone startup sees the notification and the reason', async () => {
    const admin = await signedIn('admin', 'desktop');
    await admin.page.goto(`/admin/events/${eventId}/participants`);
    const table = admin.page.getByTestId('participants-table');
    const row = table.getByRole('row').filter({ hasText: STARTUP });
    await row.getByRole('button', { name: `Decline ${STARTUP}` }).click();
    const dialog = admin.page.getByRole('dialog', { name: `Decline ${STARTUP}?` });
    await dialog.getByLabel('Reason').fill(REASON);
    await screenshot(admin.page, 'decline-dialog-desktop');
    await dialog.getByRole('button', { name: 'Decline registration' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await row.getByText('Declined', { exact: true }).waitFor();
    await row.getByText(`Reason: ${REASON}`).waitFor();
    await row.getByRole('button', { name: `Re-admit ${STARTUP}` }).waitFor();
    await screenshot(admin.page, 'decline-participants-desktop');
    await admin.context.close();

    const startup = await signedIn('startup', 'phone');
    await expect.poll(() => unread(startup.page)).toBeGreaterThan(0);
    await startup.page.getByTestId('notification-bell').click();
    await startup.page.waitForURL('**/startup/notifications');
    const declined = startup.page
      .getByTestId('notification')
      .filter({ hasText: `Registration declined: ${EVENT}` });
    await declined.waitFor();
    expect(await declined.textContent()).toMatch(/^Unread: /);
    await screenshot(startup.page, 'decline-startup-notifications-phone');
    await declined.click();
    await startup.page.waitForURL(`**/startup/events/${eventId}`);
    const card = startup.page.getByTestId('registration-card');
    await card.getByText('Registration declined').waitFor();
    await card.getByText(`Their reason: ${REASON}`).waitFor();
    await screenshot(startup.page, 'decline-startup-event-phone');
    await startup.context.close();
  }, 180_000);

  it('phone organiser re-admits; desktop startup sees "You take part" in its bell', async () => {
    const admin = await signedIn('admin', 'phone');
    await admin.page.goto(`/admin/events/${eventId}/participants`);
    const card = admin.page
      .getByTestId('participants-cards')
      .getByRole('article', { name: STARTUP });
    await card.getByText(`Reason: ${REASON}`).waitFor();
    await card.getByRole('button', { name: `Re-admit ${STARTUP}` }).click();
    const dialog = admin.page.getByRole('dialog', { name: `Re-admit ${STARTUP}?` });
    await dialog.getByRole('button', { name: 'Re-admit' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await card.getByText('Approved', { exact: true }).waitFor();
    expect(await card.getByText(/^Reason: /).count()).toBe(0);
    await screenshot(admin.page, 'readmit-participants-phone');
    await admin.context.close();

    const startup = await signedIn('startup', 'desktop');
    await expect.poll(() => unread(startup.page)).toBeGreaterThan(0);
    await startup.page.getByTestId('notification-bell').click();
    const popover = startup.page.getByRole('dialog', { name: 'Notifications' });
    const taking = popover
      .getByTestId('notification')
      .filter({ hasText: `You take part in ${EVENT}` });
    await taking.waitFor();
    await expect.poll(() => popover.evaluate((el) => getComputedStyle(el).opacity)).toBe('1');
    await screenshot(startup.page, 'readmit-startup-bell-desktop');
    await startup.context.close();
  }, 180_000);
});
