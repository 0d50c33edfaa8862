import { CONVERSATION_KINDS, MESSAGE_LIMITS, messageBodyField } from '@matchday/shared';
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Actor } from '../../platform/actor.ts';
import type { Db } from '../../platform/db.ts';
import { AppError } from '../../platform/errors.ts';
import { parseInput } from '../../platform/validation.ts';
import { conversationMessages, conversations } from './conversations.tables.ts';
import { announceMessage, signalOf } from './live.ts';
import {
  messageById,
  messageEdge,
  messageView,
  selectMessages,
  type MessageView,
} from './message-rows.ts';
import { organisedEvent, organiserOf, organiserReachWhere } from './organiser.policy.ts';
import {
  afterConversation,
  ensureOrganiserConversation,
  eventConversationViews,
  eventParticipants,
  type EventConversationView,
} from './organiser.views.ts';

/**
 * The organisers' side of conversations (docs/decisions/110): the conversations of their events
 * (every kind listed; only ORGANISER ones read), a conversation with any participant, messages.
 */

const listInput = z.strictObject(
  {
    eventId: z.uuid('No such event'),
    after: z.uuid('Page with the id of a conversation of the list').nullish(),
    kind: z.enum(CONVERSATION_KINDS, 'Filter by PAIR or ORGANISER').nullish(),
  },
  { error: 'Send the event, optionally a conversation to page from and a kind' },
);
const startInput = z.strictObject(
  { eventId: z.uuid('No such event'), companyId: z.uuid('No such participant') },
  { error: 'Send the event and the participant' },
);
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

/** A page of an event's conversations, newest activity first (`MESSAGE_LIMITS.eventPage`). */
export async function eventConversations(db: Db, actor: Actor, input: unknown) {
  const { eventId, after, kind } = parseInput(listInput, input);
  await organisedEvent(db, actor, eventId);
  return eventConversationViews(
    db,
    and(
      eq(conversations.eventId, eventId),
      kind ? eq(conversations.kind, kind) : undefined,
      after ? afterConversation(after) : undefined,
    )!,
    MESSAGE_LIMITS.eventPage,
  );
}

/** How many conversations an event has (all kinds). */
export async function eventConversationCount(db: Db, actor: Actor, eventId: unknown) {
  const event = await organisedEvent(db, actor, parseInput(z.uuid('No such event'), eventId));
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(conversations)
    .where(eq(conversations.eventId, event.id));
  return Number(row?.n ?? 0);
}

/**
 * One ORGANISER conversation of an event the actor organises. A conversation between two
 * companies is FORBIDDEN by name (private to them); outside the reach, NOT_FOUND.
 */
export async function organiserConversation(
  db: Db,
  actor: Actor,
  id: unknown,
): Promise<EventConversationView> {
  organiserOf(actor);
  const conversationId = parseInput(z.uuid('No such conversation'), id);
  const [view] = await eventConversationViews(
    db,
    and(eq(conversations.id, conversationId), organiserReachWhere(actor))!,
    1,
  );
  if (!view) throw new AppError('NOT_FOUND', 'No such conversation');
  if (view.kind !== 'ORGANISER') {
    throw new AppError(
      'FORBIDDEN',
      'This conversation is between two companies: its messages are private to them',
    );
  }
  return view;
}

/** The approved participants of an event the actor organises (the "write to" picker). */
export async function messageableParticipants(db: Db, actor: Actor, eventId: unknown) {
  const event = await organisedEvent(db, actor, parseInput(z.uuid('No such event'), eventId));
  return eventParticipants(db, event.id);
}

/** Starts (or finds) the organisers' conversation with an approved participant of the event. */
export async function startOrganiserConversation(db: Db, actor: Actor, input: unknown) {
  const me = organiserOf(actor);
  const { eventId, companyId } = parseInput(startInput, input);
  await organisedEvent(db, actor, eventId);
  const [company] = await eventParticipants(db, eventId, companyId);
  if (!company) {
    throw new AppError('NOT_FOUND', 'This company is not an approved participant of the event');
  }
  const id = await ensureOrganiserConversation(db, eventId, company, me.id);
  return organiserConversation(db, actor, id);
}

/** A page of an ORGANISER conversation, oldest first (as `messages` on the company graphs). */
export async function organiserMessages(
  db: Db,
  actor: Actor,
  input: unknown,
): Promise<MessageView[]> {
  const me = organiserOf(actor);
  const { conversationId, before, after } = parseInput(pageInput, input);
  await organiserConversation(db, actor, conversationId);
  const rows = await selectMessages(
    db,
    and(
      eq(conversationMessages.conversationId, conversationId),
      before ? messageEdge(before, conversationId, 'before') : undefined,
      after ? messageEdge(after, conversationId, 'after') : undefined,
    ),
  )
    .orderBy(
      ...(after
        ? [asc(conversationMessages.sentAt), asc(conversationMessages.id)]
        : [desc(conversationMessages.sentAt), desc(conversationMessages.id)]),
    )
    .limit(MESSAGE_LIMITS.page);
  const views = rows.map((r) => messageView(r, me.id));
  return after ? views : views.reverse();
}

/** Inserts one organiser message and tells the participant's live streams (in `db`'s transaction). */
export async function insertOrganiserMessage(
  db: Db,
  c: { id: string; eventId: string; startupId: string | null; corporateId: string | null },
  adminId: string,
  body: string,
  announcementId?: string,
) {
  const [row] = await db
    .insert(conversationMessages)
    .values({ conversationId: c.id, authorAdminId: adminId, body, announcementId })
    .returning({ id: conversationMessages.id, sentAt: conversationMessages.sentAt });
  await db
    .update(conversations)
    .set({ lastMessageAt: row!.sentAt })
    .where(eq(conversations.id, c.id));
  await announceMessage(db, signalOf(c, row!.id, 'SENT'));
  return row!.id;
}

/** An organiser writes to the participant of an ORGANISER conversation. */
export async function sendOrganiserMessage(
  db: Db,
  actor: Actor,
  input: unknown,
): Promise<MessageView> {
  const me = organiserOf(actor);
  const { conversationId, body } = parseInput(sendInput, input);
  const id = await db.transaction(async (tx) => {
    const c = await organiserConversation(tx, actor, conversationId);
    const sides = {
      id: c.id,
      eventId: c.eventId,
      startupId: c.startup?.id ?? null,
      corporateId: c.corporate?.id ?? null,
    };
    return insertOrganiserMessage(tx, sides, me.id, body);
  });
  return (await messageById(db, me.id, id))!;
}
