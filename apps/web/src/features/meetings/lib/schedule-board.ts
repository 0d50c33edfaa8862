import type { MeetingStatus } from '@matchday/shared';

/**
 * The organisers' schedule board as plain data: which meeting sits in which cell, the counts of
 * the header, the state of the schedule, and the slot a check-in desk is looking at.
 */

export type BoardMeeting = {
  id: string;
  status: MeetingStatus;
  slot: number | null;
  table: number | null;
  published: boolean;
  changedSincePublish: boolean;
};

export type BoardSlot = { index: number; start: string; end: string };

export const cellKey = (slot: number, table: number) => `${slot}:${table}`;

/** Cancelled meetings leave their cell (the database frees it); everything else placed fills one. */
export function isPlaced(m: BoardMeeting) {
  return (
    m.status !== 'CANCELLED' && m.status !== 'REQUESTED' && m.slot !== null && m.table !== null
  );
}

/** Cell key → meeting, for placed meetings. */
export function cellsOf<M extends BoardMeeting>(meetings: readonly M[]): Map<string, M> {
  const cells = new Map<string, M>();
  for (const m of meetings) if (isPlaced(m)) cells.set(cellKey(m.slot!, m.table!), m);
  return cells;
}

export type ScheduleState = 'empty' | 'draft' | 'published' | 'changed';

export type BoardCounts = {
  /** Confirmed pairs that should meet (not cancelled). */
  requested: number;
  placed: number;
  unplaced: number;
  cancelled: number;
  /** Draft changes not yet published (placements, new meetings, meetings taken out). */
  changes: number;
  state: ScheduleState;
};

export function boardCounts(meetings: readonly BoardMeeting[]): BoardCounts {
  let placed = 0;
  let unplaced = 0;
  let cancelled = 0;
  let changes = 0;
  let published = 0;
  for (const m of meetings) {
    if (m.status === 'CANCELLED') cancelled += 1;
    else if (isPlaced(m)) placed += 1;
    else unplaced += 1;
    if (m.published) published += 1;
    if (m.changedSincePublish || (!m.published && m.status === 'SCHEDULED')) changes += 1;
  }
  const state: ScheduleState = published
    ? changes
      ? 'changed'
      : 'published'
    : placed
      ? 'draft'
      : 'empty';
  return { requested: placed + unplaced, placed, unplaced, cancelled, changes, state };
}

/**
 * The slot a check-in desk looks at now: the one in progress, else the next to start, else the
 * last one (after the event). -1 when there are no slots.
 */
export function currentSlot(slots: readonly BoardSlot[], now: number): number {
  if (!slots.length) return -1;
  const ordered = [...slots].sort((a, b) => Date.parse(a.start) - Date.parse(b.start));
  for (const s of ordered) {
    if (Date.parse(s.end) > now) return s.index;
  }
  return ordered.at(-1)!.index;
}

/** Whether a meeting may be marked held or no-show yet (the server opens it 15 min early). */
export function checkInOpen(startsAt: string | null, now: number) {
  return !!startsAt && Date.parse(startsAt) - 15 * 60_000 <= now;
}
