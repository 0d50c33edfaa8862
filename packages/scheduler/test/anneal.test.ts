/** Annealing on idle gaps (decision 068): the placed set is fixed; (moved, gaps) never end higher. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { anneal, startTemperature } from '../src/anneal.ts';
import { computeBounds } from '../src/bounds.ts';
import { Compactor } from '../src/compact.ts';
import { firstFit, priorityOrder } from '../src/greedy.ts';
import { validate } from '../src/index.ts';
import { lockMask } from '../src/model.ts';
import { bipartiteSides } from '../src/network.ts';
import { perturb } from '../src/perturb.ts';
import { buildResult } from '../src/result.ts';
import { stateFromSlots } from '../src/state.ts';
import { slotMoves, totalGaps, uncoveredCount } from '../src/stats.ts';
import type { ScheduleInstance } from '../src/types.ts';
import { arb, placedSet, startState, tightArb } from './gappy.ts';
import { BENCH_ROWS, BENCH_SEED, randomInstance } from './instances.ts';

/** Anneals the reverse first-fit schedule of inst; checks every guarantee; returns the slots. */
function annealed(inst: ScheduleInstance, moves: number, hot?: number): Int32Array {
  const st = startState(inst);
  const { model } = st;
  const before = {
    set: placedSet(st),
    prio: st.prioSum,
    uncovered: uncoveredCount(st),
    moved: slotMoves(st),
    gaps: totalGaps(model, st.busy),
  };
  const locks = lockMask(model);
  const c = new Compactor(st, locks);
  anneal(c, st, moves, hot);
  const moved = slotMoves(st);
  const gaps = totalGaps(model, st.busy);
  // The running totals match a recount, whether it ended at the last state or the snapshot.
  expect(c.gaps).toBe(gaps);
  if (model.previousCount > 0) expect(c.moved).toBe(moved);
  expect(placedSet(st)).toBe(before.set);
  expect(st.prioSum).toBe(before.prio);
  expect(uncoveredCount(st)).toBe(before.uncovered);
  expect(moved).toBeLessThanOrEqual(before.moved);
  if (moved === before.moved) expect(gaps).toBeLessThanOrEqual(before.gaps);
  for (const e of model.lockedEdges) expect(st.slotOf[e]).toBe(model.lockSlot[e]);
  firstFit(st, priorityOrder(model));
  const bounds = computeBounds(model, bipartiteSides(model));
  expect(validate(inst, buildResult(model, st, bounds))).toEqual([]);
  return Int32Array.from(st.slotOf);
}

describe('annealing', () => {
  it('same placed set, priority and coverage; (moved, gaps) never up; valid (all constraints, sessions, previous)', () => {
    fc.assert(
      fc.property(arb, fc.constantFrom(200, 5_000, 50_000), (inst, moves) => {
        annealed(inst, moves);
      }),
      { numRuns: 150, seed: 68 },
    );
  }, 60_000);

  it('ends no higher than it started even when far too hot to settle (the best state is kept)', () => {
    fc.assert(
      fc.property(tightArb, (inst) => {
        annealed(inst, 2_000, 20);
      }),
      { numRuns: 30, seed: 70 },
    );
  }, 60_000);

  it('is deterministic and keeps every guarantee where the tables bind (event shape)', () => {
    fc.assert(
      fc.property(tightArb, (inst) => {
        expect(annealed(inst, 100_000)).toEqual(annealed(inst, 100_000));
      }),
      { numRuns: 30, seed: 69 },
    );
  }, 60_000);

  it('goes below where the descent and the iterated search stop (event-300)', () => {
    const inst = randomInstance(BENCH_ROWS.find(([name]) => name === 'event-300')![1], BENCH_SEED);
    const st = startState(inst);
    const { model } = st;
    const c = new Compactor(st, new Uint8Array(model.m));
    c.run(2_000_000);
    perturb(c, st, 5_000_000, 1000 * model.n);
    const searched = totalGaps(model, st.busy);
    const again = stateFromSlots(model, st.slotOf);
    anneal(new Compactor(again, new Uint8Array(model.m)), again, 2_000_000);
    expect(totalGaps(model, again.busy)).toBeLessThan(searched);
  });

  it('starts hotter the more moves each participant gets, within [0.2, 0.8]', () => {
    expect(startTemperature(1e9, 10)).toBe(0.8);
    expect(startTemperature(4_000_000, 600)).toBeGreaterThan(startTemperature(4_000_000, 2000));
    expect(startTemperature(1000, 2000)).toBe(0.2);
  });
});
