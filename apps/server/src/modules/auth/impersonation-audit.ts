import { and, desc, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db.ts';
import { impersonations } from './auth.tables.ts';

/** One impersonation of a person, as their history tells it. */
export type ImpersonationRecord = {
  id: string;
  adminId: string;
  startedAt: Date;
  /** When it was stopped; null while it runs or when it ran out at `until`. */
  endedAt: Date | null;
  until: Date;
};

/**
 * Records the end of the impersonations behind these session families: Stop (the impersonation
 * session signed out), any other revocation of it, or the admin losing the right. One that ran
 * out already keeps no end: its history says it ran out at `until`.
 */
export async function markImpersonationsEnded(db: Db, families: readonly string[]) {
  if (!families.length) return;
  await db
    .update(impersonations)
    .set({ endedAt: sql`now()` })
    .where(
      and(
        inArray(impersonations.sessionFamily, [...new Set(families)]),
        isNull(impersonations.endedAt),
        gt(impersonations.until, sql`now()`),
      ),
    );
}

/** The impersonations of a user, newest first. */
export function impersonationsOf(db: Db, userId: string): Promise<ImpersonationRecord[]> {
  return db
    .select({
      id: impersonations.id,
      adminId: impersonations.adminId,
      startedAt: impersonations.startedAt,
      endedAt: impersonations.endedAt,
      until: impersonations.until,
    })
    .from(impersonations)
    .where(eq(impersonations.userId, userId))
    .orderBy(desc(impersonations.startedAt));
}
