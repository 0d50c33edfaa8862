import type { ConversationKind } from '@matchday/shared';
import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../platform/db.ts';
import { companies } from '../accounts/accounts.read-model.ts';
import { attendances } from '../events/events.read-model.ts';
import {
  conversationMessages,
  conversationReports,
  conversations,
} from './conversations.tables.ts';

/** A conversation of an event as its organisers see it in the list: who, how much, when. */
export type EventConversationView = {
  id: string;
  kind: ConversationKind;
  eventId: string;
  startup: { id: string; name: string } | null;
  corporate: { id: string; name: string } | null;
  messageCount: number;
  lastMessageAt: Date | null;
  createdAt: Date;
  /** ORGANISER: the newest message is the participant's (the organisers have not answered). */
  awaitingReply: boolean;
  /** Reports of its messages to the organisers. */
  reports: number;
};

const startups = alias(companies, 'startup_company');
const corporates = alias(companies, 'corporate_company');
const activity = sql`coalesce(${conversations.lastMessageAt}, ${conversations.createdAt})`;

/** After the conversation `id` in the list's order (newest activity first). */
export function afterConversation(id: string): SQL {
  return sql`(${activity}, ${conversations.id}) < (select coalesce(c.last_message_at, c.created_at), c.id from ${conversations} c where c.id = ${id})`;
}

export async function eventConversationViews(
  db: Db,
  where: SQL,
  limit: number,
): Promise<EventConversationView[]> {
  const rows = await db
    .select({
      id: conversations.id,
      kind: conversations.kind,
      eventId: conversations.eventId,
      startupId: startups.id,
      startupName: startups.name,
      corporateId: corporates.id,
      corporateName: corporates.name,
      lastMessageAt: conversations.lastMessageAt,
      createdAt: conversations.createdAt,
      messageCount: sql<number>`(select count(*)::int from ${conversationMessages} m where m.conversation_id = ${conversations.id} and m.deleted_at is null)`,
      awaitingReply: sql<boolean>`coalesce((select m.author_company_id is not null from ${conversationMessages} m where m.conversation_id = ${conversations.id} and m.deleted_at is null order by m.sent_at desc, m.id desc limit 1), false)`,
      reports: sql<number>`(select count(*)::int from ${conversationReports} r where r.conversation_id = ${conversations.id})`,
    })
    .from(conversations)
    .leftJoin(startups, eq(startups.id, conversations.startupId))
    .leftJoin(corporates, eq(corporates.id, conversations.corporateId))
    .where(where)
    .orderBy(desc(activity), desc(conversations.id))
    .limit(limit);
  return rows.map((r) => ({
    id: r.id,
    kind: r.kind,
    eventId: r.eventId,
    startup: r.startupId ? { id: r.startupId, name: r.startupName ?? '' } : null,
    corporate: r.corporateId ? { id: r.corporateId, name: r.corporateName ?? '' } : null,
    messageCount: Number(r.messageCount),
    lastMessageAt: r.lastMessageAt,
    createdAt: r.createdAt,
    awaitingReply: r.kind === 'ORGANISER' && !!r.awaitingReply,
    reports: Number(r.reports),
  }));
}

/** The approved participants of an event: the companies organisers write to. */
export async function eventParticipants(db: Db, eventId: string, companyId?: string) {
  return db
    .select({ id: companies.id, name: companies.name, type: companies.type })
    .from(attendances)
    .innerJoin(companies, eq(companies.id, attendances.companyId))
    .where(
      and(
        eq(attendances.eventId, eventId),
        eq(attendances.state, 'APPROVED'),
        companyId ? eq(companies.id, companyId) : undefined,
      ),
    )
    .orderBy(companies.name);
}

/**
 * The ORGANISER conversation of a participant at an event, made when there is none yet (one per
 * participant and event: the partial unique index); answers its id.
 */
export async function ensureOrganiserConversation(
  db: Db,
  eventId: string,
  company: { id: string; type: 'startup' | 'corp' },
  openedBy: string,
) {
  const side = company.type === 'startup' ? { startupId: company.id } : { corporateId: company.id };
  await db
    .insert(conversations)
    .values({ kind: 'ORGANISER', eventId, ...side, openedBy })
    .onConflictDoNothing();
  const [row] = await db
    .select({ id: conversations.id })
    .from(conversations)
    .where(
      and(
        eq(conversations.kind, 'ORGANISER'),
        eq(conversations.eventId, eventId),
        sql`coalesce(${conversations.startupId}, ${conversations.corporateId}) = ${company.id}`,
      ),
    );
  return row!.id;
}
