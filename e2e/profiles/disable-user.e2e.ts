import { describe, expect, it } from 'vitest';
import { acceptCookies, useBrowser, newPage, screenshot } from '../support/browser.ts';
import { signInThroughForm } from '../support/personas.ts';
import { acceptInvitation, registerOrganisation } from './helpers.ts';

const browser = useBrowser();

describe('disabling one person', () => {
  it('a full admin disables a user from the users list; the user’s next request ends with the deactivated screen', async () => {
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
    // Not a silent return to sign-in: the screen says why the session ended (decision 083).
    await person.page.getByRole('heading', { name: 'Your account was deactivated' }).waitFor();
    await person.page
      .getByTestId('account-deactivated')
      .getByText(`dora-${stamp}@quay.example`)
      .waitFor();
    await screenshot(person.page, 'user-deactivated');
    expect(
      await person.page.evaluate(() => localStorage.getItem('matchday.credentials')),
    ).toBeNull();
    await person.context.close();
    await context.close();
  });
});
