import type { APIRequestContext, Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminGraphQL } from '../profiles/helpers.ts';
import { adminToken, graphql, personaToken } from '../support/api.ts';
import { acceptCookies, baseUrl, launchBrowser, screenshot } from '../support/browser.ts';
import { signInThroughForm, type PersonaName } from '../support/personas.ts';
import { demoPairHeldMeeting } from './held-meeting.ts';

/**
 * A held meeting of the demo pair (Northwind Robotics × Fjord Energy): the startup corrects its
 * rating in the app (desktop; on a phone it reads "edited" and until when it may correct); the
 * corporate's long comment wraps on the ADMIN's Follow-up tab, "Record outcome" stays on screen
 * at desktop and phone width, and the corrected rating's earlier version is there to read; the
 * incubator reads the same figures on the event's Follow-up tab as on its Reports page.
 */
let browser: Browser;
let api: APIRequestContext;
let authorization = '';
let eventId = '';
let meetingId = '';
const SIZES = { desktop: { width: 1366, height: 900 }, phone: { width: 390, height: 844 } };
const NAME = `Corrections Matchday ${Date.now() % 100_000}`;
const PAIR = 'Northwind Robotics AB × Fjord Energy AB';
// A long comment with a pasted link that has no place to break.
const LONG =
  `See https://fjord-energy.example/procurement/pilots/${'grid-edge-battery-trial-'.repeat(8)}final ` +
  'for the criteria we discussed. '.repeat(40);

const gql = <T>(query: string, variables: Record<string, unknown> = {}) =>
  adminGraphQL<T>(api, authorization, query, variables);

async function page(size: keyof typeof SIZES, who: PersonaName): Promise<Page> {
  const context = await browser.newContext({ baseURL: baseUrl(), viewport: SIZES[size] });
  const p = await context.newPage();
  await acceptCookies(p);
  await signInThroughForm(p, who);
  await p.waitForURL(
    who === 'corp' ? '**/corporate' : who === 'startup' ? '**/startup' : '**/admin',
  );
  return p;
}

