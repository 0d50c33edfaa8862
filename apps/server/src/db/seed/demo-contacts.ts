import { inArray } from 'drizzle-orm';
import type { Db } from '../../platform/db.ts';
import { users } from '../../modules/accounts/accounts.tables.ts';
import { setContactPerson } from '../../modules/team/team.service.ts';

/**
 * Each demo organisation's first member names themself its contact person (as a member does on
 * the team page), so the organisers' participant lists show real contact people.
 */
export async function seedDemoContacts(tx: Db, emails: string[]) {
  if (emails.length === 0) return;
  const rows = await tx
    .select({ id: users.id, companyId: users.companyId, type: users.type })
    .from(users)
    .where(inArray(users.email, emails));
  for (const u of rows) {
    if (!u.companyId) continue;
    await setContactPerson(
      tx,
      { kind: 'user', id: u.id, type: u.type, companyId: u.companyId },
      u.id,
    );
  }
}
