/** The idle-gap floor (decision 066) against exact minima and its own pieces. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { schedule } from '../src/index.ts';
import { idleGapFloor, leastSpread, maxSpread, secondEigenvalue } from '../src/gap-floor.ts';
import type { ScheduleInstance } from '../src/types.ts';
import { randomInstance } from './instances.ts';

/** Σ (t − mean)² of a list. */
const spreadOf = (ts: number[]) => {
  const mean = ts.reduce((s, t) => s + t, 0) / ts.length;
  return ts.reduce((s, t) => s + (t - mean) ** 2, 0);
};

/** Least idle gaps over all schedules placing every request (depth-first, tiny instances). */
function leastGaps(inst: ScheduleInstance): number | null {
  const { slots: S, tables: T } = inst;
  const names = [...new Set(inst.requests.flatMap((r) => [r.a, r.b]))];
  const id = new Map(names.map((x, i) => [x, i]));
  const reqs = inst.requests.map((r) => [id.get(r.a)!, id.get(r.b)!] as const);
  const degree = names.map((_, p) => reqs.filter(([a, b]) => a === p || b === p).length);
  const busy = names.map(() => new Array<boolean>(S).fill(false));
  const lo = names.map(() => S);
  const hi = names.map(() => -1);
  const count = new Array<number>(S).fill(0);
  let best: number | null = null;
  const bound = () =>
    names.reduce(
      (g, _, p) => g + (hi[p]! < 0 ? 0 : Math.max(0, hi[p]! - lo[p]! + 1 - degree[p]!)),
      0,
    );
  const go = (i: number) => {
    if (best !== null && bound() >= best) return;
    if (i === reqs.length) {
      best = bound();
      return;
    }
    const [a, b] = reqs[i]!;
    for (let s = 0; s < S; s++) {
      if (busy[a]![s] || busy[b]![s] || count[s]! >= T) continue;
      const saved = [lo[a]!, hi[a]!, lo[b]!, hi[b]!];
      busy[a]![s] = busy[b]![s] = true;
      count[s]!++;
      lo[a] = Math.min(lo[a]!, s);
      hi[a] = Math.max(hi[a]!, s);
      lo[b] = Math.min(lo[b]!, s);
      hi[b] = Math.max(hi[b]!, s);
      go(i + 1);
      [lo[a], hi[a], lo[b], hi[b]] = saved as [number, number, number, number];
      busy[a]![s] = busy[b]![s] = false;
      count[s]!--;
    }
  };
  go(0);
  return best;
}

const complete = (k: number, slots: number, tables: number): ScheduleInstance => ({
  slots,
  tables,
  requests: Array.from({ length: k * k }, (_, i) => ({
    id: `r${i}`,
    a: `s${Math.floor(i / k)}`,
    b: `c${i % k}`,
  })),
});

