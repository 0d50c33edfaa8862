import { randomUUID } from 'node:crypto';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { graphql, personaToken } from '../support/api.ts';
import { acceptCookies, baseUrl, launchBrowser, screenshot } from '../support/browser.ts';
import { signInThroughForm, type PersonaName } from '../support/personas.ts';

/**
 * A grant draft never loses work, and the programme can ask for changes — in chromium at desktop
 * and phone width. Northwind types a whole draft with a mistyped signatory e-mail and a 40-month
 * timeline: every other field is saved, those two are marked with what is wrong (the timeline
 * with its range, not clamped), and after a reload everything typed is back — the refused
 * values from this browser's own copy. Then an application in review is sent back with a note
 * (the dialog does not open without one); Northwind reads the note on its draft.
 */
let browser: Browser;
const SIZES = { desktop: { width: 1366, height: 900 }, phone: { width: 390, height: 844 } };
type Size = keyof typeof SIZES;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

async function signedIn(who: PersonaName, size: Size) {
  const context = await browser.newContext({ baseURL: baseUrl(), viewport: SIZES[size] });
  const page = await context.newPage();
  await acceptCookies(page);
  await signInThroughForm(page, who);
  await page.waitForURL(/\/(startup|corporate|admin)/);
  return { page, context };
}

const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });

