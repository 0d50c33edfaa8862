/**
 * Gap-aware construction ("sweep"): places a chosen set of requests slot by slot in time order.
 * In each slot it first serves participants who must meet now (as many free slots left as
 * meetings left) and those who already met earlier in this session block (waiting costs them an
 * idle gap), by greedy choice then short augmenting paths; then it starts new participants until
 * the slot holds its share of the remaining meetings. Requests it cannot place stay unplaced (the
 * caller repairs or discards the result).
 */
import type { Model } from './model.ts';
import type { State } from './state.ts';

export function sweep(model: Model, st: State, chosen: Uint8Array): void {
  const {
    n,
    m,
    slots: S,
    slotCap,
    ea,
    eb,
    adjStart,
    adjEdge,
    avail,
    blockStart,
    blockSlots,
  } = model;
  const rem = new Int32Array(n);
  let remaining = 0;
  for (let e = 0; e < m; e++) {
    if (chosen[e] === 1 && st.slotOf[e]! < 0) {
      rem[ea[e]!]!++;
      rem[eb[e]!]!++;
      remaining++;
    }
  }
  // Free slots ahead (available, not taken by a lock), including the current one.
  const ahead = new Int32Array(n);
  for (let p = 0; p < n; p++) {
    let c = 0;
    for (let s = 0; s < S; s++)
      if ((avail === null || avail[p * S + s] === 1) && st.busy[p * S + s]! < 0) c++;
    ahead[p] = c;
  }
  const pre = st.busy.slice();
  const startedIn = new Int32Array(n).fill(-1);
  const starters = Int32Array.from({ length: n }, (_, i) => i);
  starters.sort((x, y) => rem[y]! - rem[x]! || x - y);
  const urgentList: number[] = [];
  const activeList: number[] = [];
  const aug = new Augmenter(model, st, chosen);
  const blocks = blockStart.length - 1;
  let pos = 0;
  for (let k = 0; k < blocks; k++) {
    for (let i = blockStart[k]!; i < blockStart[k + 1]!; i++, pos++) {
      const s = blockSlots[i]!;
      const slotsLeft = S - pos;
      urgentList.length = 0;
      activeList.length = 0;
      for (let p = 0; p < n; p++) {
        if (rem[p] === 0 || st.busy[p * S + s]! >= 0) continue;
        if (avail !== null && avail[p * S + s] === 0) continue;
        if (ahead[p]! <= rem[p]!) urgentList.push(p);
        else if (startedIn[p] === k) activeList.push(p);
      }
      const byRem = (x: number, y: number) => rem[y]! - rem[x]! || x - y;
      urgentList.sort(byRem);
      activeList.sort(byRem);
      const take = (e: number) => {
        st.place(e, s);
        const a = ea[e]!;
        const b = eb[e]!;
        rem[a]!--;
        rem[b]!--;
        startedIn[a] = k;
        startedIn[b] = k;
        remaining--;
      };
      const serve = (p: number, tryAugment: boolean) => {
        if (st.busy[p * S + s]! >= 0 || st.count[s]! >= slotCap) return;
        let best = -1;
        let bestScore = -1;
        for (let j = adjStart[p]!; j < adjStart[p + 1]!; j++) {
          const e = adjEdge[j]!;
          if (chosen[e] === 0 || st.slotOf[e]! >= 0 || !st.fits(e, s)) continue;
          const q = ea[e] === p ? eb[e]! : ea[e]!;
          const score = (ahead[q]! <= rem[q]! ? 3 * S : startedIn[q] === k ? 2 * S : S) + rem[q]!;
          if (score > bestScore) {
            bestScore = score;
            best = e;
          }
        }
        if (best >= 0) take(best);
        else if (tryAugment) {
          if (aug.augment(p, s) >= 0) {
            for (const e of aug.newlyPlaced) {
              rem[ea[e]!]!--;
              rem[eb[e]!]!--;
              startedIn[ea[e]!] = k;
              startedIn[eb[e]!] = k;
            }
            for (const e of aug.newlyRemoved) {
              rem[ea[e]!]!++;
              rem[eb[e]!]!++;
            }
            remaining -= aug.newlyPlaced.length - aug.newlyRemoved.length;
          }
        }
      };
      for (const p of urgentList) serve(p, true);
      for (const p of activeList) serve(p, true);
      const target = Math.ceil(remaining / Math.max(1, slotsLeft)) + st.count[s]!;
      const want = Math.min(slotCap, target);
      for (let j = 0; j < n && st.count[s]! < want && remaining > 0; j++) {
        const p = starters[j]!;
        if (rem[p] === 0 || startedIn[p] === k) continue;
        if (avail !== null && avail[p * S + s] === 0) continue;
        serve(p, false);
      }
      // Slot s is behind us now: it no longer counts as a free slot ahead.
      for (let p = 0; p < n; p++)
        if ((avail === null || avail[p * S + s] === 1) && pre[p * S + s]! < 0) ahead[p]!--;
    }
  }
}

