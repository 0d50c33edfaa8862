import type { Browser, Page } from 'playwright-core';
import { acceptCookies, baseUrl } from '../support/browser.ts';
import { DEMO_PASSWORD } from '../support/personas.ts';

export const SIZES = { desktop: { width: 1366, height: 900 }, phone: { width: 390, height: 844 } };

/** A browser context of its own (a second person), signed in through the landing form. */
export async function signedIn(
  browser: Browser,
  email: string,
  kind: 'startup' | 'corp' | 'admin',
  size: keyof typeof SIZES = 'desktop',
) {
  const context = await browser.newContext({ baseURL: baseUrl(), viewport: SIZES[size] });
  const page = await context.newPage();
  await acceptCookies(page);
  await page.goto('/');
  const region = page.locator('#sign-in');
  if (kind === 'admin') {
    await region.getByRole('button', { name: 'Administrator sign-in' }).click();
  } else {
    await region.getByText(kind === 'startup' ? 'Startup' : 'Corporate', { exact: true }).click();
  }
  await region.getByLabel('E-mail').fill(email);
  await region.locator('input[type=password]').fill(DEMO_PASSWORD);
  await region.getByRole('button', { name: /^Sign in/ }).click();
  await page.waitForURL(/\/(startup|corporate|admin)/);
  return { page, context };
}

const WORDS = {
  en: { request: 'Request a meeting', title: 'Book a meeting with', sent: 'Request sent to' },
  sv: { request: 'Be om ett möte', title: 'Boka ett möte med', sent: 'Förfrågan skickad till' },
};

/**
 * Opens an event's attendee list and a counterpart's booking panel; picks the first free time
 * (in the person's language: some demo people read Swedish).
 */
export async function requestFirstTime(
  page: Page,
  area: string,
  eventId: string,
  name: string,
  language: keyof typeof WORDS = 'en',
) {
  const w = WORDS[language];
  await page.goto(`/${area}/events/${eventId}/attendees`);
  const card = page.getByTestId('attendee').filter({ hasText: name });
  await card.getByRole('button', { name: w.request }).click();
  const panel = page.getByRole('dialog', { name: `${w.title} ${name}` });
  const first = panel.getByTestId('bookable-times').getByRole('button').first();
  await first.waitFor();
  const time = (await first.textContent())!;
  await first.click();
  await panel.getByText(`${w.sent} ${name}.`, { exact: false }).waitFor();
  return { panel, time };
}

/** The agenda's meeting requests card (rows are list items). */
export const requestRow = (page: Page, text: string) =>
  page.getByTestId('booking-requests').getByRole('listitem').filter({ hasText: text });
