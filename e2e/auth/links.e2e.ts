import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { adminToken, latestMailTo } from '../support/api.ts';
import { acceptCookies, useBrowser, newPage, screenshot } from '../support/browser.ts';

/*
 * /verify/x showed "Invalid input — token: Too small: …", and
 * /reset/… and /token/invite/… said a link was dead only after the password was typed twice.
 * Now a dead link is said on load, in one sentence, with a button that leads on.
 */
const browser = useBrowser();

const SIZES = [
  ['desktop', { width: 1366, height: 900 }],
  ['phone', { width: 390, height: 844 }],
] as const;

async function open(path: string, size: { width: number; height: number }) {
  const { page, context } = await newPage(browser);
  await page.setViewportSize(size);
  await acceptCookies(page);
  await page.goto(path);
  return { page, context };
}

const notValid = (page: Page) => page.getByTestId('link-not-valid');

describe('a malformed or dead link', () => {
  it.each([
    ['/verify/x', 'Ask for a new verification link', 'Verify your e-mail'],
    ['/reset/x', 'Ask for a new reset link', 'Forgot password'],
    ['/reset/abcdefghijklmnopqrstuvwxyz0123456789ABCDEFG', 'Ask for a new reset link', null],
    ['/token/invite/x', 'Go to sign-in', 'Sign in'],
    ['/token/login/x', 'Ask for a new sign-in link', 'Sign in with a link'],
    ['/token/elsewhere/x', 'Go to sign-in', 'Sign in'],
  ])('%s says so at once, with a way on', async (path, action, panel) => {
    for (const [name, size] of SIZES) {
      const { page, context } = await open(path, size);
      await notValid(page).waitFor();
      const text = (await page.locator('main').textContent()) ?? '';
      expect(text).toContain('This link is not valid or has expired');
      expect(text).not.toMatch(/Invalid input|Too small|expected string/);
      // Nothing is asked of a dead link: no password field.
      expect(await page.locator('input[type=password]').count()).toBe(0);
      if (path.length < 20) await screenshot(page, `link-dead${path.replace(/\//g, '_')}-${name}`);
      if (panel && name === 'desktop') {
        await notValid(page).getByRole('link', { name: action }).click();
        await page.waitForURL((url) => url.pathname === '/');
        await page.locator('#sign-in').getByRole('heading', { name: panel, exact: true }).waitFor();
      }
      await context.close();
    }
  });
});

describe('a good reset link', () => {
  it('is checked on load without being spent: the form names the account, twice in a row', async () => {
    const email = 'aurora@matchday.test';
    const { page, context } = await open('/', SIZES[0][1]);
    const asked = await page.request.post('/api/auth/forgotpassword', { data: { email } });
    expect(asked.ok()).toBe(true);
    const mail = await latestMailTo(page.request, await adminToken(page.request), email);
    const path = new URL(mail.data.link!).pathname;
    for (const [name, size] of SIZES) {
      await page.setViewportSize(size);
      await page.goto(path);
      await page.getByText(`Choose a new password for ${email}`).waitFor();
      expect(await page.locator('input[type=password]').count()).toBe(2);
      expect(await notValid(page).count()).toBe(0);
      await screenshot(page, `link-reset-valid-${name}`);
    }
    // A password message shows once and goes as soon as the password is right.
    await page.getByLabel('New password').fill('short');
    await page.getByRole('button', { name: 'Set new password' }).click();
    const error = page.getByTestId('password-error');
    await error.waitFor();
    expect(await page.getByText('Password must be at least 8 characters').count()).toBe(1);
    await page.getByLabel('New password').fill('a much longer passphrase');
    await page.getByLabel('Repeat the password').fill('a much longer passphrase');
    await error.waitFor({ state: 'detached' });
    await context.close();
  });
});
