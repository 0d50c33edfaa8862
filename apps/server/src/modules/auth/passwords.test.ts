import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabase } from '../../../test/database.ts';
import { createTestUser, TEST_PASSWORD } from '../../../test/factories.ts';
import type { Database } from '../../platform/db.ts';
import { hashPassword, verifyPassword } from './passwords.ts';

let database: Database;
beforeAll(async () => {
  database = await testDatabase();
});
afterAll(() => database.close());

describe('password hashing', () => {
  it('stores argon2id with m = 19 MiB, t = 2, p = 1 and never the password itself', async () => {
    const user = await createTestUser(database.db);
    const rows = await database.db.execute(sql`select * from users where id = ${user.id}`);
    const row = (rows as unknown as { rows: Record<string, unknown>[] }).rows[0]!;
    expect(row.password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(JSON.stringify(row)).not.toContain(TEST_PASSWORD);
  });

  it('verifies the right password only, and answers false without a stored hash', async () => {
    const hash = await hashPassword('a fine passphrase');
    expect(await verifyPassword(hash, 'a fine passphrase')).toBe(true);
    expect(await verifyPassword(hash, 'a fine passphrasE')).toBe(false);
    expect(await verifyPassword(null, 'a fine passphrase')).toBe(false);
    expect(await verifyPassword('not a hash', 'x')).toBe(false);
  });
});
