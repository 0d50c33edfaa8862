import { describe, expect, it } from 'vitest';
import { acceptInvitation, registerOrganisation } from '../profiles/helpers.ts';
import { acceptCookies, useBrowser, newPage, screenshot } from '../support/browser.ts';

const browser = useBrowser();

describe('change password', () => {
  it('changes the password in settings: other devices are signed out, this one stays', async () => {
    const stamp = Date.now();
    const email = `pia-${stamp}@pier.example`;
    const laptop = await newPage(browser);
    await acceptCookies(laptop.page);
    const { invitePath } = await registerOrganisation(
      laptop.page.request,
      { name: `Pier Nine ${stamp % 10000}`, type: 'corp', country: 'DK' },
      { email, name: 'Pia Pier' },
    );
    await acceptInvitation(laptop.page, invitePath, 'old harbour password');
    await laptop.page.waitForURL('**/corporate**');
    await laptop.page.getByTestId('accept-terms').click();
    await laptop.page.getByTestId('accept-terms').waitFor({ state: 'detached' });

    const phone = await newPage(browser, { viewport: 'phone' });
    await acceptCookies(phone.page);
    await phone.page.goto('/');
    const region = phone.page.locator('#sign-in');
    await region.getByText('Corporate', { exact: true }).click();
    await region.getByLabel('E-mail').fill(email);
    await region.locator('input[type=password]').fill('old harbour password');
    await region.getByRole('button', { name: 'Sign in', exact: true }).click();
    await phone.page.waitForURL('**/corporate**');

    await laptop.page.goto('/corporate/settings');
    const form = laptop.page.getByRole('form', { name: 'Change password' });
    await form.locator('input[type=password]').nth(0).fill('wrong one entirely');
    await form.locator('input[type=password]').nth(1).fill('new lighthouse password');
    await form.locator('input[type=password]').nth(2).fill('new lighthouse password');
    await form.getByRole('button', { name: 'Change password' }).click();
    await form.getByText('Current password is incorrect').waitFor();
    await form.locator('input[type=password]').nth(0).fill('old harbour password');
    await form.getByRole('button', { name: 'Change password' }).click();
    await laptop.page.getByTestId('password-changed').waitFor();
    await screenshot(laptop.page, 'settings-password-changed');

    await laptop.page.goto('/corporate/team');
    await laptop.page.getByRole('heading', { name: /Team/ }).first().waitFor();
    expect(new URL(laptop.page.url()).pathname).toBe('/corporate/team');
    await phone.page.goto('/corporate/team');
    await phone.page.waitForURL((url) => url.pathname === '/');
    await laptop.context.close();
    await phone.context.close();
  });
});
