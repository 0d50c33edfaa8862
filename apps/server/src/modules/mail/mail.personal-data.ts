import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../platform/db.ts';
import { mailMessages } from './mail.tables.ts';

/** Mails sent (or queued) to an address, for the person's data export. */
export async function mailsToAddress(db: Db, email: string) {
  return db
    .select({
      id: mailMessages.id,
      template: mailMessages.template,
      subject: mailMessages.subject,
      state: mailMessages.state,
      createdAt: mailMessages.createdAt,
      sentAt: mailMessages.sentAt,
    })
    .from(mailMessages)
    .where(eq(mailMessages.recipient, email.toLowerCase()))
    .orderBy(asc(mailMessages.createdAt));
}

/**
 * Erasure: the outbox forgets every mail to the address (recipient, data with names and
 * links). A delivery job still pending finds no row and does nothing.
 */
export async function forgetMailsTo(tx: Db, email: string) {
  await tx.delete(mailMessages).where(eq(mailMessages.recipient, email.toLowerCase()));
}
