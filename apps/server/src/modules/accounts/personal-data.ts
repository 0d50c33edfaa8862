import { eq } from 'drizzle-orm';
import type { Db } from '../../platform/db.ts';
import { companies, users } from './accounts.tables.ts';

/** What the platform holds about a user in the accounts tables (no password hash). */
export async function userRecordOf(db: Db, userId: string) {
  const [row] = await db
    .select({ user: users, company: companies })
    .from(users)
    .innerJoin(companies, eq(companies.id, users.companyId))
    .where(eq(users.id, userId));
  if (!row) return null;
  const { passwordHash, ...user } = row.user;
  return {
    account: { ...user, hasPassword: passwordHash !== null },
    company: {
      id: row.company.id,
      name: row.company.name,
      type: row.company.type,
      isContactPerson: row.company.contactUserId === userId,
    },
  };
}

/**
 * Erases the person from the accounts tables: the user row goes (the company's contact person
 * becomes none); the company and everything it owns stay.
 */
export async function deleteUserRow(tx: Db, userId: string) {
  await tx
    .update(companies)
    .set({ contactUserId: null })
    .where(eq(companies.contactUserId, userId));
  await tx.delete(users).where(eq(users.id, userId));
}
