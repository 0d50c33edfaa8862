import type { ConversationKind } from '@matchday/shared';
import { sql } from 'drizzle-orm';
import {
  check,
  index,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { companies, users } from '../accounts/accounts.tables.ts';
import { events } from '../events/events.tables.ts';

const instant = (name: string) => timestamp(name, { withTimezone: true });

/**
 * A conversation between a startup and a corporate at one event (docs/decisions/097): one per
 * pair and event, seen by every member of both teams. `lastMessageAt` orders the lists.
 */
export const conversations = pgTable(
  'conversations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind').$type<ConversationKind>().notNull().default('PAIR'),
    eventId: uuid('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    startupId: uuid('startup_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    corporateId: uuid('corporate_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    /** The person who opened it. */
    openedBy: uuid('opened_by'),
    createdAt: instant('created_at').notNull().defaultNow(),
    lastMessageAt: instant('last_message_at'),
  },
  (t) => [
    check('conversations_kind_check', sql`${t.kind} in ('PAIR')`),
    uniqueIndex('conversations_pair_idx').on(t.eventId, t.startupId, t.corporateId),
    index('conversations_startup_idx').on(t.startupId, t.lastMessageAt),
    index('conversations_corporate_idx').on(t.corporateId, t.lastMessageAt),
  ],
);
export type ConversationRow = typeof conversations.$inferSelect;

/**
 * One message: plain text (never rendered as HTML). Changed by its author within five minutes
 * (`editedAt`); a deleted message keeps its row and loses its text (shown as deleted).
 */
export const conversationMessages = pgTable(
  'conversation_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    conversationId: uuid('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    authorId: uuid('author_id').references(() => users.id, { onDelete: 'set null' }),
    /** The side the author wrote for (the company at the time of writing). */
    authorCompanyId: uuid('author_company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    body: text('body').notNull(),
    sentAt: instant('sent_at').notNull().defaultNow(),
    editedAt: instant('edited_at'),
    deletedAt: instant('deleted_at'),
  },
  (t) => [
    index('conversation_messages_thread_idx').on(t.conversationId, t.sentAt, t.id),
    index('conversation_messages_author_idx').on(t.authorId, t.sentAt),
  ],
);
export type ConversationMessageRow = typeof conversationMessages.$inferSelect;

/**
 * How far one person has read a conversation; `digestedAt` is when the away digest for what was
 * unread went to them (one digest per conversation until they read it).
 */
export const conversationReads = pgTable(
  'conversation_reads',
  {
    conversationId: uuid('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    readAt: instant('read_at').notNull().defaultNow(),
    digestedAt: instant('digested_at'),
  },
  (t) => [primaryKey({ columns: [t.conversationId, t.userId] })],
);
