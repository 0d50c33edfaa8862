import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { adminToken } from '../support/api.ts';
import { acceptCookies, checkA11y, useBrowser, newPage, screenshot } from '../support/browser.ts';
import { signInThroughForm, type PersonaName } from '../support/personas.ts';

/*
 * The landing header (and the registration title) said "Sign in"
 * to a signed-in person, "Get started" led to sign-in, the app header logo led nowhere, a phone
 * showed nowhere who was signed in, the tab title never changed, a sign-in error carried over
 * to the admin sign-in, and a host opening a company URL saw two empty states.
 */
const browser = useBrowser();

const DESKTOP = { width: 1366, height: 900 };
const PHONE = { width: 390, height: 844 };

async function open(size = DESKTOP) {
  const { page, context } = await newPage(browser);
  await page.setViewportSize(size);
  await acceptCookies(page);
  return { page, context };
}

async function signedIn(who: PersonaName, size = DESKTOP) {
  const { page, context } = await open(size);
  await signInThroughForm(page, who);
  await page.waitForURL((url) => url.pathname !== '/');
  return { page, context };
}

const titleIs = (page: Page, title: string) =>
  page.waitForFunction((t) => document.title === t, title);

describe('landing page', () => {
  it('"Get started" opens the startup registration, titled as such', async () => {
    for (const [name, size] of [
      ['desktop', DESKTOP],
      ['phone', PHONE],
    ] as const) {
      const { page, context } = await open(size);
      await page.goto('/');
      await page.getByRole('link', { name: 'Get started' }).click();
      const region = page.locator('#sign-in');
      await region.getByRole('heading', { name: 'Register your startup' }).waitFor();
      expect(await region.getByRole('heading', { name: 'Sign in', exact: true }).count()).toBe(0);
      await titleIs(page, 'Register your startup · Matchday');
      await region.getByRole('button', { name: 'Register', exact: true }).click();
      await region.getByText('Enter the company name').waitFor();
      expect(await region.textContent()).not.toMatch(/Too small|expected string|Invalid input/);
      await region.screenshot({ path: `e2e/artifacts/landing-register-errors-${name}.png` });
      await checkA11y(page, `landing-register-errors-${name}`);
      await context.close();
    }
  });

  it('does not carry a sign-in error over to the administrator sign-in', async () => {
    const { page, context } = await open();
    await page.goto('/');
    const region = page.locator('#sign-in');
    await region.getByLabel('E-mail').fill('startup@matchday.test');
    await region.locator('input[type=password]').fill('not the password');
    await region.getByRole('button', { name: 'Sign in', exact: true }).click();
    await region.getByTestId('sign-in-error').waitFor();
    await region.getByRole('button', { name: 'Administrator sign-in' }).click();
    await region.getByRole('heading', { name: 'Administrator sign-in' }).waitFor();
    expect(await region.getByTestId('sign-in-error').count()).toBe(0);
    expect(await region.getByLabel('E-mail').inputValue()).toBe('');
    await context.close();
  });

  it('offers "Open Matchday", not "Sign in", to a signed-in person', async () => {
    const { page, context } = await signedIn('startup');
    await page.goto('/');
    const hero = page.locator('main').first();
    await hero.getByRole('link', { name: 'Open Matchday' }).first().waitFor();
    expect(await page.getByRole('link', { name: 'Sign in', exact: true }).count()).toBe(0);
    expect(await page.getByRole('link', { name: 'Get started' }).count()).toBe(0);
    await screenshot(page, 'landing-signed-in');
    await hero.getByRole('link', { name: 'Open Matchday' }).first().click();
    await page.waitForURL('**/startup');
    await context.close();
  });
});

describe('app header', () => {
  it('names the page in the tab, and its logo leads home', async () => {
    const { page, context } = await signedIn('admin');
    await titleIs(page, 'Administration · Matchday');
    await page.getByRole('link', { name: 'Companies', exact: true }).click();
    await titleIs(page, 'Companies · Administration · Matchday');
    await page.getByTestId('header-home').click();
    await page.waitForURL((url) => url.pathname === '/admin');
    await titleIs(page, 'Administration · Matchday');
    await page.goto('/notfound');
    await page.goto('/reset/x');
    await titleIs(page, 'Reset your password · Matchday');
    await context.close();
  });

  it('shows on a phone who is signed in, for which company, in the menu', async () => {
    const { page, context } = await signedIn('corp', PHONE);
    const header = page.getByTestId('viewer-badge');
    expect(await header.isVisible()).toBe(false);
    await page.getByRole('button', { name: 'Toggle navigation' }).click();
    const inMenu = page.getByTestId('nav-viewer-badge');
    await inMenu.getByText('Fjord Energy AB').waitFor();
    expect(await inMenu.isVisible()).toBe(true);
    await screenshot(page, 'phone-menu-viewer');
    await context.close();
  });

  it('shows the signed-in person in the header on a desktop', async () => {
    const { page, context } = await signedIn('corp');
    await page.getByTestId('viewer-badge').getByText('Fjord Energy AB').waitFor();
    expect(await page.getByTestId('nav-viewer-badge').isVisible()).toBe(false);
    await screenshot(page, 'desktop-header-viewer');
    await context.close();
  });
});

describe('a company URL opened directly', () => {
  it.each(['host', 'consortium'] as const)(
    'shows the %s one state, not two stacked',
    async (who) => {
      const { page, context } = await signedIn(who);
      const authorization = await adminToken(page.request);
      const res = await page.request.post('/api/matrix/neo', {
        headers: { authorization, deviceid: 'e2e-api' },
        data: { query: '{ companies(limit: 100) { items { id name } } }' },
      });
      const companies = ((await res.json()) as { data: { companies: { items: { id: string }[] } } })
        .data.companies.items;
      // The last company of the list: outside most hosts' and consortium members' reach.
      for (const id of [companies.at(-1)!.id, '00000000-0000-4000-8000-000000000000']) {
        await page.goto(`/admin/companies/${id}`);
        await page.getByRole('link', { name: '← All companies' }).waitFor();
        await page.waitForLoadState('networkidle');
        const empty = await page.getByTestId('empty-state').count();
        expect(empty).toBeLessThanOrEqual(1);
        if (empty === 0) {
          // The company is in reach: its panel shows, and no "not for your role" below it.
          expect(await page.getByText('Profiles are not available to your role').count()).toBe(0);
        }
      }
      await screenshot(page, `company-url-${who}`);
      await context.close();
    },
  );
});
