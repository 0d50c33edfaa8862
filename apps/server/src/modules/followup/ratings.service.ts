import './followup.mail.ts';
import { rateMeetingInput, RATING_SIDES, type RatingSide, type RatingVia } from '@matchday/shared';
import { and, count, eq, inArray } from 'drizzle-orm';
import { z } from 'zod';
import type { Actor } from '../../platform/actor.ts';
import { assertCan, canDo } from '../../platform/authorize.ts';
import type { Db } from '../../platform/db.ts';
import { AppError } from '../../platform/errors.ts';
import { parseInput } from '../../platform/validation.ts';
import { meetingReadWhere } from '../meetings/meetings.policy.ts';
import { meetings } from '../meetings/meetings.read-model.ts';
import { settlesMeetingStatus } from '../meetings/status-corrections.ts';
import { ownSide, SIDE_OPERATION, sideWhere, sidesOf } from './followup.policy.ts';
import { meetingRatings } from './followup.tables.ts';
import { completeNotificationTask, TASKS } from '../mail/notification-tasks.service.ts';
import { emitDomainEvent } from '../../platform/domain-events.ts';

/** Ratings of held meetings (docs/decisions/059). */

export type RatingRow = typeof meetingRatings.$inferSelect;

const meetingKey = z.uuid('No such meeting');
const sideArg = z.object({ side: z.enum(RATING_SIDES, 'Choose the STARTUP or CORPORATE side') });

export const ALREADY_RATED = 'This side has already rated this meeting';
export const NOT_HELD = 'Only a meeting that was held can be rated';

/**
 * Rates one side of a held meeting. A participant rates its own side (no `side` given); an
 * organiser or incubator names the side. Outside the actor's reach → not found; a meeting not
 * held → 409; a side already rated → 409 (its author corrects it instead: decision 081).
 */
export async function rateMeeting(
  db: Db,
  actor: Actor,
  id: unknown,
  input: unknown,
  side?: unknown,
) {
  const which = sideToRate(actor, side);
  const key = parseInput(meetingKey, id);
  const rating = parseInput(rateMeetingInput, input);
  const via: RatingVia = actor?.kind === 'admin' ? 'ORGANISER' : 'APP';
  return db.transaction(async (tx) => {
    const meeting = await meetingInReach(tx, actor, key, which);
    return insertRating(tx, meeting, which, rating, via, actor);
  });
}

/**
 * The side a rating is given for: a participant's own (naming the other → 403), the side an
 * organiser or incubator names (400 naming `side` without one); refused outside the table.
 */
export function sideToRate(actor: Actor, side: unknown): RatingSide {
  const own = ownSide(actor);
  const which: RatingSide = own ?? parseInput(sideArg, { side }).side;
  if (own && side !== undefined && side !== own) {
    throw new AppError('FORBIDDEN', 'A participant rates its own side of a meeting');
  }
  assertCan(actor, SIDE_OPERATION[which], 'This account may not rate this side of a meeting');
  return which;
}

/** The meeting with this id whose side the actor reaches, or not found. */
export async function meetingInReach(tx: Db, actor: Actor, id: unknown, side: RatingSide) {
  const key = parseInput(meetingKey, id);
  const [meeting] = await tx
    .select({ id: meetings.id, status: meetings.status })
    .from(meetings)
    .where(and(eq(meetings.id, key), sideWhere(actor, side)));
  if (!meeting) throw new AppError('NOT_FOUND', 'No such meeting');
  return meeting;
}

/** Writes a side's rating of a meeting (checked: held, not rated yet). */
export async function insertRating(
  tx: Db,
  meeting: { id: string; status: string },
  side: RatingSide,
  rating: z.infer<typeof rateMeetingInput>,
  via: RatingVia,
  actor: Actor,
) {
  if (meeting.status !== 'HELD') throw new AppError('CONFLICT', NOT_HELD);
  const [row] = await tx
    .insert(meetingRatings)
    .values({
      meetingId: meeting.id,
      side,
      score: rating.score,
      comment: rating.comment ?? null,
      wantsFollowUp: rating.wantsFollowUp,
      ratedByUserId: actor?.kind === 'user' ? actor.id : null,
      ratedByAdminId: actor?.kind === 'admin' ? actor.id : null,
      via,
    })
    .onConflictDoNothing({ target: [meetingRatings.meetingId, meetingRatings.side] })
    .returning();
  if (!row) throw new AppError('CONFLICT', ALREADY_RATED);
  await completeNotificationTask(tx, TASKS.rate(meeting.id, side));
  await emitDomainEvent(tx, 'rating.given', {
    ratingId: row.id,
    meetingId: meeting.id,
    side,
    score: row.score,
    wantsFollowUp: row.wantsFollowUp,
  });
  return row;
}

export const BOTH_RATED =
  'Both sides have rated this meeting, so its status is settled; ask the programme’s organisers to correct it';

/** Once both sides have rated, a party can no longer turn HELD into NO_SHOW or back. */
settlesMeetingStatus(async (db, meetingId) => {
  const [row] = await db
    .select({ n: count() })
    .from(meetingRatings)
    .where(eq(meetingRatings.meetingId, meetingId));
  return (row?.n ?? 0) >= 2 ? BOTH_RATED : null;
});

/**
 * The ratings of meetings the actor may read: for each meeting only the sides in its reach — a
 * party its own side, an INCUBATOR the startup side, organisers both. Never the counterpart's.
 */
export async function ratingsOf(
  db: Db,
  actor: Actor,
  meetingIds: readonly string[],
): Promise<RatingRow[]> {
  if (!meetingIds.length) return [];
  const sides = sidesOf(actor);
  const rows: RatingRow[] = [];
  for (const side of sides) {
    if (!canDo(actor, SIDE_OPERATION[side])) continue;
    const found = await db
      .select({ rating: meetingRatings })
      .from(meetingRatings)
      .innerJoin(meetings, eq(meetings.id, meetingRatings.meetingId))
      .where(
        and(
          inArray(meetingRatings.meetingId, [...meetingIds]),
          eq(meetingRatings.side, side),
          sideWhere(actor, side),
        ),
      );
    rows.push(...found.map((r) => r.rating));
  }
  return rows;
}

/**
 * Which sides have rated each meeting the actor may read (meetings' reach) — whether, never
 * what: an incubator learns that a corporate rated its startup's meeting, not the score.
 */
export async function ratedSidesOf(
  db: Db,
  actor: Actor,
  meetingIds: readonly string[],
): Promise<{ meetingId: string; side: RatingSide }[]> {
  if (!meetingIds.length) return [];
  return db
    .select({ meetingId: meetingRatings.meetingId, side: meetingRatings.side })
    .from(meetingRatings)
    .innerJoin(meetings, eq(meetings.id, meetingRatings.meetingId))
    .where(and(inArray(meetingRatings.meetingId, [...meetingIds]), meetingReadWhere(actor)));
}
