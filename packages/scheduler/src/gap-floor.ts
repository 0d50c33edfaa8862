/**
 * A lower bound on the idle gaps of every schedule that places all requests in one block of S
 * slots with at most T meetings per slot (decision 066). Not used by `schedule`; the bench script
 * scripts/gap-floor.ts prints it next to our result.
 *
 * Let t_e be the slot of request e, x_v the mean slot of v's d_v meetings, t̄ the mean over all 2m
 * meeting ends, W = Σ_v Σ_{e∋v} (t_e − x_v)² (spread inside each participant's own meetings) and
 * B = Σ_v d_v (x_v − t̄)² (spread between participants). Then
 *   (i)   B + W = 2 Σ_e (t_e − t̄)² ≥ 2·V, V the least Σ (t − mean)² of m items at ≤ T per slot;
 *   (ii)  Σ_{uv} (x_u − x_v)² ≥ λ₂ · B, λ₂ the second-smallest eigenvalue of the normalised
 *         Laplacian I − D^-1/2 A D^-1/2 of the request graph (spectral inequality, x ⊥ D·1 after
 *         centring at t̄);
 *   (iii) (x_u − x_v)² ≤ 2 (x_u − t_e)² + 2 (x_v − t_e)², so Σ_{uv} (x_u − x_v)² ≤ 2 W;
 * hence W ≥ 2·V·λ₂ / (λ₂ + 2). A participant with d meetings and g idle gaps has them among d
 * distinct slots of a window of d + g, so its share of W is at most h(d, d + g) ≤ h(d, d) +
 * r_d · g, where h(d, w) is the largest Σ (t − mean)² of d distinct integers in [0, w) and r_d
 * the steepest chord of h(d, ·) from w = d. The fewest gaps Σ g_v that can lift W from
 * Σ h(d_v, d_v) (everyone back to back) to its minimum is a fractional knapsack (g_v ≤ S − d_v):
 * a lower bound on the idle gaps of every such schedule.
 *
 * λ₂ is computed by Lanczos with full reorthogonalisation; the bound uses 1 − (θ + ‖r‖) for the
 * Ritz value θ of the largest non-trivial eigenvalue of D^-1/2 A D^-1/2 and its residual ‖r‖.
 */
import { parseInstance } from './input.ts';
import { Rng } from './rng.ts';
import type { ScheduleInstance } from './types.ts';

export interface GapFloor {
  /** False when the bound does not apply: several session blocks, or someone with > S requests. */
  applicable: boolean;
  /** λ₂ used (after the residual), and the Lanczos residual. */
  lambda2: number;
  residual: number;
  /** Least 2·Σ (t_e − t̄)² at ≤ T per slot, the W it forces, and W with nobody idle. */
  spread: number;
  withinNeeded: number;
  withinBackToBack: number;
  /** Idle gaps every schedule that places all requests has at least. */
  floor: number;
}

/** Largest Σ (t − mean)² of d distinct integers in [0, w): a left run and a right run. */
export function maxSpread(d: number, w: number): number {
  let best = 0;
  for (let a = 0; a <= d; a++) {
    let sum = 0;
    let sq = 0;
    const add = (t: number) => {
      sum += t;
      sq += t * t;
    };
    for (let t = 0; t < a; t++) add(t);
    for (let t = w - (d - a); t < w; t++) add(t);
    best = Math.max(best, d === 0 ? 0 : sq - (sum * sum) / d);
  }
  return best;
}

/** Least Σ (t − mean)² of m items in integer slots holding at most T each. */
export function leastSpread(m: number, T: number): number {
  const k = Math.floor(m / T);
  let best = Infinity;
  for (let full = Math.max(0, k - 2); full <= k; full++) {
    const rest = m - full * T;
    for (let r1 = Math.max(0, rest - T); r1 <= Math.min(T, rest); r1++) {
      const r2 = rest - r1;
      // r1 items at slot −1, T items at 0..full−1, r2 items at slot `full`.
      const sum = -r1 + (T * full * (full - 1)) / 2 + r2 * full;
      const sq = r1 + (T * (full - 1) * full * (2 * full - 1)) / 6 + r2 * full * full;
      best = Math.min(best, sq - (sum * sum) / m);
    }
  }
  return m === 0 ? 0 : Math.max(0, best);
}

