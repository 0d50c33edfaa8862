import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { acceptCookies, launchBrowser, newPage, screenshot } from '../support/browser.ts';
import { signInThroughForm } from '../support/personas.ts';
import {
  acceptInvitation,
  choose,
  FIXTURES,
  registerOrganisation,
  selectInput,
} from './helpers.ts';

let browser: Browser;
/** The new startup's own browser, kept signed in for the deactivation test. */
let startup: { context: BrowserContext; page: Page; companyId: string } | null = null;
const stamp = Date.now();
const COMPANY = `Tidewater Sensors ${stamp % 100000}`;
const PASSWORD = 'tidewater sensors 2024';

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await startup?.context.close();
  await browser.close();
});

const next = (page: Page) => page.getByRole('button', { name: 'Save and continue' }).click();
const stepTitle = (page: Page, title: string) =>
  page.locator('#wizard-step-title', { hasText: title }).waitFor();

describe('startup onboarding', () => {
  it('a new startup completes onboarding with a logo and a deck, and its profile shows them', async () => {
    const { context, page } = await newPage(browser);
    await acceptCookies(page);
    const email = `tove-${stamp}@example.org`;
    const { companyId, invitePath } = await registerOrganisation(
      page.request,
      { name: COMPANY, type: 'startup', country: 'SE', incubator: 'STING' },
      { email, name: 'Tove Tide' },
    );
    startup = { context, page, companyId };
    await acceptInvitation(page, invitePath, PASSWORD);
    await page.waitForURL('**/startup/onboarding');
    await page.getByTestId('accept-terms').click();
    await stepTitle(page, 'Company basics');

    // Step 1: the shared schema refuses in the browser, naming the fields under them.
    await next(page);
    await page.getByText('Enter the city').waitFor();
    await page.getByText('Choose a size band').waitFor();
    await screenshot(page, 'onboarding-basics-errors');
    await page.getByLabel('City').fill('Gothenburg');
    await page.getByLabel('Website').fill('tidewater.example');
    await page.getByLabel('Founded').fill('2022');
    await choose(page, 'Size', '10-49 employees');
    await next(page);

    await stepTitle(page, 'What you do');
    await page
      .getByLabel('What does your company do?')
      .fill('Buoys that measure water quality in harbours and report it live.');
    await choose(page, 'Industries', 'Water', 'Wat');
    await page.keyboard.press('Escape');
    await selectInput(page, 'Technologies').fill('LiDAR');
    await page.keyboard.press('Enter');
    await choose(page, 'Stage', 'Prototype');
    await next(page);

    await stepTitle(page, 'Incubator');
    await page.getByRole('radio', { name: 'In an incubator', exact: true }).check();
    // Registered with STING, so the list is already set to it.
    expect(await selectInput(page, 'Incubator').inputValue()).toBe('STING');
    await next(page);

    await stepTitle(page, 'Interested countries');
    await choose(page, 'Interested countries and regions', 'Europe', 'Eur');
    await choose(page, 'Interested countries and regions', 'Japan', 'Jap');
    await page.keyboard.press('Escape');
    await next(page);
    await stepTitle(page, 'Your pitch');

    // Leaving is allowed once name and terms are known: the overview reminds of the profile,
    // and its reminder resumes the wizard at the saved step.
    await page.goto('/startup');
    await page.getByRole('link', { name: /profile fields? to fill in/ }).click();
    await page.waitForURL('**/startup/onboarding');
    await stepTitle(page, 'Your pitch');
    expect(await page.getByText('Step 5 of 7').count()).toBe(1);

    await page.getByLabel('One-line pitch').fill('Live water quality for every harbour');
    await page.getByLabel('Longer pitch').fill('Ports pay fines for pollution they cannot see.');
    await next(page);

    await stepTitle(page, 'Logo and pitch deck');
    const logo = page.getByTestId('upload-logo');
    // The browser checks the type first: a PDF is not a logo.
    await logo.locator('input[type=file]').setInputFiles(path.join(FIXTURES, 'deck.pdf'));
    await logo.getByText('The logo must be a PNG, JPEG or WebP image').waitFor();
    // A page that only claims to be a PNG passes the browser but not the server (415).
    await logo.locator('input[type=file]').setInputFiles({
      name: 'fake.png',
      mimeType: 'image/png',
      buffer: Buffer.from('<html><script>alert(1)</script></html>'),
    });
    await logo.getByText('A logo must be a PNG, JPEG or WebP image').waitFor();
    await logo.locator('input[type=file]').setInputFiles(path.join(FIXTURES, 'logo.png'));
    await logo.getByRole('img', { name: 'Current logo' }).waitFor();
    const deck = page.getByTestId('upload-deck');
    await deck.locator('input[type=file]').setInputFiles(path.join(FIXTURES, 'deck.pdf'));
    await deck.getByRole('link', { name: 'deck.pdf' }).waitFor();
    await screenshot(page, 'onboarding-media');
    await next(page);

    await stepTitle(page, 'Your team');
    await page.getByRole('button', { name: 'Finish onboarding' }).click();
    await page.waitForURL('**/startup/profile');

    const profile = page.getByTestId('company-profile');
    await profile.getByRole('heading', { name: COMPANY }).waitFor();
    await profile.getByText('Live water quality for every harbour').waitFor();
    const img = profile.getByTestId('profile-logo');
    await img.waitFor();
    await expect
      .poll(() => img.evaluate((el) => (el as HTMLImageElement).naturalWidth))
      .toBeGreaterThan(0);
    const deckHref = await profile.getByTestId('profile-deck').getAttribute('href');
    expect(deckHref).toMatch(/^\/api\/files\/[0-9a-f-]{36}\?exp=\d+&sig=/);
    const pdf = await page.request.get(deckHref!);
    expect(pdf.headers()['content-type']).toContain('application/pdf');
    await profile.getByText('STING').first().waitFor();
    await profile.getByText('Prototype').waitFor();
    await screenshot(page, 'startup-profile');

    // The same page at /startup/companies/:id, on a phone.
    const phone = await newPage(browser, { viewport: 'phone' });
    await phone.context.addCookies(await context.cookies());
    await phone.page.addInitScript(
      (credentials) => localStorage.setItem('matchday.credentials', credentials),
      await page.evaluate(() => localStorage.getItem('matchday.credentials')!),
    );
    await acceptCookies(phone.page);
    await phone.page.goto(`/startup/companies/${companyId}`);
    await phone.page.getByTestId('profile-logo').waitFor();
    await screenshot(phone.page, 'startup-profile-phone');
    await phone.context.close();
  });

  it('an admin finds the startup by search, adds a badge and deactivates it; its user is signed out and told why', async () => {
    if (!startup) throw new Error('needs the startup onboarded by the previous test');
    const { page, context } = await newPage(browser);
    await acceptCookies(page);
    await signInThroughForm(page, 'admin');
    await page.waitForURL('**/admin');

    const badgeName = `Harbour pick ${stamp % 10000}`;
    await page.getByRole('link', { name: 'Badges', exact: true }).click();
    await page.getByLabel('Name').fill(badgeName);
    await page.getByLabel('Description').fill('Chosen by the port authorities');
    await page.getByRole('button', { name: 'Create badge' }).click();
    await page.getByRole('listitem').filter({ hasText: badgeName }).waitFor();

    await page.getByRole('link', { name: 'Companies', exact: true }).click();
    await page.getByTestId('company-search').fill('tidewater sensors');
    await page
      .getByTestId('list-total')
      .getByText(/of 1 company$/)
      .waitFor();
    const row = page.getByTestId('companies-table').getByRole('link', { name: COMPANY });
    await row.waitFor();
    await screenshot(page, 'admin-companies-search');
    await row.click();
    await page.waitForURL(`**/admin/companies/${startup.companyId}`);

    const panel = page.getByTestId('company-admin-panel');
    await choose(page, 'Add a badge', badgeName);
    await panel.getByText(badgeName).waitFor();
    await page.getByTestId('company-profile').getByText(badgeName).waitFor();

    await panel.getByRole('button', { name: 'Deactivate' }).click();
    const dialog = page.getByRole('dialog', { name: /Deactivate/ });
    await dialog.getByText('signed out on their next request').waitFor();
    await screenshot(page, 'admin-deactivate-confirm');
    await dialog.getByRole('button', { name: 'Deactivate' }).click();
    await panel.getByTestId('company-status').getByText('Inactive').waitFor();
    await screenshot(page, 'admin-company-inactive');

    // The startup person's next request is refused: signed out, told the account was
    // deactivated and whom to contact (decision 083), not silently sent to the landing page.
    await startup.page.goto('/startup/team');
    await startup.page.getByRole('heading', { name: 'Your account was deactivated' }).waitFor();
    expect(await startup.page.evaluate(() => localStorage.getItem('matchday.credentials'))).toBe(
      null,
    );
    await context.close();
  });
});
