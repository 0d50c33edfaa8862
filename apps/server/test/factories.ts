/** Test records made through the account services: people and admins who can sign in. */
import type { AdminType, UserType } from '@matchday/shared';
import { CURRENT_TERMS_VERSION } from '@matchday/shared';
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
