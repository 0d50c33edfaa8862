import { MESSAGE_LIMITS, messageBodyField } from '@matchday/shared';
import { and, asc, desc, eq, gt, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Actor } from '../../platform/actor.ts';
import type { Db } from '../../platform/db.ts';
import { AppError } from '../../platform/errors.ts';
import { parseInput } from '../../platform/validation.ts';
import { assertNotImpersonated, conversationOf, memberOf } from './conversations.service.ts';
import { conversationMessages, conversations } from './conversations.tables.ts';
import { announceMessage, signalOf } from './live.ts';
import { assertMayWrite } from './blocks.service.ts';
import {
  messageById,
  messageColumns,
  messageEdge,
  messageView,
  selectMessages,
  type MessageView,
} from './message-rows.ts';

export type { MessageView } from './message-rows.ts';

/**
 * The messages of a conversation (docs/decisions/097): plain text, changed by the author within
 * five minutes, deleted by the author (shown as deleted, its text gone), at most
 * `MESSAGE_LIMITS.perMinute` sent per person per minute.
 */

const messageId = z.uuid('No such message');
const pageInput = z.strictObject(
  {
    conversationId: z.uuid('No such conversation'),
    before: z.uuid('Page with the id of a message of this conversation').nullish(),
    after: z.uuid('Page with the id of a message of this conversation').nullish(),
  },
  { error: 'Send the conversation and optionally a message to page from' },
);
const sendInput = z.strictObject(
  { conversationId: z.uuid('No such conversation'), body: messageBodyField },
  { error: 'Send the conversation and the message' },
);
const editInput = z.strictObject(
  { messageId, body: messageBodyField },
  { error: 'Send the message and its new text' },
);

/**
 * A page of a thread, oldest first: the newest `MESSAGE_LIMITS.page` messages (before a message
 * when `before` is given), or those after a message (`after`: what a reconnecting client missed).
 */
export async function messagesOf(db: Db, actor: Actor, input: unknown): Promise<MessageView[]> {
  const me = memberOf(actor);
  const { conversationId, before, after } = parseInput(pageInput, input);
  await conversationOf(db, actor, conversationId);
  const where = and(
    eq(conversationMessages.conversationId, conversationId),
    before ? messageEdge(before, conversationId, 'before') : undefined,
    after ? messageEdge(after, conversationId, 'after') : undefined,
  );
  const order = after
    ? [asc(conversationMessages.sentAt), asc(conversationMessages.id)]
    : [desc(conversationMessages.sentAt), desc(conversationMessages.id)];
  const rows = await selectMessages(db, where)
    .orderBy(...order)
    .limit(MESSAGE_LIMITS.page);
  const views = rows.map((r) => messageView(r, me.userId));
  return after ? views : views.reverse();
}

/** Sends a message to a conversation of the caller's company. */
export async function sendMessage(db: Db, actor: Actor, input: unknown): Promise<MessageView> {
  const me = memberOf(actor);
  assertNotImpersonated(actor);
  const { conversationId, body } = parseInput(sendInput, input);
  const id = await db.transaction(async (tx) => {
    const conversation = await conversationOf(tx, actor, conversationId);
    await assertMayWrite(tx, me, conversation);
    const [recent] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(conversationMessages)
      .where(
        and(
          eq(conversationMessages.authorId, me.userId),
          gt(conversationMessages.sentAt, sql`now() - interval '1 minute'`),
        ),
      );
    if (Number(recent?.n ?? 0) >= MESSAGE_LIMITS.perMinute) {
      throw new AppError(
        'TOO_MANY_REQUESTS',
        `You are sending messages too fast: at most ${MESSAGE_LIMITS.perMinute} a minute. Wait a moment`,
      );
    }
    const [row] = await tx
      .insert(conversationMessages)
      .values({ conversationId, authorId: me.userId, authorCompanyId: me.companyId, body })
      .returning({ id: conversationMessages.id, sentAt: conversationMessages.sentAt });
    await tx
      .update(conversations)
      .set({ lastMessageAt: row!.sentAt })
      .where(eq(conversations.id, conversationId));
    await announceMessage(tx, signalOf(conversation, row!.id, 'SENT'));
    return row!.id;
  });
  return (await messageById(db, me.userId, id))!;
}

/** The caller's own message in reach, or NOT_FOUND; someone else's is FORBIDDEN. */
async function ownMessage(db: Db, actor: Actor, id: string) {
  const me = memberOf(actor);
  const [row] = await selectMessages(db, eq(conversationMessages.id, id));
  if (!row) throw new AppError('NOT_FOUND', 'No such message');
  const conversation = await conversationOf(db, actor, row.conversationId);
  const message = messageView(row, me.userId);
  if (!message.mine) throw new AppError('FORBIDDEN', 'Only its author can change a message');
  if (message.deleted) throw new AppError('BAD_REQUEST', 'This message was deleted');
  return { me, message, conversation };
}

/** Changes the text of the caller's message, within five minutes of sending it. */
export async function editMessage(db: Db, actor: Actor, input: unknown): Promise<MessageView> {
  assertNotImpersonated(actor);
  const { messageId: id, body } = parseInput(editInput, input);
  const { me, conversation } = await ownMessage(db, actor, id);
  const [changed] = await db
    .update(conversationMessages)
    .set({ body, editedAt: sql`now()` })
    .where(and(eq(conversationMessages.id, id), sql`${messageColumns.editable}`))
    .returning({ id: conversationMessages.id });
  if (!changed) {
    throw new AppError(
      'BAD_REQUEST',
      `A message can be changed within ${MESSAGE_LIMITS.editMinutes} minutes of sending it`,
    );
  }
  await announceMessage(db, signalOf(conversation, id, 'EDITED'));
  return (await messageById(db, me.userId, id))!;
}

/** Deletes the caller's message: it stays in the thread as "deleted", without its text. */
export async function deleteMessage(db: Db, actor: Actor, id: unknown): Promise<MessageView> {
  assertNotImpersonated(actor);
  const { me, message, conversation } = await ownMessage(db, actor, parseInput(messageId, id));
  await db
    .update(conversationMessages)
    .set({ deletedAt: sql`now()`, body: '' })
    .where(eq(conversationMessages.id, message.id));
  await announceMessage(db, signalOf(conversation, message.id, 'DELETED'));
  return (await messageById(db, me.userId, message.id))!;
}
