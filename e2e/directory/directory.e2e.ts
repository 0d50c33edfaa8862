import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { acceptCookies, baseUrl, useBrowser, screenshot } from '../support/browser.ts';
import { signInThroughForm, type PersonaName } from '../support/personas.ts';

/**
 * The company directory as the personas use it, at the two sizes the issue
 * names: 1366 × 900 and a 390 × 844 phone. Who is listed is the server's profile policy; these
 * tests check what each persona sees, that search and filters narrow it, and that a card opens
 * the profile.
 */
const browser = useBrowser();

const SIZES = {
  desktop: { width: 1366, height: 900 },
  phone: { width: 390, height: 844 },
} as const;

async function signedIn(who: PersonaName, size: keyof typeof SIZES) {
  const context = await browser.newContext({ baseURL: baseUrl(), viewport: SIZES[size] });
  const page = await context.newPage();
  await acceptCookies(page);
  await signInThroughForm(page, who);
  await page.waitForURL(/\/(startup|corporate|admin)$/);
  return { context, page };
}

/** The names on the cards once the list has loaded (not while it shows the previous page). */
async function cardNames(page: Page) {
  await page.getByTestId('directory-card').first().waitFor();
  await page.locator('[role=list][aria-busy=true]').waitFor({ state: 'detached' });
  return page.getByTestId('directory-card').locator('h3').allTextContents();
}

async function waitForNames(page: Page, expected: string[]) {
  await expect.poll(() => cardNames(page), { timeout: 10_000 }).toEqual(expected);
}

/**
 * Waits until the cards include every expected name and none of the excluded ones. Other browser
 * tests on the same server may register and activate companies, so a full list is not exact.
 */
async function waitForAll(page: Page, expected: string[], excluded: string[]) {
  await expect
    .poll(
      async () => {
        const names = await cardNames(page);
        return expected.every((n) => names.includes(n)) && !excluded.some((n) => names.includes(n));
      },
      { timeout: 10_000 },
    )
    .toBe(true);
}

