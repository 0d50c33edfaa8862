import { describe, expect, it } from 'vitest';
import { graphql, personaToken } from '../support/api.ts';
import { acceptCookies, checkA11y, newPage, screenshot, useBrowser } from '../support/browser.ts';
import { signInThroughForm } from '../support/personas.ts';

/**
 * The organisers' side of conversations: the demo admin opens the upcoming event's Messages tab,
 * sees the event's conversations (the companies' own listed as private, the welcome announcement
 * to each participant), starts a conversation with the startup persona's company and writes; the
 * startup persona finds it in her Messages area, from the organisers, and answers: the answer
 * appears on the organiser's open thread live (the tab's signal stream, decision 112).
 */
const browser = useBrowser();
const EVENT = 'Nordic Energy & Mobility Matchmaking';

async function demoEvent() {
  const admin = await personaToken('admin', 'admin@matchday.test');
  const { events } = (await graphql('/api/matrix/neo', admin, '{ events { id name } }')) as {
    events: { id: string; name: string }[];
  };
  return events.find((e) => e.name === EVENT)!;
}

describe('organisers in conversations', () => {
  it('the admin writes to a participant from the Messages tab; the participant reads it', async () => {
    const event = await demoEvent();
    const admin = await newPage(browser, { viewport: 'desktop' });
    await acceptCookies(admin.page);
    await signInThroughForm(admin.page, 'admin');
    await admin.page.waitForURL(/\/admin/);
    await admin.page.goto(`/admin/events/${event.id}/messages`);
    await admin.page.getByRole('tab', { name: 'Messages' }).waitFor();
    const rows = admin.page.getByTestId('event-conversation');
    await rows.first().waitFor();
    // The companies' own conversations are listed as private, with their counts.
    await expect.poll(() => rows.filter({ hasText: 'Private' }).count()).toBeGreaterThan(0);
    await checkA11y(admin.page, 'admin-event-messages');

    await admin.page.getByRole('combobox', { name: 'Participant' }).click();
    await admin.page.getByRole('option', { name: /Northwind/ }).click();
    await admin.page.getByRole('button', { name: 'Open conversation' }).click();
    const thread = admin.page.getByTestId('organiser-thread');
    await thread
      .getByTestId('organiser-thread-title')
      .getByText(/Northwind/)
      .waitFor();
    // The welcome announcement is already in it.
    await thread
      .getByTestId('organiser-message')
      .filter({ hasText: 'Doors open at 8:30' })
      .waitFor();
    const text = `Please come to the info desk at 8:45 for your badge. ${Date.now()}`;
    await thread.getByLabel('Message', { exact: true }).fill(text);
    await thread.getByRole('button', { name: 'Send', exact: true }).click();
    await thread.getByTestId('organiser-message').filter({ hasText: text }).waitFor();
    await screenshot(admin.page, 'conversations-organiser-messages-tab');

    const startup = await newPage(browser, { viewport: 'desktop' });
    await acceptCookies(startup.page);
    await signInThroughForm(startup.page, 'startup');
    await startup.page.waitForURL(/\/startup/);
    await startup.page.goto('/startup/messages');
    await startup.page
      .getByRole('link', { name: /Organisers of Nordic Energy/ })
      .first()
      .click();
    await startup.page.getByTestId('message').filter({ hasText: text }).waitFor();
    await screenshot(startup.page, 'conversations-organiser-startup-thread');

    // The organisers' tab is live: the participant's answer appears in the open thread without
    // a reload, well before any polling would bring it.
    await expect
      .poll(() => admin.page.getByTestId('organiser-live').getAttribute('data-status'))
      .toBe('live');
    const answer = `Thanks, we will be there at 8:45. ${Date.now()}`;
    await startup.page.getByLabel('Message', { exact: true }).fill(answer);
    const sentAt = Date.now();
    await startup.page.getByRole('button', { name: 'Send', exact: true }).click();
    await thread
      .getByTestId('organiser-message')
      .filter({ hasText: answer })
      .waitFor({ timeout: 4_000 });
    expect(Date.now() - sentAt).toBeLessThan(4_000);
    await admin.context.close();
    await startup.context.close();
  }, 150_000);

  it('on a phone the Messages tab stacks its parts', async () => {
    const event = await demoEvent();
    const { page, context } = await newPage(browser, { viewport: 'phone' });
    await acceptCookies(page);
    await signInThroughForm(page, 'host');
    await page.waitForURL(/\/admin/);
    await page.goto(`/admin/events/${event.id}/messages`);
    await page.getByTestId('announce-card').waitFor();
    await page.getByTestId('event-conversation').first().waitFor();
    await screenshot(page, 'conversations-organiser-messages-phone');
    await context.close();
  });
});
