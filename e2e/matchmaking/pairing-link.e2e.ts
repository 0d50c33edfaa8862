import type { APIRequestContext, Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminGraphQL } from '../profiles/helpers.ts';
import { adminToken } from '../support/api.ts';
import { mailedLink } from '../support/mailed-link.ts';
import { acceptCookies, launchBrowser, newPage, screenshot } from '../support/browser.ts';

/**
 * /token/pairing/{token} (PRODUCT.md): an ADMIN asks Fjord Energy for a meeting on Northwind's
 * behalf; the corporate's person opens the link from the mail without signing in, reads the
 * request, accepts it, and the same link then says it was used.
 */
let browser: Browser;
let api: APIRequestContext;
let authorization = '';
const EVENT = `Pairing Link Day ${Date.now() % 100_000}`;
const MESSAGE = 'Our inspection robot could map your turbine halls in one night.';
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

/** The answer link in the pairing-request mail to `to` about EVENT, as the SMTP sink got it. */
async function answerLink(to: string) {
  const link = await mailedLink(to, {
    subject: (s) => s.endsWith(`asks to meet you at ${EVENT}`),
    linkPath: 'token/pairing',
  });
  return new URL(link).pathname;
}

beforeAll(async () => {
  browser = await launchBrowser();
  const { context } = await newPage(browser);
  api = context.request;
  authorization = await adminToken(api);
  const start = Date.now() + 12 * DAY;
  const { createEvent } = await gql<{ createEvent: { id: string } }>(
    'mutation ($input: CreateEventInput!) { createEvent(input: $input) { id } }',
    {
      input: {
        name: EVENT,
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
  await gql('mutation ($id: ID!) { publishEvent(id: $id) { id } }', { id: createEvent.id });
  const startupId = await companyId('startup', 'Northwind Robotics AB');
  const corpId = await companyId('corp', 'Fjord Energy AB');
  await gql(
    'mutation ($e: ID!, $c: [ID!]!) { addEventAttendees(eventId: $e, companyIds: $c) { id } }',
    { e: createEvent.id, c: [startupId, corpId] },
  );
  await gql(
    'mutation ($e: ID!, $s: ID, $i: PairingRequestInput!) { requestPairing(eventId: $e, startupId: $s, input: $i) { id } }',
    { e: createEvent.id, s: startupId, i: { corporateId: corpId, message: MESSAGE } },
  );
});

afterAll(() => browser.close());

describe('answering a pairing request from the mail', () => {
  it('shows the request without signing in, accepts it once, then says the link was used', async () => {
    const path = await answerLink('corp@matchday.test');
    const { page, context } = await newPage(browser, { viewport: 'phone' });
    await acceptCookies(page);
    await page.goto(path);
    await page.getByRole('heading', { name: 'A startup asks to meet you' }).waitFor();
    await page.getByText(MESSAGE).waitFor();
    expect(await page.getByText('Northwind Robotics AB', { exact: true }).isVisible()).toBe(true);
    await screenshot(page, 'pairing-link-request-phone');

    await page.getByRole('button', { name: 'Accept the meeting' }).click();
    await page.getByRole('status').getByText('Request accepted').waitFor();
    await screenshot(page, 'pairing-link-accepted-phone');

    await page.reload();
    const dead = page.getByTestId('link-not-valid');
    await dead.waitFor();
    expect(await dead.textContent()).toContain('This link has already been used');
    // The hint comes from the refusal's reason (details.reason USED), not from its wording.
    expect(await dead.textContent()).toContain('Someone of your team has already answered');
    await screenshot(page, 'pairing-link-used-phone');
    await context.close();
  });
});
