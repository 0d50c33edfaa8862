import type {
  FollowUpResult,
  FollowUpTokenPurpose,
  OutcomeKind,
  RatingSide,
  RatingVia,
  ReportSide,
} from '@matchday/shared';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { events } from '../events/events.tables.ts';
import { meetings } from '../meetings/meetings.tables.ts';

const instant = (name: string) => timestamp(name, { withTimezone: true });

/**
 * One rating per side of a held meeting. `rated_by_user_id` is the user who
 * rated in the app, null for a mailed link (the side's link, not a person) or an organiser (an
 * admin's id is kept in `rated_by_admin_id`). The reports room reads this table by name.
 */
export const meetingRatings = pgTable(
  'meeting_ratings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    meetingId: uuid('meeting_id')
      .notNull()
      .references(() => meetings.id, { onDelete: 'cascade' }),
    side: text('side').$type<RatingSide>().notNull(),
    score: integer('score').notNull(),
    comment: text('comment'),
    wantsFollowUp: boolean('wants_follow_up').notNull(),
    ratedByUserId: uuid('rated_by_user_id'),
    ratedByAdminId: uuid('rated_by_admin_id'),
    via: text('via').$type<RatingVia>().notNull(),
    /** When the side first rated: the correction window counts from here. */
    ratedAt: instant('rated_at').notNull().defaultNow(),
    /** When its author last corrected it (the earlier versions are in meeting_rating_versions). */
    editedAt: instant('edited_at'),
  },
  (t) => [
    uniqueIndex('meeting_ratings_meeting_side_idx').on(t.meetingId, t.side),
    check('meeting_ratings_side_check', sql`${t.side} in ('STARTUP', 'CORPORATE')`),
    check('meeting_ratings_score_check', sql`${t.score} between 1 and 5`),
    check('meeting_ratings_via_check', sql`${t.via} in ('APP', 'LINK', 'ORGANISER')`),
  ],
);

/**
 * The earlier versions of a corrected rating, each as it stood until its author replaced it
 * (docs/decisions/081): what was given, when and by whom, and when it was replaced.
 */
export const meetingRatingVersions = pgTable(
  'meeting_rating_versions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ratingId: uuid('rating_id')
      .notNull()
      .references(() => meetingRatings.id, { onDelete: 'cascade' }),
    score: integer('score').notNull(),
    comment: text('comment'),
    wantsFollowUp: boolean('wants_follow_up').notNull(),
    via: text('via').$type<RatingVia>().notNull(),
    /** When this version was given (the rating's first time, or an earlier correction). */
    givenAt: instant('given_at').notNull(),
    replacedAt: instant('replaced_at').notNull().defaultNow(),
    replacedByUserId: uuid('replaced_by_user_id'),
    replacedByAdminId: uuid('replaced_by_admin_id'),
  },
  (t) => [
    index('meeting_rating_versions_rating_idx').on(t.ratingId, t.givenAt),
    check('meeting_rating_versions_score_check', sql`${t.score} between 1 and 5`),
  ],
);

/** The second stage: one current report per meeting and side (a new report replaces it). */
export const followUpReports = pgTable(
  'follow_up_reports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    meetingId: uuid('meeting_id')
      .notNull()
      .references(() => meetings.id, { onDelete: 'cascade' }),
    side: text('side').$type<ReportSide>().notNull(),
    result: text('result').$type<FollowUpResult>().notNull(),
    /** How the organisers learned it; required for side ORGANISER. */
    source: text('source'),
    comment: text('comment'),
    reportedByUserId: uuid('reported_by_user_id'),
    reportedByAdminId: uuid('reported_by_admin_id'),
    via: text('via').$type<RatingVia>().notNull(),
    reportedAt: instant('reported_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('follow_up_reports_meeting_side_idx').on(t.meetingId, t.side),
    check('follow_up_reports_side_check', sql`${t.side} in ('STARTUP', 'CORPORATE', 'ORGANISER')`),
    check(
      'follow_up_reports_result_check',
      sql`${t.result} in ('NO_FURTHER_CONTACT', 'KNOWLEDGE_GAIN', 'VALUABLE_CONTACT', 'NEGOTIATION_STARTED', 'AGREEMENT_REACHED')`,
    ),
    check(
      'follow_up_reports_source_check',
      sql`${t.side} <> 'ORGANISER' or ${t.source} is not null`,
    ),
  ],
);

