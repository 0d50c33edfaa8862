import type { ActivityStatus, AdminType, UserType } from '@matchday/shared';
import { and, count, eq, isNull, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../platform/db.ts';
import { AppError } from '../../platform/errors.ts';
import { admins, companies, users } from './accounts.tables.ts';

/** A user (startup/corp person) or an admin: the two kinds of account that sign in. */
export type AccountKind = 'user' | 'admin';

/** What sign-in, refresh and the e-mail flows need to know about an account. */
export type AccountRecord = {
  kind: AccountKind;
  id: string;
  email: string;
  name: string;
  passwordHash: string | null;
  /** startup | corp for users; null for admins. */
  type: UserType | null;
  verified: boolean;
  /** False when the account is disabled or its company INACTIVE: its sessions end. */
  active: boolean;
  sessionVersion: number;
  companyName: string | null;
};

const lowerEmail = (column: typeof users.email | typeof admins.email, email: string) =>
  sql`lower(${column}) = ${email.trim().toLowerCase()}`;

/** The account with this e-mail (case-insensitive), or null. */
export async function findAccountByEmail(db: Db, kind: AccountKind, email: string) {
  return kind === 'user'
    ? findUser(db, lowerEmail(users.email, email))
    : findAdmin(db, lowerEmail(admins.email, email));
}

export async function findAccountById(db: Db, kind: AccountKind, id: string) {
  return kind === 'user' ? findUser(db, eq(users.id, id)) : findAdmin(db, eq(admins.id, id));
}

/**
 * Locks the account's row until the end of the caller's transaction (`select … for update`), so
 * checks that decide on its state (e.g. "a link was mailed less than a minute ago") run one at
 * a time per account however many requests arrive at once.
 */
export async function lockAccount(tx: Db, kind: AccountKind, id: string) {
  if (kind === 'user') {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, id)).for('update');
  } else {
    await tx.select({ id: admins.id }).from(admins).where(eq(admins.id, id)).for('update');
  }
}

async function findUser(db: Db, where: SQL): Promise<AccountRecord | null> {
  const [row] = await db
    .select({
      id: users.id,
      email: users.email,
      name: users.name,
      passwordHash: users.passwordHash,
      type: users.type,
      verifiedAt: users.verifiedAt,
      disabledAt: users.disabledAt,
      sessionVersion: users.sessionVersion,
      companyName: companies.name,
      activityStatus: companies.activityStatus,
    })
    .from(users)
    .innerJoin(companies, eq(companies.id, users.companyId))
    .where(where);
  if (!row) return null;
  return {
    kind: 'user',
    id: row.id,
    email: row.email,
    name: row.name,
    passwordHash: row.passwordHash,
    type: row.type,
    verified: row.verifiedAt !== null,
    active: row.disabledAt === null && row.activityStatus !== 'INACTIVE',
    sessionVersion: row.sessionVersion,
    companyName: row.companyName,
  };
}

async function findAdmin(db: Db, where: SQL): Promise<AccountRecord | null> {
  const [row] = await db.select().from(admins).where(where);
  if (!row) return null;
  return {
    kind: 'admin',
    id: row.id,
    email: row.email,
    name: row.name,
    passwordHash: row.passwordHash,
    type: null,
    // Admins are created by admins (or the seed); setting a password proves the address.
    verified: true,
    active: row.disabledAt === null,
    sessionVersion: row.sessionVersion,
    companyName: null,
  };
}

export type NewCompany = {
  type: UserType;
  name: string;
  country: string;
  activityStatus: ActivityStatus;
  incubator?: string | null;
};

export async function createCompany(db: Db, input: NewCompany) {
  const [company] = await db
    .insert(companies)
    .values({ ...input, incubator: input.incubator ?? null })
    .returning({ id: companies.id, name: companies.name });
  if (!company) throw new Error('company insert returned nothing');
  return company;
}

