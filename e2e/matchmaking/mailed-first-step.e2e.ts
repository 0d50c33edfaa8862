import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { registerOrganisation } from '../profiles/helpers.ts';
import { graphql, personaToken } from '../support/api.ts';
import {
  acceptCookies,
  newPage,
  screenshot,
  useBrowser,
  type Viewport,
} from '../support/browser.ts';
import { mailedLink } from '../support/mailed-link.ts';

/**
 * An imported startup that has not set up its profile gets the "Confirm the meeting" mail. From
 * the link, signed out: sign in, a short first step (name and terms) that names the corporate
 * waiting, and then the selections page itself — not the seven-step wizard. The profile then
 * waits on the overview as a pending action, and no page forces the wizard any more.
 */
const browser = useBrowser();
const ADMIN = '/api/matrix/neo';
const stamp = Date.now() % 100_000;
const EVENT = `First Step Day ${stamp}`;
const CORPORATE = 'Fjord Energy AB';
const PASSWORD = 'harbour lights 2026';
let eventId = '';
let needId = '';
let admin = '';
let corp = '';

beforeAll(async () => {
  admin = await personaToken('admin', 'admin@matchday.test');
  corp = await personaToken('corp', 'corp@matchday.test');
  const day = new Date(Date.now() + 20 * 86_400_000);
  day.setUTCHours(0, 0, 0, 0);
  const at = (h: number) => new Date(day.getTime() + h * 3_600_000).toISOString();
  const created = (await graphql(
    ADMIN,
    admin,
    'mutation ($input: CreateEventInput!) { createEvent(input: $input) { id } }',
    {
      input: {
        name: EVENT,
        timezone: 'Europe/Stockholm',
        startDate: at(7),
        endDate: at(16),
        schedule: { sessions: [{ start: at(8), end: at(11) }], meetingMinutes: 20, tables: 4 },
      },
    },
  )) as { createEvent: { id: string } };
  eventId = created.createEvent.id;
  await graphql(ADMIN, admin, 'mutation ($id: ID!) { publishEvent(id: $id) { id } }', {
    id: eventId,
  });
  const me = (await graphql('/api/corp', corp, '{ me { company { id } } }')) as {
    me: { company: { id: string } };
  };
  await graphql(
    ADMIN,
    admin,
    'mutation ($e: ID!, $c: [ID!]!) { addEventAttendees(eventId: $e, companyIds: $c) { id } }',
    { e: eventId, c: [me.me.company.id] },
  );
  const need = (await graphql(
    '/api/corp',
    corp,
    'mutation ($e: ID!, $i: CreateNeedInput!) { createNeed(eventId: $e, input: $i) { id } }',
    {
      e: eventId,
      i: {
        title: 'Sensors for harbour water quality',
        description:
          'We look for sensors that measure the water around our harbour turbines and report it live, with alerts our operators can act on.',
        industries: ['Energy'],
        technologies: ['IoT'],
        stages: ['PILOT', 'MARKET_ENTRY', 'GROWTH'],
        countries: ['SE'],
        wantedMeetings: 4,
      },
    },
  )) as { createNeed: { id: string } };
  needId = need.createNeed.id;
  await graphql('/api/corp', corp, 'mutation ($n: ID!) { publishNeed(needId: $n) { id } }', {
    n: needId,
  });
});

/**
 * A startup as the import leaves it (a person with a password, nothing of the profile), chosen
 * by the corporate; answers the path of the "Confirm the meeting" link mailed to its person.
 */
