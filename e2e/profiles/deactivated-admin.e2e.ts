import { describe, expect, it } from 'vitest';
import { adminToken, latestMailTo } from '../support/api.ts';
import {
  acceptCookies,
  useBrowser,
  newPage,
  screenshot,
  type Viewport,
} from '../support/browser.ts';
import { adminGraphQL } from './helpers.ts';

/*
 * An admin deactivated while signed in (decision 083): the next request ends the session with a
 * screen saying the account was deactivated and whom to contact, not a silent return to sign-in.
 */
const browser = useBrowser();

const PASSWORD = 'a long host password';

describe.each(['desktop', 'phone'] as Viewport[])('a deactivated admin (%s)', (viewport) => {
  it('sees “Your account was deactivated” naming whom to contact', async () => {
    const { page, context } = await newPage(browser, { viewport });
    await acceptCookies(page);
    const email = `helga-${viewport}-${Date.now()}@matchday.test`;
    const authorization = await adminToken(context.request);
    const { createAdmin } = await adminGraphQL<{ createAdmin: { id: string } }>(
      context.request,
      authorization,
      'mutation ($i: CreateAdminInput!) { createAdmin(input: $i) { id } }',
      { i: { email, name: 'Helga Host', adminType: 'EVENT_HOST' } },
    );
    const mail = await latestMailTo(context.request, authorization, email);
    const token = new URL(mail.data.link!).pathname.split('/').pop();
    const accepted = await context.request.post('/api/auth/acceptinvite', {
      headers: { deviceid: 'e2e-api' },
      data: { token, password: PASSWORD },
    });
    expect(accepted.status()).toBe(200);

    await page.goto('/');
    const region = page.locator('#sign-in');
    await region.getByRole('button', { name: 'Administrator sign-in' }).click();
    await region.getByLabel('E-mail').fill(email);
    await region.locator('input[type=password]').fill(PASSWORD);
    await region.getByRole('button', { name: /^Sign in/ }).click();
    await page.waitForURL('**/admin');
    await page.getByRole('button', { name: 'I accept the terms' }).click();

    await adminGraphQL(
      context.request,
      authorization,
      'mutation ($a: ID!) { setAdminDisabled(adminId: $a, disabled: true) { id } }',
      { a: createAdmin.id },
    );
    // Her next request (the events list) meets the ended session.
    await page.goto('/admin/events');
    const screen = page.getByRole('alert').filter({ hasText: 'Your account was deactivated' });
    await screen.getByRole('heading', { name: 'Your account was deactivated' }).waitFor();
    await screen.getByTestId('account-deactivated').getByText(email).waitFor();
    const contact = screen.getByTestId('deactivated-contact');
    expect(await contact.textContent()).toBe('support@matchday.test');
    expect(await contact.getAttribute('href')).toMatch(/^mailto:support@matchday\.test\?subject=/);
    expect(await page.evaluate(() => localStorage.getItem('matchday.credentials'))).toBeNull();
    await screenshot(page, `admin-deactivated-${viewport}`);

    await screen.getByRole('button', { name: 'Go to the start page' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await page.locator('#sign-in').waitFor();
    await context.close();
  });
});
