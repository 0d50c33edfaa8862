import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  acceptCookies,
  useBrowser,
  newPage,
  screenshot,
  type Viewport,
} from '../support/browser.ts';
import { graphql, personaToken } from '../support/api.ts';
import { mailedLink } from '../support/mailed-link.ts';
import { signInThroughForm } from '../support/personas.ts';

/**
 * In chromium. The incubator and the consortium member walk the admin
 * area and an event's pages: the tabs and buttons the permission table denies them are not
 * there, and no "Not authorized to resolve …" reaches the screen (nor is asked for: no GraphQL
 * answer they get names a resolver they were refused). A startup's "Please sign the agreement"
 * notification opens the agreement page, and is done once signed. Desktop and phone.
 */
const browser = useBrowser();

const EVENT = 'Nordic Energy & Mobility Matchmaking';
const ALL_TABS = [
  'Overview',
  'Participants',
  'Needs',
  'Matches',
  'Schedule',
  'Check-in',
  'Follow-up',
  'Export',
];
const KINDS = {
  incubator: {
    tabs: ['Overview', 'Participants', 'Check-in', 'Follow-up'],
    nav: { absent: ['Admins', 'Badges', 'Outbox', 'Grants'], present: ['Reports', 'Resources'] },
    pages: [
      '/admin/companies',
      '/admin/users',
      '/admin/reports',
      '/admin/directory',
      '/admin/resources',
    ],
  },
  consortium: {
    tabs: ['Overview', 'Participants'],
    nav: { absent: ['Admins', 'Badges', 'Outbox', 'Grants', 'Resources'], present: ['Reports'] },
    pages: ['/admin/companies', '/admin/users', '/admin/reports', '/admin/directory'],
  },
} as const;

/** Every GraphQL answer's error messages, as the page receives them. */
function watchGraphQLErrors(page: Page) {
  const messages: string[] = [];
  page.on('response', (res) => {
    if (!/\/api\/(matrix\/neo|startup|corp|public)$/.test(new URL(res.url()).pathname)) return;
    void res
      .json()
      .then((body: { errors?: { message: string }[] }) => {
        for (const e of body.errors ?? []) messages.push(e.message);
      })
      .catch(() => undefined);
  });
  return messages;
}

/** The page has loaded what it asks for (no skeleton left) and shows no resolver name. */
async function settle(page: Page) {
  await page.waitForLoadState('networkidle');
  await expect
    .poll(() => page.locator('.mantine-Skeleton-root').count(), { timeout: 30_000 })
    .toBe(0);
  expect(await page.getByText(/Not authori[sz]ed to/).count(), page.url()).toBe(0);
  expect(await page.locator('body').innerText(), page.url()).not.toMatch(/(Query|Mutation)\.\w+/);
}

async function tabNames(page: Page) {
  await page.getByRole('tab', { name: 'Overview' }).waitFor();
  return (await page.getByRole('tab').allInnerTexts()).map((t) => t.replace(/\d+$/, '').trim());
}

describe('screens that fit each admin kind', () => {
  for (const who of ['incubator', 'consortium'] as const) {
    for (const viewport of ['desktop', 'phone'] as Viewport[]) {
      it(`${who} sees only what it may use (${viewport})`, async () => {
        const kind = KINDS[who];
        const { page, context } = await newPage(browser, { viewport });
        const refused = watchGraphQLErrors(page);
        await acceptCookies(page);
        await signInThroughForm(page, who);
        await page.waitForURL('**/admin');
        await page.getByRole('heading', { name: 'Programme administration' }).waitFor();
        expect(await page.getByText(/Create events?/).count()).toBe(0);
        await settle(page);
        await screenshot(page, `admin-kind-${who}-home-${viewport}`);
        for (const name of kind.nav.absent) {
          expect(await page.getByRole('link', { name, exact: true }).count(), name).toBe(0);
        }
        for (const name of kind.nav.present) {
          expect(await page.getByRole('link', { name, exact: true }).count(), name).toBeGreaterThan(
            0,
          );
        }

        await page.goto('/admin/events');
        await page.getByRole('link', { name: EVENT }).first().waitFor();
        expect(await page.getByRole('link', { name: 'Create event' }).count()).toBe(0);
        expect(await page.getByRole('button', { name: 'Create event' }).count()).toBe(0);
        await settle(page);
        await page.getByRole('link', { name: EVENT }).first().click();
        const tabs = await tabNames(page);
        expect(tabs).toEqual(kind.tabs);
        for (const name of ['Edit', 'Publish', 'Unpublish', 'Delete']) {
          expect(await page.getByRole('button', { name, exact: true }).count(), name).toBe(0);
        }
        const base = new URL(page.url()).pathname.replace(/\/$/, '');
        await settle(page);
        await screenshot(page, `admin-kind-${who}-event-${viewport}`);

        for (const tab of kind.tabs.slice(1)) {
          await page.getByRole('tab', { name: new RegExp(`^${tab}`) }).click();
          await settle(page);
          if (viewport === 'desktop')
            await screenshot(page, `admin-kind-${who}-tab-${tab.toLowerCase()}`);
        }
        // Tabs it may not use are closed even by their address.
        for (const tab of ALL_TABS.filter((t) => !(kind.tabs as readonly string[]).includes(t))) {
          await page.goto(`${base}/${tab.toLowerCase()}`);
          await page.getByText('This part of the event is not open to your account').waitFor();
          await settle(page);
        }
        if (viewport === 'phone') await screenshot(page, `admin-kind-${who}-closed-tab-phone`);

        for (const path of kind.pages) {
          await page.goto(path);
          await settle(page);
          if (viewport === 'desktop')
            await screenshot(page, `admin-kind-${who}${path.replaceAll('/', '-')}`);
        }
        expect(refused.filter((m) => /Not authori[sz]ed to/.test(m))).toEqual([]);
        await context.close();
        // A whole walk of the area: longer than one page's default minute on a busy machine.
      }, 150_000);
    }
  }
});

