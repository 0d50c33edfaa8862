import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminToken, latestMailTo } from '../support/api.ts';
import { acceptCookies, baseUrl, launchBrowser, screenshot } from '../support/browser.ts';
import { DEMO_PASSWORD, signInThroughForm, type PersonaName } from '../support/personas.ts';
import { startServer, type RunningServer } from '../support/server.ts';
import { acceptInvitation, adminGraphQL, choose } from './helpers.ts';

/**
 * Profiles and statuses in the browser at the sizes people use (1366 × 900 and 390 × 844):
 * interested countries on every profile view, a completed profile's steps freely reachable, an
 * invited colleague landing in the area, incubators and alumni, truthful statuses and dates.
 */
const SIZES = { desktop: { width: 1366, height: 900 }, phone: { width: 390, height: 844 } };
type Size = keyof typeof SIZES;

let browser: Browser;
const open: BrowserContext[] = [];
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  for (const c of open) await c.close();
  await browser.close();
});
const stamp = Date.now() % 1_000_000;

async function pageAt(size: Size, base = baseUrl()): Promise<Page> {
  const context = await browser.newContext({ baseURL: base, viewport: SIZES[size] });
  open.push(context);
  const page = await context.newPage();
  await acceptCookies(page);
  return page;
}

async function signedIn(who: PersonaName, size: Size): Promise<Page> {
  const page = await pageAt(size);
  await signInThroughForm(page, who);
  await page.waitForURL(
    who === 'startup' ? '**/startup' : who === 'corp' ? '**/corporate' : '**/admin',
  );
  return page;
}

/** Opens the console page of a company found by name. */
async function openCompany(page: Page, name: string) {
  await page.goto(`/admin/companies?q=${encodeURIComponent(name)}`);
  await page.getByTestId('companies-table').getByRole('link', { name }).click();
  await page.getByTestId('company-admin-panel').waitFor();
}

