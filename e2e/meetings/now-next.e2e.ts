import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, launchBrowser, screenshot } from '../support/browser.ts';
import type { PersonaName } from '../support/personas.ts';
import { liveEvent, signedIn as signedInAs, SIZES } from './live-event.ts';

/**
 * The live day, end to end (decision 108): an event whose first slot began five minutes ago,
 * the startup and corporate personas meeting in it and again in the next slot. The startup sees
 * its now / next (counterpart, table, time left) on its home page and the event's own route,
 * presses "running late — 10 min"; the corporate finds the notification and the note on its own
 * now / next. The ADMIN makes the venue screen's link on the check-in tab; the big screen shows
 * the slot by table; once the link is revoked (after a confirmation) the screen says so.
 * No clock is waited for: the event is placed around the server's "now".
 */
let browser: Browser;
let eventId = '';
let startupName = '';
let corpName = '';
const NAME = `Live day ${Date.now() % 100_000}`;
const signedIn = (who: PersonaName, size: keyof typeof SIZES, home: string) =>
  signedInAs(browser, who, size, home);

beforeAll(async () => {
  browser = await launchBrowser();
  const context = await browser.newContext({ baseURL: baseUrl() });
  // The pair's meeting in the slot under way (slot 0 began five minutes ago), table 1.
  const live = await liveEvent(context.request, {
    name: NAME,
    begunMinutesAgo: 5,
    slot: 0,
    message: 'Meet on the live day',
  });
  eventId = live.eventId;
  startupName = live.startup.name;
  corpName = live.corp.name;
});

afterAll(async () => {
  await browser.close();
});

describe('the live day', () => {
  it('the startup sees now / next and tells the corporate it runs late; the corporate sees it', async () => {
    const { page, context } = await signedIn('startup', 'desktop', '/startup');
    // The home page puts a running event's now / next first.
    await page.getByTestId('now-next').first().waitFor();
    await page.goto(`/startup/events/${eventId}/now`);
    const view = page.getByTestId('now-next');
    const now = view.getByTestId('live-now');
    await now.getByText(corpName).first().waitFor();
    await now.getByText(/Table 1/).waitFor();
    await expect.poll(() => now.getByRole('timer').textContent()).toMatch(/^1?\d:\d\d left$/);
    await view.getByText('Live now').waitFor();
    await screenshot(page, 'now-next-startup-desktop');
    await page.getByRole('button', { name: /you run 10 minutes late/ }).click();
    await view.getByText(/knows you run 10 minutes late/).waitFor();
    await screenshot(page, 'now-next-running-late-desktop');
    // Once per meeting and minutes: the second press is refused in words.
    await page.getByRole('button', { name: /you run 10 minutes late/ }).click();
    await view
      .getByRole('alert')
      .getByText(/You already told/)
      .waitFor();
    await context.close();

    const corp = await signedIn('corp', 'phone', '/corporate');
    await corp.page.goto('/corporate/notifications');
    await corp.page
      .getByText(`${startupName} runs 10 min late`, { exact: false })
      .first()
      .waitFor();
    await screenshot(corp.page, 'now-next-late-notification-phone');
    await corp.page.goto(`/corporate/events/${eventId}/now`);
    await corp.page
      .getByTestId('counterpart-late')
      .getByText(/runs 10 min late/)
      .waitFor();
    // The event's section row scrolls sideways on a phone: the open section is in sight.
    const sections = corp.page.getByRole('navigation', { name: 'Event sections' });
    const open = sections.getByRole('link', { name: 'Now / next' });
    await expect
      .poll(async () => {
        const [row, link] = [await sections.boundingBox(), await open.boundingBox()];
        return !!row && !!link && link.x >= row.x && link.x + link.width <= row.x + row.width;
      })
      .toBe(true);
    await screenshot(corp.page, 'now-next-corporate-phone');
    await corp.context.close();
  }, 120_000);

  it('the venue screen shows the slot by table until its link is revoked', async () => {
    const admin = await signedIn('admin', 'desktop', '/admin');
    await admin.page.goto(`/admin/events/${eventId}/check-in`);
    const card = admin.page.getByTestId('venue-screen-card');
    await card.getByRole('button', { name: 'Make a link' }).click();
    const url = await card.getByTestId('venue-url').inputValue();
    expect(url).toMatch(/\/venue\/mdv_/);
    await screenshot(admin.page, 'venue-link-made-desktop');

    for (const size of ['desktop', 'phone'] as const) {
      const context = await browser.newContext({ viewport: SIZES[size] });
      const page = await context.newPage();
      await page.goto(url);
      const screen = page.getByTestId('venue-screen');
      await screen.getByText(NAME).waitFor();
      const current = screen.getByTestId('venue-now');
      await current.getByText('Table 1').waitFor();
      await current.getByText(startupName).waitFor();
      await expect.poll(() => current.getByRole('timer').textContent()).toMatch(/^ends in \d/);
      await screenshot(page, `venue-screen-${size}`);
      await context.close();
    }

    await card.getByRole('button', { name: 'Revoke the link' }).click();
    const dialog = admin.page.getByRole('dialog', { name: 'Revoke the venue screen link?' });
    await dialog.getByRole('button', { name: 'Revoke' }).click();
    await card.getByText('No link yet.').waitFor();
    await admin.context.close();

    const context = await browser.newContext({ viewport: SIZES.desktop });
    const page = await context.newPage();
    const res = await page.request.get(url.replace('/venue/', '/api/venue/'));
    expect(res.status()).toBe(404);
    await page.goto(url);
    await page
      .getByRole('alert')
      .getByText(/not valid/)
      .waitFor();
    await screenshot(page, 'venue-screen-revoked-desktop');
    await context.close();
  }, 120_000);
});
