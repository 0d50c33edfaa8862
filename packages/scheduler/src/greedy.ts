/** First-fit greedy: the baseline peers use, and a building block of the solver. */
import type { Model } from './model.ts';
import { State } from './state.ts';

/** Requests by decreasing priority, ties by input order. */
export function priorityOrder(model: Model): Int32Array {
  const order = Int32Array.from({ length: model.m }, (_, i) => i);
  if (!model.uniformPrio) order.sort((x, y) => model.prio[y]! - model.prio[x]! || x - y);
  return order;
}

/** Places every kept lock; validation guarantees they fit. */
export function placeLocks(st: State): void {
  const { lockedEdges, lockSlot } = st.model;
  for (const e of lockedEdges) st.place(e, lockSlot[e]!);
}

/** Tries each request of `order` (unplaced, unlocked) in slots 0..S-1 and takes the first that fits. */
export function firstFit(st: State, order: ArrayLike<number>): void {
  const { model } = st;
  for (let i = 0; i < order.length; i++) {
    const e = order[i]!;
    if (st.slotOf[e]! >= 0 || model.lockSlot[e]! >= 0 || model.lockDropped[e] === 1) continue;
    if (model.blocked[e] === 1 || !st.underCap(e)) continue;
    for (let s = 0; s < model.slots; s++) {
      if (st.fits(e, s)) {
        st.place(e, s);
        break;
      }
    }
  }
}

/** The first-fit greedy schedule: locks, then requests by priority in the first slot that fits. */
export function greedyState(model: Model): State {
  const st = new State(model);
  placeLocks(st);
  firstFit(st, priorityOrder(model));
  return st;
}
