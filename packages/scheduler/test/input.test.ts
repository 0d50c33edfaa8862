import { describe, expect, it } from 'vitest';
import { schedule, ScheduleInputError, scheduleGreedy } from '../src/index.ts';
import type { ScheduleInstance } from '../src/types.ts';

const base = (): ScheduleInstance => ({
  slots: 3,
  tables: 2,
  requests: [
    { id: 'r1', a: 's1', b: 'c1' },
    { id: 'r2', a: 's2', b: 'c1' },
    { id: 'r3', a: 's1', b: 'c2' },
  ],
});

/** Runs schedule and returns the problems it threw (fails if it did not throw). */
function problems(inst: ScheduleInstance): string[] {
  try {
    schedule(inst);
  } catch (err) {
    expect(err).toBeInstanceOf(ScheduleInputError);
    expect(err).toBeInstanceOf(Error);
    const list = (err as ScheduleInputError).problems;
    expect(() => scheduleGreedy(inst)).toThrow(ScheduleInputError);
    return list;
  }
  throw new Error('expected ScheduleInputError');
}

describe('bad input throws ScheduleInputError', () => {
  it('duplicate request ids', () => {
    const inst = base();
    inst.requests.push({ id: 'r1', a: 's3', b: 'c3' });
    expect(problems(inst)).toEqual([expect.stringContaining('duplicate request id "r1"')]);
  });

  it('a request with a = b', () => {
    const inst = base();
    inst.requests.push({ id: 'r4', a: 'x', b: 'x' });
    expect(problems(inst)).toEqual([expect.stringContaining('same participant "x"')]);
  });

  it.each([0, -2, 1.5, Number.NaN, Infinity])('slots = %s', (slots) => {
    expect(problems({ ...base(), slots })).toEqual([
      expect.stringContaining('slots must be a positive integer'),
    ]);
  });

  it.each([0, -1, 2.5, Number.NaN])('tables = %s', (tables) => {
    expect(problems({ ...base(), tables })).toEqual([
      expect.stringContaining('tables must be a positive integer'),
    ]);
  });

  it('unavailable slot out of range', () => {
    const list = problems({ ...base(), unavailable: { s1: [0, 3], c1: [-1, 1.5] } });
    expect(list).toHaveLength(3);
    expect(list.every((p) => p.includes('out of range'))).toBe(true);
  });

  it('locked slot out of range', () => {
    expect(problems({ ...base(), locked: [{ requestId: 'r1', slot: 3 }] })).toEqual([
      expect.stringContaining('locked[0]: slot 3 is out of range'),
    ]);
  });

  it('locked table out of range', () => {
    expect(problems({ ...base(), locked: [{ requestId: 'r1', slot: 0, table: 2 }] })).toEqual([
      expect.stringContaining('locked[0]: table 2 is out of range'),
    ]);
  });

  it('locked requestId unknown', () => {
    expect(problems({ ...base(), locked: [{ requestId: 'nope', slot: 0 }] })).toEqual([
      expect.stringContaining('unknown requestId "nope"'),
    ]);
  });

  it('lock that breaks availability', () => {
    const list = problems({
      ...base(),
      unavailable: { s1: [1], c1: [1] },
      locked: [{ requestId: 'r1', slot: 1 }],
    });
    expect(list).toEqual([
      expect.stringContaining('"s1" is unavailable'),
      expect.stringContaining('"c1" is unavailable'),
    ]);
  });

  it('two locks on the same table in a slot', () => {
    const locked = [
      { requestId: 'r1', slot: 0, table: 1 },
      { requestId: 'r3', slot: 0, table: 1 },
    ];
    // r1 and r3 also share s1: both clashes are reported.
    const list = problems({ ...base(), locked });
    expect(list).toContain('locked requests "r1" and "r3" both need table 1 in slot 0');
    expect(list).toContain('locked requests "r1" and "r3" both need "s1" in slot 0');
  });

  it('two locks taking one participant twice in a slot', () => {
    expect(
      problems({
        ...base(),
        locked: [
          { requestId: 'r1', slot: 2 },
          { requestId: 'r2', slot: 2 },
        ],
      }),
    ).toEqual(['locked requests "r1" and "r2" both need "c1" in slot 2']);
  });

  it('more locks in a slot than tables', () => {
    const inst: ScheduleInstance = {
      slots: 2,
      tables: 1,
      requests: [
        { id: 'x', a: 's1', b: 'c1' },
        { id: 'y', a: 's2', b: 'c2' },
      ],
      locked: [
        { requestId: 'x', slot: 1 },
        { requestId: 'y', slot: 1 },
      ],
    };
    expect(problems(inst)).toEqual(['slot 1 has 2 locked meetings but only 1 tables']);
  });

  it('a request locked twice', () => {
    expect(
      problems({
        ...base(),
        locked: [
          { requestId: 'r1', slot: 0 },
          { requestId: 'r1', slot: 1 },
        ],
      }),
    ).toEqual([expect.stringContaining('locked more than once')]);
  });

  it('lock at a table other than a home table, or between different home tables', () => {
    const inst = {
      ...base(),
      homeTable: { c1: 1, s1: 0 },
      locked: [
        { requestId: 'r2', slot: 0, table: 0 },
        { requestId: 'r1', slot: 1 },
      ],
    };
    expect(problems(inst)).toEqual([
      expect.stringContaining('locked at table 0 but its home table is 1'),
      expect.stringContaining('different home tables (0 and 1)'),
    ]);
  });

  it('bad caps, home tables and priorities', () => {
    const inst: ScheduleInstance = {
      ...base(),
      maxPerParticipant: { s1: -1, c1: 0.5 },
      homeTable: { c2: 7 },
      requests: [...base().requests, { id: 'r9', a: 's9', b: 'c9', priority: Number.NaN }],
    };
    expect(problems(inst)).toHaveLength(4);
  });

  it('lists every problem, not only the first, and schedules nothing', () => {
    const inst: ScheduleInstance = {
      slots: 2,
      tables: -1,
      requests: [
        { id: 'r1', a: 's1', b: 'c1' },
        { id: 'r1', a: 's2', b: 's2' },
      ],
      unavailable: { s1: [5] },
      locked: [{ requestId: 'ghost', slot: 9 }],
    };
    const list = problems(inst);
    expect(list).toEqual([
      expect.stringContaining('tables must be a positive integer'),
      expect.stringContaining('duplicate request id "r1"'),
      expect.stringContaining('same participant "s2"'),
      expect.stringContaining('unavailable["s1"]: slot 5 is out of range'),
      expect.stringContaining('unknown requestId "ghost"'),
      expect.stringContaining('locked[0]: slot 9 is out of range'),
    ]);
    expect(new ScheduleInputError(list).message).toContain('6 problem(s)');
  });
});
