/** minSlots and the maxMeetings upper bound. */
import { edgePlaceable, edgeSlotOk, type Model } from './model.ts';
import { selectRequests } from './network.ts';
import type { ScheduleBounds } from './types.ts';

export interface BoundsDetail extends ScheduleBounds {
  /** Per-participant capacity used in the flow bound. */
  capacity: Int32Array;
  /** placeable[e] = 1 when request e fits some slot in an empty schedule. */
  placeable: Uint8Array;
}

export function computeBounds(model: Model, side: Uint8Array | null): BoundsDetail {
  const { n, m, slots: S, tables: T, avail, adjStart } = model;
  let delta = 0;
  for (let p = 0; p < n; p++) delta = Math.max(delta, adjStart[p + 1]! - adjStart[p]!);
  const minSlots = m === 0 ? 0 : Math.max(delta, Math.ceil(m / T));

  const placeable = new Uint8Array(m);
  for (let e = 0; e < m; e++) if (edgePlaceable(model, e)) placeable[e] = 1;

  // capacity(p) = min(cap, S, available slots, slots p's requests can occupy at once).
  const capacity = new Int32Array(n);
  const matcher = avail === null ? null : new SlotMatcher(model, placeable);
  for (let p = 0; p < n; p++) {
    let c = Math.min(model.cap[p]!, S);
    if (avail !== null) {
      let free = 0;
      for (let s = 0; s < S; s++) free += avail[p * S + s]!;
      c = Math.min(c, free);
      c = matcher!.bound(p, c);
    }
    capacity[p] = c;
  }
  // Participants sharing a home table: together at most one meeting per slot.
  const groupIndex = new Map<number, number>();
  const groupOf = new Int32Array(n).fill(-1);
  for (let p = 0; p < n; p++) {
    const h = model.home[p]!;
    if (h < 0) continue;
    if (!groupIndex.has(h)) groupIndex.set(h, groupIndex.size);
    groupOf[p] = groupIndex.get(h)!;
  }
  const groups = { of: groupOf, count: groupIndex.size, cap: S };
  const all = (e: number) => placeable[e] === 1;
  const flow = selectRequests(model, side, all, capacity, Number.MAX_SAFE_INTEGER, false, groups);

  // Per slot: at most T meetings, and at most as many as available startups / corporates.
  let slotBound = 0;
  const active = new Uint8Array(n);
  for (let e = 0; e < m; e++) {
    if (placeable[e] === 1) {
      active[model.ea[e]!] = 1;
      active[model.eb[e]!] = 1;
    }
  }
  for (let s = 0; s < S; s++) {
    let left = 0;
    let right = 0;
    for (let p = 0; p < n; p++) {
      if (active[p] === 0 || capacity[p] === 0 || (avail !== null && avail[p * S + s] === 0))
        continue;
      if (side === null || side[p] === 0) left++;
      else right++;
    }
    slotBound += Math.min(T, side === null ? Math.floor(left / 2) : Math.min(left, right));
  }
  return { minSlots, maxMeetings: Math.min(flow.size, slotBound), capacity, placeable };
}

/** Maximum number of p's requests that can sit in pairwise different slots (Kuhn's matching). */
class SlotMatcher {
  private readonly owner: Int32Array;
  private readonly seen: Int32Array;
  private stamp = 0;

  constructor(
    private readonly model: Model,
    private readonly placeable: Uint8Array,
  ) {
    this.owner = new Int32Array(model.slots);
    this.seen = new Int32Array(model.slots);
  }

  bound(p: number, limit: number): number {
    const { adjStart, adjEdge } = this.model;
    this.owner.fill(-1);
    let matched = 0;
    for (let i = adjStart[p]!; i < adjStart[p + 1]! && matched < limit; i++) {
      const e = adjEdge[i]!;
      if (this.placeable[e] === 0) continue;
      this.stamp++;
      if (this.tryEdge(e)) matched++;
    }
    return matched;
  }

  private tryEdge(e: number): boolean {
    const S = this.model.slots;
    for (let s = 0; s < S; s++) {
      if (this.seen[s] === this.stamp || !edgeSlotOk(this.model, e, s)) continue;
      this.seen[s] = this.stamp;
      const o = this.owner[s]!;
      if (o < 0 || this.tryEdge(o)) {
        this.owner[s] = e;
        return true;
      }
    }
    return false;
  }
}