/** Largest non-trivial eigenvalue θ of D^-1/2 A D^-1/2 (Lanczos) and the Ritz residual. */
export function secondEigenvalue(
  n: number,
  ea: Int32Array,
  eb: Int32Array,
  steps = 150,
): { theta: number; residual: number } {
  const m = ea.length;
  const deg = new Float64Array(n);
  for (let e = 0; e < m; e++) {
    deg[ea[e]!]!++;
    deg[eb[e]!]!++;
  }
  const isq = deg.map((d) => (d > 0 ? 1 / Math.sqrt(d) : 0));
  const u1 = deg.map((d) => Math.sqrt(d));
  const norm = Math.sqrt(u1.reduce((s, x) => s + x * x, 0));
  for (let p = 0; p < n; p++) u1[p]! /= norm || 1;
  const apply = (x: Float64Array, out: Float64Array) => {
    out.fill(0);
    for (let e = 0; e < m; e++) {
      const a = ea[e]!;
      const b = eb[e]!;
      const w = isq[a]! * isq[b]!;
      out[a]! += w * x[b]!;
      out[b]! += w * x[a]!;
    }
  };
  const dot = (x: Float64Array, y: Float64Array) => {
    let s = 0;
    for (let i = 0; i < n; i++) s += x[i]! * y[i]!;
    return s;
  };
  const axpy = (a: number, x: Float64Array, y: Float64Array) => {
    for (let i = 0; i < n; i++) y[i]! += a * x[i]!;
  };
  const k = Math.max(1, Math.min(steps, n - 1));
  const Q: Float64Array[] = [];
  const alpha: number[] = [];
  const beta: number[] = [];
  const rng = new Rng(0x1a2c05);
  let q = new Float64Array(n).map(() => rng.next() - 0.5);
  axpy(-dot(u1, q), u1, q);
  let len = Math.sqrt(dot(q, q));
  q = q.map((x) => x / len);
  const w = new Float64Array(n);
  for (let j = 0; j < k; j++) {
    Q.push(q);
    apply(q, w);
    alpha.push(dot(q, w));
    // Full reorthogonalisation (twice), against D^1/2·1 too.
    for (let pass = 0; pass < 2; pass++) {
      axpy(-dot(u1, w), u1, w);
      for (const qi of Q) axpy(-dot(qi, w), qi, w);
    }
    len = Math.sqrt(dot(w, w));
    if (len < 1e-12 || j === k - 1) break;
    beta.push(len);
    q = w.map((x) => x / len);
  }
  const size = alpha.length;
  // Largest eigenvalue of the tridiagonal matrix by Sturm bisection.
  const below = (x: number) => {
    let c = 0;
    let d = 1;
    for (let i = 0; i < size; i++) {
      const b2 = i > 0 ? beta[i - 1]! * beta[i - 1]! : 0;
      d = alpha[i]! - x - (i > 0 ? b2 / (d === 0 ? 1e-300 : d) : 0);
      if (d < 0) c++;
    }
    return c;
  };
  let lo = -1.5;
  let hi = 1.5;
  for (let it = 0; it < 200 && hi - lo > 1e-14; it++) {
    const mid = (lo + hi) / 2;
    if (below(mid) >= size) hi = mid;
    else lo = mid;
  }
  const theta = hi;
  // Ritz vector by inverse iteration on the tridiagonal matrix, then its residual in full.
  const s = new Float64Array(size).fill(1);
  const shift = theta + 1e-10;
  for (let it = 0; it < 3; it++) {
    s.set(solveTridiagonal(alpha, beta, shift, s));
    const l = Math.sqrt(s.reduce((t, x) => t + x * x, 0)) || 1;
    for (let i = 0; i < size; i++) s[i]! /= l;
  }
  const y = new Float64Array(n);
  for (let i = 0; i < size; i++) axpy(s[i]!, Q[i]!, y);
  const ly = Math.sqrt(dot(y, y)) || 1;
  for (let i = 0; i < n; i++) y[i]! /= ly;
  apply(y, w);
  axpy(-theta, y, w);
  return { theta, residual: Math.sqrt(dot(w, w)) };
}