/** A submitted application of Northwind with Fjord Energy, in review (set up over the API). */
async function inReview(title: string) {
  const startup = await personaToken('startup', 'startup@matchday.test');
  const corp = await personaToken('corp', 'corp@matchday.test');
  const admin = await personaToken('admin', 'admin@matchday.test');
  const partners = (
    await graphql('/api/startup', startup, '{ grantPartners { corporate { id name } } }')
  ).grantPartners as { corporate: { id: string; name: string } }[];
  const fjord = partners.find((p) => p.corporate.name.startsWith('Fjord'))!.corporate.id;
  const { createGrantApplication } = (await graphql(
    '/api/startup',
    startup,
    'mutation ($i: GrantDraftInput) { createGrantApplication(input: $i) { id } }',
    {
      i: {
        corporateId: fjord,
        title,
        summary: 'Drones read the meters of Fjord Energy’s remote substations.',
        plan: 'Months 1–2: fly the routes.\nMonths 3–5: compare with manual readings.',
        budgetTotal: 300_000,
        budgetLines: [{ label: 'Drones and flights', amount: 300_000 }],
        timelineMonths: 5,
        startupSignatoryName: 'Stina Startup',
        startupSignatoryEmail: 'startup@matchday.test',
      },
    },
  )) as { createGrantApplication: { id: string } };
  const id = createGrantApplication.id;
  await graphql(
    '/api/corp',
    corp,
    'mutation ($id: ID!, $i: GrantConfirmInput!) { confirmGrantPartner(id: $id, input: $i) { id } }',
    { id, i: { signatoryName: 'Carl Corporate', signatoryEmail: 'corp@matchday.test' } },
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
  return id;
}

describe('grants that never lose work', () => {
  for (const size of ['desktop', 'phone'] as const) {
    it(`an invalid field does not cost the others, and a reload keeps what was typed (${size})`, async () => {
      const title = `Pilot: substation drones ${size} ${randomUUID().slice(0, 6)}`;
      const { page, context } = await signedIn('startup', size);
      await page.goto('/startup/grants');
      await page.getByRole('button', { name: 'New application' }).first().click();
      await page.waitForURL(/\/startup\/grants\/[0-9a-f-]{36}$/);

      await page.getByRole('combobox', { name: 'Corporate partner' }).click();
      await page.getByRole('option', { name: 'Fjord Energy AB' }).click();
      await field(page, 'Project title').fill(title);
      await field(page, 'Summary').fill('Drones read the meters of remote substations.');
      await field(page, 'Plan').fill('Months 1–2: fly.\nMonths 3–5: compare.');
      await field(page, 'Budget line 1').fill('Drones');
      await field(page, 'Amount, line 1').fill('250000');
      await field(page, 'Total budget').fill('250000');
      await field(page, 'Timeline (months)').fill('40');
      await field(page, 'Signatory’s name').fill('Stina Startup');
      await field(page, 'Signatory’s email').fill('stina@invalid');
      // Leaving the field does not clamp 40 to 36.
      await field(page, 'Project title').click();
      expect(await field(page, 'Timeline (months)').inputValue()).toBe('40');

      const state = page.getByTestId('save-state');
      await state.getByText(/^Saved \d\d:\d\d, except 2 marked fields$/).waitFor();
      await page.getByText('The timeline is 1 to 36 months').waitFor();
      await page.getByText('Enter the signatory’s email address').waitFor();
      await screenshot(page, `grants-keeps-work-marked-${size}`);

      await page.reload();
      await page.getByTestId('draft-restored').waitFor();
      await expect.poll(() => field(page, 'Project title').inputValue()).toBe(title);
      expect(await field(page, 'Summary').inputValue()).toBe(
        'Drones read the meters of remote substations.',
      );
      expect(await field(page, 'Plan').inputValue()).toBe('Months 1–2: fly.\nMonths 3–5: compare.');
      expect(await field(page, 'Amount, line 1').inputValue()).toMatch(/^250\s?000 kr$/);
      expect(await field(page, 'Timeline (months)').inputValue()).toBe('40');
      expect(await field(page, 'Signatory’s email').inputValue()).toBe('stina@invalid');
      // Restored values are sent again and marked again.
      await page.getByText('Enter the signatory’s email address').waitFor();
      await screenshot(page, `grants-keeps-work-restored-${size}`);

      // Fixing both saves them; the local copy is then no longer needed.
      await field(page, 'Signatory’s email').fill('startup@matchday.test');
      await field(page, 'Timeline (months)').fill('5');
      await state.getByText(/^Saved \d\d:\d\d$/).waitFor();
      await page.reload();
      await expect.poll(() => field(page, 'Timeline (months)').inputValue()).toBe('5');
      expect(await field(page, 'Signatory’s email').inputValue()).toBe('startup@matchday.test');
      expect(await page.getByTestId('draft-restored').count()).toBe(0);
      await context.close();
    });

    it(`the programme asks for changes with a note; the startup reads it (${size})`, async () => {
      const title = `Pilot: meter drones ${size} ${randomUUID().slice(0, 6)}`;
      const id = await inReview(title);
      const admin = await signedIn('admin', size);
      await admin.page.goto(`/admin/grants/${id}`);
      await admin.page.getByTestId('grant-status').getByText('In review').waitFor();
      await admin.page.getByLabel('Ask for changes').check();
      await admin.page.getByRole('button', { name: 'Send back for changes' }).click();
      await admin.page.getByText('Say what the applicant should change').waitFor();
      expect(await admin.page.getByRole('dialog').count()).toBe(0);
      await admin.page
        .getByLabel('What should the startup change?')
        .fill('Split the budget into drones and analysis.');
      await admin.page.getByRole('button', { name: 'Send back for changes' }).click();
      const dialog = admin.page.getByRole('dialog');
      await dialog.getByText('Send it back for changes?').waitFor();
      // The dialog has faded in before the picture is taken.
      await expect.poll(() => dialog.evaluate((el) => getComputedStyle(el).opacity)).toBe('1');
      await screenshot(admin.page, `grants-ask-changes-dialog-${size}`);
      await dialog.getByRole('button', { name: 'Send back', exact: true }).click();
      await admin.page.getByTestId('grant-status').getByText('Draft').waitFor();
      await admin.context.close();

      const startup = await signedIn('startup', size);
      await startup.page.goto(`/startup/grants/${id}`);
      const asked = startup.page.getByTestId('changes-asked');
      await asked.getByText('Split the budget into drones and analysis.').waitFor();
      // The draft is editable again; the submitted version is kept.
      await field(startup.page, 'Project title').waitFor();
      await startup.page.getByRole('heading', { name: 'Submitted version' }).waitFor();
      await screenshot(startup.page, `grants-changes-asked-${size}`);
      await startup.context.close();
    });
  }
});
