import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { PDFDocument } from 'pdf-lib';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  acceptCookies,
  baseUrl,
  launchBrowser,
  screenshot,
  savedDownload,
} from '../support/browser.ts';
import { graphql, personaToken } from '../support/api.ts';
import { mailedLink } from '../support/mailed-link.ts';
import { signInThroughForm } from '../support/personas.ts';

/**
 * Signing in chromium: an application approved through the grants graph
 * (set up over the API); the admin sends its agreement from the agreement page; the startup's and
 * the corporate's signatories and the admin (for the programme) each open the link they were
 * mailed (read from the SMTP sink), read the PDF in the page, type their name and consent; the
 * agreement is then signed with an evidence page listing every signer; the signed PDF verifies,
 * a changed copy does not; a used link says so. Desktop and phone width.
 */
let browser: Browser;
const SIZES = { desktop: { width: 1366, height: 900 }, phone: { width: 390, height: 844 } };

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

/** An application of Northwind with Fjord Energy, approved by the programme. */
async function approvedApplication(tag: string) {
  const startup = await personaToken('startup', 'startup@matchday.test');
  const corp = await personaToken('corp', 'corp@matchday.test');
  const admin = await personaToken('admin', 'admin@matchday.test');
  const partners = (
    await graphql('/api/startup', startup, '{ grantPartners { corporate { id name } } }')
  ).grantPartners as { corporate: { id: string; name: string } }[];
  const fjord = partners.find((p) => p.corporate.name.startsWith('Fjord'))!.corporate.id;
  const title = `Harbour sensor pilot ${tag}`;
  const created = (
    await graphql(
      '/api/startup',
      startup,
      'mutation ($i: GrantDraftInput) { createGrantApplication(input: $i) { id } }',
      {
        i: {
          corporateId: fjord,
          title,
          summary: 'Sensors on Fjord Energy’s quays report ice and load to Northwind’s robots.',
          plan: 'Months 1–2: install.\nMonths 3–4: measure and report.',
          budgetTotal: 200_000,
          budgetLines: [
            { label: 'Sensors', amount: 120_000 },
            { label: 'Engineering', amount: 80_000 },
          ],
          timelineMonths: 4,
          startupSignatoryName: 'Stina Startup',
          startupSignatoryEmail: `stina-${tag}@northwind.test`,
        },
      },
    )
  ).createGrantApplication as { id: string };
  const id = created.id;
  await graphql(
    '/api/corp',
    corp,
    'mutation ($id: ID!, $i: GrantConfirmInput!) { confirmGrantPartner(id: $id, input: $i) { id } }',
    { id, i: { signatoryName: 'Carl Corporate', signatoryEmail: `carl-${tag}@fjord.test` } },
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
    {
      id,
    },
  );
  await graphql(
    '/api/matrix/neo',
    admin,
    'mutation ($id: ID!, $i: GrantDecisionInput!) { decideGrantApplication(id: $id, input: $i) { id } }',
    { id, i: { decision: 'APPROVED', note: 'Approved for the signing test.' } },
  );
  return { id, title };
}

/** The signing link mailed to `to` for `title`, as the SMTP sink received it. */
async function signingLink(to: string, title: string) {
  const subject = `Please sign the innovation grant agreement: ${title}`;
  const link = await mailedLink(to, { subject: (s) => s === subject, linkPath: 'token/sign' });
  return new URL(link).pathname;
}

async function signByLink(
  path: string,
  name: string,
  size: keyof typeof SIZES,
  shot?: string,
  tryFirst?: string,
  last = false,
) {
  const context = await browser.newContext({ baseURL: baseUrl(), viewport: SIZES[size] });
  const page = await context.newPage();
  await acceptCookies(page);
  await page.goto(path);
  await page.getByTitle(/^Agreement:/).waitFor();
  await expect.poll(() => page.getByText(/Document fingerprint/).count()).toBe(1);
  if (shot) await screenshot(page, shot);
  await page.getByRole('button', { name: 'Sign agreement' }).click();
  await page.getByText('Type your full name', { exact: true }).first().waitFor();
  expect(await page.getByText('Tick the box to confirm that you sign').count()).toBe(1);
  if (tryFirst) {
    // Another name than the one on record asks why, and does not sign without a reason.
    await page.getByLabel('Type your full name').fill(tryFirst);
    const why = page.getByLabel(/^Why does your name differ from/);
    await why.waitFor();
    await page.getByRole('checkbox').check();
    await page.getByRole('button', { name: 'Sign agreement' }).click();
    await page.getByText(/^Say why your name differs from/).waitFor();
    await screenshot(page, `signing-name-differs-${size}`);
    await page.getByRole('checkbox').uncheck();
    await page.getByLabel('Type your full name').fill(name.toUpperCase());
    await why.waitFor({ state: 'detached' });
  }
  await page.getByLabel('Type your full name').fill(name);
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Sign agreement' }).click();
  await page.getByTestId('signed-now').waitFor();
  // The last signer reads that the agreement is complete, the others that it waits for the rest.
  await page
    .getByTestId('signed-now')
    .getByText(last ? 'The agreement is complete' : 'You have signed the agreement')
    .waitFor();
  expect(await page.getByText(/When every party has signed/).count()).toBe(last ? 0 : 1);
  if (shot || last) await screenshot(page, `${shot ?? `signing-last-${size}`}-done`);
  await context.close();
}

