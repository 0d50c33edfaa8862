import type { APIRequestContext, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminGraphQL } from '../profiles/helpers.ts';
import { adminToken } from '../support/api.ts';
import {
  acceptCookies,
  baseUrl,
  newPage,
  screenshot,
  useBrowser,
  type Viewport,
} from '../support/browser.ts';
import { PERSONAS, signInThroughForm } from '../support/personas.ts';

/**
 * Organisers manage participants in the browser: the Add dialog lists only organisations not
 * taking part (and says so), each participant shows its contact person, and an approved one is
 * removed after a dialog that names what happens — on a desktop (the startup) and a phone (the
 * corporate).
 */
const browser = useBrowser();
let api: APIRequestContext;
let authorization = '';
let eventId = '';
const EVENT = `Participants Day ${Date.now() % 100_000}`;
const STARTUP = 'Northwind Robotics AB';
const CORP = 'Fjord Energy AB';
const DAY = 24 * 60 * 60_000;

const gql = <T>(query: string, variables: Record<string, unknown> = {}) =>
  adminGraphQL<T>(api, authorization, query, variables);

async function companyId(name: string) {
  const { companies } = await gql<{ companies: { items: { id: string; name: string }[] } }>(
    'query ($s: String) { companies(filter: { search: $s }) { items { id name } } }',
    { s: name },
  );
  const found = companies.items.find((c) => c.name === name);
  if (!found) throw new Error(`no company ${name}`);
  return found.id;
}

async function signedInAdmin(viewport: Viewport) {
  const { context, page } = await newPage(browser, { viewport });
  await acceptCookies(page);
  await signInThroughForm(page, 'admin');
  await page.waitForURL(`**${PERSONAS.admin.home}`);
  await page.goto(`/admin/events/${eventId}/participants`);
  return { context, page };
}

beforeAll(async () => {
  const context = await browser.newContext({ baseURL: baseUrl() });
  api = context.request;
  authorization = await adminToken(api);
  const start = Date.now() + 14 * DAY;
  const at = (h: number) => new Date(start + h * 3600_000).toISOString();
  const { createEvent } = await gql<{ createEvent: { id: string } }>(
    'mutation ($input: CreateEventInput!) { createEvent(input: $input) { id } }',
    {
      input: {
        name: EVENT,
        venue: 'Kulturhuset, Stockholm',
        format: 'PHYSICAL',
        timezone: 'Europe/Stockholm',
        startDate: at(0),
        endDate: at(8),
        schedule: {
          sessions: [{ start: at(1), end: at(3) }],
          meetingMinutes: 20,
          breakMinutes: 0,
          tables: 3,
        },
      },
    },
  );
  eventId = createEvent.id;
  await gql('mutation ($id: ID!) { publishEvent(id: $id) { id } }', { id: eventId });
  await gql(
    'mutation ($e: ID!, $c: [ID!]!) { addEventAttendees(eventId: $e, companyIds: $c) { id } }',
    {
      e: eventId,
      c: [await companyId(STARTUP), await companyId(CORP)],
    },
  );
});

async function removeFrom(
  page: Page,
  scope: ReturnType<Page['getByRole']>,
  name: string,
  shot: string,
) {
  await scope.getByRole('button', { name: `Remove ${name}` }).click();
  const dialog = page.getByRole('dialog', { name: `Remove ${name}?` });
  await dialog
    .getByTestId('removal-effects')
    .getByText('It has no open matches and no meetings to cancel.')
    .waitFor();
  await screenshot(page, shot);
  await dialog.getByRole('button', { name: 'Remove participant' }).click();
  await dialog.waitFor({ state: 'hidden' });
  await page
    .getByRole('status')
    .getByText(`${name} removed: 0 matches ended, 0 meetings cancelled.`)
    .waitFor();
}

describe('managing participants', () => {
  it('desktop: the Add dialog leaves out participants; contacts show; the startup is removed', async () => {
    const { context, page } = await signedInAdmin('desktop');
    const row = page
      .getByTestId('participants-table')
      .getByRole('row')
      .filter({ hasText: STARTUP });
    const mail = row.getByRole('link', { name: PERSONAS.startup.email });
    await mail.waitFor();
    expect(await mail.getAttribute('href')).toBe(`mailto:${PERSONAS.startup.email}`);

    await page.getByRole('button', { name: 'Add participants' }).first().click();
    const add = page.getByRole('dialog', { name: `Add participants to ${EVENT}` });
    await add.getByTestId('add-participants-count').waitFor();
    expect(await add.getByTestId('add-participants-count').textContent()).toMatch(
      /organisations? you can add/,
    );
    await add.getByTestId('add-participants-search').fill('Northwind');
    await add.getByText('No organisation called “Northwind” left to add.').waitFor();
    await screenshot(page, 'participants-add-dialog-desktop');
    await add.getByRole('button', { name: 'Cancel' }).click();
    await add.waitFor({ state: 'hidden' });

    await removeFrom(page, row, STARTUP, 'participants-remove-dialog-desktop');
    await row.getByText('Withdrawn', { exact: true }).waitFor();
    expect(await row.getByRole('button', { name: `Remove ${STARTUP}` }).count()).toBe(0);
    await screenshot(page, 'participants-removed-desktop');
    await context.close();
  }, 180_000);

  it('phone: the corporate is removed from its card', async () => {
    const { context, page } = await signedInAdmin('phone');
    const card = page.getByTestId('participants-cards').getByRole('article', { name: CORP });
    await card.getByRole('link', { name: PERSONAS.corp.email }).waitFor();
    await screenshot(page, 'participants-contacts-phone');
    await removeFrom(page, card, CORP, 'participants-remove-dialog-phone');
    await card.getByText('Withdrawn', { exact: true }).waitFor();
    await screenshot(page, 'participants-removed-phone');
    await context.close();
  }, 180_000);
});
