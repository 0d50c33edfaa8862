import { describe, expect, it } from 'vitest';
import { acceptCookies, useBrowser, newPage, screenshot, signInAs } from '../support/browser.ts';
import { PERSONAS, signInThroughForm } from '../support/personas.ts';

const browser = useBrowser();

describe('page not found', () => {
  it('redirects an unknown path to /notfound with the SPEC texts and a button home', async () => {
    const { page, context } = await newPage(browser);
    await acceptCookies(page);
    await page.goto('/no/such/page');
    await page.waitForURL('**/notfound');
    await page.getByRole('heading', { name: 'Page not found' }).waitFor();
    expect(await page.getByText('Oops!').isVisible()).toBe(true);
    expect(await page.getByTestId('support-link').getAttribute('href')).toMatch(/^mailto:/);
    await screenshot(page, 'notfound-anonymous');
    await page.getByTestId('notfound-home').click();
    await page.waitForURL((url) => url.pathname === '/');
    await context.close();
  });

  it.each([
    [{ id: 's1', type: 'startup', admin: false }, '/startup'],
    [{ id: 'c1', type: 'corp', admin: false }, '/corporate'],
    [{ id: 'a1', type: null, admin: true, adminType: 'ADMIN' }, '/admin'],
  ])('sends %o to %s', async (user, target) => {
    const { page, context } = await newPage(browser);
    await acceptCookies(page);
    await signInAs(page, user);
    await page.goto('/notfound');
    expect(await page.getByTestId('notfound-home').getAttribute('href')).toBe(target);
    await context.close();
  });

  it.each(['admin', 'startup', 'corp'] as const)(
    'shows "Page not found" for an unknown path in the %s area',
    async (who) => {
      const { page, context } = await newPage(browser);
      await acceptCookies(page);
      await signInThroughForm(page, who);
      await page.waitForURL(`**${PERSONAS[who].home}**`);
      await page.goto(`${PERSONAS[who].home}/no-such-page`);
      await page.waitForURL('**/notfound');
      await page.getByRole('heading', { name: 'Page not found' }).waitFor();
      expect(await page.getByTestId('notfound-home').getAttribute('href')).toBe(PERSONAS[who].home);
      if (who === 'admin') await screenshot(page, 'notfound-admin-area');
      await context.close();
    },
  );
});
