/**
 * Exact solver when nobody is unavailable and there are no locks or home tables (caps allowed):
 * 1. choose the largest request set in which participant p has ≤ min(cap_p, S) requests, cut to
 *    S·T, of maximum total priority (max-flow, or min-cost flow when priorities differ);
 * 2. colour it with S colours (König: bipartite ⇒ Δ-edge-colourable);
 * 3. balance the colour classes to ⌈k/S⌉ ≤ T meetings; colour = slot.
 * This places exactly maxMeetings = min(S·T, β) requests.
 *
 * Second edition: the set is chosen to cover the most participants (uniform priorities) and built
 * by gap-aware sweeps (plus ejection chains for what they leave); see solvePureCandidates. Only if
 * none places the whole set is the König colouring used.
 */
import { ChainSearch } from './chains.ts';
import { balanceColours, konigColouring } from './colouring.ts';
import { contiguousSweep } from './contiguous.ts';
import { spectralLayout } from './embedding.ts';
import { localSelection } from './local.ts';
import type { Model } from './model.ts';
import { selectRequests, type Selection } from './network.ts';
import { State, stateFromSlots } from './state.ts';
import { sweep } from './sweep.ts';

export function isPureInstance(model: Model, side: Uint8Array | null): boolean {
  return side !== null && model.avail === null && model.lockedEdges.length === 0 && !model.hasHome;
}

/** Requests per participant a set may hold: its cap, at most one per slot. */
function capsOf(model: Model): Int32Array {
  const capOf = new Int32Array(model.n);
  for (let p = 0; p < model.n; p++) capOf[p] = Math.min(model.cap[p]!, model.slots);
  return capOf;
}

function selectPure(model: Model, side: Uint8Array, cover: boolean): Selection {
  const { slots: S, slotCap } = model;
  return selectRequests(
    model,
    side,
    (e) => model.lockDropped[e] === 0,
    capsOf(model),
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

/** Places what a sweep left of the chosen set by ejection chains; whether all of it is placed. */
function completeSet(model: Model, st: State, sel: Selection): boolean {
  if (st.placed < sel.size) {
    const chains = new ChainSearch(st);
    const per = Math.max(2000, 20 * model.slots * model.slots);
    for (let e = 0; e < model.m; e++)
      if (sel.chosen[e] === 1 && st.slotOf[e]! < 0) chains.insert(e, per);
    st.commit();
  }
  return st.placed === sel.size;
}

/**
 * Constructions of a set with the same count and priority as solvePure, built for few idle gaps
 * and full coverage, for the caller to polish and choose from: the contiguous sweep (participants
 * in a spectral layout) of the chosen set; below FIRST_SWEEP_MAX requests also the same sweep in
 * the reversed layout and the first sweep;
 * when the tables bind with equal priorities, the contiguous sweep of a layout-local set of the
 * same size. A construction that cannot place its whole set is dropped; König colouring of the
 * chosen set when none is left.
 */
export function solvePureCandidates(model: Model, side: Uint8Array): State[] {
  const { m, slots: S, slotCap } = model;
  const sel = selectPure(model, side, model.uniformPrio);
  const candidates: State[] = [];
  const layout = spectralLayout(model, sel.chosen);
  const next = new State(model);
  contiguousSweep(model, next, sel.chosen, layout);
  if (completeSet(model, next, sel)) candidates.push(next);
  if (m <= FIRST_SWEEP_MAX) {
    // The layout read the other way round starts from the other end (measured over 10 seeds:
    // 4-18% fewer gaps at 300-1,000 requests for the best of both).
    const back = new State(model);
    contiguousSweep(
      model,
      back,
      sel.chosen,
      layout.map((x) => -x),
    );
    if (completeSet(model, back, sel)) candidates.push(back);
    const first = new State(model);
    sweep(model, first, sel.chosen);
    if (completeSet(model, first, sel)) candidates.push(first);
  }
  // The tables bind and priorities are equal: any set that fills every slot is a maximum one.
  if (model.uniformPrio && sel.size === S * slotCap) {
    const include = new Uint8Array(m);
    for (let e = 0; e < m; e++) include[e] = model.lockDropped[e] === 0 ? 1 : 0;
    candidates.push(...localCandidates(model, include, sel.size));
  }
  if (candidates.length === 0) candidates.push(colourPure(model, sel));
  return candidates;
}

/**
 * When every slot must be full (the tables bind, equal priorities, no locks or home tables): the
 * contiguous sweep of a set of `target` requests among `include` whose partners sit close in the
 * spectral layout; then, while the set is small enough, again with each participant placed at the
 * mean slot of its meetings in the last construction (partners who met close in time stay
 * close). A construction is kept only if ejection chains complete it to `target` meetings (with
 * unavailability, using any request of `include` if the set's own do not fit).
 */
export function localCandidates(model: Model, include: Uint8Array, target: number): State[] {
  const out: State[] = [];
  let layout = spectralLayout(model, include);
  const rounds = model.m <= FIRST_SWEEP_MAX ? LOCAL_ROUNDS : 1;
  for (let round = 0; round < rounds; round++) {
    const local = localSelection(model, layout, include, capsOf(model), target);
    if (local === null) break;
    const st = new State(model);
    const start = round === 0 ? spectralLayout(model, local.chosen) : layout;
    contiguousSweep(model, st, local.chosen, start);
    if (completeSet(model, st, local) || fillFrom(model, st, include, target)) out.push(st);
    layout = meanSlots(st);
  }
  return out;
}

/** Ejection chains with any request of `allowed` (caps kept) until `target` meetings. */
function fillFrom(model: Model, st: State, allowed: Uint8Array, target: number): boolean {
  const chains = new ChainSearch(st);
  const per = Math.max(2000, 20 * model.slots * model.slots);
  for (let e = 0; e < model.m && st.placed < target; e++)
    if (allowed[e] === 1 && st.slotOf[e]! < 0 && st.underCap(e)) chains.insert(e, per);
  st.commit();
  return st.placed === target;
}

/** Requests above which only the contiguous sweep builds the set (the first one costs time). */
const FIRST_SWEEP_MAX = 20_000;
/** Constructions of a layout-local set, each from the previous one's meeting times. */
const LOCAL_ROUNDS = 3;

/** Mean slot of each participant's meetings (the middle of the day for someone without any). */
function meanSlots(st: State): Float64Array {
  const { n, slots: S } = st.model;
  const mean = new Float64Array(n);
  for (let p = 0; p < n; p++) {
    let sum = 0;
    let count = 0;
    for (let s = 0; s < S; s++) {
      if (st.busy[p * S + s]! < 0) continue;
      sum += s;
      count++;
    }
    mean[p] = count > 0 ? sum / count : S / 2;
  }
  return mean;
}
