/** Starting states and instance arbitraries shared by the idle-gap tests (compaction, annealing). */
import fc from 'fast-check';
import { scheduleGreedy } from '../src/index.ts';
import { parseInstance } from '../src/input.ts';
import { type State, stateFromSlots } from '../src/state.ts';
import type { ScheduleInstance } from '../src/types.ts';
import { instanceArb } from './arbitraries.ts';
import { randomInstance } from './instances.ts';

/** Adds sessions (cut points) and, when asked, the greedy schedule as `previous`. */
const dressed = (inst: ScheduleInstance, cuts: number[], withPrevious: boolean) => {
  const at = new Set(cuts.map((c) => c % inst.slots).filter((c) => c > 0));
  const sessions: number[][] = [[]];
  for (let s = 0; s < inst.slots; s++) {
    if (at.has(s)) sessions.push([]);
    sessions.at(-1)!.push(s);
  }
  const previous = withPrevious ? scheduleGreedy(inst).assignments : undefined;
  return { ...inst, sessions, previous };
};
const extras = fc.tuple(fc.array(fc.nat(), { maxLength: 3 }), fc.boolean());
/** Small instances with every constraint. */
export const arb = fc
  .tuple(
    instanceArb({ constraints: true, priorities: true, maxRequests: 50, maxSlots: 10 }),
    extras,
  )
  .map(([inst, [cuts, prev]]) => dressed(inst, cuts, prev));
/** Event-shaped instances where the tables cannot hold every request, so swap-in has work. */
export const tightArb = fc
  .tuple(fc.nat(), fc.constantFrom(0, 0.1), extras)
  .map(([seed, unavailability, [cuts, prev]]) =>
    dressed(
      randomInstance(
        {
          startups: 15,
          corporates: 15,
          requests: 150,
          slots: 8,
          tables: 6,
          skew: 0.2,
          unavailability,
        },
        seed,
      ),
      cuts,
      prev,
    ),
  );

/** Which requests are placed, as a string of 0/1. */
export const placedSet = (st: State) => st.slotOf.map((s) => (s >= 0 ? 1 : 0)).join('');

/** Starting point: the first-fit schedule with the requests in reverse order (not `previous`). */
export function startState(inst: ScheduleInstance): State {
  const model = parseInstance(inst);
  const reversed = scheduleGreedy({ ...inst, requests: [...inst.requests].reverse() });
  const slotOf = new Int32Array(model.m).fill(-1);
  const index = new Map(model.requestIds.map((id, e) => [id, e]));
  for (const a of reversed.assignments) slotOf[index.get(a.requestId)!] = a.slot;
  return stateFromSlots(model, slotOf);
}
