/**
 * Minimal change after publication. Warm start: locks, then every previous meeting that still
 * fits at its previous slot (pinned), then first-fit and the usual search around the pinned ones;
 * only if that cannot reach the target are the pinned meetings released. Then `repairMoves` tries
 * to bring each moved meeting back to its previous slot, re-placing what was in the way.
 */
import type { BoundsDetail } from './bounds.ts';
import { ChainSearch } from './chains.ts';
import { firstFit, placeLocks, priorityOrder } from './greedy.ts';
import { improve } from './improve.ts';
import type { Model } from './model.ts';
import { State, stateFromSlots } from './state.ts';

/** Locks plus the requests placed at their previous slot. */
export function pinnedOf(model: Model, st: State): Uint8Array {
  const pinned = new Uint8Array(model.m);
  for (let e = 0; e < model.m; e++) {
    const s = st.slotOf[e]!;
    if (s >= 0 && (model.lockSlot[e] === s || model.prevSlot[e] === s)) pinned[e] = 1;
  }
  return pinned;
}

export function warmStart(model: Model, bounds: BoundsDetail, target: number): State {
  const st = new State(model);
  placeLocks(st);
  const order = priorityOrder(model);
  for (const e of order) {
    const s = model.prevSlot[e]!;
    if (s < 0 || st.slotOf[e]! >= 0 || model.lockDropped[e] === 1 || model.blocked[e] === 1)
      continue;
    if (st.fits(e, s) && st.underCap(e)) st.place(e, s);
  }
  firstFit(st, order);
  improve(model, st, bounds, { pinned: pinnedOf(model, st), target });
  if (st.placed >= target) return st;
  // Release the pinned meetings only if that places more; otherwise keep them where they were.
  const kept = st.slotOf.slice();
  const placed = st.placed;
  improve(model, st, bounds, { target });
  return st.placed > placed ? st : stateFromSlots(model, kept);
}

/** Brings moved previous meetings back to their previous slot where that costs no meeting. */
export function repairMoves(model: Model, st: State, budget: number): void {
  const { slots: S, slotCap, ea, eb, prevSlot, reqTable, lockSlot, prio } = model;
  const R = model.tableNo.length;
  const pinned = pinnedOf(model, st);
  const chains = new ChainSearch(st, pinned);
  const perSearch = Math.max(2000, 20 * S * S);
  const order = priorityOrder(model);
  const blockers: number[] = [];
  for (let pass = 0; pass < 2; pass++) {
    let changed = false;
    for (const e of order) {
      if (chains.work > budget) return;
      const s = prevSlot[e]!;
      if (s < 0 || st.slotOf[e] === s || lockSlot[e]! >= 0 || model.blocked[e] === 1) continue;
      const placed0 = st.placed;
      const prio0 = st.prioSum;
      const mark = st.mark();
      if (st.slotOf[e]! >= 0) st.remove(e);
      blockers.length = 0;
      const a = ea[e]!;
      const b = eb[e]!;
      const add = (g: number) => {
        if (g >= 0 && !blockers.includes(g)) blockers.push(g);
      };
      add(st.busy[a * S + s]!);
      add(st.busy[b * S + s]!);
      if (reqTable[e]! >= 0) add(st.tableUser[s * R + reqTable[e]!]!);
      let ok = blockers.every((g) => pinned[g] === 0);
      if (ok) for (const g of blockers) st.remove(g);
      if (ok && st.count[s]! >= slotCap) {
        // Full slot: lift the lowest-priority movable meeting.
        let pick = -1;
        for (let i = 0; i < st.count[s]!; i++) {
          const g = st.members[s * slotCap + i]!;
          if (pinned[g] === 0 && (pick < 0 || prio[g]! < prio[pick]!)) pick = g;
        }
        if (pick < 0) ok = false;
        else {
          st.remove(pick);
          blockers.push(pick);
        }
      }
      ok = ok && st.fits(e, s) && st.underCap(e);
      if (ok) {
        st.place(e, s);
        pinned[e] = 1;
        for (const g of blockers) if (st.underCap(g)) chains.insert(g, perSearch);
        chains.work += S;
        ok =
          st.placed > placed0 ||
          (st.placed === placed0 && st.prioSum >= prio0 - 1e-9 * (1 + Math.abs(prio0)));
      }
      if (ok) {
        st.commit();
        changed = true;
      } else {
        pinned[e] = 0;
        st.rollback(mark);
        st.commit();
      }
    }
    if (!changed) break;
  }
}
