/**
 * Idle-gap reduction by Kempe-chain moves, with the set of placed requests fixed.
 * A move takes participant p's meeting e from slot s to a slot t where p is free; whoever e's
 * partner meets in t moves to s, and so on along the alternating s/t path. Only the two ends of
 * the path change their occupancy (inner participants keep both slots), so a move is evaluated on
 * two participants, from their cached first / last position in the block (a scan only past the
 * end being vacated). Moves are accepted when (moved, idle gaps, Σ first + last) decreases
 * lexicographically: with `previous`, a move never takes a meeting away from its previous slot
 * unless it returns another; at equal gaps, a move pulling the two ends earlier is taken.
 */
import type { Model } from './model.ts';
import type { State } from './state.ts';

export class Compactor {
  private readonly model: Model;
  private readonly st: State;
  private readonly path: Int32Array;
  private pathLen = 0;
  private endQ = -1;
  /** Work units spent (slots scanned, path steps). */
  work = 0;

  constructor(
    st: State,
    private readonly pinned: Uint8Array,
    private readonly maxPath = 64,
  ) {
    this.st = st;
    this.model = st.model;
    this.path = new Int32Array(maxPath);
    const { n, slots: S, blockStart, blockSlots } = this.model;
    this.blocks = blockStart.length - 1;
    this.posOf = new Int32Array(S);
    for (let i = 0; i < blockSlots.length; i++) this.posOf[blockSlots[i]!] = i;
    this.first = new Int32Array(n * this.blocks);
    this.last = new Int32Array(n * this.blocks);
    for (let p = 0; p < n; p++) for (let k = 0; k < this.blocks; k++) this.refresh(p, k);
  }

  /** Position (index into blockSlots) of each slot. */
  private readonly posOf: Int32Array;
  /** first / last position of p's meetings in block k at [p * blocks + k], -1 when none. */
  readonly first: Int32Array;
  readonly last: Int32Array;
  private readonly blocks: number;
  /** Change of Σ (first + last) positions of the participants evaluated by `delta`. */
  private dPot = 0;
  /** Running idle gaps and slot moves, kept by applied Kempe moves once set by the caller. */
  gaps = 0;
  moved = 0;
  private nested = false;
  private trialMark = 0;
  private trialGaps = 0;
  private trialMoved = 0;
  private readonly touched: number[] = [];
  /** swapIn: next participant, and participants visited since the last change. */
  private cursor = 0;
  private quiet = 0;

  /** Recomputes every cached first / last position (after the state changed behind our back). */
  resync(): void {
    for (let p = 0; p < this.model.n; p++) for (let k = 0; k < this.blocks; k++) this.refresh(p, k);
  }

  /** Recomputes p's first and last position in block k from the state. */
  private refresh(p: number, k: number): void {
    const { blockStart, blockSlots, slots: S } = this.model;
    const busy = this.st.busy;
    const base = p * S;
    let first = -1;
    let last = -1;
    const end = blockStart[k + 1]!;
    for (let i = blockStart[k]!; i < end; i++) {
      if (busy[base + blockSlots[i]!]! < 0) continue;
      if (first < 0) first = i;
      last = i;
    }
    this.work += end - blockStart[k]!;
    this.first[p * this.blocks + k] = first;
    this.last[p * this.blocks + k] = last;
  }

  /**
   * Change of p's idle gaps when p leaves slot `from` for slot `to` of the same block (the count
   * stays, so only the span changes). Scans only past the end that `from` vacates.
   */
  private delta(p: number, from: number, to: number): number {
    const { blockSlots, blockOf, slots: S } = this.model;
    const busy = this.st.busy;
    const base = p * S;
    const idx = p * this.blocks + blockOf[from]!;
    const f0 = this.first[idx]!;
    const l0 = this.last[idx]!;
    const pf = this.posOf[from]!;
    const pt = this.posOf[to]!;
    let f = f0;
    let l = l0;
    if (f === pf) {
      f = pf + 1;
      while (f <= l && busy[base + blockSlots[f]!]! < 0) f++;
      this.work += f - pf;
      if (f > l) f = l = pt;
    }
    if (l === pf) {
      l = pf - 1;
      while (l >= f && busy[base + blockSlots[l]!]! < 0) l--;
      this.work += pf - l;
      if (l < f) f = l = pt;
    }
    if (pt < f) f = pt;
    if (pt > l) l = pt;
    this.work++;
    this.dPot += f + l - f0 - l0;
    return l - f - (l0 - f0);
  }

