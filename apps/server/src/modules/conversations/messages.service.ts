import { MESSAGE_LIMITS, messageBodyField } from '@matchday/shared';
import { and, asc, desc, eq, gt, lt, or, sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import type { Actor } from '../../platform/actor.ts';
import type { Db } from '../../platform/db.ts';
import { AppError } from '../../platform/errors.ts';
import { parseInput } from '../../platform/validation.ts';
import { users } from '../accounts/accounts.read-model.ts';
import {
  assertNotImpersonated,
  conversationOf,
  memberOf,
  type Member,
} from './conversations.service.ts';
import { conversationMessages, conversations } from './conversations.tables.ts';
import type { ConversationView } from './conversations.views.ts';
import { announceMessage, type ConversationSignal } from './live.ts';

/**
 * The messages of a conversation (docs/decisions/097): plain text, changed by the author within
 * five minutes, deleted by the author (shown as deleted, its text gone), at most
 * `MESSAGE_LIMITS.perMinute` sent per person per minute.
 */

export type MessageView = {
  id: string;
  conversationId: string;
  /** Empty once deleted. */
  body: string;
  sentAt: Date;
  editedAt: Date | null;
  deleted: boolean;
  /** Written by the person asking. */
  mine: boolean;
  /** The person asking wrote it less than five minutes ago and it is not deleted. */
  editable: boolean;
  /** The side the author wrote for. */
  authorCompanyId: string;
  author: { id: string | null; name: string };
};

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

const columns = {
  id: conversationMessages.id,
  conversationId: conversationMessages.conversationId,
  body: conversationMessages.body,
  sentAt: conversationMessages.sentAt,
  editedAt: conversationMessages.editedAt,
  deletedAt: conversationMessages.deletedAt,
  authorId: conversationMessages.authorId,
  authorCompanyId: conversationMessages.authorCompanyId,
  authorName: users.name,
  editable: sql<boolean>`${conversationMessages.sentAt} > now() - make_interval(mins => ${MESSAGE_LIMITS.editMinutes})`,
};
type Row = {
  id: string;
  conversationId: string;
  body: string;
  sentAt: Date;
  editedAt: Date | null;
  deletedAt: Date | null;
  authorId: string | null;
  authorCompanyId: string;
  authorName: string | null;
  editable: boolean;
};

function view(r: Row, me: Member): MessageView {
  const deleted = r.deletedAt !== null;
  const mine = r.authorId === me.userId;
  return {
    id: r.id,
    conversationId: r.conversationId,
    body: deleted ? '' : r.body,
    sentAt: r.sentAt,
    editedAt: r.editedAt,
    deleted,
    mine,
    editable: mine && !deleted && !!r.editable,
    authorCompanyId: r.authorCompanyId,
    author: { id: r.authorId, name: r.authorName ?? 'Former member' },
  };
}

function signal(
  c: ConversationView,
  messageId: string,
  change: ConversationSignal['change'],
): ConversationSignal {
  return {
    conversationId: c.id,
    messageId,
    startupId: c.startupId,
    corporateId: c.corporateId,
    change,
  };
}

function select(db: Db, where: SQL | undefined) {
  return db
    .select(columns)
    .from(conversationMessages)
    .leftJoin(users, eq(users.id, conversationMessages.authorId))
    .where(where);
}

/** (sent_at, id) of a message of the conversation: a page's edge. */
function edge(id: string, conversation: string, direction: 'before' | 'after'): SQL {
  const at = sql`(select m.sent_at from ${conversationMessages} m where m.id = ${id} and m.conversation_id = ${conversation})`;
  const cmp = direction === 'before' ? lt : gt;
  return or(
    cmp(conversationMessages.sentAt, at),
    and(eq(conversationMessages.sentAt, at), cmp(conversationMessages.id, id)),
  )!;
}

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
    before ? edge(before, conversationId, 'before') : undefined,
    after ? edge(after, conversationId, 'after') : undefined,
  );
  const order = after
    ? [asc(conversationMessages.sentAt), asc(conversationMessages.id)]
    : [desc(conversationMessages.sentAt), desc(conversationMessages.id)];
  const rows = await select(db, where)
    .orderBy(...order)
    .limit(MESSAGE_LIMITS.page);
  const views = rows.map((r) => view(r, me));
  return after ? views : views.reverse();
}

/** Sends a message to a conversation of the caller's company. */
export async function sendMessage(db: Db, actor: Actor, input: unknown): Promise<MessageView> {
  const me = memberOf(actor);
  assertNotImpersonated(actor);
  const { conversationId, body } = parseInput(sendInput, input);
  const id = await db.transaction(async (tx) => {
    const conversation = await conversationOf(tx, actor, conversationId);
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
    await announceMessage(tx, signal(conversation, row!.id, 'SENT'));
    return row!.id;
  });
  return (await messageById(db, me, id))!;
}

async function messageById(db: Db, me: Member, id: string) {
  const [row] = await select(db, eq(conversationMessages.id, id));
  return row ? view(row, me) : null;
}

/** The caller's own message in reach, or NOT_FOUND; someone else's is FORBIDDEN. */
async function ownMessage(db: Db, actor: Actor, id: string) {
  const me = memberOf(actor);
  const [row] = await select(db, eq(conversationMessages.id, id));
  if (!row) throw new AppError('NOT_FOUND', 'No such message');
  const conversation = await conversationOf(db, actor, row.conversationId);
  const message = view(row, me);
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
    .where(and(eq(conversationMessages.id, id), sql`${columns.editable}`))
    .returning({ id: conversationMessages.id });
  if (!changed) {
    throw new AppError(
      'BAD_REQUEST',
      `A message can be changed within ${MESSAGE_LIMITS.editMinutes} minutes of sending it`,
    );
  }
  await announceMessage(db, signal(conversation, id, 'EDITED'));
  return (await messageById(db, me, id))!;
}

/** Deletes the caller's message: it stays in the thread as "deleted", without its text. */
export async function deleteMessage(db: Db, actor: Actor, id: unknown): Promise<MessageView> {
  assertNotImpersonated(actor);
  const { me, message, conversation } = await ownMessage(db, actor, parseInput(messageId, id));
  await db
    .update(conversationMessages)
    .set({ deletedAt: sql`now()`, body: '' })
    .where(eq(conversationMessages.id, message.id));
  await announceMessage(db, signal(conversation, message.id, 'DELETED'));
  return (await messageById(db, me, message.id))!;
}
