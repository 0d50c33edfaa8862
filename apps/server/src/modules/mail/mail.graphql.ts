import { builder } from '../../graphql/builder.ts';
import { can } from '../../graphql/scopes.ts';
import {
  deliveryOf,
  getMailMessage,
  listMailMessages,
  MAIL_DELIVERIES,
  MAX_PAGE,
  mailJob,
  previewMail,
} from './outbox.service.ts';
import { resendMail } from './mail.service.ts';
import { MAIL_STATES, type MailMessageRow } from './mail.tables.ts';

/** The Outbox: full ADMINs only, on the admin graph. */
const scopes = can('manageMail');
const graphs = ['admin'] as const;
const opts = { authScopes: scopes };
const maybe = { authScopes: scopes, nullable: true } as const;

const MailStateEnum = builder.enumType('MailState', {
  subGraphs: [...graphs],
  values: MAIL_STATES,
});

const MailDeliveryEnum = builder.enumType('MailDelivery', {
  subGraphs: [...graphs],
  description:
    'What happened to a mail: queued (waiting), sent (handed to the SMTP server), kept (no mail transport is configured: stored for the Outbox only, never sent), failed (gave up).',
  values: MAIL_DELIVERIES,
});

const MailJobRef = builder
  .objectRef<NonNullable<Awaited<ReturnType<typeof mailJob>>>>('MailJob')
  .implement({
    subGraphs: [...graphs],
    description: 'The pg-boss job delivering a mail: its state, retries and last error.',
    fields: (t) => ({
      id: t.exposeID('id', opts),
      state: t.exposeString('state', {
        ...opts,
        description: 'created, retry, active, completed, cancelled or failed.',
      }),
      retryCount: t.exposeInt('retryCount', opts),
      retryLimit: t.exposeInt('retryLimit', opts),
      error: t.exposeString('error', maybe),
    }),
  });

const MailMessageRef = builder.objectRef<MailMessageRow>('MailMessage').implement({
  subGraphs: [...graphs],
  description: 'A stored mail: what was (or will be) sent to whom, and what happened.',
  fields: (t) => ({
    id: t.exposeID('id', opts),
    template: t.exposeString('template', opts),
    recipient: t.exposeString('recipient', opts),
    subject: t.exposeString('subject', opts),
    data: t.string({
      ...opts,
      description: 'Template data, as JSON.',
      resolve: (m) => JSON.stringify(m.data),
    }),
    state: t.expose('state', {
      ...opts,
      type: MailStateEnum,
      description: 'The worker’s state; sent also covers mail only kept (see delivery).',
    }),
    delivery: t.field({
      ...opts,
      type: MailDeliveryEnum,
      description: 'What happened to the mail, truthfully: kept when it was never sent.',
      resolve: (m) => deliveryOf(m),
    }),
    attempts: t.exposeInt('attempts', opts),
    lastError: t.exposeString('lastError', maybe),
    provider: t.exposeString('provider', {
      ...maybe,
      description: 'smtp, or outbox without SMTP.',
    }),
    providerMessageId: t.exposeString('providerMessageId', maybe),
    createdAt: t.expose('createdAt', { ...opts, type: 'DateTime' }),
    updatedAt: t.expose('updatedAt', { ...opts, type: 'DateTime' }),
    sentAt: t.expose('sentAt', { ...maybe, type: 'DateTime' }),
    html: t.string({
      ...maybe,
      description: 'Rendered HTML (preview).',
      resolve: async (m) => (await previewMail(m))?.html ?? null,
    }),
    text: t.string({
      ...maybe,
      description: 'Rendered plain text (preview).',
      resolve: async (m) => (await previewMail(m))?.text ?? null,
    }),
    job: t.field({ ...maybe, type: MailJobRef, resolve: (m) => mailJob(m.jobId) }),
  }),
});

const MailMessagePage = builder
  .objectRef<{ total: number; items: MailMessageRow[] }>('MailMessagePage')
  .implement({
    subGraphs: [...graphs],
    fields: (t) => ({
      total: t.exposeInt('total', { ...opts, description: 'Messages matching the filter.' }),
      items: t.field({ ...opts, type: [MailMessageRef], resolve: (p) => p.items }),
    }),
  });

const MailFilterInput = builder.inputType('MailFilter', {
  subGraphs: [...graphs],
  fields: (t) => ({
    template: t.string({ required: false }),
    recipient: t.string({ required: false, description: 'Part of the address, any case.' }),
    state: t.field({
      type: MailStateEnum,
      required: false,
      description: 'failed: mails that gave up.',
    }),
    delivery: t.field({
      type: MailDeliveryEnum,
      required: false,
      description: 'kept: mails stored without a mail transport, never sent.',
    }),
  }),
});

builder.queryField('mailMessages', (t) =>
  t.field({
    type: MailMessagePage,
    subGraphs: [...graphs],
    authScopes: scopes,
    description: `The Outbox, newest first; at most ${MAX_PAGE} per page.`,
    args: {
      filter: t.arg({ type: MailFilterInput, required: false }),
      offset: t.arg.int({ required: false, defaultValue: 0 }),
      limit: t.arg.int({ required: false, defaultValue: 20 }),
    },
    resolve: (_root, args, ctx) =>
      listMailMessages(ctx.db, ctx.actor, args.filter ?? {}, args.offset ?? 0, args.limit ?? 20),
  }),
);

builder.queryField('mailMessage', (t) =>
  t.field({
    type: MailMessageRef,
    subGraphs: [...graphs],
    authScopes: scopes,
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, args, ctx) => getMailMessage(ctx.db, ctx.actor, String(args.id)),
  }),
);

builder.mutationField('resendMail', (t) =>
  t.field({
    type: MailMessageRef,
    subGraphs: [...graphs],
    authScopes: scopes,
    description: 'Queues a sent or failed mail again.',
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, args, ctx) => resendMail(ctx.db, ctx.actor, String(args.id)),
  }),
);
