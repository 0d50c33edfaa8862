import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, launchBrowser, screenshot } from '../support/browser.ts';
import type { PersonaName } from '../support/personas.ts';
import {
  daytimeZone,
  liveEvent,
  signedIn as signedInAs,
  SIZES,
  type LiveEvent,
} from './live-event.ts';

/**
 * On the day, end to end: an event whose session began ten minutes ago, with the startup and
 * corporate personas meeting. The event shows LIVE in the lists; the server's reminder sweep
 * sends the startup person the morning mail once and the meeting reminder once (an in-app
 * notification: the person is using the app); the startup's agenda shows its check-in QR code,
 * whose screenshot the ADMIN's check-in desk on a phone reads as a photo — the person shows as
 * arrived, with their next meeting.
 */
let browser: Browser;
let eventId = '';
let gql: LiveEvent['gql'];
const NAME = `Day-of Matchday ${Date.now() % 100_000}`;
const QR = path.resolve(import.meta.dirname, '../artifacts/day-of-qr.png');
const signedIn = (who: PersonaName, size: keyof typeof SIZES, home: string) =>
  signedInAs(browser, who, size, home);

type Mail = { template: string; subject: string; state: string; data: string };
async function mailsTo(to: string): Promise<Mail[]> {
  const { mailMessages } = await gql<{ mailMessages: { items: Mail[] } }>(
    'query ($f: MailFilter) { mailMessages(filter: $f, limit: 50) { items { template subject state data } } }',
    { f: { recipient: to } },
  );
  // This event's only: other browser tests leave the startup meetings (and reminders) of their own.
  return mailMessages.items.filter(
    (m) =>
      ['morningmail', 'meetingreminder'].includes(m.template) &&
      (JSON.parse(m.data) as { eventName?: string }).eventName === NAME,
  );
}

beforeAll(async () => {
  browser = await launchBrowser();
  const context = await browser.newContext({ baseURL: baseUrl() });
  // Into a slot that has not begun (a meeting under way is not reminded).
  const live = await liveEvent(context.request, {
    name: NAME,
    begunMinutesAgo: 10,
    slot: 2,
    message: 'Meet on the day',
    timezone: daytimeZone(),
  });
  eventId = live.eventId;
  gql = live.gql;
  // A lead longer than the whole session: the meeting's reminder is due at the next sweep.
  await gql('mutation ($e: ID!) { setEventReminders(eventId: $e, minutes: 180) { id } }', {
    e: eventId,
  });
});

afterAll(async () => {
  await browser.close();
});

describe('before and on the day', () => {
  it('the running event shows LIVE; the startup gets its morning mail and reminder once', async () => {
    const { events } = await gql<{ events: { id: string; status: string }[] }>(
      '{ events(when: UPCOMING, limit: 100) { id status } }',
    );
    expect(events.find((e) => e.id === eventId)?.status).toBe('LIVE');

    const { page, context } = await signedIn('startup', 'desktop', '/startup');
    await page.goto('/startup/events');
    const card = page.getByTestId('event-card').filter({ hasText: NAME });
    await card.getByText('Live now').waitFor();
    await screenshot(page, 'day-of-events-live');

    // The sweep runs each minute in the server: wait for its mails, then make sure of "once".
    await expect
      .poll(async () => (await mailsTo('startup@matchday.test')).map((m) => m.template).sort(), {
        timeout: 150_000,
        interval: 2_000,
      })
      .toEqual(['meetingreminder', 'morningmail']);
    const mails = await mailsTo('startup@matchday.test');
    expect(mails.find((m) => m.template === 'morningmail')?.subject).toBe(
      `Today at ${NAME}: 1 meeting`,
    );
    await page.goto('/startup/notifications');
    await page
      .getByText(/your meeting with /)
      .first()
      .waitFor();
    await screenshot(page, 'day-of-reminder-notification');
    await context.close();
  }, 200_000);

  it('the host reads the startup’s QR code from a picture and the person shows as arrived', async () => {
    const participant = await signedIn('startup', 'phone', '/startup');
    await participant.page.goto(`/startup/events/${eventId}/agenda`);
    const qr = participant.page.getByTestId('check-in-qr');
    await qr.waitFor();
    await expect
      .poll(() => qr.evaluate((img: HTMLImageElement) => img.naturalWidth))
      .toBeGreaterThan(0);
    await screenshot(participant.page, 'day-of-agenda-qr-phone');
    await mkdir(path.dirname(QR), { recursive: true });
    await qr.screenshot({ path: QR });
    await participant.context.close();

    const { page, context } = await signedIn('admin', 'phone', '/admin');
    await page.goto(`/admin/events/${eventId}/check-in`);
    const header = page.getByTestId('check-in-header');
    await header.waitFor();
    const box = (await header.boundingBox())!;
    // The header takes at most a fifth of the phone's screen.
    expect(box.height).toBeLessThanOrEqual(SIZES.phone.height / 5);
    await page.locator('input[type=file]').setInputFiles(QR);
    const result = page.getByTestId('check-in-result');
    await result.getByText(/is checked in$/).waitFor();
    await result.getByText(/^Next: \d\d:\d\d with /).waitFor();
    await screenshot(page, 'day-of-check-in-scanned-phone');
    await page.getByRole('textbox', { name: 'Find a participant by name' }).fill('Startup');
    await page
      .getByRole('list', { name: 'Participants found' })
      .getByText(/^Arrived /)
      .first()
      .waitFor();
    await screenshot(page, 'day-of-check-in-arrived-phone');
    await context.close();
  }, 120_000);
});
