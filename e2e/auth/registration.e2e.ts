import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { adminToken, latestMailTo } from '../support/api.ts';
import { acceptCookies, useBrowser, newPage, screenshot } from '../support/browser.ts';
import { signInThroughForm } from '../support/personas.ts';

const browser = useBrowser();

async function signInAs(page: Page, email: string, password: string) {
  await page.goto('/');
  const region = page.locator('#sign-in');
  await region.getByLabel('E-mail').fill(email);
  await region.locator('input[type=password]').fill(password);
  await region.getByRole('button', { name: 'Sign in', exact: true }).click();
}

/** Done when: register a startup, verify by the outbox link, be activated, sign in. */
describe('startup registration to first sign-in', () => {
  it('registers, verifies by the mailed link, waits for activation, then signs in', async () => {
    const stamp = Date.now();
    const company = `Lumen Grid ${stamp % 100000}`;
    const email = `lina-${stamp}@lumengrid.example`;
    const password = 'northern lights grid';
    const { page, context } = await newPage(browser);
    await acceptCookies(page);

    await page.goto('/');
    const region = page.locator('#sign-in');
    await region.getByRole('button', { name: 'Register your company' }).click();
    await region.getByRole('button', { name: 'Register' }).click();
    await region
      .getByText(/Company name/)
      .first()
      .waitFor();
    expect(await region.getByText('Enter a valid e-mail address').count()).toBe(1);
    await screenshot(page, 'register-errors');
    await region.getByLabel('Company name').fill(company);
    await region.getByLabel('Your name').fill('Lina Lumen');
    await region.getByLabel('Your e-mail').fill(email);
    await region.locator('input[type=password]').fill(password);
    await region.getByRole('button', { name: 'Register' }).click();
    await region.getByText('Check your e-mail').waitFor();

    const authorization = await adminToken(page.request);
    const mail = await latestMailTo(page.request, authorization, email);
    expect(mail.template).toBe('verify');
    await page.goto(new URL(mail.data.link!).pathname);
    await page.getByTestId('verify-done').waitFor();

    // Verified but PENDING: signed in to complete the profile, told it awaits activation.
    await signInAs(page, email, password);
    await page.waitForURL('**/startup/onboarding');
    await page.getByTestId('company-pending').waitFor();
    await screenshot(page, 'registered-startup-pending');

    const admin = await newPage(browser);
    await acceptCookies(admin.page);
    await signInThroughForm(admin.page, 'admin');
    await admin.page.waitForURL('**/admin');
    await admin.page.getByRole('link', { name: 'Companies', exact: true }).click();
    await admin.page.getByTestId('company-search').fill(company);
    await admin.page.getByTestId('companies-table').getByRole('link', { name: company }).click();
    const panel = admin.page.getByTestId('company-admin-panel');
    // The profile below the panel loads after it and shifts the page: act once both are in.
    await admin.page.getByTestId('company-profile').waitFor();
    await panel.getByRole('button', { name: 'Activate', exact: true }).click();
    await admin.page
      .getByRole('dialog', { name: /Activate/ })
      .getByRole('button', { name: 'Activate' })
      .click();
    await panel.getByTestId('company-status').getByText('Active').waitFor();
    await admin.context.close();

    await page.reload();
    await page.getByTestId('viewer-badge').getByText(company).waitFor();
    expect(await page.getByTestId('company-pending').count()).toBe(0);
    await screenshot(page, 'registered-startup-active');
    await context.close();
  });
});
