/** Public entry points: schedule (optimal / near-optimal) and scheduleGreedy (first-fit baseline). */
import { computeBounds, type BoundsDetail } from './bounds.ts';
import { anneal } from './anneal.ts';
import { Compactor } from './compact.ts';
import { resweep } from './contiguous.ts';
import { improveCoverage } from './coverage.ts';
import { spectralLayout } from './embedding.ts';
import { firstFit, greedyState, priorityOrder } from './greedy.ts';
import { defaultBudget, improve } from './improve.ts';
import { parseInstance } from './input.ts';
import { perturb } from './perturb.ts';
import { lockMask, type Model } from './model.ts';
import { bipartiteSides } from './network.ts';
import { pinnedOf, repairMoves, warmStart } from './previous.ts';
import { isPureInstance, localCandidates, solvePure, solvePureCandidates } from './pure.ts';
import { buildResult } from './result.ts';
import type { State } from './state.ts';
import { totalGaps, uncoveredCount } from './stats.ts';
import type { ScheduleInstance, ScheduleResult } from './types.ts';

export interface SolveOptions {
  /**
   * false: the first edition exactly (maximum meetings only; `previous` ignored for placement but
   * still reported in stats). Kept for the bench's "previous version" column.
   */
  secondEdition: boolean;
}

/**
 * Places the requests into slots and tables. Throws ScheduleInputError on malformed input.
 * Objective, in this order: (1) the most meetings, then the highest total priority — optimal
 * without unavailability, locks and home tables, otherwise a local search that never places fewer
 * than `scheduleGreedy`; (2) with `previous`, the fewest moved meetings; (3) the fewest
 * participants without a meeting; (4) the fewest idle gaps.
 */
export function schedule(instance: ScheduleInstance): ScheduleResult {
  return solveInstance(instance, { secondEdition: true });
}

/** First-fit greedy baseline: locks first, then requests by priority into the first slot that fits. */
export function scheduleGreedy(instance: ScheduleInstance): ScheduleResult {
  const model = parseInstance(instance);
  const bounds = computeBounds(model, bipartiteSides(model));
  return buildResult(model, greedyState(model), bounds);
}

export function solveInstance(instance: ScheduleInstance, opts: SolveOptions): ScheduleResult {
  const model = parseInstance(instance);
  const side = bipartiteSides(model);
  const bounds = computeBounds(model, side);
  const st = opts.secondEdition
    ? secondEdition(model, side, bounds)
    : firstEdition(model, side, bounds);
  return buildResult(model, st, bounds);
}

/** The first edition: maximum meetings (and priority), nothing else. */
function firstEdition(model: Model, side: Uint8Array | null, bounds: BoundsDetail): State {
  if (isPureInstance(model, side)) {
    const st = solvePure(model, side!);
    firstFit(st, priorityOrder(model)); // no-op when optimal; keeps the result maximal regardless
    return st;
  }
  return improve(model, greedyState(model), bounds);
}

/** Whether (count, priority) of x is below that of y. */
function worse(x: State, y: State): boolean {
  if (x.placed !== y.placed) return x.placed < y.placed;
  return x.prioSum < y.prioSum - 1e-9 * (1 + Math.abs(y.prioSum));
}

function secondEdition(model: Model, side: Uint8Array | null, bounds: BoundsDetail): State {
  const pure = isPureInstance(model, side);
  const budget = defaultBudget(model);
  if (model.previousCount > 0) {
    // (1) first: the warm start must match what a fresh run places, else start from the fresh run.
    let st = warmStart(model, bounds, bounds.maxMeetings);
    if (st.placed < bounds.maxMeetings || (pure && !model.uniformPrio)) {
      const fresh = firstEdition(model, side, bounds);
      if (worse(st, fresh)) st = fresh;
    }
    repairMoves(model, st, budget);
    return polish(model, st, bounds, budget);
  }
  if (!pure) {
    // The local search's set, and the same set rebuilt by the contiguous sweep.
    const base = improve(model, greedyState(model), bounds);
    const chosen = new Uint8Array(model.m);
    for (let e = 0; e < model.m; e++) if (base.slotOf[e]! >= 0) chosen[e] = 1;
    const again = resweep(model, base, spectralLayout(model, chosen));
    const candidates = again === null ? [base] : [base, again];
    // Every slot full and equal priorities: any full schedule is a maximum one.
    const full = model.slots * model.slotCap;
    if (
      model.uniformPrio &&
      !model.hasHome &&
      model.lockedEdges.length === 0 &&
      base.placed === full
    ) {
      const include = new Uint8Array(model.m);
      for (let e = 0; e < model.m; e++)
        include[e] = bounds.placeable[e]! & (1 - model.lockDropped[e]!);
      candidates.push(...localCandidates(model, include, full));
    }
    return annealWinner(model, bestPolished(model, candidates, bounds, budget));
  }
  return annealWinner(
    model,
    bestPolished(model, solvePureCandidates(model, side!), bounds, budget),
  );
}

