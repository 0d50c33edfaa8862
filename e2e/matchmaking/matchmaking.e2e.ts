import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  acceptCookies,
  useBrowser,
  newPage,
  screenshot,
  type Viewport,
} from '../support/browser.ts';
import { adminToken } from '../support/api.ts';
import { DEMO_PASSWORD, signInThroughForm, type PersonaName } from '../support/personas.ts';

/**
 * End to end at the demo event (whose selection window is open): the ADMIN approves a
 * waiting startup, generates suggestions again (choices already made stay: the Northwind
 * must-meet is still confirmed) and publishes the new ones; the corporate chooses Must meet for
 * the newly suggested startup at one need and No thanks at the other; that startup confirms; the
 * Outbox holds the `match` mail it was sent.
 */
const browser = useBrowser();

const EVENT = 'Nordic Energy & Mobility Matchmaking';
const INSPECTION = 'Autonomous inspection of wind and hydro assets';
const FLEXIBILITY = 'Demand flexibility from buildings and batteries';
const CORPORATE = 'Fjord Energy AB';
/** Registered at the demo event, waiting for approval; its person is aurora@matchday.test. */
const NEWCOMER = 'Aurora Grid AB';

async function signedIn(who: PersonaName, viewport: Viewport = 'desktop') {
  const { page, context } = await newPage(browser, { viewport });
  await acceptCookies(page);
  await signInThroughForm(page, who);
  await page.waitForURL(who === 'startup' || who === 'corp' ? /\/(startup|corporate)/ : '**/admin');
  return { page, context };
}

/** A demo startup person who is not one of the named personas. */
async function signedInStartup(email: string) {
  const { page, context } = await newPage(browser);
  await acceptCookies(page);
  await page.goto('/');
  const region = page.locator('#sign-in');
  await region.getByText('Startup', { exact: true }).click();
  await region.getByLabel('E-mail').fill(email);
  await region.locator('input[type=password]').fill(DEMO_PASSWORD);
  await region.getByRole('button', { name: /^Sign in/ }).click();
  await page.waitForURL(/\/startup/);
  return { page, context };
}

/** A need's section on the Matches board, and a startup's row in its table (desktop). */
const needSection = (page: Page, title: string) => page.getByRole('region', { name: title });
const boardRow = (page: Page, need: string, startup: string) =>
  needSection(page, need).getByRole('row', { name: new RegExp(startup) });

