/**
 * Contiguous sweep: places a chosen set of requests slot by slot in time order so that each
 * participant's meetings form one run. A participant who has started in the current block and has
 * requests left is "active": leaving it unmatched in a slot costs an idle gap. Per slot, a
 * matching of the remaining requests first covers the active participants (and those who must
 * meet in every slot left) among themselves — greedily, fewest requests left first, then by
 * augmenting paths inside the slot — then gives those left a newcomer as partner, within a budget,
 * and finally starts new pairs until the slot holds its share of the remaining meetings.
 * Newcomers are taken in the order of a layout in which partners sit close (spectralLayout), so
 * that whoever starts together has requests among each other. Unlimited newcomers make the active
 * set outgrow the tables (then everyone waits); hence the budget. Requests it cannot place stay
 * unplaced: the caller repairs them or discards the result. Deterministic.
 */
import { ChainSearch } from './chains.ts';
import type { Model } from './model.ts';
import { State } from './state.ts';

export function contiguousSweep(
  model: Model,
  st: State,
  chosen: Uint8Array,
  layout: Float64Array,
): void {
  const {
    n,
    m,
    slots: S,
    slotCap,
    ea,
    eb,
    adjStart,
    adjEdge,
    blockStart,
    blockSlots,
    avail,
  } = model;
  // Chosen requests per participant (CSR), and how many of them are still unplaced.
  const cs = new Int32Array(n + 1);
  const rem = new Int32Array(n);
  let remaining = 0;
  for (let e = 0; e < m; e++) {
    if (chosen[e] !== 1 || st.slotOf[e]! >= 0) continue;
    rem[ea[e]!]!++;
    rem[eb[e]!]!++;
    remaining++;
  }
  for (let p = 0; p < n; p++) cs[p + 1] = cs[p]! + rem[p]!;
  const ce = new Int32Array(cs[n]!);
  {
    const fill = cs.slice(0, n);
    for (let p = 0; p < n; p++) {
      for (let j = adjStart[p]!; j < adjStart[p + 1]!; j++) {
        const e = adjEdge[j]!;
        if (chosen[e] === 1 && st.slotOf[e]! < 0) ce[fill[p]!++] = e;
      }
    }
  }
  const other = (e: number, p: number) => (ea[e] === p ? eb[e]! : ea[e]!);
  // Block in which p last started (-1: never); p is active in block k when startedIn[p] === k.
  const startedIn = new Int32Array(n).fill(-1);
  // Slot-local matching: mate[p] = request p takes in this slot, or -1.
  const mate = new Int32Array(n).fill(-1);
  const matched: number[] = [];
  const need: number[] = [];
  const needKey = new Int32Array(n);
  let activeList: number[] = [];
  const aug = new SlotAugmenter(n);
  // Newcomers start in layout order; rank[p] is p's place in it.
  const starters = Int32Array.from({ length: n }, (_, i) => i);
  starters.sort((x, y) => layout[x]! - layout[y]! || x - y);
  const rank = new Int32Array(n);
  starters.forEach((p, i) => (rank[p] = i));
  const extraStarts = Math.ceil(slotCap / 4);
  // Slots p can still use from the current one on (available, not taken before the sweep).
  const pre = st.busy.slice();
  const usable = (p: number, s: number) =>
    pre[p * S + s]! < 0 && (avail === null || avail[p * S + s] === 1);
  const ahead = new Int32Array(n);
  for (let p = 0; p < n; p++) for (let s = 0; s < S; s++) if (usable(p, s)) ahead[p]!++;
  const blocks = blockStart.length - 1;
  let pos = 0;
  for (let k = 0; k < blocks; k++) {
    activeList = [];
    for (let i = blockStart[k]!; i < blockStart[k + 1]!; i++, pos++) {
      const s = blockSlots[i]!;
      const left = S - pos;
      let count = st.count[s]!;
      const isActive = (p: number) => startedIn[p] === k && rem[p]! > 0;
      // Whether p must meet in every usable slot left.
      const urgent = (p: number) => rem[p]! >= ahead[p]!;
      const free = (p: number) =>
        mate[p]! < 0 && st.busy[p * S + s]! < 0 && (avail === null || avail[p * S + s] === 1);
      const matchEdge = (e: number) => {
        mate[ea[e]!] = e;
        mate[eb[e]!] = e;
        matched.push(e);
        count++;
      };
      // Score of taking partner w (free in this slot) for a needing participant.
      const partnerScore = (w: number): number => {
        if (urgent(w)) return 4_000_000 + rem[w]!;
        if (isActive(w)) return 3_000_000 - rem[w]!;
        return 1_000_000 - rank[w]!;
      };
      const greedy = (v: number, activeOnly = false): boolean => {
        if (mate[v]! >= 0 || count >= slotCap) return mate[v]! >= 0;
        let best = -1;
        let bestScore = -1;
        for (let j = cs[v]!; j < cs[v + 1]!; j++) {
          const e = ce[j]!;
          if (st.slotOf[e]! >= 0) continue;
          const w = other(e, v);
          if (!free(w)) continue;
          if (activeOnly && !isActive(w) && !urgent(w)) continue;
          const sc = partnerScore(w);
          if (sc > bestScore) {
            bestScore = sc;
            best = e;
          }
        }
        if (best < 0) return false;
        matchEdge(best);
        return true;
      };
      // Who must meet now: everyone active, and whoever has as many requests as slots left.
      const nextActive: number[] = [];
      need.length = 0;
      for (const p of activeList) {
        if (!isActive(p)) continue;
        nextActive.push(p);
        if (!free(p)) continue;
        need.push(p);
        needKey[p] = urgent(p) ? -1 : rem[p]!;
      }
      activeList = nextActive;
      for (let p = 0; p < n; p++) {
        if (rem[p]! > 0 && urgent(p) && !isActive(p) && free(p)) {
          need.push(p);
          needKey[p] = -1;
        }
      }
      need.sort((x, y) => needKey[x]! - needKey[y]! || x - y);
      // First among participants who must meet now (no newcomer), greedily then by augmenting
      // paths; then a newcomer for those left, within a budget: the active participants a slot
      // of the remaining pace needs (+10%) beyond those active now, plus a quarter of the tables.
      // Starting everyone's partner makes the active set outgrow the tables (then all wait).
      const okEnd = (w: number) => isActive(w) || urgent(w);
      aug.newSlot();
      for (const v of need) greedy(v, true);
      for (const v of need) {
        if (mate[v]! >= 0 || count >= slotCap) continue;
        if (aug.augment(v, s, st, cs, ce, mate, other, matched, okEnd) >= 0) count++;
      }
      let budget =
        Math.max(0, Math.ceil((2.2 * remaining) / left) - nextActive.length) + extraStarts;
      for (const v of need) {
        if (mate[v]! >= 0 || count >= slotCap) continue;
        if (budget <= 0 && needKey[v]! >= 0) continue;
        if (greedy(v)) budget--;
      }
      // Start new participants until the slot holds its share of what remains.
      const target = Math.min(slotCap, Math.ceil(remaining / left));
      for (let j = 0; j < n && count < target; j++) {
        const u = starters[j]!;
        if (rem[u] === 0 || isActive(u) || !free(u)) continue;
        greedy(u);
      }
      // Commit: start the newcomers, then place the slot's requests.
      for (const e of matched) {
        if (mate[ea[e]!] !== e) continue; // replaced by an augmenting path
        for (const p of [ea[e]!, eb[e]!]) {
          if (startedIn[p] === k) continue;
          startedIn[p] = k;
          activeList.push(p);
        }
      }
      for (const e of matched) {
        const a = ea[e]!;
        const b = eb[e]!;
        if (mate[a] !== e) continue;
        mate[a] = -1;
        mate[b] = -1;
        if (!st.fits(e, s)) continue;
        st.place(e, s);
        rem[a]!--;
        rem[b]!--;
        remaining--;
      }
      for (const e of matched) {
        if (mate[ea[e]!] === e) mate[ea[e]!] = -1;
        if (mate[eb[e]!] === e) mate[eb[e]!] = -1;
      }
      matched.length = 0;
      for (let p = 0; p < n; p++) if (usable(p, s)) ahead[p]!--;
    }
  }
}

