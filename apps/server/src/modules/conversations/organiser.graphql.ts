import { builder } from '../../graphql/builder.ts';
import { ADMIN_GRAPH, can } from '../../graphql/scopes.ts';
import {
  announceToParticipants,
  announcementAudience,
  type AnnouncementView,
} from './announcements.service.ts';
import { MessageRef, SignalRef } from './conversations.graphql.ts';
import { eventConversationSignals } from './subscriptions.ts';
import {
  eventConversationCount,
  eventConversations,
  messageableParticipants,
  organiserConversation,
  organiserMessages,
  sendOrganiserMessage,
  startOrganiserConversation,
} from './organiser.service.ts';
import type { EventConversationView } from './organiser.views.ts';
import { eventMessageReports, type MessageReportView } from './reports.service.ts';

/**
 * The organisers' side of conversations on the admin graph (docs/decisions/110): an event's
 * conversations (who, counts), their own conversations with participants, announcements and
 * reports. Everything needs `talkToParticipants` on the event (ADMIN, the event's hosts).
 */
const subGraphs = ADMIN_GRAPH;
const authScopes = can('talkToParticipants');
const opts = { authScopes };

const SideRef = builder
  .objectRef<{ id: string; name: string }>('EventConversationCompany')
  .implement({
    subGraphs,
    fields: (t) => ({ id: t.exposeID('id', opts), name: t.exposeString('name', opts) }),
  });

const EventConversationRef = builder
  .objectRef<EventConversationView>('EventConversation')
  .implement({
    subGraphs,
    description:
      'A conversation of an event as its organisers see it: who talks, how much, when. Only ORGANISER ones can be read.',
    fields: (t) => ({
      id: t.exposeID('id', opts),
      kind: t.exposeString('kind', { ...opts, description: 'PAIR or ORGANISER.' }),
      eventId: t.exposeID('eventId', opts),
      startup: t.field({ ...opts, type: SideRef, nullable: true, resolve: (c) => c.startup }),
      corporate: t.field({ ...opts, type: SideRef, nullable: true, resolve: (c) => c.corporate }),
      messageCount: t.exposeInt('messageCount', opts),
      lastMessageAt: t.expose('lastMessageAt', { ...opts, type: 'DateTime', nullable: true }),
      createdAt: t.expose('createdAt', { ...opts, type: 'DateTime' }),
      awaitingReply: t.exposeBoolean('awaitingReply', {
        ...opts,
        description: 'ORGANISER: the newest message is the participant’s.',
      }),
      reports: t.exposeInt('reports', opts),
    }),
  });

const AnnouncementRef = builder.objectRef<AnnouncementView>('Announcement').implement({
  subGraphs,
  fields: (t) => ({
    id: t.exposeID('id', opts),
    eventId: t.exposeID('eventId', opts),
    body: t.exposeString('body', opts),
    recipients: t.exposeInt('recipients', opts),
    createdAt: t.expose('createdAt', { ...opts, type: 'DateTime' }),
    repeated: t.exposeBoolean('repeated', {
      ...opts,
      description: 'The same key was sent before: nothing more went out.',
    }),
  }),
});

const ReportRef = builder.objectRef<MessageReportView>('MessageReport').implement({
  subGraphs,
  description: 'A message a participant reported to the organisers, as it read when reported.',
  fields: (t) => ({
    id: t.exposeID('id', opts),
    conversationId: t.exposeID('conversationId', opts),
    messageId: t.exposeID('messageId', opts),
    reason: t.exposeString('reason', opts),
    quotedBody: t.exposeString('quotedBody', opts),
    createdAt: t.expose('createdAt', { ...opts, type: 'DateTime' }),
    reporterCompany: t.exposeString('reporterCompany', opts),
    reporterName: t.exposeString('reporterName', opts),
    authorCompany: t.exposeString('authorCompany', opts),
  }),
});

builder.queryField('eventConversations', (t) =>
  t.field({
    type: [EventConversationRef],
    subGraphs,
    authScopes,
    description:
      'The conversations of an event you organise, newest activity first, 50 a page (after: the last id of the previous page).',
    args: { eventId: t.arg.id({ required: true }), after: t.arg.id(), kind: t.arg.string() },
    resolve: (_r, a, ctx) =>
      eventConversations(ctx.db, ctx.actor, {
        eventId: String(a.eventId),
        ...(a.after ? { after: String(a.after) } : {}),
        ...(a.kind ? { kind: a.kind } : {}),
      }),
  }),
);

