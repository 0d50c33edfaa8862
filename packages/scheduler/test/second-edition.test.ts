/** The second edition's guarantees: stats, meetings never lost, previous kept, coverage, sessions. */
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { schedule, scheduleGreedy, validate } from '../src/index.ts';
import { solveInstance } from '../src/schedule.ts';
import type { ScheduleInstance, ScheduleResult } from '../src/types.ts';
import { instanceArb } from './arbitraries.ts';
import { exactOptimum, loadHighs, type Highs } from './exact.ts';
import { changeAfterPublication, movedAgainst, randomInstance } from './instances.ts';

const firstEdition = (inst: ScheduleInstance) => solveInstance(inst, { secondEdition: false });
const prioritySum = (inst: ScheduleInstance, r: ScheduleResult) => {
  const prio = new Map(inst.requests.map((q) => [q.id, q.priority ?? 1]));
  return r.assignments.reduce((sum, a) => sum + prio.get(a.requestId)!, 0);
};

/** Adds sessions (random cut points) to an instance. */
const withSessions = (inst: ScheduleInstance, cuts: number[]): ScheduleInstance => {
  const at = new Set(cuts.map((c) => c % inst.slots).filter((c) => c > 0));
  const sessions: number[][] = [[]];
  for (let s = 0; s < inst.slots; s++) {
    if (at.has(s)) sessions.push([]);
    sessions.at(-1)!.push(s);
  }
  return { ...inst, sessions };
};

describe('second edition: meetings first', () => {
  it('never places fewer meetings or less priority than the first edition (all constraints, sessions)', () => {
    const arb = fc
      .tuple(
        instanceArb({ constraints: true, priorities: true, maxRequests: 40 }),
        fc.array(fc.nat(), { maxLength: 3 }),
      )
      .map(([inst, cuts]) => withSessions(inst, cuts));
    fc.assert(
      fc.property(arb, (inst) => {
        const ours = schedule(inst);
        const first = firstEdition(inst);
        expect(validate(inst, ours)).toEqual([]);
        expect(ours.assignments.length).toBeGreaterThanOrEqual(first.assignments.length);
        if (ours.assignments.length === first.assignments.length)
          expect(prioritySum(inst, ours)).toBeGreaterThanOrEqual(prioritySum(inst, first) - 1e-9);
        expect(ours.stats.placed).toBe(ours.assignments.length);
      }),
      { numRuns: 200, seed: 41 },
    );
  }, 60_000);

  it('without availability: exactly maxMeetings and the first edition priority, fewer idle gaps in total', () => {
    let ours = 0;
    let first = 0;
    fc.assert(
      fc.property(
        instanceArb({ priorities: true, maxRequests: 60, maxParticipants: 10 }),
        (inst) => {
          const r = schedule(inst);
          const f = firstEdition(inst);
          expect(validate(inst, r)).toEqual([]);
          expect(r.assignments.length).toBe(r.bounds.maxMeetings);
          expect(prioritySum(inst, r)).toBe(prioritySum(inst, f));
          ours += r.stats.idleGaps;
          first += f.stats.idleGaps;
        },
      ),
      { numRuns: 200, seed: 42 },
    );
    expect(ours).toBeLessThanOrEqual(first / 2);
  });

  it('with 10% unavailability: no more idle gaps than first-fit greedy on event-shaped instances', () => {
    let ours = 0;
    let greedy = 0;
    for (let i = 0; i < 6; i++) {
      const inst = randomInstance(
        {
          startups: 20,
          corporates: 14,
          requests: 160,
          slots: 'auto',
          tables: 'auto',
          extraTables: 1,
          unavailability: 0.1,
          skew: 0.4,
        },
        900 + i,
      );
      const r = schedule(inst);
      const g = scheduleGreedy(inst);
      expect(r.assignments.length).toBeGreaterThanOrEqual(g.assignments.length);
      ours += r.stats.idleGaps;
      greedy += g.stats.idleGaps;
    }
    expect(ours).toBeLessThanOrEqual(greedy);
  });
});

describe('second edition: previous', () => {
  it('previous identical to a feasible optimal result moves nothing (all constraints)', () => {
    fc.assert(
      fc.property(instanceArb({ constraints: true, priorities: true, maxRequests: 40 }), (inst) => {
        const published = schedule(inst);
        const again = schedule({ ...inst, previous: published.assignments });
        expect(validate({ ...inst, previous: published.assignments }, again)).toEqual([]);
        expect(again.stats.moved).toBe(0);
        expect(again.assignments.length).toBe(published.assignments.length);
      }),
      { numRuns: 80, seed: 43 },
    );
  }, 60_000);

  it('after 5% cancelled, 5% new and 5% of participants losing a slot: few moved, same count as a fresh run', () => {
    for (const [i, unavailability] of [0, 0.1, 0, 0.1].entries()) {
      const inst = randomInstance(
        {
          startups: 60,
          corporates: 40,
          requests: 600,
          slots: 'auto',
          tables: 'auto',
          extraTables: i,
          unavailability,
          skew: 0.4,
        },
        500 + i,
      );
      const published = schedule(inst);
      const { instance, infeasible } = changeAfterPublication(inst, published, 70 + i);
      const previous = instance.previous!;
      const again = schedule(instance);
      const fresh = schedule({ ...instance, previous: undefined });
      expect(validate(instance, again)).toEqual([]);
      expect(again.assignments.length).toBe(fresh.assignments.length);
      expect(again.stats.moved).toBeGreaterThanOrEqual(infeasible);
      expect(again.stats.moved).toBeLessThanOrEqual(
        infeasible + Math.ceil(0.02 * (previous.length - infeasible)),
      );
      expect(movedAgainst(previous, fresh)).toBeGreaterThan(again.stats.moved);
    }
  });

  it('is deterministic with previous and sessions', () => {
    fc.assert(
      fc.property(instanceArb({ constraints: true, maxRequests: 30 }), (inst0) => {
        const inst = withSessions(inst0, [2, 5]);
        const previous = scheduleGreedy(inst).assignments.filter((_, i) => i % 2 === 0);
        const full = { ...inst, previous };
        const r = schedule(full);
        expect(validate(full, r)).toEqual([]);
        expect(schedule(structuredClone(full))).toEqual(r);
      }),
      { numRuns: 60, seed: 44 },
    );
  }, 60_000);
});

