/**
 * Simulated annealing on idle gaps, with the set of placed requests fixed. A move is the Kempe
 * move of `Compactor.tryMove`: a participant p with a meeting (uniformly), one of its meetings
 * (slot s), and a slot t of the same block within one of p's span where p is free; the s/t path
 * moves. It is taken when `moved` does not rise and the gaps rise by at most −temperature · ln u
 * (Metropolis), the temperature falling linearly to near zero. Where the descent and the iterated
 * search stop on a plateau (dense request graphs where every request must be placed), the walk
 * crosses it (event-3000: 582 → 440 idle gaps with 4 million moves). The best state seen, by
 * (moved, gaps), is kept: a snapshot at most once per m moves tried, restored when the walk ends
 * worse. Fixed seed: deterministic.
 */
import type { Compactor } from './compact.ts';
import { Rng } from './rng.ts';
import type { State } from './state.ts';
import { slotMoves, totalGaps } from './stats.ts';

/** The temperature reached at the end (in idle gaps). */
const COLD = 0.02;

/**
 * Starting temperature: hotter the more moves each participant gets (measured: 80,000 moves per
 * participant do best from 0.8, 7,000 from 0.5, 2,000 from 0.3; hotter with fewer moves ends
 * above where it started).
 */
export function startTemperature(moves: number, participants: number): number {
  const x = Math.log10(Math.max(1, moves / Math.max(1, participants)));
  return Math.min(0.8, Math.max(0.2, 0.3 + 0.3 * (x - 3.3)));
}

/** `temperature`: the start temperature when not the default (tests). */
export function anneal(
  c: Compactor,
  st: State,
  iterations: number,
  temperature?: number,
  seed = 0x5a17,
): void {
  const { model } = st;
  const { m, n, ea, eb, slots: S, blockOf, blockStart, blockSlots, avail } = model;
  const blocks = blockStart.length - 1;
  c.gaps = totalGaps(model, st.busy);
  c.moved = model.previousCount > 0 ? slotMoves(st) : 0;
  c.work += n * S;
  if (c.gaps === 0 || m === 0) return;
  const key = () => c.moved * (n * S + 1) + c.gaps;
  let best = key();
  let snapshot = Int32Array.from(st.slotOf);
  let snapAt = 0;
  let snapKey = best;
  // The placed set does not change: each participant with a meeting, and its meetings (CSR).
  const mineStart = new Int32Array(n + 1);
  for (let e = 0; e < m; e++) {
    if (st.slotOf[e]! < 0) continue;
    mineStart[ea[e]! + 1]!++;
    mineStart[eb[e]! + 1]!++;
  }
  const who: number[] = [];
  for (let p = 0; p < n; p++) {
    if (mineStart[p + 1]! > 0) who.push(p);
    mineStart[p + 1]! += mineStart[p]!;
  }
  const mine = new Int32Array(mineStart[n]!);
  const fill = mineStart.slice(0, n);
  for (let e = 0; e < m; e++) {
    if (st.slotOf[e]! < 0) continue;
    mine[fill[ea[e]!]!++] = e;
    mine[fill[eb[e]!]!++] = e;
  }
  c.work += m + n;
  const hot = temperature ?? startTemperature(iterations, who.length);
  const rng = new Rng(seed);
  for (let it = 0; it < iterations && c.gaps > 0; it++) {
    const p = who[rng.int(who.length)]!;
    const e = mine[mineStart[p]! + rng.int(mineStart[p + 1]! - mineStart[p]!)]!;
    const s = st.slotOf[e]!;
    const k = blockOf[s]!;
    const f = c.first[p * blocks + k]!;
    const l = c.last[p * blocks + k]!;
    const lo = Math.max(blockStart[k]!, f - 1);
    const hi = Math.min(blockStart[k + 1]! - 1, l + 1);
    const t = blockSlots[lo + rng.int(hi - lo + 1)]!;
    if (st.busy[p * S + t]! >= 0 || (avail !== null && avail[p * S + t] === 0)) continue;
    const temp = hot + ((COLD - hot) * it) / iterations;
    const slack = -temp * Math.log(1 - rng.next());
    if (!c.tryMove(p, s, t, false, slack)) continue;
    const now = key();
    if (now < best) {
      best = now;
      if (it - snapAt >= m) {
        snapshot.set(st.slotOf);
        snapAt = it;
        snapKey = now;
      }
    }
  }
  if (key() <= snapKey) return;
  // Back to the snapshot: lift what differs, then put it where the snapshot had it.
  for (let e = 0; e < m; e++) if (st.slotOf[e] !== snapshot[e] && st.slotOf[e]! >= 0) st.remove(e);
  for (let e = 0; e < m; e++) if (snapshot[e]! >= 0 && st.slotOf[e]! < 0) st.place(e, snapshot[e]!);
  snapshot = new Int32Array(0);
  c.resync();
  c.gaps = totalGaps(model, st.busy);
  c.moved = model.previousCount > 0 ? slotMoves(st) : 0;
}