/** Picks an option of one of the directory's selects (by its test id). */
async function choose(page: Page, testId: string, option: string) {
  await page.getByTestId(testId).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

const STARTUPS = [
  'Aurora Grid AB',
  'Birch Analytics AB',
  'Cobalt Health AB',
  'Dune Materials Oy',
  'Northwind Robotics AB',
];
const CORPORATES = [
  'City of Helsinki Innovation Unit',
  'Fjord Energy AB',
  'Hansa Port Logistics GmbH',
  'Nordlys Mobility AS',
];

describe('company directory', () => {
  it('a startup finds the corporates, searches, filters and opens a profile (1366 × 900)', async () => {
    const { page, context } = await signedIn('startup', 'desktop');
    await page.getByRole('link', { name: 'Directory', exact: true }).click();
    await page.waitForURL('**/startup/directory');
    await page.getByRole('heading', { name: 'Directory' }).waitFor();
    // Corporates only: never other startups, never its own company.
    await waitForAll(page, CORPORATES, STARTUPS);
    expect(await page.getByTestId('list-total').textContent()).toMatch(/^1–\d+ of \d+ corporates$/);
    // Stage and incubator describe startups: a startup is not offered them.
    expect(await page.getByTestId('directory-stage').count()).toBe(0);
    expect(await page.getByTestId('directory-incubator').count()).toBe(0);
    expect(await page.getByRole('radiogroup', { name: 'Kind of company' }).count()).toBe(0);
    await screenshot(page, 'directory-startup-desktop');

    // Words of a description find the company; the URL keeps the search.
    await page.getByLabel('Search corporates').fill('robots');
    await waitForNames(page, ['Hansa Port Logistics GmbH']);
    // A corporate's card shows the start of its description.
    await page
      .getByTestId('directory-card')
      .getByText(/^Container terminals/)
      .waitFor();
    expect(page.url()).toContain('q=robots');

    await page.getByLabel('Search corporates').fill('');
    await waitForAll(page, CORPORATES, STARTUPS);
    await choose(page, 'directory-country', 'Norway');
    await waitForNames(page, ['Nordlys Mobility AS']);
    await page.getByTestId('directory-industries').click();
    await page.getByRole('option', { name: 'Public sector', exact: true }).click();
    await page.keyboard.press('Escape');
    await page.getByTestId('empty-state').getByText('No corporates match your search').waitFor();
    await screenshot(page, 'directory-startup-empty');
    await page
      .getByTestId('empty-state')
      .getByRole('button', { name: 'Clear search and filters' })
      .click();
    await waitForAll(page, CORPORATES, STARTUPS);
    expect(new URL(page.url()).search).toBe('');

    await page.getByRole('link', { name: /^Hansa Port Logistics GmbH/ }).click();
    await page.waitForURL(/\/startup\/companies\/[0-9a-f-]{36}$/);
    await page.getByRole('heading', { name: 'Hansa Port Logistics GmbH' }).waitFor();
    await page.goBack();
    await waitForAll(page, CORPORATES, STARTUPS);
    await context.close();
  });

  it('a corporate finds the startups and filters by stage on a phone (390 × 844)', async () => {
    const { page, context } = await signedIn('corp', 'phone');
    await page.goto('/corporate/directory');
    await waitForAll(page, STARTUPS, CORPORATES);
    // On a phone the filters fold behind one button.
    expect(await page.getByTestId('directory-stage').isVisible()).toBe(false);
    await screenshot(page, 'directory-corp-phone');
    await page.getByRole('button', { name: 'Filters', exact: true }).click();
    await choose(page, 'directory-stage', 'Pilot');
    await waitForAll(page, ['Northwind Robotics AB'], ['Aurora Grid AB', 'Birch Analytics AB']);
    await page.getByRole('button', { name: 'Filters (1)' }).waitFor();
    await screenshot(page, 'directory-corp-phone-filtered');
    await choose(page, 'directory-incubator', 'STING');
    await choose(page, 'directory-stage', 'Scale-up');
    await waitForNames(page, ['Birch Analytics AB']);
    await context.close();
  });

  it('a startup on a phone reaches the directory from the menu (390 × 844)', async () => {
    const { page, context } = await signedIn('startup', 'phone');
    await page.getByRole('button', { name: 'Toggle navigation' }).click();
    await page.getByRole('link', { name: 'Directory', exact: true }).click();
    await waitForAll(page, CORPORATES, STARTUPS);
    await screenshot(page, 'directory-startup-phone');
    await context.close();
  });

  it('the admin chooses the kind of company; the incubator admin sees its startups (1366 × 900)', async () => {
    const admin = await signedIn('admin', 'desktop');
    await admin.page.getByRole('link', { name: 'Directory', exact: true }).click();
    await admin.page.getByRole('radiogroup', { name: 'Kind of company' }).waitFor();
    await admin.page.getByTestId('directory-card').first().waitFor();
    expect(await admin.page.getByTestId('list-total').textContent()).toMatch(
      /^1–\d+ of \d+ companies$/,
    );
    await admin.page.getByTestId('directory-stage').waitFor();
    await admin.page.getByText('Corporates', { exact: true }).click();
    // Stage and incubator describe startups: not offered once corporates are chosen.
    await admin.page.getByTestId('directory-stage').waitFor({ state: 'detached' });
    const corporates = await cardNames(admin.page);
    expect(corporates).toEqual(expect.arrayContaining(CORPORATES));
    expect(corporates).not.toContain('Northwind Robotics AB');
    await screenshot(admin.page, 'directory-admin-desktop');
    await admin.page.getByRole('link', { name: /^Fjord Energy AB/ }).click();
    await admin.page.waitForURL(/\/admin\/companies\/[0-9a-f-]{36}$/);
    await admin.context.close();

    const incubator = await signedIn('incubator', 'desktop');
    await incubator.page.getByRole('link', { name: 'Directory', exact: true }).click();
    await waitForAll(
      incubator.page,
      ['Aurora Grid AB', 'Birch Analytics AB', 'Northwind Robotics AB'],
      ['Cobalt Health AB', 'Dune Materials Oy', ...CORPORATES],
    );
    expect(await incubator.page.getByTestId('directory-incubator').count()).toBe(0);
    await incubator.context.close();
  });

  it('an event host has no directory', async () => {
    const { page, context } = await signedIn('host', 'desktop');
    await page.getByRole('link', { name: 'Events', exact: true }).waitFor();
    expect(await page.getByRole('link', { name: 'Directory', exact: true }).count()).toBe(0);
    // A page its kind may not open is, for the host, a page that does not exist (decision 075).
    await page.goto('/admin/directory');
    await page.waitForURL('**/notfound');
    await page.getByRole('heading', { name: 'Page not found' }).waitFor();
    await context.close();
  });
});