async function chosenStartup(page: Page, viewport: Viewport) {
  const email = `first-step-${viewport}-${stamp}@example.org`;
  const { companyId, invitePath } = await registerOrganisation(
    page.request,
    { name: `Harbour Buoys ${viewport} ${stamp}`, type: 'startup', country: 'SE' },
    { email, name: 'Ines Ilves' },
  );
  const token = invitePath.split('/').pop()!;
  const accepted = await page.request.post('/api/auth/acceptinvite', {
    data: { token, password: PASSWORD },
  });
  expect(accepted.status()).toBe(200);
  await graphql(
    ADMIN,
    admin,
    'mutation ($e: ID!, $c: [ID!]!) { addEventAttendees(eventId: $e, companyIds: $c) { id } }',
    { e: eventId, c: [companyId] },
  );
  const match = (await graphql(
    ADMIN,
    admin,
    'mutation ($n: ID!, $s: ID!) { addSuggestion(needId: $n, startupId: $s) { id } }',
    { n: needId, s: companyId },
  )) as { addSuggestion: { id: string } };
  await graphql(ADMIN, admin, 'mutation ($e: ID!) { publishSuggestions(eventId: $e) }', {
    e: eventId,
  });
  await graphql(
    '/api/corp',
    corp,
    'mutation ($m: ID!) { chooseSuggestion(matchId: $m, choice: MEET) { state } }',
    { m: match.addSuggestion.id },
  );
  const link = await mailedLink(email, {
    subject: (s) => s === `${CORPORATE} wants to meet you at ${EVENT}`,
    linkPath: 'startup/events',
  });
  return { email, path: new URL(link).pathname };
}

async function fromTheMail(viewport: Viewport) {
  const { page, context } = await newPage(browser, { viewport });
  await acceptCookies(page);
  const { email, path } = await chosenStartup(page, viewport);
  expect(path).toBe(`/startup/events/${eventId}/selections`);

  // Signed out, the link leads to sign-in and keeps its page for after it.
  await page.goto(path);
  await page.waitForURL((url) => url.pathname === '/' && url.searchParams.get('next') === path);
  const region = page.locator('#sign-in');
  await region.getByText('Startup', { exact: true }).click();
  await region.getByLabel('E-mail').fill(email);
  await region.locator('input[type=password]').fill(PASSWORD);
  await region.getByRole('button', { name: /^Sign in/ }).click();

  // The first step: name and terms, and what waits behind it; no wizard, no terms modal.
  await page.getByRole('heading', { name: 'One step before you continue' }).waitFor();
  expect(new URL(page.url()).searchParams.get('next')).toBe(path);
  await expect
    .poll(() => page.getByTestId('waiting-task').textContent())
    .toContain(`${CORPORATE} wants to meet you: confirm after this step.`);
  expect(await page.locator('#wizard-step-title').count()).toBe(0);
  expect(await page.getByRole('dialog', { name: 'Terms of use' }).count()).toBe(0);
  expect(await page.getByLabel('Your name').inputValue()).toBe('Ines Ilves');

  // Continuing without the terms names what is missing and keeps the typed name.
  await page.getByLabel('Your name').fill('Ines Ilves-Berg');
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByText('Accept the terms to continue').waitFor();
  expect(await page.getByLabel('Your name').inputValue()).toBe('Ines Ilves-Berg');
  await screenshot(page, `first-step-${viewport}`);
  await page.getByRole('checkbox', { name: /I accept the Terms of service/ }).check();
  await page.getByRole('button', { name: 'Continue' }).click();

  // Straight to the selection the mail was about.
  await page.waitForURL(`**${path}`);
  await page.getByRole('button', { name: `Confirm the meeting with ${CORPORATE}` }).waitFor();
  await screenshot(page, `first-step-selections-${viewport}`);

  // The profile waits on the overview; the area is no longer blocked by the wizard.
  await page.goto('/startup');
  const reminder = page.getByRole('link', { name: /profile fields to fill in/ });
  await reminder.waitFor();
  expect(new URL(page.url()).pathname).toBe('/startup');
  await screenshot(page, `first-step-overview-${viewport}`);
  await page.goto('/startup/directory');
  await page.waitForURL('**/startup/directory');
  await reminder.waitFor({ state: 'detached' });
  expect(new URL(page.url()).pathname).toBe('/startup/directory');
  // The reminder leads to the wizard, its first step now.
  await page.goto('/startup');
  await reminder.click();
  await page.locator('#wizard-step-title', { hasText: 'Company basics' }).waitFor();
  await context.close();
}

describe('from a mailed link to the task, before onboarding', () => {
  it('signs in, takes the short first step and lands on the selections (desktop)', async () => {
    await fromTheMail('desktop');
  });

  it('does the same on a phone', async () => {
    await fromTheMail('phone');
  });
});