/** Stina's application with Fjord Energy, approved, signed for the startup by Stina herself. */
async function sentAgreement(page: Page, title: string) {
  const startup = await personaToken('startup', 'startup@matchday.test');
  const corp = await personaToken('corp', 'corp@matchday.test');
  const admin = await personaToken('admin', 'admin@matchday.test');
  const { grantPartners } = (await graphql(
    '/api/startup',
    startup,
    '{ grantPartners { corporate { id name } } }',
  )) as {
    grantPartners: { corporate: { id: string; name: string } }[];
  };
  const corporateId = grantPartners.find((p) => p.corporate.name.startsWith('Fjord'))!.corporate.id;
  const { createGrantApplication } = (await graphql(
    '/api/startup',
    startup,
    'mutation ($i: GrantDraftInput) { createGrantApplication(input: $i) { id } }',
    {
      i: {
        corporateId,
        title,
        summary: 'Sensors on the quays report ice and load to the robots.',
        plan: 'Months 1–2: install.\nMonths 3–4: measure and report.',
        budgetTotal: 100_000,
        budgetLines: [{ label: 'Sensors', amount: 100_000 }],
        timelineMonths: 4,
        startupSignatoryName: 'Stina Startup',
        startupSignatoryEmail: 'startup@matchday.test',
      },
    },
  )) as { createGrantApplication: { id: string } };
  const id = createGrantApplication.id;
  const tag = randomUUID().slice(0, 6);
  await graphql(
    '/api/corp',
    corp,
    'mutation ($id: ID!, $i: GrantConfirmInput!) { confirmGrantPartner(id: $id, input: $i) { id } }',
    {
      id,
      i: { signatoryName: 'Carl Corporate', signatoryEmail: `carl-${tag}@fjord.test` },
    },
  );
  await graphql(
    '/api/startup',
    startup,
    'mutation ($id: ID!) { submitGrantApplication(id: $id) { id } }',
    { id },
  );
  await graphql(
    '/api/matrix/neo',
    admin,
    'mutation ($id: ID!) { startGrantReview(id: $id) { id } }',
    { id },
  );
  await graphql(
    '/api/matrix/neo',
    admin,
    'mutation ($id: ID!, $i: GrantDecisionInput!) { decideGrantApplication(id: $id, input: $i) { id } }',
    { id, i: { decision: 'APPROVED', note: 'Approved for the notification test.' } },
  );
  const sent = await page.request.post(`/api/matrix/grants/${id}/agreement`, {
    headers: { authorization: admin, deviceid: 'e2e-kinds' },
    data: { provider: 'builtin' },
  });
  expect(sent.status()).toBe(200);
  return id;
}

describe('notifications that lead to the task', () => {
  for (const viewport of ['desktop', 'phone'] as Viewport[]) {
    it(`“Please sign the agreement” opens the agreement page and is done once signed (${viewport})`, async () => {
      const { page, context } = await newPage(browser, { viewport });
      await acceptCookies(page);
      const title = `Quay sensors ${viewport} ${randomUUID().slice(0, 6)}`;
      const id = await sentAgreement(page, title);
      await signInThroughForm(page, 'startup');
      await page.waitForURL('**/startup');
      await page.goto('/startup/notifications');
      const subject = `Please sign the innovation grant agreement: ${title}`;
      const item = page.getByTestId('notification').filter({ hasText: subject });
      await item.waitFor();
      expect(await item.getAttribute('href')).toBe(`/startup/grants/${id}/agreement`);
      expect(await item.getByTestId('notification-done').count()).toBe(0);
      await screenshot(page, `notification-sign-${viewport}`);
      await item.click();
      await page.waitForURL(`**/startup/grants/${id}/agreement`);
      await page.getByRole('heading', { name: 'Grant agreement', level: 1 }).waitFor();
      await settle(page);
      await screenshot(page, `notification-sign-agreement-${viewport}`);

      // Stina signs with the link she was mailed; the notification is then done.
      const link = await mailedLink('startup@matchday.test', {
        subject: (s) => s === subject,
        linkPath: 'token/sign',
      });
      await page.goto(new URL(link).pathname);
      await page.getByTitle(/^Agreement:/).waitFor();
      await page.getByLabel('Type your full name').fill('Stina Startup');
      await page.getByRole('checkbox').check();
      await page.getByRole('button', { name: 'Sign agreement' }).click();
      await page.getByTestId('signed-now').waitFor();
      await page.goto('/startup/notifications');
      await item.getByTestId('notification-done').waitFor();
      await screenshot(page, `notification-sign-done-${viewport}`);
      await context.close();
    }, 120_000);
  }
});