export type NewUser = {
  companyId: string;
  type: UserType;
  email: string;
  name: string;
  country?: string | null;
  passwordHash?: string | null;
  verified?: boolean;
  onboarded?: boolean;
  acceptedTermsVersion?: string | null;
};

const DUPLICATE_EMAIL = 'An account with this e-mail address already exists';

/** Creates a user; an e-mail already in use (any case) is a 409. */
export async function createUser(db: Db, input: NewUser) {
  if (await findAccountByEmail(db, 'user', input.email))
    throw new AppError('CONFLICT', DUPLICATE_EMAIL);
  const now = new Date();
  const [user] = await db
    .insert(users)
    .values({
      companyId: input.companyId,
      type: input.type,
      email: input.email.trim().toLowerCase(),
      name: input.name,
      country: input.country ?? null,
      passwordHash: input.passwordHash ?? null,
      verifiedAt: input.verified ? now : null,
      onboarded: input.onboarded ?? false,
      acceptedTermsVersion: input.acceptedTermsVersion ?? null,
      acceptedTermsAt: input.acceptedTermsVersion ? now : null,
    })
    .returning({ id: users.id })
    .catch(rethrowDuplicate);
  if (!user) throw new Error('user insert returned nothing');
  // A company counts as onboarded once one of its people is (seeded and imported people too).
  if (input.onboarded) {
    await db
      .update(companies)
      .set({ onboardedAt: sql`coalesce(${companies.onboardedAt}, ${now})` })
      .where(eq(companies.id, input.companyId));
  }
  return user;
}

export type NewAdmin = {
  email: string;
  name: string;
  adminType: AdminType;
  passwordHash?: string | null;
  incubator?: string | null;
  hosting?: string[];
  accountFilter?: string[];
  acceptedTermsVersion?: string | null;
};

export async function createAdmin(db: Db, input: NewAdmin) {
  if (await findAccountByEmail(db, 'admin', input.email)) {
    throw new AppError('CONFLICT', DUPLICATE_EMAIL);
  }
  const [admin] = await db
    .insert(admins)
    .values({
      email: input.email.trim().toLowerCase(),
      name: input.name,
      adminType: input.adminType,
      passwordHash: input.passwordHash ?? null,
      incubator: input.incubator ?? null,
      hosting: input.hosting ?? [],
      accountFilter: input.accountFilter ?? [],
      acceptedTermsVersion: input.acceptedTermsVersion ?? null,
      acceptedTermsAt: input.acceptedTermsVersion ? new Date() : null,
    })
    .returning({ id: admins.id })
    .catch(rethrowDuplicate);
  if (!admin) throw new Error('admin insert returned nothing');
  return admin;
}

/** Two sign-ups racing for one address: the unique index decides, the loser gets the 409. */
function rethrowDuplicate(error: unknown): never {
  for (let e: unknown = error; e instanceof Error; e = e.cause) {
    if ((e as { code?: unknown }).code === '23505') throw new AppError('CONFLICT', DUPLICATE_EMAIL);
  }
  throw error;
}

export async function setPasswordHash(db: Db, kind: AccountKind, id: string, passwordHash: string) {
  const now = new Date();
  if (kind === 'user') {
    await db.update(users).set({ passwordHash, updatedAt: now }).where(eq(users.id, id));
  } else {
    await db.update(admins).set({ passwordHash, updatedAt: now }).where(eq(admins.id, id));
  }
}

/** The person proved they own the address (verification, invitation or reset link). */
export async function markVerified(db: Db, kind: AccountKind, id: string) {
  if (kind !== 'user') return;
  const now = new Date();
  await db
    .update(users)
    .set({ verifiedAt: now, updatedAt: now })
    .where(and(eq(users.id, id), isNull(users.verifiedAt)));
}

/** Number of accounts of both kinds (the demo seed runs only on an empty database). */
export async function countAccounts(db: Db) {
  const [u] = await db.select({ n: count() }).from(users);
  const [a] = await db.select({ n: count() }).from(admins);
  return (u?.n ?? 0) + (a?.n ?? 0);
}
