import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { schedule, scheduleGreedy, validate } from '../src/index.ts';
import { instanceArb } from './arbitraries.ts';

const placed = (r: { assignments: unknown[] }) => r.assignments.length;

describe('schedule: properties on random instances', () => {
  it('always returns a valid schedule with explained reasons (all constraints)', () => {
    fc.assert(
      fc.property(instanceArb({ constraints: true, priorities: true }), (inst) => {
        const result = schedule(inst);
        expect(validate(inst, result)).toEqual([]);
        expect(validate(inst, scheduleGreedy(inst))).toEqual([]);
      }),
      { numRuns: 300, seed: 11 },
    );
  });

  it('is valid when a name is a startup in one request and a corporate in another', () => {
    fc.assert(
      fc.property(instanceArb({ constraints: true, mixedRoles: true }), (inst) => {
        expect(validate(inst, schedule(inst))).toEqual([]);
      }),
      { numRuns: 200, seed: 12 },
    );
  });

  it('never places fewer than first-fit greedy, and is deterministic', () => {
    fc.assert(
      fc.property(instanceArb({ constraints: true, priorities: true, maxRequests: 40 }), (inst) => {
        const result = schedule(inst);
        expect(placed(result)).toBeGreaterThanOrEqual(placed(scheduleGreedy(inst)));
        expect(schedule(structuredClone(inst))).toEqual(result);
      }),
      { numRuns: 200, seed: 13 },
    );
  });

  it('without availability, locks or home tables places exactly maxMeetings', () => {
    fc.assert(
      fc.property(
        instanceArb({ maxRequests: 60, maxParticipants: 10, priorities: true }),
        (inst) => {
          const result = schedule(inst);
          expect(validate(inst, result)).toEqual([]);
          expect(placed(result)).toBe(result.bounds.maxMeetings);
          if (inst.slots >= result.bounds.minSlots) expect(result.unscheduled).toEqual([]);
        },
      ),
      { numRuns: 300, seed: 14 },
    );
  });

  it('places all requests whenever slots ≥ minSlots (no availability)', () => {
    const arb = instanceArb({ maxRequests: 80, maxParticipants: 12 }).map((inst) => {
      const probe = schedule(inst);
      return { ...inst, slots: Math.max(1, probe.bounds.minSlots) };
    });
    fc.assert(
      fc.property(arb, (inst) => {
        const result = schedule(inst);
        expect(validate(inst, result)).toEqual([]);
        expect(placed(result)).toBe(inst.requests.length);
      }),
      { numRuns: 200, seed: 15 },
    );
  });

  it('with caps only (no availability) still places exactly maxMeetings', () => {
    const arb = instanceArb({ constraints: true, maxRequests: 50 }).map((inst) => ({
      slots: inst.slots,
      tables: inst.tables,
      requests: inst.requests,
      maxPerParticipant: inst.maxPerParticipant,
    }));
    fc.assert(
      fc.property(arb, (inst) => {
        const result = schedule(inst);
        expect(validate(inst, result)).toEqual([]);
        expect(placed(result)).toBe(result.bounds.maxMeetings);
      }),
      { numRuns: 200, seed: 16 },
    );
  });
});
