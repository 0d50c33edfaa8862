import { RATING_CORRECTION_DAYS, rateMeetingInput, type RatingSide } from '@matchday/shared';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Actor } from '../../platform/actor.ts';
import type { Db } from '../../platform/db.ts';
import { AppError } from '../../platform/errors.ts';
import { parseInput } from '../../platform/validation.ts';
import { meetings } from '../meetings/meetings.read-model.ts';
import { organiserWhere, ownSide } from './followup.policy.ts';
import { meetingRatings, meetingRatingVersions } from './followup.tables.ts';
import { meetingInReach, NOT_HELD, sideToRate, type RatingRow } from './ratings.service.ts';

/**
 * A rating's author may correct it for RATING_CORRECTION_DAYS after it was first given; each
 * earlier version is kept in meeting_rating_versions, which organisers read (decision 081).
 */

export type RatingVersionRow = typeof meetingRatingVersions.$inferSelect;

const DAY = 24 * 3600_000;

export const NOT_RATED_YET = 'This side has not rated this meeting yet: rate it first';
export const NOT_THE_AUTHOR =
  'Only who gave this rating may correct it; ask the programme’s organisers';
export const TOO_LATE_TO_CORRECT = `A rating can be corrected for ${RATING_CORRECTION_DAYS} days after it was given; this one can no longer be changed`;

/**
 * Is the actor the rating's author? Who rated in the app (that person), the organiser who entered
 * it (that admin), or — for an answer through the side's mailed link, which went to every member
 * of the company — a member of that side's company.
 */
export function isAuthor(actor: Actor, rating: RatingRow): boolean {
  if (!actor) return false;
  if (rating.via === 'APP') return actor.kind === 'user' && actor.id === rating.ratedByUserId;
  if (rating.via === 'ORGANISER')
    return actor.kind === 'admin' && actor.id === rating.ratedByAdminId;
  return ownSide(actor) === rating.side;
}

/** The last moment a rating may be corrected. */
export const correctableUntil = (rating: RatingRow) =>
  new Date(rating.ratedAt.getTime() + RATING_CORRECTION_DAYS * DAY);

/** Until when the actor may still correct this rating (it reads it already), or null. */
export function correctableBy(actor: Actor, rating: RatingRow): Date | null {
  const until = correctableUntil(rating);
  return isAuthor(actor, rating) && until.getTime() > Date.now() ? until : null;
}

/**
 * Corrects a side's rating of a held meeting: the same side rules as rating it (a participant
 * its own side, organisers name it), then only its author, within the window. The version it
 * replaces is kept; an unchanged answer writes nothing.
 */
export async function correctRating(
  db: Db,
  actor: Actor,
  id: unknown,
  input: unknown,
  side?: unknown,
): Promise<RatingRow> {
  const which: RatingSide = sideToRate(actor, side);
  const rating = parseInput(rateMeetingInput, input);
  return db.transaction(async (tx) => {
    const meeting = await meetingInReach(tx, actor, id, which);
    const [current] = await tx
      .select()
      .from(meetingRatings)
      .where(and(eq(meetingRatings.meetingId, meeting.id), eq(meetingRatings.side, which)))
      .for('update');
    if (!current) throw new AppError('CONFLICT', NOT_RATED_YET);
    if (!isAuthor(actor, current)) throw new AppError('FORBIDDEN', NOT_THE_AUTHOR);
    if (correctableUntil(current).getTime() <= Date.now()) {
      throw new AppError('CONFLICT', TOO_LATE_TO_CORRECT);
    }
    if (meeting.status !== 'HELD') throw new AppError('CONFLICT', NOT_HELD);
    const next = {
      score: rating.score,
      comment: rating.comment ?? null,
      wantsFollowUp: rating.wantsFollowUp,
    };
    if (
      next.score === current.score &&
      next.comment === current.comment &&
      next.wantsFollowUp === current.wantsFollowUp
    ) {
      return current;
    }
    const now = new Date();
    await tx.insert(meetingRatingVersions).values({
      ratingId: current.id,
      score: current.score,
      comment: current.comment,
      wantsFollowUp: current.wantsFollowUp,
      via: current.via,
      givenAt: current.editedAt ?? current.ratedAt,
      replacedAt: now,
      replacedByUserId: actor?.kind === 'user' ? actor.id : null,
      replacedByAdminId: actor?.kind === 'admin' ? actor.id : null,
    });
    const [row] = await tx
      .update(meetingRatings)
      .set({ ...next, editedAt: now })
      .where(eq(meetingRatings.id, current.id))
      .returning();
    return row!;
  });
}

/**
 * The earlier versions of ratings, oldest first, for organisers only (ADMIN every meeting, an
 * EVENT_HOST its hosted events'); anyone else reads none.
 */
export async function ratingHistory(
  db: Db,
  actor: Actor,
  ratingIds: readonly string[],
): Promise<RatingVersionRow[]> {
  if (!ratingIds.length) return [];
  const rows = await db
    .select({ version: meetingRatingVersions })
    .from(meetingRatingVersions)
    .innerJoin(meetingRatings, eq(meetingRatings.id, meetingRatingVersions.ratingId))
    .innerJoin(meetings, eq(meetings.id, meetingRatings.meetingId))
    .where(and(inArray(meetingRatingVersions.ratingId, [...ratingIds]), organiserWhere(actor)))
    .orderBy(asc(meetingRatingVersions.givenAt));
  return rows.map((r) => r.version);
}
