import { sql, type SQL } from 'drizzle-orm';
import { RATING_WINDOW_MS, REMINDER_AFTER_MS } from './tokens.ts';

/**
 * When each follow-up mail of a meeting's side goes (docs/decisions/085). The sweep selects
 * what is due with the SQL bounds below and the follow-up tab's schedule computes the same
 * times with the functions below; both read these rules, and a test holds them together:
 * - the rating mail when a HELD meeting has ended, while it ended less than 30 days ago;
 * - the reminder three days after the rating mail, while its link lives, if the side has not rated;
 * - the second stage the set days after the event's end, for 30 days, if the side has not reported.
 */

const DAY_MS = 86_400_000;

/** A round's mail as sent: when, and until when its link works. */
export type Sent = { at: Date; expiresAt: Date } | null;

/** What the rules read of one side of one meeting. */
export type SideFacts = {
  held: boolean;
  /** The meeting's end (its shown end when moved). */
  endedAt: Date;
  eventEndsAt: Date;
  secondStageDays: number;
  rated: boolean;
  reported: boolean;
  rating: Sent;
  reminder: Sent;
  secondStage: Sent;
};

/** A mail's plan: sent at, or due at (and last sent until), or why it will not go. */
export type Planned = {
  sentAt: Date | null;
  dueAt: Date | null;
  until: Date | null;
  skipped: string | null;
};

const sent = (s: NonNullable<Sent>): Planned => ({
  sentAt: s.at,
  dueAt: null,
  until: null,
  skipped: null,
});
const skip = (reason: string): Planned => ({
  sentAt: null,
  dueAt: null,
  until: null,
  skipped: reason,
});
const plus = (d: Date, ms: number) => new Date(d.getTime() + ms);

export const NOT_HELD = 'Not marked as held';
export const TOO_OLD = 'Ended more than 30 days ago';

export function ratingMail(f: SideFacts, now: Date): Planned {
  if (f.rating) return sent(f.rating);
  if (!f.held) return skip(NOT_HELD);
  if (f.rated) return skip('Rated without the mail');
  const until = plus(f.endedAt, RATING_WINDOW_MS);
  if (until <= now) return skip(TOO_OLD);
  return { sentAt: null, dueAt: f.endedAt, until, skipped: null };
}

export function reminderMail(f: SideFacts, now: Date): Planned {
  if (f.reminder) return sent(f.reminder);
  const first = ratingMail(f, now);
  if (first.skipped) return skip(first.skipped);
  if (f.rated) return skip('Rated after the mail');
  const from = first.sentAt ?? first.dueAt!;
  const dueAt = plus(from, REMINDER_AFTER_MS);
  // Its link must live: before the rating mail goes, the reminder has no window yet.
  if (f.rating && f.rating.expiresAt <= now) return skip('The rating link expired unused');
  return { sentAt: null, dueAt, until: f.rating?.expiresAt ?? null, skipped: null };
}

export function secondStageAt(eventEndsAt: Date, days: number): Date {
  return plus(eventEndsAt, days * DAY_MS);
}

export function secondStageMail(f: SideFacts, now: Date): Planned {
  if (f.secondStage) return sent(f.secondStage);
  if (!f.held) return skip(NOT_HELD);
  if (f.reported) return skip('Reported without the mail');
  const dueAt = secondStageAt(f.eventEndsAt, f.secondStageDays);
  const until = plus(dueAt, RATING_WINDOW_MS);
  if (until <= now) return skip('Its day passed more than 30 days ago');
  return { sentAt: null, dueAt, until, skipped: null };
}

/** Whether a planned mail goes in a sweep at `now`. */
export function isDue(p: Planned, now: Date): boolean {
  return !p.sentAt && !p.skipped && !!p.dueAt && !!p.until && p.dueAt <= now && now < p.until;
}

/**
 * The same rules as SQL conditions for the sweep (`ended`, `first` and `eventEnd`, `days` are
 * the query's columns): what `isDue` answers for the rows a sweep loads.
 */
export const dueWhere = {
  rating: (ended: SQL, now: Date) =>
    sql`${ended} <= ${now} and ${ended} > ${plus(now, -RATING_WINDOW_MS)}`,
  reminder: (firstSentAt: SQL, firstExpiresAt: SQL, now: Date) =>
    sql`${firstSentAt} <= ${plus(now, -REMINDER_AFTER_MS)} and ${firstExpiresAt} > ${now}`,
  secondStage: (eventEnd: SQL, days: SQL, now: Date) => {
    const askAt = sql`${eventEnd} + make_interval(days => ${days})`;
    return sql`${askAt} <= ${now} and ${askAt} > ${plus(now, -RATING_WINDOW_MS)}`;
  },
};
