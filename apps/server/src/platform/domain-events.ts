import type { WebhookKind } from '@matchday/shared';
import type { Db } from './db.ts';

/**
 * Domain events (decision 105): a room that changes something others may want to hear of calls
 * `emitDomainEvent(tx, kind, payload)` inside its transaction; the listeners (the integrations
 * room's webhook outbox) write their rows in that same transaction, so an event is recorded
 * exactly when its change is. The floor holds only the registry: it knows no listener.
 */
export type DomainEventPayload = Record<string, unknown>;
export type DomainEventListener = (
  tx: Db,
  kind: WebhookKind,
  payload: DomainEventPayload,
) => Promise<void>;

const listeners = new Set<DomainEventListener>();

/** Registers a listener (at module load); returns a function that removes it. */
export function onDomainEvent(listener: DomainEventListener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Tells every listener of one domain event, inside the caller's transaction. */
export async function emitDomainEvent(tx: Db, kind: WebhookKind, payload: DomainEventPayload) {
  for (const listener of listeners) await listener(tx, kind, payload);
}
