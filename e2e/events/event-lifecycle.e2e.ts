import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { adminToken } from '../support/api.ts';
import {
  acceptCookies,
  useBrowser,
  newPage,
  screenshot,
  type Viewport,
} from '../support/browser.ts';
import { signInThroughForm, type PersonaName } from '../support/personas.ts';
import { adminGraphQL, choose } from '../profiles/helpers.ts';

/**
 * End to end: an ADMIN creates an event with two sessions and a lunch pause, open to
 * Sweden only, hosted by the host persona, and publishes it; a Swedish startup registers, a
 * Finnish one does not see it; the host approves the registration; the host's accounts console
 * lists exactly the companies of its events.
 */
const browser = useBrowser();

const NAME = `Baltic Grid Matchday ${Date.now() % 100_000}`;
/** A day four weeks ahead, as YYYY-MM-DD (the form takes wall-clock times in Europe/Stockholm). */
const day = new Date(Date.now() + 28 * 86_400_000).toISOString().slice(0, 10);
const at = (hhmm: string) => `${day}T${hhmm}`;

async function signedIn(who: PersonaName, viewport: Viewport = 'desktop') {
  const { page, context } = await newPage(browser, { viewport });
  await acceptCookies(page);
  await signInThroughForm(page, who);
  await page.waitForURL(who === 'startup' || who === 'corp' ? /\/(startup|corporate)/ : '**/admin');
  return { page, context };
}

async function openEventsNav(page: Page) {
  await page.getByRole('link', { name: 'Events', exact: true }).first().click();
}

async function fillRange(page: Page, noun: string, start: string, end: string) {
  await page.getByLabel(`${noun} starts (Europe/Stockholm)`).fill(at(start));
  await page.getByLabel(`${noun} ends (Europe/Stockholm)`).fill(at(end));
}

