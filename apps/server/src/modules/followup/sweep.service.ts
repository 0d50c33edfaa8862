import './followup.mail.ts';
import {
  DEFAULT_SECOND_STAGE_DAYS,
  type FollowUpTokenPurpose,
  type RatingSide,
} from '@matchday/shared';
import { and, eq, notExists, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../platform/db.ts';
import { events } from '../events/events.read-model.ts';
import { queueMail, type QueueMailInput } from '../mail/mail.service.ts';
import { meetings } from '../meetings/meetings.read-model.ts';
import {
  followUpReports,
  followUpSettings,
  followUpTokens,
  meetingRatings,
} from './followup.tables.ts';
import { dueWhere } from './due-rules.ts';
import { claimRound, type Due } from './rounds.ts';
import { secondStageDigests } from './second-stage-digest.ts';

/**
 * The feedback and follow-up mails, sent by a sweep every server instance
 * runs each minute. Each mail round of a meeting's side is claimed by inserting its token row —
 * unique (meeting, side, purpose, round) — in the transaction that queues its mails: two
 * instances cannot both send it, and a crash before the commit leaves it for the next sweep
 * (docs/decisions/059). Rounds: RATING 0 when a held meeting has ended, RATING 1 (reminder)
 * three days later if the side is still unrated, FOLLOW_UP 0 the configured days after the
 * event's end if the side has not reported — one digest per person for all its meetings due in
 * that sweep. When each is due is due.rules.ts's, which the follow-up tab's schedule also reads.
 */

const SIDES: RatingSide[] = ['STARTUP', 'CORPORATE'];

const tokenFor = (purpose: FollowUpTokenPurpose, round: number, side: RatingSide) =>
  and(
    eq(followUpTokens.meetingId, meetings.id),
    eq(followUpTokens.side, side),
    eq(followUpTokens.purpose, purpose),
    eq(followUpTokens.round, round),
  );

const ratedBy = (side: RatingSide) =>
  and(eq(meetingRatings.meetingId, meetings.id), eq(meetingRatings.side, side));

async function dueRatings(db: Db, side: RatingSide, now: Date): Promise<Due[]> {
  const ended = sql`coalesce(${meetings.shownEndsAt}, ${meetings.endsAt})`;
  const rows = await db
    .select({ meetingId: meetings.id })
    .from(meetings)
    .where(
      and(
        eq(meetings.status, 'HELD'),
        dueWhere.rating(ended, now),
        notExists(
          db
            .select({ one: sql`1` })
            .from(meetingRatings)
            .where(ratedBy(side)),
        ),
        notExists(
          db
            .select({ one: sql`1` })
            .from(followUpTokens)
            .where(tokenFor('RATING', 0, side)),
        ),
      ),
    );
  return rows.map((r) => ({ ...r, side }));
}

async function dueReminders(db: Db, side: RatingSide, now: Date): Promise<Due[]> {
  const first = alias(followUpTokens, 'first');
  const rows = await db
    .select({ meetingId: meetings.id })
    .from(meetings)
    .innerJoin(
      first,
      and(
        eq(first.meetingId, meetings.id),
        eq(first.side, side),
        eq(first.purpose, 'RATING'),
        eq(first.round, 0),
      ),
    )
    .where(
      and(
        eq(meetings.status, 'HELD'),
        dueWhere.reminder(sql`${first.createdAt}`, sql`${first.expiresAt}`, now),
        notExists(
          db
            .select({ one: sql`1` })
            .from(meetingRatings)
            .where(ratedBy(side)),
        ),
        notExists(
          db
            .select({ one: sql`1` })
            .from(followUpTokens)
            .where(tokenFor('RATING', 1, side)),
        ),
      ),
    );
  return rows.map((r) => ({ ...r, side }));
}

type OwnDue = Due & { companyId: string };

async function dueFollowUps(db: Db, side: RatingSide, now: Date): Promise<OwnDue[]> {
  const days = sql`coalesce((select ${followUpSettings.secondStageDays} from ${followUpSettings} where ${followUpSettings.eventId} = ${events.id}), ${DEFAULT_SECOND_STAGE_DAYS})`;
  const own = side === 'STARTUP' ? meetings.startupId : meetings.corporateId;
  const rows = await db
    .select({ meetingId: meetings.id, companyId: own })
    .from(meetings)
    .innerJoin(events, eq(events.id, meetings.eventId))
    .where(
      and(
        eq(meetings.status, 'HELD'),
        dueWhere.secondStage(sql`${events.endDate}`, days, now),
        notExists(
          db
            .select({ one: sql`1` })
            .from(followUpReports)
            .where(and(eq(followUpReports.meetingId, meetings.id), eq(followUpReports.side, side))),
        ),
        notExists(
          db
            .select({ one: sql`1` })
            .from(followUpTokens)
            .where(tokenFor('FOLLOW_UP', 0, side)),
        ),
      ),
    );
  return rows.map((r) => ({ ...r, side }));
}

/** Claims a round and queues its mails in one transaction; answers the number queued. */
async function sendRound(
  db: Db,
  publicUrl: string,
  due: Due,
  purpose: FollowUpTokenPurpose,
  round: number,
  now: Date,
): Promise<number> {
  return db.transaction(async (tx) => {
    const mails = await claimRound(tx, publicUrl, due, purpose, round, now);
    for (const mail of mails) await queueMail(tx, mail);
    return mails.length;
  });
}

/**
 * Claims the second-stage rounds of one company's meetings and queues one digest per person,
 * in one transaction: a claim taken by another instance meanwhile is simply not in it.
 */
async function sendSecondStage(db: Db, publicUrl: string, due: OwnDue[], now: Date) {
  return db.transaction(async (tx) => {
    const mails: QueueMailInput[] = [];
    for (const d of due) mails.push(...(await claimRound(tx, publicUrl, d, 'FOLLOW_UP', 0, now)));
    const digests = secondStageDigests(mails);
    for (const mail of digests) await queueMail(tx, mail);
    return digests.length;
  });
}

/** One pass of the sweep; answers how many mails it queued. */
export async function sendFollowUpMails(db: Db, publicUrl: string, now = new Date()) {
  let mailed = 0;
  const secondStage = new Map<string, OwnDue[]>();
  for (const side of SIDES) {
    for (const due of await dueRatings(db, side, now)) {
      mailed += await sendRound(db, publicUrl, due, 'RATING', 0, now);
    }
    for (const due of await dueReminders(db, side, now)) {
      mailed += await sendRound(db, publicUrl, due, 'RATING', 1, now);
    }
    for (const due of await dueFollowUps(db, side, now)) {
      secondStage.set(due.companyId, [...(secondStage.get(due.companyId) ?? []), due]);
    }
  }
  for (const due of secondStage.values()) mailed += await sendSecondStage(db, publicUrl, due, now);
  return mailed;
}
