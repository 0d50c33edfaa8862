import type { ConversationKind } from '@matchday/shared';
import { and, desc, eq, gt, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../platform/db.ts';
import { companies } from '../accounts/accounts.read-model.ts';
import { events } from '../events/events.read-model.ts';
import { conversationMessages, conversationReads, conversations } from './conversations.tables.ts';

/** The conversation as one side's member sees it in the list and above the thread. */
export type ConversationView = {
  id: string;
  kind: ConversationKind;
  eventId: string;
  eventName: string;
  startupId: string | null;
  corporateId: string | null;
  /** The other company; in an ORGANISER conversation the event's organisers (id: the event's). */
  counterpart: { id: string; name: string; type: 'startup' | 'corp' | 'organiser' };
  /** Messages from the other side this person has not read. */
  unread: number;
  lastMessageAt: Date | null;
  /** The start of the newest message that is not deleted (at most 140 characters). */
  lastMessagePreview: string | null;
  createdAt: Date;
};

/**
 * The conversations matching `where`, seen by `userId` of company `companyId`: the counterpart,
 * the event, this person's unread count and the newest message — one statement.
 */
export async function conversationViews(
  db: Db,
  who: { userId: string; companyId: string },
  where: SQL,
  limit = 100,
): Promise<ConversationView[]> {
  const counterpartId = sql<string>`case when ${conversations.startupId} = ${who.companyId} then ${conversations.corporateId} else ${conversations.startupId} end`;
  const readAt = sql`coalesce((select ${conversationReads.readAt} from ${conversationReads} where ${conversationReads.conversationId} = ${conversations.id} and ${conversationReads.userId} = ${who.userId}), '-infinity'::timestamptz)`;
  const rows = await db
    .select({
      id: conversations.id,
      kind: conversations.kind,
      eventId: conversations.eventId,
      eventName: events.name,
      startupId: conversations.startupId,
      corporateId: conversations.corporateId,
      counterpartId: sql<string | null>`${companies.id}`,
      counterpartName: sql<string | null>`${companies.name}`,
      counterpartType: sql<'startup' | 'corp' | null>`${companies.type}`,
      lastMessageAt: conversations.lastMessageAt,
      createdAt: conversations.createdAt,
      unread: sql<number>`(select count(*)::int from ${conversationMessages} m where m.conversation_id = ${conversations.id} and m.deleted_at is null and m.author_company_id is distinct from ${who.companyId} and m.sent_at > ${readAt})`,
      preview: sql<
        string | null
      >`(select left(m.body, 140) from ${conversationMessages} m where m.conversation_id = ${conversations.id} and m.deleted_at is null order by m.sent_at desc, m.id desc limit 1)`,
    })
    .from(conversations)
    .innerJoin(events, eq(events.id, conversations.eventId))
    .leftJoin(companies, eq(companies.id, counterpartId))
    .where(where)
    .orderBy(
      desc(sql`coalesce(${conversations.lastMessageAt}, ${conversations.createdAt})`),
      desc(conversations.id),
    )
    .limit(limit);
  return rows.map((r) => ({
    id: r.id,
    kind: r.kind,
    eventId: r.eventId,
    eventName: r.eventName,
    startupId: r.startupId,
    corporateId: r.corporateId,
    counterpart:
      r.kind === 'ORGANISER' || !r.counterpartId
        ? { id: r.eventId, name: `Organisers of ${r.eventName}`, type: 'organiser' }
        : { id: r.counterpartId, name: r.counterpartName ?? '', type: r.counterpartType ?? 'corp' },
    unread: Number(r.unread),
    lastMessageAt: r.lastMessageAt,
    lastMessagePreview: r.preview,
    createdAt: r.createdAt,
  }));
}

/** Messages from the other side, not deleted, that `userId` has not read, over `where`. */
export async function unreadCountOf(
  db: Db,
  who: { userId: string; companyId: string },
  where: SQL,
): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(conversationMessages)
    .innerJoin(conversations, eq(conversations.id, conversationMessages.conversationId))
    .leftJoin(
      conversationReads,
      and(
        eq(conversationReads.conversationId, conversations.id),
        eq(conversationReads.userId, who.userId),
      ),
    )
    .where(
      and(
        where,
        sql`${conversationMessages.deletedAt} is null`,
        sql`${conversationMessages.authorCompanyId} is distinct from ${who.companyId}`,
        gt(
          conversationMessages.sentAt,
          sql`coalesce(${conversationReads.readAt}, '-infinity'::timestamptz)`,
        ),
      ),
    );
  return Number(row?.n ?? 0);
}
