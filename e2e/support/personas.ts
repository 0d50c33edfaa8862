import type { Page } from 'playwright-core';

export const DEMO_PASSWORD = 'matchday-demo';

export const PERSONAS = {
  admin: { email: 'admin@matchday.test', kind: 'admin', home: '/admin' },
  host: { email: 'host@matchday.test', kind: 'admin', home: '/admin' },
  incubator: { email: 'incubator@matchday.test', kind: 'admin', home: '/admin' },
  consortium: { email: 'consortium@matchday.test', kind: 'admin', home: '/admin' },
  startup: { email: 'startup@matchday.test', kind: 'startup', home: '/startup' },
  corp: { email: 'corp@matchday.test', kind: 'corp', home: '/corporate' },
} as const;
export type PersonaName = keyof typeof PERSONAS;

/** Signs in through the landing page form, as a person would. */
export async function signInThroughForm(page: Page, who: PersonaName, password = DEMO_PASSWORD) {
  const persona = PERSONAS[who];
  await page.goto('/');
  const region = page.locator('#sign-in');
  if (persona.kind === 'admin') {
    await region.getByRole('button', { name: 'Administrator sign-in' }).click();
  } else {
    await region
      .getByText(persona.kind === 'startup' ? 'Startup' : 'Corporate', { exact: true })
      .click();
  }
  await region.getByLabel('E-mail').fill(persona.email);
  await region.locator('input[type=password]').fill(password);
  await region.getByRole('button', { name: /^Sign in/ }).click();
}
