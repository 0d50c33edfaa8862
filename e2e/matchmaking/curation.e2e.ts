import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { graphql, personaToken } from '../support/api.ts';
import {
  acceptCookies,
  launchBrowser,
  newPage,
  screenshot,
  type Viewport,
} from '../support/browser.ts';
import { signInThroughForm } from '../support/personas.ts';

/**
 * Curation that sticks, as the EVENT_HOST: at an event of its own (made over the API: demo
 * startups approved, one registered and waiting, the demo corporate's published need), the host
 * generates suggestions, removes one, generates again and finds it still gone; it opens a
 * startup's read-only profile card from the Matches board and from the participants list, on a
 * desktop and on a phone.
 */
let browser: Browser;
let eventId = '';
const NEED = 'Autonomous inspection of wind and hydro assets';
const TOP = 'Northwind Robotics AB';
/** The startup the host removes: the runner-up of the first run. */
let removed = '';
/** Registered for the event, waiting for the organisers' approval. */
const WAITING = 'Cobalt Health AB';
const CARD = /^Open the profile card of /;

const ADMIN = '/api/matrix/neo';
type Company = { me: { company: { id: string } } };

async function companyId(type: 'startup' | 'corp', email: string) {
  const token = await personaToken(type, email);
  const data = (await graphql(`/api/${type}`, token, '{ me { company { id } } }')) as Company;
  return { token, id: data.me.company.id };
}

beforeAll(async () => {
  browser = await launchBrowser();
  const admin = await personaToken('admin', 'admin@matchday.test');
  const day = new Date(Date.now() + 21 * 86_400_000);
  day.setUTCHours(0, 0, 0, 0);
  const at = (h: number) => new Date(day.getTime() + h * 3_600_000).toISOString();
  const created = (await graphql(
    ADMIN,
    admin,
    'mutation ($input: CreateEventInput!) { createEvent(input: $input) { id } }',
    {
      input: {
        name: `Curation Day ${Date.now() % 100_000}`,
        timezone: 'Europe/Stockholm',
        startDate: at(7),
        endDate: at(16),
        schedule: { sessions: [{ start: at(8), end: at(11) }], meetingMinutes: 20, tables: 4 },
      },
    },
  )) as { createEvent: { id: string } };
  eventId = created.createEvent.id;
  await graphql(ADMIN, admin, 'mutation ($id: ID!) { publishEvent(id: $id) { id } }', {
    id: eventId,
  });
  const hosts = (await graphql(
    ADMIN,
    admin,
    '{ admins(filter: { adminType: EVENT_HOST }, limit: 100) { items { id email } } }',
  )) as { admins: { items: { id: string; email: string }[] } };
  const host = hosts.admins.items.find((a) => a.email === 'host@matchday.test')!;
  await graphql(
    ADMIN,
    admin,
    'mutation ($e: ID!, $a: [ID!]!) { setEventHosts(eventId: $e, adminIds: $a) { id } }',
    { e: eventId, a: [host.id] },
  );
  const startups = await Promise.all(
    ['startup', 'aurora', 'dune', 'birch'].map((p) => companyId('startup', `${p}@matchday.test`)),
  );
  const corp = await companyId('corp', 'corp@matchday.test');
  await graphql(
    ADMIN,
    admin,
    'mutation ($e: ID!, $c: [ID!]!) { addEventAttendees(eventId: $e, companyIds: $c) { id } }',
    { e: eventId, c: [...startups.map((s) => s.id), corp.id] },
  );
  const cobalt = await companyId('startup', 'cobalt@matchday.test');
  await graphql(
    '/api/startup',
    cobalt.token,
    'mutation ($e: ID!) { joinEvent(eventId: $e) { state } }',
    {
      e: eventId,
    },
  );
  const need = (await graphql(
    '/api/corp',
    corp.token,
    'mutation ($e: ID!, $i: CreateNeedInput!) { createNeed(eventId: $e, input: $i) { id } }',
    {
      e: eventId,
      i: {
        title: NEED,
        description:
          'We run 40 wind farms and 12 hydro plants. We look for robots or drones that inspect turbine blades, dams and substations without people on site, and software that turns the images into maintenance orders.',
        industries: ['Energy'],
        technologies: ['Robotics', 'Computer vision', 'Drones'],
        stages: ['PILOT', 'MARKET_ENTRY', 'GROWTH'],
        countries: ['SE', 'NO', 'FI', 'DK'],
        wantedMeetings: 4,
      },
    },
  )) as { createNeed: { id: string } };
  await graphql('/api/corp', corp.token, 'mutation ($n: ID!) { publishNeed(needId: $n) { id } }', {
    n: need.createNeed.id,
  });
});
afterAll(() => browser.close());

async function hostPage(viewport: Viewport) {
  const { page, context } = await newPage(browser, { viewport });
  await acceptCookies(page);
  await signInThroughForm(page, 'host');
  await page.waitForURL('**/admin');
  return { page, context };
}

const cardButton = (page: Page, name: string) =>
  page.getByRole('button', { name: `Open the profile card of ${name}` });

