import { request as playwrightRequest } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { acceptCookies, baseUrl, newPage, screenshot, useBrowser } from '../support/browser.ts';
import { signInThroughForm } from '../support/personas.ts';
import { publishedSchedule, type PublishedSchedule } from '../meetings/published-schedule.ts';

/**
 * The ways into a conversation beside a meeting, on a schedule published through the real flow
 * (session begun 10 minutes ago): "Message" on an agenda item and on the Now / next meeting
 * opens the conversation with that counterpart; and the settings switch for the mails about
 * unread messages, which stays as set after a reload.
 */
const browser = useBrowser();
let schedule: PublishedSchedule;

beforeAll(async () => {
  const api = await playwrightRequest.newContext({ baseURL: baseUrl() });
  schedule = await publishedSchedule(api);
  await api.dispose();
}, 120_000);

async function startupPage() {
  const { page, context } = await newPage(browser, { viewport: 'desktop' });
  await acceptCookies(page);
  await signInThroughForm(page, 'startup');
  await page.waitForURL(/\/startup/);
  return { page, context };
}

describe('Message beside a meeting', () => {
  it('on an agenda item and on the Now / next meeting, opens that conversation', async () => {
    const { eventId, corp } = schedule;
    const { page, context } = await startupPage();
    await page.goto(`/startup/events/${eventId}/agenda`);
    await page
      .getByRole('article', { name: `Meeting with ${corp.name}` })
      .getByRole('button', { name: `Message ${corp.name}` })
      .click();
    await page.waitForURL(/\/startup\/messages\/[0-9a-f-]{36}$/);
    await page.getByTestId('thread-title').getByText(corp.name).waitFor();
    const fromAgenda = page.url();

    await page.goto(`/startup/events/${eventId}/now`);
    const now = page.getByTestId('now-next');
    await now.waitFor();
    const button = now.getByRole('button', { name: /^Message / }).first();
    const label = (await button.getAttribute('aria-label'))!;
    await screenshot(page, 'conversations-now-next-message');
    await button.click();
    await page.waitForURL(/\/startup\/messages\/[0-9a-f-]{36}$/);
    await page
      .getByTestId('thread-title')
      .getByText(label.replace(/^Message /, ''))
      .waitFor();
    if (label === `Message ${corp.name}`) expect(page.url()).toBe(fromAgenda);
    await context.close();
  }, 120_000);
});

describe('the mails about unread messages', () => {
  it('are turned off in settings and stay off after a reload', async () => {
    const { page, context } = await startupPage();
    await page.goto('/startup/settings');
    const card = page.getByTestId('message-digests');
    const toggle = card.getByRole('switch', { name: 'Mail me about unread messages' });
    await expect.poll(() => toggle.isChecked()).toBe(true);
    await toggle.click({ force: true });
    await expect.poll(() => toggle.isChecked()).toBe(false);
    await page.reload();
    await expect.poll(() => toggle.isChecked(), { timeout: 10_000 }).toBe(false);
    await screenshot(page, 'conversations-digest-setting');
    await toggle.click({ force: true });
    await expect.poll(() => toggle.isChecked()).toBe(true);
    await context.close();
  }, 90_000);
});
