import type { APIRequestContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminGraphQL } from '../profiles/helpers.ts';
import { adminToken } from '../support/api.ts';
import {
  acceptCookies,
  baseUrl,
  newPage,
  screenshot,
  useBrowser,
  type Viewport,
} from '../support/browser.ts';
import { DEMO_PASSWORD, signInThroughForm } from '../support/personas.ts';

/*
 * The small things of a real event, at desktop and phone width: a corporate signing in on the
 * Startup tab is told which tab to use; "Register to take part" keeps the chosen event through
 * sign-in; an admin event page on a phone scrolls its tabs to the open one; a corporate's draft
 * need is discarded (asked first), not closed by a red button beside Publish; the company's
 * People panel opens a person's History; notification times name their zone.
 */
const browser = useBrowser();
let api: APIRequestContext;
let authorization = '';
let previousEventId = '';

const gql = <T>(query: string, variables: Record<string, unknown> = {}) =>
  adminGraphQL<T>(api, authorization, query, variables);

const settled = (page: Page) =>
  page.evaluate(() =>
    Promise.all(document.getAnimations().map((a) => a.finished.catch(() => undefined))),
  );

beforeAll(async () => {
  const context = await browser.newContext({ baseURL: baseUrl() });
  api = context.request;
  authorization = await adminToken(api);
  const { events } = await gql<{ events: { id: string; name: string }[] }>(
    'query { events(when: PREVIOUS, limit: 5) { id name } }',
  );
  previousEventId = events[0]!.id;
});

afterAll(() => undefined);

