import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  acceptCookies,
  useBrowser,
  newPage,
  screenshot,
  type Viewport,
} from '../support/browser.ts';
import { signInThroughForm } from '../support/personas.ts';

/*
 * Viewing the app as a person (decision 083): the confirmation names them, their own account
 * actions are hidden, Stop returns to the console page it began on, and the person's History
 * names the admin with when it began and when it was stopped.
 */
const browser = useBrowser();

const PERSON = 'Stina Startup';

/** Waits until the dialog's or drawer's entrance transition has finished, for a clear picture. */
const settled = (page: Page) =>
  page.evaluate(() =>
    Promise.all(document.getAnimations().map((a) => a.finished.catch(() => undefined))),
  );

describe.each(['desktop', 'phone'] as Viewport[])('viewing as a person (%s)', (viewport) => {
  it('asks first naming them, hides their account actions, and Stop returns to the list', async () => {
    const { page, context } = await newPage(browser, { viewport });
    await acceptCookies(page);
    await signInThroughForm(page, 'admin');
    await page.waitForURL('**/admin');
    await page.goto('/admin/users');
    await page.getByTestId('user-search').fill('stina');
    await page
      .getByTestId('list-total')
      .getByText(/of 1 user$/)
      .waitFor();
    await page.waitForURL((url) => url.searchParams.get('q') === 'stina');
    const started = new URL(page.url());

    await page.getByRole('button', { name: `View as ${PERSON}` }).click();
    const dialog = page.getByRole('dialog', { name: `View Matchday as ${PERSON}?` });
    await dialog.getByText(`${PERSON}’s history records who viewed as them`).waitFor();
    await settled(page);
    await screenshot(page, `view-as-confirm-${viewport}`);
    await dialog.getByRole('button', { name: `View as ${PERSON}` }).click();
    await page.waitForURL('**/startup');
    const banner = page.getByTestId('impersonation-banner');
    await banner.getByText(`Viewing as ${PERSON}`).waitFor();
    expect(await page.getByRole('button', { name: 'Sign out' }).count()).toBe(0);

    await page.goto('/startup/settings');
    await page.getByTestId('impersonated-settings').waitFor();
    await page.getByRole('heading', { name: 'Download my data' }).waitFor();
    expect(await page.getByRole('heading', { name: 'Change password' }).count()).toBe(0);
    expect(await page.getByRole('heading', { name: 'Delete my account' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Sign out' }).count()).toBe(0);
    await screenshot(page, `view-as-settings-${viewport}`);

    await banner.getByRole('button', { name: 'Stop' }).click();
    await page.waitForURL((url) => url.pathname === started.pathname);
    expect(new URL(page.url()).search).toBe(started.search);
    await page.getByTestId('users-table').getByText(PERSON).waitFor();
    expect(await banner.count()).toBe(0);
    expect(await page.evaluate(() => localStorage.getItem('matchday.impersonation'))).toBeNull();

    await page.getByRole('button', { name: `History of ${PERSON}` }).click();
    const drawer = page.getByRole('dialog', { name: `History of ${PERSON}` });
    const history = drawer.getByTestId('user-history');
    await history.getByText('Ada Admin stopped viewing as them').first().waitFor();
    const titles = await history.locator('.mantine-Timeline-itemTitle').allTextContents();
    expect(titles.slice(0, 2)).toEqual([
      'Ada Admin stopped viewing as them',
      'Ada Admin began viewing Matchday as them',
    ]);
    await settled(page);
    await screenshot(page, `user-history-${viewport}`);
    await context.close();
  });
});
