import {
  request as playwrightRequest,
  type APIRequestContext,
  type Browser,
} from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, launchBrowser, screenshot } from '../support/browser.ts';
import { publishedSchedule } from '../meetings/published-schedule.ts';
import { gql, party } from '../support/graph-request.ts';
import { bookingEvent, setMode } from './booking-event.ts';
import { requestFirstTime, requestRow, signedIn } from './browsers.ts';

/**
 * Issue 34 end to end, one event per scheduling mode, two people in two browser contexts:
 * PARTICIPANTS (the organiser sets the mode in the Schedule tab; the startup requests, the
 * corporate proposes another time, the startup accepts: the meeting is on both agendas and in
 * the calendar feed), ORGANISER (booking not offered, with the reason) and HYBRID (the
 * organisers' published meeting is there, and a booking fills a free slot).
 */
let browser: Browser;
let api: APIRequestContext;

beforeAll(async () => {
  browser = await launchBrowser();
  api = await playwrightRequest.newContext({ baseURL: baseUrl() });
});
afterAll(async () => {
  await api.dispose();
  await browser.close();
});

describe('participants book their own meetings', () => {
  it('PARTICIPANTS: set by the organiser, requested, another time proposed, accepted; on both agendas and in the feed', async () => {
    const e = await bookingEvent(api);

    // The organiser chooses the mode in the Schedule tab; a bad expiry is named next to its field.
    const admin = await signedIn(browser, 'admin@matchday.test', 'admin');
    await admin.page.goto(`/admin/events/${e.eventId}/schedule`);
    const settings = admin.page.getByTestId('booking-settings');
    await settings.getByText('Participants book', { exact: true }).click();
    await settings.getByLabel('Requests expire after (minutes)').fill('10');
    await settings.getByRole('button', { name: 'Save' }).click();
    await settings.getByText('A request must stay open at least 15 minutes').waitFor();
    await settings.getByLabel('Requests expire after (minutes)').fill('120');
    await settings.getByRole('button', { name: 'Save' }).click();
    await settings.getByText('Saved', { exact: true }).waitFor();
    await screenshot(admin.page, 'booking-organiser-settings');

    // The startup requests a meeting with the corporate from the attendee list.
    const startup = await signedIn(browser, e.startup.email, 'startup');
    await startup.page.goto(`/startup/events/${e.eventId}/attendees`);
    await startup.page.getByRole('heading', { name: 'Attendees', level: 1 }).waitFor();
    await expect.poll(() => startup.page.getByTestId('attendee').count()).toBe(2);
    await screenshot(startup.page, 'booking-attendees');
    const { panel } = await requestFirstTime(startup.page, 'startup', e.eventId, e.corp.name);
    await screenshot(startup.page, 'booking-panel-sent');
    await panel.getByTestId('book-meeting-panel').getByRole('button', { name: 'Close' }).click();

    // The corporate, in its own browser, proposes another time.
    const corp = await signedIn(browser, e.corp.email, 'corp');
    await corp.page.goto(`/corporate/events/${e.eventId}/agenda`);
    const received = requestRow(corp.page, `From ${e.startup.name}`);
    await received.getByRole('button', { name: 'Propose another time' }).click();
    const propose = corp.page.getByRole('dialog', {
      name: `Propose another time to ${e.startup.name}`,
    });
    const times = propose.getByTestId('bookable-times').getByRole('button');
    await expect.poll(() => times.count()).toBeGreaterThan(1);
    await screenshot(corp.page, 'booking-propose-time');
    const other = (await times.last().textContent())!;
    await times.last().click();
    await propose.waitFor({ state: 'detached' });
    await requestRow(corp.page, `From ${e.startup.name}`)
      .getByText('Another time proposed')
      .waitFor();
    await requestRow(corp.page, `To ${e.startup.name}`).getByText(other).waitFor();

    // The startup sees the new request and accepts it: the meeting is on both agendas.
    await startup.page.goto(`/startup/events/${e.eventId}/agenda`);
    const counter = requestRow(startup.page, `From ${e.corp.name}`);
    await counter.getByText(other).waitFor();
    await counter.getByRole('button', { name: 'Accept' }).click();
    await counter.getByText('Booked', { exact: true }).waitFor();
    await expect.poll(() => startup.page.getByTestId('agenda-meeting').count()).toBe(1);
    await screenshot(startup.page, 'booking-startup-agenda');
    await corp.page.reload();
    await expect.poll(() => corp.page.getByTestId('agenda-meeting').count()).toBe(1);
    await corp.page.getByRole('article', { name: `Meeting with ${e.startup.name}` }).waitFor();

    // …and in the corporate's calendar feed.
    const feedUrl = await corp.page
      .getByTestId('calendar-feed')
      .getByLabel('Your calendar link', { exact: true })
      .inputValue();
    const feed = await corp.page.request.get(new URL(feedUrl).pathname);
    expect(feed.status()).toBe(200);
    expect(await feed.text()).toContain(`Meeting with ${e.startup.name}`);

    // The organisers see it booked in the Schedule tab.
    await admin.page.reload();
    await admin.page.getByTestId('organiser-requests').getByText('Booked').first().waitFor();
    await admin.page.getByTestId('booked-badge').first().waitFor();
    await screenshot(admin.page, 'booking-organiser-schedule');

    const phone = await signedIn(browser, e.startup.email, 'startup', 'phone');
    await phone.page.goto(`/startup/events/${e.eventId}/agenda`);
    await expect.poll(() => phone.page.getByTestId('agenda-meeting').count()).toBe(1);
    await screenshot(phone.page, 'booking-startup-agenda-phone');
    await phone.page.goto(`/startup/events/${e.eventId}/attendees`);
    await expect.poll(() => phone.page.getByTestId('attendee').count()).toBe(2);
    await screenshot(phone.page, 'booking-attendees-phone');
    for (const b of [admin, startup, corp, phone]) await b.context.close();
  });

  it('ORGANISER: the attendee list offers no booking and says why', async () => {
    const e = await bookingEvent(api);
    const { bookableTimes } = await gql<{ bookableTimes: { possible: boolean; reason: string } }>(
      api,
      'startup',
      e.startup.token,
      'query($e: ID!, $c: ID!) { bookableTimes(eventId: $e, counterpartCompanyId: $c) { possible reason } }',
      { e: e.eventId, c: e.corp.id },
    );
    expect(bookableTimes).toEqual({
      possible: false,
      reason: 'The organisers schedule this event’s meetings',
    });
    for (const size of ['desktop', 'phone'] as const) {
      const s = await signedIn(browser, e.startup.email, 'startup', size);
      await s.page.goto(`/startup/events/${e.eventId}/attendees`);
      await s.page.getByTestId('booking-not-offered').waitFor();
      await expect.poll(() => s.page.getByTestId('attendee').count()).toBe(2);
      expect(await s.page.getByRole('button', { name: /a meeting$/ }).count()).toBe(0);
      await screenshot(s.page, `booking-organiser-mode-${size}`);
      await s.context.close();
    }
  });

  it('HYBRID: the organisers’ meeting is on the agenda and a booking fills a free slot', async () => {
    const schedule = await publishedSchedule(api);
    await setMode(api, schedule.admin, schedule.eventId, 'HYBRID');
    const aurora = await party(api, 'aurora@matchday.test', 'startup');
    const hansa = await party(api, 'hansa@matchday.test', 'corp');
    const placed = schedule.meetings.filter((m) => m.startup.id === aurora.id);
    expect(placed).toHaveLength(1);

    const a = await signedIn(browser, aurora.email, 'startup');
    await a.page.goto(`/startup/events/${schedule.eventId}/agenda`);
    await expect.poll(() => a.page.getByTestId('agenda-meeting').count()).toBe(1);
    // Aurora's people read Swedish.
    await requestFirstTime(a.page, 'startup', schedule.eventId, hansa.name, 'sv');

    const h = await signedIn(browser, hansa.email, 'corp');
    await h.page.goto(`/corporate/events/${schedule.eventId}/agenda`);
    await expect.poll(() => h.page.getByTestId('agenda-meeting').count()).toBe(1);
    const row = requestRow(h.page, `From ${aurora.name}`);
    await row.getByRole('button', { name: 'Accept' }).click();
    await row.getByText('Booked', { exact: true }).waitFor();
    await expect.poll(() => h.page.getByTestId('agenda-meeting').count()).toBe(2);
    await screenshot(h.page, 'booking-hybrid-corporate-agenda');
    await a.page.goto(`/startup/events/${schedule.eventId}/agenda`);
    await expect.poll(() => a.page.getByTestId('agenda-meeting').count()).toBe(2);
    await screenshot(a.page, 'booking-hybrid-startup-agenda');
    await a.context.close();
    await h.context.close();
  });
});
