import { describe, expect, it } from 'vitest';
import { adminToken, latestMailTo } from '../support/api.ts';
import { acceptCookies, useBrowser, newPage, screenshot } from '../support/browser.ts';
import { signInThroughForm } from '../support/personas.ts';
import { acceptInvitation, choose } from './helpers.ts';

const browser = useBrowser();
const stamp = Date.now() % 1_000_000;

describe('accounts console for full admins', () => {
  it('registers an organisation with the form, and refuses the same e-mail again', async () => {
    const { page, context } = await newPage(browser);
    await acceptCookies(page);
    await signInThroughForm(page, 'admin');
    await page.waitForURL('**/admin');
    await page.getByRole('link', { name: 'Companies', exact: true }).click();

    const name = `Kelp Kinetics ${stamp}`;
    const email = `kai-${stamp}@example.org`;
    const register = async () => {
      await page.getByRole('button', { name: 'Register an organisation' }).click();
      const dialog = page.getByRole('dialog', { name: 'Register an organisation' });
      await dialog.getByRole('textbox', { name: 'Name' }).first().fill(name);
      await choose(dialog, 'Incubator', 'KTH Innovation', 'KTH');
      await dialog.getByRole('textbox', { name: 'Name' }).last().fill('Kai Kelp');
      await dialog.getByLabel('E-mail').fill(email);
      await dialog.getByRole('button', { name: 'Register and invite' }).click();
      return dialog;
    };

    const dialog = await register();
    await dialog.getByText(`An invitation to set a password went to ${email}.`).waitFor();
    await screenshot(page, 'admin-register-organisation');
    await dialog.getByRole('link', { name: 'Open the company' }).click();
    await page.getByTestId('company-profile').getByRole('heading', { name }).waitFor();
    await page
      .getByTestId('company-profile')
      .getByRole('cell', { name: 'KTH Innovation', exact: true })
      .waitFor();

    await page.getByRole('link', { name: '← All companies' }).click();
    const again = await register();
    await again.getByText('An account with this e-mail address already exists').waitFor();
    await screenshot(page, 'admin-register-duplicate');
    await context.close();
  });

  it('creates a consortium member with an account filter, who then sees only those accounts', async () => {
    const { page, context } = await newPage(browser);
    await acceptCookies(page);
    await signInThroughForm(page, 'admin');
    await page.waitForURL('**/admin');
    await page.getByRole('link', { name: 'Admins', exact: true }).click();
    await page.getByRole('button', { name: 'Create an admin' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create an admin' });
    const email = `cons-${stamp}@example.org`;
    await dialog.getByLabel('Name').fill('Conrad Consortium');
    await dialog.getByLabel('E-mail').fill(email);
    await dialog.getByRole('combobox', { name: 'Kind' }).click();
    await page.getByRole('option', { name: 'Consortium member' }).click();
    const picker = dialog.getByRole('combobox', { name: 'Accounts they may see' });
    await picker.fill('Dune');
    await page.getByRole('option', { name: 'Dune Materials Oy' }).click();
    await page.keyboard.press('Escape');
    await screenshot(page, 'admin-create-consortium');
    await dialog.getByRole('button', { name: 'Create and invite' }).click();
    await page.getByText(`Admin created. A link to set a password went to ${email}.`).waitFor();
    const row = page.getByTestId('admins-table').getByRole('row').filter({ hasText: email });
    await row.getByText('1 account').waitFor();
    await context.close();

    const invited = await newPage(browser);
    await acceptCookies(invited.page);
    const mail = await latestMailTo(
      invited.page.request,
      await adminToken(invited.page.request),
      email,
    );
    await acceptInvitation(invited.page, new URL(mail.data.link!).pathname, 'consortium reader 24');
    await invited.page.waitForURL('**/admin');
    await invited.page.getByTestId('accept-terms').click();
    await invited.page.getByRole('link', { name: 'Companies', exact: true }).click();
    await invited.page.getByTestId('list-total').getByText('of 1 company').waitFor();
    const names = await invited.page
      .getByTestId('companies-table')
      .locator('tbody a')
      .allTextContents();
    expect(names).toEqual(['Dune Materials Oy']);
    await invited.context.close();
  });
});
