import { randomUUID } from 'node:crypto';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { acceptCookies, baseUrl, launchBrowser, screenshot } from '../support/browser.ts';
import { DEMO_PASSWORD, signInThroughForm, type PersonaName } from '../support/personas.ts';

/**
 * Applications in chromium: Northwind (grants access) drafts an
 * application — the form saves itself, a reload keeps it — and cannot submit before its partner
 * confirms; Fjord Energy confirms its part; Northwind submits; the programme's admin finds it in
 * the review queue, starts the review and approves it with a note; both parties read the
 * decision. A startup without grants access has no Grants area. Screens at desktop and phone
 * width.
 */
let browser: Browser;
const SIZES = { desktop: { width: 1366, height: 900 }, phone: { width: 390, height: 844 } };
const TITLE = `Pilot: grid-edge battery trial ${randomUUID().slice(0, 6)}`;
let applicationPath = '';

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

async function signedIn(who: PersonaName | 'aurora', size: keyof typeof SIZES = 'desktop') {
  const context = await browser.newContext({ baseURL: baseUrl(), viewport: SIZES[size] });
  const page = await context.newPage();
  await acceptCookies(page);
  if (who === 'aurora') {
    await page.goto('/');
    const region = page.locator('#sign-in');
    await region.getByText('Startup', { exact: true }).click();
    await region.getByLabel('E-mail').fill('aurora@matchday.test');
    await region.locator('input[type=password]').fill(DEMO_PASSWORD);
    await region.getByRole('button', { name: /^Sign in/ }).click();
  } else {
    await signInThroughForm(page, who);
  }
  await page.waitForURL(/\/(startup|corporate|admin)/);
  return { page, context };
}

const saved = (page: Page) =>
  page
    .getByTestId('save-state')
    .getByText(/^Saved \d\d:\d\d$/)
    .waitFor();

async function openGrants(page: Page) {
  await page.getByRole('link', { name: 'Grants', exact: true }).first().click();
  await page.getByRole('heading', { name: 'Innovation grants', level: 1 }).waitFor();
}

