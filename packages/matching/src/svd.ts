import { orthonormalize, symmetricEigen } from './linalg.ts';
import { Rng } from './rng.ts';

/** A sparse m×n matrix stored by columns (CSC): column j holds rowIdx/values[colPtr[j]..colPtr[j+1]). */
export type SparseColumns = {
  rows: number;
  cols: number;
  colPtr: Int32Array;
  rowIdx: Int32Array;
  values: Float64Array;
};

export type TruncatedSvd = {
  /** Left singular vectors, rows×rank, column-major. */
  u: Float64Array;
  /** Singular values, decreasing. */
  s: Float64Array;
  rank: number;
};

export type SvdOptions = { oversample?: number; powerIterations?: number; seed?: number };

/** Y (rows×l) = A · X (cols×l), column-major. */
export function multiply(a: SparseColumns, x: Float64Array, l: number): Float64Array {
  const { rows, cols, colPtr, rowIdx, values } = a;
  const y = new Float64Array(rows * l);
  for (let c = 0; c < l; c++) {
    const yo = c * rows;
    const xo = c * cols;
    for (let j = 0; j < cols; j++) {
      const xv = x[xo + j]!;
      if (xv === 0) continue;
      for (let p = colPtr[j]!, end = colPtr[j + 1]!; p < end; p++) {
        y[yo + rowIdx[p]!]! += values[p]! * xv;
      }
    }
  }
  return y;
}

/** Z (cols×l) = Aᵀ · Y (rows×l), column-major. */
export function multiplyTransposed(a: SparseColumns, y: Float64Array, l: number): Float64Array {
  const { rows, cols, colPtr, rowIdx, values } = a;
  const z = new Float64Array(cols * l);
  for (let c = 0; c < l; c++) {
    const yo = c * rows;
    const zo = c * cols;
    for (let j = 0; j < cols; j++) {
      let s = 0;
      for (let p = colPtr[j]!, end = colPtr[j + 1]!; p < end; p++) {
        s += values[p]! * y[yo + rowIdx[p]!]!;
      }
      z[zo + j] = s;
    }
  }
  return z;
}

/**
 * Rank-k truncated SVD by the randomized range finder (Halko, Martinsson & Tropp 2011): a seeded
 * Gaussian sketch, a few power iterations with re-orthonormalisation, then the exact SVD of the
 * small projected matrix (eigen-decomposition of B·Bᵀ). Components with a negligible singular
 * value are dropped, so `rank` may be below k. Deterministic for a given seed.
 */
export function truncatedSvd(a: SparseColumns, k: number, options: SvdOptions = {}): TruncatedSvd {
  const { oversample = 10, powerIterations = 2, seed = 0x5eed } = options;
  const { rows, cols } = a;
  const l = Math.min(k + oversample, rows, cols);
  if (l <= 0 || k <= 0) return { u: new Float64Array(0), s: new Float64Array(0), rank: 0 };
  const rng = new Rng(seed);
  const omega = new Float64Array(cols * l);
  for (let i = 0; i < omega.length; i++) omega[i] = rng.gaussian();
  let q = multiply(a, omega, l);
  orthonormalize(q, rows, l, powerIterations > 0 ? 1 : 2);
  for (let it = 0; it < powerIterations; it++) {
    const z = multiplyTransposed(a, q, l);
    orthonormalize(z, cols, l, 1);
    q = multiply(a, z, l);
    orthonormalize(q, rows, l, it === powerIterations - 1 ? 2 : 1);
  }
  // Bᵀ = Aᵀ·Q (cols×l); B·Bᵀ = (Bᵀ)ᵀ·Bᵀ (l×l).
  const bt = multiplyTransposed(a, q, l);
  const g = new Float64Array(l * l);
  for (let x = 0; x < l; x++) {
    for (let y = x; y < l; y++) {
      let s = 0;
      const xo = x * cols;
      const yo = y * cols;
      for (let j = 0; j < cols; j++) s += bt[xo + j]! * bt[yo + j]!;
      g[y * l + x] = s;
      g[x * l + y] = s;
    }
  }
  const { values, vectors } = symmetricEigen(g, l);
  const top = Math.sqrt(Math.max(values[0] ?? 0, 0));
  let rank = 0;
  while (rank < Math.min(k, l) && Math.sqrt(Math.max(values[rank]!, 0)) > 1e-9 * top) rank++;
  const u = new Float64Array(rows * rank);
  const s = new Float64Array(rank);
  for (let c = 0; c < rank; c++) {
    s[c] = Math.sqrt(values[c]!);
    const uo = c * rows;
    for (let p = 0; p < l; p++) {
      const w = vectors[c * l + p]!;
      if (w === 0) continue;
      const qo = p * rows;
      for (let i = 0; i < rows; i++) u[uo + i]! += w * q[qo + i]!;
    }
  }
  return { u, s, rank };
}
