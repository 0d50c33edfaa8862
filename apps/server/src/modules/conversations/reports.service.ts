import { MESSAGE_LIMITS, reportReasonField } from '@matchday/shared';
import { desc, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Actor } from '../../platform/actor.ts';
import type { Db } from '../../platform/db.ts';
import { AppError } from '../../platform/errors.ts';
import { parseInput } from '../../platform/validation.ts';
import { companies, users } from '../accounts/accounts.read-model.ts';
import { assertNotImpersonated, conversationOf, memberOf } from './conversations.service.ts';
import { conversationMessages, conversationReports } from './conversations.tables.ts';
import { organisedEvent } from './organiser.policy.ts';

/**
 * Reports of abuse (docs/decisions/110): a participant reports a message of the other side to the
 * event's organisers, once per person and message, with an optional reason. The organisers read
 * the reported text (quoted when reported) on the event's Messages tab — the one place they see
 * words from a conversation between two companies, because a member of a side showed it to them.
 */

export type MessageReportView = {
  id: string;
  conversationId: string;
  messageId: string;
  reason: string;
  quotedBody: string;
  createdAt: Date;
  reporterCompany: string;
  reporterName: string;
  authorCompany: string;
};

const reportInput = z.strictObject(
  { messageId: z.uuid('No such message'), reason: reportReasonField.nullish() },
  { error: 'Send the message and optionally why you report it' },
);

/** Reports a message of the other side to the event's organisers; answers the report's id. */
export async function reportMessage(db: Db, actor: Actor, input: unknown) {
  const me = memberOf(actor);
  assertNotImpersonated(actor);
  const { messageId, reason } = parseInput(reportInput, input);
  const [message] = await db
    .select({
      id: conversationMessages.id,
      conversationId: conversationMessages.conversationId,
      body: conversationMessages.body,
      deletedAt: conversationMessages.deletedAt,
      authorCompanyId: conversationMessages.authorCompanyId,
    })
    .from(conversationMessages)
    .where(eq(conversationMessages.id, messageId));
  if (!message) throw new AppError('NOT_FOUND', 'No such message');
  const conversation = await conversationOf(db, actor, message.conversationId);
  if (message.authorCompanyId === me.companyId || message.authorCompanyId === null) {
    throw new AppError('BAD_REQUEST', 'Only messages from the other company can be reported');
  }
  if (message.deletedAt) throw new AppError('BAD_REQUEST', 'This message was deleted');
  const [row] = await db
    .insert(conversationReports)
    .values({
      messageId,
      conversationId: conversation.id,
      eventId: conversation.eventId,
      reporterId: me.userId,
      reporterCompanyId: me.companyId,
      reason: reason ?? '',
      quotedBody: message.body,
    })
    .onConflictDoNothing()
    .returning({ id: conversationReports.id });
  if (!row) throw new AppError('CONFLICT', 'You already reported this message');
  return row.id;
}

/** The reports of an event's messages, newest first (its organisers only). */
export async function eventMessageReports(
  db: Db,
  actor: Actor,
  eventId: unknown,
): Promise<MessageReportView[]> {
  const event = await organisedEvent(db, actor, parseInput(z.uuid('No such event'), eventId));
  const rows = await db
    .select({
      id: conversationReports.id,
      conversationId: conversationReports.conversationId,
      messageId: conversationReports.messageId,
      reason: conversationReports.reason,
      quotedBody: conversationReports.quotedBody,
      createdAt: conversationReports.createdAt,
      reporterCompany: companies.name,
      reporterName: sql<string | null>`${users.name}`,
      authorCompany: sql<string>`coalesce((select c.name from ${companies} c join ${conversationMessages} m on m.author_company_id = c.id where m.id = ${conversationReports.messageId}), '')`,
    })
    .from(conversationReports)
    .innerJoin(companies, eq(companies.id, conversationReports.reporterCompanyId))
    .leftJoin(users, eq(users.id, conversationReports.reporterId))
    .where(eq(conversationReports.eventId, event.id))
    .orderBy(desc(conversationReports.createdAt))
    .limit(MESSAGE_LIMITS.eventPage);
  return rows.map((r) => ({ ...r, reporterName: r.reporterName ?? 'Former member' }));
}
