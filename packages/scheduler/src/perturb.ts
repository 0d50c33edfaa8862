/**
 * Iterated local search on idle gaps, for instances small enough to afford many rounds: a random
 * participant with gaps has one meeting forced along a Kempe path to another free slot of its
 * block (never raising `moved`), the Kempe descent runs again, and the result is kept when
 * (moved, gaps) is not worse, else the previous schedule is restored. The placed set never
 * changes. Fixed seed: deterministic. Work-bounded.
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
  const { n, m, slots: S, blockOf, blockStart, blockSlots, avail } = model;
  const rng = new Rng(seed);
  const stop = c.work + budget;
  const movedNow = () => (model.previousCount > 0 ? slotMoves(st) : 0);
  let bestGaps = totalGaps(model, st.busy);
  let bestMoved = movedNow();
  let keep = st.slotOf.slice();
  const mine: number[] = [];
  const free: number[] = [];
  for (let round = 0; round < rounds && c.work < stop && bestGaps > 0; round++) {
    c.work += n * S + m;
    const p0 = rng.int(n);
    let p = -1;
    for (let i = 0; i < n && p < 0; i++) {
      const x = (p0 + i) % n;
      if (participantGaps(model, st.busy, x) > 0) p = x;
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
    if (free.length === 0 || !c.tryMove(p, s, free[rng.int(free.length)]!, true)) continue;
    c.run(Math.max(0, stop - c.work));
    const gaps = totalGaps(model, st.busy);
    const moved = movedNow();
    if (moved < bestMoved || (moved === bestMoved && gaps <= bestGaps)) {
      bestGaps = gaps;
      bestMoved = moved;
      keep = st.slotOf.slice();
      continue;
    }
    for (let e = 0; e < m; e++) if (st.slotOf[e] !== keep[e]) st.remove(e);
    for (let e = 0; e < m; e++) if (keep[e]! >= 0 && st.slotOf[e]! < 0) st.place(e, keep[e]!);
    c.resync();
  }
}