  /** Change of p's idle gaps when p gains slot t (on) or loses its meeting in slot t (off). */
  private toggle(p: number, t: number, on: boolean): number {
    const { blockSlots, blockOf, slots: S } = this.model;
    const busy = this.st.busy;
    const base = p * S;
    const idx = p * this.blocks + blockOf[t]!;
    const f0 = this.first[idx]!;
    const l0 = this.last[idx]!;
    const pt = this.posOf[t]!;
    if (on) return f0 < 0 ? 0 : Math.max(l0, pt) - Math.min(f0, pt) - (l0 - f0) - 1;
    if (f0 === l0) return 0;
    let f = f0;
    let l = l0;
    if (f === pt) {
      f = pt + 1;
      while (busy[base + blockSlots[f]!]! < 0) f++;
      this.work += f - pt;
    }
    if (l === pt) {
      l = pt - 1;
      while (busy[base + blockSlots[l]!]! < 0) l--;
      this.work += pt - l;
    }
    return l - f - (l0 - f0) + 1;
  }

  /**
   * Swap-in: an unplaced request e of p whose partner is free in one of p's gap slots t takes the
   * place of a meeting g of slot t (same count, priority not lower, nobody left without a
   * meeting, caps kept); applied when (moved, gaps) falls. Only matters when not every request
   * fits (the slots or tables are full). Resumes where the last call stopped; returns false once
   * a whole round over the participants changed nothing.
   */
  swapIn(budget: number): boolean {
    const { model, st } = this;
    const { n, slots: S, slotCap, blockSlots, adjStart, adjEdge, ea, eb } = model;
    const { prio, prevSlot, lockSlot, lockDropped, blocked, avail } = model;
    const blocks = this.blocks;
    const stop = this.work + budget;
    while (this.work < stop && this.quiet < n) {
      const p = this.cursor;
      this.cursor = p + 1 === n ? 0 : p + 1;
      this.quiet++;
      for (let k = 0; k < blocks; k++) {
        const f0 = this.first[p * blocks + k]!;
        const l0 = this.last[p * blocks + k]!;
        for (let i = f0 + 1; i < l0 && this.work < stop; i++) {
          const t = blockSlots[i]!;
          if (st.busy[p * S + t]! >= 0) continue;
          if (avail !== null && avail[p * S + t] === 0) continue;
          let done = false;
          for (let j = adjStart[p]!; j < adjStart[p + 1]! && !done; j++) {
            const e = adjEdge[j]!;
            this.work++;
            if (st.slotOf[e]! >= 0 || lockSlot[e]! >= 0 || lockDropped[e] === 1) continue;
            if (blocked[e] === 1 || !st.underCap(e)) continue;
            const q = ea[e] === p ? eb[e]! : ea[e]!;
            if (st.busy[q * S + t]! >= 0) continue;
            if (avail !== null && avail[q * S + t] === 0) continue;
            const gain = this.toggle(p, t, true) + this.toggle(q, t, true);
            const keep = prevSlot[e] === t ? 1 : 0;
            // Best meeting of slot t to give way (or none when the slot has room).
            let best = -1;
            let bestD = 0;
            const room = st.count[t]! < slotCap && st.fits(e, t);
            if (room) bestD = gain - keep * S * n;
            else {
              const base = t * slotCap;
              for (let x = 0; x < st.count[t]!; x++) {
                const g = st.members[base + x]!;
                if (this.pinned[g] === 1 || prio[g]! > prio[e]!) continue;
                const a = ea[g]!;
                const b = eb[g]!;
                if (st.load[a]! < 2 || st.load[b]! < 2) continue;
                const d = (prevSlot[g] === t ? S * n : 0) - keep * S * n + gain;
                if (d >= bestD) continue;
                const dg = d + this.toggle(a, t, false) + this.toggle(b, t, false);
                if (dg < bestD) {
                  bestD = dg;
                  best = g;
                }
              }
              this.work += st.count[t]!;
            }
            if (bestD >= 0 || (!room && best < 0)) continue;
            const mark = st.mark();
            if (best >= 0) st.remove(best);
            if (!st.fits(e, t)) {
              st.rollback(mark);
              st.commit();
              continue;
            }
            st.place(e, t);
            st.commit();
            for (const x of [p, q]) this.refresh(x, k);
            if (best >= 0) for (const x of [ea[best]!, eb[best]!]) this.refresh(x, k);
            done = true;
            this.quiet = 0;
          }
        }
      }
    }
    return this.quiet < n;
  }

