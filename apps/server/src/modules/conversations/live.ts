import { sql } from 'drizzle-orm';
import type { Db } from '../../platform/db.ts';

/**
 * What changed in a conversation, told to every server instance through PostgreSQL NOTIFY (on
 * PGlite within the one process): sent inside the writing transaction, so it goes out only
 * once the message is committed. Listeners pass it to the subscribers of the two companies.
 */
export const CONVERSATION_CHANNEL = 'conversation_messages';

export type ConversationSignal = {
  conversationId: string;
  messageId: string;
  /** The event: its organisers' stream hears of every conversation of it (never the text). */
  eventId: string;
  /** The two sides: only their members hear of it (one is null with the organisers). */
  startupId: string | null;
  corporateId: string | null;
  change: 'SENT' | 'EDITED' | 'DELETED';
};

export async function announceMessage(db: Db, signal: ConversationSignal) {
  await db.execute(sql`select pg_notify(${CONVERSATION_CHANNEL}, ${JSON.stringify(signal)})`);
}

/** A payload of the channel, or null when it is not one of ours. */
export function parseSignal(payload: string): ConversationSignal | null {
  try {
    const value = JSON.parse(payload) as Partial<ConversationSignal>;
    return typeof value.conversationId === 'string' && typeof value.messageId === 'string'
      ? (value as ConversationSignal)
      : null;
  } catch {
    return null;
  }
}

/** The signal of a change to a message of conversation `c`. */
export function signalOf(
  c: { id: string; eventId: string; startupId: string | null; corporateId: string | null },
  messageId: string,
  change: ConversationSignal['change'],
): ConversationSignal {
  return {
    conversationId: c.id,
    messageId,
    eventId: c.eventId,
    startupId: c.startupId,
    corporateId: c.corporateId,
    change,
  };
}
