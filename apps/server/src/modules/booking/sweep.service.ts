import { and, asc, eq, lte } from 'drizzle-orm';
import type { Db } from '../../platform/db.ts';
import { eventById } from '../events/events.queries.ts';
import { completeNotificationTask } from '../mail/notification-tasks.service.ts';
import { bookingRequests } from './booking.tables.ts';
import { bookingTask, tellBooking } from './tell.ts';

/**
 * Expires booking requests nobody answered in time (docs/decisions/109), in a sweep every
 * server instance runs each minute, as the reminders sweep does. Each request is claimed by
 * turning it PENDING → EXPIRED in the transaction that queues its mail: two instances cannot
 * both expire it, and a crash before the commit leaves it for the next sweep. The clock is a
 * parameter, so tests drive it. Answers how many it expired.
 */
export async function expireBookingRequests(db: Db, publicUrl: string, now = new Date()) {
  const due = await db
    .select({ id: bookingRequests.id })
    .from(bookingRequests)
    .where(and(eq(bookingRequests.state, 'PENDING'), lte(bookingRequests.expiresAt, now)))
    .orderBy(asc(bookingRequests.expiresAt))
    .limit(500);
  let expired = 0;
  for (const { id } of due) {
    const done = await db.transaction(async (tx) => {
      const [row] = await tx
        .update(bookingRequests)
        .set({ state: 'EXPIRED', decidedAt: now, updatedAt: now })
        .where(and(eq(bookingRequests.id, id), eq(bookingRequests.state, 'PENDING')))
        .returning();
      if (!row) return false;
      const event = await eventById(tx, row.eventId);
      await completeNotificationTask(tx, bookingTask(row.id));
      if (event) await tellBooking(tx, publicUrl, event, row, 'EXPIRED', row.requesterCompanyId);
      return true;
    });
    if (done) expired += 1;
  }
  return expired;
}
