import ICAL from 'ical.js';
import { readFile } from 'node:fs/promises';
import { request as playwrightRequest, type Browser, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  acceptCookies,
  baseUrl,
  launchBrowser,
  screenshot,
  savedDownload,
} from '../support/browser.ts';
import { signInThroughForm, type PersonaName } from '../support/personas.ts';
import { eventMeetings, publishedSchedule, type PublishedSchedule } from './published-schedule.ts';

/**
 * The participants' side, on a schedule published through the real flow (need →
 * suggestions → choice → confirmation → generateSchedule → publishSchedule, session begun 10
 * minutes ago): the startup opens its agenda from the event page, downloads a meeting's .ics
 * (parsed by ical.js: the meeting's UID) and prints it; the corporate marks a begun meeting held
 * and resets its calendar link (the old one answers 404).
 */
let browser: Browser;
let schedule: PublishedSchedule;

const SIZES = { desktop: { width: 1366, height: 900 }, phone: { width: 390, height: 844 } };

beforeAll(async () => {
  browser = await launchBrowser();
  const api = await playwrightRequest.newContext({ baseURL: baseUrl() });
  schedule = await publishedSchedule(api);
  await api.dispose();
});
afterAll(() => browser.close());

/** Signed in through the form; the browser's zone is New York so both clocks show. */
async function signedIn(who: PersonaName, size: keyof typeof SIZES = 'desktop') {
  const context = await browser.newContext({
    baseURL: baseUrl(),
    viewport: SIZES[size],
    timezoneId: 'America/New_York',
    acceptDownloads: true,
  });
  const page = await context.newPage();
  await acceptCookies(page);
  await signInThroughForm(page, who);
  await page.waitForURL(/\/(startup|corporate)/);
  return { page, context };
}

const row = (page: Page, name: string) =>
  page.getByRole('article', { name: `Meeting with ${name}` });

