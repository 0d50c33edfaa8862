import { eq, is, sql } from 'drizzle-orm';
import { PgAsyncTransaction } from 'drizzle-orm/pg-core';
import { randomUUID } from 'node:crypto';
import type { Locale } from '@matchday/shared';
import { z } from 'zod';
import type { Db } from '../../platform/db.ts';
import type { Actor } from '../../platform/actor.ts';
import { AppError } from '../../platform/errors.ts';
import { assertCan } from '../../platform/authorize.ts';
import { parseInput } from '../../platform/validation.ts';
import { boundMailQueue, enqueueMailDelivery } from './mail-queue.service.ts';
import { mailMessages } from './mail.tables.ts';
import type { MailTemplateName } from './templates/template.ts';
import { mailContent } from './templates/render.ts';
import { recipientLocale } from './recipient-locale.ts';
import { inAppPath, notificationPath, notificationTitle } from './notification-link.ts';
import { notifications } from './notifications.tables.ts';

export type { MailTemplateName } from './templates/template.ts';

export type QueueMailInput = {
  template: MailTemplateName;
  to: string;
  data: Record<string, unknown>;
  /**
   * What makes this mail unique besides its template and recipient — usually the entity
   * (e.g. the verification token's id). The stored key is `template|recipient|idempotencyKey`,
   * so a repeated trigger stores and sends one mail.
   */
  idempotencyKey: string;
  /**
   * Fields of `data` that carry a live secret (one-time links). The stored `data` — what the
   * Outbox shows — holds them redacted; their live values stay in `secret_data` only until the
   * mail is sent or gives up (docs/decisions/022-no-live-links-at-rest.md).
   */
  secret?: string[];
  /**
   * Where the in-app notification of this mail leads (`/startup/events/…`), when the mail's
   * button does not open that page itself (e.g. a one-time link). Without it, the button's page
   * in a signed-in area, or the reader's home (decision 064).
   */
  notificationPath?: string;
  /**
   * The action the notification asks for (`sign:<signer id>`), when the mail asks for one: the
   * room that records the action calls `completeNotificationTask` with it (notification-tasks.ts).
   */
  task?: string;
  /**
   * The recipient's language; by default their own (the account with this address), else the
   * programme's. Mails to an address without an account (an imported contact) may pass it.
   */
  locale?: Locale;
  /**
   * The language for a recipient who has not chosen one: the language of their own request
   * before sign-in (the browser's Accept-Language on sign-up, a sign-in link, a reset). Their
   * choice, when they made one, still wins.
   */
  unchosenLocale?: Locale | undefined;
  /**
   * Only the in-app notification: the row is kept (the notification belongs to it, the Outbox
   * lists it) as delivered in the app, and no mail leaves — for a person using the app right now.
   */
  inAppOnly?: boolean;
};

/** What the Outbox shows in place of a secret: a link keeps its screen, not its token. */
export const REDACTED = '[redacted]';

function hasRedactedLink(data: Record<string, unknown>) {
  return Object.values(data).some(
    (v) => v === REDACTED || (typeof v === 'string' && v.endsWith(`/${REDACTED}`)),
  );
}

export function redactValue(value: unknown): unknown {
  if (typeof value === 'string' && /^https?:\/\//.test(value)) {
    return value.replace(/[^/]*$/, REDACTED);
  }
  return REDACTED;
}

const recipient = z.email().max(320);
const key = z.string().trim().min(1).max(500);
const taskKey = z.string().trim().min(1).max(200);

/**
 * Queues one mail inside the caller's transaction (`db` or a `tx` from `db.transaction`): the
 * row in mail_messages and its pg-boss delivery job commit or roll back with the business change.
 * The data is checked against the template's schema (400 naming the fields if it does not fit).
 */