describe('idle-gap floor', () => {
  it('maxSpread is the largest spread of d distinct slots in a window of w', () => {
    for (let w = 1; w <= 9; w++) {
      for (let d = 1; d <= w; d++) {
        let best = 0;
        for (let mask = 0; mask < 1 << w; mask++) {
          const ts = [...Array(w).keys()].filter((t) => (mask >> t) & 1);
          if (ts.length === d) best = Math.max(best, spreadOf(ts));
        }
        expect(maxSpread(d, w)).toBeCloseTo(best, 9);
      }
    }
  });

  it('leastSpread is the least spread of m items at most T per slot', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 12 }), fc.integer({ min: 1, max: 4 }), (m, T) => {
        // Every way to put m items into 7 consecutive slots, at most T each.
        let best = Infinity;
        const counts: number[] = [];
        const go = (slot: number, left: number) => {
          if (slot === 7) {
            if (left === 0)
              best = Math.min(best, spreadOf(counts.flatMap((c, t) => Array<number>(c).fill(t))));
            return;
          }
          for (let c = 0; c <= Math.min(T, left); c++) {
            counts.push(c);
            go(slot + 1, left - c);
            counts.pop();
          }
        };
        if (m > 7 * T) return;
        go(0, m);
        expect(leastSpread(m, T)).toBeCloseTo(best, 9);
      }),
      { numRuns: 60, seed: 7 },
    );
  });

  it('Lanczos finds the second eigenvalue of D^-1/2·A·D^-1/2 (cycle, complete bipartite)', () => {
    // Cycle of 10: eigenvalues cos(2πj/10); the second largest is cos(π/5).
    const ring = Int32Array.from({ length: 10 }, (_, i) => i);
    const next = ring.map((i) => (i + 1) % 10);
    const cycle = secondEigenvalue(10, ring, next);
    expect(cycle.theta).toBeCloseTo(Math.cos(Math.PI / 5), 8);
    expect(cycle.residual).toBeLessThan(1e-8);
    // K3,3: eigenvalues 1, 0 (×4), −1.
    const a = Int32Array.from({ length: 9 }, (_, i) => Math.floor(i / 3));
    const b = Int32Array.from({ length: 9 }, (_, i) => 3 + (i % 3));
    expect(secondEigenvalue(6, a, b).theta).toBeCloseTo(0, 8);
  });

  it('never exceeds the least idle gaps of a schedule that places every request', () => {
    let positive = 0;
    const arb = fc
      .record({
        k: fc.integer({ min: 2, max: 3 }),
        pairs: fc.array(fc.tuple(fc.nat({ max: 3 }), fc.nat({ max: 3 })), {
          minLength: 3,
          maxLength: 8,
        }),
        extraSlots: fc.integer({ min: 0, max: 4 }),
        tables: fc.integer({ min: 1, max: 3 }),
      })
      .map(({ k, pairs, extraSlots, tables }): ScheduleInstance => {
        const requests = pairs.map(([x, y], i) => ({ id: `r${i}`, a: `s${x % k}`, b: `c${y}` }));
        const degree = new Map<string, number>();
        for (const r of requests)
          for (const p of [r.a, r.b]) degree.set(p, (degree.get(p) ?? 0) + 1);
        const delta = Math.max(...degree.values());
        const slots = Math.max(delta, Math.ceil(requests.length / tables)) + extraSlots;
        return { slots, tables, requests };
      });
    const check = (inst: ScheduleInstance) => {
      const floor = idleGapFloor(inst);
      const exact = leastGaps(inst);
      expect(exact).not.toBeNull();
      expect(floor.applicable).toBe(true);
      expect(floor.floor).toBeLessThanOrEqual(exact!);
      if (floor.floor > 0) positive++;
    };
    fc.assert(fc.property(arb, check), { numRuns: 150, seed: 8 });
    // K3,3 one meeting per slot: the floor must bite, or this proves nothing.
    check(complete(3, 9, 1));
    expect(positive).toBeGreaterThan(0);
  }, 60_000);

  it('never exceeds our idle gaps where every request is placed, and bites on tight random instances', () => {
    for (let seed = 0; seed < 3; seed++) {
      const inst = randomInstance(
        { startups: 50, corporates: 50, requests: 400, slots: 40, tables: 10 },
        seed,
      );
      const ours = schedule(inst);
      expect(ours.assignments.length).toBe(400);
      const floor = idleGapFloor(inst);
      expect(floor.floor).toBeGreaterThan(0);
      expect(floor.floor).toBeLessThanOrEqual(ours.stats.idleGaps);
    }
  });

  it('does not apply across session blocks or when someone has more requests than slots', () => {
    const inst = complete(3, 9, 1);
    expect(
      idleGapFloor({
        ...inst,
        sessions: [
          [0, 1, 2, 3],
          [4, 5, 6, 7, 8],
        ],
      }).applicable,
    ).toBe(false);
    expect(idleGapFloor({ ...inst, slots: 2, tables: 5 }).applicable).toBe(false);
  });
});
