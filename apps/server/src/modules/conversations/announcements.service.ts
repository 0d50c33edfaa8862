import { idempotencyKeyField, messageBodyField } from '@matchday/shared';
import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Actor } from '../../platform/actor.ts';
import type { Db } from '../../platform/db.ts';
import { AppError } from '../../platform/errors.ts';
import { parseInput } from '../../platform/validation.ts';
import { conversationAnnouncements } from './conversations.tables.ts';
import { organisedEvent, organiserOf } from './organiser.policy.ts';
import { insertOrganiserMessage } from './organiser.service.ts';
import { ensureOrganiserConversation, eventParticipants } from './organiser.views.ts';

/**
 * Announcements (docs/decisions/110): an organiser writes once to every approved participant of
 * an event; each gets it as a message in their conversation with the organisers. The form sends
 * a key it made; the same key at the same event sends nothing more (a double submit, a retry
 * after a lost answer), and the answer is the first send's.
 */

export type AnnouncementView = {
  id: string;
  eventId: string;
  body: string;
  recipients: number;
  createdAt: Date;
  /** This submit repeated an earlier one with the same key: nothing more was sent. */
  repeated: boolean;
};

const announceInput = z.strictObject(
  { eventId: z.uuid('No such event'), body: messageBodyField, idempotencyKey: idempotencyKeyField },
  { error: 'Send the event, the message and the form’s key' },
);

/** How many participants an announcement to the event would reach (the confirmation's count). */
export async function announcementAudience(db: Db, actor: Actor, eventId: unknown) {
  const event = await organisedEvent(db, actor, parseInput(z.uuid('No such event'), eventId));
  return (await eventParticipants(db, event.id)).length;
}

export async function announceToParticipants(
  db: Db,
  actor: Actor,
  input: unknown,
): Promise<AnnouncementView> {
  const me = organiserOf(actor);
  const { eventId, body, idempotencyKey } = parseInput(announceInput, input);
  await organisedEvent(db, actor, eventId);
  return db.transaction(async (tx) => {
    const participants = await eventParticipants(tx, eventId);
    if (!participants.length) {
      throw new AppError('BAD_REQUEST', 'This event has no approved participants to write to yet');
    }
    // The key is claimed first: a second submit with it waits here for the first to commit,
    // then finds its row and sends nothing.
    const [claimed] = await tx
      .insert(conversationAnnouncements)
      .values({ eventId, adminId: me.id, idempotencyKey, body, recipients: participants.length })
      .onConflictDoNothing()
      .returning();
    if (!claimed) {
      const [earlier] = await tx
        .select()
        .from(conversationAnnouncements)
        .where(
          and(
            eq(conversationAnnouncements.eventId, eventId),
            eq(conversationAnnouncements.adminId, me.id),
            eq(conversationAnnouncements.idempotencyKey, idempotencyKey),
          ),
        );
      return { ...view(earlier!), repeated: true };
    }
    for (const company of participants) {
      const id = await ensureOrganiserConversation(tx, eventId, company, me.id);
      const side =
        company.type === 'startup'
          ? { startupId: company.id, corporateId: null }
          : { startupId: null, corporateId: company.id };
      await insertOrganiserMessage(tx, { id, eventId, ...side }, me.id, body, claimed.id);
    }
    return { ...view(claimed), repeated: false };
  });
}

function view(
  row: typeof conversationAnnouncements.$inferSelect,
): Omit<AnnouncementView, 'repeated'> {
  return {
    id: row.id,
    eventId: row.eventId,
    body: row.body,
    recipients: row.recipients,
    createdAt: row.createdAt,
  };
}