/** Concrete outcomes of a report, with the day they happened when known. */
export const followUpOutcomes = pgTable(
  'follow_up_outcomes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    reportId: uuid('report_id')
      .notNull()
      .references(() => followUpReports.id, { onDelete: 'cascade' }),
    meetingId: uuid('meeting_id')
      .notNull()
      .references(() => meetings.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<OutcomeKind>().notNull(),
    happenedOn: date('happened_on', { mode: 'string' }),
  },
  (t) => [
    uniqueIndex('follow_up_outcomes_report_kind_idx').on(t.reportId, t.kind),
    index('follow_up_outcomes_meeting_idx').on(t.meetingId),
    check(
      'follow_up_outcomes_kind_check',
      sql`${t.kind} in ('FOLLOW_UP_MEETING', 'NDA', 'LOI', 'PILOT', 'CONTRACT')`,
    ),
  ],
);

/**
 * One-time links of the feedback and follow-up mails: the SHA-256 of the token only. A row is
 * also the claim that its mail round was sent: unique (meeting, side, purpose, round), inserted
 * in the transaction that queues the mails, so each round goes once however many server
 * instances sweep (docs/decisions/059).
 */
export const followUpTokens = pgTable(
  'followup_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tokenHash: text('token_hash').notNull(),
    meetingId: uuid('meeting_id')
      .notNull()
      .references(() => meetings.id, { onDelete: 'cascade' }),
    side: text('side').$type<RatingSide>().notNull(),
    purpose: text('purpose').$type<FollowUpTokenPurpose>().notNull(),
    /** 0 the first mail, 1 the reminder. */
    round: integer('round').notNull().default(0),
    expiresAt: instant('expires_at').notNull(),
    usedAt: instant('used_at'),
    createdAt: instant('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('followup_tokens_hash_idx').on(t.tokenHash),
    uniqueIndex('followup_tokens_round_idx').on(t.meetingId, t.side, t.purpose, t.round),
    check('followup_tokens_side_check', sql`${t.side} in ('STARTUP', 'CORPORATE')`),
    check('followup_tokens_purpose_check', sql`${t.purpose} in ('RATING', 'FOLLOW_UP')`),
  ],
);

/** Per event: days after its end for the second stage (organisers change it). */
export const followUpSettings = pgTable(
  'followup_settings',
  {
    eventId: uuid('event_id')
      .primaryKey()
      .references(() => events.id, { onDelete: 'cascade' }),
    secondStageDays: integer('second_stage_days').notNull().default(180),
    updatedAt: instant('updated_at').notNull().defaultNow(),
  },
  (t) => [check('followup_settings_days_check', sql`${t.secondStageDays} between 1 and 730`)],
);

/**
 * What the follow-up tables say about one meeting, kept by database triggers on meeting_ratings,
 * follow_up_reports and follow_up_outcomes (migration `follow_up_summary_triggers`), so every
 * write — a service, a correction, a raw statement — keeps it current in the same transaction.
 * A row exists while the meeting has a rating, a report or an outcome. The funnel reads it
 * instead of joining and grouping the three tables (docs/decisions/095).
 */
export const meetingFollowUpSummaries = pgTable('meeting_follow_up_summaries', {
  meetingId: uuid('meeting_id')
    .primaryKey()
    .references(() => meetings.id, { onDelete: 'cascade' }),
  startupScore: integer('startup_score'),
  corporateScore: integer('corporate_score'),
  /** Either side's rating wants a follow-up. */
  wants: boolean('wants').notNull(),
  /** A second-stage report or an outcome exists. */
  answered: boolean('answered').notNull(),
  /** A report other than NO_FURTHER_CONTACT, or any outcome. */
  onward: boolean('onward').notNull(),
  /** AGREEMENT_REACHED, or an NDA, LOI, PILOT or CONTRACT outcome. */
  collaboration: boolean('collaboration').notNull(),
});
