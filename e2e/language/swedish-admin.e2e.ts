import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { graphql, personaToken } from '../support/api.ts';
import {
  acceptCookies,
  newPage,
  screenshot,
  useBrowser,
  type Viewport,
} from '../support/browser.ts';
import { PERSONAS, signInThroughForm } from '../support/personas.ts';

/**
 * The demo admin, who chose Swedish, on the main admin screens: each page shows its Swedish
 * headings and none of the English headings and buttons it had before the screens were
 * converted (a simple check per screen; language/swedish-walk.e2e.ts scans the whole catalogue).
 */
const browser = useBrowser();
const ADMIN_GRAPH = '/api/matrix/neo';
const SET = 'mutation ($l: String!) { setMyLocale(locale: $l) { locale } }';
let token = '';
let eventId = '';

type Screen = { name: string; path: () => string; swedish: string; english: string[] };

const SCREENS: Screen[] = [
  {
    name: 'home',
    path: () => '/admin',
    swedish: 'Programadministration',
    english: ['Programme administration', 'Accounts', 'Run events end to end'],
  },
  {
    name: 'events',
    path: () => '/admin/events',
    swedish: 'Skapa evenemang',
    english: ['Create event', 'Upcoming', 'Drafts', 'Matchmaking events of the programme', 'Show'],
  },
  {
    name: 'event',
    path: () => `/admin/events/${eventId}`,
    swedish: 'Schemats upplägg',
    english: [
      'All events',
      'Overview',
      'Participants',
      'Startups approved',
      'Waiting for approval',
      'Schedule outline',
      'Selection by corporates',
      'Times in',
    ],
  },
  {
    name: 'event-participants',
    path: () => `/admin/events/${eventId}/participants`,
    swedish: 'Lägg till deltagare',
    english: ['Add participants', 'Organisation name', 'Registered', 'Availability', 'Approved'],
  },
  {
    name: 'event-edit',
    path: () => `/admin/events/${eventId}/edit`,
    swedish: 'Mötesschema',
    english: [
      'Meeting grid',
      'Who may take part',
      'Preview of the slots',
      'Save changes',
      'Cancel',
      'Time zone',
      'Add session',
    ],
  },
  {
    name: 'companies',
    path: () => '/admin/companies',
    swedish: 'Registrera en organisation',
    english: ['Register an organisation', 'Company name', 'Grants access', 'Joined', 'Any'],
  },
  {
    name: 'users',
    path: () => '/admin/users',
    swedish: 'Användare',
    english: ['Users', 'Name or e-mail', 'View as', 'History', 'Disable'],
  },
  {
    name: 'reports',
    path: () => '/admin/reports',
    swedish: 'Uppföljning och resultat',
    english: ['Follow-up and results', 'Refresh', 'Follow-up rate', 'Funnel', 'Per event'],
  },
  {
    name: 'outbox',
    path: () => '/admin/outbox',
    swedish: 'Utkorg',
    english: ['Outbox', 'Recipient', 'Template', 'Attempts', 'Kept, not sent'],
  },
  {
    name: 'grants',
    path: () => '/admin/grants',
    swedish: 'Innovationsbidrag',
    english: ['Innovation grants', 'Every status', 'Project', 'Submitted'],
  },
];

/** The English phrases still on the page (whole words: "Import" is not in "Importera"). */
/** Event names (data, typed by people and by other browser tests): not the screen's words. */
let eventNames: string[] = [];

async function englishLeft(page: Page, phrases: string[]) {
  let text = await page.locator('body').innerText();
  for (const name of eventNames) text = text.split(name).join(' ');
  return phrases.filter((p) =>
    new RegExp(`(^|[^\\p{L}])${p.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}($|[^\\p{L}])`, 'u').test(
      text,
    ),
  );
}

beforeAll(async () => {
  token = await personaToken('admin', PERSONAS.admin.email);
  await graphql(ADMIN_GRAPH, token, SET, { l: 'sv' });
  const data = (await graphql(
    ADMIN_GRAPH,
    token,
    '{ eventPage(when: UPCOMING, offset: 0, limit: 1) { items { id } } }',
  )) as { eventPage: { items: { id: string }[] } };
  eventId = data.eventPage.items[0]!.id;
  for (let offset = 0; ; offset += 100) {
    const page = (await graphql(
      ADMIN_GRAPH,
      token,
      'query ($o: Int) { eventPage(offset: $o, limit: 100) { total items { name } } }',
      { o: offset },
    )) as { eventPage: { total: number; items: { name: string }[] } };
    eventNames.push(...page.eventPage.items.map((e) => e.name));
    if (offset + 100 >= page.eventPage.total) break;
  }
  eventNames = eventNames.sort((a, b) => b.length - a.length); // longest first
});

afterAll(async () => {
  // The demo admin speaks English again for the browser tests that follow.
  await graphql(ADMIN_GRAPH, token, SET, { l: 'en' });
});

describe('the admin screens in Swedish', () => {
  for (const viewport of ['desktop', 'phone'] as Viewport[]) {
    it(`show no English headings or buttons (${viewport})`, async () => {
      const { page, context } = await newPage(browser, { viewport });
      await acceptCookies(page);
      await signInThroughForm(page, 'admin');
      await page.waitForURL('**/admin');
      await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe('sv');
      for (const screen of SCREENS) {
        await page.goto(screen.path());
        await expect
          .poll(() => page.getByText(screen.swedish, { exact: true }).count())
          .toBeGreaterThan(0);
        expect(await englishLeft(page, screen.english), screen.name).toEqual([]);
        await screenshot(page, `swedish-admin-${screen.name}-${viewport}`);
      }
      await context.close();
    });
  }
});
