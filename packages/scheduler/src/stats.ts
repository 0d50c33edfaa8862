/** Idle gaps and the other schedule statistics reported in ScheduleResult.stats. */
import type { Model } from './model.ts';
import type { State } from './state.ts';
import type { ScheduleStats } from './types.ts';

/** Empty slots between p's first and last meeting in block k (busy: request per participant·slot). */
export function blockGaps(model: Model, busy: Int32Array, p: number, k: number): number {
  const { blockStart, blockSlots, slots: S } = model;
  const base = p * S;
  let first = -1;
  let last = -1;
  let count = 0;
  for (let i = blockStart[k]!; i < blockStart[k + 1]!; i++) {
    if (busy[base + blockSlots[i]!]! < 0) continue;
    if (first < 0) first = i;
    last = i;
    count++;
  }
  return count === 0 ? 0 : last - first + 1 - count;
}

/** Idle gaps of participant p over all blocks. */
export function participantGaps(model: Model, busy: Int32Array, p: number): number {
  let g = 0;
  const blocks = model.blockStart.length - 1;
  for (let k = 0; k < blocks; k++) g += blockGaps(model, busy, p, k);
  return g;
}

export function totalGaps(model: Model, busy: Int32Array): number {
  let g = 0;
  for (let p = 0; p < model.n; p++) g += participantGaps(model, busy, p);
  return g;
}

/** Participants (all have ≥ 1 request) without any meeting. */
export function uncoveredCount(st: State): number {
  let c = 0;
  for (let p = 0; p < st.model.n; p++) if (st.load[p] === 0) c++;
  return c;
}

/** Requests of `previous` not at their previous slot (tables are not considered here). */
export function slotMoves(st: State): number {
  const { prevSlot, m } = st.model;
  let c = 0;
  for (let e = 0; e < m; e++) if (prevSlot[e]! >= 0 && st.slotOf[e] !== prevSlot[e]) c++;
  return c;
}

export function computeStats(model: Model, st: State, table: Int32Array): ScheduleStats {
  let moved = 0;
  for (let e = 0; e < model.m; e++) {
    if (model.prevSlot[e]! < 0) continue;
    if (st.slotOf[e] !== model.prevSlot[e] || table[e] !== model.prevTable[e]) moved++;
  }
  return {
    placed: st.placed,
    idleGaps: totalGaps(model, st.busy),
    participantsWithoutMeeting: uncoveredCount(st),
    moved,
  };
}
