/** Idle-gap reduction (Kempe descent and swap-in) on its own: it never costs a meeting. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { computeBounds } from '../src/bounds.ts';
import { Compactor } from '../src/compact.ts';
import { firstFit, greedyState, priorityOrder } from '../src/greedy.ts';
import { validate } from '../src/index.ts';
import { parseInstance } from '../src/input.ts';
import { lockMask } from '../src/model.ts';
import { perturb } from '../src/perturb.ts';
import { bipartiteSides } from '../src/network.ts';
import { buildResult } from '../src/result.ts';
import { slotMoves, totalGaps, uncoveredCount } from '../src/stats.ts';
import { arb, placedSet, startState, tightArb } from './gappy.ts';
import { randomInstance } from './instances.ts';

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
        const locks = lockMask(model);
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
          const locks = lockMask(model);
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
        const locks = lockMask(model);
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
