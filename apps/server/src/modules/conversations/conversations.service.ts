import { and, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Actor } from '../../platform/actor.ts';
import { assertCan, companyActor } from '../../platform/authorize.ts';
import type { Db } from '../../platform/db.ts';
import { AppError } from '../../platform/errors.ts';
import { parseInput } from '../../platform/validation.ts';
import { companies } from '../accounts/accounts.read-model.ts';
import { eventOperationWhere } from '../events/events.policy.ts';
import { events } from '../events/events.read-model.ts';
import { conversationReachWhere, pairMayTalkWhere } from './conversations.policy.ts';
import { conversationReads, conversations } from './conversations.tables.ts';
import { conversationViews, unreadCountOf, type ConversationView } from './conversations.views.ts';

/**
 * Conversations between a startup and a corporate at one event (docs/decisions/097). Every
 * member of both companies reads and writes; a conversation outside the caller's company is not
 * found, and a pair with no match, pairing request or meeting at the event cannot open one.
 */

export type Member = { userId: string; companyId: string; type: 'startup' | 'corp' };

/** The actor as a member of a company that may talk (`useConversations`), or an error. */
export function memberOf(actor: Actor): Member {
  assertCan(actor, 'useConversations', 'Only the members of a startup or corporate send messages');
  const me = companyActor(actor, 'Only the members of a startup or corporate send messages');
  return { userId: me.id, companyId: me.companyId, type: me.type };
}

/** An admin viewing the app as the person reads along, but writes nothing in their name. */
export function assertNotImpersonated(actor: Actor) {
  if (actor?.kind === 'user' && actor.impersonatorId) {
    throw new AppError('FORBIDDEN', 'Messages cannot be sent or changed while viewing as someone');
  }
}

export const conversationId = z.uuid('No such conversation');
const openInput = z.strictObject(
  { companyId: z.uuid('No such company'), eventId: z.uuid('No such event') },
  { error: 'Send the company and the event' },
);
const listInput = z
  .strictObject(
    { eventId: z.uuid('No such event').nullish() },
    { error: 'Send the event to list, or nothing' },
  )
  .nullish();

export const conversationNotFound = () => new AppError('NOT_FOUND', 'No such conversation');

/** One conversation of the caller's company; NOT_FOUND for any other. */
export async function conversationOf(db: Db, actor: Actor, id: unknown): Promise<ConversationView> {
  const me = memberOf(actor);
  const [view] = await conversationViews(
    db,
    me,
    and(eq(conversations.id, parseInput(conversationId, id)), conversationReachWhere(actor))!,
    1,
  );
  if (!view) throw conversationNotFound();
  return view;
}

/** The caller's conversations, newest activity first (one event's when `eventId` is given). */
export async function myConversations(db: Db, actor: Actor, input?: unknown) {
  const me = memberOf(actor);
  const { eventId } = parseInput(listInput, input) ?? {};
  return conversationViews(
    db,
    me,
    and(conversationReachWhere(actor), eventId ? eq(conversations.eventId, eventId) : undefined)!,
  );
}

/** Unread messages over all the caller's conversations (the navigation's badge). */
export async function unreadMessageCount(db: Db, actor: Actor) {
  const me = memberOf(actor);
  return unreadCountOf(db, me, conversationReachWhere(actor));
}

/**
 * Opens (or finds) the conversation with `companyId` at `eventId`. The event must be one the
 * caller sees; the two must be a startup and a corporate with a match, a pairing request or a
 * meeting there.
 */
export async function openConversation(
  db: Db,
  actor: Actor,
  input: unknown,
): Promise<ConversationView> {
  const me = memberOf(actor);
  const { companyId, eventId } = parseInput(openInput, input);
  const [event] = await db
    .select({ id: events.id })
    .from(events)
    .where(and(eq(events.id, eventId), eventOperationWhere(actor, 'viewEvents')));
  if (!event) throw new AppError('NOT_FOUND', 'No such event');
  const [other] = await db
    .select({ id: companies.id, type: companies.type })
    .from(companies)
    .where(eq(companies.id, companyId));
  if (!other || other.id === me.companyId) throw new AppError('NOT_FOUND', 'No such company');
  if (other.type === me.type) {
    throw new AppError(
      'BAD_REQUEST',
      'Conversations are between a startup and a corporate: choose a company of the other kind',
    );
  }
  const startupId = me.type === 'startup' ? me.companyId : other.id;
  const corporateId = me.type === 'corp' ? me.companyId : other.id;
  const [allowed] = await db
    .select({ id: companies.id })
    .from(companies)
    .where(and(eq(companies.id, other.id), pairMayTalkWhere(eventId, startupId, corporateId)));
  if (!allowed) {
    throw new AppError(
      'FORBIDDEN',
      'You can write to a company once you have a match, a pairing request or a meeting with it at this event',
    );
  }
  await db
    .insert(conversations)
    .values({ eventId, startupId, corporateId, openedBy: me.userId })
    .onConflictDoNothing();
  const [row] = await db
    .select({ id: conversations.id })
    .from(conversations)
    .where(
      and(
        eq(conversations.eventId, eventId),
        eq(conversations.startupId, startupId),
        eq(conversations.corporateId, corporateId),
      ),
    );
  return conversationOf(db, actor, row!.id);
}

/** Marks everything in the conversation read for the caller; answers the conversation. */
export async function markConversationRead(db: Db, actor: Actor, id: unknown) {
  const view = await conversationOf(db, actor, id);
  if (actor?.kind === 'user' && actor.impersonatorId) return view;
  const me = memberOf(actor);
  await db
    .insert(conversationReads)
    .values({ conversationId: view.id, userId: me.userId, readAt: sql`now()` })
    .onConflictDoUpdate({
      target: [conversationReads.conversationId, conversationReads.userId],
      set: { readAt: sql`now()` },
    });
  return { ...view, unread: 0 };
}
