/**
 * Dense helpers for the truncated SVD. Matrices are column-major Float64Arrays: column c of an
 * r-row matrix is m[c*r .. c*r+r).
 */

/**
 * Orthonormalises the columns in place by modified Gram–Schmidt, run twice by default for
 * stability (once is enough between power iterations).
 * A column that is (numerically) dependent on the previous ones becomes zero.
 */
export function orthonormalize(m: Float64Array, rows: number, cols: number, passes = 2): void {
  const norms0 = new Float64Array(cols);
  for (let c = 0; c < cols; c++) norms0[c] = Math.sqrt(dotCols(m, rows, c, c));
  for (let pass = 0; pass < passes; pass++) {
    for (let c = 0; c < cols; c++) {
      const off = c * rows;
      for (let p = 0; p < c; p++) {
        const d = dotCols(m, rows, p, c);
        if (d === 0) continue;
        const po = p * rows;
        for (let i = 0; i < rows; i++) m[off + i]! -= d * m[po + i]!;
      }
      const n = Math.sqrt(dotCols(m, rows, c, c));
      const tiny = n <= 1e-10 * Math.max(norms0[c]!, 1e-300);
      for (let i = 0; i < rows; i++) m[off + i] = tiny ? 0 : m[off + i]! / n;
    }
  }
}

export function dotCols(m: Float64Array, rows: number, a: number, b: number): number {
  let s = 0;
  const ao = a * rows;
  const bo = b * rows;
  for (let i = 0; i < rows; i++) s += m[ao + i]! * m[bo + i]!;
  return s;
}

/**
 * Eigen-decomposition of a symmetric n×n matrix (cyclic Jacobi). Returns eigenvalues in
 * decreasing order and the matching unit eigenvectors as columns (column-major).
 */
export function symmetricEigen(
  input: Float64Array,
  n: number,
): { values: Float64Array; vectors: Float64Array } {
  const a = Float64Array.from(input);
  const v = new Float64Array(n * n);
  for (let i = 0; i < n; i++) v[i * n + i] = 1;
  for (let sweep = 0; sweep < 60; sweep++) {
    let off = 0;
    let diag = 0;
    for (let j = 0; j < n; j++) {
      diag += a[j * n + j]! * a[j * n + j]!;
      for (let i = 0; i < j; i++) off += a[j * n + i]! * a[j * n + i]!;
    }
    if (off <= 1e-22 * Math.max(diag, 1e-300)) break;
    for (let p = 0; p < n - 1; p++) {
      for (let q = p + 1; q < n; q++) {
        const apq = a[q * n + p]!;
        if (Math.abs(apq) < 1e-300) continue;
        const theta = (a[q * n + q]! - a[p * n + p]!) / (2 * apq);
        const t = Math.sign(theta || 1) / (Math.abs(theta) + Math.sqrt(theta * theta + 1));
        const c = 1 / Math.sqrt(t * t + 1);
        const s = t * c;
        const po = p * n;
        const qo = q * n;
        for (let k = 0; k < n; k++) {
          const akp = a[po + k]!;
          const akq = a[qo + k]!;
          a[po + k] = c * akp - s * akq;
          a[qo + k] = s * akp + c * akq;
        }
        for (let k = 0; k < n; k++) {
          const ko = k * n;
          const apk = a[ko + p]!;
          const aqk = a[ko + q]!;
          a[ko + p] = c * apk - s * aqk;
          a[ko + q] = s * apk + c * aqk;
        }
        for (let k = 0; k < n; k++) {
          const vkp = v[po + k]!;
          const vkq = v[qo + k]!;
          v[po + k] = c * vkp - s * vkq;
          v[qo + k] = s * vkp + c * vkq;
        }
      }
    }
  }
  const order = Array.from({ length: n }, (_, i) => i).sort(
    (x, y) => a[y * n + y]! - a[x * n + x]! || x - y,
  );
  const values = new Float64Array(n);
  const vectors = new Float64Array(n * n);
  order.forEach((src, dst) => {
    values[dst] = a[src * n + src]!;
    vectors.set(v.subarray(src * n, src * n + n), dst * n);
  });
  return { values, vectors };
}
