import { plural } from '@matchday/shared';
import type { ProgrammeFunnelQuery } from '../../../gql/admin.ts';

/** The funnel's stages in order, with what each counts (docs/decisions/060). */
export type FunnelCounts = Omit<
  ProgrammeFunnelQuery['funnel'],
  'byEvent' | 'byCorporate' | 'byIncubator' | '__typename'
>;

export type StageKey =
  | 'invited'
  | 'registered'
  | 'needs'
  | 'suggested'
  | 'selected'
  | 'confirmed'
  | 'scheduled'
  | 'held'
  | 'rated'
  | 'wantsFollowUp'
  | 'followUpReported'
  | 'collaboration'
  | 'grantApplied'
  | 'grantSigned';

export type Stage = { key: StageKey; label: string; unit: string };

const ALL: Record<StageKey, Stage> = {
  invited: { key: 'invited', label: 'Invited', unit: 'companies' },
  registered: { key: 'registered', label: 'Registered', unit: 'companies' },
  needs: { key: 'needs', label: 'Needs published', unit: 'needs' },
  suggested: { key: 'suggested', label: 'Suggested', unit: 'pairs' },
  selected: { key: 'selected', label: 'Selected', unit: 'pairs' },
  confirmed: { key: 'confirmed', label: 'Confirmed', unit: 'pairs' },
  scheduled: { key: 'scheduled', label: 'Scheduled', unit: 'meetings' },
  held: { key: 'held', label: 'Held', unit: 'meetings' },
  rated: { key: 'rated', label: 'Rated', unit: 'meetings' },
  wantsFollowUp: { key: 'wantsFollowUp', label: 'Wants follow-up', unit: 'meetings' },
  followUpReported: { key: 'followUpReported', label: 'Follow-up reported', unit: 'meetings' },
  collaboration: { key: 'collaboration', label: 'Collaboration', unit: 'meetings' },
  grantApplied: { key: 'grantApplied', label: 'Grant applied', unit: 'applications' },
  grantSigned: { key: 'grantSigned', label: 'Grant signed', unit: 'applications' },
};

const pick = (...keys: StageKey[]) => keys.map((k) => ALL[k]);

/** The programme funnel (DOMAIN.md "Rating and follow-up"). */
export const PROGRAMME_STAGES = pick(
  'invited',
  'registered',
  'suggested',
  'selected',
  'confirmed',
  'scheduled',
  'held',
  'rated',
  'wantsFollowUp',
  'followUpReported',
  'collaboration',
  'grantApplied',
  'grantSigned',
);

/** A corporate's own results: its needs → meetings → outcomes. */
export const CORPORATE_STAGES = pick(
  'needs',
  'suggested',
  'selected',
  'confirmed',
  'scheduled',
  'held',
  'rated',
  'wantsFollowUp',
  'followUpReported',
  'collaboration',
  'grantApplied',
  'grantSigned',
);

/** A startup's own results: from being suggested to a signed grant. */
export const STARTUP_STAGES = pick(
  'registered',
  'suggested',
  'selected',
  'confirmed',
  'scheduled',
  'held',
  'rated',
  'wantsFollowUp',
  'followUpReported',
  'collaboration',
  'grantApplied',
  'grantSigned',
);

const percent = new Intl.NumberFormat('en-GB', { style: 'percent', maximumFractionDigits: 0 });
const decimal = new Intl.NumberFormat('en-GB', { maximumFractionDigits: 1 });

/** "63 %"-style rate, or a dash when there is nothing to divide by. */
export function formatRate(rate: number | null | undefined): string {
  return rate == null ? '—' : percent.format(rate);
}

export function formatScore(score: number | null | undefined): string {
  return score == null ? '—' : `${decimal.format(score)} / 5`;
}

/** "1 meeting", "3 meetings": the one plural rule (packages/shared). */
export { plural };
