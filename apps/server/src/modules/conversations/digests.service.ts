import './conversations.mail.ts';
import { and, desc, eq, gt, isNull, sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import type { Actor } from '../../platform/actor.ts';
import { appUrl } from '../../platform/app-links.ts';
import type { Db } from '../../platform/db.ts';
import { parseInput } from '../../platform/validation.ts';
import { companies, users } from '../accounts/accounts.read-model.ts';
import { events } from '../events/events.read-model.ts';
import { queueMail } from '../mail/mail.service.ts';
import { assertNotImpersonated, memberOf } from './conversations.service.ts';
import {
  conversationDigestOptOuts,
  conversationDigests,
  conversationMessages,
  conversationReads,
  conversations,
} from './conversations.tables.ts';

/**
 * The away digest (docs/decisions/112): a person with a message from the other side that has
 * waited 15 minutes unread in a conversation gets one mail for that conversation — not one per
 * message — until they read it. Every server instance runs the sweep each minute; each digest
 * is claimed by inserting its `conversation_digests` row (conversation, person, read mark) in
 * the transaction that queues its mail, so two sweeps never both send it and a crash before
 * the commit leaves it for the next. The clock is a parameter, so tests drive it.
 */

export const DIGEST_AFTER_MINUTES = 15;
const MINUTE = 60_000;

type Due = {
  conversationId: string;
  kind: string;
  eventName: string;
  startupId: string | null;
  corporateId: string | null;
  userId: string;
  email: string;
  name: string;
  companyId: string;
  type: string;
  /** The person's read mark (the conversation's start when never read): the claim's key. */
  since: Date;
};

/** Unread for this person: from the other side, not deleted, not an announcement (mailed). */
const unreadFor = (readAt: SQL) =>
  sql`m.conversation_id = ${conversations.id} and m.deleted_at is null and m.announcement_id is null and m.author_company_id is distinct from ${users.companyId} and m.sent_at > ${readAt}`;

/** Person × conversation pairs with a message waiting since before `now - 15 min`, unclaimed. */
async function dueDigests(db: Db, now: Date, limit: number): Promise<Due[]> {
  const readAt = sql`coalesce(${conversationReads.readAt}, '-infinity'::timestamptz)`;
  const cutoff = new Date(now.getTime() - DIGEST_AFTER_MINUTES * MINUTE);
  // Whole milliseconds, so the key read back into JS finds its row again.
  const since = sql<Date>`date_trunc('milliseconds', coalesce(${conversationReads.readAt}, ${conversations.createdAt}))`;
  const rows = await db
    .select({
      conversationId: conversations.id,
      kind: conversations.kind,
      eventName: events.name,
      startupId: conversations.startupId,
      corporateId: conversations.corporateId,
      userId: users.id,
      email: users.email,
      name: users.name,
      companyId: users.companyId,
      type: users.type,
      since,
    })
    .from(conversations)
    .innerJoin(events, eq(events.id, conversations.eventId))
    .innerJoin(
      users,
      sql`${users.companyId} in (${conversations.startupId}, ${conversations.corporateId}) and ${users.disabledAt} is null`,
    )
    .leftJoin(
      conversationReads,
      and(
        eq(conversationReads.conversationId, conversations.id),
        eq(conversationReads.userId, users.id),
      ),
    )
    .leftJoin(conversationDigestOptOuts, eq(conversationDigestOptOuts.userId, users.id))
    .leftJoin(
      conversationDigests,
      and(
        eq(conversationDigests.conversationId, conversations.id),
        eq(conversationDigests.userId, users.id),
        eq(conversationDigests.since, since),
      ),
    )
    .where(
      and(
        isNull(conversationDigestOptOuts.userId),
        isNull(conversationDigests.userId),
        gt(conversations.lastMessageAt, sql`${readAt}`),
        sql`exists (select 1 from ${conversationMessages} m where ${unreadFor(readAt)} and m.sent_at <= ${cutoff})`,
      ),
    )
    .limit(limit);
  return rows.map((r) => ({ ...r, since: new Date(r.since) }));
}

/** The unread messages the digest tells of: how many, and the newest one's text cut short. */
async function unreadOf(db: Db, due: Due) {
  const readAt = sql`coalesce((select ${conversationReads.readAt} from ${conversationReads} where ${conversationReads.conversationId} = ${due.conversationId} and ${conversationReads.userId} = ${due.userId}), '-infinity'::timestamptz)`;
  const where = and(
    eq(conversationMessages.conversationId, due.conversationId),
    isNull(conversationMessages.deletedAt),
    isNull(conversationMessages.announcementId),
    sql`${conversationMessages.authorCompanyId} is distinct from ${due.companyId}`,
    gt(conversationMessages.sentAt, readAt),
  );
  const rows = await db
    .select({ body: conversationMessages.body, n: sql<number>`count(*) over ()` })
    .from(conversationMessages)
    .where(where)
    .orderBy(desc(conversationMessages.sentAt), desc(conversationMessages.id))
    .limit(1);
  const body = rows[0]?.body.replace(/\s+/g, ' ').trim() ?? '';
  return {
    count: Number(rows[0]?.n ?? 0),
    excerpt: body.length > 280 ? `${body.slice(0, 279)}…` : body,
  };
}

async function nameOf(db: Db, companyId: string | null) {
  if (!companyId) return null;
  const [row] = await db
    .select({ name: companies.name })
    .from(companies)
    .where(eq(companies.id, companyId));
  return row?.name ?? null;
}

/** Claims one digest and queues its mail in one transaction; answers whether it was sent here. */
async function sendDigest(db: Db, publicUrl: string, due: Due) {
  return db.transaction(async (tx) => {
    const { count, excerpt } = await unreadOf(tx, due);
    if (!count) return false;
    const [claimed] = await tx
      .insert(conversationDigests)
      .values({
        conversationId: due.conversationId,
        userId: due.userId,
        since: due.since,
        messages: count,
      })
      .onConflictDoNothing()
      .returning({ userId: conversationDigests.userId });
    if (!claimed) return false;
    const otherId = due.companyId === due.startupId ? due.corporateId : due.startupId;
    const path = `${due.type === 'corp' ? '/corporate' : '/startup'}/messages/${due.conversationId}`;
    await queueMail(tx, {
      template: 'conversationdigest',
      to: due.email,
      data: {
        name: due.name,
        companyName: (await nameOf(tx, due.companyId)) ?? due.name,
        counterpartName: due.kind === 'ORGANISER' ? null : await nameOf(tx, otherId),
        eventName: due.eventName,
        count,
        excerpt,
        link: appUrl(publicUrl, path),
      },
      idempotencyKey: `${due.conversationId}|${due.since.toISOString()}`,
      notificationPath: path,
    });
    return true;
  });
}

/** One pass of the sweep: answers how many digests it sent (at most `limit` looked at). */
export async function sendConversationDigests(
  db: Db,
  publicUrl: string,
  now = new Date(),
  limit = 500,
) {
  let sent = 0;
  for (const due of await dueDigests(db, now, limit)) {
    if (await sendDigest(db, publicUrl, due)) sent++;
  }
  return { sent };
}

/** Whether the caller gets away digests (on unless turned off). */
export async function myMessageDigests(db: Db, actor: Actor) {
  const me = memberOf(actor);
  const [row] = await db
    .select({ userId: conversationDigestOptOuts.userId })
    .from(conversationDigestOptOuts)
    .where(eq(conversationDigestOptOuts.userId, me.userId));
  return !row;
}

const onInput = z.boolean({ error: 'Say whether digests are on (true) or off (false)' });

/** Turns the caller's away digests on or off; answers the new setting. */
export async function setMyMessageDigests(db: Db, actor: Actor, on: unknown) {
  const me = memberOf(actor);
  assertNotImpersonated(actor);
  const wanted = parseInput(onInput, on);
  if (wanted) {
    await db
      .delete(conversationDigestOptOuts)
      .where(eq(conversationDigestOptOuts.userId, me.userId));
  } else {
    await db.insert(conversationDigestOptOuts).values({ userId: me.userId }).onConflictDoNothing();
  }
  return wanted;
}
