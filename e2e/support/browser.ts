import { mkdir, mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  chromium,
  type Browser,
  type BrowserContext,
  type Download,
  type Page,
} from 'playwright-core';
import { afterAll, beforeAll, inject } from 'vitest';
import { watchBrowser } from './a11y-watch.ts';
import { checkA11y } from './axe.ts';

const ARTIFACTS = path.resolve(import.meta.dirname, '../artifacts');

export const baseUrl = () => inject('baseUrl');

/**
 * The run's chromium (launched once in global-setup.ts), connected to by this test file, with
 * every page watched by axe (support/a11y-watch.ts). `close()` on it ends this file's connection
 * and the contexts it opened, not the browser.
 */
export async function launchBrowser(): Promise<Browser> {
  const browser = await chromium.connect(inject('browserEndpoint'));
  return watchBrowser(browser);
}

/**
 * The run's chromium for this test file: connected before its tests, let go after them. Use at
 * the top of a file: `const browser = useBrowser();` (the answer forwards to the connection made
 * in `beforeAll`).
 */
export function useBrowser(): Browser {
  let connected: Browser | undefined;
  beforeAll(async () => {
    connected = await launchBrowser();
  });
  afterAll(() => connected?.close());
  return new Proxy({} as Browser, {
    get(_target, key) {
      if (!connected) throw new Error('useBrowser(): the browser is connected in beforeAll');
      const value: unknown = Reflect.get(connected, key, connected);
      return typeof value === 'function'
        ? (value as (...a: unknown[]) => unknown).bind(connected)
        : value;
    },
  });
}

export type Viewport = 'desktop' | 'phone';
const VIEWPORTS = { desktop: { width: 1280, height: 800 }, phone: { width: 360, height: 740 } };

export async function newPage(
  browser: Browser,
  options: { viewport?: Viewport; base?: string } = {},
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
    baseURL: options.base ?? baseUrl(),
    viewport: VIEWPORTS[options.viewport ?? 'desktop'],
  });
  return { context, page: await context.newPage() };
}

/**
 * Saves a full-page screenshot under e2e/artifacts/ for a person to look at, and checks the
 * screen with axe-core (support/axe.ts: fails on serious or critical WCAG 2.1 A/AA violations).
 */
export async function screenshot(page: Page, name: string) {
  await mkdir(ARTIFACTS, { recursive: true });
  await page.screenshot({ path: path.join(ARTIFACTS, `${name}.png`), fullPage: true });
  await checkA11y(page, name);
}

export { checkA11y };

/** Puts session credentials in the browser as the sign-in would (SPEC §3 credentials key). */
export async function signInAs(page: Page, user: Record<string, unknown>) {
  await page.addInitScript((u) => {
    const credentials = {
      user: u,
      token: { accessTokenHeader: 'Bearer e2e', refreshToken: 'e2e' },
      deviceid: 'e2e-device',
      storeSession: true,
    };
    localStorage.setItem('matchday.credentials', JSON.stringify(credentials));
  }, user);
}

export async function acceptCookies(page: Page) {
  await page.addInitScript(() =>
    localStorage.setItem('matchday.state', JSON.stringify({ cookies: true })),
  );
}

/**
 * Where a download was saved on this machine: the browser is the run's shared one, reached over
 * a connection, so `download.path()` is not available; the file is copied here instead.
 */
export async function savedDownload(download: Download): Promise<string> {
  const file = path.join(await mkdtemp(path.join(tmpdir(), 'matchday-download-')), 'file');
  await download.saveAs(file);
  return file;
}
