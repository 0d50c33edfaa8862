import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db.ts';
import type { MailTransport } from '../../platform/mailer.ts';
import { mailMessages, type MailMessageRow } from './mail.tables.ts';
import { isMailTemplateName } from './templates/index.ts';
import { renderMail } from './templates/render.ts';

export type DeliveryOutcome = 'sent' | 'skipped' | 'retry' | 'failed';

/**
 * Delivers one stored message; called by the pg-boss job. It claims the row (state 'queued', this
 * job being its current one; attempts + 1): a message already sent — a job run again after a
 * crash — or a job replaced by a resend is skipped. Later
 * writes only land while the claim still holds, so a stale worker cannot overwrite a newer one.
 * A failure records the error and rethrows, so pg-boss retries with backoff; on the last attempt
 * the message becomes 'failed'. Only the mail row changes: the business change stays.
 */
export async function deliverMail(
  db: Db,
  transport: MailTransport,
  messageId: string,
  jobId: string,
  lastAttempt: boolean,
): Promise<DeliveryOutcome> {
  const [row] = await db
    .update(mailMessages)
    .set({ attempts: sql`${mailMessages.attempts} + 1`, updatedAt: new Date() })
    .where(
      and(
        eq(mailMessages.id, messageId),
        eq(mailMessages.state, 'queued'),
        eq(mailMessages.jobId, jobId),
      ),
    )
    .returning();
  if (!row) return 'skipped';
  const claim = and(
    eq(mailMessages.id, row.id),
    eq(mailMessages.state, 'queued'),
    eq(mailMessages.jobId, jobId),
    eq(mailMessages.attempts, row.attempts),
  );
  try {
    const sent = await send(transport, row);
    await db
      .update(mailMessages)
      .set({
        state: 'sent',
        provider: transport.provider,
        providerMessageId: sent.messageId,
        lastError: null,
        sentAt: new Date(),
        updatedAt: new Date(),
      })
      .where(claim);
    return 'sent';
  } catch (error) {
    const state = lastAttempt ? 'failed' : 'queued';
    await db
      .update(mailMessages)
      .set({
        state,
        provider: transport.provider,
        lastError: describe(error),
        updatedAt: new Date(),
      })
      .where(claim);
    throw error;
  }
}

async function send(transport: MailTransport, row: MailMessageRow) {
  if (!isMailTemplateName(row.template)) throw new Error(`unknown mail template ${row.template}`);
  const rendered = await renderMail(row.template, row.data);
  return transport.send({ id: row.id, to: row.recipient, ...rendered });
}

function describe(error: unknown) {
  const message = error instanceof Error ? error.message : String(error);
  return message.slice(0, 2000);
}
