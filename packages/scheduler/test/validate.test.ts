import { describe, expect, it } from 'vitest';
import { schedule, validate } from '../src/index.ts';
import type { ScheduleInstance, ScheduleResult } from '../src/types.ts';

const inst: ScheduleInstance = {
  slots: 2,
  tables: 2,
  requests: [
    { id: 'r1', a: 's1', b: 'c1' },
    { id: 'r2', a: 's1', b: 'c2' },
    { id: 'r3', a: 's2', b: 'c1' },
  ],
  unavailable: { s2: [0] },
  maxPerParticipant: { c2: 1 },
  homeTable: { c2: 1 },
  locked: [{ requestId: 'r1', slot: 0 }],
};

const good = (): ScheduleResult => structuredClone(schedule(inst));

describe('validate', () => {
  it('accepts the scheduler output', () => {
    expect(validate(inst, good())).toEqual([]);
  });

  it.each<[string, (r: ScheduleResult) => void, RegExp]>([
    ['missing request', (r) => r.assignments.pop(), /missing/],
    [
      'duplicate report',
      (r) => r.unscheduled.push({ requestId: 'r1', reason: 'CAPACITY' }),
      /more than once/,
    ],
    ['slot out of range', (r) => (r.assignments[1]!.slot = 2), /slot 2 out of range/],
    ['table out of range', (r) => (r.assignments[2]!.table = 5), /table 5 out of range/],
    ['locked request moved', (r) => (r.assignments[0]!.slot = 1), /locked request "r1" moved/],
    [
      'home table ignored',
      (r) => (r.assignments.find((a) => a.requestId === 'r2')!.table = 0),
      /must sit at table 1/,
    ],
    [
      'unavailable slot',
      (r) => (r.assignments.find((a) => a.requestId === 'r3')!.slot = 0),
      /unavailable in slot 0/,
    ],
    [
      'participant twice in a slot',
      (r) => {
        const a = r.assignments.find((x) => x.requestId === 'r2')!;
        a.slot = 0;
      },
      /"s1" is in requests/,
    ],
    ['wrong bounds', (r) => (r.bounds.maxMeetings = 1), /maxMeetings/],
    [
      'unexplained gap',
      (r) => {
        r.assignments = r.assignments.filter((a) => a.requestId !== 'r3');
        r.unscheduled.push({ requestId: 'r3', reason: 'CAPACITY' });
      },
      /fits slot 1/,
    ],
  ])('rejects: %s', (_, mutate, message) => {
    const r = good();
    expect(r.assignments).toHaveLength(3);
    mutate(r);
    expect(validate(inst, r).join('\n')).toMatch(message);
  });

  it('rejects a cap overrun and a table shared in one slot', () => {
    const capped: ScheduleInstance = {
      ...inst,
      locked: [],
      maxPerParticipant: { s1: 1 },
      homeTable: {},
    };
    const r: ScheduleResult = {
      assignments: [
        { requestId: 'r1', slot: 0, table: 0 },
        { requestId: 'r2', slot: 1, table: 0 },
        { requestId: 'r3', slot: 1, table: 0 },
      ],
      unscheduled: [],
      bounds: { minSlots: 2, maxMeetings: 3 },
      stats: { placed: 3, idleGaps: 0, participantsWithoutMeeting: 0, moved: 0 },
    };
    const list = validate(capped, r).join('\n');
    expect(list).toMatch(/"s1" has 2 meetings, cap 1/);
    expect(list).toMatch(/share table 0 in slot 1/);
  });
});
