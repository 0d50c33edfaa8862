import {
  CORPORATE_FUNNEL,
  FUNNEL_STAGES,
  OWN_STAGE_TEXT,
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

const stages = (keys: readonly StageKey[], own?: 'startup' | 'corporate'): Stage[] =>
  keys.map((key) => ({ key, ...STAGE_TEXT[key], ...(own ? OWN_STAGE_TEXT[own][key] : {}) }));

/** The programme funnel. */
export const PROGRAMME_STAGES = stages(FUNNEL_STAGES);

/** A corporate's own results: its needs → meetings → outcomes. */
export const CORPORATE_STAGES = stages(CORPORATE_FUNNEL, 'corporate');

/** A startup's own results: from being suggested to a signed grant. */
export const STARTUP_STAGES = stages(STARTUP_FUNNEL, 'startup');

/** The figures' formats live in lib/figures.ts (the Follow-up tab shows them too). */
export { formatRate, formatScore } from '../../../lib/figures.ts';

/** "1 meeting", "3 meetings": the one plural rule (packages/shared). */
export { plural, type StageKey };
