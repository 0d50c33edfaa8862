import { describe, expect, it } from 'vitest';
import {
  boardCounts,
  cellKey,
  cellsOf,
  checkInOpen,
  currentSlot,
  type BoardMeeting,
} from './schedule-board.ts';

const meeting = (over: Partial<BoardMeeting>): BoardMeeting => ({
  id: 'm',
  status: 'SCHEDULED',
  slot: 0,
  table: 1,
  published: false,
  changedSincePublish: false,
  ...over,
});

describe('schedule board', () => {
  it('puts placed meetings in their cells and leaves cancelled and unplaced ones out', () => {
    const cells = cellsOf([
      meeting({ id: 'a', slot: 0, table: 1 }),
      meeting({ id: 'b', slot: 2, table: 3, status: 'CONFIRMED' }),
      meeting({ id: 'c', status: 'CANCELLED', slot: 1, table: 1 }),
      meeting({ id: 'd', status: 'REQUESTED', slot: null, table: null }),
    ]);
    expect([...cells.keys()].sort()).toEqual([cellKey(0, 1), cellKey(2, 3)]);
    expect(cells.get('2:3')?.id).toBe('b');
  });

  it('counts placed, unplaced and cancelled, and says whether the draft differs', () => {
    expect(boardCounts([]).state).toBe('empty');
    expect(boardCounts([meeting({ status: 'REQUESTED', slot: null, table: null })])).toMatchObject({
      requested: 1,
      placed: 0,
      unplaced: 1,
      state: 'empty',
    });
    const draft = boardCounts([
      meeting({}),
      meeting({ status: 'REQUESTED', slot: null, table: null }),
      meeting({ status: 'CANCELLED' }),
    ]);
    expect(draft).toMatchObject({ requested: 2, placed: 1, unplaced: 1, cancelled: 1 });
    expect(draft.state).toBe('draft');
    const published = [meeting({ status: 'CONFIRMED', published: true })];
    expect(boardCounts(published).state).toBe('published');
    expect(boardCounts([...published, meeting({ id: 'new' })])).toMatchObject({
      state: 'changed',
      changes: 1,
    });
    expect(
      boardCounts([meeting({ status: 'SCHEDULED', published: true, changedSincePublish: true })])
        .state,
    ).toBe('changed');
  });

  it('looks at the slot in progress, else the next, else the last', () => {
    const slots = [
      { index: 1, start: '2026-05-01T09:20:00Z', end: '2026-05-01T09:40:00Z' },
      { index: 0, start: '2026-05-01T09:00:00Z', end: '2026-05-01T09:20:00Z' },
    ];
    expect(currentSlot(slots, Date.parse('2026-05-01T08:00:00Z'))).toBe(0);
    expect(currentSlot(slots, Date.parse('2026-05-01T09:25:00Z'))).toBe(1);
    expect(currentSlot(slots, Date.parse('2026-05-01T12:00:00Z'))).toBe(1);
    expect(currentSlot([], Date.now())).toBe(-1);
  });

  it('opens check-in 15 minutes before a meeting starts', () => {
    const start = '2026-05-01T09:00:00Z';
    expect(checkInOpen(start, Date.parse('2026-05-01T08:44:00Z'))).toBe(false);
    expect(checkInOpen(start, Date.parse('2026-05-01T08:45:00Z'))).toBe(true);
    expect(checkInOpen(null, Date.now())).toBe(false);
  });
});
