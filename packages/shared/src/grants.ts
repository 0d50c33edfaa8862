import { z } from 'zod';
import { objectError, safeMultilineText, safeText, tooLong, WHOLE_NUMBER } from './text.ts';

/** Innovation grant applications (DOMAIN.md "Innovation grant"). */

export const GRANT_STATUSES = [
  'DRAFT',
  'SUBMITTED',
  'IN_REVIEW',
  'APPROVED',
  'REJECTED',
  'AGREEMENT_SENT',
  'SIGNED',
  'CLOSED',
] as const;
export type GrantStatus = (typeof GRANT_STATUSES)[number];

/** Who moves an application: the applying startup, its corporate partner, the programme, the server. */
export const GRANT_MOVERS = ['STARTUP', 'CORPORATE', 'ADMIN', 'SYSTEM'] as const;
export type GrantMover = (typeof GRANT_MOVERS)[number];

export type GrantTransition = {
  from: GrantStatus;
  to: GrantStatus;
  who: readonly GrantMover[];
};

/**
 * The whole state machine: no move outside this table. The corporate partner confirms its part
 * while the application is a DRAFT (a field, not a state); the programme may send an application
 * in review back to the startup for changes (IN_REVIEW → DRAFT, with a note; the startup edits
 * and submits again, each submission kept as a version); the signing room moves the agreement
 * steps (SYSTEM when the last signature arrives or a Scrive callback says so).
 */
export const GRANT_TRANSITIONS: readonly GrantTransition[] = [
  { from: 'DRAFT', to: 'SUBMITTED', who: ['STARTUP'] },
  { from: 'SUBMITTED', to: 'IN_REVIEW', who: ['ADMIN'] },
  { from: 'IN_REVIEW', to: 'APPROVED', who: ['ADMIN'] },
  { from: 'IN_REVIEW', to: 'REJECTED', who: ['ADMIN'] },
  { from: 'IN_REVIEW', to: 'DRAFT', who: ['ADMIN'] },
  { from: 'APPROVED', to: 'AGREEMENT_SENT', who: ['ADMIN', 'SYSTEM'] },
  { from: 'AGREEMENT_SENT', to: 'SIGNED', who: ['SYSTEM'] },
  { from: 'SIGNED', to: 'CLOSED', who: ['ADMIN', 'SYSTEM'] },
];

/** The transition from → to, or undefined when the table has none. */
export function grantTransition(from: GrantStatus, to: GrantStatus) {
  return GRANT_TRANSITIONS.find((t) => t.from === from && t.to === to);
}

/** Whether `who` may move an application from → to. */
export function canMoveGrant(from: GrantStatus, to: GrantStatus, who: GrantMover): boolean {
  return grantTransition(from, to)?.who.includes(who) ?? false;
}

/** Where an application may go next from `from`, for `who` (all movers when omitted). */
export function nextGrantStatuses(from: GrantStatus, who?: GrantMover): GrantStatus[] {
  return GRANT_TRANSITIONS.filter((t) => t.from === from && (!who || t.who.includes(who))).map(
    (t) => t.to,
  );
}

/** Reviewed and final states; a decision mails both parties. */
export const GRANT_DECISIONS = ['APPROVED', 'REJECTED'] as const;
export type GrantDecision = (typeof GRANT_DECISIONS)[number];

export const GRANT_LIMITS = {
  title: 150,
  summary: 1_000,
  plan: 10_000,
  budgetLineLabel: 120,
  budgetLines: 20,
  /** SEK, whole kronor. */
  budgetMax: 100_000_000,
  /** A pilot runs one month to three years. */
  timelineMin: 1,
  timelineMax: 36,
  note: 2_000,
  name: 120,
  email: 254,
} as const;

const blankToNull = (v: unknown) =>
  v === undefined || v === null || (typeof v === 'string' && !v.trim()) ? null : v;

const title = safeText()
  .trim()
  .min(1, 'Give the project a title')
  .max(GRANT_LIMITS.title, tooLong(GRANT_LIMITS.title));
const summary = safeMultilineText()
  .trim()
  .min(1, 'Write a short summary')
  .max(GRANT_LIMITS.summary, tooLong(GRANT_LIMITS.summary));
const plan = safeMultilineText()
  .trim()
  .min(1, 'Describe the plan')
  .max(GRANT_LIMITS.plan, tooLong(GRANT_LIMITS.plan));
const sek = (what: string) =>
  z
    .number(`Enter ${what} in whole kronor (SEK)`)
    .int(WHOLE_NUMBER)
    .min(1, `${what[0]!.toUpperCase()}${what.slice(1)} must be at least 1 SEK`)
    .max(GRANT_LIMITS.budgetMax, `At most ${GRANT_LIMITS.budgetMax.toLocaleString('en')} SEK`);
/** Names the allowed range; a value outside it is refused, never clamped. */
export const TIMELINE_RANGE_MESSAGE = `The timeline is ${GRANT_LIMITS.timelineMin} to ${GRANT_LIMITS.timelineMax} months`;
const timeline = z
  .number('Enter the timeline in months')
  .int(WHOLE_NUMBER)
  .min(GRANT_LIMITS.timelineMin, TIMELINE_RANGE_MESSAGE)
  .max(GRANT_LIMITS.timelineMax, TIMELINE_RANGE_MESSAGE);
