import { AppError } from '../../platform/errors.ts';

/**
 * Keyset pages for the read API: items ordered by (date, id), the cursor naming the last item
 * of a page. An item whose date is null sorts first.
 */
export type Keyed<T> = { at: number | null; id: string; item: T };
export type Cursor = { at: number | null; id: string };
export type V1Page<T> = { items: T[]; nextCursor: string | null };

export function encodeCursor(c: Cursor): string {
  return Buffer.from(JSON.stringify(c)).toString('base64url');
}

export function decodeCursor(cursor: string | undefined): Cursor | null {
  if (!cursor) return null;
  try {
    const c = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as Cursor;
    if (typeof c.id === 'string' && (c.at === null || typeof c.at === 'number')) return c;
  } catch {
    // answered below
  }
  throw new AppError('BAD_REQUEST', 'cursor is the nextCursor of the previous page');
}

const before = (a: Cursor, b: Cursor) => {
  const x = a.at ?? -Infinity;
  const y = b.at ?? -Infinity;
  return x < y || (x === y && a.id < b.id);
};

/** The page after `after` (the first without), at most `limit` items. */
export function keysetPage<T>(items: Keyed<T>[], limit: number, after: Cursor | null): V1Page<T> {
  const sorted = [...items].sort((a, b) => (before(a, b) ? -1 : before(b, a) ? 1 : 0));
  const rest = after ? sorted.filter((i) => before(after, i)) : sorted;
  const taken = rest.slice(0, limit);
  const last = taken.at(-1);
  return {
    items: taken.map((i) => i.item),
    nextCursor: last && rest.length > limit ? encodeCursor({ at: last.at, id: last.id }) : null,
  };
}
