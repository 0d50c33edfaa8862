import { and, eq, sql } from 'drizzle-orm';
import { findAccountByEmail } from '../../modules/accounts/accounts.service.ts';
import { loadActorAccount } from '../../modules/accounts/session-user.ts';
import { announceToParticipants } from '../../modules/conversations/announcements.service.ts';
import { markConversationRead } from '../../modules/conversations/conversations.service.ts';
import {
  conversationMessages,
  conversations,
} from '../../modules/conversations/conversations.tables.ts';
import type { AdminActor, UserActor } from '../../platform/actor.ts';
import type { Db } from '../../platform/db.ts';

/**
 * The organisers' welcome announcement at the demo's upcoming event, through the announcement
 * service (one message in each participant's conversation with the organisers), sent a day ago;
 * the personas have read it, so the unread the demo shows stays the corporate's last message.
 */
export async function seedDemoAnnouncement(tx: Db, eventId: string, readers: (UserActor | null)[]) {
  const account = await findAccountByEmail(tx, 'admin', 'admin@matchday.test');
  const loaded = account && (await loadActorAccount(tx, 'admin', account.id));
  const admin = (loaded?.actor as AdminActor | undefined) ?? null;
  if (!admin) return;
  const sent = await announceToParticipants(tx, admin, {
    eventId,
    idempotencyKey: 'demo-welcome-announcement',
    body: 'Welcome to Nordic Energy & Mobility Matchmaking! Doors open at 8:30; the agenda with your tables is under Agenda. Reply here if you need anything on the day.',
  });
  await tx
    .update(conversationMessages)
    .set({ sentAt: sql`now() - interval '24 hours'` })
    .where(eq(conversationMessages.announcementId, sent.id));
  await tx
    .update(conversations)
    .set({ lastMessageAt: sql`now() - interval '24 hours'` })
    .where(and(eq(conversations.eventId, eventId), eq(conversations.kind, 'ORGANISER')));
  for (const reader of readers) {
    if (!reader?.companyId) continue;
    const [own] = await tx
      .select({ id: conversations.id })
      .from(conversations)
      .where(
        and(
          eq(conversations.eventId, eventId),
          eq(conversations.kind, 'ORGANISER'),
          sql`coalesce(${conversations.startupId}, ${conversations.corporateId}) = ${reader.companyId}`,
        ),
      );
    if (own) await markConversationRead(tx, reader, own.id);
  }
}
