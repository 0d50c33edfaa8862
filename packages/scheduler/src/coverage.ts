/**
 * Fewer participants without a meeting, at the same number of meetings and no lower priority:
 * for a participant with none, drop one meeting z whose participants keep another meeting (or
 * whose participant is the partner, who gets the new one), then place one of the participant's
 * requests x by an ejection chain; undone unless it worked. Pinned requests (locks, meetings kept
 * at their previous place) never move, so `moved` cannot grow.
 */
import type { BoundsDetail } from './bounds.ts';
import { ChainSearch } from './chains.ts';
import type { Model } from './model.ts';
import type { State } from './state.ts';

export function improveCoverage(
  model: Model,
  st: State,
  bounds: BoundsDetail,
  pinned: Uint8Array,
  budget: number,
): void {
  const { n, slots: S, slotCap, adjStart, adjEdge, ea, eb, prio, lockSlot, lockDropped } = model;
  const chains = new ChainSearch(st, pinned);
  const perSearch = Math.max(2000, 20 * S * S);
  const stop = budget;
  const candidates: number[] = [];
  const seen = new Int32Array(model.m);
  let stamp = 0;
  for (let p = 0; p < n && chains.work < stop; p++) {
    if (st.load[p] !== 0) continue;
    let done = false;
    for (let j = adjStart[p]!; j < adjStart[p + 1]! && !done && chains.work < stop; j++) {
      const x = adjEdge[j]!;
      if (bounds.placeable[x] === 0 || lockDropped[x] === 1 || lockSlot[x]! >= 0) continue;
      if (st.slotOf[x]! >= 0) continue;
      const y = ea[x] === p ? eb[x]! : ea[x]!;
      // Candidates to drop: the partner's meetings, then meetings of slots x could use.
      candidates.length = 0;
      stamp++;
      const consider = (z: number) => {
        if (z < 0 || seen[z] === stamp) return;
        seen[z] = stamp;
        if (pinned[z] === 1 || lockSlot[z]! >= 0 || prio[z]! > prio[x]!) return;
        const za = ea[z]!;
        const zb = eb[z]!;
        if ((za !== y && st.load[za]! < 2) || (zb !== y && st.load[zb]! < 2)) return;
        candidates.push(z);
      };
      for (let s = 0; s < S; s++) consider(st.busy[y * S + s]!);
      for (let s = 0; s < S && candidates.length < 64; s++) {
        if (model.avail !== null && (model.avail[p * S + s] === 0 || model.avail[y * S + s] === 0))
          continue;
        for (let i = 0; i < st.count[s]! && candidates.length < 64; i++)
          consider(st.members[s * slotCap + i]!);
      }
      for (const z of candidates) {
        const placed0 = st.placed;
        const prio0 = st.prioSum;
        const mark = st.mark();
        st.remove(z);
        chains.work += S;
        if (
          st.underCap(x) &&
          chains.insert(x, perSearch) &&
          st.placed >= placed0 &&
          st.prioSum >= prio0 - 1e-9 * (1 + Math.abs(prio0)) &&
          st.load[ea[z]!]! > 0 &&
          st.load[eb[z]!]! > 0
        ) {
          st.commit();
          done = true;
          break;
        }
        st.rollback(mark);
        st.commit();
      }
    }
  }
}
