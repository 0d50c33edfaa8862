/**
 * The conversations room's mails: `conversationdigest` (messages waited 15 minutes unread).
 * Loaded by the sweep that queues them and at start-up.
 */
import './mail/conversationdigest.template.ts';