  /**
   * Trade: participant p's first or last meeting g of a block (slot s, next to one of p's gaps)
   * gives way to an unplaced request e whose two participants are free in s (same count,
   * priority not lower, nobody left without a meeting, caps kept); applied when the idle gaps of
   * the four participants fall. Unlike swapIn, the request taking the place need not fill a gap
   * of p: it is chosen among all unplaced ones. Only when no previous schedule is kept (moved is
   * not weighed). Returns whether a round over the participants changed anything.
   */
  trade(budget: number): boolean {
    const { model, st } = this;
    const { n, m, slots: S, blockSlots, blockOf, ea, eb, prio, avail } = model;
    const { lockSlot, lockDropped, blocked, cap } = model;
    if (model.previousCount > 0) return false;
    const open: number[] = [];
    for (let e = 0; e < m; e++)
      if (st.slotOf[e]! < 0 && lockSlot[e]! < 0 && lockDropped[e] === 0 && blocked[e] === 0)
        open.push(e);
    this.work += m;
    if (open.length === 0) return false;
    const blocks = this.blocks;
    const stop = this.work + budget;
    let changed = false;
    for (let p = 0; p < n && this.work < stop; p++) {
      for (let k = 0; k < blocks; k++) {
        for (const end of [0, 1]) {
          const f0 = this.first[p * blocks + k]!;
          const l0 = this.last[p * blocks + k]!;
          if (f0 < 0 || f0 === l0) continue;
          const s = blockSlots[end === 0 ? f0 : l0]!;
          const g = st.busy[p * S + s]!;
          if (g < 0 || this.pinned[g] === 1) continue;
          const a = ea[g]!;
          const b = eb[g]!;
          if (st.load[a]! < 2 || st.load[b]! < 2) continue;
          const off = this.toggle(a, s, false) + this.toggle(b, s, false);
          if (off >= 0) continue;
          const mark = st.mark();
          st.remove(g);
          this.refresh(a, blockOf[s]!);
          this.refresh(b, blockOf[s]!);
          let best = -1;
          let bestD = -off;
          for (let i = 0; i < open.length; i++) {
            const e = open[i]!;
            this.work++;
            if (e === g || st.slotOf[e]! >= 0 || prio[e]! < prio[g]!) continue;
            const x = ea[e]!;
            const y = eb[e]!;
            if (st.busy[x * S + s]! >= 0 || st.busy[y * S + s]! >= 0) continue;
            if (avail !== null && (avail[x * S + s] === 0 || avail[y * S + s] === 0)) continue;
            if (st.load[x]! >= cap[x]! || st.load[y]! >= cap[y]!) continue;
            const d = this.toggle(x, s, true) + this.toggle(y, s, true);
            if (d < bestD && st.fits(e, s)) {
              bestD = d;
              best = e;
            }
          }
          if (best < 0) {
            st.rollback(mark);
            st.commit();
            this.refresh(a, blockOf[s]!);
            this.refresh(b, blockOf[s]!);
            continue;
          }
          st.place(best, s);
          st.commit();
          this.refresh(ea[best]!, blockOf[s]!);
          this.refresh(eb[best]!, blockOf[s]!);
          open.push(g);
          changed = true;
        }
      }
    }
    return changed;
  }

  /**
   * Walks the s/t path that starts with p's meeting e (p free in t). Fills `path`; sets endQ and
   * returns the slot the far end moves to, or -1 when the path is too long or pinned.
   */
  private walk(p: number, e: number, s: number, t: number): number {
    const { ea, eb, slots: S } = this.model;
    const busy = this.st.busy;
    let len = 0;
    let v = ea[e] === p ? eb[e]! : ea[e]!;
    let edge = e;
    let want = t; // the slot the current edge moves to; v must give up its meeting there
    for (;;) {
      if (this.pinned[edge] === 1 || len >= this.maxPath) return -1;
      this.path[len++] = edge;
      const f = busy[v * S + want]!;
      this.work++;
      if (f < 0) break;
      edge = f;
      v = ea[f] === v ? eb[f]! : ea[f]!;
      want = want === t ? s : t;
    }
    this.pathLen = len;
    this.endQ = v;
    return want;
  }

