import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminToken, latestMailTo } from '../support/api.ts';
import { baseUrl, checkA11y, useBrowser } from '../support/browser.ts';
import { signInThroughForm } from '../support/personas.ts';
import { adminGraphQL, selectInput } from '../profiles/helpers.ts';

/**
 * End to end: a full ADMIN gives a newly invited event host an event by picking
 * it by name (the host, already signed in, sees it on its next page), then disables the host
 * (the host is signed out on its next page and told why). Screenshots at 1366 × 900 and 390 × 844.
 */
const SIZES = { desktop: { width: 1366, height: 900 }, phone: { width: 390, height: 844 } };
const ARTIFACTS = path.resolve(import.meta.dirname, '../artifacts');
const EVENT = 'Digital Health Innovation Day';
const stamp = Date.now() % 100_000;
const HOST = { name: `Elin Host ${stamp}`, email: `elin-host-${stamp}@matchday.test` };
const PASSWORD = 'elin-host-password-1';

const browser = useBrowser();

async function open(size: keyof typeof SIZES): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ baseURL: baseUrl(), viewport: SIZES[size] });
  await context.addInitScript(() =>
    localStorage.setItem('matchday.state', JSON.stringify({ cookies: true })),
  );
  return { context, page: await context.newPage() };
}

async function shot(page: Page, name: string) {
  await mkdir(ARTIFACTS, { recursive: true });
  // Drawers and dialogs slide and fade in (about 200 ms): shoot them standing still.
  await page.waitForTimeout(400);
  await page.screenshot({ path: path.join(ARTIFACTS, `${name}.png`), fullPage: true });
  await checkA11y(page, name);
}

async function signInAsHost(page: Page) {
  await page.goto('/');
  const region = page.locator('#sign-in');
  await region.getByRole('button', { name: 'Administrator sign-in' }).click();
  await region.getByLabel('E-mail').fill(HOST.email);
  await region.locator('input[type=password]').fill(PASSWORD);
  await region.getByRole('button', { name: /^Sign in/ }).click();
  await page.waitForURL('**/admin');
}

async function openManageDrawer(page: Page) {
  await page.goto(`/admin/admins?q=${encodeURIComponent(HOST.email)}`);
  await page.getByRole('button', { name: `Manage ${HOST.name}` }).click();
  const drawer = page.getByRole('dialog', { name: HOST.name, exact: true });
  await drawer.getByRole('heading', { name: 'History' }).waitFor();
  return drawer;
}

describe('managing an event host from the Admins page', () => {
  let host: { context: BrowserContext; page: Page };

  beforeAll(async () => {
    // A new EVENT_HOST without events, who sets its password from the invitation.
    const { context } = await open('desktop');
    const authorization = await adminToken(context.request);
    await adminGraphQL(
      context.request,
      authorization,
      'mutation ($i: CreateAdminInput!) { createAdmin(input: $i) { id } }',
      { i: { email: HOST.email, name: HOST.name, adminType: 'EVENT_HOST' } },
    );
    const mail = await latestMailTo(context.request, authorization, HOST.email);
    const token = new URL(mail.data.link!).pathname.split('/').pop();
    const accepted = await context.request.post('/api/auth/acceptinvite', {
      headers: { deviceid: 'e2e-api' },
      data: { token, password: PASSWORD },
    });
    expect(accepted.status()).toBe(200);
    await context.close();

    host = await open('desktop');
    await signInAsHost(host.page);
    // The demo's previous event: not theirs yet.
    await host.page.getByRole('button', { name: 'I accept the terms' }).click();
    await host.page.goto('/admin/events?when=PREVIOUS');
    await host.page.getByText('No previous events yet').waitFor();
    expect(await host.page.getByText(EVENT).count()).toBe(0);
  });
  afterAll(() => host.context.close());

  it('the ADMIN picks the host’s event by name, confirms, and the host sees it on its next page', async () => {
    const { context, page } = await open('desktop');
    await signInThroughForm(page, 'admin');
    await page.waitForURL('**/admin');
    const drawer = await openManageDrawer(page);
    await drawer.getByTestId('admin-history').getByText('Created and invited').waitFor();
    const picker = selectInput(drawer, 'Hosted events');
    await picker.click();
    await picker.fill('Digital Health');
    await page.getByRole('option', { name: new RegExp(`^${EVENT}`) }).click();
    await page.keyboard.press('Escape');
    await drawer.getByRole('button', { name: 'Save changes' }).click();
    const confirm = page.getByRole('dialog', { name: `Save changes to ${HOST.name}?` });
    await confirm.getByText(`Hosted events: adds ${EVENT}`, { exact: false }).waitFor();
    await confirm.getByText('The change applies at once; they stay signed in.').waitFor();
    await shot(page, 'admins-edit-confirm');
    await confirm.getByRole('button', { name: 'Save changes' }).click();
    await confirm.waitFor({ state: 'detached' });
    await drawer.getByRole('status').getByText('Saved.').waitFor();
    const history = drawer.getByTestId('admin-history');
    await history.getByText('Hosted events: 1 event added').waitFor();
    await history
      .getByText(/· by Ada Admin$/)
      .first()
      .waitFor();
    await shot(page, 'admins-edit-saved');

    // The host, still signed in, sees the event on its next page.
    await host.page.reload();
    await host.page.getByRole('link', { name: EVENT }).waitFor();
    await shot(host.page, 'admins-host-sees-event');
    await context.close();
  });

  it('the ADMIN disables the host after a confirmation; the host is signed out on its next page and told why', async () => {
    const { context, page } = await open('desktop');
    await signInThroughForm(page, 'admin');
    await page.waitForURL('**/admin');
    const drawer = await openManageDrawer(page);
    await drawer.getByRole('button', { name: 'Disable' }).click();
    const confirm = page.getByRole('dialog', { name: `Disable ${HOST.name}?` });
    await confirm.getByText('Their access ends at once', { exact: false }).waitFor();
    await shot(page, 'admins-disable-confirm');
    await confirm.getByRole('button', { name: 'Disable' }).click();
    await confirm.waitFor({ state: 'detached' });
    await drawer.getByText('Disabled', { exact: true }).first().waitFor();
    await drawer.getByTestId('admin-history').getByText('Disabled').waitFor();
    await drawer.getByRole('button', { name: 'Enable' }).waitFor();
    await shot(page, 'admins-disabled');

    // The host's next page ends its session with the deactivated screen (decision 083).
    await host.page.reload();
    await host.page.getByRole('heading', { name: 'Your account was deactivated' }).waitFor();
    expect(await host.page.evaluate(() => localStorage.getItem('matchday.credentials'))).toBe(null);
    await shot(host.page, 'admins-host-signed-out');
    await context.close();
  });

  it('on a phone the Admins page and the manage drawer fit the screen', async () => {
    const { context, page } = await open('phone');
    await signInThroughForm(page, 'admin');
    await page.waitForURL('**/admin');
    await page.goto('/admin/admins');
    await page.getByTestId('admins-table').waitFor();
    await shot(page, 'admins-list-phone');
    const drawer = await openManageDrawer(page);
    await drawer.getByRole('button', { name: 'Enable' }).waitFor();
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(390);
    await shot(page, 'admins-drawer-phone');
    await context.close();
  });
});
