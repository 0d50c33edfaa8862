import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { acceptCookies, launchBrowser, newPage, screenshot } from '../support/browser.ts';
import { signInThroughForm } from '../support/personas.ts';
import { acceptInvitation, registerOrganisation } from './helpers.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

describe('disabling one person', () => {
  it('a full admin disables a user from the users list; the user is signed out on the next request', async () => {
    const stamp = Date.now();
    const name = `Dora Disable ${stamp % 10000}`;
    const person = await newPage(browser);
    await acceptCookies(person.page);
    const { invitePath } = await registerOrganisation(
      person.page.request,
      { name: `Quay Logistics ${stamp % 10000}`, type: 'corp', country: 'NO' },
      { email: `dora-${stamp}@quay.example`, name },
    );
    await acceptInvitation(person.page, invitePath, 'quay side logistics');
    await person.page.waitForURL('**/corporate**');

    const { page, context } = await newPage(browser);
    await acceptCookies(page);
    await signInThroughForm(page, 'admin');
    await page.waitForURL('**/admin');
    await page.getByRole('link', { name: 'Users', exact: true }).click();
    await page.getByTestId('user-search').fill(name);
    await page.getByTestId('users-table').getByText(name).waitFor();
    await page.getByRole('button', { name: `Disable ${name}` }).click();
    const dialog = page.getByRole('dialog', { name: `Disable ${name}?` });
    await screenshot(page, 'admin-disable-user-confirm');
    await dialog.getByRole('button', { name: 'Disable' }).click();
    await page.getByTestId('users-table').getByText('Disabled').waitFor();

    await person.page.goto('/corporate/team');
    await person.page.waitForURL((url) => url.pathname === '/');
    expect(
      await person.page.evaluate(() => localStorage.getItem('matchday.credentials')),
    ).toBeNull();
    await person.context.close();
    await context.close();
  });
});
