import { and, count, desc, eq, ilike, sql, type SQL } from 'drizzle-orm';
import { safeText } from '@matchday/shared';
import { z } from 'zod';
import type { Db } from '../../platform/db.ts';
import { AppError } from '../../platform/errors.ts';
import { boundMailQueue, MAIL_QUEUE } from './mail-queue.service.ts';
import type { Actor } from '../../platform/actor.ts';
import { assertCan } from '../../platform/authorize.ts';
import { parseInput } from '../../platform/validation.ts';
import { MAIL_STATES, mailMessages, type MailMessageRow, type MailState } from './mail.tables.ts';
import { isMailTemplateName } from './templates/template.ts';
import { renderMail } from './templates/render.ts';

/**
 * What happened to a mail, as the Outbox tells it: `kept` is a mail the worker handled without a
 * mail transport (no SMTP_URL) — stored for the Outbox, never sent to anyone. Only `sent` left.
 */
export const MAIL_DELIVERIES = ['queued', 'sent', 'kept', 'failed'] as const;
export type MailDelivery = (typeof MAIL_DELIVERIES)[number];

export function deliveryOf(row: Pick<MailMessageRow, 'state' | 'provider'>): MailDelivery {
  if (row.state === 'sent' && row.provider === 'outbox') return 'kept';
  return row.state;
}

export type MailFilter = {
  template?: string | null;
  recipient?: string | null;
  state?: MailState | null;
  delivery?: MailDelivery | null;
};

export const MAX_PAGE = 100;

const mailFilterInput = z.object({
  template: safeText().max(100).nullish(),
  recipient: safeText().max(320).nullish(),
  state: z.enum(MAIL_STATES).nullish(),
  delivery: z.enum(MAIL_DELIVERIES).nullish(),
});

function deliveryWhere(delivery: MailDelivery): SQL {
  if (delivery === 'kept') {
    return and(eq(mailMessages.state, 'sent'), eq(mailMessages.provider, 'outbox'))!;
  }
  if (delivery === 'sent') {
    return and(
      eq(mailMessages.state, 'sent'),
      sql`${mailMessages.provider} is distinct from 'outbox'`,
    )!;
  }
  return eq(mailMessages.state, delivery);
}

export const isUuid = (id: string) => z.uuid().safeParse(id).success;

function where(filter: MailFilter): SQL | undefined {
  const escaped = filter.recipient
    ?.trim()
    .toLowerCase()
    .replace(/[\\%_]/g, (c) => `\\${c}`);
  return and(
    filter.template ? eq(mailMessages.template, filter.template) : undefined,
    escaped ? ilike(mailMessages.recipient, `%${escaped}%`) : undefined,
    filter.state ? eq(mailMessages.state, filter.state) : undefined,
    filter.delivery ? deliveryWhere(filter.delivery) : undefined,
  );
}

/** One page of the admin Outbox, newest first, with the total matching the filter. */
export async function listMailMessages(
  db: Db,
  actor: Actor,
  filter: MailFilter,
  offset = 0,
  limit = 20,
) {
  assertCan(actor, 'manageMail', 'Only an ADMIN may read the outbox');
  const page = Math.min(Math.max(limit, 1), MAX_PAGE);
  const condition = where(parseInput(mailFilterInput, filter));
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

/** One message of the Outbox. */
export async function getMailMessage(db: Db, actor: Actor, id: string) {
  assertCan(actor, 'manageMail', 'Only an ADMIN may read the outbox');
  if (!isUuid(id)) throw new AppError('NOT_FOUND', 'No such mail');
  const [row] = await db.select().from(mailMessages).where(eq(mailMessages.id, id));
  if (!row) throw new AppError('NOT_FOUND', 'No such mail');
  return row;
}

/** The HTML and text a message renders to (the Outbox preview); null if it cannot render. */
export async function previewMail(row: Pick<MailMessageRow, 'template' | 'data' | 'locale'>) {
  if (!isMailTemplateName(row.template)) return null;
  return renderMail(row.template, row.data, row.locale).catch(() => null);
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