describe('second edition: coverage against the exact optimum (HiGHS)', () => {
  let highs: Highs;
  beforeAll(async () => {
    highs = await loadHighs();
  });

  it('nobody without a meeting whenever some maximum schedule gives everyone one', () => {
    let everyone = 0;
    let firstMisses = 0;
    const arb = instanceArb({
      constraints: true,
      maxRequests: 18,
      maxParticipants: 7,
      maxSlots: 4,
      maxTables: 3,
    }).map((inst): ScheduleInstance => ({
      slots: inst.slots,
      tables: inst.tables,
      requests: inst.requests,
      unavailable: inst.unavailable,
      maxPerParticipant: inst.maxPerParticipant,
    }));
    fc.assert(
      fc.property(arb, (inst) => {
        const ours = schedule(inst);
        const best = exactOptimum(highs, inst);
        expect(ours.assignments.length).toBe(best.count);
        const cover = exactOptimum(highs, inst, { exactCount: best.count, coverage: true });
        expect(cover.status).toBe('Optimal');
        expect(ours.stats.participantsWithoutMeeting).toBeGreaterThanOrEqual(cover.uncovered);
        if (cover.uncovered === 0) {
          everyone++;
          if (firstEdition(inst).stats.participantsWithoutMeeting > 0) firstMisses++;
          expect(ours.stats.participantsWithoutMeeting).toBe(0);
        }
      }),
      { numRuns: 100, seed: 45 },
    );
    // The sample must contain cases the first edition got wrong, or it proves nothing.
    expect(everyone).toBeGreaterThan(0);
    expect(firstMisses).toBeGreaterThan(0);
  }, 60_000);
});

describe('sessions and bad input', () => {
  it('counts idle gaps inside each session block only', () => {
    const requests = [
      { id: 'x', a: 's1', b: 'c1' },
      { id: 'y', a: 's1', b: 'c2' },
    ];
    const previous = [
      { requestId: 'x', slot: 1, table: 0 },
      { requestId: 'y', slot: 2, table: 0 },
    ];
    const base: ScheduleInstance = { slots: 4, tables: 1, requests, previous };
    // Kept where published (moved dominates gaps): 1 and 2 are adjacent anyway.
    expect(schedule(base).stats).toEqual({
      placed: 2,
      idleGaps: 0,
      participantsWithoutMeeting: 0,
      moved: 0,
    });
    const apart = { ...base, previous: [previous[0]!, { requestId: 'y', slot: 3, table: 0 }] };
    expect(schedule(apart).stats.idleGaps).toBe(1);
    const split = {
      ...apart,
      sessions: [
        [0, 1],
        [2, 3],
      ],
    };
    expect(schedule(split).stats.idleGaps).toBe(0);
    expect(validate(split, schedule(split))).toEqual([]);
  });

  it('lists every problem with sessions and previous', () => {
    const inst = {
      slots: 3,
      tables: 2,
      requests: [
        { id: 'r1', a: 's1', b: 'c1' },
        { id: 'r2', a: 's1', b: 'c2' },
        { id: 'r3', a: 's2', b: 'c3' },
      ],
      locked: [{ requestId: 'r3', slot: 0 }],
      sessions: [
        [0, 1],
        [1, 5],
      ],
      previous: [
        { requestId: 'nope', slot: 0, table: 0 },
        { requestId: 'r1', slot: 0, table: 0 },
        { requestId: 'r1', slot: 1, table: 1 },
        { requestId: 'r2', slot: 0, table: 1 },
        { requestId: 'r3', slot: 1, table: 2 },
      ],
    } as ScheduleInstance;
    let problems: string[] = [];
    try {
      schedule(inst);
    } catch (err) {
      problems = (err as { problems: string[] }).problems;
    }
    expect(problems).toEqual([
      expect.stringContaining('sessions[1]: slot 1 is already in sessions[0]'),
      expect.stringContaining('sessions[1]: slot 5 is out of range'),
      expect.stringContaining('previous[0]: unknown requestId "nope"'),
      expect.stringContaining('previous[2]: request "r1" is listed more than once'),
      expect.stringContaining('previous[3]: "s1" is in previous requests "r1" and "r2" in slot 0'),
      expect.stringContaining('previous[4]: table 2 is out of range'),
    ]);
    expect(() => scheduleGreedy(inst)).toThrow(/unknown requestId/);
  });

  it('a previous meeting that disagrees with its lock, or shares a table, is an input error', () => {
    const inst: ScheduleInstance = {
      slots: 3,
      tables: 2,
      requests: [
        { id: 'r1', a: 's1', b: 'c1' },
        { id: 'r2', a: 's2', b: 'c2' },
      ],
      locked: [{ requestId: 'r1', slot: 2 }],
      previous: [
        { requestId: 'r1', slot: 0, table: 0 },
        { requestId: 'r2', slot: 0, table: 0 },
      ],
    };
    expect(() => schedule(inst)).toThrow(/locked elsewhere[\s\S]*share table 0 in slot 0/);
  });
});
