/** Bipartite structure and the degree-constrained subgraph (b-matching) flow shared by bounds and solver. */
import { FlowNet } from './flow.ts';
import type { Model } from './model.ts';

/**
 * 2-colouring of the participant graph (0/1 per participant), or null when it has an odd cycle
 * (possible only if one name is a startup in one request and a corporate in another).
 */
export function bipartiteSides(model: Model): Uint8Array | null {
  const { n, adjStart, adjEdge, ea, eb } = model;
  const side = new Uint8Array(n).fill(2);
  const queue = new Int32Array(n);
  for (let root = 0; root < n; root++) {
    if (side[root] !== 2) continue;
    side[root] = 0;
    let qh = 0;
    let qt = 0;
    queue[qt++] = root;
    while (qh < qt) {
      const u = queue[qh++]!;
      for (let i = adjStart[u]!; i < adjStart[u + 1]!; i++) {
        const e = adjEdge[i]!;
        const v = ea[e] === u ? eb[e]! : ea[e]!;
        if (side[v] === 2) {
          side[v] = 1 - side[u]!;
          queue[qt++] = v;
        } else if (side[v] === side[u]) return null;
      }
    }
  }
  return side;
}

export interface Selection {
  /** Number of requests chosen. */
  size: number;
  /** chosen[e] = 1 for chosen requests. */
  chosen: Uint8Array;
}

/**
 * Largest set of requests among `include` in which participant p has at most capOf[p] requests,
 * truncated to `limit`; with `byPriority`, of maximum total priority among sets of that size
 * (min-cost flow). Without bipartite sides, every participant gets a startup copy and a corporate
 * copy with capOf[p] each, which can only overestimate (a relaxation, used for bounds).
 * `groups` (optional) puts participants sharing a home table behind one node of capacity
 * `groupCap` on each side: a home table hosts at most one meeting per slot.
 * `cover` (uniform priorities only): among the largest sets, one that gives the most participants
 * at least one request (each participant's first unit of flow costs -1).
 */
export function selectRequests(
  model: Model,
  side: Uint8Array | null,
  include: (e: number) => boolean,
  capOf: Int32Array,
  limit: number,
  byPriority: boolean,
  groups?: { of: Int32Array; count: number; cap: number },
  cover = false,
): Selection {
  const { n, m, ea, eb, prio } = model;
  const g = groups?.count ?? 0;
  const net = new FlowNet(2 + 2 * n + 2 * g, (cover ? 4 : 2) * n + m + 2 * g);
  const src = 0;
  const snk = 1;
  const groupIn = 2 + 2 * n;
  const groupOut = groupIn + g;
  for (let k = 0; k < g; k++) {
    net.addArc(src, groupIn + k, groups!.cap);
    net.addArc(groupOut + k, snk, groups!.cap);
  }
  const bonus = cover && !byPriority;
  const arc = (u: number, v: number, c: number) => {
    if (!bonus) net.addArc(u, v, c);
    else {
      net.addArc(u, v, 1, -1);
      if (c > 1) net.addArc(u, v, c - 1, 0);
    }
  };
  for (let p = 0; p < n; p++) {
    if (capOf[p]! <= 0) continue;
    const k = groups ? groups.of[p]! : -1;
    if (side === null || side[p] === 0) arc(k >= 0 ? groupIn + k : src, 2 + p, capOf[p]!);
    if (side === null || side[p] === 1) arc(2 + n + p, k >= 0 ? groupOut + k : snk, capOf[p]!);
  }
  const arcOf = new Int32Array(m).fill(-1);
  for (let e = 0; e < m; e++) {
    if (!include(e)) continue;
    const flip = side !== null && side[ea[e]!] === 1;
    const u = flip ? eb[e]! : ea[e]!;
    const v = flip ? ea[e]! : eb[e]!;
    arcOf[e] = net.addArc(2 + u, 2 + n + v, 1, byPriority ? -prio[e]! : 0);
  }
  const size =
    byPriority || bonus ? net.minCostFlow(src, snk, limit) : net.maxFlow(src, snk, limit);
  const chosen = new Uint8Array(m);
  for (let e = 0; e < m; e++) if (arcOf[e]! >= 0 && net.flowOn(arcOf[e]!) > 0) chosen[e] = 1;
  return { size, chosen };
}