/**
 * A screenshot with the card's drawer open: once it has slid in, with the window as tall as the
 * page so the overlay covers all of it (a full-page shot of a taller page leaves its fixed
 * overlay where the window was).
 */
async function drawerShot(page: Page, name: string) {
  const size = page.viewportSize()!;
  const content = page.locator('.mantine-Drawer-content');
  await expect
    .poll(() =>
      content.evaluate((el) => {
        const box = el.getBoundingClientRect();
        return `${getComputedStyle(el).opacity} ${Math.round(box.right)}`;
      }),
    )
    .toBe(`1 ${size.width}`);
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  await page.setViewportSize({ width: size.width, height: Math.max(height, size.height) });
  await screenshot(page, name);
  await page.setViewportSize(size);
}

/** Opens a startup's card, checks what it shows, and leaves the drawer open for a screenshot. */
async function openCard(page: Page, name: string, shows: RegExp) {
  await cardButton(page, name).first().click();
  const drawer = page.getByRole('dialog', { name: /Startup profile/ });
  await drawer.getByRole('heading', { name }).waitFor();
  await drawer.getByText(shows).first().waitFor();
  return drawer;
}

describe('curation that sticks, as the host', () => {
  it('a removed suggestion stays removed when generating again; the card opens from the board (desktop)', async () => {
    const { page, context } = await hostPage('desktop');
    await page.goto(`/admin/events/${eventId}/matches`);
    await page.getByTestId('generate-suggestions').click();
    const outcome = page.getByTestId('suggestion-run-outcome');
    await outcome.getByText(/proposed for 1 need from 4 startups/).waitFor();
    const section = page.getByRole('region', { name: NEED });
    const row = (name: string) => section.getByRole('row', { name: new RegExp(name) });
    await row(TOP).waitFor();
    const proposed = await section.getByRole('button', { name: CARD }).allTextContents();
    expect(proposed[0]).toBe(TOP);
    expect(proposed.length).toBeGreaterThan(1);
    removed = proposed[1]!;

    await section.getByRole('button', { name: `Remove ${removed} from ${NEED}` }).click();
    const confirm = page.getByRole('dialog', { name: `Remove ${removed}?` });
    await confirm.getByText(/Generating again does not bring it back/).waitFor();
    await confirm.getByRole('button', { name: 'Remove suggestion' }).click();
    await row(removed).waitFor({ state: 'detached' });

    await page.getByTestId('generate-suggestions').click();
    await outcome.getByText(/proposed for 1 need from 4 startups/).waitFor();
    await row(TOP).waitFor();
    // The board reloads after a run: the removed startup is still not there.
    await page.reload();
    await row(TOP).waitFor();
    expect(await section.getByRole('button', { name: CARD }).allTextContents()).not.toContain(
      removed,
    );
    await screenshot(page, 'curation-host-regenerated');

    const drawer = await openCard(page, TOP, /Warehouse robots that pay for themselves/);
    await drawer.getByText('Read only').waitFor();
    await drawerShot(page, 'curation-host-card');
    await page.keyboard.press('Escape');
    await drawer.waitFor({ state: 'detached' });
    await context.close();
  });

  it('the card opens from the participants list for a registration waiting for approval (desktop)', async () => {
    const { page, context } = await hostPage('desktop');
    await page.goto(`/admin/events/${eventId}`);
    await page.getByRole('tab', { name: /Participants/ }).click();
    await page.getByRole('button', { name: `Approve ${WAITING}` }).waitFor();
    await openCard(page, WAITING, /Home tests for early sepsis/);
    await drawerShot(page, 'curation-host-participant-card');
    await context.close();
  });

  it('on a phone: the board without the removed startup, and the card full screen', async () => {
    const { page, context } = await hostPage('phone');
    await page.goto(`/admin/events/${eventId}/matches`);
    const card = page.getByRole('article', { name: TOP });
    await card.waitFor();
    expect(await page.getByRole('article', { name: removed }).count()).toBe(0);
    await screenshot(page, 'curation-host-board-phone');
    await openCard(page, TOP, /Warehouse robots that pay for themselves/);
    await drawerShot(page, 'curation-host-card-phone');
    await context.close();
  });

  it('the ADMIN sets the floor on the event form; a score out of range is named, nothing is lost', async () => {
    const { page, context } = await newPage(browser);
    await acceptCookies(page);
    await signInThroughForm(page, 'admin');
    await page.waitForURL('**/admin');
    await page.goto(`/admin/events/${eventId}/edit`);
    const floor = page.getByLabel('Suggestion floor');
    await expect.poll(() => floor.inputValue()).toBe('20');
    await floor.fill('140');
    await page.getByTestId('save-event').click();
    await page.getByText('Use a whole score from 0 to 100').waitFor();
    expect(await floor.inputValue()).toBe('140');
    await page.evaluate(() => window.scrollTo(0, 0));
    await screenshot(page, 'curation-admin-floor-refused');
    await floor.fill('30');
    await page.getByTestId('save-event').click();
    await page.waitForURL(new RegExp(`/admin/events/${eventId}$`));
    await page.goto(`/admin/events/${eventId}/edit`);
    await expect.poll(() => page.getByLabel('Suggestion floor').inputValue()).toBe('30');
    await context.close();
  });
});
