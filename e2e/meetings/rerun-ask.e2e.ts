import type { APIRequestContext, Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminGraphQL } from '../profiles/helpers.ts';
import { adminToken } from '../support/api.ts';
import { acceptCookies, baseUrl, launchBrowser, screenshot } from '../support/browser.ts';
import { signInThroughForm } from '../support/personas.ts';

/**
 * The organiser's schedule board keeps its work in view: sessions, the coffee pause and lunch
 * are drawn between the rows, and generating again over placed meetings first says what the
 * run would move (the server's own count), at desktop and phone width.
 */
let browser: Browser;
let api: APIRequestContext;
let authorization = '';
let eventId = '';
const SIZES = { desktop: { width: 1366, height: 900 }, phone: { width: 390, height: 844 } };
const NAME = `Lunch Grid Day ${Date.now() % 100_000}`;
const gql = <T>(query: string, variables: Record<string, unknown> = {}) =>
  adminGraphQL<T>(api, authorization, query, variables);

beforeAll(async () => {
  browser = await launchBrowser();
  api = (await browser.newContext({ baseURL: baseUrl() })).request;
  authorization = await adminToken(api);
  const day = new Date(Date.now() + 30 * 86_400_000);
  day.setUTCHours(0, 0, 0, 0);
  const at = (h: number, m = 0) => new Date(day.getTime() + (h * 60 + m) * 60_000).toISOString();
  const { createEvent } = await gql<{ createEvent: { id: string } }>(
    'mutation ($input: CreateEventInput!) { createEvent(input: $input) { id } }',
    {
      input: {
        name: NAME,
        timezone: 'UTC',
        startDate: at(8),
        endDate: at(17),
        schedule: {
          sessions: [
            { start: at(9), end: at(13) },
            { start: at(14), end: at(15) },
          ],
          pauses: [
            { start: at(10), end: at(10, 20) },
            { start: at(12), end: at(13) },
          ],
          meetingMinutes: 20,
          tables: 2,
        },
      },
    },
  );
  eventId = createEvent.id;
  await gql('mutation ($id: ID!) { publishEvent(id: $id) { id } }', { id: eventId });
  const list = async (type: string) =>
    (
      await gql<{ companies: { items: { id: string }[] } }>(
        'query ($f: CompanyFilter) { companies(filter: $f, limit: 20) { items { id } } }',
        { f: { type, activityStatus: 'ACTIVE' } },
      )
    ).companies.items.slice(0, 2);
  const startups = await list('startup');
  const corporates = await list('corp');
  await gql(
    'mutation ($e: ID!, $c: [ID!]!) { addEventAttendees(eventId: $e, companyIds: $c) { id } }',
    { e: eventId, c: [...startups, ...corporates].map((c) => c.id) },
  );
  for (const s of startups) {
    for (const c of corporates) {
      const { requestPairing } = await gql<{ requestPairing: { id: string } }>(
        'mutation ($e: ID!, $s: ID, $i: PairingRequestInput!) { requestPairing(eventId: $e, startupId: $s, input: $i) { id } }',
        { e: eventId, s: s.id, i: { corporateId: c.id, message: 'Meet at the grid day' } },
      );
      await gql('mutation ($r: ID!) { answerPairing(requestId: $r, accept: true) { id } }', {
        r: requestPairing.id,
      });
    }
  }
  await gql('mutation ($e: ID!) { generateSchedule(eventId: $e) { placed } }', { e: eventId });
  await gql('mutation ($e: ID!) { publishSchedule(eventId: $e) { published } }', { e: eventId });
});

afterAll(() => browser.close());

async function board(size: keyof typeof SIZES): Promise<Page> {
  const context = await browser.newContext({ baseURL: baseUrl(), viewport: SIZES[size] });
  const page = await context.newPage();
  await acceptCookies(page);
  await signInThroughForm(page, 'admin');
  await page.waitForURL('**/admin');
  await page.goto(`/admin/events/${eventId}/schedule`);
  await page.getByTestId('count-placed').getByText('4', { exact: true }).waitFor();
  return page;
}

describe('the schedule board', () => {
  for (const size of ['desktop', 'phone'] as const) {
    it(`draws sessions, the pause and lunch, and asks before generating again (${size})`, async () => {
      const page = await board(size);
      await page.getByText('Session 1 · 09:00–13:00').first().waitFor();
      await page.getByText('Pause · 10:00–10:20').first().waitFor();
      await page.getByText('Lunch · 12:00–13:00').first().waitFor();
      await page.getByText('Session 2 · 14:00–15:00').first().waitFor();
      await screenshot(page, `schedule-separators-${size}`);

      await page.getByTestId('generate-schedule').click();
      const ask = page.getByTestId('generate-preview');
      await ask.getByText('This run keeps every placed meeting where it is.').waitFor();
      await screenshot(page, `schedule-rerun-ask-${size}`);
      await page.getByRole('button', { name: 'Keep the schedule' }).click();
      await ask.waitFor({ state: 'hidden' });
      expect(await page.getByTestId('schedule-run-result').count()).toBe(0);
      await page.context().close();
    });
  }
});
