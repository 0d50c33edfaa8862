import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { graphql, personaToken } from '../support/api.ts';
import { acceptCookies, newPage, screenshot, useBrowser } from '../support/browser.ts';
import { DEMO_PASSWORD, signInThroughForm } from '../support/personas.ts';

/*
 * A startup declines a corporate's selection with a reason (desktop): the corporate reads the
 * reason beside the startup on its suggestions (phone). The selection is made here, for the demo
 * startup Cobalt Health, so the demo's own selections stay as they are for the other tests.
 */
const browser = useBrowser();
let eventId = '';
let needId = '';
let startupName = '';
let startupEmail = '';
const REASON = 'We are moving out of energy this year and cannot follow up';

type Suggestion = { id: string; state: string; startup: { name: string } | null };

beforeAll(async () => {
  const corp = await personaToken('corp', 'corp@matchday.test');
  const { events } = (await graphql('/api/corp', corp, 'query { events { id name status } }')) as {
    events: { id: string; status: string }[];
  };
  const candidates: Record<string, string> = {
    'Cobalt Health AB': 'cobalt@matchday.test',
    'Aurora Grid AB': 'aurora@matchday.test',
  };
  for (const e of events.filter((x) => x.status !== 'PREVIOUS')) {
    const { myNeeds } = (await graphql(
      '/api/corp',
      corp,
      'query ($e: ID!) { myNeeds: needs(eventId: $e) { id state } }',
      { e: e.id },
    ).catch(() => ({ myNeeds: [] }))) as { myNeeds: { id: string; state: string }[] };
    for (const need of myNeeds.filter((n) => n.state === 'PUBLISHED')) {
      const { needSuggestions } = (await graphql(
        '/api/corp',
        corp,
        'query ($n: ID!) { needSuggestions(needId: $n) { id state startup { name } } }',
        { n: need.id },
      )) as { needSuggestions: Suggestion[] };
      const open = needSuggestions.find(
        (m) => m.state === 'SUGGESTED' && m.startup && candidates[m.startup.name],
      );
      if (open) {
        await graphql(
          '/api/corp',
          corp,
          'mutation ($m: ID!) { chooseSuggestion(matchId: $m, choice: MEET) { state } }',
          { m: open.id },
        );
        eventId = e.id;
        needId = need.id;
        startupName = open.startup!.name;
        startupEmail = candidates[startupName]!;
        return;
      }
    }
  }
  throw new Error('no suggestion of Cobalt Health or Aurora Grid to select');
});

// The chosen startup's person may read Matchday in Swedish (Aurora Grid's does, in the demo):
// English for this test, the person's own choice again afterwards.
const SET_LOCALE = 'mutation ($l: String!) { setMyLocale(locale: $l) { locale } }';
let ownLocale: string | null = null;
beforeAll(async () => {
  const token = await personaToken('startup', startupEmail);
  const { me } = (await graphql('/api/startup', token, '{ me { locale localeChosen } }')) as {
    me: { locale: string; localeChosen: boolean };
  };
  if (me.localeChosen) ownLocale = me.locale;
  await graphql('/api/startup', token, SET_LOCALE, { l: 'en' });
});
afterAll(async () => {
  if (!ownLocale) return;
  const token = await personaToken('startup', startupEmail);
  await graphql('/api/startup', token, SET_LOCALE, { l: ownLocale });
});

describe('declining a selection with a reason', () => {
  it('the startup declines with a reason (desktop); the corporate reads it (phone)', async () => {
    const desk = await newPage(browser, { viewport: 'desktop' });
    await acceptCookies(desk.page);
    const page = desk.page;
    await page.goto('/');
    const region = page.locator('#sign-in');
    await region.getByText('Startup', { exact: true }).click();
    await region.getByLabel('E-mail').fill(startupEmail);
    await region.locator('input[type=password]').fill(DEMO_PASSWORD);
    await region.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.waitForURL((url) => url.pathname.startsWith('/startup'));
    await page.goto(`/startup/events/${eventId}/selections`);
    await page.getByRole('button', { name: 'Decline the meeting with Fjord Energy AB' }).click();
    const dialog = page.getByRole('dialog', { name: 'Decline the meeting with Fjord Energy AB?' });
    const reason = dialog.getByLabel('Reason');
    await reason.fill('x'.repeat(501));
    await dialog.getByText('Use at most 500 characters').waitFor();
    expect(await dialog.getByRole('button', { name: 'Decline meeting' }).isDisabled()).toBe(true);
    await reason.fill(REASON);
    await screenshot(page, 'selection-decline-reason-desktop');
    await dialog.getByRole('button', { name: 'Decline meeting' }).click();
    await page.getByText('You declined the meeting with Fjord Energy AB.').waitFor();
    await desk.context.close();

    const phone = await newPage(browser, { viewport: 'phone' });
    await acceptCookies(phone.page);
    await signInThroughForm(phone.page, 'corp');
    await phone.page.waitForURL('**/corporate');
    await phone.page.goto(`/corporate/events/${eventId}/suggestions?need=${needId}`);
    const said = phone.page.getByTestId('refusal-reason').filter({ hasText: REASON });
    await said.waitFor();
    expect(await said.textContent()).toBe(`Their reason: ${REASON}`);
    await said.scrollIntoViewIfNeeded();
    await screenshot(phone.page, 'selection-decline-reason-corporate-phone');
    await phone.context.close();
  });
});
