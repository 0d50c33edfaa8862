import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { screenKey, wasChecked } from '../support/a11y-ledger.ts';
import { settleA11yChecks } from '../support/a11y-watch.ts';
import { acceptCookies, baseUrl, checkA11y, useBrowser } from '../support/browser.ts';
import { PERSONAS, signInThroughForm, type PersonaName } from '../support/personas.ts';

/**
 * Every persona's menu, the sections of its first event and a company profile
 * from its directory, and signed out the landing and the not-found page, at both sizes
 * people use, checked by axe. The watch (support/a11y-watch.ts) checks a screen the first time
 * any test reaches it; this walk makes sure the screens a persona can reach from its menu are
 * among them even when no other test stays on them long enough. Screens of the four admin kinds
 * share routes but not content, so each kind's own screens are checked here again (at 1366 px).
 */
const ARTIFACTS = path.resolve(import.meta.dirname, '../artifacts');
const SIZES = { desktop: { width: 1366, height: 900 }, phone: { width: 390, height: 844 } };

const browser = useBrowser();

/** In-app navigation (no reload), as a click on a menu link does. */
async function go(page: Page, path: string) {
  await page.evaluate((target) => {
    history.pushState({}, '', target);
    dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  await page.waitForURL((url) => url.pathname + url.search === path);
  await page.locator('main h1, main h2').first().waitFor();
}

async function ensureChecked(page: Page, name: string, always: boolean) {
  await settleA11yChecks(); // a check the watch started on this screen
  // E2E_WALK_SHOTS=1 photographs every screen of the walk for a person to look through.
  if (process.env.E2E_WALK_SHOTS) {
    await page.screenshot({ path: path.join(ARTIFACTS, `${name}.png`), fullPage: true });
  }
  const key = screenKey(page.url(), page.viewportSize()?.width);
  if (always || (key && !wasChecked(key))) await checkA11y(page, name);
}

/** The area's menu (the shell's navbar, "<Area> navigation"), not the footer's legal links. */
const MENU = 'nav[aria-label$=" navigation"] a[href]';

const hrefs = (page: Page, selector: string) =>
  page
    .locator(selector)
    .evaluateAll((links) => links.map((a) => new URL((a as HTMLAnchorElement).href).pathname));

describe('every persona’s screens pass axe', () => {
  it.each(Object.keys(PERSONAS) as PersonaName[])(
    '%s: menu and event sections',
    async (who) => {
      const always = PERSONAS[who].kind === 'admin' && who !== 'admin';
      let screens: string[] = [];
      for (const size of ['desktop', 'phone'] as const) {
        const context = await browser.newContext({ baseURL: baseUrl(), viewport: SIZES[size] });
        const page = await context.newPage();
        await acceptCookies(page);
        await signInThroughForm(page, who);
        await page.waitForURL(`**${PERSONAS[who].home}`);
        if (size === 'desktop') {
          await page.locator(MENU).first().waitFor();
          screens = await hrefs(page, MENU);
          const events = screens.find((path) => path.endsWith('/events'));
          if (events) {
            await go(page, events);
            await page.locator(`main a[href^="${events}/"]`).first().waitFor();
            const first = (await hrefs(page, `main a[href^="${events}/"]`)).find((path) =>
              /\/events\/[0-9a-f-]{36}$/.test(path),
            );
            if (first) {
              await go(page, first);
              screens.push(
                first,
                ...(await hrefs(page, 'nav[aria-label="Event sections"] a[href]')),
              );
            }
          }
          const directory = screens.find((path) => path.endsWith('/directory'));
          if (directory) {
            // A company's profile, as the directory opens it.
            await go(page, directory);
            const profile = page.locator('main a[href*="/companies/"]').first();
            await profile.waitFor();
            screens.push(new URL((await profile.getAttribute('href'))!, page.url()).pathname);
          }
          screens = [...new Set(screens)];
          expect(screens.length).toBeGreaterThan(2);
        }
        for (const path of screens) {
          await go(page, path);
          await ensureChecked(
            page,
            `walk-${who}-${size}${path.replace(/\//g, '_')}`,
            always && size === 'desktop',
          );
        }
        await context.close();
      }
    },
    240_000,
  ); // every menu item and event section, twice (desktop and phone)

  it('signed out: the landing page and the not-found page', async () => {
    for (const size of ['desktop', 'phone'] as const) {
      const context = await browser.newContext({ baseURL: baseUrl(), viewport: SIZES[size] });
      const page = await context.newPage();
      await acceptCookies(page);
      await page.goto('/');
      for (const path of ['/', '/notfound', '/no/such/page']) {
        await page.evaluate((target) => {
          history.pushState({}, '', target);
          dispatchEvent(new PopStateEvent('popstate'));
        }, path);
        await page.locator('h1, h2').first().waitFor();
        await ensureChecked(page, `walk-public-${size}${path.replace(/\//g, '_')}`, false);
      }
      await context.close();
    }
  });
});
