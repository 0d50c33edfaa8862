import { eq, sql } from 'drizzle-orm';
import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testApp, type TestApp } from '../../../test/app.ts';
import { companies, users } from './accounts.tables.ts';
import { createCompany, createUser } from './accounts.service.ts';

/**
 * A company counts as onboarded once one of its people is — kept so by
 * createUser, and repaired for rows written before (migration onboarded_companies).
 */
let t: TestApp;
beforeAll(async () => {
  t = await testApp();
});
afterAll(() => t.close());

const onboardedAt = async (id: string) =>
  (await t.database.db.select().from(companies).where(eq(companies.id, id)))[0]!.onboardedAt;

async function company(name: string) {
  return createCompany(t.database.db, {
    type: 'startup',
    name,
    country: 'SE',
    activityStatus: 'ACTIVE',
  });
}

describe('onboarded companies', () => {
  it('creating an onboarded person marks the company onboarded; a pending one does not', async () => {
    const done = await company('Seeded AB');
    await createUser(t.database.db, {
      companyId: done.id,
      type: 'startup',
      email: 'seeded@onboarded.test',
      name: 'Sid Seeded',
      onboarded: true,
    });
    expect(await onboardedAt(done.id)).toBeInstanceOf(Date);
    const fresh = await company('Fresh AB');
    await createUser(t.database.db, {
      companyId: fresh.id,
      type: 'startup',
      email: 'fresh@onboarded.test',
      name: 'Fay Fresh',
    });
    expect(await onboardedAt(fresh.id)).toBeNull();
  });

  it('the migration marks companies whose people were onboarded before, and no others', async () => {
    const old = await company('Old Seed AB');
    const none = await company('Nobody Yet AB');
    // Rows as the seed once wrote them: the person onboarded, the company not.
    await t.database.db.insert(users).values([
      {
        companyId: old.id,
        type: 'startup',
        email: 'old@onboarded.test',
        name: 'Ola',
        onboarded: true,
      },
      { companyId: none.id, type: 'startup', email: 'none@onboarded.test', name: 'Nia' },
    ]);
    expect(await onboardedAt(old.id)).toBeNull();
    const file = new URL(
      '../../db/migrations/20261122235633_onboarded_companies/migration.sql',
      import.meta.url,
    );
    await t.database.db.execute(sql.raw(await readFile(file, 'utf8')));
    expect(await onboardedAt(old.id)).toBeInstanceOf(Date);
    expect(await onboardedAt(none.id)).toBeNull();
  });
});
