import type { EventRow } from '../events/events.service.ts';
import type { pairingRequests } from './matchmaking.tables.ts';

export type PairingRow = typeof pairingRequests.$inferSelect;

/** The state a reader sees: a pending request past the selection window has EXPIRED. */
export function pairingState(
  row: PairingRow,
  event: Pick<EventRow, 'selectionClosesAt' | 'endDate'>,
): PairingRow['state'] {
  if (row.state !== 'PENDING') return row.state;
  return pairingsExpired(event) ? 'EXPIRED' : 'PENDING';
}

/** Whether an event's pending pairing requests have expired: its selection window closed. */
export function pairingsExpired(
  event: Pick<EventRow, 'selectionClosesAt' | 'endDate'>,
  now = Date.now(),
) {
  const closes = event.selectionClosesAt ?? event.endDate;
  return closes.getTime() < now;
}