builder.queryField('eventConversationCount', (t) =>
  t.int({
    subGraphs,
    authScopes,
    args: { eventId: t.arg.id({ required: true }) },
    resolve: (_r, a, ctx) => eventConversationCount(ctx.db, ctx.actor, String(a.eventId)),
  }),
);

builder.queryField('organiserConversation', (t) =>
  t.field({
    type: EventConversationRef,
    subGraphs,
    authScopes,
    description: 'One conversation between the organisers and a participant.',
    args: { id: t.arg.id({ required: true }) },
    resolve: (_r, a, ctx) => organiserConversation(ctx.db, ctx.actor, String(a.id)),
  }),
);

builder.queryField('organiserMessages', (t) =>
  t.field({
    type: [MessageRef],
    subGraphs,
    authScopes,
    description: 'A page of a conversation with a participant, oldest first.',
    args: { conversationId: t.arg.id({ required: true }), before: t.arg.id(), after: t.arg.id() },
    resolve: (_r, a, ctx) =>
      organiserMessages(ctx.db, ctx.actor, {
        conversationId: String(a.conversationId),
        ...(a.before ? { before: String(a.before) } : {}),
        ...(a.after ? { after: String(a.after) } : {}),
      }),
  }),
);

builder.queryField('messageableParticipants', (t) =>
  t.field({
    type: [SideRef],
    subGraphs,
    authScopes,
    description: 'The approved participants of the event, by name: whom organisers may write to.',
    args: { eventId: t.arg.id({ required: true }) },
    resolve: (_r, a, ctx) => messageableParticipants(ctx.db, ctx.actor, String(a.eventId)),
  }),
);

builder.queryField('announcementAudience', (t) =>
  t.int({
    subGraphs,
    authScopes,
    description: 'How many participants an announcement to the event reaches.',
    args: { eventId: t.arg.id({ required: true }) },
    resolve: (_r, a, ctx) => announcementAudience(ctx.db, ctx.actor, String(a.eventId)),
  }),
);

builder.queryField('eventMessageReports', (t) =>
  t.field({
    type: [ReportRef],
    subGraphs,
    authScopes,
    args: { eventId: t.arg.id({ required: true }) },
    resolve: (_r, a, ctx) => eventMessageReports(ctx.db, ctx.actor, String(a.eventId)),
  }),
);

builder.mutationField('startOrganiserConversation', (t) =>
  t.field({
    type: EventConversationRef,
    subGraphs,
    authScopes,
    description: 'Opens (or finds) your conversation with an approved participant of the event.',
    args: { eventId: t.arg.id({ required: true }), companyId: t.arg.id({ required: true }) },
    resolve: (_r, a, ctx) =>
      startOrganiserConversation(ctx.db, ctx.actor, {
        eventId: String(a.eventId),
        companyId: String(a.companyId),
      }),
  }),
);

builder.mutationField('sendOrganiserMessage', (t) =>
  t.field({
    type: MessageRef,
    subGraphs,
    authScopes,
    args: { conversationId: t.arg.id({ required: true }), body: t.arg.string({ required: true }) },
    resolve: (_r, a, ctx) =>
      sendOrganiserMessage(ctx.db, ctx.actor, {
        conversationId: String(a.conversationId),
        body: a.body,
      }),
  }),
);

builder.mutationField('announceToParticipants', (t) =>
  t.field({
    type: AnnouncementRef,
    subGraphs,
    authScopes,
    description:
      'Writes one message to every approved participant (into each one’s conversation with the organisers). The same idempotencyKey sends once.',
    args: {
      eventId: t.arg.id({ required: true }),
      body: t.arg.string({ required: true }),
      idempotencyKey: t.arg.string({ required: true }),
    },
    resolve: (_r, a, ctx) =>
      announceToParticipants(ctx.db, ctx.actor, {
        eventId: String(a.eventId),
        body: a.body,
        idempotencyKey: a.idempotencyKey,
      }),
  }),
);

builder.subscriptionField('eventConversationSignals', (t) =>
  t.field({
    type: SignalRef,
    subGraphs,
    authScopes,
    description:
      'Live: a signal each time a message is sent, changed or deleted in a conversation of an event you organise (never its text).',
    args: { eventId: t.arg.id({ required: true }) },
    subscribe: (_r, a, ctx) => eventConversationSignals(ctx, String(a.eventId)),
    resolve: (signal) => signal,
  }),
);