export const budgetLineSchema = z.object(
  {
    label: safeText()
      .trim()
      .min(1, 'Name the budget line')
      .max(GRANT_LIMITS.budgetLineLabel, tooLong(GRANT_LIMITS.budgetLineLabel)),
    amount: sek('the amount'),
  },
  { error: objectError('a label and an amount') },
);
export type BudgetLine = z.infer<typeof budgetLineSchema>;
const budgetLines = z
  .array(budgetLineSchema, 'Send the budget lines as a list')
  .max(GRANT_LIMITS.budgetLines, `Use at most ${GRANT_LIMITS.budgetLines} budget lines`);
const personName = safeText()
  .trim()
  .min(1, 'Enter the signatory’s name')
  .max(GRANT_LIMITS.name, tooLong(GRANT_LIMITS.name));
const email = z
  .email('Enter the signatory’s email address')
  .max(GRANT_LIMITS.email, tooLong(GRANT_LIMITS.email));
const id = (what: string) => z.uuid(`Choose ${what}`);

/** Optional in a draft: blank means "not yet written". */
const draftable = <T extends z.ZodType>(schema: T) => z.preprocess(blankToNull, schema.nullable());

/**
 * saveGrantDraft / createGrantApplication: a draft may be incomplete, but what it holds is well
 * formed. `version` is the one the form last read (optimistic concurrency for autosave).
 */
export const grantDraftInput = z.object(
  {
    corporateId: draftable(id('the corporate partner')).optional(),
    meetingId: draftable(id('the meeting')).optional(),
    title: draftable(title).optional(),
    summary: draftable(summary).optional(),
    plan: draftable(plan).optional(),
    budgetTotal: draftable(sek('the total')).optional(),
    budgetLines: budgetLines.optional(),
    timelineMonths: draftable(timeline).optional(),
    startupSignatoryName: draftable(personName).optional(),
    startupSignatoryEmail: draftable(email).optional(),
  },
  { error: objectError('the application fields') },
);
export type GrantDraftInput = z.infer<typeof grantDraftInput>;

/** Budget lines add up to the total, in whole kronor. */
export function budgetAddsUp(
  total: number | null | undefined,
  lines: readonly { amount: unknown }[],
) {
  return (
    total != null &&
    lines.reduce((sum, l) => sum + (typeof l?.amount === 'number' ? l.amount : NaN), 0) === total
  );
}

/**
 * What a submission must hold (checked on the stored draft at submit): every field, a budget
 * that adds up, a timeline of 1–36 months, the partner's confirmation.
 */
export const grantSubmission = z
  .object(
    {
      corporateId: id('the corporate partner'),
      title,
      summary,
      plan,
      budgetTotal: sek('the total'),
      budgetLines: budgetLines.min(1, 'Add at least one budget line'),
      timelineMonths: timeline,
      startupSignatoryName: personName,
      startupSignatoryEmail: email,
      corporateConfirmedAt: z.date('The corporate partner has not confirmed its part yet'),
    },
    { error: objectError('the application') },
  )
  .refine(
    (v) =>
      typeof v !== 'object' ||
      v === null ||
      typeof v.budgetTotal !== 'number' ||
      !Array.isArray(v.budgetLines) ||
      budgetAddsUp(v.budgetTotal, v.budgetLines),
    {
      message: 'The budget lines must add up to the total',
      path: ['budgetTotal'],
      // Checked even when another field is missing, so one answer names every problem (and not
      // at all when the whole value is not an object).
      when: (p) => typeof p.value === 'object' && p.value !== null,
    },
  );

/** The corporate partner confirms its part: who signs for it. */
export const grantConfirmInput = z.object(
  { signatoryName: personName, signatoryEmail: email },
  { error: objectError('the signatory’s name and email') },
);
export type GrantConfirmInput = z.infer<typeof grantConfirmInput>;

/** The programme's decision; a rejection says why. */
export const grantDecisionInput = z
  .object(
    {
      decision: z.enum(GRANT_DECISIONS, 'Choose APPROVED or REJECTED'),
      note: z.preprocess(
        blankToNull,
        safeMultilineText()
          .trim()
          .max(GRANT_LIMITS.note, tooLong(GRANT_LIMITS.note))
          .nullable()
          .optional(),
      ),
    },
    { error: objectError('the decision and a note') },
  )
  .refine((v) => v.decision !== 'REJECTED' || !!v.note, {
    message: 'Say why the application is rejected',
    path: ['note'],
  });
export type GrantDecisionInput = z.infer<typeof grantDecisionInput>;

const CHANGES_NOTE_MESSAGE = 'Say what the applicant should change';

/** The programme sends an application in review back to the startup: what to change. */
export const grantChangesInput = z.object(
  {
    note: z
      .string(CHANGES_NOTE_MESSAGE)
      .trim()
      .min(1, CHANGES_NOTE_MESSAGE)
      .max(GRANT_LIMITS.note, tooLong(GRANT_LIMITS.note))
      .pipe(safeMultilineText()),
  },
  { error: objectError('a note saying what to change') },
);
export type GrantChangesInput = z.infer<typeof grantChangesInput>;

/** Admin review queue filters. */
export const grantQueueInput = z.object(
  {
    status: z.enum(GRANT_STATUSES, 'Choose a status').nullish(),
    search: safeText().trim().max(100, tooLong(100)).nullish(),
    offset: z.number(WHOLE_NUMBER).int(WHOLE_NUMBER).min(0, 'Start at 0 or later').nullish(),
    limit: z
      .number(WHOLE_NUMBER)
      .int(WHOLE_NUMBER)
      .min(1, 'Ask for at least 1')
      .max(100, 'Ask for at most 100')
      .nullish(),
  },
  { error: objectError('the filters') },
);
export type GrantQueueInput = z.infer<typeof grantQueueInput>;
