/**
 * Exact solver when nobody is unavailable and there are no locks or home tables (caps allowed):
 * 1. choose the largest request set in which participant p has ≤ min(cap_p, S) requests, cut to
 *    S·T, of maximum total priority (max-flow, or min-cost flow when priorities differ);
 * 2. colour it with S colours (König: bipartite ⇒ Δ-edge-colourable);
 * 3. balance the colour classes to ⌈k/S⌉ ≤ T meetings; colour = slot.
 * This places exactly maxMeetings = min(S·T, β) requests.
 */
import { balanceColours, konigColouring } from './colouring.ts';
import type { Model } from './model.ts';
import { selectRequests } from './network.ts';
import { State, stateFromSlots } from './state.ts';

export function isPureInstance(model: Model, side: Uint8Array | null): boolean {
  return side !== null && model.avail === null && model.lockedEdges.length === 0 && !model.hasHome;
}

export function solvePure(model: Model, side: Uint8Array): State {
  const { n, slots: S, slotCap } = model;
  const capOf = new Int32Array(n);
  for (let p = 0; p < n; p++) capOf[p] = Math.min(model.cap[p]!, S);
  const limit = S * slotCap;
  const sel = selectRequests(
    model,
    side,
    (e) => model.lockDropped[e] === 0,
    capOf,
    limit,
    !model.uniformPrio,
  );
  if (sel.size === 0) return new State(model);
  const colour = konigColouring(model, sel.chosen, S);
  balanceColours(model, colour, S, Math.ceil(sel.size / S));
  return stateFromSlots(model, colour);
}
