/**
 * A "local" maximum request set for when the tables bind: with equal priorities and S·T requests
 * or more to choose from, any set of S·T requests in which nobody has more than min(cap, S) is a
 * maximum one (König: it colours into S slots of at most T). Taking the requests whose partners
 * sit closest in the spectral layout (after one per participant, for coverage) gives a set whose
 * meetings can run back to back; the caller keeps it only if it covers as many participants.
 */
import type { Model } from './model.ts';
import type { Selection } from './network.ts';

export function localSelection(
  model: Model,
  layout: Float64Array,
  include: Uint8Array,
  capOf: Int32Array,
  target: number,
): Selection | null {
  const { n, m, ea, eb } = model;
  const order = Int32Array.from({ length: n }, (_, i) => i).sort(
    (x, y) => layout[x]! - layout[y]! || x - y,
  );
  const rank = new Int32Array(n);
  order.forEach((p, i) => (rank[p] = i));
  const span = (e: number) => Math.abs(rank[ea[e]!]! - rank[eb[e]!]!);
  const edges = Int32Array.from({ length: m }, (_, i) => i)
    .filter((e) => include[e] === 1)
    .sort((x, y) => span(x) - span(y) || x - y);
  const chosen = new Uint8Array(m);
  const deg = new Int32Array(n);
  let size = 0;
  const take = (e: number, coverOnly: boolean) => {
    const a = ea[e]!;
    const b = eb[e]!;
    if (chosen[e] === 1 || deg[a]! >= capOf[a]! || deg[b]! >= capOf[b]!) return;
    if (coverOnly && deg[a]! > 0 && deg[b]! > 0) return;
    chosen[e] = 1;
    deg[a]!++;
    deg[b]!++;
    size++;
  };
  for (let i = 0; i < edges.length && size < target; i++) take(edges[i]!, true);
  for (let i = 0; i < edges.length && size < target; i++) take(edges[i]!, false);
  return size === target ? { size, chosen } : null;
}
