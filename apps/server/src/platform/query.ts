import { asc, desc, sql, type AnyColumn, type SQL } from 'drizzle-orm';

/** `%part%` for LIKE with the user's %, _ and \ taken literally; lower-cased. */
export function containsPattern(search: string) {
  return `%${search.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** lower(column) LIKE '%search%' — served by the pg_trgm GIN indexes. */
export function lowerContains(column: AnyColumn, search: string): SQL {
  return sql`lower(${column}) like ${containsPattern(search)}`;
}

export function ordered(expr: SQL | AnyColumn, direction: 'ASC' | 'DESC' = 'ASC') {
  return direction === 'DESC' ? desc(expr) : asc(expr);
}

export type Page<T> = { total: number; items: T[] };
