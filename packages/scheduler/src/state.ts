/** Mutable partial schedule (slot per request) with O(1) feasibility checks and an undo journal. */
import type { Model } from './model.ts';

export class State {
  readonly model: Model;
  /** Slot of request e, -1 when not placed. */
  readonly slotOf: Int32Array;
  /** busy[p * S + s]: request p attends in slot s, or -1. */
  readonly busy: Int32Array;
  /** Meetings per slot. */
  readonly count: Int32Array;
  /** tableUser[s * R + r]: request using required table r in slot s, or -1. */
  readonly tableUser: Int32Array;
  /** Meetings per participant. */
  readonly load: Int32Array;
  /** Requests of slot s are members[s * slotCap .. + count[s]); pos[e] is e's index there. */
  readonly members: Int32Array;
  private readonly pos: Int32Array;
  private readonly journal: number[] = [];
  private journaling = false;
  placed = 0;
  prioSum = 0;

  constructor(model: Model) {
    this.model = model;
    const { n, m, slots: S, slotCap } = model;
    this.slotOf = new Int32Array(m).fill(-1);
    this.busy = new Int32Array(n * S).fill(-1);
    this.count = new Int32Array(S);
    this.tableUser = new Int32Array(S * model.tableNo.length).fill(-1);
    this.load = new Int32Array(n);
    this.members = new Int32Array(S * slotCap);
    this.pos = new Int32Array(m);
  }

  /** Whether request e (not in slot s) can join slot s right now; ignores caps. */
  fits(e: number, s: number): boolean {
    const { model } = this;
    const S = model.slots;
    const a = model.ea[e]!;
    const b = model.eb[e]!;
    if (this.count[s]! >= model.slotCap) return false;
    if (this.busy[a * S + s]! >= 0 || this.busy[b * S + s]! >= 0) return false;
    const av = model.avail;
    if (av !== null && (av[a * S + s] === 0 || av[b * S + s] === 0)) return false;
    const r = model.reqTable[e]!;
    return r < 0 || this.tableUser[s * model.tableNo.length + r]! < 0;
  }

  /** Whether adding request e keeps both participants within their caps. */
  underCap(e: number): boolean {
    const { ea, eb, cap } = this.model;
    return this.load[ea[e]!]! < cap[ea[e]!]! && this.load[eb[e]!]! < cap[eb[e]!]!;
  }

  place(e: number, s: number): void {
    const { model } = this;
    const S = model.slots;
    const a = model.ea[e]!;
    const b = model.eb[e]!;
    if (this.journaling) this.journal.push(e, -1);
    this.slotOf[e] = s;
    this.busy[a * S + s] = e;
    this.busy[b * S + s] = e;
    const r = model.reqTable[e]!;
    if (r >= 0) this.tableUser[s * model.tableNo.length + r] = e;
    const c = this.count[s]!;
    this.members[s * model.slotCap + c] = e;
    this.pos[e] = c;
    this.count[s] = c + 1;
    this.load[a]!++;
    this.load[b]!++;
    this.placed++;
    this.prioSum += model.prio[e]!;
  }

  remove(e: number): void {
    const { model } = this;
    const S = model.slots;
    const s = this.slotOf[e]!;
    const a = model.ea[e]!;
    const b = model.eb[e]!;
    if (this.journaling) this.journal.push(e, s);
    this.slotOf[e] = -1;
    this.busy[a * S + s] = -1;
    this.busy[b * S + s] = -1;
    const r = model.reqTable[e]!;
    if (r >= 0) this.tableUser[s * model.tableNo.length + r] = -1;
    const base = s * model.slotCap;
    const last = this.count[s]! - 1;
    const moved = this.members[base + last]!;
    this.members[base + this.pos[e]!] = moved;
    this.pos[moved] = this.pos[e]!;
    this.count[s] = last;
    this.load[a]!--;
    this.load[b]!--;
    this.placed--;
    this.prioSum -= model.prio[e]!;
  }

  /** Starts recording changes; returns a mark to roll back to. */
  mark(): number {
    this.journaling = true;
    return this.journal.length;
  }

  /** Undoes every change recorded since `mark`. */
  rollback(mark: number): void {
    const j = this.journal;
    this.journaling = false;
    while (j.length > mark) {
      const prev = j.pop()!;
      const e = j.pop()!;
      if (this.slotOf[e]! >= 0) this.remove(e);
      if (prev >= 0) this.place(e, prev);
    }
    this.journaling = true;
  }

  /** Stops recording and forgets the journal. */
  commit(): void {
    this.journal.length = 0;
    this.journaling = false;
  }

  /** Whether (count, priority) of this state beats the given pair. */
  better(placed: number, prioSum: number): boolean {
    if (this.placed !== placed) return this.placed > placed;
    return this.prioSum > prioSum + 1e-9 * (1 + Math.abs(prioSum));
  }
}

/** Builds a state holding the given slots (requests with slot -1 stay unplaced). */
export function stateFromSlots(model: Model, slotOf: Int32Array): State {
  const st = new State(model);
  for (let e = 0; e < model.m; e++) if (slotOf[e]! >= 0) st.place(e, slotOf[e]!);
  return st;
}
