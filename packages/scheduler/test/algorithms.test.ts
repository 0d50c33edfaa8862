/** Unit tests of the building blocks: flows, König colouring, balancing, first-fit greedy. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { balanceColours, konigColouring } from '../src/colouring.ts';
import { FlowNet } from '../src/flow.ts';
import { scheduleGreedy } from '../src/index.ts';
import { parseInstance } from '../src/input.ts';

describe('FlowNet', () => {
  it('computes a max-flow and respects a limit', () => {
    const build = () => {
      const net = new FlowNet(6);
      net.addArc(0, 2, 3);
      net.addArc(0, 3, 2);
      net.addArc(2, 3, 1);
      net.addArc(2, 4, 2);
      net.addArc(3, 5, 3);
      net.addArc(4, 1, 3);
      net.addArc(5, 1, 2);
      return net;
    };
    expect(build().maxFlow(0, 1)).toBe(4);
    expect(build().maxFlow(0, 1, 3)).toBe(3);
  });

  it('min-cost flow picks the cheapest arcs for a given flow value', () => {
    // s -> x (cap 2) -> t via three parallel arcs of cost -5, -1, -3.
    const net = new FlowNet(3);
    net.addArc(0, 2, 2);
    const arcs = [-5, -1, -3].map((w) => net.addArc(2, 1, 1, w));
    expect(net.minCostFlow(0, 1)).toBe(2);
    expect(arcs.map((a) => net.flowOn(a))).toEqual([1, 0, 1]);
  });
});

describe('König colouring and balancing', () => {
  const graph = fc.record({
    left: fc.integer({ min: 1, max: 6 }),
    right: fc.integer({ min: 1, max: 6 }),
    edges: fc.array(fc.tuple(fc.nat(), fc.nat()), { maxLength: 60 }),
  });

  it('uses Δ colours, properly, and balancing keeps it proper with classes ≤ ⌈m/Δ⌉', () => {
    fc.assert(
      fc.property(graph, ({ left, right, edges }) => {
        const requests = edges.map(([x, y], i) => ({
          id: `e${i}`,
          a: `L${x % left}`,
          b: `R${y % right}`,
        }));
        const model = parseInstance({ slots: 1, tables: 1, requests });
        let delta = 0;
        for (let p = 0; p < model.n; p++)
          delta = Math.max(delta, model.adjStart[p + 1]! - model.adjStart[p]!);
        if (delta === 0) return;
        const chosen = new Uint8Array(model.m).fill(1);
        const colour = konigColouring(model, chosen, delta);
        const target = Math.ceil(model.m / delta);
        balanceColours(model, colour, delta, target);
        const seen = new Set<string>();
        const size = new Array<number>(delta).fill(0);
        for (let e = 0; e < model.m; e++) {
          const c = colour[e]!;
          expect(c).toBeGreaterThanOrEqual(0);
          expect(c).toBeLessThan(delta);
          size[c]!++;
          for (const p of [model.ea[e]!, model.eb[e]!]) {
            expect(seen.has(`${p}:${c}`)).toBe(false);
            seen.add(`${p}:${c}`);
          }
        }
        expect(Math.max(...size)).toBeLessThanOrEqual(target);
      }),
      { numRuns: 200, seed: 31 },
    );
  });
});

describe('scheduleGreedy', () => {
  it('is first-fit: by priority, each request in the first slot that fits', () => {
    const result = scheduleGreedy({
      slots: 2,
      tables: 1,
      requests: [
        { id: 'x', a: 's1', b: 'c1' },
        { id: 'y', a: 's2', b: 'c2', priority: 2 },
        { id: 'z', a: 's3', b: 'c3' },
      ],
    });
    expect(result.assignments).toEqual([
      { requestId: 'x', slot: 1, table: 0 },
      { requestId: 'y', slot: 0, table: 0 },
    ]);
    expect(result.unscheduled).toEqual([{ requestId: 'z', reason: 'CAPACITY' }]);
  });
});
