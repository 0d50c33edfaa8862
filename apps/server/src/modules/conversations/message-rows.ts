import { MESSAGE_LIMITS } from '@matchday/shared';
import { and, eq, gt, lt, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../platform/db.ts';
import { admins, users } from '../accounts/accounts.read-model.ts';
import { conversationMessages } from './conversations.tables.ts';

/**
 * A message as one reader sees it, and the statement that reads messages with their authors'
 * names (a member of a company, or an organiser).
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
  /** The side the author wrote for; null: the organisers. */
  authorCompanyId: string | null;
  /** Written by an organiser of the event. */
  fromOrganiser: boolean;
  author: { id: string | null; name: string };
};

export const messageColumns = {
  id: conversationMessages.id,
  conversationId: conversationMessages.conversationId,
  body: conversationMessages.body,
  sentAt: conversationMessages.sentAt,
  editedAt: conversationMessages.editedAt,
  deletedAt: conversationMessages.deletedAt,
  authorId: sql<
    string | null
  >`coalesce(${conversationMessages.authorId}, ${conversationMessages.authorAdminId})`,
  authorCompanyId: conversationMessages.authorCompanyId,
  authorName: sql<string | null>`coalesce(${users.name}, ${admins.name})`,
  editable: sql<boolean>`${conversationMessages.sentAt} > now() - make_interval(mins => ${MESSAGE_LIMITS.editMinutes})`,
};
export type MessageRow = {
  id: string;
  conversationId: string;
  body: string;
  sentAt: Date;
  editedAt: Date | null;
  deletedAt: Date | null;
  authorId: string | null;
  authorCompanyId: string | null;
  authorName: string | null;
  editable: boolean;
};

/** The row as `readerId` (a person or an organiser) sees it. */
export function messageView(r: MessageRow, readerId: string): MessageView {
  const deleted = r.deletedAt !== null;
  const mine = r.authorId === readerId;
  const fromOrganiser = r.authorCompanyId === null;
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
    fromOrganiser,
    author: {
      id: r.authorId,
      name: r.authorName ?? (fromOrganiser ? 'Organiser' : 'Former member'),
    },
  };
}

export function selectMessages(db: Db, where: SQL | undefined) {
  return db
    .select(messageColumns)
    .from(conversationMessages)
    .leftJoin(users, eq(users.id, conversationMessages.authorId))
    .leftJoin(admins, eq(admins.id, conversationMessages.authorAdminId))
    .where(where);
}

/** (sent_at, id) of a message of the conversation: a page's edge. */
export function messageEdge(id: string, conversation: string, direction: 'before' | 'after'): SQL {
  const at = sql`(select m.sent_at from ${conversationMessages} m where m.id = ${id} and m.conversation_id = ${conversation})`;
  const cmp = direction === 'before' ? lt : gt;
  return or(
    cmp(conversationMessages.sentAt, at),
    and(eq(conversationMessages.sentAt, at), cmp(conversationMessages.id, id)),
  )!;
}

/** One message as `readerId` sees it, or null. */
export async function messageById(db: Db, readerId: string, id: string) {
  const [row] = await selectMessages(db, eq(conversationMessages.id, id));
  return row ? messageView(row, readerId) : null;
}
