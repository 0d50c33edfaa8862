import { describe, expect, it } from 'vitest';
import { acceptCookies, baseUrl, useBrowser, newPage, screenshot } from '../support/browser.ts';

const browser = useBrowser();

describe('deep links', () => {
  it.each([
    ['/verify/abc123abc123abc123', 'Verify your e-mail'],
    ['/reset/abc123abc123abc123', 'Reset your password'],
    ['/token/invite/abc123abc123abc123', 'Welcome to Matchday'],
  ])('loads %s directly from the server', async (path, heading) => {
    const { page, context } = await newPage(browser);
    await acceptCookies(page);
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    expect(response?.headers()['cache-control']).toBe('no-cache');
    await page.getByRole('heading', { name: heading }).waitFor();
    await screenshot(page, `deep-link${path.replace(/\//g, '_')}`);
    await context.close();
  });

  it('tells the visitor when a verification link is not valid', async () => {
    const { page, context } = await newPage(browser);
    await acceptCookies(page);
    await page.goto('/verify/not-a-real-token-0000');
    const failed = page.getByTestId('link-not-valid');
    await failed.waitFor();
    expect(await failed.textContent()).toContain('This link is not valid or has expired');
    await context.close();
  });

  it('sends a signed-out visitor of an area back to the start page', async () => {
    const { page, context } = await newPage(browser);
    await page.goto('/startup');
    await page.waitForURL((url) => url.pathname === '/');
    await context.close();
  });

  it('serves hashed assets compressed with long-lived caching', async () => {
    const html = await (await fetch(`${baseUrl()}/`)).text();
    const script = /src="(\/assets\/[^"]+\.js)"/.exec(html)?.[1];
    expect(script).toBeDefined();
    const res = await fetch(`${baseUrl()}${script}`, {
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(res.headers.get('content-encoding')).toBe('br');
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });
});
