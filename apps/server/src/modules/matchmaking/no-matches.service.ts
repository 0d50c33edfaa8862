import './matchmaking.mail.ts';
import { and, eq, inArray, isNotNull, lt, notExists, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db.ts';
import { attendingCompanyIds } from '../events/attendance.queries.ts';
import { eventById } from '../events/events.queries.ts';
import { events } from '../events/events.read-model.ts';
import { noMatchesMail } from './mail/mail-contents.views.ts';
import { queueCompanyMail } from './mail/recipients.ts';
import { matches, selectionClosings } from './matchmaking.tables.ts';

/**
 * For every published event whose selection window closed before `now` and was not handled
 * yet: claims it (one row in selection_closings, in the same transaction as the mails) and
 * mails `nomatches` to each approved startup that no corporate selected. Run periodically by
 * every server instance; the claim makes each event's mails go once.
 */
export async function mailNoMatches(db: Db, publicUrl: string, now = new Date()) {
  const due = await db
    .select({ id: events.id })
    .from(events)
    .where(
      and(
        eq(events.published, true),
        isNotNull(events.selectionClosesAt),
        lt(events.selectionClosesAt, now),
        notExists(
          db
            .select({ one: sql`1` })
            .from(selectionClosings)
            .where(eq(selectionClosings.eventId, events.id)),
        ),
      ),
    );
  let mailed = 0;
  for (const { id } of due) {
    mailed += await db.transaction(async (tx) => {
      const [claim] = await tx
        .insert(selectionClosings)
        .values({ eventId: id })
        .onConflictDoNothing()
        .returning();
      if (!claim) return 0; // another instance has it
      const event = await eventById(tx, id);
      const startups = await attendingCompanyIds(tx, id, 'startup');
      const chosen = startups.length
        ? new Set(
            (
              await tx
                .select({ startupId: matches.startupId })
                .from(matches)
                .where(
                  and(
                    eq(matches.eventId, id),
                    inArray(matches.startupId, startups),
                    inArray(matches.state, ['SELECTED', 'CONFIRMED', 'REFUSED']),
                  ),
                )
            ).map((r) => r.startupId),
          )
        : new Set<string>();
      const alone = startups.filter((s) => !chosen.has(s));
      for (const startupId of alone) {
        await queueCompanyMail(tx, publicUrl, noMatchesMail(event!, startupId));
      }
      await tx
        .update(selectionClosings)
        .set({ startups: alone.length })
        .where(eq(selectionClosings.eventId, id));
      return alone.length;
    });
  }
  return mailed;
}
