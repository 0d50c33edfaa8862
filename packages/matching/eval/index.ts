import { NEEDS_A } from './needs-a.ts';
import { NEEDS_B } from './needs-b.ts';
import { BUILT } from './startups-built.ts';
import { ENERGY } from './startups-energy.ts';
import { FINTECH } from './startups-fintech.ts';
import { FOOD } from './startups-food.ts';
import { HEALTH } from './startups-health.ts';
import { INDUSTRY } from './startups-industry.ts';
import { MOBILITY } from './startups-mobility.ts';
import { DEMO, SOCIETY } from './startups-society.ts';
import { THIN } from './startups-thin.ts';

export type { EvalNeed, Grade } from './types.ts';

/** Every evaluation profile, the seed's demo startups included. */
export const EVAL_STARTUPS = [
  ...ENERGY,
  ...MOBILITY,
  ...HEALTH,
  ...FINTECH,
  ...INDUSTRY,
  ...FOOD,
  ...BUILT,
  ...SOCIETY,
  ...THIN,
  ...DEMO,
];

export const EVAL_NEEDS = [...NEEDS_A, ...NEEDS_B];
