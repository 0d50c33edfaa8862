import type { ConversationKind } from '@matchday/shared';
import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { admins, companies, users } from '../accounts/accounts.tables.ts';
import { events } from '../events/events.tables.ts';

const instant = (name: string) => timestamp(name, { withTimezone: true });

/**
 * A conversation between a startup and a corporate at one event (PAIR, docs/decisions/097), or
 * between one participant company and the event's organisers (ORGANISER, docs/decisions/110: the
 * participant's side is set, the other is null). One per pair (or participant) and event, seen
 * by every member of the companies' teams. `lastMessageAt` orders the lists.
 */
export const conversations = pgTable(
  'conversations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind').$type<ConversationKind>().notNull().default('PAIR'),
    eventId: uuid('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    startupId: uuid('startup_id').references(() => companies.id, { onDelete: 'cascade' }),
    corporateId: uuid('corporate_id').references(() => companies.id, { onDelete: 'cascade' }),
    /** The person (or organiser) who opened it. */
    openedBy: uuid('opened_by'),
    createdAt: instant('created_at').notNull().defaultNow(),
    lastMessageAt: instant('last_message_at'),
  },
  (t) => [
    check('conversations_kind_check', sql`${t.kind} in ('PAIR', 'ORGANISER')`),
    check(
      'conversations_sides_check',
      sql`(${t.kind} = 'PAIR' and ${t.startupId} is not null and ${t.corporateId} is not null) or (${t.kind} = 'ORGANISER' and num_nonnulls(${t.startupId}, ${t.corporateId}) = 1)`,
    ),
    uniqueIndex('conversations_pair_idx').on(t.eventId, t.startupId, t.corporateId),
    uniqueIndex('conversations_organiser_idx')
      .on(t.eventId, sql`coalesce(${t.startupId}, ${t.corporateId})`)
      .where(sql`${t.kind} = 'ORGANISER'`),
    index('conversations_event_idx').on(t.eventId, t.lastMessageAt),
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
    /** The organiser who wrote it (ORGANISER conversations; `authorId` is then null). */
    authorAdminId: uuid('author_admin_id').references(() => admins.id, { onDelete: 'set null' }),
    /** The side the author wrote for (the company at the time of writing); null: the organisers. */
    authorCompanyId: uuid('author_company_id').references(() => companies.id, {
      onDelete: 'cascade',
    }),
    /** The announcement this message is one copy of. */
    announcementId: uuid('announcement_id').references(() => conversationAnnouncements.id, {
      onDelete: 'set null',
    }),
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

/** How far one person has read a conversation (the away digests start from here). */
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
  },
  (t) => [primaryKey({ columns: [t.conversationId, t.userId] })],
);

/**
 * An organiser's message to every participant of an event: one copy goes to each participant's
 * ORGANISER conversation. The (event, organiser, key) is unique, so a form submitted twice sends once.
 */
export const conversationAnnouncements = pgTable(
  'conversation_announcements',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    eventId: uuid('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    adminId: uuid('admin_id').references(() => admins.id, { onDelete: 'set null' }),
    idempotencyKey: text('idempotency_key').notNull(),
    body: text('body').notNull(),
    recipients: integer('recipients').notNull(),
    createdAt: instant('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('conversation_announcements_key_idx').on(t.eventId, t.adminId, t.idempotencyKey),
  ],
);

/** A company that no longer accepts messages from another (any event). */
export const conversationBlocks = pgTable(
  'conversation_blocks',
  {
    blockerCompanyId: uuid('blocker_company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    blockedCompanyId: uuid('blocked_company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    blockedBy: uuid('blocked_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: instant('created_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.blockerCompanyId, t.blockedCompanyId] })],
);

/** A message a participant reported to the event's organisers (once per person and message). */
export const conversationReports = pgTable(
  'conversation_reports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    messageId: uuid('message_id')
      .notNull()
      .references(() => conversationMessages.id, { onDelete: 'cascade' }),
    conversationId: uuid('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    eventId: uuid('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    reporterId: uuid('reporter_id').references(() => users.id, { onDelete: 'set null' }),
    reporterCompanyId: uuid('reporter_company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    reason: text('reason').notNull().default(''),
    /** The reported text as it was when reported (the author may delete it afterwards). */
    quotedBody: text('quoted_body').notNull(),
    createdAt: instant('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('conversation_reports_once_idx').on(t.messageId, t.reporterId),
    index('conversation_reports_event_idx').on(t.eventId, t.createdAt),
  ],
);

/**
 * The away digests (docs/decisions/112): one row per person, conversation and read mark — `since`
 * is the person's `read_at` in the conversation (or the conversation's start when never read).
 * The sweep inserts the row in the transaction that queues the mail, so a digest goes once
 * however many sweeps run; reading moves the mark, and the next unread messages may have one more.
 */
export const conversationDigests = pgTable(
  'conversation_digests',
  {
    conversationId: uuid('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    since: instant('since').notNull(),
    /** How many unread messages it told of. */
    messages: integer('messages').notNull(),
    sentAt: instant('sent_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.conversationId, t.userId, t.since] })],
);

/** People who turned the away digests off (any conversation). */
export const conversationDigestOptOuts = pgTable('conversation_digest_opt_outs', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  createdAt: instant('created_at').notNull().defaultNow(),
});
