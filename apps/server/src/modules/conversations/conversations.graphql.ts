import { builder } from '../../graphql/builder.ts';
import { anyUser, SIGNED_IN_GRAPHS, signedIn, USER_GRAPHS } from '../../graphql/scopes.ts';
import {
  conversationOf,
  markConversationRead,
  myConversations,
  openConversation,
  unreadMessageCount,
} from './conversations.service.ts';
import type { ConversationView } from './conversations.views.ts';
import { deleteMessage, editMessage, messagesOf, sendMessage } from './messages.service.ts';
import type { MessageView } from './messages.service.ts';
import { conversationSignals } from './subscriptions.ts';

/**
 * Conversations on the startup and corporate graphs (docs/decisions/097): the caller's company's
 * conversations, their messages, and a live stream of what changes in them (SSE).
 */
const subGraphs = [...USER_GRAPHS];
const opts = { authScopes: anyUser };
const authScopes = { can: 'useConversations' as const };
/** Messages are read on the admin graph too (the organisers' own conversations). */
const msgGraphs = [...SIGNED_IN_GRAPHS];
const msgOpts = { authScopes: signedIn };

export const CounterpartRef = builder
  .objectRef<ConversationView['counterpart']>('ConversationCompany')
  .implement({
    subGraphs,
    description: 'The company on the other side of a conversation.',
    fields: (t) => ({
      id: t.exposeID('id', opts),
      name: t.exposeString('name', opts),
      type: t.exposeString('type', {
        ...opts,
        description: 'startup, corp, or organiser (the event’s organisers; id: the event’s).',
      }),
    }),
  });

export const ConversationRef = builder.objectRef<ConversationView>('Conversation').implement({
  subGraphs,
  description:
    'A startup and a corporate talking at one event (PAIR), or a participant and the event’s organisers (ORGANISER); every member of the company reads it.',
  fields: (t) => ({
    id: t.exposeID('id', opts),
    kind: t.exposeString('kind', { ...opts, description: 'PAIR or ORGANISER.' }),
    eventId: t.exposeID('eventId', opts),
    eventName: t.exposeString('eventName', opts),
    counterpart: t.field({ ...opts, type: CounterpartRef, resolve: (c) => c.counterpart }),
    unread: t.exposeInt('unread', {
      ...opts,
      description: 'Messages from the other side you have not read.',
    }),
    lastMessageAt: t.expose('lastMessageAt', { ...opts, type: 'DateTime', nullable: true }),
    lastMessagePreview: t.exposeString('lastMessagePreview', { ...opts, nullable: true }),
    createdAt: t.expose('createdAt', { ...opts, type: 'DateTime' }),
  }),
});

export const AuthorRef = builder.objectRef<MessageView['author']>('MessageAuthor').implement({
  subGraphs: msgGraphs,
  fields: (t) => ({
    id: t.exposeID('id', { ...msgOpts, nullable: true }),
    name: t.exposeString('name', msgOpts),
  }),
});

export const MessageRef = builder.objectRef<MessageView>('Message').implement({
  subGraphs: msgGraphs,
  description: 'Plain text (never HTML). Deleted messages keep their place without their text.',
  fields: (t) => ({
    id: t.exposeID('id', msgOpts),
    conversationId: t.exposeID('conversationId', msgOpts),
    body: t.exposeString('body', msgOpts),
    sentAt: t.expose('sentAt', { ...msgOpts, type: 'DateTime' }),
    editedAt: t.expose('editedAt', { ...msgOpts, type: 'DateTime', nullable: true }),
    deleted: t.exposeBoolean('deleted', msgOpts),
    mine: t.exposeBoolean('mine', { ...msgOpts, description: 'You wrote it.' }),
    editable: t.exposeBoolean('editable', {
      ...msgOpts,
      description: 'You wrote it less than five minutes ago: you may still change it.',
    }),
    fromOrganiser: t.exposeBoolean('fromOrganiser', {
      ...msgOpts,
      description: 'Written by an organiser of the event.',
    }),
    fromMyCompany: t.boolean({
      ...msgOpts,
      description: 'Written by a member of your company.',
      resolve: (m, _a, ctx) =>
        ctx.actor?.kind === 'user' && ctx.actor.companyId === m.authorCompanyId,
    }),
    author: t.field({ ...msgOpts, type: AuthorRef, resolve: (m) => m.author }),
  }),
});

