/** Trades (decision 066, second round): a meeting next to a gap gives way to an unplaced request. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { schedule, validate } from '../src/index.ts';
import { computeBounds } from '../src/bounds.ts';
import { Compactor } from '../src/compact.ts';
import { firstFit, greedyState, priorityOrder } from '../src/greedy.ts';
import { parseInstance } from '../src/input.ts';
import { edgeSlotOk, lockMask } from '../src/model.ts';
import { bipartiteSides } from '../src/network.ts';
import { buildResult } from '../src/result.ts';
import { Rng } from '../src/rng.ts';
import { totalGaps, uncoveredCount } from '../src/stats.ts';
import { instanceArb } from './arbitraries.ts';
import { randomInstance } from './instances.ts';

describe('trade', () => {
  it('keeps count, priority, coverage, locks and validity, and lowers the gaps when it acts', () => {
    let acted = 0;
    fc.assert(
      fc.property(
        instanceArb({
          constraints: true,
          priorities: true,
          maxRequests: 40,
          maxParticipants: 8,
          maxTables: 3,
        }),
        fc.nat({ max: 1_000_000 }),
        (inst, seed) => {
          const model = parseInstance(inst);
          const bounds = computeBounds(model, bipartiteSides(model));
          // Locks first, then the rest in random order and random slots: a state with gaps.
          const st = greedyState(model);
          for (let e = 0; e < model.m; e++)
            if (st.slotOf[e]! >= 0 && model.lockSlot[e]! < 0) st.remove(e);
          const rng = new Rng(seed);
          for (let i = 0; i < model.m; i++) {
            const e = rng.int(model.m);
            if (st.slotOf[e]! >= 0 || !st.underCap(e) || model.lockDropped[e] === 1) continue;
            if (model.blocked[e] === 1) continue;
            const s = rng.int(model.slots);
            if (st.fits(e, s) && edgeSlotOk(model, e, s)) st.place(e, s);
          }
          firstFit(st, priorityOrder(model)); // maximal, as every schedule the polish sees
          const locks = lockMask(model);
          const before = {
            placed: st.placed,
            prio: st.prioSum,
            uncovered: uncoveredCount(st),
            gaps: totalGaps(model, st.busy),
            lockSlots: Array.from(model.lockedEdges, (e) => st.slotOf[e]!),
          };
          const c = new Compactor(st, locks);
          const changed = c.trade(1_000_000);
          const gaps = totalGaps(model, st.busy);
          expect(st.placed).toBe(before.placed);
          expect(st.prioSum).toBeGreaterThanOrEqual(before.prio - 1e-9);
          expect(uncoveredCount(st)).toBeLessThanOrEqual(before.uncovered);
          expect(Array.from(model.lockedEdges, (e) => st.slotOf[e]!)).toEqual(before.lockSlots);
          if (changed) {
            acted++;
            expect(gaps).toBeLessThan(before.gaps);
          } else expect(gaps).toBe(before.gaps);
          firstFit(st, priorityOrder(model)); // as the polish ends (the traded-out one may fit)
          const r = buildResult(model, st, bounds);
          expect(validate(inst, r)).toEqual([]);
        },
      ),
      { numRuns: 300, seed: 1402 },
    );
    // The sample must reach a trade that changes something.
    expect(acted).toBeGreaterThan(0);
  }, 60_000);

  it('changes nothing with a previous schedule (moved is not weighed there)', () => {
    const inst = randomInstance(
      { startups: 20, corporates: 12, requests: 200, slots: 10, tables: 6, skew: 0.3 },
      3,
    );
    const first = schedule(inst);
    const previous = first.assignments.map(({ requestId, slot, table }) => ({
      requestId,
      slot,
      table,
    }));
    const model = parseInstance({ ...inst, previous });
    const st = greedyState(model);
    const c = new Compactor(st, new Uint8Array(model.m));
    expect(c.trade(1_000_000)).toBe(false);
  });

  it('the full schedule when the tables bind still places every slot full, deterministically', () => {
    const inst = randomInstance(
      { startups: 60, corporates: 40, requests: 600, slots: 30, tables: 12, skew: 0.3 },
      11,
    );
    const a = schedule(inst);
    const b = schedule(inst);
    expect(validate(inst, a)).toEqual([]);
    expect(a.assignments.length).toBe(360);
    expect(a.stats.participantsWithoutMeeting).toBe(0);
    expect(b).toEqual(a);
  }, 60_000);
});
