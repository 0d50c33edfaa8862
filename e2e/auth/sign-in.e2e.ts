import { describe, expect, it } from 'vitest';
import { adminToken, latestMailTo } from '../support/api.ts';
import { acceptCookies, useBrowser, newPage, screenshot } from '../support/browser.ts';
import { PERSONAS, signInThroughForm, type PersonaName } from '../support/personas.ts';

const browser = useBrowser();

describe('sign-in', () => {
  it.each(Object.keys(PERSONAS) as PersonaName[])(
    '%s signs in and lands in its area',
    async (who) => {
      const { page, context } = await newPage(browser);
      await acceptCookies(page);
      await signInThroughForm(page, who);
      await page.waitForURL((url) => url.pathname === PERSONAS[who].home);
      await page.getByTestId('viewer-badge').getByText(/\S/).first().waitFor();
      await screenshot(page, `area-${who}`);
      await context.close();
    },
  );

  it('shows the SPEC message for empty fields and an error for a wrong password', async () => {
    const { page, context } = await newPage(browser);
    await acceptCookies(page);
    await page.goto('/');
    const region = page.locator('#sign-in');
    await region.getByRole('button', { name: 'Sign in', exact: true }).click();
    expect(await region.getByTestId('sign-in-error').textContent()).toBe(
      'No username or password specified',
    );
    await signInThroughForm(page, 'startup', 'not-the-password');
    await region
      .getByTestId('sign-in-error')
      .getByText(/Wrong e-mail or password/)
      .waitFor();
    await screenshot(page, 'sign-in-wrong-password');
    expect(new URL(page.url()).pathname).toBe('/');
    await context.close();
  });

  it('sends a signed-in user on another area to its own', async () => {
    const { page, context } = await newPage(browser);
    await acceptCookies(page);
    await signInThroughForm(page, 'corp');
    await page.waitForURL('**/corporate');
    await page.goto('/admin');
    await page.waitForURL((url) => url.pathname === '/corporate');
    await context.close();
  });

  it('signs out every tab when one tab signs out, and revokes the session', async () => {
    const { page, context } = await newPage(browser);
    await acceptCookies(page);
    await signInThroughForm(page, 'startup');
    await page.waitForURL('**/startup');
    const second = await context.newPage();
    await second.goto('/startup');
    await second.getByTestId('viewer-badge').waitFor();
    const saved = await page.evaluate(() =>
      JSON.parse(localStorage.getItem('matchday.credentials')!),
    );
    await page.getByRole('button', { name: 'Sign out' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await second.waitForURL((url) => url.pathname === '/');
    const res = await page.request.post('/api/auth/token', {
      headers: { deviceid: saved.deviceid, authorization: saved.token.accessTokenHeader },
      data: { userId: saved.user.id, type: 'startup', refreshToken: saved.token.refreshToken },
    });
    expect(res.status()).toBe(401);
    await context.close();
  });

  it('signs in with a one-time link from the mail, once', async () => {
    const { page, context } = await newPage(browser);
    await acceptCookies(page);
    await page.goto('/');
    const region = page.locator('#sign-in');
    await region.getByRole('button', { name: 'Email me a sign-in link instead' }).click();
    await region.getByLabel('E-mail').fill('corp@matchday.test');
    await region.getByRole('button', { name: 'Send sign-in link' }).click();
    await region.getByText('a sign-in link is on its way').waitFor();
    const mail = await latestMailTo(
      page.request,
      await adminToken(page.request),
      'corp@matchday.test',
    );
    expect(mail.template).toBe('login-link');
    const path = new URL(mail.data.link!).pathname;
    await page.goto(path);
    await page.waitForURL('**/corporate');
    await page.getByTestId('viewer-badge').getByText('Fjord Energy AB').waitFor();
    const second = await context.newPage();
    await second.goto(path);
    await second.getByTestId('link-not-valid').waitFor();
    await screenshot(second, 'login-link-spent');
    await context.close();
  });
});
