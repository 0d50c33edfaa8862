import type { APIRequestContext } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminGraphQL } from '../profiles/helpers.ts';
import { adminToken } from '../support/api.ts';
import { mailedLink } from '../support/mailed-link.ts';
import { baseUrl, newPage, screenshot, useBrowser, acceptCookies } from '../support/browser.ts';
import { demoPairHeldMeeting } from './held-meeting.ts';

/*
 * The rating page a mailed link opens, on a 360 px phone and a desktop: it carries the brand,
 * every score is a touch target of at least 44 × 44 px, nothing is wider than the screen, and
 * the meeting's time names its zone. (The link is only looked at here, not answered.)
 */
const browser = useBrowser();
let api: APIRequestContext;
let authorization = '';
let link = '';

beforeAll(async () => {
  const context = await browser.newContext({ baseURL: baseUrl() });
  api = context.request;
  authorization = await adminToken(api);
  const gql = <T>(query: string, variables: Record<string, unknown> = {}) =>
    adminGraphQL<T>(api, authorization, query, variables);
  const { meetingId } = await demoPairHeldMeeting(gql, `Rating page ${Date.now() % 100_000}`);
  const fired = await api.post('/api/mail/feedbacktrigger', {
    headers: { authorization, deviceid: 'e2e-api' },
    data: { meetingId },
  });
  expect(fired.status()).toBe(202);
  const { ids } = (await fired.json()) as { ids: string[] };
  link = await mailedLink('corp@matchday.test', { ids, linkPath: 'token/feedback' });
});

describe.each(['phone', 'desktop'] as const)('the mailed rating page (%s)', (viewport) => {
  it('carries the brand, large score targets and labels that fit', async () => {
    const { page, context } = await newPage(browser, { viewport });
    await acceptCookies(page);
    await page.goto(link);
    await page.getByText('met Northwind Robotics AB').waitFor();
    await page.getByTestId('link-brand').getByText('Matchday').waitFor();
    const meetingLine = await page.getByText('met Northwind Robotics AB').textContent();
    expect(meetingLine).toMatch(/\d\d:\d\d (CET|CEST)\./);
    for (const score of ['1', '2', '3', '4', '5']) {
      const box = (await page.getByTestId(`score-${score}`).boundingBox())!;
      expect(box.width).toBeGreaterThanOrEqual(44);
      expect(box.height).toBeGreaterThanOrEqual(44);
    }
    const send = (await page.getByRole('button', { name: 'Send rating' }).boundingBox())!;
    expect(send.height).toBeGreaterThanOrEqual(44);
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBe(0);
    await page.getByRole('radio', { name: '4', exact: true }).check();
    expect(await page.getByRole('radio', { name: '4', exact: true }).isChecked()).toBe(true);
    await screenshot(page, `rating-link-${viewport}`);
    await context.close();
  });
});
