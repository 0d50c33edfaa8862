import { describe, expect, it } from 'vitest';
import { acceptCookies, useBrowser, newPage, screenshot } from '../support/browser.ts';
import { signInThroughForm } from '../support/personas.ts';

const browser = useBrowser();

describe('admin outbox', () => {
  it('shows a password-reset mail with its preview, its one-time link redacted (decision 022)', async () => {
    const { page, context } = await newPage(browser);
    await acceptCookies(page);
    await page.goto('/');
    await page.locator('#sign-in').getByRole('button', { name: 'Forgot password?' }).click();
    await page.locator('#sign-in').getByLabel('E-mail').fill('startup@matchday.test');
    await page.locator('#sign-in').getByRole('button', { name: 'Send reset link' }).click();
    await page.getByText('a link to reset the password is on its way').waitFor();

    await signInThroughForm(page, 'admin');
    await page.waitForURL('**/admin');
    await page.getByRole('link', { name: 'Outbox' }).click();
    await page.locator('#sign-in').waitFor({ state: 'detached' });
    await page.getByLabel('Recipient').fill('startup@matchday');
    const row = page
      .getByTestId('outbox-table')
      .getByRole('row', { name: /password/i })
      .first();
    await row.waitFor();
    await screenshot(page, 'outbox');
    await row.getByRole('button').click();
    const preview = page.frameLocator('iframe[title^="Preview of"]');
    await preview.locator('a[href*="/reset/"]').first().waitFor();
    const href = await preview.locator('a[href*="/reset/"]').first().getAttribute('href');
    // An ADMIN reading the Outbox must not get a usable link: the token is redacted.
    expect(href).toMatch(/\/reset\/(\[redacted\]|%5Bredacted%5D)/);
    expect(href).not.toMatch(/\/reset\/[\w-]{16,}/);
    await screenshot(page, 'outbox-preview');
    await context.close();
  });
});
