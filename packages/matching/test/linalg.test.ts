import { describe, expect, it } from 'vitest';
import { orthonormalize, symmetricEigen } from '../src/linalg.ts';
import { Rng } from '../src/rng.ts';
import { truncatedSvd, type SparseColumns } from '../src/svd.ts';

/** Dense column-major rows×cols → CSC. */
function sparse(dense: number[][]): SparseColumns {
  const rows = dense.length;
  const cols = dense[0]!.length;
  const colPtr = [0];
  const rowIdx: number[] = [];
  const values: number[] = [];
  for (let j = 0; j < cols; j++) {
    for (let i = 0; i < rows; i++) {
      if (dense[i]![j] !== 0) {
        rowIdx.push(i);
        values.push(dense[i]![j]!);
      }
    }
    colPtr.push(rowIdx.length);
  }
  return {
    rows,
    cols,
    colPtr: Int32Array.from(colPtr),
    rowIdx: Int32Array.from(rowIdx),
    values: Float64Array.from(values),
  };
}

function randomLowRank(rows: number, cols: number, rank: number, seed: number): number[][] {
  const rng = new Rng(seed);
  const left = Array.from({ length: rows }, () =>
    Array.from({ length: rank }, () => rng.gaussian()),
  );
  const right = Array.from({ length: rank }, () =>
    Array.from({ length: cols }, () => rng.gaussian()),
  );
  return left.map((l) => right[0]!.map((_, j) => l.reduce((s, x, r) => s + x * right[r]![j]!, 0)));
}

describe('orthonormalize', () => {
  it('gives orthonormal columns and zeroes a dependent one', () => {
    const rows = 5;
    const m = Float64Array.from([1, 2, 0, 1, 3, 0, 1, 1, 4, 2, 2, 4, 0, 2, 6]);
    orthonormalize(m, rows, 3);
    const dot = (a: number, b: number) => {
      let s = 0;
      for (let i = 0; i < rows; i++) s += m[a * rows + i]! * m[b * rows + i]!;
      return s;
    };
    expect(dot(0, 0)).toBeCloseTo(1, 12);
    expect(dot(1, 1)).toBeCloseTo(1, 12);
    expect(dot(0, 1)).toBeCloseTo(0, 12);
    expect(dot(2, 2)).toBe(0); // third column = 2 × first
  });
});

describe('symmetricEigen (Jacobi)', () => {
  it('finds eigenvalues in decreasing order with A·v = λ·v', () => {
    const a = [4, 1, 2, 1, 3, 0, 2, 0, 1];
    const { values, vectors } = symmetricEigen(Float64Array.from(a), 3);
    expect(values[0]).toBeGreaterThanOrEqual(values[1]!);
    expect(values[1]).toBeGreaterThanOrEqual(values[2]!);
    expect(values[0]! + values[1]! + values[2]!).toBeCloseTo(8, 10); // trace
    for (let c = 0; c < 3; c++) {
      for (let i = 0; i < 3; i++) {
        let av = 0;
        for (let k = 0; k < 3; k++) av += a[k * 3 + i]! * vectors[c * 3 + k]!;
        expect(av).toBeCloseTo(values[c]! * vectors[c * 3 + i]!, 10);
      }
    }
  });
});

describe('truncatedSvd (randomized)', () => {
  const rows = 30;
  const cols = 20;
  const dense = randomLowRank(rows, cols, 4, 7);
  const a = sparse(dense);

  it('returns orthonormal left singular vectors with decreasing singular values', () => {
    const { u, s, rank } = truncatedSvd(a, 4, { seed: 1 });
    expect(rank).toBe(4);
    for (let x = 0; x < rank; x++) {
      if (x > 0) expect(s[x - 1]).toBeGreaterThanOrEqual(s[x]!);
      for (let y = 0; y < rank; y++) {
        let d = 0;
        for (let i = 0; i < rows; i++) d += u[x * rows + i]! * u[y * rows + i]!;
        expect(d).toBeCloseTo(x === y ? 1 : 0, 10);
      }
    }
  });

  it('reconstructs a rank-4 matrix exactly: U·Uᵀ·A = A, and Σσ² = ‖A‖²', () => {
    const { u, s, rank } = truncatedSvd(a, 6, { seed: 2 });
    expect(rank).toBe(4); // the two extra components are negligible and dropped
    let frob = 0;
    for (let i = 0; i < rows; i++) for (let j = 0; j < cols; j++) frob += dense[i]![j]! ** 2;
    expect(s.reduce((t, x) => t + x * x, 0)).toBeCloseTo(frob, 6);
    for (let j = 0; j < cols; j++) {
      const coords = Array.from({ length: rank }, (_, c) => {
        let d = 0;
        for (let i = 0; i < rows; i++) d += u[c * rows + i]! * dense[i]![j]!;
        return d;
      });
      for (let i = 0; i < rows; i++) {
        const back = coords.reduce((t, x, c) => t + x * u[c * rows + i]!, 0);
        expect(back).toBeCloseTo(dense[i]![j]!, 8);
      }
    }
  });

  it('is deterministic for a seed and copes with k larger than the matrix', () => {
    expect(truncatedSvd(a, 3, { seed: 5 })).toEqual(truncatedSvd(a, 3, { seed: 5 }));
    const tiny = sparse([
      [1, 0],
      [0, 2],
    ]);
    const r = truncatedSvd(tiny, 10);
    expect(r.rank).toBe(2);
    expect(Array.from(r.s)).toEqual([expect.closeTo(2, 10), expect.closeTo(1, 10)]);
  });
});
