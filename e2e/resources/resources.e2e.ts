import { randomUUID } from 'node:crypto';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { acceptCookies, baseUrl, launchBrowser, screenshot } from '../support/browser.ts';
import { DEMO_PASSWORD, signInThroughForm, type PersonaName } from '../support/personas.ts';

/**
 * The resources library in the browser: an admin shares a PDF with the
 * participants of the upcoming demo event; Northwind (an approved participant) sees it under
 * that event and opens it; Cobalt (registered, still waiting for approval) does not; the admin
 * deletes it after confirming and it is gone for Northwind too. Screens at desktop and phone
 * width.
 */
let browser: Browser;
const SIZES = { desktop: { width: 1366, height: 900 }, phone: { width: 390, height: 844 } };
const EVENT = 'Nordic Energy & Mobility Matchmaking';
const TITLE = `Pitch day checklist ${randomUUID().slice(0, 6)}`;
/** A one-page PDF (the server checks the type by its first bytes). */
const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n',
);

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

async function signedIn(who: PersonaName | 'cobalt', size: keyof typeof SIZES = 'desktop') {
  const context = await browser.newContext({ baseURL: baseUrl(), viewport: SIZES[size] });
  const page = await context.newPage();
  await acceptCookies(page);
  if (who === 'cobalt') {
    // A demo startup registered for the event and still waiting for its host. (Not Aurora: the
    // matchmaking browser test approves Aurora on the same server.)
    await page.goto('/');
    const region = page.locator('#sign-in');
    await region.getByText('Startup', { exact: true }).click();
    await region.getByLabel('E-mail').fill('cobalt@matchday.test');
    await region.locator('input[type=password]').fill(DEMO_PASSWORD);
    await region.getByRole('button', { name: /^Sign in/ }).click();
  } else {
    await signInThroughForm(page, who);
  }
  await page.waitForURL(/\/(startup|corporate|admin)/);
  return { page, context };
}

const section = (page: Page, heading: string) =>
  page.getByRole('region', { name: heading, exact: true });

