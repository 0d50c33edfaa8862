import { and, eq } from 'drizzle-orm';
import type { Actor } from '../../platform/actor.ts';
import { assertCan } from '../../platform/authorize.ts';
import type { Db } from '../../platform/db.ts';
import { getEvent } from '../events/events.service.ts';
import { attendances } from '../events/events.read-model.ts';
import { slotIndexes } from '../events/slots.ts';

export type Blackout = { companyId: string; slots: number[] };

/**
 * The slots each approved participant of an event cannot attend (indexes of the current grid),
 * for the organisers' schedule board: a cell is shown unavailable before a meeting is put there.
 * Participants without a blackout are left out.
 */
export async function scheduleBlackouts(db: Db, actor: Actor, id: unknown): Promise<Blackout[]> {
  assertCan(actor, 'scheduleMeetings', 'Only the organisers see the participants’ blackouts');
  const event = await getEvent(db, actor, id);
  const rows = await db
    .select({ companyId: attendances.companyId, unavailable: attendances.unavailable })
    .from(attendances)
    .where(and(eq(attendances.eventId, event.id), eq(attendances.state, 'APPROVED')));
  return rows
    .map((r) => ({ companyId: r.companyId, slots: slotIndexes(event, r.unavailable) }))
    .filter((b) => b.slots.length > 0)
    .sort((a, b) => a.companyId.localeCompare(b.companyId));
}
