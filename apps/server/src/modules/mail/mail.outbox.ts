import { and, count, desc, eq, ilike, type SQL } from 'drizzle-orm';
import type { Db } from '../../platform/db.ts';
import { AppError } from '../../platform/errors.ts';
import { boundMailQueue, MAIL_QUEUE } from './mail.queue.ts';
import { mailMessages, type MailState } from './mail.tables.ts';
import { isMailTemplateName } from './templates/index.ts';
import { renderMail } from './templates/render.ts';

export type MailFilter = {
  template?: string | null;
  recipient?: string | null;
  state?: MailState | null;
};

export const MAX_PAGE = 100;

function where(filter: MailFilter): SQL | undefined {
  const escaped = filter.recipient
    ?.trim()
    .toLowerCase()
    .replace(/[\\%_]/g, (c) => `\\${c}`);
  return and(
    filter.template ? eq(mailMessages.template, filter.template) : undefined,
    escaped ? ilike(mailMessages.recipient, `%${escaped}%`) : undefined,
    filter.state ? eq(mailMessages.state, filter.state) : undefined,
  );
}

/** One page of the admin Outbox, newest first, with the total matching the filter. */
export async function listMailMessages(db: Db, filter: MailFilter, offset = 0, limit = 20) {
  const page = Math.min(Math.max(limit, 1), MAX_PAGE);
  const condition = where(filter);
  const [items, [total]] = await Promise.all([
    db
      .select()
      .from(mailMessages)
      .where(condition)
      .orderBy(desc(mailMessages.createdAt), desc(mailMessages.id))
      .offset(Math.max(offset, 0))
      .limit(page),
    db.select({ n: count() }).from(mailMessages).where(condition),
  ]);
  return { total: total?.n ?? 0, items };
}

/** One message with its rendered HTML and text (preview) and the state of its delivery job. */
export async function getMailMessage(db: Db, id: string) {
  const [row] = await db.select().from(mailMessages).where(eq(mailMessages.id, id));
  if (!row) throw new AppError('NOT_FOUND', 'No such mail');
  const rendered = isMailTemplateName(row.template)
    ? await renderMail(row.template, row.data).catch(() => null)
    : null;
  return { ...row, html: rendered?.html ?? null, text: rendered?.text ?? null };
}

export type MailJob = {
  id: string;
  state: string;
  retryCount: number;
  retryLimit: number;
  error: string | null;
};

/** The pg-boss job of a message (null when no worker runs here or the job was archived). */
export async function mailJob(jobId: string | null): Promise<MailJob | null> {
  const boss = boundMailQueue();
  if (!boss || !jobId) return null;
  const job = await boss.getJobById(MAIL_QUEUE, jobId);
  if (!job) return null;
  const output = job.output as { message?: unknown; value?: { message?: unknown } } | null;
  const message = output?.message ?? output?.value?.message;
  return {
    id: job.id,
    state: job.state,
    retryCount: job.retryCount,
    retryLimit: job.retryLimit,
    error: typeof message === 'string' ? message : null,
  };
}
