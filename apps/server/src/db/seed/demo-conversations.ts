import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db.ts';
import { companyIdOfUser } from '../../modules/companies/profiles.service.ts';
import {
  markConversationRead,
  openConversation,
} from '../../modules/conversations/conversations.service.ts';
import {
  conversationMessages,
  conversationReads,
  conversations,
} from '../../modules/conversations/conversations.tables.ts';
import { sendMessage } from '../../modules/conversations/messages.service.ts';
import { events } from '../../modules/events/events.tables.ts';
import { seedDemoAnnouncement } from './demo-announcement.ts';
import { userActor } from './demo-events.ts';

const EVENT = 'Nordic Energy & Mobility Matchmaking';

/**
 * The demo's conversations at the upcoming event, through the conversation services: the
 * corporate persona with Northwind (its must-meet, the startup persona's company) and with Dune
 * (selected to meet). Northwind's last message from the corporate is left unread for the startup
 * persona. Only when no conversation exists yet (idempotent).
 */
export async function seedDemoConversations(tx: Db) {
  const [existing] = await tx.select({ id: conversations.id }).from(conversations).limit(1);
  if (existing) return;
  const [event] = await tx
    .select({ id: events.id })
    .from(events)
    .where(eq(events.name, EVENT))
    .limit(1);
  const corp = await userActor(tx, 'corp@matchday.test');
  const stina = await userActor(tx, 'startup@matchday.test');
  const dune = await userActor(tx, 'dune@matchday.test');
  const northwindId = await companyIdOfUser(tx, 'startup@matchday.test');
  const duneId = await companyIdOfUser(tx, 'dune@matchday.test');
  if (!event || !corp || !stina || !northwindId) return;
  await seedDemoAnnouncement(tx, event.id, [corp, stina, dune]);

  const northwind = await openConversation(tx, corp, { companyId: northwindId, eventId: event.id });
  const say = (actor: typeof corp, body: string) =>
    sendMessage(tx, actor, { conversationId: northwind.id, body });
  const first = await say(
    corp,
    'Hi Stina, we look forward to meeting you. Could you bring inspection data from a recent blade survey?',
  );
  const second = await say(
    stina,
    'Happy to! I will bring the report from Lillgrund (anonymised). Anything else you would like to see?',
  );
  await markConversationRead(tx, stina, northwind.id);
  const last = await say(
    corp,
    'A short demo video of the crawler would be great — 2 minutes is plenty. See you at the event!',
  );
  await markConversationRead(tx, corp, northwind.id);
  // One transaction gives every message the same time: spread them into a history, with the
  // startup persona's reading before the corporate's last message (unread for her).
  const ago = (hours: number) => sql`now() - make_interval(hours => ${hours})`;
  for (const [message, hours] of [
    [first, 50],
    [second, 26],
    [last, 3],
  ] as const) {
    await tx
      .update(conversationMessages)
      .set({ sentAt: ago(hours) })
      .where(eq(conversationMessages.id, message.id));
  }
  await tx
    .update(conversationReads)
    .set({ readAt: ago(25) })
    .where(
      and(
        eq(conversationReads.conversationId, northwind.id),
        eq(conversationReads.userId, stina.id),
      ),
    );
  await tx
    .update(conversations)
    .set({ lastMessageAt: ago(3) })
    .where(eq(conversations.id, northwind.id));

  if (dune && duneId) {
    const withDune = await openConversation(tx, corp, { companyId: duneId, eventId: event.id });
    await sendMessage(tx, corp, {
      conversationId: withDune.id,
      body: 'Hello Dune team, thanks for your interest. What volumes of composite can you take per year today?',
    });
    await sendMessage(tx, dune, {
      conversationId: withDune.id,
      body: 'Around 4,000 tonnes at our Luleå site, doubling next year. Details: https://dune.example.com/capacity',
    });
    await markConversationRead(tx, corp, withDune.id);
    await markConversationRead(tx, dune, withDune.id);
  }
}
