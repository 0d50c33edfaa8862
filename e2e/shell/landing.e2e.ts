import { describe, expect, it } from 'vitest';
import { acceptCookies, useBrowser, newPage, screenshot } from '../support/browser.ts';

const browser = useBrowser();

describe('landing page', () => {
  it('presents the programme and the sign-in region on desktop', async () => {
    const { page, context } = await newPage(browser);
    await acceptCookies(page);
    await page.goto('/');
    await page.locator('#sign-in').waitFor();
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toContain(
      'Meet the partners your innovation needs',
    );
    expect(await page.getByRole('heading', { name: 'How matchmaking works' }).isVisible()).toBe(
      true,
    );
    expect(await page.locator('#sign-in').isVisible()).toBe(true);
    const viewport = await page.locator('meta[name=viewport]').getAttribute('content');
    expect(viewport).toContain('maximum-scale=1');
    await screenshot(page, 'landing-desktop');
    await context.close();
  });

  it('fits a 360 px phone without horizontal scrolling', async () => {
    const { page, context } = await newPage(browser, { viewport: 'phone' });
    await page.goto('/');
    await page.getByTestId('cookie-banner').waitFor();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBe(0);
    await screenshot(page, 'landing-phone');
    await context.close();
  });
});
