/**
 * Exact solver when nobody is unavailable and there are no locks or home tables (caps allowed):
 * 1. choose the largest request set in which participant p has ≤ min(cap_p, S) requests, cut to
 *    S·T, of maximum total priority (max-flow, or min-cost flow when priorities differ);
 * 2. colour it with S colours (König: bipartite ⇒ Δ-edge-colourable);
 * 3. balance the colour classes to ⌈k/S⌉ ≤ T meetings; colour = slot.
 * This places exactly maxMeetings = min(S·T, β) requests.
 *
 * Second edition: the set is chosen to cover the most participants (uniform priorities), and is
 * first placed by the gap-aware sweep (plus ejection chains for what it leaves); only if that does
 * not place the whole set is the König colouring used.
 */
import { ChainSearch } from './chains.ts';
import { balanceColours, konigColouring } from './colouring.ts';
import type { Model } from './model.ts';
import { selectRequests, type Selection } from './network.ts';
import { State, stateFromSlots } from './state.ts';
import { sweep } from './sweep.ts';

export function isPureInstance(model: Model, side: Uint8Array | null): boolean {
  return side !== null && model.avail === null && model.lockedEdges.length === 0 && !model.hasHome;
}

function selectPure(model: Model, side: Uint8Array, cover: boolean): Selection {
  const { n, slots: S, slotCap } = model;
  const capOf = new Int32Array(n);
  for (let p = 0; p < n; p++) capOf[p] = Math.min(model.cap[p]!, S);
  return selectRequests(
    model,
    side,
    (e) => model.lockDropped[e] === 0,
    capOf,
    S * slotCap,
    !model.uniformPrio,
    undefined,
    cover,
  );
}

function colourPure(model: Model, sel: Selection): State {
  if (sel.size === 0) return new State(model);
  const S = model.slots;
  const colour = konigColouring(model, sel.chosen, S);
  balanceColours(model, colour, S, Math.ceil(sel.size / S));
  return stateFromSlots(model, colour);
}

/** Today's exact solver (first edition). */
export function solvePure(model: Model, side: Uint8Array): State {
  return colourPure(model, selectPure(model, side, false));
}

/** Same count and priority as solvePure, built for few idle gaps and full coverage. */
export function solvePureCompact(model: Model, side: Uint8Array): State {
  const sel = selectPure(model, side, model.uniformPrio);
  const st = new State(model);
  sweep(model, st, sel.chosen);
  if (st.placed < sel.size) {
    const chains = new ChainSearch(st);
    const per = Math.max(2000, 20 * model.slots * model.slots);
    for (let e = 0; e < model.m; e++)
      if (sel.chosen[e] === 1 && st.slotOf[e]! < 0) chains.insert(e, per);
    st.commit();
  }
  return st.placed === sel.size ? st : colourPure(model, sel);
}
