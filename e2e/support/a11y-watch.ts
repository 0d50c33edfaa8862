import type { Browser, BrowserContext, Page } from 'playwright-core';
import { axeMode, reportFindings, runAxe, type Finding } from './axe.ts';
import { recordVisited, screenKey, wasChecked } from './a11y-ledger.ts';

/**
 * axe on every screen the browser tests visit, not only the photographed ones.
 * Every page of a browser from launchBrowser() is watched: the first time a test reaches a screen
 * (route pattern × width, see a11y-ledger.ts) that no test has checked yet, axe runs once the
 * screen has settled (no loader, no busy region), while the test goes on; a screen that never
 * settles (a redirect, a page left at once) is not counted as visited. A finding is confirmed
 * by a second run 0.7 s later (so a transition caught mid-way is not reported), then fails the
 * test that visited the screen in its afterEach (support/a11y-setup.ts). A check cut short by the
 * test navigating on or closing the page is dropped; the screen stays unchecked for the next visit.
 */
const pending = new Set<Promise<void>>();
const failures: { name: string; url: string; found: Finding[] }[] = [];
const inFlight = new Set<string>();
const visitedHere = new Set<string>();

export function watchBrowser(browser: Browser): Browser {
  if (axeMode() === 'off') return browser;
  const newContext = browser.newContext.bind(browser);
  browser.newContext = async (...args: Parameters<Browser['newContext']>) => {
    const context = await newContext(...args);
    watchContext(context);
    return context;
  };
  const newPage = browser.newPage.bind(browser);
  browser.newPage = async (...args: Parameters<Browser['newPage']>) => {
    const page = await newPage(...args);
    watchPage(page);
    return page;
  };
  return browser;
}

function watchContext(context: BrowserContext) {
  context.on('page', watchPage);
}

const watched = new WeakSet<Page>();
function watchPage(page: Page) {
  if (watched.has(page)) return;
  watched.add(page);
  page.on('framenavigated', (frame) => {
    if (frame !== page.mainFrame()) return;
    const url = frame.url();
    const key = screenKey(url, page.viewportSize()?.width);
    // Seen and checked already: nothing to wait for (most navigations of a run).
    if (!key || inFlight.has(key) || (visitedHere.has(key) && wasChecked(key))) return;
    inFlight.add(key);
    const run = autoCheck(page, key, url)
      .catch(() => undefined) // the page closed or navigated on: the screen stays unchecked
      .finally(() => {
        inFlight.delete(key);
        pending.delete(run);
      });
    pending.add(run);
  });
}

const sameScreen = (page: Page, key: string) =>
  !page.isClosed() && screenKey(page.url(), page.viewportSize()?.width) === key;

/** Waits until the screen shows no loader and no busy region for two polls (at most 5 s). */
async function settled(page: Page, key: string): Promise<boolean> {
  let quiet = 0;
  for (let i = 0; i < 50 && quiet < 2; i++) {
    await page.waitForTimeout(100);
    if (!sameScreen(page, key)) return false;
    const busy = await page.evaluate(
      () =>
        document.readyState !== 'complete' ||
        !!document.querySelector('.mantine-Loader-root, [aria-busy="true"]'),
    );
    quiet = busy ? 0 : quiet + 1;
  }
  return quiet >= 2 && sameScreen(page, key);
}

async function autoCheck(page: Page, key: string, url: string) {
  // A screen counts as visited once it has settled: a redirect or a page left at once was not seen.
  if (!(await settled(page, key))) return;
  if (!visitedHere.has(key)) {
    visitedHere.add(key);
    recordVisited(key, url);
  }
  if (wasChecked(key)) return;
  const name = `visited ${key}`.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '');
  const first = await runAxe(page, name);
  if (first.length === 0 || !sameScreen(page, key)) return;
  await page.waitForTimeout(700);
  if (!sameScreen(page, key)) return;
  const again = await runAxe(page, name);
  const rules = new Set(first.map((f) => f.rule));
  const confirmed = again.filter((f) => rules.has(f.rule));
  if (confirmed.length) failures.push({ name, url: page.url(), found: confirmed });
}

/** Awaits the checks still running and fails on any confirmed finding (called after each test). */
export async function settleA11yChecks() {
  await Promise.allSettled([...pending]);
  const list = failures.splice(0);
  for (const { name, url, found } of list) await reportFindings(name, url, found);
}
