import type { APIRequestContext, Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminGraphQL } from '../profiles/helpers.ts';
import { adminToken } from '../support/api.ts';
import { mailedLink } from '../support/mailed-link.ts';
import { demoPairHeldMeeting } from './held-meeting.ts';
import { acceptCookies, baseUrl, launchBrowser, screenshot } from '../support/browser.ts';
import { signInThroughForm, type PersonaName } from '../support/personas.ts';

/**
 * In chromium: a held meeting of the demo pair (Northwind Robotics × Fjord
 * Energy) at an event whose session ended forty minutes ago. The startup rates it in the app;
 * the organisers send the feedback mail and the corporate rates from the mailed link without
 * signing in (the link is then used); the ADMIN reads both ratings on the event's Follow-up tab.
 * Desktop and phone width, screenshots axe-checked.
 */
let browser: Browser;
let api: APIRequestContext;
let authorization = '';
let eventId = '';
let meetingId = '';
let link = '';
const SIZES = { desktop: { width: 1366, height: 900 }, phone: { width: 390, height: 844 } };
const NAME = `Follow-up Matchday ${Date.now() % 100_000}`;

const gql = <T>(query: string, variables: Record<string, unknown> = {}) =>
  adminGraphQL<T>(api, authorization, query, variables);

async function page(size: keyof typeof SIZES, who?: PersonaName): Promise<Page> {
  const context = await browser.newContext({ baseURL: baseUrl(), viewport: SIZES[size] });
  const p = await context.newPage();
  await acceptCookies(p);
  if (who) {
    await signInThroughForm(p, who);
    await p.waitForURL(
      who === 'admin' ? '**/admin' : who === 'corp' ? '**/corporate' : '**/startup',
    );
  }
  return p;
}

beforeAll(async () => {
  browser = await launchBrowser();
  const context = await browser.newContext({ baseURL: baseUrl() });
  api = context.request;
  authorization = await adminToken(api);
  ({ eventId, meetingId } = await demoPairHeldMeeting(gql, NAME));
});

afterAll(async () => {
  await browser.close();
});

describe('ratings and follow-up', () => {
  it('the startup rates the held meeting in the app (desktop), and sees it rated on a phone', async () => {
    const p = await page('desktop', 'startup');
    await p.goto(`/startup/events/${eventId}/feedback`);
    const card = p.getByRole('article', { name: 'Meeting with Fjord Energy AB' });
    await card.getByText('Not rated yet.').waitFor();
    await screenshot(p, 'followup-participant-desktop');
    await card.getByRole('button', { name: 'Rate the meeting' }).click();
    const dialog = p.getByRole('dialog', { name: 'Rate the meeting' });
    // Sent without a score: the form names it.
    await dialog.getByRole('button', { name: 'Send rating' }).click();
    await dialog.getByText('Give a score from 1 to 5').waitFor();
    await dialog.getByRole('radio', { name: '4', exact: true }).check();
    await dialog.getByLabel('Comment').fill('Concrete pilot idea for the turbines');
    await dialog.getByLabel('We want a follow-up with them').check();
    await screenshot(p, 'followup-rate-dialog-desktop');
    await dialog.getByRole('button', { name: 'Send rating' }).click();
    await card.getByText('Rated 4/5').waitFor();
    expect(await card.getByRole('button', { name: 'Rate the meeting' }).count()).toBe(0);
    await p.context().close();

    const phone = await page('phone', 'startup');
    await phone.goto(`/startup/events/${eventId}/feedback`);
    await phone.getByText('Rated 4/5').waitFor();
    await phone.getByRole('button', { name: 'Report follow-up' }).click();
    await phone.getByRole('dialog', { name: 'Report the follow-up' }).getByText('Pilot').waitFor();
    await screenshot(phone, 'followup-report-dialog-phone');
    await phone.context().close();
  });

  it('the corporate rates from the mailed link without signing in; the link then says it was used', async () => {
    const fired = await api.post('/api/mail/feedbacktrigger', {
      headers: { authorization, deviceid: 'e2e-api' },
      data: { meetingId },
    });
    expect(fired.status()).toBe(202);
    // The demo's previous event mailed the same pair before: this trigger's mails only.
    const { ids } = (await fired.json()) as { ids: string[] };
    link = await mailedLink('corp@matchday.test', {
      ids,
      subject: (s) => s === 'How was your meeting with Northwind Robotics AB?',
      linkPath: 'token/feedback',
    });
    const p = await page('desktop');
    await p.goto(link);
    await p.getByText('met Northwind Robotics AB').waitFor();
    await p.getByRole('radio', { name: '5 – excellent' }).check();
    await p.getByLabel('Comment').fill('Private note for the organisers');
    await screenshot(p, 'followup-link-desktop');
    await p.getByRole('button', { name: 'Send rating' }).click();
    await p.getByText('Your answer is saved for your team').waitFor();
    await p.context().close();

    const phone = await page('phone');
    await phone.goto(link);
    await phone
      .getByTestId('link-not-valid')
      .getByText('This link has already been used')
      .waitFor();
    await phone.getByRole('link', { name: 'Sign in instead' }).waitFor();
    await screenshot(phone, 'followup-link-used-phone');
    await phone.context().close();
  });

  it('the ADMIN reads both ratings on the event’s Follow-up tab; the startup never sees the corporate’s comment', async () => {
    const p = await page('desktop', 'admin');
    await p.goto(`/admin/events/${eventId}/follow-up`);
    const row = p
      .getByRole('table', { name: 'Ratings and outcomes of held meetings' })
      .getByRole('row', { name: /Northwind Robotics AB × Fjord Energy AB/ });
    await row.getByText('4/5').waitFor();
    await row.getByText('5/5').waitFor();
    await row.getByText('“Private note for the organisers”').waitFor();
    await screenshot(p, 'followup-admin-tab-desktop');
    await p.context().close();

    const phone = await page('phone', 'startup');
    await phone.goto(`/startup/events/${eventId}/feedback`);
    await phone.getByText('Rated 4/5').waitFor();
    expect(await phone.getByText('Private note for the organisers').count()).toBe(0);
    await screenshot(phone, 'followup-participant-phone');
    await phone.context().close();
  });
});