describe('an innovation grant application', () => {
  it('the startup drafts with autosave; submitting waits for the partner', async () => {
    const { page, context } = await signedIn('startup');
    await openGrants(page);
    // The demo's applications are listed.
    await page.getByText('Predictive maintenance for wind-turbine gearboxes').waitFor();
    await page.getByRole('button', { name: 'New application' }).first().click();
    await page.waitForURL(/\/startup\/grants\/[0-9a-f-]{36}$/);
    applicationPath = new URL(page.url()).pathname;

    await page.getByRole('combobox', { name: 'Corporate partner' }).click();
    await page.getByRole('option', { name: 'Fjord Energy AB' }).click();
    await page.getByLabel('Project title', { exact: true }).fill(TITLE);
    await page
      .getByLabel('Summary', { exact: true })
      .fill('A home battery fleet answers the grid operator’s calls.');
    await page
      .getByLabel('Plan', { exact: true })
      .fill('Months 1–3: install 40 batteries.\nMonths 4–6: measure.');
    await page.getByLabel('Budget line 1', { exact: true }).fill('Batteries and installation');
    await page.getByLabel('Amount, line 1', { exact: true }).fill('400000');
    await page.getByRole('button', { name: 'Add a budget line' }).click();
    await page.getByLabel('Budget line 2', { exact: true }).fill('Analysis');
    await page.getByLabel('Amount, line 2', { exact: true }).fill('100000');
    await page.getByLabel('Total budget', { exact: true }).fill('450000');
    // The form sees the mismatch before the server does.
    await page.getByText('The budget lines must add up to the total').first().waitFor();
    await page.getByLabel('Total budget', { exact: true }).fill('500000');
    await page.getByLabel('Timeline (months)', { exact: true }).fill('6');
    await page.getByLabel('Signatory’s name').fill('Stina Startup');
    await page.getByLabel('Signatory’s email').fill('startup@matchday.test');
    await saved(page);

    // Autosaved: a reload shows what was typed.
    await page.reload();
    await expect
      .poll(() => page.getByLabel('Project title', { exact: true }).inputValue())
      .toBe(TITLE);
    expect(await page.getByLabel('Amount, line 2', { exact: true }).inputValue()).toMatch(
      /^100\s?000 kr$/,
    );

    await page.getByRole('button', { name: 'Submit application' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Submit', exact: true }).click();
    await page
      .getByRole('dialog')
      .getByText('The corporate partner has not confirmed its part yet')
      .waitFor();
    await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    await page.getByText('Waiting for Fjord Energy AB to confirm its part').waitFor();
    await screenshot(page, 'grants-startup-draft');
    await context.close();
  });

  it('the corporate partner confirms its part (phone)', async () => {
    const { page, context } = await signedIn('corp', 'phone');
    await page.goto('/corporate/grants');
    await page.getByRole('heading', { name: 'Innovation grants', level: 1 }).waitFor();
    await page.getByRole('link', { name: TITLE }).click();
    await page.getByRole('heading', { name: 'Confirm your part' }).waitFor();
    await page.getByLabel('Signatory’s name').fill('Carl Corporate');
    await page.getByLabel('Signatory’s email').fill('corp@matchday.test');
    await page.getByRole('button', { name: 'Confirm our part' }).click();
    await page
      .getByTestId('partner-confirmed')
      .getByText(/Carl Corporate signs for you/)
      .waitFor();
    await screenshot(page, 'grants-corporate-confirm-phone');
    await context.close();
  });

  it('the startup submits; the submitted version is kept', async () => {
    const { page, context } = await signedIn('startup');
    await page.goto(applicationPath);
    await page.getByTestId('partner-confirmed').waitFor();
    await page.getByRole('button', { name: 'Submit application' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Submit', exact: true }).click();
    await page.getByTestId('grant-status').getByText('Submitted').waitFor();
    await page.getByRole('heading', { name: 'Submitted version' }).waitFor();
    await page.getByRole('button', { name: /^Version 1, submitted/ }).click();
    await page.getByRole('table', { name: 'Budget lines' }).first().getByText('Analysis').waitFor();
    await page.getByRole('heading', { name: 'Status timeline' }).waitFor();
    await screenshot(page, 'grants-startup-submitted');
    await context.close();
  });

  it('the admin reviews from the queue and approves with a note', async () => {
    const { page, context } = await signedIn('admin');
    await openGrants(page);
    await page.getByLabel('Search').fill(TITLE.slice(-20));
    await page.getByRole('link', { name: TITLE }).click();
    await page.getByRole('button', { name: 'Start review' }).click();
    await page.getByTestId('grant-status').getByText('In review').waitFor();
    await page.getByLabel('Approve').check();
    await page.getByLabel('Note to both parties').fill('Well scoped; report monthly.');
    await page.getByRole('button', { name: 'Record the decision' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Approve', exact: true }).click();
    await page.getByTestId('grant-status').getByText('Approved').waitFor();
    await page.getByRole('link', { name: 'Agreement' }).waitFor();
    await screenshot(page, 'grants-admin-approved');
    await context.close();

    const phone = await signedIn('admin', 'phone');
    await phone.page.goto('/admin/grants?status=APPROVED');
    await phone.page.getByRole('link', { name: TITLE }).waitFor();
    await screenshot(phone.page, 'grants-admin-queue-phone');
    await phone.context.close();
  });

  it('both parties read the decision; a startup without grants access has no Grants area', async () => {
    const { page, context } = await signedIn('startup', 'phone');
    await page.goto(applicationPath);
    await page.getByRole('heading', { name: 'Approved by the programme' }).waitFor();
    await page.getByText('Well scoped; report monthly.').first().waitFor();
    await screenshot(page, 'grants-startup-approved-phone');
    await context.close();

    const aurora = await signedIn('aurora');
    await aurora.page.getByRole('link', { name: 'Resources', exact: true }).first().waitFor();
    expect(await aurora.page.getByRole('link', { name: 'Grants', exact: true }).count()).toBe(0);
    await aurora.page.goto(applicationPath);
    await aurora.page.waitForURL('**/notfound');
    await aurora.context.close();
  });
});
