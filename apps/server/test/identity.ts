import type { AdminType, Credentials, UserType } from '@matchday/shared';
import { CURRENT_TERMS_VERSION } from '@matchday/shared';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  createAdmin,
  createCompany,
  createUser,
} from '../src/modules/accounts/accounts.service.ts';
import { hashPassword } from '../src/modules/auth/passwords.ts';
import type { Db } from '../src/platform/db.ts';

/** One password for every test account: hashing costs ~50 ms, so files create few accounts. */
export const TEST_PASSWORD = 'correct horse battery staple';

let counter = 0;
const unique = (prefix: string) => `${prefix}-${process.pid}-${++counter}@example.test`;

let hashed: Promise<string> | null = null;
const testHash = () => (hashed ??= hashPassword(TEST_PASSWORD));

/** A verified, onboarded user of a new ACTIVE company, created through the account services. */
export async function createTestUser(
  db: Db,
  options: { type?: UserType; email?: string; verified?: boolean; incubator?: string } = {},
) {
  const type = options.type ?? 'startup';
  const email = options.email ?? unique(type);
  const company = await createCompany(db, {
    type,
    name: `${type} ${counter} AB`,
    country: 'SE',
    activityStatus: 'ACTIVE',
    incubator: options.incubator ?? null,
  });
  const user = await createUser(db, {
    companyId: company.id,
    type,
    email,
    name: 'Test Person',
    country: 'SE',
    passwordHash: await testHash(),
    verified: options.verified ?? true,
    onboarded: true,
    acceptedTermsVersion: CURRENT_TERMS_VERSION,
  });
  return { id: user.id, email, type, companyId: company.id };
}

export async function createTestAdmin(
  db: Db,
  options: { adminType?: AdminType; email?: string; incubator?: string; hosting?: string[] } = {},
) {
  const email = options.email ?? unique('admin');
  const admin = await createAdmin(db, {
    email,
    name: 'Test Admin',
    adminType: options.adminType ?? 'ADMIN',
    passwordHash: await testHash(),
    incubator: options.incubator ?? null,
    hosting: options.hosting ?? [],
  });
  return { id: admin.id, email, adminType: options.adminType ?? 'ADMIN' };
}

export type Login = { username: string; password?: string; type?: string | null };

/** POST /api/auth/login (or the admin twin) as a browser would. */
export function login(
  app: FastifyInstance,
  body: Login,
  options: { admin?: boolean; deviceId?: string; ip?: string } = {},
) {
  return app.inject({
    method: 'POST',
    url: options.admin ? '/api/matrix/auth/login' : '/api/auth/login',
    headers: { deviceid: options.deviceId ?? 'device-1' },
    remoteAddress: options.ip ?? '127.0.0.1',
    payload: { password: TEST_PASSWORD, ...body },
  });
}

/** Signs in and returns the credentials, failing loudly when sign-in does not answer 200. */
export async function signInAs(
  app: FastifyInstance,
  account: { email: string; type?: string | null },
  options: { admin?: boolean; deviceId?: string } = {},
): Promise<Credentials> {
  const res = await login(app, { username: account.email, type: account.type }, options);
  if (res.statusCode !== 200) throw new Error(`sign-in failed: ${res.statusCode} ${res.body}`);
  return res.json() as Credentials;
}

/** POST /api/auth/token (or the admin twin). */
export function refresh(
  app: FastifyInstance,
  credentials: Credentials,
  options: { admin?: boolean; deviceId?: string; refreshToken?: string } = {},
) {
  return app.inject({
    method: 'POST',
    url: options.admin ? '/api/matrix/auth/token' : '/api/auth/token',
    headers: {
      deviceid: options.deviceId ?? 'device-1',
      authorization: credentials.token.accessTokenHeader,
    },
    payload: {
      userId: credentials.user.id,
      type: options.admin ? 'admin' : credentials.user.type,
      refreshToken: options.refreshToken ?? credentials.token.refreshToken,
    },
  });
}

/** A GraphQL query on one graph with an `authorization` header value (or none). */
export function graphql(
  app: FastifyInstance,
  path: string,
  authorization: string | undefined,
  query: string,
  variables: Record<string, unknown> = {},
) {
  return app.inject({
    method: 'POST',
    url: path,
    headers: { deviceid: 'device-1', ...(authorization ? { authorization } : {}) },
    payload: { query, variables },
  });
}

/**
 * Mail rows queued for an address (the outbox the mail module keeps), newest last, as the
 * worker will send them: the stored data with the live links (secret_data) of mails not yet sent
 * merged in, the way a mailbox would see them (decision 022).
 */
export async function mailsTo(db: Db, to: string) {
  const result = await db.execute(
    sql`select template, data || coalesce(secret_data, '{}'::jsonb) as data from mail_messages where recipient = ${to.toLowerCase()} order by created_at`,
  );
  return (result as unknown as { rows: { template: string; data: { link: string } }[] }).rows;
}

/** The token at the end of a mailed link (…/verify/<token>, …/token/invite/<token>). */
export function tokenOf(link: string) {
  return link.slice(link.lastIndexOf('/') + 1);
}
