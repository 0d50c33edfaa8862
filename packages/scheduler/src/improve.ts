/**
 * Near-optimal search for instances with unavailability, locks or home tables, starting from the
 * first-fit greedy schedule (so it never places fewer):
 * 1. ejection-chain insertion of every unplaced request, repeated while it helps;
 * 2. iterated local search: force an unplaced request into a slot, evicting what blocks it, try to
 *    re-insert the evicted requests by chains, keep the move unless (count, priority) dropped.
 * Stops early once maxMeetings is reached (then provably optimal). Seeded, hence deterministic.
 */
import type { BoundsDetail } from './bounds.ts';
import { ChainSearch } from './chains.ts';
import { priorityOrder } from './greedy.ts';
import { edgeSlotOk, type Model } from './model.ts';
import { Rng } from './rng.ts';
import type { State } from './state.ts';

export interface ImproveOptions {
  /** Work units (slots / meetings scanned) for the whole search. */
  budget: number;
  seed: number;
  /** Requests that must stay where they are (besides locks). */
  pinned: Uint8Array | null;
  /** Stop once this many meetings are placed (default maxMeetings). */
  target: number;
}

export function defaultBudget(model: Model): number {
  return 500_000 + 500 * model.m;
}

export function improve(
  model: Model,
  st: State,
  bounds: BoundsDetail,
  opts?: Partial<ImproveOptions>,
): State {
  const budget = opts?.budget ?? defaultBudget(model);
  const rng = new Rng(opts?.seed ?? 0x5eed);
  const pinned = opts?.pinned ?? null;
  const chains = new ChainSearch(st, pinned);
  const target = opts?.target ?? bounds.maxMeetings;
  const order = priorityOrder(model);
  const candidates: number[] = [];
  for (const e of order) {
    if (bounds.placeable[e] === 1 && model.lockSlot[e]! < 0 && model.lockDropped[e] === 0)
      candidates.push(e);
  }
  const perSearch = Math.max(2000, 20 * model.slots * model.slots);

  const insertAll = (): boolean => {
    let any = false;
    for (const e of candidates) {
      if (st.placed >= target || chains.work > budget) break;
      if (st.slotOf[e]! >= 0 || !st.underCap(e)) continue;
      if (chains.insert(e, perSearch)) any = true;
    }
    return any;
  };
  while (st.placed < target && chains.work < budget && insertAll()) st.commit();
  st.commit();

  const unplaced: number[] = [];
  const evicted: number[] = [];
  let stale = 0;
  while (st.placed < target && chains.work < budget) {
    if (stale <= 0) {
      unplaced.length = 0;
      for (const e of candidates) if (st.slotOf[e]! < 0) unplaced.push(e);
      chains.work += candidates.length >> 3;
      stale = 32;
      if (unplaced.length === 0) break;
    }
    stale--;
    const r = unplaced[rng.int(unplaced.length)]!;
    if (st.slotOf[r]! >= 0) {
      stale = 0;
      continue;
    }
    const placed0 = st.placed;
    const prio0 = st.prioSum;
    const mark = st.mark();
    chains.work += model.slots;
    if (!forceInsert(model, st, r, rng, evicted, pinned)) {
      st.rollback(mark);
      st.commit();
      continue;
    }
    const offset = rng.int(model.slots);
    for (const g of evicted) if (st.underCap(g)) chains.insert(g, perSearch, offset);
    if (
      st.placed < placed0 ||
      (st.placed === placed0 && st.prioSum < prio0 - 1e-9 * (1 + Math.abs(prio0)))
    ) {
      st.rollback(mark);
    } else if (st.placed > placed0) {
      insertAll();
      stale = 0;
    }
    st.commit();
  }
  st.commit();
  return st;
}

/**
 * Puts unplaced request r into a random slot that suits both participants, evicting the (unlocked)
 * meetings in the way: those of its participants there, the one at its required table, one more if
 * the slot is full, and one meeting of a participant at their cap. Evicted requests go to `evicted`.
 */
function forceInsert(
  model: Model,
  st: State,
  r: number,
  rng: Rng,
  evicted: number[],
  pinned: Uint8Array | null,
): boolean {
  const { slots: S, slotCap, ea, eb, reqTable, lockSlot } = model;
  const R = model.tableNo.length;
  evicted.length = 0;
  let s = -1;
  let seen = 0;
  for (let k = 0; k < S; k++) {
    if (!edgeSlotOk(model, r, k)) continue;
    seen++;
    if (rng.int(seen) === 0) s = k; // reservoir sampling: uniform over suitable slots
  }
  if (s < 0) return false;
  const a = ea[r]!;
  const b = eb[r]!;
  const evict = (g: number): boolean => {
    if (g < 0 || st.slotOf[g]! < 0) return true;
    if (lockSlot[g]! >= 0 || pinned?.[g] === 1) return false;
    st.remove(g);
    evicted.push(g);
    return true;
  };
  if (!evict(st.busy[a * S + s]!) || !evict(st.busy[b * S + s]!)) return false;
  if (reqTable[r]! >= 0 && !evict(st.tableUser[s * R + reqTable[r]!]!)) return false;
  if (st.count[s]! >= slotCap && !evict(st.members[s * slotCap + rng.int(st.count[s]!)]!))
    return false;
  for (const p of [a, b]) {
    if (st.load[p]! < model.cap[p]!) continue;
    const own: number[] = [];
    for (let k = 0; k < S; k++) {
      const g = st.busy[p * S + k]!;
      if (g >= 0 && lockSlot[g]! < 0 && pinned?.[g] !== 1) own.push(g);
    }
    if (own.length === 0 || !evict(own[rng.int(own.length)]!)) return false;
  }
  if (!st.fits(r, s) || !st.underCap(r)) return false;
  st.place(r, s);
  return true;
}
