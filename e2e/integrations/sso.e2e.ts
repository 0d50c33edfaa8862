import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  startTestOidcProvider,
  type TestOidcProvider,
} from '../../apps/server/test/oidc-provider.ts';
import { acceptCookies, launchBrowser, newPage, screenshot } from '../support/browser.ts';
import { signInThroughForm } from '../support/personas.ts';
import { startServer, type RunningServer } from '../support/server.ts';

/**
 * Sign-in with an identity provider (decision 113), end to end: a production server of its own
 * (allowed to talk to a loopback issuer over http) and a real oidc-provider. The full ADMIN adds
 * the provider on the Integrations page (desktop and phone screenshots); then a corporate person
 * signs in with it in chromium — the provider's own login and consent forms — and lands signed in.
 */
let browser: Browser;
let server: RunningServer;
let idp: TestOidcProvider;

beforeAll(async () => {
  browser = await launchBrowser();
  server = await startServer({ SSO_ALLOW_HTTP_ISSUERS: 'true' });
  idp = await startTestOidcProvider([`${server.url}/api/sso/callback`]);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await idp?.close();
});

describe('sign-in with an identity provider', () => {
  it('is configured by the ADMIN on the Integrations page', async () => {
    const { page, context } = await newPage(browser, { base: server.url });
    await acceptCookies(page);
    await signInThroughForm(page, 'admin');
    await page.waitForURL('**/admin');
    await page.goto('/admin/integrations');
    await page.getByRole('tab', { name: 'Sign-in providers' }).click();
    await page.getByText('No identity providers yet').waitFor();
    await page.getByLabel('Name on the sign-in button').fill('Fjord login');
    await page.getByLabel('Issuer').fill(idp.issuer);
    await page.getByLabel('Client id').fill(idp.clientId);
    await page.getByLabel('Client secret').fill(idp.clientSecret);
    await page.getByLabel('Allowed e-mail domains').fill('matchday.test');
    await page.getByPlaceholder('Type the company’s name').fill('Fjord');
    await page.getByRole('option', { name: 'Fjord Energy AB' }).click();
    await page.getByRole('button', { name: 'Add provider' }).click();
    const list = page.getByTestId('identity-providers');
    await list.getByText('Members of Fjord Energy AB').waitFor();
    await expect(list.textContent()).resolves.toContain(`${server.url}/api/sso/callback`);
    await expect(list.textContent()).resolves.not.toContain(idp.clientSecret);
    await screenshot(page, 'integrations-sso-desktop');
    await context.close();

    const phone = await newPage(browser, { base: server.url, viewport: 'phone' });
    await acceptCookies(phone.page);
    await signInThroughForm(phone.page, 'admin');
    await phone.page.waitForURL('**/admin');
    await phone.page.goto('/admin/integrations');
    await phone.page.getByRole('tab', { name: 'Sign-in providers' }).click();
    await phone.page.getByTestId('identity-providers').waitFor();
    const overflow = await phone.page.evaluate(
      () => document.documentElement.scrollWidth - window.innerWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    await screenshot(phone.page, 'integrations-sso-phone');
    await phone.context.close();
  });

  it('signs a corporate person in through the provider’s own login form', async () => {
    const { page, context } = await newPage(browser, { base: server.url });
    await acceptCookies(page);
    await page.goto('/');
    const button = page.getByRole('link', { name: 'Sign in with Fjord login' });
    await button.click();
    await page.waitForURL(`${idp.issuer}/**`);
    await page.locator('input[name=login]').fill('corp@matchday.test');
    await page.locator('input[name=password]').fill('any password');
    await page.getByRole('button', { name: 'Sign-in' }).click();
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.waitForURL('**/corporate');
    await page.getByTestId('viewer-badge').getByText('Fjord Energy AB').waitFor();
    await screenshot(page, 'sso-signed-in');
    await context.close();
  });

  it('says clearly when the e-mail domain is not allowed', async () => {
    const { page, context } = await newPage(browser, { base: server.url });
    await acceptCookies(page);
    await page.goto('/');
    await page.getByRole('link', { name: 'Sign in with Fjord login' }).click();
    await page.waitForURL(`${idp.issuer}/**`);
    await page.locator('input[name=login]').fill('someone@elsewhere.test');
    await page.locator('input[name=password]').fill('any password');
    await page.getByRole('button', { name: 'Sign-in' }).click();
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.waitForURL('**/sso**');
    await page
      .getByTestId('sso-refused')
      .getByText('This e-mail domain is not allowed for Fjord login.')
      .waitFor();
    await screenshot(page, 'sso-refused');
    await context.close();
  });
});
