import ExcelJS from 'exceljs';
import type { APIRequestContext, Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminGraphQL } from '../profiles/helpers.ts';
import { adminToken } from '../support/api.ts';
import {
  acceptCookies,
  baseUrl,
  launchBrowser,
  screenshot,
  savedDownload,
} from '../support/browser.ts';
import { signInThroughForm, type PersonaName } from '../support/personas.ts';

/**
 * In the browser: an event whose session began ten minutes ago, with one
 * confirmed pair whose meeting is published and marked held (all over the real API). The ADMIN
 * reads the event's funnel, a rating arrives over the API, the funnel shows it after Refresh;
 * the ADMIN downloads the XLSX from the event's Export tab and it is read back; the dashboard and
 * a corporate's results at desktop and phone width (screenshots, axe).
 */
let browser: Browser;
let api: APIRequestContext;
let authorization = '';
const SIZES = { desktop: { width: 1366, height: 900 }, phone: { width: 390, height: 844 } };
const NAME = `Funnel Matchday ${Date.now() % 100_000}`;
const MINUTE = 60_000;
let eventId = '';
let meetingId = '';
let pair = { startup: '', corporate: '' };

const gql = <T>(query: string, variables: Record<string, unknown> = {}) =>
  adminGraphQL<T>(api, authorization, query, variables);

async function signedIn(who: PersonaName, size: keyof typeof SIZES) {
  const context = await browser.newContext({ baseURL: baseUrl(), viewport: SIZES[size] });
  const page = await context.newPage();
  await acceptCookies(page);
  await signInThroughForm(page, who);
  await page.waitForURL(who === 'corp' ? '**/corporate**' : '**/admin');
  return { page, context };
}

async function firstActive(type: 'startup' | 'corp') {
  const { companies } = await gql<{ companies: { items: { id: string; name: string }[] } }>(
    'query ($f: CompanyFilter) { companies(filter: $f, limit: 1) { items { id name } } }',
    { f: { type, activityStatus: 'ACTIVE' } },
  );
  return companies.items[0]!;
}

/** One held meeting of one confirmed pair (an accepted pairing request), published. */
async function eventWithHeldMeeting() {
  const now = Math.floor(Date.now() / MINUTE) * MINUTE;
  const { createEvent } = await gql<{ createEvent: { id: string } }>(
    'mutation ($input: CreateEventInput!) { createEvent(input: $input) { id } }',
    {
      input: {
        name: NAME,
        venue: 'Kulturhuset, Stockholm',
        format: 'PHYSICAL',
        timezone: 'Europe/Stockholm',
        startDate: new Date(now - 60 * MINUTE).toISOString(),
        endDate: new Date(now + 4 * 60 * MINUTE).toISOString(),
        schedule: {
          sessions: [
            {
              start: new Date(now - 10 * MINUTE).toISOString(),
              end: new Date(now + 50 * MINUTE).toISOString(),
            },
          ],
          meetingMinutes: 20,
          breakMinutes: 0,
          tables: 2,
        },
      },
    },
  );
  eventId = createEvent.id;
  await gql('mutation ($id: ID!) { publishEvent(id: $id) { id } }', { id: eventId });
  const startup = await firstActive('startup');
  const corporate = await firstActive('corp');
  pair = { startup: startup.name, corporate: corporate.name };
  await gql(
    'mutation ($e: ID!, $c: [ID!]!) { addEventAttendees(eventId: $e, companyIds: $c) { id } }',
    { e: eventId, c: [startup.id, corporate.id] },
  );
  const { requestPairing } = await gql<{ requestPairing: { id: string } }>(
    'mutation ($e: ID!, $s: ID, $i: PairingRequestInput!) { requestPairing(eventId: $e, startupId: $s, input: $i) { id } }',
    { e: eventId, s: startup.id, i: { corporateId: corporate.id, message: 'Meet on the day' } },
  );
  await gql('mutation ($r: ID!) { answerPairing(requestId: $r, accept: true) { id } }', {
    r: requestPairing.id,
  });
  await gql('mutation ($e: ID!) { generateSchedule(eventId: $e) { placed } }', { e: eventId });
  await gql('mutation ($e: ID!) { publishSchedule(eventId: $e) { published } }', { e: eventId });
  const { event } = await gql<{ event: { meetings: { id: string; startsAt: string }[] } }>(
    'query ($id: ID!) { event(id: $id) { meetings { id startsAt } } }',
    { id: eventId },
  );
  expect(event.meetings).toHaveLength(1);
  meetingId = event.meetings[0]!.id;
  await gql('mutation ($m: ID!) { setMeetingStatus(meetingId: $m, status: HELD) { status } }', {
    m: meetingId,
  });
}