describe('a participant’s agenda of a published schedule', () => {
  it('the startup opens its agenda from the event page and downloads a meeting’s .ics', async () => {
    const { startup, eventId } = schedule;
    const mine = schedule.meetings.filter((m) => m.startup.id === startup.id);
    expect(mine).toHaveLength(2);
    const withFjord = mine.find((m) => m.corporate.id === schedule.corp.id)!;

    const { page, context } = await signedIn('startup');
    await page.goto(`/startup/events/${eventId}`);
    await page
      .getByRole('navigation', { name: 'Event sections' })
      .getByRole('link', { name: 'Agenda' })
      .click();
    await page.waitForURL(`**/startup/events/${eventId}/agenda`);
    await page.getByRole('heading', { name: 'Agenda', level: 1 }).waitFor();

    const fjord = row(page, withFjord.corporate.name);
    await fjord.waitFor();
    await expect.poll(() => page.getByTestId('agenda-meeting').count()).toBe(2);
    // Counterpart with its profile, the need, the table, the video room, the status, both clocks.
    expect(
      await fjord
        .getByRole('link', { name: withFjord.corporate.name, exact: true })
        .getAttribute('href'),
    ).toBe(`/startup/companies/${withFjord.corporate.id}`);
    await fjord.getByText('Need: Autonomous inspection of grid assets').waitFor();
    await fjord.getByText(`Table ${withFjord.table}`).waitFor();
    expect(
      await fjord.getByRole('link', { name: /Join video call with/ }).getAttribute('href'),
    ).toBe(`https://meet.matchday.test/room/${withFjord.id}`);
    await fjord.getByText('Confirmed', { exact: true }).waitFor();
    await fjord.getByText(/^Your time: \d\d:\d\d–\d\d:\d\d.*New York time \(GMT-[45]\)$/).waitFor();
    await page
      .getByText(/Stockholm time \(GMT\+[12]\)/)
      .first()
      .waitFor();
    // A startup does not mark meetings.
    expect(await fjord.getByRole('button', { name: /held/ }).count()).toBe(0);

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      fjord.getByRole('button', { name: /^Download \.ics, the calendar file/ }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(
      /^meeting-\d{4}-\d{2}-\d{2}-fjord-energy-ab\.ics$/,
    );
    const text = await readFile(await savedDownload(download), 'utf8');
    expect(text).toContain('BEGIN:VEVENT');
    const calendar = new ICAL.Component(ICAL.parse(text));
    const events = calendar.getAllSubcomponents('vevent');
    expect(events).toHaveLength(1);
    expect(String(events[0]!.getFirstPropertyValue('uid'))).toMatch(
      new RegExp(`^meeting-${withFjord.id}@`),
    );
    expect(String(events[0]!.getFirstPropertyValue('status'))).toBe('CONFIRMED');
    const start = events[0]!.getFirstPropertyValue('dtstart') as ICAL.Time;
    expect(start.toJSDate().toISOString()).toBe(new Date(withFjord.startsAt).toISOString());
    await screenshot(page, 'meetings-startup-agenda');

    // The print sheet: no app chrome, no buttons, the meetings.
    await page.emulateMedia({ media: 'print' });
    expect(await page.locator('.mantine-AppShell-navbar').isVisible()).toBe(false);
    expect(await page.locator('.mantine-AppShell-header').isVisible()).toBe(false);
    expect(await page.getByRole('button', { name: 'Print' }).isVisible()).toBe(false);
    expect(await page.getByTestId('calendar-feed').isVisible()).toBe(false);
    expect(await fjord.isVisible()).toBe(true);
    await screenshot(page, 'meetings-startup-agenda-print');
    await context.close();

    const phone = await signedIn('startup', 'phone');
    await phone.page.goto(`/startup/events/${eventId}/agenda`);
    await row(phone.page, withFjord.corporate.name).waitFor();
    await screenshot(phone.page, 'meetings-startup-agenda-phone');
    await phone.context.close();
  });

  it('the corporate marks a begun meeting held and resets its calendar link', async () => {
    const { corp, eventId } = schedule;
    const { page, context } = await signedIn('corp');
    await page.goto(`/corporate/events/${eventId}/agenda`);
    await expect.poll(() => page.getByTestId('agenda-meeting').count()).toBe(2);

    // At least one of its meetings has begun (or starts within 15 minutes): mark it held.
    const mark = page.getByRole('button', { name: /^Mark held: the meeting with .+$/ }).first();
    await mark.waitFor();
    const label = (await mark.getAttribute('aria-label'))!;
    const name = /^Mark held: the meeting with (.+)$/.exec(label)![1]!;
    await mark.click();
    const dialog = page.getByRole('dialog', { name: `Mark the meeting with ${name} as held?` });
    await dialog.getByRole('button', { name: 'Mark held' }).click();
    await dialog.waitFor({ state: 'detached' });
    await row(page, name).getByText('Held', { exact: true }).waitFor();
    const after = await eventMeetings(page.request, schedule.admin, eventId);
    const marked = after.find((m) => m.corporate.id === corp.id && m.startup.name === name)!;
    expect(marked.status).toBe('HELD');
    await screenshot(page, 'meetings-corporate-agenda-held');

    // The subscription: a webcal link to the same feed, which answers without a session.
    const card = page.getByTestId('calendar-feed');
    const feedUrl = await card.getByLabel('Your calendar link').inputValue();
    expect(feedUrl).toMatch(/\/api\/calendar\/.+\.ics$/);
    expect(
      await card.getByRole('link', { name: 'Subscribe in calendar' }).getAttribute('href'),
    ).toBe(feedUrl.replace(/^https?:\/\//, 'webcal://'));
    const feedPath = new URL(feedUrl).pathname;
    const feed = await page.request.get(feedPath);
    expect(feed.status()).toBe(200);
    const vevents = new ICAL.Component(ICAL.parse(await feed.text())).getAllSubcomponents('vevent');
    expect(vevents.map((v) => String(v.getFirstPropertyValue('uid')))).toEqual(
      expect.arrayContaining([expect.stringMatching(new RegExp(`^meeting-${marked.id}@`))]),
    );

    // Reset, from the settings page: the old link stops working.
    await page.goto('/corporate/settings');
    const settingsCard = page.getByTestId('calendar-feed');
    await expect
      .poll(() => settingsCard.getByLabel('Your calendar link').inputValue())
      .toBe(feedUrl);
    await settingsCard.getByRole('button', { name: 'Reset link' }).click();
    const reset = page.getByRole('dialog', { name: 'Reset your calendar link?' });
    await reset.getByText(/stops working at once/).waitFor();
    await reset.getByRole('button', { name: 'Reset link' }).click();
    await settingsCard.getByText(/the old one no longer works/).waitFor();
    const fresh = await settingsCard.getByLabel('Your calendar link').inputValue();
    expect(fresh).not.toBe(feedUrl);
    expect((await page.request.get(feedPath)).status()).toBe(404);
    expect((await page.request.get(new URL(fresh).pathname)).status()).toBe(200);
    await reset.waitFor({ state: 'detached' });
    await screenshot(page, 'meetings-corporate-settings-calendar');
    await context.close();

    const phone = await signedIn('corp', 'phone');
    await phone.page.goto(`/corporate/events/${eventId}/agenda`);
    await row(phone.page, name).getByText('Held', { exact: true }).waitFor();
    await screenshot(phone.page, 'meetings-corporate-agenda-phone');
    await phone.context.close();
  });
});
