import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, checkA11y, useBrowser } from '../support/browser.ts';
import { signInThroughForm } from '../support/personas.ts';

/**
 * End to end: the full ADMIN makes a read-API token on the Integrations page, copies the secret
 * shown once, reads /api/v1/events with it, revokes it (confirmed) and is refused with it; then
 * is refused a loopback webhook endpoint (the production SSRF guard). Screenshots at
 * 1366 × 900 and 390 × 844.
 */
const SIZES = { desktop: { width: 1366, height: 900 }, phone: { width: 390, height: 844 } };
const ARTIFACTS = path.resolve(import.meta.dirname, '../artifacts');
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
  await page.waitForTimeout(400);
  await page.screenshot({ path: path.join(ARTIFACTS, `${name}.png`), fullPage: true });
  await checkA11y(page, name);
}

describe('the Integrations page', () => {
  let desktop: { context: BrowserContext; page: Page };
  beforeAll(async () => {
    desktop = await open('desktop');
    await signInThroughForm(desktop.page, 'admin');
    await desktop.page.waitForURL('**/admin');
  });
  afterAll(() => desktop.context.close());

  it('makes a token shown once, reads the API with it, and revokes it', async () => {
    const { page, context } = desktop;
    await page.getByRole('link', { name: 'Integrations' }).first().click();
    await page.getByRole('heading', { name: 'Integrations' }).waitFor();
    const name = `CRM sync ${Date.now() % 100_000}`;
    await page.getByLabel('Name').fill(name);
    await page.getByLabel(/Matches, meetings and ratings/).check();
    await page.getByRole('button', { name: 'Make token' }).click();
    const secret = page.getByTestId('shown-secret');
    await secret.waitFor();
    const token = (await secret.textContent())!.trim();
    expect(token).toMatch(/^mdt_/);
    await shot(page, 'integrations-token-shown-desktop');
    await page.getByRole('button', { name: 'Done' }).click();

    const read = await context.request.get('/api/v1/events', {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(read.status()).toBe(200);
    expect((await read.json()).items.length).toBeGreaterThan(0);

    const row = page.getByRole('row', { name: new RegExp(name) });
    await row.getByRole('button', { name: 'Revoke' }).click();
    await page.getByRole('button', { name: 'Revoke token' }).click();
    await row.getByText('Revoked').waitFor();
    const refused = await context.request.get('/api/v1/events', {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(refused.status()).toBe(401);
    await shot(page, 'integrations-tokens-desktop');
  });

  it('refuses a loopback webhook endpoint in production (SSRF guard)', async () => {
    const { page } = desktop;
    await page.getByRole('tab', { name: 'Webhooks' }).click();
    await page.getByLabel('Address').fill('http://127.0.0.1:9/hook');
    await page.getByLabel('A meeting was held').check();
    await page.getByRole('button', { name: 'Add endpoint' }).click();
    await page.getByRole('alert').filter({ hasText: 'must be a public address' }).waitFor();
    await page.getByText('No webhooks yet').waitFor();
    await shot(page, 'integrations-webhooks-desktop');
  });

  it('opens on a phone, with no accessibility violation', async () => {
    const phone = await open('phone');
    await signInThroughForm(phone.page, 'admin');
    await phone.page.waitForURL('**/admin');
    await phone.page.goto('/admin/integrations');
    await phone.page.getByRole('heading', { name: 'Integrations' }).waitFor();
    await phone.page.getByTestId('api-tokens').waitFor();
    // Nothing wider than the phone: the tokens table scrolls inside its own region (which
    // also holds its absolutely placed parts: it is their containing block).
    const scroll = await phone.page.evaluate(() => [
      document.documentElement.scrollWidth,
      window.innerWidth,
    ]);
    expect(scroll[0]).toBeLessThanOrEqual(scroll[1]!);
    await shot(phone.page, 'integrations-phone');
    await phone.context.close();
  });
});
