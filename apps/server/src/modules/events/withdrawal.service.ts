import { eq } from 'drizzle-orm';
import type { Db } from '../../platform/db.ts';
import { attendances } from './events.tables.ts';

/**
 * Marks an attendance WITHDRAWN: the participant no longer takes part (meetings' participant
 * removal, docs/decisions/088). The caller checks the right, locks the row and holds the
 * transaction.
 */
export async function withdrawAttendance(tx: Db, attendanceId: string, by: string, now: Date) {
  const [row] = await tx
    .update(attendances)
    .set({ state: 'WITHDRAWN', decidedAt: now, decidedBy: by, updatedAt: now })
    .where(eq(attendances.id, attendanceId))
    .returning();
  return row!;
}
