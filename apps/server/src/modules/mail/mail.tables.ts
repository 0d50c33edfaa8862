import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

export const MAIL_STATES = ['queued', 'sent', 'failed'] as const;
export type MailState = (typeof MAIL_STATES)[number];

/**
 * Every mail the platform sends, written in the transaction of the change that causes it (the
 * outbox). A pg-boss job delivers it; the row keeps what happened. `idempotency_key` (trigger +
 * recipient + entity) is unique, so a repeated trigger stores and sends one mail.
 */
export const mailMessages = pgTable(
  'mail_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    template: text('template').notNull(),
    recipient: text('recipient').notNull(),
    subject: text('subject').notNull(),
    /** The recipient's language when queued ('en' | 'sv'): subject and body are written in it. */
    locale: text('locale').$type<'en' | 'sv'>().notNull().default('en'),
    /** Template data as admins may see it: one-time links are redacted (decision 060). */
    data: jsonb('data').$type<Record<string, unknown>>().notNull(),
    /**
     * The live values of redacted fields (one-time links), kept only until the mail is sent or
     * gives up, then set to null: no usable token stays at rest or reaches the Outbox.
     */
    secretData: jsonb('secret_data').$type<Record<string, unknown>>(),
    state: text('state').$type<MailState>().notNull().default('queued'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    /** 'smtp' or 'outbox' (no SMTP_URL: kept for the admin Outbox only). */
    provider: text('provider'),
    providerMessageId: text('provider_message_id'),
    idempotencyKey: text('idempotency_key').notNull(),
    /** The pg-boss job of the current delivery; null until one is enqueued. */
    jobId: uuid('job_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('mail_messages_idempotency_key_idx').on(t.idempotencyKey),
    index('mail_messages_created_at_idx').on(t.createdAt),
    index('mail_messages_state_idx').on(t.state, t.createdAt),
    index('mail_messages_recipient_idx').on(t.recipient),
    check('mail_messages_state_check', sql`${t.state} in ('queued', 'sent', 'failed')`),
    check('mail_messages_locale_check', sql`${t.locale} in ('en', 'sv')`),
  ],
);

export type MailMessageRow = typeof mailMessages.$inferSelect;
