import { describe, expect, it } from 'vitest';
import { acceptCookies, useBrowser, newPage, screenshot } from '../support/browser.ts';
import { signInThroughForm } from '../support/personas.ts';

const browser = useBrowser();

describe('full-screen loader', () => {
  it('shows "Loading" / "Please wait..." while an area is being fetched', async () => {
    const { page, context } = await newPage(browser);
    await acceptCookies(page);
    await signInThroughForm(page, 'startup');
    await page.waitForURL('**/startup');
    let release!: () => void;
    const held = new Promise<void>((r) => (release = r));
    await page.route('**/assets/StartupArea-*.js', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/startup');
    const loader = page.getByTestId('full-screen-loader');
    await loader.waitFor();
    expect(await loader.textContent()).toBe('LoadingPlease wait...');
    await screenshot(page, 'loader');
    release();
    await page.getByRole('heading', { name: 'Welcome to Matchday' }).waitFor();
    await screenshot(page, 'startup-area');
    await context.close();
  });
});

describe('error screen', () => {
  it('replaces a failed page with retry options and a prefilled support mail', async () => {
    const { page, context } = await newPage(browser);
    await acceptCookies(page);
    await signInThroughForm(page, 'startup');
    await page.waitForURL('**/startup');
    await page.goto('/');
    await page.route('**/assets/StartupArea-*.js', (route) => route.abort());
    await page.evaluate(() => {
      history.pushState({}, '', '/startup/profile');
      dispatchEvent(new PopStateEvent('popstate'));
    });
    await page.getByRole('heading', { name: 'Error' }).waitFor();
    await page.getByTestId('support-link').waitFor();
    expect(await page.getByText('Something went wrong').isVisible()).toBe(true);
    expect(await page.getByRole('button', { name: 'Try again' }).isVisible()).toBe(true);
    expect(
      await page.getByRole('button', { name: 'Go to the previous page and reload' }).isVisible(),
    ).toBe(true);
    const href = (await page.getByTestId('support-link').getAttribute('href')) ?? '';
    const mail = new URL(href);
    expect(mail.protocol).toBe('mailto:');
    expect(mail.searchParams.get('subject')).toBe('Matchday error report');
    const body = mail.searchParams.get('body') ?? '';
    expect(body).toContain('User type: startup');
    expect(body).toContain('Last page: /startup/profile');
    expect(body).toMatch(/Error: .*(fetch|import|module)/i);
    await screenshot(page, 'error-screen');

    await page.unroute('**/assets/StartupArea-*.js');
    await page.getByRole('button', { name: 'Go to the previous page and reload' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await page.locator('#sign-in').waitFor();
    await context.close();
  });
});
