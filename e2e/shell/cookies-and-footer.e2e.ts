import { describe, expect, it } from 'vitest';
import { baseUrl, useBrowser, newPage, screenshot, signInAs } from '../support/browser.ts';

const browser = useBrowser();

describe('cookie banner', () => {
  it('shows the SPEC text, links the cookie policy PDF and remembers Accept', async () => {
    const { page, context } = await newPage(browser);
    await page.goto('/');
    const banner = page.getByTestId('cookie-banner');
    expect(await banner.textContent()).toContain(
      'By using this site, you agree with our use of cookies.',
    );
    await screenshot(page, 'cookie-banner');
    const learnMore = banner.getByRole('link', { name: 'Learn more' });
    expect(await learnMore.getAttribute('target')).toBe('_blank');
    const [popup] = await Promise.all([context.waitForEvent('page'), learnMore.click()]);
    expect(popup.url()).toContain('/legal/cookie-policy-2024.pdf');
    await popup.close();
    await banner.getByRole('button', { name: 'Accept' }).click();
    expect(await banner.count()).toBe(0);
    const state = await page.evaluate(() => localStorage.getItem('matchday.state'));
    expect(JSON.parse(state ?? '{}')).toEqual({ cookies: true });
    await page.reload();
    await page.locator('#sign-in').waitFor();
    expect(await page.getByTestId('cookie-banner').count()).toBe(0);
    await context.close();
  });
});

describe('footer', () => {
  it('shows the current year and the three legal PDFs dated 2024', async () => {
    const { page, context } = await newPage(browser);
    await page.goto('/');
    const footer = page.locator('footer');
    expect(await footer.getByTestId('copyright').textContent()).toContain(
      `© ${new Date().getFullYear()}`,
    );
    const hrefs = await footer
      .getByRole('link')
      .evaluateAll((links) => links.map((l) => l.getAttribute('href')));
    expect(hrefs).toEqual([
      '/legal/terms-of-service-2024.pdf',
      '/legal/privacy-policy-2024.pdf',
      '/legal/cookie-policy-2024.pdf',
    ]);
    for (const href of hrefs) {
      const res = await fetch(`${baseUrl()}${href}`);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('application/pdf');
      expect((await res.arrayBuffer()).byteLength).toBeGreaterThan(1000);
    }
    await context.close();
  });

  it('is hidden for admins', async () => {
    const { page, context } = await newPage(browser);
    await signInAs(page, { id: 'a1', type: null, admin: true, adminType: 'ADMIN' });
    await page.goto('/notfound');
    await page.getByRole('heading', { name: 'Page not found' }).waitFor();
    expect(await page.locator('footer').count()).toBe(0);
    await context.close();
  });
});