export async function queueMail(
  tx: Db,
  input: QueueMailInput,
): Promise<{ id: string; duplicate: boolean }> {
  const to = parseInput(recipient, input.to).toLowerCase();
  const locale = input.locale ?? (await recipientLocale(tx, to, input.unchosenLocale));
  const content = mailContent(input.template, input.data, locale);
  const idempotencyKey = `${input.template}|${to}|${parseInput(key, input.idempotencyKey)}`;
  const secretKeys = (input.secret ?? []).filter((k) => k in input.data);
  const data = { ...input.data };
  const secretData: Record<string, unknown> = {};
  for (const k of secretKeys) {
    secretData[k] = input.data[k];
    data[k] = redactValue(input.data[k]);
  }
  const row = {
    template: input.template,
    recipient: to,
    subject: content.subject,
    locale,
    data,
    secretData: secretKeys.length ? secretData : null,
    idempotencyKey,
    ...(input.inAppOnly
      ? { state: 'sent' as const, provider: IN_APP_PROVIDER, sentAt: new Date(), secretData: null }
      : {}),
  };
  // The in-app copy (decision 064): the subject and an in-app path, never a secret.
  const notice: Notice = {
    title: notificationTitle(content.subject),
    path:
      input.notificationPath !== undefined
        ? parseInput(z.object({ notificationPath: inAppPath }), input).notificationPath
        : notificationPath(content, Object.values(secretData)),
    task: input.task === undefined ? null : parseInput(taskKey, input.task),
  };
  // Inside a transaction, any failure aborts it whole; given `db`, open one for row and job.
  if (is(tx, PgAsyncTransaction)) return insertAndEnqueue(tx, row, notice);
  return tx.transaction((inner) => insertAndEnqueue(inner, row, notice));
}

type Notice = { title: string; path: string | null; task: string | null };

/** The provider of a mail row that only ever was an in-app notification (`inAppOnly`). */
export const IN_APP_PROVIDER = 'in-app';

async function insertAndEnqueue(tx: Db, row: typeof mailMessages.$inferInsert, notice: Notice) {
  const boss = row.state === 'sent' ? null : boundMailQueue();
  const jobId = boss ? randomUUID() : null;
  const [inserted] = await tx
    .insert(mailMessages)
    .values({ ...row, jobId })
    .onConflictDoNothing({ target: mailMessages.idempotencyKey })
    .returning({ id: mailMessages.id });
  if (!inserted) {
    const [existing] = await tx
      .select({ id: mailMessages.id })
      .from(mailMessages)
      .where(eq(mailMessages.idempotencyKey, row.idempotencyKey));
    if (!existing) throw new Error(`mail ${row.idempotencyKey} conflicted but was not found`);
    return { id: existing.id, duplicate: true };
  }
  await tx.insert(notifications).values({
    mailId: inserted.id,
    recipient: row.recipient,
    template: row.template,
    ...notice,
    // The moment of the insert, not of the transaction: mails queued together keep their order.
    createdAt: sql`clock_timestamp()`,
  });
  if (jobId) await enqueueMailDelivery(tx, inserted.id, jobId, boss);
  return { id: inserted.id, duplicate: false };
}

/**
 * Sends a stored message again (admin Outbox): back to 'queued' with a new delivery job. A message
 * still queued is left alone (409). Attempts keep counting across resends.
 */
export async function resendMail(db: Db, actor: Actor, id: string) {
  assertCan(actor, 'manageMail', 'Only an ADMIN may read the outbox');
  if (!z.uuid().safeParse(id).success) throw new AppError('NOT_FOUND', 'No such mail');
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(mailMessages).where(eq(mailMessages.id, id)).for('update');
    if (!row) throw new AppError('NOT_FOUND', 'No such mail');
    if (row.state === 'queued') throw new AppError('CONFLICT', 'This mail is already queued');
    if (!row.secretData && hasRedactedLink(row.data)) {
      // Its one-time link was dropped after sending: the person asks for a new link instead.
      throw new AppError('CONFLICT', 'This mail carried a one-time link that is no longer kept');
    }
    const jobId = randomUUID();
    const enqueued = await enqueueMailDelivery(tx, id, jobId);
    const [updated] = await tx
      .update(mailMessages)
      .set({
        state: 'queued',
        lastError: null,
        providerMessageId: null,
        sentAt: null,
        jobId: enqueued,
        updatedAt: new Date(),
      })
      .where(eq(mailMessages.id, id))
      .returning();
    return updated!;
  });
}
