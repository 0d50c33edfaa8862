import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { adminToken } from '../support/api.ts';
import { acceptCookies, useBrowser, newPage, screenshot } from '../support/browser.ts';
import { signInThroughForm } from '../support/personas.ts';
import { adminGraphQL } from './helpers.ts';

const browser = useBrowser();

/** Names in the companies table once it has loaded. */
async function companyNames(page: Page) {
  const table = page.getByTestId('companies-table');
  await table.locator('tbody a').first().waitFor();
  return table.locator('tbody a').allTextContents();
}

async function openCompaniesAs(page: Page, who: 'incubator' | 'consortium') {
  await acceptCookies(page);
  await signInThroughForm(page, who);
  await page.waitForURL('**/admin');
  await page.getByRole('link', { name: 'Companies', exact: true }).click();
}

describe('admin console scopes', () => {
  it('the incubator admin (STING) sees only STING startups and cannot edit an alumni one', async () => {
    const { page, context } = await newPage(browser);
    await openCompaniesAs(page, 'incubator');
    const names = await companyNames(page);
    expect(names).toEqual(
      expect.arrayContaining(['Northwind Robotics AB', 'Aurora Grid AB', 'Birch Analytics AB']),
    );
    for (const other of ['Cobalt Health AB', 'Dune Materials Oy', 'Fjord Energy AB']) {
      expect(names).not.toContain(other);
    }
    const incubators = await page
      .getByTestId('companies-table')
      .locator('tbody tr td:nth-child(4) p:first-child')
      .allTextContents();
    expect(new Set(incubators)).toEqual(new Set(['STING']));
    // Full-admin tools are not offered.
    for (const link of ['Admins', 'Badges', 'Outbox']) {
      expect(await page.getByRole('link', { name: link, exact: true }).count()).toBe(0);
    }
    expect(await page.getByRole('button', { name: 'Register an organisation' }).count()).toBe(0);
    await screenshot(page, 'incubator-companies');

    await page.getByRole('link', { name: 'Birch Analytics AB' }).click();
    await page.getByTestId('alumni-read-only').waitFor();
    await page.getByTestId('company-profile').getByText('Alumni of STING').waitFor();
    expect(await page.getByRole('button', { name: 'Edit profile' }).count()).toBe(0);
    await screenshot(page, 'incubator-alumni-read-only');

    // The server refuses regardless of the UI.
    const authorization = await adminToken(page.request, 'incubator@matchday.test');
    const birchId = await page.evaluate(() => location.pathname.split('/').pop()!);
    const refused = await page.request.post('/api/matrix/neo', {
      headers: { authorization, deviceid: 'e2e-api' },
      data: {
        query: 'mutation($id: ID!) { updateCompany(id: $id, input: { city: "Lund" }) { id } }',
        variables: { id: birchId },
      },
    });
    const body = (await refused.json()) as { errors?: { extensions?: { code?: string } }[] };
    expect(body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');

    await page.getByRole('link', { name: '← All companies' }).click();
    await page.getByRole('link', { name: 'Aurora Grid AB' }).click();
    await page.getByRole('button', { name: 'Edit profile' }).click();
    const drawer = page.getByRole('dialog', { name: 'Edit Aurora Grid AB' });
    await drawer.getByLabel('City').fill('Uppsala');
    await page.waitForTimeout(400); // the drawer slides in
    await screenshot(page, 'incubator-edit-drawer');
    await drawer.getByRole('button', { name: 'Save changes' }).click();
    await drawer.waitFor({ state: 'detached' });
    await page.getByTestId('company-profile').getByText('Uppsala, Sweden').waitFor();
    await context.close();
  });

  it('the consortium member sees only the accounts of its filter, read-only', async () => {
    const { page, context } = await newPage(browser);
    await openCompaniesAs(page, 'consortium');
    await page.getByTestId('list-total').getByText('of 3 companies').waitFor();
    expect((await companyNames(page)).sort()).toEqual([
      'Aurora Grid AB',
      'Cobalt Health AB',
      'Fjord Energy AB',
    ]);
    await screenshot(page, 'consortium-companies');

    await page.getByRole('link', { name: 'Cobalt Health AB' }).click();
    await page.getByTestId('company-profile').getByText('Home tests for early sepsis').waitFor();
    for (const action of ['Edit profile', 'Deactivate', 'Activate']) {
      expect(await page.getByRole('button', { name: action }).count()).toBe(0);
    }
    expect(await page.getByRole('switch', { name: /innovation grants/ }).count()).toBe(0);

    // A company outside the filter does not exist for them.
    const admin = await adminToken(page.request);
    const { companies } = await adminGraphQL<{ companies: { items: { id: string }[] } }>(
      page.request,
      admin,
      'query { companies(filter: { search: "Dune Materials" }) { items { id } } }',
    );
    await page.goto(`/admin/companies/${companies.items[0]!.id}`);
    // One empty state, not two stacked.
    await page.getByText('Company not found').waitFor();
    expect(await page.getByText('Profile not found').count()).toBe(0);

    await page.getByRole('link', { name: 'Users', exact: true }).click();
    const table = page.getByTestId('users-table');
    // Wait for real rows (the loading skeleton has rows too, without links).
    await table.locator('tbody tr td:nth-child(3) a').first().waitFor();
    await page.getByTestId('list-total').getByText(/user/).waitFor();
    const companiesOfUsers = new Set(
      await table.locator('tbody tr td:nth-child(3) a').allTextContents(),
    );
    expect([...companiesOfUsers].sort()).toEqual([
      'Aurora Grid AB',
      'Cobalt Health AB',
      'Fjord Energy AB',
    ]);
    expect(await page.getByRole('button', { name: /^View as/ }).count()).toBe(0);
    await context.close();
  });

  it('a full admin uses "View as" on a user, sees the banner, and Stop returns to the users list', async () => {
    const { page, context } = await newPage(browser);
    await acceptCookies(page);
    await signInThroughForm(page, 'admin');
    await page.waitForURL('**/admin');
    await page.getByRole('link', { name: 'Users', exact: true }).click();
    await page.getByTestId('user-search').fill('stina');
    await page
      .getByTestId('list-total')
      .getByText(/of 1 user$/)
      .waitFor();
    await screenshot(page, 'admin-users');
    await page.getByRole('button', { name: 'View as Stina Startup' }).click();
    await page
      .getByRole('dialog', { name: 'View Matchday as Stina Startup?' })
      .getByRole('button', { name: 'View as Stina Startup' })
      .click();
    await page.waitForURL('**/startup');
    const banner = page.getByTestId('impersonation-banner');
    await banner.getByText('Viewing as Stina Startup').waitFor();
    await screenshot(page, 'view-as-banner');
    await banner.getByRole('button', { name: 'Stop' }).click();
    await page.waitForURL('**/admin/users?q=stina');
    await page.getByTestId('viewer-badge').getByText('Ada Admin').waitFor();
    expect(await banner.count()).toBe(0);
    await context.close();
  });
});
