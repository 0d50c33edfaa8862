import { safeMultilineText, safeText } from './text.ts';

/**
 * Conversations between two companies at one event, or a participant and the event's organisers
 * (DOMAIN.md "Next contract names"; docs/decisions/097-conversations.md).
 */

/** PAIR: a startup and a corporate. ORGANISER: one participant company and the event's organisers. */
export const CONVERSATION_KINDS = ['PAIR', 'ORGANISER'] as const;
export type ConversationKind = (typeof CONVERSATION_KINDS)[number];

export const MESSAGE_LIMITS = {
  /** Characters of one message's text. */
  body: 4000,
  /** Minutes after sending during which its author may still change a message. */
  editMinutes: 5,
  /** Messages one person may send per minute (all conversations together). */
  perMinute: 20,
  /** Messages per page of a thread. */
  page: 50,
  /** Conversations per page of an event's list for organisers. */
  eventPage: 50,
  /** Characters of the reason given with a report. */
  reportReason: 1000,
} as const;

/** A message's text: plain text, line breaks kept, no other control characters. */
export const messageBodyField = safeMultilineText(
  'Remove control characters from the message (line breaks and tabs are fine)',
)
  .trim()
  .min(1, 'Write a message first: it is empty')
  .max(
    MESSAGE_LIMITS.body,
    `A message has at most ${MESSAGE_LIMITS.body.toLocaleString('en')} characters`,
  );

/** Why a message is reported to the organisers: optional, plain text. */
export const reportReasonField = safeMultilineText(
  'Remove control characters from the reason (line breaks and tabs are fine)',
)
  .trim()
  .max(
    MESSAGE_LIMITS.reportReason,
    `A reason has at most ${MESSAGE_LIMITS.reportReason.toLocaleString('en')} characters`,
  );

/** The key that makes one announcement go out once, however often its form is submitted. */
export const idempotencyKeyField = safeText(
  'Send the key the form made, without control characters',
)
  .trim()
  .min(8, 'Send the key the form made (at least 8 characters)')
  .max(100, 'The form’s key has at most 100 characters');
