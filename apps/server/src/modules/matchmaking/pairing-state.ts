import type { EventRow } from '../events/events.service.ts';
import type { pairingRequests } from './matchmaking.tables.ts';

export type PairingRow = typeof pairingRequests.$inferSelect;

/** The state a reader sees: a pending request past the selection window has EXPIRED. */
export function pairingState(
  row: PairingRow,
  event: Pick<EventRow, 'selectionClosesAt' | 'endDate'>,
): PairingRow['state'] {
  if (row.state !== 'PENDING') return row.state;
  const closes = event.selectionClosesAt ?? event.endDate;
  return closes.getTime() < Date.now() ? 'EXPIRED' : 'PENDING';
}