describe('an event from creation to approved registration', () => {
  let eventPath = '';

  it('the ADMIN creates an event with two sessions and a lunch pause, and publishes it', async () => {
    const { page, context } = await signedIn('admin');
    await openEventsNav(page);
    await page
      .getByRole('link', { name: 'Create event' })
      .or(page.getByRole('button', { name: 'Create event' }))
      .first()
      .click();
    await page.getByRole('textbox', { name: 'Name' }).fill(NAME);
    await page.getByLabel('Venue').fill('Malmö Live, Malmö');
    await page
      .getByLabel(/^Starts/)
      .first()
      .fill(at('08:30'));
    await page.getByLabel(/^Ends/).first().fill(at('17:00'));
    await choose(page, 'Restrict to countries', 'Sweden', 'Swed');
    await page.keyboard.press('Escape');
    await choose(page, 'Hosts', 'Hugo Host (host@matchday.test)', 'Hugo').catch(async () => {
      await choose(page, 'Hosts', 'Hugo Host', 'Hugo');
    });
    await page.keyboard.press('Escape');
    await fillRange(page, 'Session 1', '09:00', '13:00');
    await page.getByRole('button', { name: 'Add session' }).click();
    await fillRange(page, 'Session 2', '14:00', '16:00');
    await page.getByRole('button', { name: 'Add pause' }).click();
    await fillRange(page, 'Pause 1', '12:00', '12:45');
    await page.getByRole('textbox', { name: /^Meeting length/ }).fill('20');
    await page.getByRole('textbox', { name: /^Tables/ }).fill('6');
    // The preview shows the slots in the event's zone, the lunch pause between them.
    const preview = page
      .getByRole('region', { name: /Preview/ })
      .or(page.locator('[aria-labelledby="event-preview"]'))
      .first();
    await preview.getByText('09:00–09:20').waitFor();
    await preview.getByText(/Pause 12:00–12:45/).waitFor();
    await preview.getByText('14:00–14:20').waitFor();
    // The slot grid scrolls on its own (a long day): the keyboard must reach it (axe
    // scrollable-region-focusable, serious).
    const grid = preview.getByRole('region', { name: 'All slots' });
    expect(await grid.getAttribute('tabindex')).toBe('0');
    await grid.focus();
    expect(await grid.evaluate((el) => el === document.activeElement)).toBe(true);
    await screenshot(page, 'events-admin-create');
    await page.getByTestId('save-event').click();
    await page.waitForURL(/\/admin\/events\/[0-9a-f-]{36}/);
    eventPath = new URL(page.url()).pathname;
    await page.getByRole('button', { name: 'Publish' }).first().click();
    await page.getByRole('button', { name: 'Publish event' }).click();
    await page
      .getByText(/^upcoming$/i)
      .first()
      .waitFor();
    await screenshot(page, 'events-admin-published');
    await context.close();

    const phone = await signedIn('admin', 'phone');
    await phone.page.goto(eventPath);
    await phone.page.getByRole('heading', { name: NAME }).waitFor();
    await screenshot(phone.page, 'events-admin-published-phone');
    await phone.context.close();
  });

  it('the ADMIN fills it from a participants file: a bad row is named, a clean file imports', async () => {
    const { page, context } = await signedIn('admin');
    await page.goto(eventPath);
    await page.getByRole('tab', { name: /Participants/ }).click();
    await page.getByRole('button', { name: 'Import', exact: true }).first().click();
    const dialog = page.getByRole('dialog');
    const header = 'email,name,organisation,country,type';
    const stamp = Date.now() % 100_000;
    const good = [
      `${header}`,
      `lena-${stamp}@kelpwind.test,Lena Kelp,Kelp Wind ${stamp} AB,SE,startup`,
      `olof-${stamp}@sundgrid.test,Olof Sund,Sund Grid ${stamp} AB,SE,corporate`,
    ];
    const file = (lines: string[]) => ({
      name: 'participants.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(lines.join('\n')),
    });
    await dialog
      .locator('input[type=file]')
      .setInputFiles(file([...good, 'not-an-address,X,Y AB,XX,investor']));
    await dialog.getByText('1 row cannot be imported').waitFor();
    await dialog
      .getByText(/Unknown country code|country/)
      .first()
      .waitFor();
    await screenshot(page, 'events-admin-import-problems');
    await dialog.locator('input[type=file]').setInputFiles(file(good));
    await dialog.getByText('The file is ready to import').waitFor();
    await dialog.getByRole('button', { name: 'Import 2 participants' }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.getByText(`Kelp Wind ${stamp} AB`).filter({ visible: true }).first().waitFor();
    await page.getByText(`Sund Grid ${stamp} AB`).filter({ visible: true }).first().waitFor();
    await screenshot(page, 'events-admin-imported');
    await context.close();
  });

  it('a Swedish startup registers; a Finnish one does not see the event', async () => {
    const { page, context } = await signedIn('startup');
    await page.goto('/startup/events');
    await page.getByRole('link', { name: NAME }).first().click();
    await page.getByRole('button', { name: 'Register', exact: true }).click();
    await page.getByText('Registered — waiting for approval').waitFor();
    await screenshot(page, 'events-startup-registered');
    await context.close();

    const phone = await signedIn('startup', 'phone');
    await phone.page.goto('/startup/events');
    await phone.page.getByText(NAME).first().waitFor();
    await screenshot(phone.page, 'events-startup-list-phone');
    await phone.context.close();

    const finn = await newPage(browser);
    await acceptCookies(finn.page);
    await finn.page.goto('/');
    const region = finn.page.locator('#sign-in');
    await region.getByText('Startup', { exact: true }).click();
    await region.getByLabel('E-mail').fill('dune@matchday.test');
    await region.locator('input[type=password]').fill('matchday-demo');
    await region.getByRole('button', { name: /^Sign in/ }).click();
    await finn.page.waitForURL(/\/startup/);
    await finn.page.goto('/startup/events');
    await finn.page.getByText('Nordic Energy & Mobility Matchmaking').first().waitFor();
    expect(await finn.page.getByText(NAME).count()).toBe(0);
    await finn.page.goto(`/startup/events/${eventPath.split('/').pop()}`);
    await finn.page
      .getByText(/not found/i)
      .first()
      .waitFor();
    await finn.context.close();
  });

  it('the host approves the registration; its console lists exactly its events’ companies', async () => {
    const { page, context } = await signedIn('host');
    await openEventsNav(page);
    await page.getByRole('link', { name: NAME }).first().click();
    await page.getByRole('tab', { name: /Participants/ }).click();
    await page.getByRole('button', { name: 'Approve Northwind Robotics AB' }).click();
    await page
      .getByRole('button', { name: 'Decline Northwind Robotics AB' })
      .waitFor({ state: 'detached' });
    expect(await page.getByRole('button', { name: 'Approve Northwind Robotics AB' }).count()).toBe(
      0,
    );
    await screenshot(page, 'events-host-approved');

    // Every company attending the host's events, by the host's own graph…
    const authorization = await adminToken(page.request, 'host@matchday.test');
    const { events } = await adminGraphQL<{ events: { id: string }[] }>(
      page.request,
      authorization,
      '{ events { id } }',
    );
    expect(events.length).toBe(2);
    const attending = new Set<string>();
    for (const e of events) {
      const { eventAttendees } = await adminGraphQL<{
        eventAttendees: { items: { company: { name: string } }[] };
      }>(
        page.request,
        authorization,
        'query ($id: ID!) { eventAttendees(eventId: $id, limit: 100) { items { company { name } } } }',
        { id: e.id },
      );
      for (const i of eventAttendees.items) attending.add(i.company.name);
    }
    // …is what its accounts console lists, and nothing else.
    await page.getByRole('link', { name: 'Companies', exact: true }).click();
    const table = page.getByTestId('companies-table');
    await table.locator('tbody a').first().waitFor();
    const listed = await table.locator('tbody a').allTextContents();
    expect(new Set(listed)).toEqual(attending);
    expect(listed).toContain('Northwind Robotics AB');
    await screenshot(page, 'events-host-companies');
    await context.close();

    const startup = await signedIn('startup');
    await startup.page.goto(`/startup/events/${eventPath.split('/').pop()}`);
    await startup.page.getByText('You take part', { exact: true }).waitFor();
    await screenshot(startup.page, 'events-startup-approved');
    await startup.context.close();
  });
});
