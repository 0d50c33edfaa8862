import path from 'node:path';
import type { APIRequestContext, Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { adminToken, latestMailTo } from '../support/api.ts';

export const FIXTURES = path.resolve(import.meta.dirname, '../fixtures');

/** The input of a Mantine Select / MultiSelect / TagsInput by its exact label. */
export function selectInput(scope: Page | Locator, label: string) {
  return scope
    .getByRole('combobox', { name: label, exact: true })
    .or(scope.getByRole('textbox', { name: label, exact: true }))
    .first();
}

/** Chooses an option of a Mantine Select / MultiSelect found by its label (within `scope`). */
export async function choose(
  scope: Page | Locator,
  label: string,
  option: string,
  search?: string,
) {
  const page = 'page' in scope && typeof scope.page === 'function' ? scope.page() : (scope as Page);
  const input = selectInput(scope, label);
  await input.click();
  if (search) await input.fill(search);
  await page.getByRole('option', { name: option, exact: true }).click();
}

/**
 * An admin registers an organisation (POST /api/matrix/auth/signup-company); returns its id and
 * the invitation link its first person got by mail.
 */
export async function registerOrganisation(
  request: APIRequestContext,
  company: { name: string; type: 'startup' | 'corp'; country: string; incubator?: string },
  user: { email: string; name: string },
) {
  const authorization = await adminToken(request);
  const res = await request.post('/api/matrix/auth/signup-company', {
    headers: { authorization },
    data: { company, user },
  });
  expect(res.status()).toBe(201);
  const { companyId } = (await res.json()) as { companyId: string };
  const mail = await latestMailTo(request, authorization, user.email);
  return { companyId, invitePath: new URL(mail.data.link!).pathname, authorization };
}

/** Opens an invitation link, sets the password and lands signed in. */
export async function acceptInvitation(page: Page, invitePath: string, password: string) {
  await page.goto(invitePath);
  await page.getByLabel('New password').fill(password);
  await page.getByLabel('Repeat the password').fill(password);
  await page.getByRole('button', { name: 'Set password and sign in' }).click();
}

/** Runs one admin-graph operation with an admin's authorization header. */
export async function adminGraphQL<T>(
  request: APIRequestContext,
  authorization: string,
  query: string,
  variables: Record<string, unknown> = {},
): Promise<T> {
  const res = await request.post('/api/matrix/neo', {
    headers: { authorization, deviceid: 'e2e-api' },
    data: { query, variables },
  });
  const body = (await res.json()) as { data?: T; errors?: unknown };
  if (!body.data) throw new Error(JSON.stringify(body.errors));
  return body.data;
}
