import type { WebhookKind } from '@matchday/shared';
import { and, eq, isNull, lte, sql } from 'drizzle-orm';
import { createHmac } from 'node:crypto';
import type { Db } from '../../platform/db.ts';
import { admins } from '../accounts/accounts.read-model.ts';
import { queueMail } from '../mail/mail.service.ts';
import './integrations.mail.ts';
import { webhookDeliveries, webhooks } from './integrations.tables.ts';
import { assertPublicUrl, type UrlPolicy } from './url-guard.ts';
import { defaultUrlPolicy } from './webhooks.service.ts';

/**
 * Sends due webhook deliveries (decision 105): POST the event as JSON with
 * `X-Matchday-Signature: t=<unix>,v1=<hex HMAC-SHA256 of "t.body">`, the delivery id in
 * `X-Matchday-Delivery` (the same on every attempt: receivers de-duplicate on it). A 2xx answer
 * delivers; anything else is tried again with exponential backoff until 24 hours have passed.
 * An endpoint that fails DISABLE_AFTER attempts in a row, or gives a delivery up, is switched
 * off and every full ADMIN is mailed. Claims rows with `for update skip locked` and a lease, so
 * several app instances share the work.
 */
export const DISABLE_AFTER = 20;
const FIRST_RETRY_MS = 30_000;
const MAX_RETRY_MS = 4 * 3_600_000;
const LEASE_MS = 2 * 60_000;
const RESPONSE_KEPT = 1000;

export function signatureOf(secret: string, unixSeconds: number, body: string): string {
  const hex = createHmac('sha256', secret).update(`${unixSeconds}.${body}`).digest('hex');
  return `t=${unixSeconds},v1=${hex}`;
}

/** The wait before attempt n+1 after n failed attempts: 30 s, 1 min, 2 min … at most 4 h. */
export function backoffMs(attempts: number): number {
  return Math.min(FIRST_RETRY_MS * 2 ** Math.max(attempts - 1, 0), MAX_RETRY_MS);
}

export type DeliveryOptions = {
  publicUrl: string;
  now?: Date;
  fetch?: typeof fetch;
  policy?: UrlPolicy;
  timeoutMs?: number;
  batch?: number;
};

type Claimed = {
  id: string;
  kind: WebhookKind;
  payload: unknown;
  createdAt: Date;
  attempts: number;
  retryUntil: Date;
  webhookId: string;
  url: string;
  secret: string;
};

async function claimDue(db: Db, now: Date, batch: number): Promise<Claimed[]> {
  return db.transaction(async (tx) => {
    const rows = await tx
      .select({
        id: webhookDeliveries.id,
        kind: webhookDeliveries.kind,
        payload: webhookDeliveries.payload,
        createdAt: webhookDeliveries.createdAt,
        attempts: webhookDeliveries.attempts,
        retryUntil: webhookDeliveries.retryUntil,
        webhookId: webhooks.id,
        url: webhooks.url,
        secret: webhooks.secret,
      })
      .from(webhookDeliveries)
      .innerJoin(webhooks, eq(webhooks.id, webhookDeliveries.webhookId))
      .where(
        and(
          lte(webhookDeliveries.nextAttemptAt, now),
          isNull(webhookDeliveries.deliveredAt),
          isNull(webhookDeliveries.gaveUpAt),
          isNull(webhooks.disabledAt),
        ),
      )
      .orderBy(webhookDeliveries.nextAttemptAt)
      .limit(batch)
      .for('update', { of: webhookDeliveries, skipLocked: true });
    for (const row of rows) {
      await tx
        .update(webhookDeliveries)
        .set({ nextAttemptAt: new Date(now.getTime() + LEASE_MS) })
        .where(eq(webhookDeliveries.id, row.id));
    }
    return rows;
  });
}

async function post(d: Claimed, options: DeliveryOptions, now: Date) {
  const body = JSON.stringify({
    id: d.id,
    kind: d.kind,
    createdAt: d.createdAt.toISOString(),
    data: d.payload,
  });
  const t = Math.floor(now.getTime() / 1000);
  try {
    await assertPublicUrl(d.url, options.policy ?? defaultUrlPolicy());
    const res = await (options.fetch ?? fetch)(d.url, {
      method: 'POST',
      redirect: 'manual',
      headers: {
        'content-type': 'application/json',
        'user-agent': 'Matchday-Webhooks/1',
        'x-matchday-delivery': d.id,
        'x-matchday-event': d.kind,
        'x-matchday-signature': signatureOf(d.secret, t, body),
      },
      body,
      signal: AbortSignal.timeout(options.timeoutMs ?? 10_000),
    });
    const text = (await res.text().catch(() => '')).slice(0, RESPONSE_KEPT);
    return { ok: res.status >= 200 && res.status < 300, status: res.status, text, error: null };
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    return { ok: false, status: null, text: null, error: message.slice(0, 500) };
  }
}

/** Sends what is due now; answers how many were delivered and how many failed. */
export async function deliverDueWebhooks(db: Db, options: DeliveryOptions) {
  const now = options.now ?? new Date();
  const due = await claimDue(db, now, options.batch ?? 20);
  let delivered = 0;
  let failed = 0;
  for (const d of due) {
    const result = await post(d, options, now);
    const attempts = d.attempts + 1;
    const common = {
      attempts,
      lastStatus: result.status,
      lastResponse: result.text,
      lastError: result.error,
    };
    if (result.ok) {
      delivered++;
      await db.transaction(async (tx) => {
        await tx
          .update(webhookDeliveries)
          .set({ ...common, deliveredAt: now })
          .where(eq(webhookDeliveries.id, d.id));
        await tx.update(webhooks).set({ failures: 0 }).where(eq(webhooks.id, d.webhookId));
      });
      continue;
    }
    failed++;
    const next = new Date(now.getTime() + backoffMs(attempts));
    const givesUp = next > d.retryUntil;
    await db.transaction(async (tx) => {
      await tx
        .update(webhookDeliveries)
        .set({ ...common, nextAttemptAt: next, gaveUpAt: givesUp ? now : null })
        .where(eq(webhookDeliveries.id, d.id));
      const [hook] = await tx
        .update(webhooks)
        .set({ failures: sql`${webhooks.failures} + 1` })
        .where(eq(webhooks.id, d.webhookId))
        .returning();
      if (hook && !hook.disabledAt && (givesUp || hook.failures >= DISABLE_AFTER)) {
        await disable(tx, hook.id, hook.url, result.error ?? `HTTP ${result.status}`, options);
      }
    });
  }
  return { delivered, failed };
}

async function disable(
  tx: Db,
  id: string,
  url: string,
  lastError: string,
  options: DeliveryOptions,
) {
  await tx
    .update(webhooks)
    .set({ disabledAt: sql`now()` })
    .where(eq(webhooks.id, id));
  const full = await tx
    .select({ email: admins.email, name: admins.name })
    .from(admins)
    .where(and(eq(admins.adminType, 'ADMIN'), isNull(admins.disabledAt)));
  const link = `${options.publicUrl.replace(/\/$/, '')}/admin/integrations`;
  for (const a of full) {
    await queueMail(tx, {
      template: 'webhook-disabled',
      to: a.email,
      data: { link, name: a.name, url, lastError },
      idempotencyKey: `${id}|${Date.now()}`,
    });
  }
}
