import { sql } from 'drizzle-orm';
import { onDomainEvent } from '../../platform/domain-events.ts';
import { webhookDeliveries, webhooks } from './integrations.tables.ts';

/**
 * The webhook outbox: each domain event becomes one delivery row per live endpoint that
 * receives its kind, written in the transaction of the change that caused it (one statement).
 * The delivery worker (webhook.worker.ts) sends them.
 */
onDomainEvent(async (tx, kind, payload) => {
  await tx.execute(sql`
    insert into ${webhookDeliveries} (webhook_id, kind, payload)
    select ${webhooks.id}, ${kind}, ${JSON.stringify(payload)}::jsonb
    from ${webhooks}
    where ${webhooks.disabledAt} is null
      and ${webhooks.deletedAt} is null
      and ${kind} = any(${webhooks.events})`);
});
