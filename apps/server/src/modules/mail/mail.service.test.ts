// The templates these tests send are the identity module's (verify, password reset).
import '../auth/auth.mail.ts';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabase } from '../../../test/database.ts';
import type { Database } from '../../platform/db.ts';
import { queueMail } from './mail.service.ts';
import { mailMessages } from './mail.tables.ts';

let database: Database;
beforeAll(async () => {
  database = await testDatabase();
});
afterAll(() => database.close());

const verify = (to: string, key = 'token-1') => ({
  template: 'verify' as const,
  to,
  data: { link: 'http://localhost:3000/verify/abc', name: 'Ada' },
  idempotencyKey: key,
});

describe('queueMail', () => {
  it('stores a queued message with its subject and data', async () => {
    const { id, duplicate } = await queueMail(database.db, verify('Ada@Example.test'));
    expect(duplicate).toBe(false);
    const [row] = await database.db.select().from(mailMessages).where(eq(mailMessages.id, id));
    expect(row).toMatchObject({
      template: 'verify',
      recipient: 'ada@example.test',
      subject: 'Verify your e-mail address for Matchday',
      state: 'queued',
      attempts: 0,
      data: { link: 'http://localhost:3000/verify/abc', name: 'Ada' },
    });
  });

  it('stores a repeated trigger once (idempotency key)', async () => {
    const first = await queueMail(database.db, verify('grace@example.test', 'token-9'));
    const again = await database.db.transaction((tx) =>
      queueMail(tx, verify('GRACE@example.test', 'token-9')),
    );
    expect(again).toEqual({ id: first.id, duplicate: true });
    const rows = await database.db
      .select()
      .from(mailMessages)
      .where(eq(mailMessages.recipient, 'grace@example.test'));
    expect(rows).toHaveLength(1);
  });

  it('writes nothing when the surrounding transaction rolls back', async () => {
    await expect(
      database.db.transaction(async (tx) => {
        await queueMail(tx, verify('rollback@example.test'));
        throw new Error('business change failed');
      }),
    ).rejects.toThrow('business change failed');
    const rows = await database.db
      .select()
      .from(mailMessages)
      .where(eq(mailMessages.recipient, 'rollback@example.test'));
    expect(rows).toEqual([]);
  });

  it('rejects data that does not fit the template, naming the field', async () => {
    await expect(
      queueMail(database.db, {
        ...verify('x@example.test'),
        data: { link: 'javascript:alert(1)' },
      }),
    ).rejects.toMatchObject({ code: 'BAD_REQUEST', details: { fields: [{ field: 'link' }] } });
    const count = await database.db.execute(sql`select count(*)::int as n from mail_messages`);
    expect((count as unknown as { rows: { n: number }[] }).rows[0]?.n).toBe(2);
  });
});
