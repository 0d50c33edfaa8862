import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import {
  acceptCookies,
  useBrowser,
  newPage,
  screenshot,
  savedDownload,
} from '../support/browser.ts';
import { signInThroughForm } from '../support/personas.ts';
import { acceptInvitation, registerOrganisation } from './helpers.ts';

const browser = useBrowser();
const stamp = Date.now();

describe('corporate profile, team and personal data', () => {
  it('a corporate saves its profile, invites a colleague and withdraws the invitation after confirming', async () => {
    const { page, context } = await newPage(browser);
    await acceptCookies(page);
    await signInThroughForm(page, 'corp');
    await page.waitForURL('**/corporate');
    await page.getByRole('link', { name: 'Organisation profile' }).click();
    const form = page.getByRole('form', { name: 'Organisation' });
    await form.getByLabel('Sector', { exact: true }).fill('Energy utilities');
    await form.getByLabel('Website').fill('not a website');
    await form.getByRole('button', { name: 'Save profile' }).click();
    await form.getByText('Enter a web address such as https://example.com').waitFor();
    await form.getByLabel('Website').fill('fjord-energy.example');
    await form.getByRole('switch', { name: 'Public body' }).check();
    await form.getByRole('button', { name: 'Save profile' }).click();
    await form.getByText('Profile saved.').waitFor();
    await screenshot(page, 'corporate-profile');
    await page.getByRole('link', { name: 'View as others see it' }).click();
    const profile = page.getByTestId('company-profile');
    await profile.getByText('Energy utilities').waitFor();
    await profile.getByText('Public body').waitFor();

    await page.getByRole('link', { name: 'Team', exact: true }).click();
    const email = `colleague-${stamp}@example.org`;
    const invite = page.getByRole('form', { name: 'Invite a colleague' });
    await invite.getByLabel('E-mail').fill(email);
    await invite.getByLabel('Name').fill('Cora Colleague');
    await invite.getByLabel('Title').fill('Innovation lead');
    await invite.getByRole('button', { name: 'Send invitation' }).click();
    await invite.getByText(`Invitation sent to ${email}.`).waitFor();
    // The invitation is listed as an invitation (decision 035), apart from the members.
    const invited = page
      .getByTestId('team-invitations')
      .getByRole('listitem')
      .filter({ hasText: email });
    await invited.getByText('Invitation sent').waitFor();
    expect(
      await page.getByTestId('team-list').getByRole('listitem').filter({ hasText: email }).count(),
    ).toBe(0);
    await screenshot(page, 'team');

    await invited
      .getByRole('button', { name: 'Withdraw the invitation to Cora Colleague' })
      .click();
    const dialog = page.getByRole('dialog', { name: 'Withdraw the invitation to Cora Colleague?' });
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'detached' });
    expect(await invited.count()).toBe(1);
    await invited
      .getByRole('button', { name: 'Withdraw the invitation to Cora Colleague' })
      .click();
    await dialog.getByRole('button', { name: 'Withdraw invitation' }).click();
    await invited.waitFor({ state: 'detached' });
    await page.getByText('The invitation to Cora Colleague was withdrawn.').waitFor();
    await context.close();
  });

  it('a user downloads their data as JSON, then deletes the account with typed confirmation and password', async () => {
    const { page, context } = await newPage(browser);
    await acceptCookies(page);
    const email = `pia-${stamp}@example.org`;
    const password = 'harbour pilots 2024';
    const { invitePath } = await registerOrganisation(
      page.request,
      { name: `Baltic Pilots ${stamp % 100000}`, type: 'corp', country: 'SE' },
      { email, name: 'Pia Pilot' },
    );
    await acceptInvitation(page, invitePath, password);
    await page.waitForURL('**/corporate');
    await page.getByTestId('accept-terms').click();
    await page.getByRole('link', { name: 'Settings' }).click();

    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download my data (JSON)' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(
      /^matchday-personal-data-\d{4}-\d{2}-\d{2}\.json$/,
    );
    const data = JSON.parse(await readFile(await savedDownload(download), 'utf8')) as {
      format: string;
      account: { email: string };
    };
    expect(data.format).toBe('matchday-personal-data/1');
    expect(data.account.email).toBe(email);

    await page.getByRole('button', { name: 'Delete my account…' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
    const confirm = dialog.getByRole('button', { name: 'Delete my account' });
    expect(await confirm.isDisabled()).toBe(true);
    await dialog.getByLabel('Type DELETE').fill('DELETE');
    await dialog.getByLabel('Password', { exact: true }).fill('not my password');
    await confirm.click();
    await dialog.getByText('Password is incorrect').waitFor();
    await screenshot(page, 'delete-account-wrong-password');
    await dialog.getByLabel('Password', { exact: true }).fill(password);
    await confirm.click();
    await page.waitForURL((url) => url.pathname === '/');

    // The account is gone: signing in again fails.
    const login = await page.request.post('/api/auth/login', {
      headers: { deviceid: 'e2e-api' },
      data: { username: email, password, type: 'corp' },
    });
    expect(login.status()).toBe(401);
    await context.close();
  });
});
