import { sql } from 'drizzle-orm';
import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { mailMessages } from './mail.tables.ts';

/**
 * The in-app copy of a mail (decision 064): written by `queueMail` in the transaction of the
 * mail row, one per mail (`mail_id` is unique, so a duplicate mail writes none). It finds its
 * person by `recipient` (the lower-cased address), matched to the signed-in person's e-mail when
 * read. It holds no secret: a title (the subject) and an in-app path, never the mail's link.
 * Deleting the mail (erasure) deletes it.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    mailId: uuid('mail_id')
      .notNull()
      .unique('notifications_mail_id_unique')
      .references(() => mailMessages.id, { onDelete: 'cascade' }),
    recipient: text('recipient').notNull(),
    template: text('template').notNull(),
    title: text('title').notNull(),
    /** An in-app path (`/startup/events/…`), or null: the reader's area home. */
    path: text('path'),
    /**
     * The action this notification asks for (`sign:<signer id>`, `selection:<match id>`…), or
     * null: it only tells. Doing the action marks every notification of the task done
     * (`completeNotificationTask`), reminders included.
     */
    task: text('task'),
    /** When the action it asks for was done (then it is read too). */
    doneAt: timestamp('done_at', { withTimezone: true }),
    readAt: timestamp('read_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('notifications_recipient_created_idx').on(t.recipient, t.createdAt.desc(), t.id.desc()),
    index('notifications_unread_idx')
      .on(t.recipient)
      .where(sql`${t.readAt} is null`),
    index('notifications_task_idx')
      .on(t.task)
      .where(sql`${t.task} is not null`),
  ],
);

export type NotificationRow = typeof notifications.$inferSelect;
