import type { APIRequestContext, Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminGraphQL } from '../profiles/helpers.ts';
import { adminToken } from '../support/api.ts';
import { acceptCookies, baseUrl, launchBrowser, screenshot } from '../support/browser.ts';
import { signInThroughForm } from '../support/personas.ts';
import { demoPairHeldMeeting } from './held-meeting.ts';

/**
 * The follow-up mails organisers see coming, on an event of the demo pair held forty days ago
 * (past the sweep's 30 days, so its rating mails never went): the tab lists both sides as not
 * asked and why; "Send rating mails now" names how many and sends them, and the schedule then
 * shows them sent with the reminder due; a bad second-stage delay is refused naming the range,
 * and a delay that mails at once asks first, naming the number. Desktop table and phone cards.
 */
let browser: Browser;
let api: APIRequestContext;
let authorization = '';
let eventId = '';
const SIZES = { desktop: { width: 1366, height: 900 }, phone: { width: 390, height: 844 } };
const NAME = `Mail schedule ${Date.now() % 100_000}`;
const PAIR = 'Northwind Robotics AB × Fjord Energy AB';
const RANGE = 'Give a whole number of days from 1 to 730';

async function page(size: keyof typeof SIZES): Promise<Page> {
  const context = await browser.newContext({ baseURL: baseUrl(), viewport: SIZES[size] });
  const p = await context.newPage();
  await acceptCookies(p);
  await signInThroughForm(p, 'admin');
  await p.waitForURL('**/admin');
  return p;
}

beforeAll(async () => {
  browser = await launchBrowser();
  const context = await browser.newContext({ baseURL: baseUrl() });
  api = context.request;
  authorization = await adminToken(api);
  ({ eventId } = await demoPairHeldMeeting(
    (q, v) => adminGraphQL(api, authorization, q, v),
    NAME,
    40,
  ));
});

afterAll(async () => {
  await browser.close();
});

describe('the schedule of follow-up mails', () => {
  it('desktop: not asked and why, then the rating mails sent by hand after a confirmation naming how many', async () => {
    const p = await page('desktop');
    await p.goto(`/admin/events/${eventId}/follow-up`);
    const notAsked = p.getByRole('list', { name: 'Not asked yet, and why' });
    await notAsked.getByText('Ended more than 30 days ago').first().waitFor();
    expect(await notAsked.getByRole('listitem').count()).toBe(2);
    const schedule = p.getByRole('table', { name: 'Schedule of follow-up mails' });
    expect(await schedule.getByRole('row', { name: new RegExp(PAIR) }).count()).toBe(2);
    await p.getByText('Times in Europe/Stockholm', { exact: false }).waitFor();
    await p.getByRole('button', { name: 'Send rating mails now' }).click();
    const dialog = p.getByRole('dialog', { name: 'Send rating mails now?' });
    const text = (await dialog.getByText(/^This sends \d+ rating mails? now/).textContent())!;
    const n = Number(/This sends (\d+)/.exec(text)![1]);
    expect(n).toBeGreaterThan(1);
    await screenshot(p, 'followup-send-rating-mails-desktop');
    await dialog.getByRole('button', { name: `Send ${n} mails` }).click();
    await p.getByRole('status').getByText(`${n} rating mails sent`).waitFor();
    await expect.poll(() => schedule.getByText('Sent').count()).toBe(2);
    expect(await schedule.getByText('Due').count()).toBeGreaterThanOrEqual(2);
    expect(await p.getByRole('list', { name: 'Not asked yet, and why' }).count()).toBe(0);
    expect(await p.getByRole('button', { name: 'Send rating mails now' }).count()).toBe(0);
    await screenshot(p, 'followup-mail-schedule-desktop');
    await p.context().close();
  });

  it('desktop: second-stage days are checked, and a change that mails at once asks first', async () => {
    const p = await page('desktop');
    await p.goto(`/admin/events/${eventId}/follow-up`);
    const days = p.getByLabel('Second-stage mail, days after the event');
    for (const bad of ['0', '-5', '1000', '30.5']) {
      await days.fill(bad);
      await p.getByRole('button', { name: 'Save', exact: true }).click();
      await p.getByText(RANGE).waitFor();
      expect(await days.inputValue(), bad).toBe(bad);
    }
    await screenshot(p, 'followup-second-stage-range-desktop');
    // Forty days on, 20 days after the event is past: both sides are asked at once.
    await days.fill('20');
    await p.getByRole('button', { name: 'Save', exact: true }).click();
    const dialog = p.getByRole('dialog', { name: 'Send second-stage mails now?' });
    const confirm = dialog.getByRole('button', { name: /^Save and send \d+ mails?$/ });
    await confirm.waitFor();
    const n = Number(/(\d+)/.exec((await confirm.textContent())!)![1]);
    expect(n).toBeGreaterThan(1);
    await dialog.getByText(`${n} mails`, { exact: false }).first().waitFor();
    await screenshot(p, 'followup-second-stage-confirm-desktop');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    expect(await p.getByText('Saved', { exact: true }).count()).toBe(0);
    await days.fill('20');
    await p.getByRole('button', { name: 'Save', exact: true }).click();
    await confirm.click();
    await p.getByRole('status').getByText('Saved').waitFor();
    await p.context().close();
  });

  it('phone: one card per side, nothing wider than the screen', async () => {
    const p = await page('phone');
    await p.goto(`/admin/events/${eventId}/follow-up`);
    const cards = p.getByRole('list', { name: 'Schedule of follow-up mails' });
    const card = cards.getByRole('listitem', { name: /Startup side/ });
    await card.getByText('Rating mail').waitFor();
    await card.getByText('Sent').first().waitFor();
    await card.scrollIntoViewIfNeeded();
    const width = p.viewportSize()!.width;
    expect(await p.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    await screenshot(p, 'followup-mail-schedule-phone');
    await p.context().close();
  });
});
