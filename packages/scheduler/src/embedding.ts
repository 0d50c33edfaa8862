/**
 * A one-dimensional layout of the participants in which partners sit close: an approximate
 * Fiedler vector of the chosen requests' graph (second eigenvector of D^-1/2·A·D^-1/2), by power
 * iteration on (I + N)/2 with the trivial eigenvector D^1/2·1 projected out. A fixed number of
 * iterations from a seeded start (deterministic, O(iterations · (n + m))); it need not converge:
 * any mix of the top eigenvectors is a smooth layout, which is all the contiguous sweep uses.
 */
import type { Model } from './model.ts';
import { Rng } from './rng.ts';

export function spectralLayout(model: Model, chosen: Uint8Array, iterations = 60): Float64Array {
  const { n, m, ea, eb } = model;
  const deg = new Float64Array(n);
  for (let e = 0; e < m; e++) {
    if (chosen[e] !== 1) continue;
    deg[ea[e]!]!++;
    deg[eb[e]!]!++;
  }
  const isq = new Float64Array(n);
  const sq = new Float64Array(n);
  let norm1 = 0;
  for (let p = 0; p < n; p++) {
    sq[p] = Math.sqrt(deg[p]!);
    isq[p] = deg[p]! > 0 ? 1 / sq[p]! : 0;
    norm1 += deg[p]!;
  }
  norm1 = Math.sqrt(norm1);
  for (let p = 0; p < n; p++) sq[p]! /= norm1 || 1;
  const edgesA: number[] = [];
  const edgesB: number[] = [];
  for (let e = 0; e < m; e++) {
    if (chosen[e] !== 1) continue;
    edgesA.push(ea[e]!);
    edgesB.push(eb[e]!);
  }
  const ca = Int32Array.from(edgesA);
  const cb = Int32Array.from(edgesB);
  const rng = new Rng(0xf1ed1e);
  let y = new Float64Array(n);
  let z = new Float64Array(n);
  for (let p = 0; p < n; p++) y[p] = rng.next() - 0.5;
  const orthonormalise = (v: Float64Array) => {
    let dot = 0;
    for (let p = 0; p < n; p++) dot += v[p]! * sq[p]!;
    let len = 0;
    for (let p = 0; p < n; p++) {
      v[p]! -= dot * sq[p]!;
      len += v[p]! * v[p]!;
    }
    len = Math.sqrt(len) || 1;
    for (let p = 0; p < n; p++) v[p]! /= len;
  };
  orthonormalise(y);
  for (let it = 0; it < iterations; it++) {
    // z = (y + N·y) / 2 with N = D^-1/2 A D^-1/2
    for (let p = 0; p < n; p++) z[p] = y[p]!;
    for (let i = 0; i < ca.length; i++) {
      const a = ca[i]!;
      const b = cb[i]!;
      const w = isq[a]! * isq[b]!;
      z[a]! += w * y[b]!;
      z[b]! += w * y[a]!;
    }
    orthonormalise(z);
    const t = y;
    y = z;
    z = t;
  }
  const pos = new Float64Array(n);
  for (let p = 0; p < n; p++) pos[p] = y[p]! * isq[p]!;
  return pos;
}