/** Nothing is wider than the screen, and the button is wholly inside it. */
async function staysOnScreen(p: Page, button: ReturnType<Page['getByRole']>) {
  const box = (await button.boundingBox())!;
  const width = p.viewportSize()!.width;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(width);
  expect(await p.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
}

beforeAll(async () => {
  browser = await launchBrowser();
  const context = await browser.newContext({ baseURL: baseUrl() });
  api = context.request;
  authorization = await adminToken(api);
  ({ eventId, meetingId } = await demoPairHeldMeeting(gql, NAME));
  const rate =
    'mutation ($m: ID!, $i: RateMeetingInput!) { rateMeeting(meetingId: $m, input: $i) { id } }';
  const startup = await personaToken('startup', 'startup@matchday.test');
  await graphql('/api/startup', startup, rate, {
    m: meetingId,
    i: { score: 2, comment: 'Too early for us', wantsFollowUp: false },
  });
  const corp = await personaToken('corp', 'corp@matchday.test');
  await graphql('/api/corp', corp, rate, {
    m: meetingId,
    i: { score: 5, comment: LONG, wantsFollowUp: true },
  });
});

afterAll(async () => {
  await browser.close();
});

describe('correcting a rating', () => {
  it('the startup corrects its rating on a desktop; the form holds what it gave', async () => {
    const p = await page('desktop', 'startup');
    await p.goto(`/startup/events/${eventId}/feedback`);
    const card = p.getByRole('article', { name: 'Meeting with Fjord Energy AB' });
    await card.getByText('Rated 2/5').waitFor();
    await card.getByText(/You can correct your rating until/).waitFor();
    await card.getByRole('button', { name: 'Correct rating' }).click();
    const dialog = p.getByRole('dialog', { name: 'Correct your rating' });
    expect(await dialog.getByRole('radio', { name: '2', exact: true }).isChecked()).toBe(true);
    expect(await dialog.getByLabel('Comment').inputValue()).toBe('Too early for us');
    await dialog.getByRole('radio', { name: '4', exact: true }).check();
    await dialog.getByLabel('Comment').fill('Read their deck again: a fit after all');
    await dialog.getByLabel('We want a follow-up with them').check();
    await screenshot(p, 'followup-correct-dialog-desktop');
    await dialog.getByRole('button', { name: 'Save the correction' }).click();
    await card.getByText('Rated 4/5').waitFor();
    await card.getByText('edited', { exact: true }).waitFor();
    await p.getByText(/is corrected; the organisers keep the earlier version/).waitFor();
    await screenshot(p, 'followup-corrected-desktop');
    await p.context().close();
  });

  it('on a phone the startup reads its corrected rating, marked edited', async () => {
    const p = await page('phone', 'startup');
    await p.goto(`/startup/events/${eventId}/feedback`);
    const card = p.getByRole('article', { name: 'Meeting with Fjord Energy AB' });
    await card.getByText('Rated 4/5').waitFor();
    await card.getByText('edited', { exact: true }).waitFor();
    await card.getByText('“Read their deck again: a fit after all”', { exact: false }).waitFor();
    await staysOnScreen(p, card.getByRole('button', { name: 'Correct rating' }));
    await screenshot(p, 'followup-corrected-phone');
    await p.context().close();
  });
});

describe('the Follow-up tab with long text', () => {
  it('desktop: the comment wraps, Record outcome stays in view, the earlier version is there', async () => {
    const p = await page('desktop', 'admin');
    await p.goto(`/admin/events/${eventId}/follow-up`);
    const row = p
      .getByRole('table', { name: 'Ratings and outcomes of held meetings' })
      .getByRole('row', { name: new RegExp(PAIR) });
    await row.getByText('4/5').waitFor();
    await row.getByText(/the criteria we discussed/).waitFor();
    await staysOnScreen(p, row.getByRole('button', { name: `Record outcome: ${PAIR}` }));
    await row.getByText('edited', { exact: true }).waitFor();
    const earlier = /^1 earlier version of the startup’s rating/;
    await row.getByRole('button', { name: earlier }).click();
    // The popover is named by the button that opens it.
    const versions = p.getByRole('dialog', { name: earlier });
    await versions.getByText(/2\/5, no follow-up — “Too early for us”/).waitFor();
    await expect.poll(() => versions.evaluate((el) => getComputedStyle(el).opacity)).toBe('1');
    await screenshot(p, 'followup-admin-long-text-desktop');
    await p.context().close();
  });

  it('phone: one card per meeting, Record outcome on screen', async () => {
    const p = await page('phone', 'admin');
    await p.goto(`/admin/events/${eventId}/follow-up`);
    const card = p
      .getByRole('list', { name: 'Ratings and outcomes of held meetings' })
      .getByRole('listitem', { name: PAIR });
    await card.getByText(/the criteria we discussed/).waitFor();
    const record = card.getByRole('button', { name: `Record outcome: ${PAIR}` });
    await record.scrollIntoViewIfNeeded();
    await staysOnScreen(p, record);
    await screenshot(p, 'followup-admin-long-text-phone');
    await record.click();
    await p.getByRole('dialog', { name: 'Record an outcome' }).waitFor();
    await p.context().close();
  });
});

describe('an incubator’s figures', () => {
  it('the event’s Follow-up tab and the Reports page show the same figures', async () => {
    const p = await page('desktop', 'incubator');
    await p.goto(`/admin/events/${eventId}/follow-up`);
    const row = p
      .getByRole('table', { name: 'Ratings and outcomes of held meetings' })
      .getByRole('row', { name: new RegExp(PAIR) });
    await row.getByText('The score is for the organisers').waitFor();
    expect(await row.getByText(/the criteria we discussed/).count()).toBe(0);
    const tab = p.getByTestId('figure-rated-by-both');
    await expect.poll(() => tab.textContent()).toContain('Rated by both sides1');
    const figures = ['follow-up-rate', 'startup-rating', 'corporate-rating'] as const;
    const onTab: string[] = [];
    for (const id of figures) onTab.push((await p.getByTestId(`figure-${id}`).textContent())!);
    expect(onTab[2]).toContain('1 rating; the average shows once 5 different companies have rated');
    await screenshot(p, 'followup-incubator-tab-desktop');

    await p.goto('/admin/reports');
    await p.getByTestId('report-event').fill(NAME);
    await p.getByRole('option', { name: new RegExp(NAME) }).click();
    await expect.poll(() => p.getByTestId('startup-rating').textContent()).toBe(onTab[1]);
    for (const [i, id] of figures.entries()) {
      expect(await p.getByTestId(id).textContent()).toBe(onTab[i]);
    }
    await screenshot(p, 'followup-incubator-reports-desktop');
    await p.context().close();
  });
});
