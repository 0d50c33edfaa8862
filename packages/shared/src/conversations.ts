import { safeMultilineText } from './text.ts';

/**
 * Conversations between two companies at one event, or a participant and the event's organisers
 * (DOMAIN.md "Next contract names"; docs/decisions/097-conversations.md).
 */

/** PAIR: a startup and a corporate. */
export const CONVERSATION_KINDS = ['PAIR'] as const;
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