describe('suggestions from generation to a confirmed meeting', () => {
  let eventId = '';

  it('the ADMIN approves a startup, generates and publishes suggestions; choices made stay', async () => {
    const { page, context } = await signedIn('admin');
    await page.getByRole('link', { name: 'Events', exact: true }).first().click();
    await page.getByRole('link', { name: EVENT }).first().click();
    await page.waitForURL(/\/admin\/events\/[0-9a-f-]{36}/);
    eventId = new URL(page.url()).pathname.split('/')[3]!;

    await page.getByRole('tab', { name: /Participants/ }).click();
    await page.getByRole('button', { name: `Approve ${NEWCOMER}` }).click();
    await page.getByRole('button', { name: `Approve ${NEWCOMER}` }).waitFor({ state: 'detached' });

    await page.getByRole('tab', { name: 'Matches' }).click();
    await page.waitForURL(/\/matches$/);
    const counters = page.getByTestId('board-counters');
    await counters.waitFor();
    // The demo's must-meet, confirmed by Northwind, before and after generating again.
    await boardRow(page, INSPECTION, 'Northwind Robotics AB')
      .getByText('Must meet · confirmed')
      .waitFor();

    await page.getByTestId('generate-suggestions').click();
    const outcome = page.getByTestId('suggestion-run-outcome');
    await outcome.getByText(/proposed for 2 needs from 4 startups/).waitFor();
    await boardRow(page, FLEXIBILITY, NEWCOMER).getByText('Proposed', { exact: true }).waitFor();
    await boardRow(page, INSPECTION, 'Northwind Robotics AB')
      .getByText('Must meet · confirmed')
      .waitFor();
    await page.getByText(/2 suggestions proposed, not yet visible/).waitFor();
    await screenshot(page, 'matchmaking-admin-generated');

    await page.getByTestId('publish-suggestions').click();
    const dialog = page.getByRole('dialog', { name: 'Publish the proposed suggestions?' });
    await dialog.getByText('2 proposed suggestions become visible').waitFor();
    await dialog.getByRole('button', { name: 'Publish and e-mail corporates' }).click();
    await outcome.getByText(/2 suggestions published/).waitFor();
    await boardRow(page, FLEXIBILITY, NEWCOMER).getByText('Awaiting corporate').waitFor();
    await boardRow(page, INSPECTION, 'Northwind Robotics AB')
      .getByText('Must meet · confirmed')
      .waitFor();
    await screenshot(page, 'matchmaking-admin-published');
    await context.close();
  });

  it('the corporate chooses Must meet for the new startup at one need and No thanks at the other', async () => {
    const { page, context } = await signedIn('corp');
    await page.goto(`/corporate/events/${eventId}/suggestions`);
    await page.getByRole('tab', { name: FLEXIBILITY }).click();
    const mustMeet = page.getByRole('button', { name: `Must meet: ${NEWCOMER}` });
    await mustMeet.click();
    await expect.poll(() => mustMeet.getAttribute('aria-pressed')).toBe('true');

    // Suggested for both needs, it is declined for the other one (weak matches stay under the
    // event's suggestion floor, so the new startup's second suggestion is the one to decline).
    await page.getByRole('tab', { name: INSPECTION }).click();
    await page.getByRole('button', { name: `No thanks: ${NEWCOMER}` }).click();
    const dialog = page.getByRole('dialog', { name: `No thanks to ${NEWCOMER}?` });
    await dialog.getByLabel('Reason (optional)').fill('Batteries, not inspection');
    await dialog.getByRole('button', { name: 'No thanks' }).click();
    await dialog.waitFor({ state: 'detached' });
    const noThanks = page.getByRole('button', { name: `No thanks: ${NEWCOMER}` });
    await expect.poll(() => noThanks.getAttribute('aria-pressed')).toBe('true');
    await screenshot(page, 'matchmaking-corporate-chosen');
    await context.close();
  });

  it('the chosen startup confirms', async () => {
    // Aurora Grid's person reads Matchday in Swedish (the demo's choice): the page speaks it.
    const startup = await signedInStartup('aurora@matchday.test');
    await startup.page.goto(`/startup/events/${eventId}/selections`);
    await startup.page.getByRole('button', { name: `Bekräfta mötet med ${CORPORATE}` }).click();
    await startup.page.getByRole('dialog').getByRole('button', { name: 'Bekräfta mötet' }).click();
    await startup.page.getByText(`Ni har bekräftat mötet med ${CORPORATE}`).first().waitFor();
    await screenshot(startup.page, 'matchmaking-startup-confirmed');
    await startup.context.close();
  });

  it('the board shows the confirmed pair and the Outbox the match mail', async () => {
    const { page, context } = await signedIn('admin');
    await page.goto(`/admin/events/${eventId}/matches`);
    await boardRow(page, FLEXIBILITY, NEWCOMER).getByText('Must meet · confirmed').waitFor();
    await boardRow(page, INSPECTION, NEWCOMER).getByText('Batteries, not inspection').waitFor();
    await boardRow(page, INSPECTION, 'Northwind Robotics AB')
      .getByText('Must meet · confirmed')
      .waitFor();
    // Northwind's must-meet, the new one and the demo's accepted pairing requests.
    const confirmed = await confirmedPairs(page, eventId);
    expect(confirmed).toBeGreaterThanOrEqual(2);
    await page.getByRole('button', { name: new RegExp(`^${confirmed} Confirmed pairs`) }).waitFor();
    await screenshot(page, 'matchmaking-admin-confirmed');

    await page.getByRole('link', { name: 'Outbox' }).click();
    await page.getByLabel('Recipient').fill('aurora@matchday');
    await page.getByRole('combobox', { name: 'Template' }).fill('match');
    await page.keyboard.press('Escape');
    const row = page
      .getByTestId('outbox-table')
      .getByRole('row', { name: /aurora@matchday\.test.*match/ })
      .first();
    await row.waitFor();
    await screenshot(page, 'matchmaking-admin-outbox');
    await context.close();
  });

  it('the board and the needs fit a phone', async () => {
    const phone = await signedIn('admin', 'phone');
    await phone.page.goto(`/admin/events/${eventId}/matches`);
    const card = needSection(phone.page, FLEXIBILITY).getByRole('article', { name: NEWCOMER });
    await card.getByText('Must meet · confirmed').waitFor();
    await screenshot(phone.page, 'matchmaking-admin-matches-phone');
    await phone.page.goto(`/admin/events/${eventId}/needs`);
    await phone.page.getByRole('article', { name: FLEXIBILITY }).waitFor();
    await screenshot(phone.page, 'matchmaking-admin-needs-phone');
    await phone.context.close();
  });
});

/** The event's CONFIRMED matches, counted on the admin graph. */
async function confirmedPairs(page: Page, eventId: string) {
  const authorization = await adminToken(page.request);
  const res = await page.request.post('/api/matrix/neo', {
    headers: { authorization, deviceid: 'e2e-api' },
    data: {
      query: 'query($e: ID!) { eventMatches(eventId: $e) { state } }',
      variables: { e: eventId },
    },
  });
  const body = (await res.json()) as { data: { eventMatches: { state: string }[] } };
  return body.data.eventMatches.filter((m) => m.state === 'CONFIRMED').length;
}