  /**
   * Tries moving p's meeting in slot s to slot t (same block) along the Kempe path; applies it
   * when it lowers (moved, gaps, Σ first + last), or with `force` whenever moved does not rise,
   * or with a `slack` (annealing) when moved falls or stays and the gaps rise by at most `slack`.
   * Returns whether it was applied.
   */
  tryMove(p: number, s: number, t: number, force = false, slack = -1): boolean {
    const { model, st } = this;
    const { slots: S, prevSlot, avail } = model;
    const e = st.busy[p * S + s]!;
    if (e < 0 || st.busy[p * S + t]! >= 0) return false;
    if (avail !== null && avail[p * S + t] === 0) return false;
    const qTo = this.walk(p, e, s, t);
    if (qTo < 0) return false;
    const q = this.endQ;
    const qFrom = qTo === t ? s : t;
    if (avail !== null && avail[q * S + qTo] === 0) return false;
    // Parity: an odd path moves one meeting from s to t.
    if ((this.pathLen & 1) === 1 && st.count[t]! >= model.slotCap) return false;
    let dMoved = 0;
    if (model.previousCount > 0) {
      for (let i = 0; i < this.pathLen; i++) {
        const g = this.path[i]!;
        const ps = prevSlot[g]!;
        if (ps < 0) continue;
        const from = st.slotOf[g]!;
        const to = from === s ? t : s;
        dMoved += (to !== ps ? 1 : 0) - (from !== ps ? 1 : 0);
      }
      if (dMoved > 0) return false;
    }
    this.dPot = 0;
    let dGaps = this.delta(p, s, t);
    if (q !== p) dGaps += this.delta(q, qFrom, qTo);
    else return false;
    // Lexicographic (moved, gaps, Σ first + last): a move that keeps the gaps but pulls the two
    // ends' meetings earlier is taken too (it can open improving moves; the triple still falls, so
    // the descent ends).
    if (slack >= 0) {
      if (dMoved === 0 && dGaps > slack) return false;
    } else if (!force && dMoved === 0 && (dGaps > 0 || (dGaps === 0 && this.dPot >= 0)))
      return false;
    // Apply: lift every path edge, then put each into the other slot.
    const mark = st.mark();
    for (let i = 0; i < this.pathLen; i++) st.remove(this.path[i]!);
    for (let i = 0; i < this.pathLen; i++) {
      const g = this.path[i]!;
      const to = i % 2 === 0 ? t : s;
      if (!st.fits(g, to)) {
        st.rollback(mark);
        if (!this.nested) st.commit();
        return false;
      }
      st.place(g, to);
    }
    if (!this.nested) st.commit();
    const k = this.model.blockOf[s]!;
    this.refresh(p, k);
    this.refresh(q, k);
    this.gaps += dGaps;
    this.moved += dMoved;
    if (this.nested) this.touched.push(p, q);
    return true;
  }

  /**
   * Passes over all participants: for each block with idle gaps, try to move the first or last
   * meeting into a gap or just past the other end. Stops when a pass changes nothing or the work
   * budget is spent.
   */
  run(budget: number): void {
    const { n } = this.model;
    const stop = this.work + budget;
    let improved = true;
    while (improved && this.work < stop) {
      improved = false;
      for (let p = 0; p < n && this.work < stop; p++) if (this.settle(p)) improved = true;
    }
  }

  /** Descent moves for participant p until none applies; returns whether any did. */
  private settle(p: number): boolean {
    const { model, st } = this;
    const { slots: S, blockStart, blockSlots } = model;
    const blocks = this.blocks;
    let improved = false;
    for (let k = 0; k < blocks; k++) {
      for (let guard = 0; guard < S; guard++) {
        const base = p * S;
        const b0 = blockStart[k]!;
        const b1 = blockStart[k + 1]!;
        const first = this.first[p * blocks + k]!;
        const last = this.last[p * blocks + k]!;
        if (first < 0) break;
        let count = 0;
        for (let i = first; i <= last; i++) if (st.busy[base + blockSlots[i]!]! >= 0) count++;
        this.work += last - first + 1;
        if (last - first + 1 === count) break;
        let moved = false;
        // Gap slots inside, then one past the opposite end.
        for (let i = first + 1; i < last && !moved; i++) {
          const t = blockSlots[i]!;
          if (st.busy[base + t]! >= 0) continue;
          moved = this.tryMove(p, blockSlots[last]!, t) || this.tryMove(p, blockSlots[first]!, t);
        }
        if (!moved && last + 1 < b1)
          moved = this.tryMove(p, blockSlots[first]!, blockSlots[last + 1]!);
        if (!moved && first - 1 >= b0)
          moved = this.tryMove(p, blockSlots[last]!, blockSlots[first - 1]!);
        if (!moved) break;
        improved = true;
      }
    }
    return improved;
  }

  /**
   * Starts a trial: later moves are journaled (not committed), their participants remembered and
   * the running `gaps` / `moved` totals updated, until `endTrial`.
   */
  beginTrial(): void {
    this.trialMark = this.st.mark();
    this.trialGaps = this.gaps;
    this.trialMoved = this.moved;
    this.touched.length = 0;
    this.nested = true;
  }

  /** Descent around the participants the trial changed (at most `steps` of them). */
  settleTouched(steps: number): void {
    for (let i = 0; i < this.touched.length && i < steps; i++) this.settle(this.touched[i]!);
  }

  /** Ends a trial: keeps its moves, or undoes them all. */
  endTrial(keep: boolean): void {
    const { st } = this;
    this.nested = false;
    if (!keep) {
      st.rollback(this.trialMark);
      this.gaps = this.trialGaps;
      this.moved = this.trialMoved;
      for (const p of this.touched) for (let k = 0; k < this.blocks; k++) this.refresh(p, k);
    }
    st.commit();
  }
}
