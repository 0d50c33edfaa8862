import { identityProviderInput, type AdminType } from '@matchday/shared';
import { asc, desc, eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Actor } from '../../platform/actor.ts';
import { assertCan } from '../../platform/authorize.ts';
import type { Db } from '../../platform/db.ts';
import { AppError } from '../../platform/errors.ts';
import type { SecretBox } from '../../platform/secret-box.ts';
import { parseInput } from '../../platform/validation.ts';
import { companies } from '../accounts/accounts.read-model.ts';
import { identityProviders } from './sso.tables.ts';

/** Identity providers (decision 113): configured by a full ADMIN; the client secret never leaves. */

const providerId = z.uuid('No such identity provider');

export type ProviderRow = typeof identityProviders.$inferSelect;
export type ProviderView = Omit<ProviderRow, 'clientSecretSealed'> & {
  companyName: string | null;
};

/**
 * Production talks to identity providers over https only; tests and development allow http, and
 * so does a server started with SSO_ALLOW_HTTP_ISSUERS=true (a test provider on loopback).
 */
export const insecureIssuersAllowed = () =>
  process.env.NODE_ENV !== 'production' || process.env.SSO_ALLOW_HTTP_ISSUERS === 'true';

const columns = {
  id: identityProviders.id,
  name: identityProviders.name,
  issuer: identityProviders.issuer,
  clientId: identityProviders.clientId,
  domains: identityProviders.domains,
  companyId: identityProviders.companyId,
  adminType: identityProviders.adminType,
  createdBy: identityProviders.createdBy,
  createdAt: identityProviders.createdAt,
  companyName: companies.name,
};

function viewQuery(db: Db) {
  return db
    .select(columns)
    .from(identityProviders)
    .leftJoin(companies, eq(companies.id, identityProviders.companyId));
}

export async function createIdentityProvider(
  db: Db,
  actor: Actor,
  box: SecretBox,
  input: unknown,
): Promise<ProviderView> {
  assertCan(actor, 'manageIdentityProviders');
  const v = parseInput(identityProviderInput, input);
  if (!insecureIssuersAllowed() && !v.issuer.startsWith('https://')) {
    throw new AppError('BAD_REQUEST', 'Enter the issuer’s address, starting with https://');
  }
  if (v.companyId) {
    const [company] = await db
      .select({ type: companies.type })
      .from(companies)
      .where(eq(companies.id, v.companyId));
    if (company?.type !== 'corp') {
      throw new AppError('BAD_REQUEST', 'Choose a corporate company for the people it signs in');
    }
  }
  const [row] = await db
    .insert(identityProviders)
    .values({
      name: v.name,
      issuer: v.issuer.replace(/\/$/, ''),
      clientId: v.clientId,
      clientSecretSealed: box.seal(v.clientSecret),
      domains: v.domains,
      companyId: v.companyId ?? null,
      adminType: (v.adminType ?? null) as AdminType | null,
      createdBy: actor.kind === 'admin' ? actor.id : null,
    })
    .returning({ id: identityProviders.id });
  const [view] = await viewQuery(db).where(eq(identityProviders.id, row!.id));
  return view!;
}

export async function listIdentityProviders(db: Db, actor: Actor): Promise<ProviderView[]> {
  assertCan(actor, 'manageIdentityProviders');
  return viewQuery(db).orderBy(desc(identityProviders.createdAt));
}

export async function deleteIdentityProvider(db: Db, actor: Actor, id: unknown) {
  assertCan(actor, 'manageIdentityProviders');
  const deleted = await db
    .delete(identityProviders)
    .where(eq(identityProviders.id, parseInput(providerId, id)))
    .returning({ id: identityProviders.id });
  if (!deleted.length) throw new AppError('NOT_FOUND', 'No such identity provider');
  return true;
}

/** The sign-in screen's buttons: every provider's id and name (public, nothing secret). */
export async function signInProviders(db: Db) {
  return db
    .select({ id: identityProviders.id, name: identityProviders.name })
    .from(identityProviders)
    .orderBy(asc(identityProviders.name));
}

/** A provider with its client secret opened, for the sign-in flow; null when unknown. */
export async function providerForSignIn(db: Db, box: SecretBox, id: string) {
  if (!providerId.safeParse(id).success) return null;
  const [row] = await db.select().from(identityProviders).where(eq(identityProviders.id, id));
  if (!row) return null;
  const { clientSecretSealed, ...rest } = row;
  return { ...rest, clientSecret: box.open(clientSecretSealed) };
}
export type ProviderForSignIn = NonNullable<Awaited<ReturnType<typeof providerForSignIn>>>;
