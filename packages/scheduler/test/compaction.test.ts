/** Idle-gap reduction (Kempe descent and swap-in) on its own: it never costs a meeting. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { computeBounds } from '../src/bounds.ts';
import { Compactor } from '../src/compact.ts';
import { firstFit, greedyState, priorityOrder } from '../src/greedy.ts';
import { scheduleGreedy, validate } from '../src/index.ts';
import { parseInstance } from '../src/input.ts';
import { perturb } from '../src/perturb.ts';
import { bipartiteSides } from '../src/network.ts';
import { buildResult } from '../src/result.ts';
import { type State, stateFromSlots } from '../src/state.ts';
import { slotMoves, totalGaps, uncoveredCount } from '../src/stats.ts';
import type { ScheduleInstance } from '../src/types.ts';
import { instanceArb } from './arbitraries.ts';
import { randomInstance } from './instances.ts';

/** Random instance with sessions and, as `previous`, the greedy schedule of the same instance. */
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
const arb = fc
  .tuple(
    instanceArb({ constraints: true, priorities: true, maxRequests: 50, maxSlots: 10 }),
    extras,
  )
  .map(([inst, [cuts, prev]]) => dressed(inst, cuts, prev));
/** Event-shaped instances where the tables cannot hold every request, so swap-in has work. */
const tightArb = fc
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

const placedSet = (st: State) => st.slotOf.map((s) => (s >= 0 ? 1 : 0)).join('');

/** Starting point: the first-fit schedule with the requests in reverse order (not `previous`). */
function startState(inst: ScheduleInstance): State {
  const model = parseInstance(inst);
  const reversed = scheduleGreedy({ ...inst, requests: [...inst.requests].reverse() });
  const slotOf = new Int32Array(model.m).fill(-1);
  const index = new Map(model.requestIds.map((id, e) => [id, e]));
  for (const a of reversed.assignments) slotOf[index.get(a.requestId)!] = a.slot;
  return stateFromSlots(model, slotOf);
}

describe('idle-gap reduction keeps every meeting', () => {
  it('Kempe descent: same placed set, (moved, gaps) never up, valid (all constraints, sessions, previous)', () => {
    fc.assert(
      fc.property(arb, (inst) => {
        const st = startState(inst);
        const { model } = st;
        const before = {
          set: placedSet(st),
          moved: slotMoves(st),
          gaps: totalGaps(model, st.busy),
        };
        const locks = new Uint8Array(model.m);
        for (const e of model.lockedEdges) locks[e] = 1;
        new Compactor(st, locks).run(1_000_000);
        expect(placedSet(st)).toBe(before.set);
        const moved = slotMoves(st);
        const gaps = totalGaps(model, st.busy);
        expect(moved).toBeLessThanOrEqual(before.moved);
        if (moved === before.moved) expect(gaps).toBeLessThanOrEqual(before.gaps);
        for (const e of model.lockedEdges) expect(st.slotOf[e]).toBe(model.lockSlot[e]);
        firstFit(st, priorityOrder(model));
        const bounds = computeBounds(model, bipartiteSides(model));
        expect(validate(inst, buildResult(model, st, bounds))).toEqual([]);
      }),
      { numRuns: 200, seed: 7 },
    );
  }, 60_000);

  it('iterated search: same placed set, (moved, gaps) never up, valid, deterministic', () => {
    fc.assert(
      fc.property(tightArb, (inst) => {
        const run = () => {
          const st = startState(inst);
          const { model } = st;
          const locks = new Uint8Array(model.m);
          for (const e of model.lockedEdges) locks[e] = 1;
          const c = new Compactor(st, locks);
          c.run(1_000_000);
          const before = {
            set: placedSet(st),
            moved: slotMoves(st),
            gaps: totalGaps(model, st.busy),
          };
          perturb(c, st, 2_000_000, 20 * model.n);
          expect(placedSet(st)).toBe(before.set);
          const moved = slotMoves(st);
          // The running totals kept through kept and undone trials match a recount.
          expect(c.gaps).toBe(totalGaps(model, st.busy));
          if (model.previousCount > 0) expect(c.moved).toBe(moved);
          expect(moved).toBeLessThanOrEqual(before.moved);
          if (moved === before.moved)
            expect(totalGaps(model, st.busy)).toBeLessThanOrEqual(before.gaps);
          firstFit(st, priorityOrder(model));
          const result = buildResult(model, st, computeBounds(model, bipartiteSides(model)));
          expect(validate(inst, result)).toEqual([]);
          return result;
        };
        expect(run()).toEqual(run());
      }),
      { numRuns: 40, seed: 9 },
    );
  }, 60_000);

  it('swap-in: same count, priority not lower, nobody newly uncovered, (moved, gaps) never up', () => {
    fc.assert(
      fc.property(tightArb, (inst) => {
        const st = startState(inst);
        const { model } = st;
        const before = {
          placed: st.placed,
          prio: st.prioSum,
          uncovered: uncoveredCount(st),
          moved: slotMoves(st),
          gaps: totalGaps(model, st.busy),
        };
        const locks = new Uint8Array(model.m);
        for (const e of model.lockedEdges) locks[e] = 1;
        const c = new Compactor(st, locks);
        for (;;) {
          const step = { placed: st.placed, moved: slotMoves(st), gaps: totalGaps(model, st.busy) };
          const more = c.work < 1_000_000 && c.swapIn(100_000);
          const moved = slotMoves(st);
          expect(moved).toBeLessThanOrEqual(step.moved);
          if (moved === step.moved && st.placed === step.placed)
            expect(totalGaps(model, st.busy)).toBeLessThanOrEqual(step.gaps);
          if (!more) break;
          c.run(100_000);
        }
        expect(st.placed).toBeGreaterThanOrEqual(before.placed);
        expect(st.prioSum).toBeGreaterThanOrEqual(before.prio - 1e-9);
        expect(uncoveredCount(st)).toBeLessThanOrEqual(before.uncovered);
        const moved = slotMoves(st);
        expect(moved).toBeLessThanOrEqual(before.moved);
        if (moved === before.moved && st.placed === before.placed)
          expect(totalGaps(model, st.busy)).toBeLessThanOrEqual(before.gaps);
        for (const e of model.lockedEdges) expect(st.slotOf[e]).toBe(model.lockSlot[e]);
        firstFit(st, priorityOrder(model));
        const bounds = computeBounds(model, bipartiteSides(model));
        expect(validate(inst, buildResult(model, st, bounds))).toEqual([]);
      }),
      { numRuns: 100, seed: 8 },
    );
  }, 60_000);

  it('swap-in lowers idle gaps when the tables cannot hold every request (event shape)', () => {
    const inst = randomInstance(
      { startups: 60, corporates: 60, requests: 600, slots: 12, tables: 30, skew: 0.2 },
      3,
    );
    const model = parseInstance(inst);
    const st = greedyState(model);
    const c = new Compactor(st, new Uint8Array(model.m));
    c.run(1_000_000);
    const afterDescent = totalGaps(model, st.busy);
    const placed = st.placed;
    while (c.work < 10_000_000 && c.swapIn(1_000_000)) c.run(1_000_000);
    expect(st.placed).toBe(placed);
    expect(totalGaps(model, st.busy)).toBeLessThan(afterDescent);
  });
});
