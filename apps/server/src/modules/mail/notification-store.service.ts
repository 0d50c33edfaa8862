import { and, count, desc, eq, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db.ts';
import { AppError } from '../../platform/errors.ts';
import { notifications, type NotificationRow } from './notifications.tables.ts';

export type { NotificationRow } from './notifications.tables.ts';

/**
 * The notifications of one address (decision 064). The mail room knows addresses, not people:
 * the notifications room resolves the signed-in person's address and calls these. Every
 * statement is scoped by `recipient`, so another person's notification is never found.
 */

export type NotificationCursor = { createdAt: Date; id: string };

export function encodeCursor(row: Pick<NotificationRow, 'createdAt' | 'id'>): string {
  return Buffer.from(`${row.createdAt.toISOString()}|${row.id}`).toString('base64url');
}

/** The position after which a page continues; a cursor that does not parse is a 400. */
export function decodeCursor(after: string): NotificationCursor {
  const [iso, id] = Buffer.from(after, 'base64url').toString('utf8').split('|');
  const createdAt = new Date(iso ?? '');
  if (!id || !/^[0-9a-f-]{36}$/i.test(id) || Number.isNaN(createdAt.getTime())) {
    throw new AppError('BAD_REQUEST', 'Invalid input — after: this is not a page cursor', {
      fields: [{ field: 'after', message: 'This is not a page cursor' }],
    });
  }
  return { createdAt, id };
}

/** Newest first; `first + 1` rows are read to know whether another page follows. */
export async function notificationsOf(
  db: Db,
  recipient: string,
  first: number,
  after: NotificationCursor | null,
) {
  const mine = eq(notifications.recipient, recipient.toLowerCase());
  const rows = await db
    .select()
    .from(notifications)
    .where(
      after
        ? and(
            mine,
            or(
              lt(notifications.createdAt, after.createdAt),
              and(eq(notifications.createdAt, after.createdAt), lt(notifications.id, after.id)),
            ),
          )
        : mine,
    )
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(first + 1);
  return { rows: rows.slice(0, first), hasNextPage: rows.length > first };
}

export async function unreadCountOf(db: Db, recipient: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(notifications)
    .where(and(eq(notifications.recipient, recipient.toLowerCase()), isNull(notifications.readAt)));
  return row?.n ?? 0;
}

/**
 * Marks these notifications of the address read (already read ones keep their time). An id that
 * is not one of the address's is NOT_FOUND and nothing changes (one transaction).
 */
export async function markReadOf(db: Db, recipient: string, ids: readonly string[]) {
  const wanted = [...new Set(ids)];
  if (!wanted.length) return [];
  return db.transaction(async (tx) => {
    const rows = await tx
      .update(notifications)
      .set({ readAt: sql`coalesce(${notifications.readAt}, now())` })
      .where(
        and(
          eq(notifications.recipient, recipient.toLowerCase()),
          inArray(notifications.id, wanted),
        ),
      )
      .returning();
    if (rows.length !== wanted.length) throw new AppError('NOT_FOUND', 'No such notification');
    return rows;
  });
}

/** These notifications of the address, unchanged; an id not among them is NOT_FOUND. */
export async function notificationsByIdOf(db: Db, recipient: string, ids: readonly string[]) {
  const wanted = [...new Set(ids)];
  if (!wanted.length) return [];
  const rows = await db
    .select()
    .from(notifications)
    .where(
      and(eq(notifications.recipient, recipient.toLowerCase()), inArray(notifications.id, wanted)),
    );
  if (rows.length !== wanted.length) throw new AppError('NOT_FOUND', 'No such notification');
  return rows;
}

/** Marks every unread notification of the address read; returns how many were unread. */
export async function markAllReadOf(db: Db, recipient: string): Promise<number> {
  const rows = await db
    .update(notifications)
    .set({ readAt: sql`now()` })
    .where(and(eq(notifications.recipient, recipient.toLowerCase()), isNull(notifications.readAt)))
    .returning({ id: notifications.id });
  return rows.length;
}