describe.each(['desktop', 'phone'] as Viewport[])('the small ones (%s)', (viewport) => {
  it('tells a corporate signing in on the Startup tab to use the Corporate tab', async () => {
    const { page, context } = await newPage(browser, { viewport });
    await acceptCookies(page);
    await page.goto('/');
    const region = page.locator('#sign-in');
    await region.getByText('Startup', { exact: true }).click();
    await region.getByLabel('E-mail').fill('corp@matchday.test');
    await region.locator('input[type=password]').fill(DEMO_PASSWORD);
    await region.getByRole('button', { name: 'Sign in', exact: true }).click();
    const error = region.getByTestId('sign-in-error');
    await error.getByText('This is a corporate account').waitFor();
    expect(await error.textContent()).toBe(
      'This is a corporate account: choose “Corporate” above and sign in again.',
    );
    expect(new URL(page.url()).pathname).toBe('/');
    await error.scrollIntoViewIfNeeded();
    await screenshot(page, `sign-in-wrong-tab-${viewport}`);
    await region.getByText('Corporate', { exact: true }).click();
    await region.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.waitForURL('**/corporate');
    await context.close();
  });

  it('keeps the event chosen with "Register to take part" through sign-in', async () => {
    const { page, context } = await newPage(browser, { viewport });
    await acceptCookies(page);
    await page.goto('/');
    const register = page.getByRole('link', { name: /^Register to take part in / }).first();
    const label = (await register.getAttribute('aria-label'))!;
    const eventName = label.replace('Register to take part in ', '');
    await register.click();
    await page.waitForURL((url) => url.searchParams.has('event'));
    const eventId = new URL(page.url()).searchParams.get('event')!;
    await page.getByTestId('chosen-event').waitFor();
    await screenshot(page, `chosen-event-sign-in-${viewport}`);
    // The form is filled from a fresh landing page: the choice is kept by the browser.
    const who = viewport === 'desktop' ? 'startup' : 'corp';
    await signInThroughForm(page, who);
    const area = who === 'startup' ? '/startup' : '/corporate';
    await page.waitForURL((url) => url.pathname === `${area}/events/${eventId}`);
    await page.getByRole('heading', { name: eventName }).first().waitFor();
    await screenshot(page, `chosen-event-landed-${viewport}`);
    // Taken once: the next sign-in goes home.
    expect(await page.evaluate(() => localStorage.getItem('matchday.chosenEvent'))).toBeNull();
    await context.close();
  });

  it('scrolls the admin event tabs to the open one', async () => {
    const { page, context } = await newPage(browser, { viewport });
    await acceptCookies(page);
    await signInThroughForm(page, 'admin');
    await page.waitForURL('**/admin');
    await page.goto(`/admin/events/${previousEventId}/export`);
    const tabs = page.getByTestId('event-tabs');
    const open = tabs.getByRole('tab', { name: 'Export' });
    await open.waitFor();
    await expect
      .poll(async () => {
        const list = (await tabs.boundingBox())!;
        const tab = (await open.boundingBox())!;
        return tab.x >= list.x - 1 && tab.x + tab.width <= list.x + list.width + 1;
      })
      .toBe(true);
    expect(await open.getAttribute('aria-selected')).toBe('true');
    if (viewport === 'phone') {
      // The list does scroll sideways on a phone: the first tab is out of view.
      const scrolled = await tabs.evaluate((el) => el.scrollLeft);
      expect(scrolled).toBeGreaterThan(0);
    }
    await screenshot(page, `event-tabs-open-${viewport}`);
    await context.close();
  });

  it('offers a corporate’s draft need Discard draft, asked first, away from Publish', async () => {
    const { page, context } = await newPage(browser, { viewport });
    await acceptCookies(page);
    await signInThroughForm(page, 'corp');
    await page.waitForURL('**/corporate');
    const { events } = await gql<{ events: { id: string; name: string }[] }>(
      'query { events(when: UPCOMING, limit: 20) { id name } }',
    );
    let card = null;
    for (const e of events) {
      await page.goto(`/corporate/events/${e.id}/needs`);
      await page.waitForLoadState('networkidle');
      const drafts = page
        .getByTestId('need-card')
        .filter({ has: page.getByRole('button', { name: /^Discard draft / }) });
      if ((await drafts.count()) > 0) {
        card = drafts.first();
        break;
      }
    }
    expect(card).not.toBeNull();
    const buttons = await card!.getByRole('button').allTextContents();
    // Discard stands apart: Edit lies between it and Publish.
    expect(buttons.indexOf('Discard draft')).toBeLessThan(buttons.indexOf('Edit'));
    expect(buttons.indexOf('Edit')).toBeLessThan(buttons.indexOf('Publish'));
    expect(await card!.getByRole('button', { name: 'Close', exact: true }).count()).toBe(0);
    await card!.getByRole('button', { name: /^Discard draft / }).click();
    const dialog = page.getByRole('dialog', { name: 'Discard this draft?' });
    await dialog.getByText('was never published: no startup has seen it').waitFor();
    await settled(page);
    await screenshot(page, `need-discard-draft-${viewport}`);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await context.close();
  });

  it('opens a person’s History from the company’s People panel', async () => {
    const { companies } = await gql<{ companies: { items: { id: string; name: string }[] } }>(
      'query ($f: CompanyFilter) { companies(filter: $f, limit: 5) { items { id name } } }',
      { f: { search: 'Fjord Energy' } },
    );
    const fjord = companies.items.find((c) => c.name === 'Fjord Energy AB')!;
    const { page, context } = await newPage(browser, { viewport });
    await acceptCookies(page);
    await signInThroughForm(page, 'admin');
    await page.waitForURL('**/admin');
    await page.goto(`/admin/companies/${fjord.id}`);
    await page.getByRole('button', { name: 'History of Carl Corporate' }).click();
    const drawer = page.getByRole('dialog', { name: 'History of Carl Corporate' });
    await drawer.getByText('Ada Admin began viewing Matchday as them').first().waitFor();
    // Every time in the History names its zone (the reader's here).
    const stamp = await drawer.getByTestId('user-history').textContent();
    expect(stamp).toMatch(/\d{4}, \d\d:\d\d [A-Z]{2,5}|\d{4}, \d\d:\d\d GMT[+-]?\d*/);
    await settled(page);
    await screenshot(page, `company-person-history-${viewport}`);
    await context.close();
  });

  it('names the zone of every notification’s time', async () => {
    const { page, context } = await newPage(browser, { viewport });
    await acceptCookies(page);
    await signInThroughForm(page, 'startup');
    await page.waitForURL('**/startup');
    await page.goto('/startup/notifications');
    const first = page.getByTestId('notification').first();
    await first.waitFor();
    const text = (await first.textContent())!;
    expect(text).toMatch(/\d{4}, \d\d:\d\d (UTC|[A-Z]{3,5}|GMT[+-]\d+)/);
    await screenshot(page, `notifications-zoned-${viewport}`);
    await context.close();
  });
});
