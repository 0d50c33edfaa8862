import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { acceptCookies, useBrowser, newPage } from '../support/browser.ts';

const browser = useBrowser();

const navigate = (page: Page, to: string) =>
  page.evaluate((target) => {
    history.pushState({}, '', target);
    dispatchEvent(new PopStateEvent('popstate'));
  }, to);

describe('navigation', () => {
  it('scrolls to the top on a new path but not when only the query changes', async () => {
    const { page, context } = await newPage(browser, { viewport: 'phone' });
    await acceptCookies(page);
    await page.goto('/');
    await page.locator('#sign-in').scrollIntoViewIfNeeded();
    const scrolled = await page.evaluate(() => window.scrollY);
    expect(scrolled).toBeGreaterThan(200);

    await navigate(page, '/?tab=corporates');
    await page.waitForTimeout(200);
    expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);

    await navigate(page, '/notfound');
    await page.getByRole('heading', { name: 'Page not found' }).waitFor();
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    await context.close();
  });

  it('records a page view with the path only on every navigation', async () => {
    const { page, context } = await newPage(browser);
    await acceptCookies(page);
    const bodies: string[] = [];
    page.on('request', (req) => {
      if (req.url().endsWith('/api/pageviews')) bodies.push(req.postData() ?? '');
    });
    const first = page.waitForResponse((r) => r.url().endsWith('/api/pageviews'));
    await page.goto('/?utm=mail');
    expect((await first).status()).toBe(204);
    const second = page.waitForResponse((r) => r.url().endsWith('/api/pageviews'));
    await navigate(page, '/notfound?ref=x');
    expect((await second).status()).toBe(204);
    expect(bodies.map((b) => JSON.parse(b))).toEqual([{ path: '/' }, { path: '/notfound' }]);
    await context.close();
  });
});
