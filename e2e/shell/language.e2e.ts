import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { graphql, personaToken } from '../support/api.ts';
import { acceptCookies, newPage, screenshot, useBrowser } from '../support/browser.ts';
import { PERSONAS, signInThroughForm } from '../support/personas.ts';

/**
 * English and Swedish: the language switch on the landing page and in the signed-in header, the
 * page's `lang`, and the signed-in person's choice kept by the server (their mails follow it).
 */
const browser = useBrowser();
const corp = PERSONAS.corp.email;
const ME = '{ me { locale localeChosen } }';
const SET = 'mutation ($l: String!) { setMyLocale(locale: $l) { locale } }';

const lang = (page: Page) => page.evaluate(() => document.documentElement.lang);
const choose = (page: Page, scope: string, code: 'EN' | 'SV') =>
  page
    .locator(scope)
    .locator('[data-testid=language-switch]')
    .first()
    .getByText(code, { exact: true })
    .click();

afterAll(async () => {
  // The demo corporate speaks English again for the browser tests that follow.
  await graphql('/api/corp', await personaToken('corp', corp), SET, { l: 'en' });
});

describe('the language switch', () => {
  it('turns the landing page Swedish, and signing in keeps and saves the choice', async () => {
    for (const viewport of ['desktop', 'phone'] as const) {
      const { page, context } = await newPage(browser, { viewport });
      await acceptCookies(page);
      await page.goto('/');
      const title = page.locator('h1').first();
      await expect.poll(() => title.textContent()).toBe('Meet the partners your innovation needs');
      expect(await lang(page)).toBe('en');
      await choose(page, 'body', 'SV');
      await expect.poll(() => title.textContent()).toBe('Möt partnerna som din innovation behöver');
      expect(await lang(page)).toBe('sv');
      await screenshot(page, `language-landing-sv-${viewport}`);
      await context.close();
    }
  });

  it('signed in, the person’s saved language wins; a switch is saved and followed elsewhere', async () => {
    const token = await personaToken('corp', corp);
    // Whatever earlier tests left: the corporate's saved language is English.
    await graphql('/api/corp', token, SET, { l: 'en' });
    const { page, context } = await newPage(browser, { viewport: 'desktop' });
    await acceptCookies(page);
    await page.goto('/');
    await choose(page, 'body', 'SV');
    await signInThroughForm(page, 'corp');
    await page.waitForURL('**/corporate');
    // The saved choice wins over the landing page's.
    await expect.poll(() => lang(page)).toBe('en');
    await choose(page, 'header', 'SV');
    const menu = page.locator('nav[aria-label^="Navigering"]');
    await expect.poll(() => menu.getByText('Översikt', { exact: true }).count()).toBe(1);
    expect(await lang(page)).toBe('sv');
    await expect
      .poll(async () => (await graphql('/api/corp', token, ME)).me)
      .toEqual({ locale: 'sv', localeChosen: true });
    await screenshot(page, 'language-corporate-sv');
    // Another browser of the same person (nothing kept locally) follows the saved choice.
    const other = await newPage(browser, { viewport: 'phone' });
    await acceptCookies(other.page);
    await signInThroughForm(other.page, 'corp');
    await other.page.waitForURL('**/corporate');
    await expect.poll(() => lang(other.page)).toBe('sv');
    await other.page.getByRole('button', { name: /navigeringen/ }).click();
    await expect
      .poll(() => other.page.getByText('Översikt', { exact: true }).count())
      .toBeGreaterThan(0);
    await screenshot(other.page, 'language-corporate-sv-phone');
    await other.context.close();
    // Back to English from the header.
    await choose(page, 'header', 'EN');
    await expect.poll(() => lang(page)).toBe('en');
    await expect.poll(() => page.getByText('Overview', { exact: true }).count()).toBeGreaterThan(0);
    await expect
      .poll(async () => (await graphql('/api/corp', token, ME)).me)
      .toEqual({ locale: 'en', localeChosen: true });
    await context.close();
  });
});
