import { z } from 'zod';
import { INDUSTRIES, isoCountry, STARTUP_STAGES, TEXT_LIMITS } from './profile.ts';
import { objectError } from './text.ts';

/** Needs, suggestions (matches), choices and pairing requests (DOMAIN.md). */

export const NEED_STATES = ['DRAFT', 'PUBLISHED', 'CLOSED'] as const;
export type NeedState = (typeof NEED_STATES)[number];
export const MATCH_STATES = [
  'PROPOSED',
  'SUGGESTED',
  'SELECTED',
  'DECLINED',
  'CONFIRMED',
  'REFUSED',
  /** Ended because one side was removed from the event by the organisers. */
  'WITHDRAWN',
] as const;
export type MatchState = (typeof MATCH_STATES)[number];
export const MATCH_CHOICES = ['MUST_MEET', 'MEET', 'NO_THANKS'] as const;
export type MatchChoice = (typeof MATCH_CHOICES)[number];
export const MATCH_SOURCES = [
  'ENGINE',
  'ADMIN',
  'INCUBATOR',
  'APPLICATION',
  'PAIRING',
  /** Two participants booked a meeting themselves (docs/decisions/109). */
  'BOOKING',
] as const;
export type MatchSource = (typeof MATCH_SOURCES)[number];
export const PAIRING_STATES = ['PENDING', 'ACCEPTED', 'DECLINED', 'EXPIRED'] as const;
export type PairingState = (typeof PAIRING_STATES)[number];
/** Pending pairing requests a startup may have at one event (configurable, 10). */
export const DEFAULT_PENDING_PAIRING_LIMIT = 10;

const blankToUndefined = (v: unknown) =>
  v === null || (typeof v === 'string' && !v.trim()) ? undefined : v;
const list = <S extends z.ZodType>(item: S, max: number, what: string) =>
  z.preprocess(
    (v) => (v === null || v === undefined ? [] : v),
    z
      .array(item, `Give a list of ${what}`)
      .max(max, `Choose at most ${max} ${what}`)
      .transform((l) => [...new Set(l as unknown[])] as z.infer<S>[]),
  );

/** A corporate's innovation need (createNeed, updateNeed). */
export const needInput = z.strictObject(
  {
    title: z
      .string({ error: 'Give the need a title' })
      .trim()
      .min(1, 'Give the need a title')
      .max(200, 'Use at most 200 characters'),
    description: z
      .string({ error: 'Describe the need: what you want to solve and with whom' })
      .trim()
      .min(1, 'Describe the need: what you want to solve and with whom')
      .max(5000, 'Use at most 5000 characters'),
    industries: list(z.enum(INDUSTRIES, 'Unknown industry'), 5, 'industries'),
    technologies: list(
      z
        .string('Enter a technology')
        .trim()
        .min(1, 'Enter a technology')
        .max(TEXT_LIMITS.technology, `Use at most ${TEXT_LIMITS.technology} characters`),
      15,
      'technologies',
    ),
    stages: list(z.enum(STARTUP_STAGES, 'Unknown stage'), STARTUP_STAGES.length, 'stages'),
    countries: list(isoCountry, 60, 'countries'),
    wantedMeetings: z.preprocess(
      blankToUndefined,
      z
        .int('Use a whole number')
        .min(1, 'Meet at least one startup')
        .max(50, 'At most 50 meetings')
        .default(5),
    ),
  },
  { error: objectError('the need') },
);
export type NeedInput = z.infer<typeof needInput>;

/** A startup's interest in a need: a short note (an application). */
export const applicationInput = z.strictObject(
  {
    note: z.preprocess(
      (v) => (v === null || v === undefined ? '' : v),
      z.string('Write a short note').trim().max(1000, 'Use at most 1000 characters'),
    ),
  },
  { error: objectError('a short note') },
);

/** A startup's answer to a corporate's selection: confirm, or decline with an optional reason. */
export const selectionAnswerInput = z.strictObject(
  {
    accept: z.boolean('Say whether you confirm the meeting'),
    reason: z.preprocess(
      blankToUndefined,
      z.string('Write the reason as text').trim().max(500, 'Use at most 500 characters').optional(),
    ),
  },
  { error: objectError('the answer') },
);
export type SelectionAnswerInput = z.input<typeof selectionAnswerInput>;

/** A corporate's choice on a suggestion. */
export const choiceInput = z.strictObject(
  {
    choice: z.enum(MATCH_CHOICES, 'Choose MUST_MEET, MEET or NO_THANKS'),
    reason: z.preprocess(
      blankToUndefined,
      z.string('Write the reason as text').trim().max(500, 'Use at most 500 characters').optional(),
    ),
  },
  { error: objectError('the choice') },
);

/** A startup (or its incubator) asks to meet a corporate at an event. */
export const pairingRequestInput = z.strictObject(
  {
    corporateId: z.uuid('Choose the corporate to meet'),
    needId: z.preprocess(blankToUndefined, z.uuid('Unknown need').optional()),
    message: z
      .string({ error: 'Write a short message to the corporate' })
      .trim()
      .min(1, 'Write a short message to the corporate')
      .max(1000, 'Use at most 1000 characters'),
  },
  { error: objectError('the pairing request') },
);
