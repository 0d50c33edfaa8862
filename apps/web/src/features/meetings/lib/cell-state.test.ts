import { describe, expect, it } from 'vitest';
import { blackoutsByCompany, cellLabel, cellState, cellText, refusalOf } from './cell-state.ts';

const startup = { id: 's1', name: 'Acme Robotics' };
const corp = { id: 'c1', name: 'Nordic Bank' };
const slot = (index: number) => ({
  index,
  start: `2026-12-01T09:${String(index * 20).padStart(2, '0')}:00.000Z`,
});
const before = Date.parse('2026-12-01T08:00:00.000Z');

describe('cellState', () => {
  it('is free when neither party blacked the slot out and it has not begun', () => {
    const blackouts = blackoutsByCompany([{ companyId: 's1', slots: [2] }]);
    expect(cellState([startup, corp], slot(1), blackouts, before)).toEqual({ kind: 'free' });
  });

  it('names the party (or both) that marked the slot unavailable', () => {
    const one = blackoutsByCompany([{ companyId: 'c1', slots: [1] }]);
    expect(cellState([startup, corp], slot(1), one, before)).toEqual({
      kind: 'unavailable',
      names: ['Nordic Bank'],
    });
    const both = blackoutsByCompany([
      { companyId: 's1', slots: [0, 1] },
      { companyId: 'c1', slots: [1] },
    ]);
    expect(cellState([startup, corp], slot(1), both, before)).toEqual({
      kind: 'unavailable',
      names: ['Acme Robotics', 'Nordic Bank'],
    });
  });

  it('a slot that started (at or before now) is begun, whatever the blackouts', () => {
    const blackouts = blackoutsByCompany([{ companyId: 's1', slots: [0] }]);
    const atStart = Date.parse(slot(0).start);
    expect(cellState([startup, corp], slot(0), blackouts, atStart)).toEqual({ kind: 'begun' });
    expect(cellState([startup, corp], slot(1), blackouts, atStart)).toEqual({ kind: 'free' });
  });

  it('a missing party (a deleted company) is not unavailable', () => {
    const blackouts = blackoutsByCompany([{ companyId: 's1', slots: [0] }]);
    expect(cellState([null, corp], slot(0), blackouts, before)).toEqual({ kind: 'free' });
  });
});

describe('labels and refusals', () => {
  const where = 'Table 2 at 10:20–10:40';
  it('labels each state for screen readers and in the cell', () => {
    expect(cellLabel({ kind: 'free' }, where)).toBe('Move here: Table 2 at 10:20–10:40');
    expect(cellLabel({ kind: 'begun' }, where)).toBe('Already begun: Table 2 at 10:20–10:40');
    expect(cellLabel({ kind: 'unavailable', names: ['Nordic Bank'] }, where)).toBe(
      'Unavailable: Nordic Bank, Table 2 at 10:20–10:40',
    );
    expect(cellText({ kind: 'unavailable', names: ['A', 'B'] })).toBe('Unavailable: A, B');
  });

  it('says why a drop is refused; nothing for a free cell', () => {
    expect(refusalOf({ kind: 'free' }, '10:20–10:40')).toBeNull();
    expect(refusalOf({ kind: 'begun' }, '10:20–10:40')).toBe(
      'The 10:20–10:40 slot has already begun: choose a later one.',
    );
    expect(
      refusalOf({ kind: 'unavailable', names: ['Acme Robotics', 'Nordic Bank'] }, '10:20–10:40'),
    ).toBe('Acme Robotics and Nordic Bank marked 10:20–10:40 unavailable: choose another slot.');
  });
});
