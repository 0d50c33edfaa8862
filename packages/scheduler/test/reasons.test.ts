import { describe, expect, it } from 'vitest';
import { schedule, validate } from '../src/index.ts';
import type { ScheduleInstance } from '../src/types.ts';

function reasons(inst: ScheduleInstance): Record<string, string> {
  const result = schedule(inst);
  expect(validate(inst, result)).toEqual([]);
  return Object.fromEntries(result.unscheduled.map((u) => [u.requestId, u.reason]));
}

describe('unscheduled reasons', () => {
  it('CAPACITY: every slot where both are free has all tables taken', () => {
    const inst: ScheduleInstance = {
      slots: 1,
      tables: 1,
      requests: [
        { id: 'x', a: 's1', b: 'c1' },
        { id: 'y', a: 's2', b: 'c2', priority: 5 },
      ],
    };
    expect(reasons(inst)).toEqual({ x: 'CAPACITY' });
  });

  it('CAPACITY: the home table is taken in every slot where both are free', () => {
    const inst: ScheduleInstance = {
      slots: 1,
      tables: 5,
      homeTable: { c1: 3, c2: 3 },
      requests: [
        { id: 'x', a: 's1', b: 'c1', priority: 2 },
        { id: 'y', a: 's2', b: 'c2' },
      ],
    };
    expect(reasons(inst)).toEqual({ y: 'CAPACITY' });
    expect(schedule(inst).assignments).toEqual([{ requestId: 'x', slot: 0, table: 3 }]);
  });

  it('AVAILABILITY: no slot suits both participants', () => {
    const inst: ScheduleInstance = {
      slots: 2,
      tables: 2,
      unavailable: { s1: [0], c1: [1] },
      requests: [{ id: 'x', a: 's1', b: 'c1' }],
    };
    expect(reasons(inst)).toEqual({ x: 'AVAILABILITY' });
  });

  it('AVAILABILITY: participants with different home tables can never meet', () => {
    const inst: ScheduleInstance = {
      slots: 3,
      tables: 2,
      homeTable: { s1: 0, c1: 1 },
      requests: [{ id: 'x', a: 's1', b: 'c1' }],
    };
    expect(reasons(inst)).toEqual({ x: 'AVAILABILITY' });
  });

  it('AVAILABILITY: the participants are busy in every slot they share', () => {
    const inst: ScheduleInstance = {
      slots: 2,
      tables: 5,
      requests: [
        { id: 'x', a: 's1', b: 'c1' },
        { id: 'y', a: 's1', b: 'c2' },
        { id: 'z', a: 's1', b: 'c3' },
      ],
    };
    const r = reasons(inst);
    expect(Object.values(r)).toEqual(['AVAILABILITY']);
  });

  it('PARTICIPANT_LIMIT: a participant reached their cap', () => {
    const inst: ScheduleInstance = {
      slots: 4,
      tables: 5,
      maxPerParticipant: { c1: 1 },
      requests: [
        { id: 'x', a: 's1', b: 'c1' },
        { id: 'y', a: 's2', b: 'c1', priority: 3 },
      ],
    };
    expect(reasons(inst)).toEqual({ x: 'PARTICIPANT_LIMIT' });
  });

  it('LOCKED_CONFLICT: a lock beyond a participant cap is dropped, earlier locks kept', () => {
    const inst: ScheduleInstance = {
      slots: 4,
      tables: 5,
      maxPerParticipant: { c1: 1 },
      requests: [
        { id: 'x', a: 's1', b: 'c1' },
        { id: 'y', a: 's2', b: 'c1' },
      ],
      locked: [
        { requestId: 'y', slot: 2, table: 4 },
        { requestId: 'x', slot: 1 },
      ],
    };
    expect(reasons(inst)).toEqual({ x: 'LOCKED_CONFLICT' });
    expect(schedule(inst).assignments).toEqual([{ requestId: 'y', slot: 2, table: 4 }]);
  });

  it('keeps locks exactly where given and plans around them', () => {
    const inst: ScheduleInstance = {
      slots: 2,
      tables: 2,
      requests: [
        { id: 'x', a: 's1', b: 'c1' },
        { id: 'y', a: 's1', b: 'c2' },
        { id: 'z', a: 's2', b: 'c1' },
      ],
      locked: [{ requestId: 'x', slot: 0, table: 1 }],
    };
    const result = schedule(inst);
    expect(validate(inst, result)).toEqual([]);
    expect(result.assignments).toContainEqual({ requestId: 'x', slot: 0, table: 1 });
    expect(result.assignments).toHaveLength(3);
  });
});
