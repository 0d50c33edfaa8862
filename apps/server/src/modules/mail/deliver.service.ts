import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db.ts';
import type { MailTransport } from '../../platform/mailer.ts';
import { mailMessages, type MailMessageRow } from './mail.tables.ts';
import { isMailTemplateName } from './templates/template.ts';
import { renderMail } from './templates/render.ts';

export type DeliveryJob = { jobId: string; messageId: string; lastAttempt: boolean };
export type DeliveryResult =
  | { jobId: string; outcome: 'sent' | 'skipped' }
  | { jobId: string; outcome: 'retry' | 'failed'; error: string };

type Sent = { row: MailMessageRow; providerMessageId: string };

/**
 * Delivers the messages of a batch of pg-boss jobs. One UPDATE claims them (state 'queued', the
 * job being the message's current one; attempts + 1): a message already sent — a job run again
 * after a crash — or a job replaced by a resend is skipped. The mails go out concurrently; one
 * UPDATE marks the sent ones, and only while the claim still holds, so a stale worker cannot
 * overwrite a newer one. A failure records the error (and 'failed' on the last attempt) and is
 * returned so the job alone is failed and retried with backoff. Only mail rows change: the
 * business change that queued a mail never depends on its delivery.
 */
export async function deliverMailBatch(
  db: Db,
  transport: MailTransport,
  jobs: DeliveryJob[],
): Promise<DeliveryResult[]> {
  if (jobs.length === 0) return [];
  const claimed = await db
    .update(mailMessages)
    .set({ attempts: sql`${mailMessages.attempts} + 1`, updatedAt: new Date() })
    .where(
      and(
        eq(mailMessages.state, 'queued'),
        inArray(
          mailMessages.id,
          jobs.map((j) => j.messageId),
        ),
        inArray(
          mailMessages.jobId,
          jobs.map((j) => j.jobId),
        ),
      ),
    )
    .returning();
  const byJob = new Map(claimed.map((row) => [row.jobId, row]));
  const sent: Sent[] = [];
  const results = await Promise.all(
    jobs.map(async (job): Promise<DeliveryResult> => {
      const row = byJob.get(job.jobId);
      if (!row || row.id !== job.messageId) return { jobId: job.jobId, outcome: 'skipped' };
      try {
        const { messageId } = await send(transport, row);
        sent.push({ row, providerMessageId: messageId });
        return { jobId: job.jobId, outcome: 'sent' };
      } catch (error) {
        const message = describe(error);
        await recordFailure(db, transport, row, job.lastAttempt, message);
        return { jobId: job.jobId, outcome: job.lastAttempt ? 'failed' : 'retry', error: message };
      }
    }),
  );
  await markSent(db, transport.provider, sent);
  return results;
}

async function send(transport: MailTransport, row: MailMessageRow) {
  if (!isMailTemplateName(row.template)) throw new Error(`unknown mail template ${row.template}`);
  // The live links (secret_data) are merged in only here, for the mail that leaves.
  const data = { ...row.data, ...(row.secretData ?? {}) };
  const rendered = await renderMail(row.template, data, row.locale);
  return transport.send({ id: row.id, to: row.recipient, ...rendered });
}

/** The claim of a row: still queued, still this job's, no other attempt since. */
const stillClaimed = (row: MailMessageRow) =>
  and(
    eq(mailMessages.id, row.id),
    eq(mailMessages.state, 'queued'),
    eq(mailMessages.jobId, row.jobId!),
    eq(mailMessages.attempts, row.attempts),
  );

async function recordFailure(
  db: Db,
  transport: MailTransport,
  row: MailMessageRow,
  lastAttempt: boolean,
  error: string,
) {
  await db
    .update(mailMessages)
    .set({
      state: lastAttempt ? 'failed' : 'queued',
      // A mail that gives up keeps no live link (decision 022).
      ...(lastAttempt ? { secretData: null } : {}),
      provider: transport.provider,
      lastError: error,
      updatedAt: new Date(),
    })
    .where(stillClaimed(row));
}

async function markSent(db: Db, provider: MailTransport['provider'], sent: Sent[]) {
  if (sent.length === 0) return;
  const values = sql.join(
    sent.map(
      (s) =>
        sql`(${s.row.id}::uuid, ${s.row.jobId}::uuid, ${s.row.attempts}::int, ${s.providerMessageId}::text)`,
    ),
    sql`, `,
  );
  await db.execute(sql`
    update ${mailMessages} as m
    set state = 'sent', provider = ${provider}, provider_message_id = v.pmid, secret_data = null,
        last_error = null, sent_at = now(), updated_at = now()
    from (values ${values}) as v(id, job_id, attempts, pmid)
    where m.id = v.id and m.state = 'queued' and m.job_id = v.job_id and m.attempts = v.attempts`);
}

function describe(error: unknown) {
  const message = error instanceof Error ? error.message : String(error);
  return message.slice(0, 2000);
}