/**
 * Augmenting paths inside one slot's matching: v takes request e = (v, w); if w already has a
 * partner x there, x takes another request, and so on until a free participant is reached.
 */
class SlotAugmenter {
  private readonly parentEdge: Int32Array;
  private readonly parentNode: Int32Array;
  private readonly seen: Int32Array;
  private readonly queue: Int32Array;
  private stamp = 0;
  /** After a failed search its participants stay marked: no path through them until a success. */
  private fresh = true;

  constructor(n: number) {
    this.parentEdge = new Int32Array(n);
    this.parentNode = new Int32Array(n);
    this.seen = new Int32Array(n);
    this.queue = new Int32Array(n);
  }

  /** Forgets the marks of failed searches (the slot's matching is new). */
  newSlot(): void {
    this.fresh = true;
  }

  augment(
    v0: number,
    s: number,
    st: State,
    cs: Int32Array,
    ce: Int32Array,
    mate: Int32Array,
    other: (e: number, p: number) => number,
    matched: number[],
    endOk: ((w: number) => boolean) | null = null,
    limit = 64,
  ): number {
    const { parentEdge, parentNode, seen, queue } = this;
    const { slots: S, avail } = st.model;
    if (this.fresh) this.stamp++;
    const stamp = this.stamp;
    this.fresh = false;
    seen[v0] = stamp;
    parentNode[v0] = -1;
    let qh = 0;
    let qt = 0;
    queue[qt++] = v0;
    while (qh < qt && qt < limit) {
      const x = queue[qh++]!;
      for (let j = cs[x]!; j < cs[x + 1]!; j++) {
        const e = ce[j]!;
        if (st.slotOf[e]! >= 0 || mate[x] === e) continue;
        const w = other(e, x);
        if (st.busy[w * S + s]! >= 0) continue;
        if (avail !== null && avail[w * S + s] === 0) continue;
        const f = mate[w]!;
        if (f < 0 && endOk !== null && !endOk(w)) continue;
        if (f < 0) {
          // Flip along the path: x takes e, its parent takes parentEdge[x], ...
          let node = x;
          let edge = e;
          for (;;) {
            const prev = mate[node]!;
            if (prev >= 0) {
              const y = other(prev, node);
              if (mate[y] === prev) mate[y] = -1;
            }
            mate[node] = edge;
            mate[other(edge, node)] = edge;
            matched.push(edge);
            if (parentNode[node]! < 0) {
              this.fresh = true;
              return edge;
            }
            edge = parentEdge[node]!;
            node = parentNode[node]!;
          }
        }
        const x2 = other(f, w);
        if (seen[x2] === stamp) continue;
        seen[x2] = stamp;
        parentNode[x2] = x;
        parentEdge[x2] = e;
        queue[qt++] = x2;
      }
    }
    return -1;
  }
}

/**
 * The contiguous sweep of the requests `base` places (locks kept at their slot), completed by
 * ejection chains; null unless it places as many with the same priority. For instances with
 * unavailability, locks or home tables, where the placed set comes from the local search.
 */
export function resweep(model: Model, base: State, layout: Float64Array): State | null {
  const { m, lockedEdges, lockSlot } = model;
  const chosen = new Uint8Array(m);
  for (let e = 0; e < m; e++) if (base.slotOf[e]! >= 0) chosen[e] = 1;
  const st = new State(model);
  for (const e of lockedEdges)
    if (chosen[e] === 1 && st.fits(e, lockSlot[e]!)) st.place(e, lockSlot[e]!);
  contiguousSweep(model, st, chosen, layout);
  const chains = new ChainSearch(st);
  const per = Math.max(2000, 20 * model.slots * model.slots);
  for (let e = 0; e < m && st.placed < base.placed; e++)
    if (chosen[e] === 1 && st.slotOf[e]! < 0) chains.insert(e, per);
  st.commit();
  const same =
    st.placed === base.placed &&
    Math.abs(st.prioSum - base.prioSum) <= 1e-9 * (1 + Math.abs(base.prioSum));
  return same ? st : null;
}