/** Requests above which only the best construction (before polishing) is polished: time. */
const POLISH_ALL_MAX = 20_000;

/**
 * Polishes each construction of the same maximum set (or of an equally large one) and keeps the
 * one with the fewest participants without a meeting, then the fewest idle gaps.
 */
function bestPolished(
  model: Model,
  candidates: State[],
  bounds: BoundsDetail,
  budget: number,
): State {
  if (model.m > POLISH_ALL_MAX && candidates.length > 1)
    candidates = [pickBest(model, candidates, (c) => c)];
  return pickBest(model, candidates, (c) => polish(model, c, bounds, budget));
}

/** The state with the most (count, priority), then fewest without a meeting, then fewest gaps. */
function pickBest(model: Model, candidates: State[], prepare: (c: State) => State): State {
  let best: State | null = null;
  let bestKey: [number, number] = [0, 0];
  for (const c of candidates) {
    const st = prepare(c);
    const key: [number, number] = [uncoveredCount(st), totalGaps(model, st.busy)];
    if (
      best === null ||
      worse(best, st) ||
      (!worse(st, best) && (key[0] < bestKey[0] || (key[0] === bestKey[0] && key[1] < bestKey[1])))
    ) {
      best = st;
      bestKey = key;
    }
  }
  return best!;
}

/** Rounds of trades after the iterated search (each a pass over the participants). */
const TRADE_ROUNDS = 8;

/**
 * The winner of the constructions, annealed (idle gaps; the placed set is fixed), then the descent
 * and the trades again, which only lower what the annealing reached.
 */
function annealWinner(model: Model, st: State): State {
  const moves = annealMoves(model);
  if (moves === 0) return st;
  const { compactor, work } = compactorOf(model, st);
  anneal(compactor, st, moves);
  compactor.run(work);
  for (let round = 0; round < TRADE_ROUNDS && compactor.trade(work); round++) compactor.run(work);
  firstFit(st, priorityOrder(model));
  return st;
}

/**
 * Annealing moves tried: 1,600 · n² up to 4,000,000 (about 0.4 s on the bench machine), so a
 * 50-participant event gets the most and a handful of participants a few thousand; none above
 * POLISH_ALL_MAX requests, where the 2 s target for 100,000 requests leaves no room.
 */
const ANNEAL_MOVES = 4_000_000;
function annealMoves(model: Model): number {
  return model.m > POLISH_ALL_MAX ? 0 : Math.min(ANNEAL_MOVES, 1600 * model.n * model.n);
}

/**
 * The Kempe-move compactor over st (locked requests pinned) and the work budget of one descent:
 * in proportion to the input, more with unavailability (the 10 s budget, not 2 s).
 */
function compactorOf(model: Model, st: State): { compactor: Compactor; work: number } {
  const locks = lockMask(model);
  const work = Math.max(2_000_000, (model.avail === null ? 100 : 300) * model.m);
  return { compactor: new Compactor(st, locks), work };
}

/** Objectives (1) kept maximal, then (3) coverage and (4) idle gaps, never raising `moved`. */
function polish(model: Model, st: State, bounds: BoundsDetail, budget: number): State {
  const order = priorityOrder(model);
  firstFit(st, order);
  improveCoverage(model, st, bounds, pinnedOf(model, st), budget);
  // (4) idle gaps: Kempe descent, then while it helps, swap-in rounds (an unplaced request into a
  // gap instead of another meeting; only when not every request fits) each followed by the descent.
  const { compactor, work } = compactorOf(model, st);
  compactor.run(work);
  while (compactor.work < 8 * work && compactor.swapIn(work)) compactor.run(work);
  // Iterated local search: at most 1,000 rounds per participant; its own budget keeps 100,000
  // requests near 1 s without availability (target 2 s), near 3 s with it (target 10 s).
  const search = Math.max(5_000_000, (model.avail === null ? 300 : 1000) * model.m);
  perturb(compactor, st, search, 1000 * model.n);
  // Trades: a meeting at the edge of someone's gap gives way to an unplaced request (only when
  // not every request fits), each round followed by the descent; after the search, so they can
  // only lower what it reached (event-10000: 674 -> 523 idle gaps).
  for (let round = 0; round < TRADE_ROUNDS && compactor.trade(work); round++) compactor.run(work);
  firstFit(st, order); // moves can free a slot for an unplaced request: keep the result maximal
  return st;
}
