import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminToken, latestMailTo } from '../support/api.ts';
import { acceptCookies, launchBrowser, newPage, screenshot } from '../support/browser.ts';
import { signInThroughForm } from '../support/personas.ts';
import { startServer, type RunningServer } from '../support/server.ts';

let browser: Browser;
let server: RunningServer;

/** A server of its own whose access tokens live 5 seconds, so refresh happens during the test. */
beforeAll(async () => {
  browser = await launchBrowser();
  server = await startServer({ ACCESS_TOKEN_TTL: '5' });
});
afterAll(async () => {
  await browser.close();
  await server.stop();
});

describe('session', () => {
  it('refreshes an expired access token without the user noticing', async () => {
    const { page, context } = await newPage(browser, { base: server.url });
    await acceptCookies(page);
    await signInThroughForm(page, 'corp');
    await page.waitForURL('**/corporate');
    await page.getByTestId('viewer-badge').getByText('Fjord Energy AB').waitFor();
    const before = await page.evaluate(() =>
      JSON.parse(localStorage.getItem('matchday.credentials')!),
    );
    await page.waitForTimeout(6_000);
    const refreshed = page.waitForResponse((r) => r.url().endsWith('/api/auth/token'));
    await page.reload();
    expect((await refreshed).status()).toBe(200);
    await page.getByTestId('viewer-badge').getByText('Fjord Energy AB').waitFor();
    const after = await page.evaluate(() =>
      JSON.parse(localStorage.getItem('matchday.credentials')!),
    );
    expect(after.token.refreshToken).not.toBe(before.token.refreshToken);
    expect(new URL(page.url()).pathname).toBe('/corporate');
    await context.close();
  });

  it('invites a new user, who sets a password, accepts the terms once, and keeps them accepted', async () => {
    const { page, context } = await newPage(browser, { base: server.url });
    await acceptCookies(page);
    const authorization = await adminToken(page.request);
    const email = `newcorp-${Date.now()}@example.org`;
    const created = await page.request.post('/api/matrix/auth/signup-company', {
      headers: { authorization },
      data: {
        company: { name: 'Baltic Ports AB', type: 'corp', country: 'SE' },
        user: { email, name: 'Petra Port' },
      },
    });
    expect(created.status()).toBe(201);
    const mail = await latestMailTo(page.request, authorization, email);
    expect(mail.template).toBe('invitation');
    const link = new URL(mail.data.link!);
    expect(link.pathname).toMatch(/^\/token\/invite\//);

    await page.goto(link.pathname);
    await page.getByLabel('New password').fill('harbour lights 2024');
    await page.getByLabel('Repeat the password').fill('harbour lights 2024');
    await page.getByRole('button', { name: 'Set password and sign in' }).click();
    await page.waitForURL('**/corporate');
    const accept = page.getByTestId('accept-terms');
    await accept.waitFor();
    await screenshot(page, 'legal-terms-modal');
    await accept.click();
    await accept.waitFor({ state: 'detached' });

    await page.getByRole('button', { name: 'Sign out' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await page.locator('#sign-in').getByText('Corporate', { exact: true }).click();
    await page.locator('#sign-in').getByLabel('E-mail').fill(email);
    await page.locator('#sign-in input[type=password]').fill('harbour lights 2024');
    await page.locator('#sign-in').getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.waitForURL('**/corporate');
    await page.getByTestId('viewer-badge').getByText('Baltic Ports AB').waitFor();
    expect(await page.getByTestId('accept-terms').count()).toBe(0);
    await context.close();
  });
});