describe('the resources library', () => {
  it('an admin shares a PDF with the participants of one event', async () => {
    const { page, context } = await signedIn('admin');
    await page.getByRole('link', { name: 'Resources', exact: true }).first().click();
    await page.waitForURL('**/admin/resources');
    await page.getByRole('heading', { name: 'Resources', level: 1 }).waitFor();
    // The demo's resources are listed (everyone's, the event's, STING's).
    await page
      .getByTestId('resources-table')
      .getByText('Matchday participant guide', { exact: true })
      .waitFor();
    await screenshot(page, 'resources-admin-list');

    await page.getByTestId('create-resource').click();
    await page.waitForURL('**/admin/resources/new');
    // Saving an empty form names the fields.
    await page.getByTestId('resource-save').click();
    await page.getByText('Enter a title').waitFor();
    await page.getByText('Choose a file to upload').waitFor();

    await page.getByTestId('resource-title').fill(TITLE);
    await page
      .getByTestId('resource-description')
      .fill('Bring this to every meeting: your offer on one page and a clear ask.');
    await page.locator('input[type=file]').setInputFiles({
      name: 'Pitch day checklist.pdf',
      mimeType: 'application/pdf',
      buffer: PDF,
    });
    await page.getByTestId('resource-file-name').getByText('Pitch day checklist.pdf').waitFor();
    await page.getByLabel('An event’s participants').check();
    await page.getByTestId('resource-event').click();
    await page.getByRole('option', { name: EVENT }).click();
    await screenshot(page, 'resources-admin-form');
    await page.getByTestId('resource-save').click();
    await page.waitForURL('**/admin/resources');
    const row = page.getByTestId('resource-row').filter({ hasText: TITLE });
    await row.getByText(`Participants of ${EVENT}`).waitFor();
    await row.getByRole('link', { name: /Pitch day checklist\.pdf/ }).waitFor();
    await context.close();

    const phone = await signedIn('admin', 'phone');
    await phone.page.goto('/admin/resources');
    await phone.page.getByTestId('resource-card').filter({ hasText: TITLE }).waitFor();
    await screenshot(phone.page, 'resources-admin-list-phone');
    await phone.context.close();
  });

  it('a participant of that event sees it under the event and opens the file', async () => {
    const { page, context } = await signedIn('startup');
    await page.getByRole('link', { name: 'Resources', exact: true }).first().click();
    await page.waitForURL('**/startup/resources');
    const forEvent = section(page, EVENT);
    const item = forEvent.getByTestId('resource-item').filter({ hasText: TITLE });
    await item.waitFor();
    await section(page, 'For everyone')
      .getByText('Matchday participant guide', { exact: true })
      .waitFor();
    await section(page, 'From STING').getByText('STING office hours', { exact: true }).waitFor();

    const [popup] = await Promise.all([
      page.waitForEvent('popup'),
      item.getByRole('link', { name: `Open ${TITLE} (opens in a new tab)` }).click(),
    ]);
    const href = await item.getByTestId('resource-open').getAttribute('href');
    expect(href).toMatch(/^\/api\/files\/[0-9a-f-]{36}\?exp=\d+&sig=/);
    const file = await page.request.get(href!);
    expect(file.status()).toBe(200);
    expect(file.headers()['content-type']).toBe('application/pdf');
    expect(Buffer.from(await file.body()).equals(PDF)).toBe(true);
    // Without the signature the same file is not served.
    expect((await page.request.get(href!.split('?')[0]!)).status()).toBe(404);
    await popup.close();
    await screenshot(page, 'resources-startup');
    await context.close();

    const phone = await signedIn('startup', 'phone');
    await phone.page.goto('/startup/resources');
    await section(phone.page, EVENT).getByText(TITLE, { exact: true }).waitFor();
    await screenshot(phone.page, 'resources-startup-phone');
    await phone.context.close();
  });

  it('a startup outside the event does not see it; deleting it asks first', async () => {
    const { page, context } = await signedIn('cobalt', 'phone');
    await page.goto('/startup/resources');
    await section(page, 'For everyone')
      .getByText('Matchday participant guide', { exact: true })
      .waitFor();
    expect(await page.getByText(TITLE).count()).toBe(0);
    expect(await section(page, EVENT).count()).toBe(0);
    await screenshot(page, 'resources-outsider-phone');
    await context.close();

    const admin = await signedIn('admin');
    await admin.page.goto('/admin/resources');
    const row = admin.page.getByTestId('resource-row').filter({ hasText: TITLE });
    await row.getByRole('button', { name: `Delete ${TITLE}` }).click();
    const dialog = admin.page.getByRole('dialog', { name: 'Delete this resource?' });
    await dialog.getByText(TITLE, { exact: false }).waitFor();
    await screenshot(admin.page, 'resources-admin-delete-confirm');
    await dialog.getByRole('button', { name: 'Delete resource' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await expect.poll(() => row.count()).toBe(0);
    await admin.context.close();

    const startup = await signedIn('startup');
    await startup.page.goto('/startup/resources');
    await section(startup.page, 'For everyone').waitFor();
    expect(await startup.page.getByText(TITLE).count()).toBe(0);
    await startup.context.close();
  });
  it('an event host and an incubator manage only their own audience', async () => {
    const host = await signedIn('host');
    await host.page.goto('/admin/resources');
    await expect.poll(() => host.page.getByTestId('resource-row').count()).toBe(2);
    await host.page
      .getByTestId('resource-row')
      .getByText('Venue map: Epicenter, Mäster Samuelsgatan 36', { exact: true })
      .waitFor();
    await host.page.getByTestId('create-resource').click();
    // A host shares with its events' participants only: no audience choice, an event to pick.
    await host.page.getByText('The participants of an event you host').waitFor();
    expect(await host.page.getByLabel('Everyone').count()).toBe(0);
    await host.page.getByTestId('resource-event').click();
    await host.page.getByRole('option', { name: EVENT }).waitFor();
    await screenshot(host.page, 'resources-host-form');
    await host.context.close();

    const incubator = await signedIn('incubator', 'phone');
    await incubator.page.goto('/admin/resources');
    await expect.poll(() => incubator.page.getByTestId('resource-card').count()).toBe(1);
    await incubator.page
      .getByTestId('resource-card')
      .getByText('STING office hours', { exact: true })
      .waitFor();
    await screenshot(incubator.page, 'resources-incubator-phone');
    await incubator.context.close();
  });
});
