import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminToken, latestMailTo } from '../support/api.ts';
import { acceptCookies, launchBrowser, newPage, screenshot } from '../support/browser.ts';
import { signInThroughForm } from '../support/personas.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

type StoredCredentials = {
  user: { id: string };
  token: { accessTokenHeader: string; refreshToken: string };
  deviceid: string;
};

const storedFlag = (page: Page) =>
  page.evaluate(() => localStorage.getItem('matchday.impersonation'));

/** A full admin views the app as Stina Startup; returns the admin's own stored credentials. */
async function viewAsStina(page: Page): Promise<StoredCredentials> {
  await signInThroughForm(page, 'admin');
  await page.waitForURL('**/admin');
  await page.getByRole('link', { name: 'Users', exact: true }).click();
  await page.getByTestId('user-search').fill('stina');
  await page.getByRole('button', { name: 'View as Stina Startup' }).click();
  await page
    .getByRole('dialog', { name: 'View Matchday as Stina Startup?' })
    .getByRole('button', { name: 'View as Stina Startup' })
    .click();
  await page.waitForURL('**/startup');
  await page.getByTestId('impersonation-banner').getByText('Viewing as Stina Startup').waitFor();
  return JSON.parse((await storedFlag(page))!) as StoredCredentials;
}

/** One refresh with the admin's own refresh token, exactly as the web app would send it. */
async function refreshStatus(page: Page, admin: StoredCredentials) {
  const res = await page.request.post('/api/matrix/auth/token', {
    headers: { deviceid: admin.deviceid, authorization: admin.token.accessTokenHeader },
    data: { userId: admin.user.id, type: 'admin', refreshToken: admin.token.refreshToken },
  });
  return res.status();
}

/** The next person signs in as Carl Corp on the same browser and must not be "viewing as". */
async function nextPersonSignsIn(page: Page, name: string) {
  await signInThroughForm(page, 'corp');
  await page.waitForURL('**/corporate');
  await page.getByTestId('viewer-badge').getByText('Fjord Energy AB').waitFor();
  await screenshot(page, name);
  expect(await page.getByTestId('impersonation-banner').count()).toBe(0);
  expect(await page.getByText(/Viewing as/).count()).toBe(0);
}

describe('sign-out', () => {
  it('while viewing as a user is not offered; Stop ends the viewing session on the server instead', async () => {
    const { page, context } = await newPage(browser);
    await acceptCookies(page);
    await viewAsStina(page);
    const viewing = JSON.parse(
      (await page.evaluate(() => localStorage.getItem('matchday.credentials')))!,
    ) as StoredCredentials;
    expect(await page.getByRole('button', { name: 'Sign out' }).count()).toBe(0);

    await page.getByTestId('impersonation-banner').getByRole('button', { name: 'Stop' }).click();
    await page.getByTestId('viewer-badge').getByText('Ada Admin').waitFor();
    await page.waitForLoadState('networkidle');
    expect(await storedFlag(page)).toBeNull();
    // The viewing session is over: its refresh token is refused (one attempt, as the web would).
    const res = await page.request.post('/api/auth/token', {
      headers: { deviceid: viewing.deviceid, authorization: viewing.token.accessTokenHeader },
      data: { userId: viewing.user.id, type: 'startup', refreshToken: viewing.token.refreshToken },
    });
    expect(res.status()).toBe(401);
    // The admin's own session goes on: the next page still loads as the admin.
    await page.getByRole('link', { name: 'Users', exact: true }).first().click();
    await page.getByTestId('users-table').waitFor();
    expect(await page.getByRole('button', { name: 'Sign out' }).count()).toBe(1);
    await context.close();
  });

  it('a flag left behind with nobody signed in (as older versions left it) is ended on the next visit', async () => {
    const { page, context } = await newPage(browser);
    await acceptCookies(page);
    const admin = await viewAsStina(page);
    // What an older sign-out left: the credentials gone, the admin's flag still stored.
    await page.evaluate(() => {
      sessionStorage.removeItem('matchday.credentials');
      localStorage.removeItem('matchday.credentials');
    });
    await page.goto('/');
    await page.locator('#sign-in').getByLabel('E-mail').waitFor();
    await page.waitForLoadState('networkidle');
    expect(await storedFlag(page)).toBeNull();
    expect(await refreshStatus(page, admin)).toBe(401);

    await nextPersonSignsIn(page, 'sign-out-stale-flag-next-person');
    await context.close();
  });

  it('a new sign-in while viewing as a user (a one-time link) ends the admin session too', async () => {
    const { page, context } = await newPage(browser);
    await acceptCookies(page);
    const admin = await viewAsStina(page);
    const asked = await page.request.post('/api/auth/loginlink', {
      data: { email: 'corp@matchday.test' },
    });
    expect(asked.status()).toBe(200);
    const mail = await latestMailTo(
      page.request,
      await adminToken(page.request),
      'corp@matchday.test',
    );
    expect(mail.template).toBe('login-link');

    await page.goto(new URL(mail.data.link!).pathname);
    await page.waitForURL('**/corporate');
    await page.getByTestId('viewer-badge').getByText('Fjord Energy AB').waitFor();
    await page.waitForLoadState('networkidle');
    await screenshot(page, 'sign-in-link-while-viewing-as');
    expect(await page.getByTestId('impersonation-banner').count()).toBe(0);
    expect(await storedFlag(page)).toBeNull();
    expect(await refreshStatus(page, admin)).toBe(401);
    await context.close();
  });

  it('in one tab signs out every tab, even one holding its own session-storage copy', async () => {
    const { page: tabB, context } = await newPage(browser);
    await acceptCookies(tabB);
    // Tab B signs in itself, so it holds its own copy in session storage.
    await signInThroughForm(tabB, 'corp');
    await tabB.waitForURL('**/corporate');
    await tabB.getByTestId('viewer-badge').getByText('Fjord Energy AB').waitFor();
    expect(await tabB.evaluate(() => sessionStorage.getItem('matchday.credentials'))).not.toBe(
      null,
    );

    const tabA = await context.newPage();
    await tabA.goto('/corporate');
    await tabA.getByTestId('viewer-badge').getByText('Fjord Energy AB').waitFor();
    await tabA.getByRole('button', { name: 'Sign out' }).click();
    await tabA.waitForURL((url) => url.pathname === '/');

    // No action in tab B: it follows on its own, promptly.
    await tabB.waitForURL((url) => url.pathname === '/', { timeout: 5_000 });
    await tabB.locator('#sign-in').getByLabel('E-mail').waitFor({ timeout: 5_000 });
    expect(await tabB.getByTestId('viewer-badge').count()).toBe(0);
    expect(await tabB.evaluate(() => sessionStorage.getItem('matchday.credentials'))).toBeNull();
    await screenshot(tabB, 'sign-out-other-tab');
    await context.close();
  });
});
