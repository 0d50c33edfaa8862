import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newPage, screenshot } from '../support/browser.ts';
import { freshPostgresDatabase, type FreshDatabase } from '../support/postgres.ts';
import { startProxy, type Proxy } from '../support/proxy.ts';
import { startServer, type RunningServer } from '../support/server.ts';

let browser: Browser;
let database: FreshDatabase;
let proxy: Proxy;
let server: RunningServer;

/** A second server on PostgreSQL reached through a TCP proxy we can cut: server up, DB gone. */
beforeAll(async () => {
  browser = await launchBrowser();
  database = await freshPostgresDatabase();
  proxy = await startProxy(database.port);
  server = await startServer({ DATABASE_URL: database.urlThrough(proxy.port) });
});
afterAll(async () => {
  await browser.close();
  await server.stop();
  await proxy.close();
  await database.drop();
});

describe('backend down', () => {
  it('replaces the whole app when the database is unreachable, and comes back with it', async () => {
    const { page, context } = await newPage(browser, { base: server.url });
    await page.goto('/');
    await page.locator('#sign-in').waitFor();

    await proxy.cut();
    await page.reload();
    const message = page.getByTestId('backend-down');
    await message.waitFor();
    expect(await message.textContent()).toBe('Backend is currently down. Please come back later');
    expect(await page.getByTestId('support-link').getAttribute('href')).toMatch(/^mailto:/);
    expect(await page.locator('#sign-in').count()).toBe(0);
    await screenshot(page, 'backend-down');

    proxy.restore();
    await page.locator('#sign-in').waitFor({ timeout: 20_000 });
    await context.close();
  });
});
