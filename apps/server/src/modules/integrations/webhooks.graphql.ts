import { builder } from '../../graphql/builder.ts';
import { can } from '../../graphql/scopes.ts';
import {
  createWebhook,
  deleteWebhook,
  listWebhooks,
  redeliverWebhook,
  setWebhookEnabled,
  webhookDeliveryLog,
  type DeliveryRow,
  type WebhookView,
} from './webhooks.service.ts';

/** Webhook endpoints and their delivery log on the admin graph (full ADMIN only). */
const manage = { authScopes: can('manageWebhooks') };
const ADMIN = ['admin'] as const;

const WebhookDeliveryRef = builder.objectRef<DeliveryRow>('WebhookDelivery').implement({
  subGraphs: [...ADMIN],
  description: 'One event sent (or to be sent) to an endpoint; its id is the delivery id.',
  fields: (t) => ({
    id: t.exposeID('id', manage),
    kind: t.exposeString('kind', manage),
    createdAt: t.expose('createdAt', { ...manage, type: 'DateTime' }),
    attempts: t.exposeInt('attempts', manage),
    nextAttemptAt: t.expose('nextAttemptAt', { ...manage, type: 'DateTime' }),
    deliveredAt: t.expose('deliveredAt', { ...manage, type: 'DateTime', nullable: true }),
    gaveUpAt: t.expose('gaveUpAt', { ...manage, type: 'DateTime', nullable: true }),
    lastStatus: t.exposeInt('lastStatus', { ...manage, nullable: true }),
    lastResponse: t.exposeString('lastResponse', { ...manage, nullable: true }),
    lastError: t.exposeString('lastError', { ...manage, nullable: true }),
    state: t.string({
      ...manage,
      description: 'DELIVERED, FAILED (given up) or PENDING.',
      resolve: (d) => (d.deliveredAt ? 'DELIVERED' : d.gaveUpAt ? 'FAILED' : 'PENDING'),
    }),
  }),
});

const WebhookRef = builder.objectRef<WebhookView>('Webhook').implement({
  subGraphs: [...ADMIN],
  description: 'An endpoint that receives signed POSTs of the chosen event kinds.',
  fields: (t) => ({
    id: t.exposeID('id', manage),
    url: t.exposeString('url', manage),
    events: t.exposeStringList('events', manage),
    createdAt: t.expose('createdAt', { ...manage, type: 'DateTime' }),
    failures: t.exposeInt('failures', { ...manage, description: 'Failed attempts in a row.' }),
    disabledAt: t.expose('disabledAt', { ...manage, type: 'DateTime', nullable: true }),
    enabled: t.boolean({ ...manage, resolve: (w) => !w.disabledAt }),
    deliveries: t.field({
      ...manage,
      type: [WebhookDeliveryRef],
      description: 'The delivery log, newest first.',
      args: { limit: t.arg.int({ defaultValue: 50 }) },
      resolve: (w, a, ctx) => webhookDeliveryLog(ctx.db, ctx.actor, w.id, a.limit ?? 50),
    }),
  }),
});

const CreatedWebhookRef = builder
  .objectRef<WebhookView & { secret: string }>('CreatedWebhook')
  .implement({
    subGraphs: [...ADMIN],
    description: 'A new endpoint: `secret` signs its deliveries and is shown this once.',
    fields: (t) => ({
      id: t.exposeID('id', manage),
      secret: t.exposeString('secret', manage),
      webhook: t.field({ ...manage, type: WebhookRef, resolve: (w) => w }),
    }),
  });

builder.queryField('webhooks', (t) =>
  t.field({
    type: [WebhookRef],
    subGraphs: [...ADMIN],
    ...manage,
    description: 'The programme’s webhook endpoints, newest first.',
    resolve: (_r, _a, ctx) => listWebhooks(ctx.db, ctx.actor),
  }),
);

builder.mutationField('createWebhook', (t) =>
  t.field({
    type: CreatedWebhookRef,
    subGraphs: [...ADMIN],
    ...manage,
    description:
      'Registers an endpoint for these event kinds; its signing secret is answered once.',
    args: { url: t.arg.string({ required: true }), events: t.arg.stringList({ required: true }) },
    resolve: (_r, a, ctx) => createWebhook(ctx.db, ctx.actor, { url: a.url, events: a.events }),
  }),
);

builder.mutationField('setWebhookEnabled', (t) =>
  t.field({
    type: WebhookRef,
    subGraphs: [...ADMIN],
    ...manage,
    description: 'Switches an endpoint off or on again (on: its failure count starts afresh).',
    args: { id: t.arg.id({ required: true }), enabled: t.arg.boolean({ required: true }) },
    resolve: (_r, a, ctx) => setWebhookEnabled(ctx.db, ctx.actor, a.id, a.enabled),
  }),
);

builder.mutationField('deleteWebhook', (t) =>
  t.boolean({
    subGraphs: [...ADMIN],
    ...manage,
    description: 'Removes an endpoint: nothing more is sent to it.',
    args: { id: t.arg.id({ required: true }) },
    resolve: (_r, a, ctx) => deleteWebhook(ctx.db, ctx.actor, a.id),
  }),
);

builder.mutationField('redeliverWebhook', (t) =>
  t.field({
    type: WebhookDeliveryRef,
    subGraphs: [...ADMIN],
    ...manage,
    description: 'Sends a delivery again now, with the same delivery id.',
    args: { deliveryId: t.arg.id({ required: true }) },
    resolve: (_r, a, ctx) => redeliverWebhook(ctx.db, ctx.actor, a.deliveryId),
  }),
);
