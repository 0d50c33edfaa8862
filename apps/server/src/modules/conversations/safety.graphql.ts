import { builder } from '../../graphql/builder.ts';
import { USER_GRAPHS } from '../../graphql/scopes.ts';
import { blockedByUs, setCompanyBlocked } from './blocks.service.ts';
import { ConversationRef } from './conversations.graphql.ts';
import { memberOf } from './conversations.service.ts';
import { reportMessage } from './reports.service.ts';

/** Blocking a company and reporting a message, on the company graphs (docs/decisions/110). */
const subGraphs = [...USER_GRAPHS];
const authScopes = { can: 'useConversations' as const };

builder.objectField(ConversationRef, 'blockedByUs', (t) =>
  t.boolean({
    authScopes,
    description: 'Your company blocked the other company: it cannot write to you.',
    resolve: (c, _a, ctx) => blockedByUs(ctx.db, memberOf(ctx.actor), c),
  }),
);

builder.mutationField('setCompanyBlocked', (t) =>
  t.field({
    type: ConversationRef,
    subGraphs,
    authScopes,
    description:
      'Blocks (or unblocks) the other company of a conversation: while blocked it cannot send you messages.',
    args: {
      conversationId: t.arg.id({ required: true }),
      blocked: t.arg.boolean({ required: true }),
    },
    resolve: (_r, a, ctx) =>
      setCompanyBlocked(ctx.db, ctx.actor, {
        conversationId: String(a.conversationId),
        blocked: a.blocked,
      }),
  }),
);

builder.mutationField('reportMessage', (t) =>
  t.id({
    subGraphs,
    authScopes,
    description: 'Reports a message of the other company to the event’s organisers.',
    args: { messageId: t.arg.id({ required: true }), reason: t.arg.string() },
    resolve: (_r, a, ctx) =>
      reportMessage(ctx.db, ctx.actor, {
        messageId: String(a.messageId),
        ...(a.reason ? { reason: a.reason } : {}),
      }),
  }),
);
