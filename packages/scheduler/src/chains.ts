/**
 * Ejection-chain insertion (a generalised augmenting path / Kempe chain): to place request r,
 * breadth-first search over moves "x goes to slot s, evicting the single request y that blocks it
 * there", until some request can move to a slot where nothing blocks it. The chain is then applied
 * from its free end backwards, each move re-checked against the live state.
 */
import { edgeSlotOk, type Model } from './model.ts';
import type { State } from './state.ts';

export class ChainSearch {
  private readonly model: Model;
  private readonly st: State;
  private readonly nodeEdge: Int32Array;
  private readonly nodeSlot: Int32Array;
  private readonly nodeParent: Int32Array;
  private readonly seen: Int32Array;
  private stamp = 0;
  /** Work units spent so far (slots and members scanned). */
  work = 0;

  /** `pinned[e] = 1`: request e must not move (locks never move either). */
  constructor(
    st: State,
    private readonly pinned: Uint8Array | null = null,
  ) {
    this.st = st;
    this.model = st.model;
    const m = this.model.m;
    this.nodeEdge = new Int32Array(m + 1);
    this.nodeSlot = new Int32Array(m + 1);
    this.nodeParent = new Int32Array(m + 1);
    this.seen = new Int32Array(m);
  }

  /**
   * Tries to place unplaced request r (caller checks caps) by an ejection chain found within
   * `budget` work units; `offset` rotates the slot scan order. Returns whether r got placed.
   */
  insert(r: number, budget: number, offset = 0): boolean {
    const { model, st, nodeEdge, nodeSlot, nodeParent, seen } = this;
    const { slots: S, slotCap, ea, eb, lockSlot, reqTable } = model;
    const pinned = this.pinned;
    const R = model.tableNo.length;
    const stop = this.work + budget;
    const stamp = ++this.stamp;
    seen[r] = stamp;
    nodeEdge[0] = r;
    nodeParent[0] = -1;
    let qh = 0;
    let qt = 1;
    while (qh < qt && this.work < stop) {
      const i = qh++;
      const x = nodeEdge[i]!;
      const cur = st.slotOf[x]!;
      const a = ea[x]!;
      const b = eb[x]!;
      const rt = reqTable[x]!;
      for (let k = 0; k < S; k++) {
        const s = (k + offset) % S;
        this.work++;
        if (s === cur || !edgeSlotOk(model, x, s)) continue;
        const ca = st.busy[a * S + s]!;
        const cb = st.busy[b * S + s]!;
        const ct = rt >= 0 ? st.tableUser[s * R + rt]! : -1;
        let y = ca;
        let blockers = ca >= 0 ? 1 : 0;
        if (cb >= 0 && cb !== y) {
          blockers++;
          y = cb;
        }
        if (ct >= 0 && ct !== ca && ct !== cb) {
          blockers++;
          y = ct;
        }
        if (blockers === 0) {
          if (st.count[s]! < slotCap) {
            if (this.apply(i, s)) return true;
            continue;
          }
          // Slot full: evict any one movable meeting of it.
          const base = s * slotCap;
          for (let j = 0; j < slotCap; j++) {
            const g = st.members[base + j]!;
            this.work++;
            if (seen[g] === stamp || lockSlot[g]! >= 0 || pinned?.[g] === 1) continue;
            seen[g] = stamp;
            nodeEdge[qt] = g;
            nodeSlot[qt] = s;
            nodeParent[qt++] = i;
          }
        } else if (blockers === 1 && seen[y] !== stamp && lockSlot[y]! < 0 && pinned?.[y] !== 1) {
          seen[y] = stamp;
          nodeEdge[qt] = y;
          nodeSlot[qt] = s;
          nodeParent[qt++] = i;
        }
      }
    }
    return false;
  }

  /** Moves nodeEdge[i] to free slot s, then each ancestor into the slot its child vacated. */
  private apply(i: number, s: number): boolean {
    const { st, nodeEdge, nodeSlot, nodeParent } = this;
    const mark = st.mark();
    let j = i;
    let target = s;
    for (;;) {
      const x = nodeEdge[j]!;
      if (st.slotOf[x]! >= 0) st.remove(x);
      if (!st.fits(x, target)) {
        st.rollback(mark);
        return false;
      }
      st.place(x, target);
      if (nodeParent[j]! < 0) return true;
      target = nodeSlot[j]!;
      j = nodeParent[j]!;
    }
  }
}
