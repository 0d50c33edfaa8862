/** Turns a solver state into the public ScheduleResult: table numbers and unscheduled reasons. */
import { edgeSlotOk, type Model } from './model.ts';
import type { State } from './state.ts';
import { computeStats } from './stats.ts';
import type {
  Assignment,
  ScheduleBounds,
  ScheduleResult,
  Unscheduled,
  UnscheduledReason,
} from './types.ts';

/**
 * Why request e is not placed, checked in this order:
 * LOCKED_CONFLICT – its lock would break a participant cap, so the lock was dropped;
 * AVAILABILITY – no slot suits both participants (unavailability, or different home tables);
 * PARTICIPANT_LIMIT – a participant has reached their cap;
 * AVAILABILITY – in every slot that suits both, one of them is already in another meeting;
 * CAPACITY – otherwise: each slot where both are free is full (all tables or their home table taken).
 */
export function reasonFor(st: State, e: number): UnscheduledReason {
  const model = st.model;
  if (model.lockDropped[e] === 1) return 'LOCKED_CONFLICT';
  const S = model.slots;
  const a = model.ea[e]!;
  const b = model.eb[e]!;
  let common = false;
  let bothFree = false;
  if (model.blocked[e] === 0) {
    for (let s = 0; s < S; s++) {
      if (!edgeSlotOk(model, e, s)) continue;
      common = true;
      if (st.busy[a * S + s]! < 0 && st.busy[b * S + s]! < 0) bothFree = true;
    }
  }
  if (!common) return 'AVAILABILITY';
  if (st.load[a]! >= model.cap[a]! || st.load[b]! >= model.cap[b]!) return 'PARTICIPANT_LIMIT';
  return bothFree ? 'CAPACITY' : 'AVAILABILITY';
}

/**
 * Table per placed request: its required table; else its previous table when it stays in its
 * previous slot and that table is still free; else the lowest table left free in its slot.
 */
export function assignTables(model: Model, st: State): Int32Array {
  const table = new Int32Array(model.m).fill(-1);
  const { slots: S, slotCap, tableNo, reqTable, prevSlot, prevTable } = model;
  const keep: number[] = [];
  const used = new Set<number>();
  const free: number[] = [];
  for (let s = 0; s < S; s++) {
    used.clear();
    free.length = 0;
    keep.length = 0;
    const c = st.count[s]!;
    for (let i = 0; i < c; i++) {
      const e = st.members[s * slotCap + i]!;
      const r = reqTable[e]!;
      if (r >= 0) {
        table[e] = tableNo[r]!;
        used.add(tableNo[r]!);
      } else if (prevSlot[e] === s) keep.push(e);
      else free.push(e);
    }
    keep.sort((x, y) => x - y);
    for (const e of keep) {
      if (used.has(prevTable[e]!)) free.push(e);
      else {
        table[e] = prevTable[e]!;
        used.add(prevTable[e]!);
      }
    }
    free.sort((x, y) => x - y);
    let t = 0;
    for (const e of free) {
      while (used.has(t)) t++;
      table[e] = t++;
    }
  }
  return table;
}

export function buildResult(model: Model, st: State, bounds: ScheduleBounds): ScheduleResult {
  const table = assignTables(model, st);
  const assignments: Assignment[] = [];
  const unscheduled: Unscheduled[] = [];
  for (let e = 0; e < model.m; e++) {
    const requestId = model.requestIds[e]!;
    const slot = st.slotOf[e]!;
    if (slot >= 0) assignments.push({ requestId, slot, table: table[e]! });
    else unscheduled.push({ requestId, reason: reasonFor(st, e) });
  }
  return {
    assignments,
    unscheduled,
    bounds: { minSlots: bounds.minSlots, maxMeetings: bounds.maxMeetings },
    stats: computeStats(model, st, table),
  };
}