/** Solves (T − shift·I) x = b for the tridiagonal T (diagonal alpha, off-diagonal beta). */
function solveTridiagonal(
  alpha: number[],
  beta: number[],
  shift: number,
  b: Float64Array,
): Float64Array {
  const n = alpha.length;
  const c = new Float64Array(n);
  const d = new Float64Array(n);
  let den = alpha[0]! - shift || 1e-300;
  c[0] = n > 1 ? beta[0]! / den : 0;
  d[0] = b[0]! / den;
  for (let i = 1; i < n; i++) {
    den = alpha[i]! - shift - beta[i - 1]! * c[i - 1]! || 1e-300;
    c[i] = i < n - 1 ? beta[i]! / den : 0;
    d[i] = (b[i]! - beta[i - 1]! * d[i - 1]!) / den;
  }
  const x = new Float64Array(n);
  x[n - 1] = d[n - 1]!;
  for (let i = n - 2; i >= 0; i--) x[i] = d[i]! - c[i]! * x[i + 1]!;
  return x;
}

/** The idle-gap floor of an instance (see the file comment); applies to schedules placing all. */
export function idleGapFloor(instance: ScheduleInstance): GapFloor {
  const model = parseInstance(instance);
  const { n, m, slots: S, slotCap, ea, eb, adjStart, blockStart } = model;
  const degree = (p: number) => adjStart[p + 1]! - adjStart[p]!;
  let applicable = blockStart.length === 2;
  for (let p = 0; p < n; p++) if (degree(p) > S) applicable = false;
  const none: GapFloor = {
    applicable: false,
    lambda2: 0,
    residual: 0,
    spread: 0,
    withinNeeded: 0,
    withinBackToBack: 0,
    floor: 0,
  };
  if (!applicable || m === 0) return none;
  const { theta, residual } = secondEigenvalue(n, ea, eb);
  const lambda2 = Math.max(0, 1 - (theta + residual));
  const spread = 2 * leastSpread(m, slotCap);
  const withinNeeded = (spread * lambda2) / (lambda2 + 2);
  // Per degree: h(d, d) and the steepest chord r_d.
  const base = new Map<number, number>();
  const slope = new Map<number, number>();
  let withinBackToBack = 0;
  const items: [number, number][] = [];
  for (let p = 0; p < n; p++) {
    const d = degree(p);
    if (!base.has(d)) {
      const h0 = maxSpread(d, d);
      let r = 0;
      for (let g = 1; g <= S - d; g++) r = Math.max(r, (maxSpread(d, d + g) - h0) / g);
      base.set(d, h0);
      slope.set(d, r);
    }
    withinBackToBack += base.get(d)!;
    items.push([slope.get(d)!, S - d]);
  }
  let deficit = withinNeeded - withinBackToBack;
  let gaps = 0;
  if (deficit > 0) {
    items.sort((x, y) => y[0] - x[0]);
    for (const [r, room] of items) {
      if (deficit <= 0 || r <= 0) break;
      const g = Math.min(room, deficit / r);
      gaps += g;
      deficit -= g * r;
    }
    if (deficit > 1e-9 * withinNeeded) gaps = Infinity; // no schedule places everything
  }
  return {
    applicable: true,
    lambda2,
    residual,
    spread,
    withinNeeded,
    withinBackToBack,
    floor: Number.isFinite(gaps) ? Math.max(0, Math.ceil(gaps - 1e-9)) : gaps,
  };
}