/**
 * Augmenting paths inside one slot: p (free in slot s) takes request e=(p,q) although q already
 * meets p' there; p' then takes another request, and so on until someone free is reached.
 */
class Augmenter {
  readonly newlyPlaced: number[] = [];
  readonly newlyRemoved: number[] = [];
  private readonly parentEdge: Int32Array;
  private readonly parentNode: Int32Array;
  private readonly seen: Int32Array;
  private stamp = 0;
  private readonly queue: Int32Array;

  constructor(
    private readonly model: Model,
    private readonly st: State,
    private readonly chosen: Uint8Array,
  ) {
    this.parentEdge = new Int32Array(model.n);
    this.parentNode = new Int32Array(model.n);
    this.seen = new Int32Array(model.n);
    this.queue = new Int32Array(model.n);
  }

  /** Returns ≥ 0 when p got matched in slot s (possibly re-matching others), else -1. */
  augment(p0: number, s: number, limit = 64): number {
    const { model, st, chosen, parentEdge, parentNode, seen, queue } = this;
    const { slots: S, ea, eb, adjStart, adjEdge, lockSlot } = model;
    this.newlyPlaced.length = 0;
    this.newlyRemoved.length = 0;
    const stamp = ++this.stamp;
    seen[p0] = stamp;
    parentNode[p0] = -1;
    let qh = 0;
    let qt = 0;
    queue[qt++] = p0;
    while (qh < qt && qt < limit) {
      const p = queue[qh++]!;
      for (let j = adjStart[p]!; j < adjStart[p + 1]!; j++) {
        const e = adjEdge[j]!;
        if (chosen[e] === 0 || st.slotOf[e]! >= 0) continue;
        const q = ea[e] === p ? eb[e]! : ea[e]!;
        const f = st.busy[q * S + s]!;
        if (f < 0) {
          if (!st.fits(e, s)) continue;
          // Apply: p takes e; walking back, each parent takes its edge, dropping the old one.
          const mark = st.mark();
          let x = p;
          let edge = e;
          for (;;) {
            const prev = parentNode[x]!;
            if (prev < 0) {
              if (!st.fits(edge, s)) break;
              st.place(edge, s);
              this.newlyPlaced.push(edge);
              st.commit();
              return edge;
            }
            // x currently meets via its old edge (to the node that now takes x's parent edge)
            const old = st.busy[x * S + s]!;
            st.remove(old);
            this.newlyRemoved.push(old);
            if (!st.fits(edge, s)) break;
            st.place(edge, s);
            this.newlyPlaced.push(edge);
            edge = parentEdge[x]!;
            x = prev;
          }
          st.rollback(mark);
          st.commit();
          this.newlyPlaced.length = 0;
          this.newlyRemoved.length = 0;
          return -1;
        }
        if (chosen[f] === 0 || lockSlot[f]! >= 0) continue;
        const p2 = ea[f] === q ? eb[f]! : ea[f]!;
        if (seen[p2] === stamp) continue;
        seen[p2] = stamp;
        parentNode[p2] = p;
        parentEdge[p2] = e;
        queue[qt++] = p2;
      }
    }
    return -1;
  }
}
