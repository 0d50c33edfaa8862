/** Public entry points: schedule (optimal / near-optimal) and scheduleGreedy (first-fit baseline). */
import { computeBounds } from './bounds.ts';
import { firstFit, greedyState, priorityOrder } from './greedy.ts';
import { improve } from './improve.ts';
import { parseInstance } from './input.ts';
import { bipartiteSides } from './network.ts';
import { isPureInstance, solvePure } from './pure.ts';
import { buildResult } from './result.ts';
import type { ScheduleInstance, ScheduleResult } from './types.ts';

/**
 * Places the requests into slots and tables. Throws ScheduleInputError on malformed input.
 * Optimal (maxMeetings placed, of maximum priority) without unavailability, locks and home tables;
 * otherwise a local search that never places fewer than `scheduleGreedy`.
 */
export function schedule(instance: ScheduleInstance): ScheduleResult {
  const model = parseInstance(instance);
  const side = bipartiteSides(model);
  const bounds = computeBounds(model, side);
  if (isPureInstance(model, side)) {
    const st = solvePure(model, side!);
    firstFit(st, priorityOrder(model)); // no-op when optimal; keeps the result maximal regardless
    return buildResult(model, st, bounds);
  }
  const greedy = greedyState(model);
  const best = improve(model, greedy, bounds);
  return buildResult(model, best, bounds);
}

/** First-fit greedy baseline: locks first, then requests by priority into the first slot that fits. */
export function scheduleGreedy(instance: ScheduleInstance): ScheduleResult {
  const model = parseInstance(instance);
  const bounds = computeBounds(model, bipartiteSides(model));
  return buildResult(model, greedyState(model), bounds);
}