describe('profiles and statuses', () => {
  it('defect 4: interested countries show on the own profile, the public view and the admin page', async () => {
    for (const size of ['desktop', 'phone'] as const) {
      const page = await signedIn('startup', size);
      await page.goto('/startup/profile');
      const countries = page.getByTestId('profile-interested-countries');
      await countries.getByText('Europe', { exact: true }).waitFor();
      await countries.getByText('United States', { exact: true }).waitFor();
      await screenshot(page, `i18-startup-profile-${size}`);
    }
    const admin = await signedIn('admin', 'desktop');
    await openCompany(admin, 'Northwind Robotics AB');
    await admin.getByTestId('profile-interested-countries').getByText('Europe').waitFor();
    const id = admin.url().split('/').pop()!;
    const corp = await signedIn('corp', 'phone');
    await corp.goto(`/corporate/companies/${id}`);
    await corp.getByTestId('profile-interested-countries').getByText('United States').waitFor();
    await screenshot(corp, 'i18-public-profile-phone');
  });

  it('defect 5: editing a completed profile opens any step by clicking it', async () => {
    for (const size of ['desktop', 'phone'] as const) {
      const page = await signedIn('startup', size);
      await page.goto('/startup/profile');
      await page.getByRole('link', { name: 'Edit profile' }).click();
      await page.locator('#wizard-step-title', { hasText: 'Company basics' }).waitFor();
      await page.getByRole('button', { name: /^Step 6: Media/ }).click();
      await page.locator('#wizard-step-title', { hasText: 'Logo and pitch deck' }).waitFor();
      await screenshot(page, `i18-edit-profile-media-${size}`);
    }
  });

  it('defect 6: a colleague invited to an onboarded company lands in the area, not in set-up', async () => {
    const login = await (
      await pageAt('desktop')
    ).request.post('/api/auth/login', {
      headers: { deviceid: 'e2e-api' },
      data: { username: 'startup@matchday.test', password: DEMO_PASSWORD, type: 'startup' },
    });
    const { token } = (await login.json()) as { token: { accessTokenHeader: string } };
    const page = await pageAt('desktop');
    const email = `colleague-${stamp}@example.org`;
    const invited = await page.request.post('/api/startup', {
      headers: { authorization: token.accessTokenHeader, deviceid: 'e2e-api' },
      data: {
        query: 'mutation ($i: TeamInviteInput!) { inviteTeamMember(input: $i) { email } }',
        variables: { i: { email, name: 'Cleo Colleague', title: 'Engineer' } },
      },
    });
    expect(invited.ok()).toBe(true);
    const mail = await latestMailTo(page.request, await adminToken(page.request), email);
    await acceptInvitation(page, new URL(mail.data.link!).pathname, 'colleague password 2026');
    await page.waitForURL((url) => url.pathname.startsWith('/startup'));
    await page.getByTestId('accept-terms').click();
    await page.getByRole('link', { name: 'Company profile', exact: true }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/startup');
    expect(await page.getByRole('link', { name: 'Set up your profile' }).count()).toBe(0);
    await page.getByRole('heading', { name: 'Welcome to Matchday' }).waitFor();
    await screenshot(page, 'i18-colleague-lands-in-area');
  });

  it('defect 7: an incubator sees its alumni read-only — no status actions — and its own name', async () => {
    for (const size of ['desktop', 'phone'] as const) {
      const page = await signedIn('incubator', size);
      await page.goto('/admin/companies');
      await page.getByText('Startups of your incubator (STING).').waitFor();
      await openCompany(page, 'Birch Analytics AB');
      const panel = page.getByTestId('company-admin-panel');
      await panel.getByTestId('alumni-read-only').waitFor();
      expect(await panel.getByRole('button', { name: /Deactivate|Activate/ }).count()).toBe(0);
      await screenshot(page, `i18-incubator-alumni-${size}`);
    }
    // Its current startups keep their status actions.
    const page = await signedIn('incubator', 'desktop');
    await openCompany(page, 'Aurora Grid AB');
    await page
      .getByTestId('company-admin-panel')
      .getByRole('button', { name: 'Deactivate' })
      .waitFor();
  });

  it('defect 8: complete demo companies say so; activating a startup mails it; dates read "22 Nov 2026"', async () => {
    const page = await signedIn('admin', 'desktop');
    await openCompany(page, 'Cobalt Health AB');
    const panel = page.getByTestId('company-admin-panel');
    await panel.getByText(/onboarding complete/).waitFor();
    expect(await panel.getByText('onboarding not finished').count()).toBe(0);
    await panel.getByText(/joined \d{1,2} [A-Z][a-z]{2} \d{4}/).waitFor();
    await screenshot(page, 'i18-admin-company-complete-desktop');

    // A startup registers (PENDING), the admin activates it, and it gets the mail.
    const email = `pending-${stamp}@example.org`;
    const name = `Pending Pines ${stamp}`;
    const registered = await page.request.post('/api/auth/register', {
      headers: { deviceid: 'e2e-api' },
      data: {
        company: { name, country: 'SE' },
        user: { email, name: 'Pim Pines', password: 'pending pines 2026' },
      },
    });
    expect(registered.ok()).toBe(true);
    await openCompany(page, name);
    await panel.getByRole('button', { name: 'Activate', exact: true }).click();
    await page
      .getByRole('dialog', { name: /Activate/ })
      .getByRole('button', { name: 'Activate' })
      .click();
    await panel.getByTestId('company-status').getByText('Active').waitFor();
    const mail = await latestMailTo(page.request, await adminToken(page.request), email);
    expect(mail).toMatchObject({
      template: 'account-active',
      subject: 'Your Matchday account is active',
    });
    const phone = await signedIn('admin', 'phone');
    await openCompany(phone, name);
    await screenshot(phone, 'i18-admin-company-active-phone');

    // The Outbox (mail goes by SMTP here): sent, with one date format, the badge whole.
    await page.goto(`/admin/outbox`);
    const row = page.getByTestId('outbox-item').filter({ hasText: email }).first();
    await row.getByText('Sent', { exact: true }).waitFor();
    // Date, time and the zone it is written in (every timestamp names its zone).
    await row.getByText(/^\d{1,2} [A-Z][a-z]{2} \d{4}, \d{2}:\d{2}( \S+)?$/).waitFor();
    expect(await page.getByText(/\d{1,2}\/\d{1,2}\/\d{4}/).count()).toBe(0);
  });

  it('defect 8: without a mail server the Outbox says "Kept, not sent", uncut at 1366 px and on a phone', async () => {
    // A server of its own without SMTP: the worker only keeps mail for the Outbox.
    const smtp = process.env.E2E_SMTP_URL;
    delete process.env.E2E_SMTP_URL;
    let server: RunningServer | null = null;
    try {
      server = await startServer();
    } finally {
      process.env.E2E_SMTP_URL = smtp;
    }
    try {
      const request = (await pageAt('desktop', server.url)).request;
      const authorization = await adminToken(request);
      const email = `kept-${stamp}@example.org`;
      await request.post('/api/auth/register', {
        headers: { deviceid: 'e2e-api' },
        data: {
          company: { name: `Kept Kites ${stamp}`, country: 'SE' },
          user: { email, name: 'Kim Kites', password: 'kept kites 2026' },
        },
      });
      type Mails = { mailMessages: { items: { template: string; delivery: string }[] } };
      await expect
        .poll(
          async () =>
            (
              await adminGraphQL<Mails>(
                request,
                authorization,
                'query ($f: MailFilter) { mailMessages(filter: $f) { items { template delivery } } }',
                { f: { recipient: email } },
              )
            ).mailMessages.items[0],
          { timeout: 30_000 },
        )
        .toEqual({ template: 'verify', delivery: 'kept' });
      for (const size of ['desktop', 'phone'] as const) {
        const page = await pageAt(size, server.url);
        await signInThroughForm(page, 'admin');
        await page.waitForURL('**/admin');
        await page.goto('/admin/outbox');
        const row = page.getByTestId('outbox-item').filter({ hasText: email });
        const badge = row.getByTestId('mail-delivery');
        await expect.poll(() => badge.textContent(), { timeout: 20_000 }).toBe('Kept, not sent');
        // Not cut: the label's text fits its box.
        const cut = await badge.evaluate((el) => {
          const label = el.querySelector('span') ?? el;
          return label.scrollWidth > label.clientWidth + 1;
        });
        expect(cut).toBe(false);
        if (size === 'desktop') await page.locator('label', { hasText: 'Kept, not sent' }).click();
        else await choose(page, 'State', 'Kept, not sent');
        await row.waitFor();
        await screenshot(page, `i18-outbox-kept-${size}`);
      }
    } finally {
      await server.stop();
    }
  }, 240_000);
});
