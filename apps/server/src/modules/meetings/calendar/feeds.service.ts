import { createHmac, timingSafeEqual } from 'node:crypto';
import { and, eq, gte, isNull } from 'drizzle-orm';
import type { Actor } from '../../../platform/actor.ts';
import type { Db } from '../../../platform/db.ts';
import { AppError } from '../../../platform/errors.ts';
import { localeOfAccount } from '../../accounts/locale.service.ts';
import { loadActorAccount } from '../../accounts/session-user.ts';
import { events } from '../../events/events.read-model.ts';
import { agendaEntries, icsMeeting, type Side } from '../agenda.queries.ts';
import { meetingText, meetingWords } from '../meeting-words.ts';
import { meetingReadWhere } from '../meetings.policy.ts';
import { calendarFeeds } from '../meetings.tables.ts';
import { icsCalendar, uidDomainOf } from './ics.ts';

/**
 * Personal calendar subscriptions: `/api/calendar/{feed id}.{signature}.ics`, no
 * session needed. The signature is an HMAC of the feed's id under the server's secret, so the
 * URL can be shown again without storing it; revoking marks the feed row, and the next
 * `calendarFeedUrl` gets a new one. An unknown, forged or revoked URL is a bare 404.
 */
export type CalendarFeeds = {
  /** The person's live feed URL (made on first use). */
  urlFor(db: Db, actor: Actor): Promise<string>;
  /** Revokes the live feed; returns the new URL. */
  revoke(db: Db, actor: Actor): Promise<string>;
  /** The calendar text for a token, or null (404). */
  render(db: Db, token: string): Promise<string | null>;
};

/** How far back a feed reaches: meetings of events that ended at most this long ago. */
const PAST_DAYS = 120;

export function createCalendarFeeds(secret: string, publicUrl: string): CalendarFeeds {
  const key = createHmac('sha256', secret).update('matchday:calendar-feeds').digest();
  const sign = (id: string) => createHmac('sha256', key).update(id).digest('base64url');
  const urlOf = (id: string) =>
    `${publicUrl.replace(/\/$/, '')}/api/calendar/${id}.${sign(id)}.ics`;

  async function live(db: Db, actor: NonNullable<Actor>, fresh: boolean) {
    return db.transaction(async (tx) => {
      if (fresh) {
        await tx
          .update(calendarFeeds)
          .set({ revokedAt: new Date() })
          .where(and(eq(calendarFeeds.ownerId, actor.id), isNull(calendarFeeds.revokedAt)));
      }
      const [row] = await tx
        .insert(calendarFeeds)
        .values({ ownerId: actor.id, ownerKind: actor.kind })
        .onConflictDoNothing()
        .returning({ id: calendarFeeds.id });
      if (row) return row.id;
      const [existing] = await tx
        .select({ id: calendarFeeds.id })
        .from(calendarFeeds)
        .where(and(eq(calendarFeeds.ownerId, actor.id), isNull(calendarFeeds.revokedAt)));
      return existing!.id;
    });
  }

  return {
    async urlFor(db, actor) {
      if (!actor) throw new AppError('UNAUTHENTICATED', 'Sign in first');
      return urlOf(await live(db, actor, false));
    },
    async revoke(db, actor) {
      if (!actor) throw new AppError('UNAUTHENTICATED', 'Sign in first');
      return urlOf(await live(db, actor, true));
    },
    async render(db, token) {
      const match = /^([0-9a-f-]{36})\.([\w-]{43})$/.exec(token);
      if (!match) return null;
      const [, id, signature] = match;
      const expected = Buffer.from(sign(id!));
      const given = Buffer.from(signature!);
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
      const [feed] = await db
        .select()
        .from(calendarFeeds)
        .where(and(eq(calendarFeeds.id, id!), isNull(calendarFeeds.revokedAt)));
      if (!feed) return null;
      const account = await loadActorAccount(db, feed.ownerKind, feed.ownerId);
      if (!account?.active) return null;
      const actor = account.actor;
      const since = new Date(Date.now() - PAST_DAYS * 86_400_000);
      const entries = await agendaEntries(
        db,
        and(meetingReadWhere(actor), gte(events.endDate, since))!,
      );
      const side: Side =
        actor?.kind === 'user' ? (actor.type === 'corp' ? 'corp' : 'startup') : 'organiser';
      // The calendar's words (SUMMARY, DESCRIPTION) in the owner's language.
      const locale = await localeOfAccount(db, actor);
      return icsCalendar({
        name: meetingText(locale, meetingWords.feedName),
        uidDomain: uidDomainOf(publicUrl),
        meetings: entries.map((e) => icsMeeting(e, side, publicUrl, locale)),
      });
    },
  };
}
