import { webhookInput } from '@matchday/shared';
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import { randomBytes } from 'node:crypto';
import { z } from 'zod';
import type { Actor } from '../../platform/actor.ts';
import { assertCan } from '../../platform/authorize.ts';
import type { Db } from '../../platform/db.ts';
import { AppError } from '../../platform/errors.ts';
import { parseInput } from '../../platform/validation.ts';
import { webhookDeliveries, webhooks } from './integrations.tables.ts';
import './outbox.ts';
import { assertPublicUrl, type UrlPolicy } from './url-guard.ts';

/** Webhook endpoints (decision 105): registered, listed, paused and removed by a full ADMIN. */

const webhookId = z.uuid('No such webhook');
const deliveryId = z.uuid('No such delivery');

export type WebhookRow = typeof webhooks.$inferSelect;
export type WebhookView = Omit<WebhookRow, 'secret'>;
export type DeliveryRow = typeof webhookDeliveries.$inferSelect;

/** Production refuses private and loopback endpoints; tests and development allow them. */
export const defaultUrlPolicy = (): UrlPolicy => ({
  allowPrivate: process.env.NODE_ENV !== 'production',
});

const view = ({ secret: _secret, ...rest }: WebhookRow): WebhookView => rest;
const live = isNull(webhooks.deletedAt);

/** A new endpoint; its signing secret is in the answer once. */
export async function createWebhook(
  db: Db,
  actor: Actor,
  input: unknown,
  policy: UrlPolicy = defaultUrlPolicy(),
) {
  assertCan(actor, 'manageWebhooks');
  const v = parseInput(webhookInput, input);
  await assertPublicUrl(v.url, policy);
  const secret = `whsec_${randomBytes(32).toString('base64url')}`;
  const [row] = await db
    .insert(webhooks)
    .values({ url: v.url, events: v.events, secret, createdBy: actor.id })
    .returning();
  return { ...view(row!), secret };
}

export async function listWebhooks(db: Db, actor: Actor): Promise<WebhookView[]> {
  assertCan(actor, 'manageWebhooks');
  const rows = await db.select().from(webhooks).where(live).orderBy(desc(webhooks.createdAt));
  return rows.map(view);
}

/** Pauses or resumes an endpoint; resuming clears its failure count. */
export async function setWebhookEnabled(db: Db, actor: Actor, id: unknown, enabled: boolean) {
  assertCan(actor, 'manageWebhooks');
  const [row] = await db
    .update(webhooks)
    .set(enabled ? { disabledAt: null, failures: 0 } : { disabledAt: sql`now()` })
    .where(and(eq(webhooks.id, parseInput(webhookId, id)), live))
    .returning();
  if (!row) throw new AppError('NOT_FOUND', 'No such webhook');
  return view(row);
}

/** Removes an endpoint: nothing more is delivered to it; its log goes with it. */
export async function deleteWebhook(db: Db, actor: Actor, id: unknown) {
  assertCan(actor, 'manageWebhooks');
  const [row] = await db
    .update(webhooks)
    .set({ deletedAt: sql`now()`, disabledAt: sql`coalesce(${webhooks.disabledAt}, now())` })
    .where(and(eq(webhooks.id, parseInput(webhookId, id)), live))
    .returning({ id: webhooks.id });
  if (!row) throw new AppError('NOT_FOUND', 'No such webhook');
  return true;
}

/** An endpoint's delivery log, newest first, with each delivery's last response. */
export async function webhookDeliveryLog(db: Db, actor: Actor, id: string, limit = 50) {
  assertCan(actor, 'manageWebhooks');
  return db
    .select()
    .from(webhookDeliveries)
    .where(eq(webhookDeliveries.webhookId, id))
    .orderBy(desc(webhookDeliveries.createdAt))
    .limit(Math.min(Math.max(limit, 1), 200));
}

/**
 * Sends a delivery again by hand (with the same delivery id, so a receiver that got it before
 * can tell): due now, its 24 hours counted afresh.
 */
export async function redeliverWebhook(db: Db, actor: Actor, id: unknown): Promise<DeliveryRow> {
  assertCan(actor, 'manageWebhooks');
  const [row] = await db
    .update(webhookDeliveries)
    .set({
      deliveredAt: null,
      gaveUpAt: null,
      nextAttemptAt: sql`now()`,
      retryUntil: sql`now() + interval '24 hours'`,
    })
    .where(eq(webhookDeliveries.id, parseInput(deliveryId, id)))
    .returning();
  if (!row) throw new AppError('NOT_FOUND', 'No such delivery');
  return row;
}
