/**
 * Iterated local search on idle gaps: a random participant with gaps has one meeting forced along
 * a Kempe path to another free slot of its block (never raising `moved`), the Kempe descent runs
 * around the participants that changed, and the trial is kept when (moved, gaps) is not worse,
 * else undone from the state's journal. The placed set never changes. Each round costs about the
 * participants it touches, so it scales. Fixed seed: deterministic. Work-bounded; stops after
 * 100·m rounds without a new best.
 */
import type { Compactor } from './compact.ts';
import { Rng } from './rng.ts';
import type { State } from './state.ts';
import { participantGaps, slotMoves, totalGaps } from './stats.ts';

export function perturb(
  c: Compactor,
  st: State,
  budget: number,
  rounds: number,
  seed = 0x9a95,
): void {
  const { model } = st;
  const { n, slots: S, blockOf, blockStart, blockSlots, avail } = model;
  const rng = new Rng(seed);
  const stop = c.work + budget;
  c.gaps = totalGaps(model, st.busy);
  c.moved = model.previousCount > 0 ? slotMoves(st) : 0;
  c.work += n * S;
  // Stop after `patience` rounds without a new best (moved, gaps).
  const patience = 100 * model.m;
  let bestGaps = c.gaps;
  let bestMoved = c.moved;
  let lastBest = 0;
  const mine: number[] = [];
  const free: number[] = [];
  for (let round = 0; round < rounds && c.work < stop && c.gaps > 0; round++) {
    if (round - lastBest > patience) break;
    const p0 = rng.int(n);
    let p = -1;
    for (let i = 0; i < n && p < 0; i++) {
      const x = (p0 + i) % n;
      if (participantGaps(model, st.busy, x) > 0) p = x;
      c.work += S;
    }
    if (p < 0) break;
    mine.length = 0;
    for (let s = 0; s < S; s++) if (st.busy[p * S + s]! >= 0) mine.push(s);
    const s = mine[rng.int(mine.length)]!;
    const k = blockOf[s]!;
    free.length = 0;
    for (let i = blockStart[k]!; i < blockStart[k + 1]!; i++) {
      const t = blockSlots[i]!;
      if (st.busy[p * S + t]! < 0 && (avail === null || avail[p * S + t] === 1)) free.push(t);
    }
    c.work += S;
    if (free.length === 0) continue;
    const gaps = c.gaps;
    const moved = c.moved;
    c.beginTrial();
    if (c.tryMove(p, s, free[rng.int(free.length)]!, true)) c.settleTouched(64);
    c.endTrial(c.moved < moved || (c.moved === moved && c.gaps <= gaps));
    if (c.moved < bestMoved || (c.moved === bestMoved && c.gaps < bestGaps)) {
      bestGaps = c.gaps;
      bestMoved = c.moved;
      lastBest = round;
    }
  }
}
