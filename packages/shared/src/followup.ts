import { z } from 'zod';
import { objectError } from './text.ts';

/** Ratings and follow-up (DOMAIN.md "Rating and follow-up"). */

export const RATING_SIDES = ['STARTUP', 'CORPORATE'] as const;
export type RatingSide = (typeof RATING_SIDES)[number];

/** Who reports a follow-up: either party, or the organisers (learned by other means). */
export const REPORT_SIDES = ['STARTUP', 'CORPORATE', 'ORGANISER'] as const;
export type ReportSide = (typeof REPORT_SIDES)[number];

/**
 * A participant sees the other side's average rating only when at least this many different
 * companies stand behind it, so no single counterpart's score can be read off it.
 */
export const MIN_RATERS_SHOWN = 5;

/** Days after a rating was given during which its author may correct it (earlier versions kept). */
export const RATING_CORRECTION_DAYS = 7;

export const RATING_VIA = ['APP', 'LINK', 'ORGANISER'] as const;
export type RatingVia = (typeof RATING_VIA)[number];

export const FOLLOW_UP_RESULTS = [
  'NO_FURTHER_CONTACT',
  'KNOWLEDGE_GAIN',
  'VALUABLE_CONTACT',
  'NEGOTIATION_STARTED',
  'AGREEMENT_REACHED',
] as const;
export type FollowUpResult = (typeof FOLLOW_UP_RESULTS)[number];

export const FOLLOW_UP_RESULT_LABELS: Record<FollowUpResult, string> = {
  NO_FURTHER_CONTACT: 'No further contact',
  KNOWLEDGE_GAIN: 'We learned something',
  VALUABLE_CONTACT: 'A valuable contact',
  NEGOTIATION_STARTED: 'Negotiations started',
  AGREEMENT_REACHED: 'An agreement was reached',
};

export const OUTCOME_KINDS = ['FOLLOW_UP_MEETING', 'NDA', 'LOI', 'PILOT', 'CONTRACT'] as const;
export type OutcomeKind = (typeof OUTCOME_KINDS)[number];

export const OUTCOME_LABELS: Record<OutcomeKind, string> = {
  FOLLOW_UP_MEETING: 'Follow-up meeting',
  NDA: 'NDA',
  LOI: 'Letter of intent',
  PILOT: 'Pilot',
  CONTRACT: 'Contract',
};

/** Token links: the rating form after a meeting, the follow-up form months later. */
export const FOLLOW_UP_TOKEN_PURPOSES = ['RATING', 'FOLLOW_UP'] as const;
export type FollowUpTokenPurpose = (typeof FOLLOW_UP_TOKEN_PURPOSES)[number];

/** Days after the event's end when both parties are asked what came of a meeting. */
export const DEFAULT_SECOND_STAGE_DAYS = 180;

const blankToUndefined = (v: unknown) =>
  v === null || (typeof v === 'string' && !v.trim()) ? undefined : v;

const comment = z.preprocess(
  blankToUndefined,
  z.string('Write the comment as text').trim().max(2000, 'Use at most 2000 characters').optional(),
);

/** rateMeeting (the contract: `{ score, comment, wantsFollowUp }`). */
export const rateMeetingInput = z.object(
  {
    score: z
      .number('Give a score from 1 to 5')
      .int('Give a whole score from 1 to 5')
      .min(1, 'Give a score from 1 to 5')
      .max(5, 'Give a score from 1 to 5'),
    comment,
    wantsFollowUp: z.boolean('Say whether you want a follow-up'),
  },
  { error: objectError('the score, comment and follow-up wish') },
);
export type RateMeetingInput = z.infer<typeof rateMeetingInput>;

/** "a, b, c or d" from a label table; acronyms (NDA) keep their capitals. */
function inWords(labels: Record<string, string>): string {
  const words = Object.values(labels).map((l) =>
    /^[A-Z](?![A-Z])/.test(l) ? l[0]!.toLowerCase() + l.slice(1) : l,
  );
  return `${words.slice(0, -1).join(', ')} or ${words.at(-1)}`;
}

/** A calendar date no later than tomorrow in UTC (a day's slack for every time zone). */
function notAfterToday(d: string): boolean {
  return Date.parse(`${d}T00:00:00Z`) <= Date.now() + 24 * 3600_000;
}

const isoDate = z
  .string('Write the date as YYYY-MM-DD')
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Write the date as YYYY-MM-DD')
  .refine((d) => !Number.isNaN(Date.parse(`${d}T00:00:00Z`)), 'Write a real date');

export const outcomeInput = z.object(
  {
    kind: z.enum(OUTCOME_KINDS, `Choose the outcome: ${inWords(OUTCOME_LABELS)}`),
    happenedOn: z.preprocess(
      blankToUndefined,
      isoDate
        .refine(notAfterToday, 'An outcome that happened cannot be dated after today')
        .optional(),
    ),
  },
  { error: objectError('the outcome') },
);

const followUpResult = z.enum(
  FOLLOW_UP_RESULTS,
  `Choose what came of the meeting: ${inWords(FOLLOW_UP_RESULT_LABELS)}`,
);

export const NO_CONTACT_WITH_OUTCOME =
  'With “No further contact” there are no outcomes: choose another result or remove the outcomes';

/** "No further contact" and a concrete outcome contradict each other. */
const consistent = (v: { result: FollowUpResult; outcomes: unknown[] }) =>
  v.result !== 'NO_FURTHER_CONTACT' || v.outcomes.length === 0;
const outcomes = z
  .array(outcomeInput, 'Send the outcomes as a list')
  .max(OUTCOME_KINDS.length, 'Name each outcome once')
  .default([])
  .refine(
    (list) => new Set(list.map((o) => o.kind)).size === list.length,
    'Name each outcome once',
  );

/** The second stage: what came of a meeting, and concrete outcomes with dates. */
export const followUpReportInput = z
  .object(
    { result: followUpResult, outcomes, comment },
    { error: objectError('the result and outcomes') },
  )
  .refine(consistent, { message: NO_CONTACT_WITH_OUTCOME, path: ['outcomes'] });
export type FollowUpReportInput = z.infer<typeof followUpReportInput>;

/** recordFollowUp (organisers): reported for the ORGANISER side; how they learned it is required. */
export const recordFollowUpInput = z
  .object(
    {
      result: followUpResult,
      outcomes,
      comment,
      source: z.preprocess(
        blankToUndefined,
        z
          .string('Say how you learned of it')
          .trim()
          .min(1, 'Say how you learned of it')
          .max(500, 'Use at most 500 characters'),
      ),
    },
    { error: objectError('the result, outcomes and source') },
  )
  .refine(consistent, { message: NO_CONTACT_WITH_OUTCOME, path: ['outcomes'] });
export type RecordFollowUpInput = z.infer<typeof recordFollowUpInput>;

/** The second stage goes 1 to 730 days after the event's end. */
export const SECOND_STAGE_DAYS = { min: 1, max: 730 } as const;
export const SECOND_STAGE_DAYS_RANGE = `Give a whole number of days from ${SECOND_STAGE_DAYS.min} to ${SECOND_STAGE_DAYS.max}`;

export const followUpSettingsInput = z.object(
  {
    secondStageDays: z
      .number(SECOND_STAGE_DAYS_RANGE)
      .int(SECOND_STAGE_DAYS_RANGE)
      .min(SECOND_STAGE_DAYS.min, SECOND_STAGE_DAYS_RANGE)
      .max(SECOND_STAGE_DAYS.max, SECOND_STAGE_DAYS_RANGE),
  },
  { error: objectError('the follow-up settings') },
);
