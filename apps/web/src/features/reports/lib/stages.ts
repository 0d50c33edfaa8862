import {
  CORPORATE_FUNNEL,
  FUNNEL_STAGES,
  plural,
  STAGE_TEXT,
  STARTUP_FUNNEL,
  type StageKey,
} from '@matchday/shared';
import type { ProgrammeFunnelQuery } from '../../../gql/admin.ts';

/** The funnel's stages in order (packages/shared funnel.ts), with what each counts. */
export type FunnelCounts = Omit<
  ProgrammeFunnelQuery['funnel'],
  'byEvent' | 'byCorporate' | 'byIncubator' | '__typename'
>;

export type Stage = { key: StageKey; label: string; unit: string };

const stages = (keys: readonly StageKey[]): Stage[] =>
  keys.map((key) => ({ key, ...STAGE_TEXT[key] }));

/** The programme funnel. */
export const PROGRAMME_STAGES = stages(FUNNEL_STAGES);

/** A corporate's own results: its needs → meetings → outcomes. */
export const CORPORATE_STAGES = stages(CORPORATE_FUNNEL);

/** A startup's own results: from being suggested to a signed grant. */
export const STARTUP_STAGES = stages(STARTUP_FUNNEL);

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
export { plural, type StageKey };
