import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  acceptCookies,
  useBrowser,
  newPage,
  screenshot,
  type Viewport,
} from '../support/browser.ts';
import { PERSONAS, signInThroughForm } from '../support/personas.ts';

/**
 * The startup's and the corporate's home says what's next — on the demo data
 * (seed/demo-coming.ts): the next meeting with its time in the event's zone and the way to the
 * agenda, pending actions counted and linked to the page where each is done, and events open to
 * join — at desktop and phone width (screenshots, axe). Other browser tests add meetings and
 * events of their own to the same personas, so the checks name shapes, not the demo's rows.
 */
const browser = useBrowser();

async function home(who: 'startup' | 'corp', viewport: Viewport) {
  const { page, context } = await newPage(browser, { viewport });
  await acceptCookies(page);
  await signInThroughForm(page, who);
  await page.waitForURL(`**${PERSONAS[who].home}`);
  await page.getByRole('heading', { name: 'Welcome to Matchday', level: 1 }).waitFor();
  return { page, context };
}

/** The next meeting: a day, a time range, the zone named, a counterpart, the agenda link. */
async function checkNextMeeting(page: Page, area: string) {
  const next = page.getByRole('region', { name: 'Next meeting' });
  await next.getByText(/^\d\d:\d\d–\d\d:\d\d$/).waitFor();
  await next.getByText(/^[A-Za-z ]+ time \(.+\)$/).waitFor();
  await next.getByText(/^with /).waitFor();
  const agenda = next.getByRole('link', { name: 'Open the agenda' });
  expect(await agenda.getAttribute('href')).toMatch(
    new RegExp(`^/${area}/events/[0-9a-f-]{36}/agenda$`),
  );
}

async function pendingAction(page: Page, name: RegExp): Promise<Locator> {
  const pending = page.getByRole('region', { name: 'Waiting for you' });
  const link = pending.getByRole('link', { name });
  await link.first().waitFor();
  return link.first();
}

describe('the startup’s home', () => {
  it('shows the next meeting, a selection to confirm that opens its page, and events to join', async () => {
    for (const viewport of ['desktop', 'phone'] as const) {
      const { page, context } = await home('startup', viewport);
      await checkNextMeeting(page, 'startup');
      const confirm = await pendingAction(page, /^\d+ selections? to confirm/);
      const count = Number(/^(\d+)/.exec((await confirm.textContent()) ?? '')?.[1]);
      expect(count).toBeGreaterThan(0);
      const open = page.getByRole('region', { name: 'Events open to join' });
      const register = open.getByRole('link', { name: /^Register: / }).first();
      await register.waitFor();
      await screenshot(page, viewport === 'phone' ? 'home-startup-phone' : 'home-startup');

      if (viewport === 'desktop') {
        await confirm.click();
        await page.waitForURL(/\/startup\/events\/[0-9a-f-]{36}\/selections$/);
        await page.getByRole('heading', { name: 'Selections', level: 1 }).waitFor();
        await page
          .getByRole('button', { name: /^Confirm/ })
          .first()
          .waitFor();
        await page.goBack();
        await page.getByRole('heading', { name: 'Welcome to Matchday' }).waitFor();
        const name = ((await register.getAttribute('aria-label')) ?? '').replace(/^Register: /, '');
        await register.click();
        await page.waitForURL(/\/startup\/events\/[0-9a-f-]{36}$/);
        await page.getByRole('heading', { name, level: 1 }).waitFor();
        await page
          .getByTestId('registration-card')
          .getByRole('button', { name: /Register/ })
          .waitFor();
      }
      await context.close();
    }
  });
});

describe('the corporate’s home', () => {
  it('shows the next meeting, suggestions to choose from that open their page, and upcoming events', async () => {
    for (const viewport of ['desktop', 'phone'] as const) {
      const { page, context } = await home('corp', viewport);
      await checkNextMeeting(page, 'corporate');
      const choose = await pendingAction(page, /^\d+ suggested startups? to choose from/);
      await pendingAction(page, /^\d+ meeting requests? to answer/);
      const open = page.getByRole('region', { name: 'Upcoming events' });
      await open
        .getByRole('link', { name: /^See the event: / })
        .first()
        .waitFor();
      await screenshot(page, viewport === 'phone' ? 'home-corp-phone' : 'home-corp');

      if (viewport === 'desktop') {
        await choose.click();
        await page.waitForURL(/\/corporate\/events\/[0-9a-f-]{36}\/suggestions$/);
        await page.getByRole('heading', { name: 'Suggestions', level: 1 }).waitFor();
      }
      await context.close();
    }
  });
});
