/** The contiguous sweep and the layout-local set (decision 066): gaps never cost a meeting. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { schedule, validate } from '../src/index.ts';
import { computeBounds } from '../src/bounds.ts';
import { parseInstance } from '../src/input.ts';
import { bipartiteSides } from '../src/network.ts';
import { resweep } from '../src/contiguous.ts';
import { spectralLayout } from '../src/embedding.ts';
import { greedyState } from '../src/greedy.ts';
import { improve } from '../src/improve.ts';
import { isPureInstance, solvePureCandidates } from '../src/pure.ts';
import { buildResult } from '../src/result.ts';
import { solveInstance } from '../src/schedule.ts';
import type { ScheduleInstance, ScheduleResult } from '../src/types.ts';
import { instanceArb } from './arbitraries.ts';
import { randomInstance } from './instances.ts';

const firstEdition = (inst: ScheduleInstance) => solveInstance(inst, { secondEdition: false });
const prioritySum = (inst: ScheduleInstance, r: ScheduleResult) => {
  const prio = new Map(inst.requests.map((q) => [q.id, q.priority ?? 1]));
  return r.assignments.reduce((sum, a) => sum + prio.get(a.requestId)!, 0);
};

/** Every construction solvePureCandidates offers, as public results. */
const candidates = (inst: ScheduleInstance): ScheduleResult[] => {
  const model = parseInstance(inst);
  const side = bipartiteSides(model);
  if (!isPureInstance(model, side)) return [];
  const bounds = computeBounds(model, side);
  return solvePureCandidates(model, side!).map((st) => buildResult(model, st, bounds));
};

describe('contiguous sweep and layout-local set', () => {
  it('every construction is valid and places exactly maxMeetings at the first edition priority', () => {
    let local = 0;
    fc.assert(
      fc.property(
        instanceArb({ priorities: true, maxRequests: 50, maxParticipants: 9, maxTables: 4 }),
        fc.boolean(),
        (inst0, equal) => {
          const inst = equal
            ? { ...inst0, requests: inst0.requests.map(({ id, a, b }) => ({ id, a, b })) }
            : inst0;
          const first = firstEdition(inst);
          const all = candidates(inst);
          expect(all.length).toBeGreaterThan(0);
          if (all.length >= 4) local++; // beyond the three sweeps of the flow set
          for (const r of all) {
            expect(validate(inst, r)).toEqual([]);
            expect(r.assignments.length).toBe(r.bounds.maxMeetings);
            expect(prioritySum(inst, r)).toBe(prioritySum(inst, first));
          }
        },
      ),
      { numRuns: 300, seed: 66 },
    );
    // The sample must reach the layout-local set (tables bind, equal priorities).
    expect(local).toBeGreaterThan(0);
  }, 60_000);

  it('when the tables bind: every slot full, nobody more without a meeting than the first edition', () => {
    for (let seed = 0; seed < 8; seed++) {
      // 30 slots × 12 tables = 360 meetings out of 600 requests.
      const inst = randomInstance(
        { startups: 60, corporates: 40, requests: 600, slots: 30, tables: 12, skew: 0.3 },
        seed,
      );
      const ours = schedule(inst);
      const first = firstEdition(inst);
      expect(validate(inst, ours)).toEqual([]);
      expect(ours.assignments.length).toBe(30 * 12);
      expect(ours.stats.participantsWithoutMeeting).toBeLessThanOrEqual(
        first.stats.participantsWithoutMeeting,
      );
      expect(ours.stats.idleGaps).toBeLessThan(first.stats.idleGaps / 4);
    }
  }, 60_000);

  it('with unavailability, locks, caps and home tables: the resweep keeps the set, valid', () => {
    let rebuilt = 0;
    fc.assert(
      fc.property(instanceArb({ constraints: true, priorities: true, maxRequests: 40 }), (inst) => {
        const model = parseInstance(inst);
        const side = bipartiteSides(model);
        const bounds = computeBounds(model, side);
        const base = improve(model, greedyState(model), bounds);
        const chosen = new Uint8Array(model.m);
        for (let e = 0; e < model.m; e++) if (base.slotOf[e]! >= 0) chosen[e] = 1;
        const again = resweep(model, base, spectralLayout(model, chosen));
        if (again === null) return;
        rebuilt++;
        const r = buildResult(model, again, bounds);
        expect(validate(inst, r)).toEqual([]);
        expect(r.assignments.length).toBe(base.placed);
        expect(again.prioSum).toBeCloseTo(base.prioSum, 9);
        // Locks stay where they are.
        for (const e of model.lockedEdges) expect(again.slotOf[e]).toBe(model.lockSlot[e]);
      }),
      { numRuns: 300, seed: 67 },
    );
    expect(rebuilt).toBeGreaterThan(100);
  }, 60_000);

  it('tables binding with 10% unavailability: the maximum count, coverage kept, fewer gaps', () => {
    for (let seed = 0; seed < 4; seed++) {
      const inst = randomInstance(
        {
          startups: 60,
          corporates: 40,
          requests: 600,
          slots: 30,
          tables: 12,
          skew: 0.3,
          unavailability: 0.1,
        },
        seed,
      );
      const ours = schedule(inst);
      const first = firstEdition(inst);
      expect(validate(inst, ours)).toEqual([]);
      expect(ours.assignments.length).toBe(first.assignments.length);
      expect(ours.stats.participantsWithoutMeeting).toBeLessThanOrEqual(
        first.stats.participantsWithoutMeeting,
      );
      expect(ours.stats.idleGaps).toBeLessThan(first.stats.idleGaps / 2);
    }
  }, 60_000);

  it('is deterministic', () => {
    const inst = randomInstance(
      { startups: 80, corporates: 60, requests: 800, slots: 20, tables: 45, skew: 0.3 },
      3,
    );
    expect(schedule(inst)).toEqual(schedule(inst));
  });
});
