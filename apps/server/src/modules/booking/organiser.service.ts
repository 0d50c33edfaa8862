import { desc, eq } from 'drizzle-orm';
import type { Actor } from '../../platform/actor.ts';
import { assertCan } from '../../platform/authorize.ts';
import type { Db } from '../../platform/db.ts';
import { AppError } from '../../platform/errors.ts';
import { parseInput } from '../../platform/validation.ts';
import { companyNames } from '../accounts/accounts.queries.ts';
import { eventForOperation } from '../events/events.queries.ts';
import { eventId as eventIdInput } from '../events/events.service.ts';
import { bookingRequests, type BookingRequestRow } from './booking.tables.ts';

export type OrganiserBookingRequest = BookingRequestRow & {
  startupName: string;
  corporateName: string;
  requesterName: string;
};

/**
 * The organisers' view of an event's meeting requests (issue 34: the Schedule tab shows them):
 * every request both ways, newest first, with both names. ADMIN, or the EVENT_HOST of the event.
 */
export async function eventBookingRequests(
  db: Db,
  actor: Actor,
  eventId: unknown,
): Promise<OrganiserBookingRequest[]> {
  assertCan(actor, 'manageBooking', 'Only the organisers see an event’s meeting requests');
  const id = parseInput(eventIdInput, eventId);
  const event = await eventForOperation(db, actor, 'manageBooking', id);
  if (!event) throw new AppError('NOT_FOUND', 'No such event');
  const rows = await db
    .select()
    .from(bookingRequests)
    .where(eq(bookingRequests.eventId, event.id))
    .orderBy(desc(bookingRequests.createdAt), desc(bookingRequests.id));
  const names = await companyNames(db, [
    ...new Set(rows.flatMap((r) => [r.startupId, r.corporateId])),
  ]);
  const name = (id: string) => names.get(id) ?? 'A participant';
  return rows.map((r) => ({
    ...r,
    startupName: name(r.startupId),
    corporateName: name(r.corporateId),
    requesterName: name(r.requesterCompanyId),
  }));
}