async function openAgreement(page: Page, path: string) {
  await page.goto(path);
  await page.getByRole('heading', { name: 'Grant agreement', level: 1 }).waitFor();
}

describe('a grant agreement signed by its three parties', () => {
  for (const size of ['desktop', 'phone'] as const) {
    it(`sent by the admin, signed by mailed links, sealed and verified (${size})`, async () => {
      const tag = `${size}-${randomUUID().slice(0, 6)}`;
      const app = await approvedApplication(tag);

      const admin = await browser.newContext({
        baseURL: baseUrl(),
        viewport: SIZES[size],
        acceptDownloads: true,
      });
      const page = await admin.newPage();
      await acceptCookies(page);
      await signInThroughForm(page, 'admin');
      await page.waitForURL(/\/admin/);
      await openAgreement(page, `/admin/grants/${app.id}/agreement`);
      await page.getByText('No agreement yet').waitFor();
      await page.getByTestId('send-agreement').click();
      await page.getByRole('dialog').getByRole('button', { name: 'Send agreement' }).click();
      await page.getByTestId('agreement-state').getByText('Waiting for signatures').waitFor();
      await screenshot(page, `signing-sent-${size}`);

      await signByLink(
        await signingLink(`stina-${tag}@northwind.test`, app.title),
        'Stina Startup',
        size,
        `signing-link-${size}`,
      );
      const corpLink = await signingLink(`carl-${tag}@fjord.test`, app.title);
      await signByLink(corpLink, 'Carl Corporate', size, undefined, 'Mickey Mouse');
      await signByLink(
        await signingLink('admin@matchday.test', app.title),
        'Ada Admin',
        size,
        undefined,
        undefined,
        true,
      );

      // A used link says so.
      const again = await browser.newContext({ baseURL: baseUrl(), viewport: SIZES[size] });
      const used = await again.newPage();
      await acceptCookies(used);
      await used.goto(corpLink);
      await used.getByTestId('link-signed').getByText('This link has been used').waitFor();
      await screenshot(used, `signing-link-used-${size}`);
      await again.close();

      await openAgreement(page, `/admin/grants/${app.id}/agreement`);
      await page.getByTestId('agreement-state').getByText('Signed').waitFor();
      for (const role of ['startup', 'corporate', 'programme']) {
        expect(
          await page
            .getByTestId(`signer-${role}`)
            .getByText(/matches/)
            .count(),
        ).toBe(1);
      }
      await screenshot(page, `signing-signed-${size}`);
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByTestId('download-signed').click(),
      ]);
      const bytes = await readFile(await savedDownload(download));
      const pdf = await PDFDocument.load(bytes);
      expect(pdf.getKeywords()).toMatch(/original-sha256:[0-9a-f]{64}/);
      expect(pdf.getPageCount()).toBeGreaterThan(2);
      const shown = (await page.getByTestId('signed-hash').textContent()) ?? '';
      const { createHash } = await import('node:crypto');
      expect(shown).toContain(createHash('sha256').update(bytes).digest('hex'));

      // Verify: the signed original, and a copy with one byte changed.
      await page.goto('/admin/grants/verify');
      await page.getByTestId('verify-file').click();
      const input = page.locator('input[type=file]');
      await input.setInputFiles({ name: 'signed.pdf', mimeType: 'application/pdf', buffer: bytes });
      await page.getByRole('button', { name: 'Verify' }).click();
      await page.getByTestId('verify-result').getByText('This is the signed original').waitFor();
      await screenshot(page, `signing-verify-ok-${size}`);
      const tampered = Buffer.from(bytes);
      tampered[tampered.length >> 1] = tampered[tampered.length >> 1]! ^ 1;
      await input.setInputFiles({
        name: 'changed.pdf',
        mimeType: 'application/pdf',
        buffer: tampered,
      });
      await page.getByRole('button', { name: 'Verify' }).click();
      await page.getByTestId('verify-result').getByText('Not the signed original').waitFor();
      await admin.close();

      // The corporate party sees the signed agreement and its evidence in its own area.
      const corp = await browser.newContext({ baseURL: baseUrl(), viewport: SIZES[size] });
      const corpPage = await corp.newPage();
      await acceptCookies(corpPage);
      await signInThroughForm(corpPage, 'corp');
      await corpPage.waitForURL(/\/corporate/);
      await openAgreement(corpPage, `/corporate/grants/${app.id}/agreement`);
      await corpPage.getByTestId('agreement-state').getByText('Signed').waitFor();
      expect(
        await corpPage.getByTestId('signer-corporate').getByText('Carl Corporate').count(),
      ).toBe(1);
      await screenshot(corpPage, `signing-party-view-${size}`);
      await corpPage.getByRole('link', { name: '← Back to the application' }).click();
      await corpPage.waitForURL(`**/corporate/grants/${app.id}`);
      await corp.close();
    }, 170_000);
  }
});
