/**
 * König edge colouring of a bipartite multigraph with maximum degree ≤ k using k colours
 * (alternating-path / Kempe swaps), and balancing of colour classes to a common size.
 */
import type { Model } from './model.ts';

/** Colours the chosen requests with colours 0..k-1 (every participant has ≤ k chosen requests). */
export function konigColouring(model: Model, chosen: Uint8Array, k: number): Int32Array {
  const { n, m, ea, eb } = model;
  const colour = new Int32Array(m).fill(-1);
  const at = new Int32Array(n * k).fill(-1);
  const path = new Int32Array(n + 1);
  const firstFree = (p: number): number => {
    let c = 0;
    while (at[p * k + c]! >= 0) c++;
    return c;
  };
  for (let e = 0; e < m; e++) {
    if (chosen[e] === 0) continue;
    const u = ea[e]!;
    const v = eb[e]!;
    const alpha = firstFree(u);
    if (at[v * k + alpha]! >= 0) {
      // Swap alpha/beta along the alternating path starting at v; it cannot reach u (bipartite).
      const beta = firstFree(v);
      let len = 0;
      let x = v;
      let c = alpha;
      for (let f = at[x * k + c]!; f >= 0; f = at[x * k + c]!) {
        path[len++] = f;
        x = ea[f] === x ? eb[f]! : ea[f]!;
        c = c === alpha ? beta : alpha;
      }
      for (let i = 0; i < len; i++) {
        const f = path[i]!;
        at[ea[f]! * k + colour[f]!] = -1;
        at[eb[f]! * k + colour[f]!] = -1;
      }
      for (let i = 0; i < len; i++) {
        const f = path[i]!;
        const nc = colour[f] === alpha ? beta : alpha;
        colour[f] = nc;
        at[ea[f]! * k + nc] = f;
        at[eb[f]! * k + nc] = f;
      }
    }
    colour[e] = alpha;
    at[u * k + alpha] = e;
    at[v * k + alpha] = e;
  }
  return colour;
}

/**
 * Makes every colour class hold at most `target` edges (needs total ≤ k·target). The union of two
 * classes X, Y is a set of alternating paths and even cycles; swapping colours on a path with one
 * more X than Y edge moves one edge from X to Y and keeps the colouring proper.
 */
export function balanceColours(model: Model, colour: Int32Array, k: number, target: number): void {
  const { n, m, ea, eb } = model;
  const size = new Int32Array(k);
  for (let e = 0; e < m; e++) if (colour[e]! >= 0) size[colour[e]!]!++;
  const atX = new Int32Array(n).fill(-1);
  const atY = new Int32Array(n).fill(-1);
  const seen = new Uint8Array(m);
  const path: number[] = [];
  for (;;) {
    let X = 0;
    let Y = 0;
    for (let c = 1; c < k; c++) {
      if (size[c]! > size[X]!) X = c;
      if (size[c]! < size[Y]!) Y = c;
    }
    if (size[X]! <= target) return;
    let need = Math.min(size[X]! - target, target - size[Y]!);
    const edges: number[] = [];
    for (let e = 0; e < m; e++) {
      const c = colour[e]!;
      if (c !== X && c !== Y) continue;
      edges.push(e);
      seen[e] = 0;
      const side = c === X ? atX : atY;
      side[ea[e]!] = e;
      side[eb[e]!] = e;
    }
    for (const e of edges) {
      if (need === 0) break;
      for (const start of [ea[e]!, eb[e]!]) {
        if (seen[e] === 1 || atX[start] !== e || atY[start]! >= 0) continue;
        // Walk the path that starts at `start` with X-edge e.
        path.length = 0;
        let x = start;
        let f = e;
        let diff = 0;
        while (f >= 0) {
          seen[f] = 1;
          path.push(f);
          diff += colour[f] === X ? 1 : -1;
          x = ea[f] === x ? eb[f]! : ea[f]!;
          const g = colour[f] === X ? atY[x]! : atX[x]!;
          f = g === f ? -1 : g;
        }
        if (diff !== 1) continue;
        for (const g of path) colour[g] = colour[g] === X ? Y : X;
        size[X]!--;
        size[Y]!++;
        need--;
      }
    }
    for (const e of edges) {
      atX[ea[e]!] = -1;
      atX[eb[e]!] = -1;
      atY[ea[e]!] = -1;
      atY[eb[e]!] = -1;
    }
    if (need > 0)
      throw new Error('balanceColours: no alternating path found (graph not bipartite?)');
  }
}