builder.queryField('myConversations', (t) =>
  t.field({
    type: [ConversationRef],
    subGraphs,
    authScopes,
    description: 'Your company’s conversations, latest activity first (at most 100).',
    args: { eventId: t.arg.id() },
    resolve: (_r, a, ctx) =>
      myConversations(ctx.db, ctx.actor, a.eventId ? { eventId: String(a.eventId) } : {}),
  }),
);

builder.queryField('conversation', (t) =>
  t.field({
    type: ConversationRef,
    subGraphs,
    authScopes,
    args: { id: t.arg.id({ required: true }) },
    resolve: (_r, a, ctx) => conversationOf(ctx.db, ctx.actor, String(a.id)),
  }),
);

builder.queryField('messages', (t) =>
  t.field({
    type: [MessageRef],
    subGraphs,
    authScopes,
    description:
      'A page of a conversation, oldest first: the newest 50 (before a message), or all after one.',
    args: {
      conversationId: t.arg.id({ required: true }),
      before: t.arg.id(),
      after: t.arg.id(),
    },
    resolve: (_r, a, ctx) =>
      messagesOf(ctx.db, ctx.actor, {
        conversationId: String(a.conversationId),
        ...(a.before ? { before: String(a.before) } : {}),
        ...(a.after ? { after: String(a.after) } : {}),
      }),
  }),
);

builder.queryField('unreadMessageCount', (t) =>
  t.int({
    subGraphs,
    authScopes,
    description: 'Messages from other companies you have not read, over all your conversations.',
    resolve: (_r, _a, ctx) => unreadMessageCount(ctx.db, ctx.actor),
  }),
);

builder.mutationField('openConversation', (t) =>
  t.field({
    type: ConversationRef,
    subGraphs,
    authScopes,
    description:
      'Opens (or finds) the conversation with a company you have a match, a pairing request or a meeting with at the event.',
    args: { companyId: t.arg.id({ required: true }), eventId: t.arg.id({ required: true }) },
    resolve: (_r, a, ctx) =>
      openConversation(ctx.db, ctx.actor, {
        companyId: String(a.companyId),
        eventId: String(a.eventId),
      }),
  }),
);

builder.mutationField('sendMessage', (t) =>
  t.field({
    type: MessageRef,
    subGraphs,
    authScopes,
    args: { conversationId: t.arg.id({ required: true }), body: t.arg.string({ required: true }) },
    resolve: (_r, a, ctx) =>
      sendMessage(ctx.db, ctx.actor, { conversationId: String(a.conversationId), body: a.body }),
  }),
);

builder.mutationField('editMessage', (t) =>
  t.field({
    type: MessageRef,
    subGraphs,
    authScopes,
    description: 'Changes your message’s text, within five minutes of sending it.',
    args: { messageId: t.arg.id({ required: true }), body: t.arg.string({ required: true }) },
    resolve: (_r, a, ctx) =>
      editMessage(ctx.db, ctx.actor, { messageId: String(a.messageId), body: a.body }),
  }),
);

builder.mutationField('deleteMessage', (t) =>
  t.field({
    type: MessageRef,
    subGraphs,
    authScopes,
    description: 'Deletes your message: it stays in the thread as deleted, without its text.',
    args: { messageId: t.arg.id({ required: true }) },
    resolve: (_r, a, ctx) => deleteMessage(ctx.db, ctx.actor, String(a.messageId)),
  }),
);

builder.mutationField('markConversationRead', (t) =>
  t.field({
    type: ConversationRef,
    subGraphs,
    authScopes,
    args: { conversationId: t.arg.id({ required: true }) },
    resolve: (_r, a, ctx) => markConversationRead(ctx.db, ctx.actor, String(a.conversationId)),
  }),
);

export const SignalRef = builder
  .objectRef<{ conversationId: string; messageId: string; change: string }>('ConversationSignal')
  .implement({
    subGraphs: msgGraphs,
    description: 'Something changed in one of your conversations: fetch the messages after it.',
    fields: (t) => ({
      conversationId: t.exposeID('conversationId', msgOpts),
      messageId: t.exposeID('messageId', msgOpts),
      change: t.exposeString('change', { ...msgOpts, description: 'SENT, EDITED or DELETED.' }),
    }),
  });

builder.subscriptionField('conversationSignals', (t) =>
  t.field({
    type: SignalRef,
    subGraphs,
    authScopes,
    description:
      'Live: a signal each time a message of your company’s conversations is sent, changed or deleted.',
    subscribe: (_r, _a, ctx) => conversationSignals(ctx),
    resolve: (signal) => signal,
  }),
);