beforeAll(async () => {
  browser = await launchBrowser();
  const context = await browser.newContext({ baseURL: baseUrl() });
  api = context.request;
  authorization = await adminToken(api);
  await eventWithHeldMeeting();
});

afterAll(async () => {
  await browser?.close();
});

const stage = (page: Page, key: string) => page.getByTestId(`stage-${key}`);

async function chooseEvent(page: Page) {
  await page.getByTestId('report-event').fill(NAME);
  await page.getByRole('option', { name: new RegExp(NAME) }).click();
}

describe('the programme funnel', () => {
  it('the ADMIN sees the event’s funnel change after a rating, at desktop width', async () => {
    const { page, context } = await signedIn('admin', 'desktop');
    await page.getByRole('link', { name: 'Reports' }).first().click();
    await page.waitForURL('**/admin/reports');
    await page.getByRole('heading', { name: 'Follow-up and results' }).waitFor();
    // The demo programme: a chart is drawn and the follow-up rate has figures.
    await page.getByTestId('funnel-chart').locator('svg').first().waitFor();
    await page.getByTestId('rates-event').waitFor();
    await screenshot(page, 'reports-dashboard-desktop');

    await chooseEvent(page);
    await expect.poll(() => stage(page, 'held').textContent()).toBe('1');
    expect(await stage(page, 'confirmed').textContent()).toBe('1');
    expect(await stage(page, 'rated').textContent()).toBe('0');
    expect(await page.getByTestId('follow-up-rate').textContent()).toContain('0%');

    await gql(
      'mutation ($m: ID!, $i: RateMeetingInput!) { rateMeeting(meetingId: $m, side: STARTUP, input: $i) { score } }',
      { m: meetingId, i: { score: 5, comment: 'Pilot next spring', wantsFollowUp: true } },
    );
    await page.getByRole('button', { name: 'Refresh' }).click();
    await expect.poll(() => stage(page, 'rated').textContent()).toBe('1');
    expect(await stage(page, 'wantsFollowUp').textContent()).toBe('1');
    expect(await page.getByTestId('follow-up-rate').textContent()).toContain('100%');
    expect(await page.getByTestId('startup-rating').textContent()).toContain('5 / 5');
    await screenshot(page, 'reports-event-desktop');
    await context.close();
  });

  it('the ADMIN downloads the XLSX from the event’s Export tab', async () => {
    const { page, context } = await signedIn('admin', 'desktop');
    await page.goto(`/admin/events/${eventId}/export`);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Excel workbook (.xlsx)' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^funnel-matchday-\d+-matches\.xlsx$/);
    const book = new ExcelJS.Workbook();
    await book.xlsx.readFile(await savedDownload(download));
    expect(book.worksheets.map((w) => w.name)).toEqual(['Matches', 'Meetings']);
    const matches = book.getWorksheet('Matches')!;
    expect(matches.rowCount).toBe(2);
    expect(matches.getRow(2).getCell(2).value).toBe(pair.startup);
    expect(matches.getRow(2).getCell(3).value).toBe(pair.corporate);
    expect(matches.getRow(2).getCell(7).value).toBe('CONFIRMED');
    const meetings = book.getWorksheet('Meetings')!;
    expect(meetings.getRow(1).getCell(1).value).toBe('Slot (Europe/Stockholm)');
    const row = meetings.getRow(2);
    expect([row.getCell(6).value, row.getCell(7).value, row.getCell(8).value]).toEqual([
      'HELD',
      5,
      'Pilot next spring',
    ]);
    await screenshot(page, 'reports-export-tab');
    await context.close();
  });

  it('the dashboard and a corporate’s own results at phone width', async () => {
    const admin = await signedIn('admin', 'phone');
    await admin.page.goto('/admin/reports');
    await admin.page.getByTestId('funnel-chart').locator('svg').first().waitFor();
    await admin.page.getByTestId('funnel-table').waitFor();
    // Nothing runs off the side of a phone.
    const overflow = await admin.page.evaluate(
      () => document.documentElement.scrollWidth - window.innerWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    await screenshot(admin.page, 'reports-dashboard-phone');
    await admin.context.close();

    const corp = await signedIn('corp', 'phone');
    await corp.page.goto('/corporate/results');
    await corp.page.getByRole('heading', { name: 'Our results' }).waitFor();
    await corp.page.getByTestId('funnel-table').waitFor();
    await corp.page.getByTestId('funnel-chart').locator('svg').first().waitFor();
    expect(Number(await corp.page.getByTestId('stage-held').textContent())).toBeGreaterThan(0);
    await screenshot(corp.page, 'reports-corporate-results-phone');
    await corp.context.close();
  });
});
