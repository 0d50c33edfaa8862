import { FIELD_COUNT } from './analyze.ts';
import type { CandidateDoc, CorpusView } from './corpus.ts';
import type { Params } from './params.ts';

/** Dense query weights by term id over the view's vocabulary. */
export function denseWeights(
  view: CorpusView,
  size: number,
  ids: readonly (number | undefined)[],
  weights: readonly number[],
): Float64Array {
  const dense = new Float64Array(size);
  ids.forEach((id, i) => {
    if (id !== undefined) dense[id]! += weights[i]!;
  });
  return dense;
}

/** Σ qw·idf·(k1+1): the BM25F score of a document that saturates every query term. */
export function maxLexical(
  view: CorpusView,
  ids: readonly (number | undefined)[],
  weights: readonly number[],
  params: Readonly<Params>,
): number {
  let s = 0;
  ids.forEach((id, i) => (s += weights[i]! * view.idf(id) * (params.k1 + 1)));
  return s;
}

/** BM25F contribution of term i of `doc` at query weight `qw`. */
export function termScore(
  view: CorpusView,
  doc: CandidateDoc,
  i: number,
  qw: number,
  params: Readonly<Params>,
): number {
  const avg = view.model.avgLength;
  let tf = 0;
  for (let f = 0; f < FIELD_COUNT; f++) {
    const n = doc.tf[i * FIELD_COUNT + f]!;
    if (n === 0) continue;
    const b = params.fieldB[f]!;
    const norm = 1 - b + (b * doc.lengths[f]!) / Math.max(avg[f]!, 1e-9);
    tf += (params.fieldWeight[f]! * n) / norm;
  }
  return (qw * view.idf(doc.termIds[i]) * tf * (params.k1 + 1)) / (tf + params.k1);
}

/** BM25F score of every candidate for dense query weights `qw`. */
export function lexicalScores(
  view: CorpusView,
  qw: Float64Array,
  params: Readonly<Params>,
): Float64Array {
  const out = new Float64Array(view.docs.length);
  view.docs.forEach((doc, d) => {
    let s = 0;
    for (let i = 0; i < doc.termIds.length; i++) {
      const w = qw[doc.termIds[i]!]!;
      if (w > 0) s += termScore(view, doc, i, w, params);
    }
    out[d] = s;
  });
  return out;
}

export function normalize(v: Float64Array): Float64Array {
  let n = 0;
  for (const x of v) n += x * x;
  n = Math.sqrt(n);
  return n > 0 ? v.map((x) => x / n) : v;
}

export function dot(a: Float64Array, b: Float64Array): number {
  let s = 0;
  for (let i = 0; i < a.length; i++) s += a[i]! * b[i]!;
  return s;
}

/** Cosine of `q` (already unit or zero) with every candidate's latent vector. */
export function latentScores(view: CorpusView, q: Float64Array): Float64Array {
  return Float64Array.from(view.docs, (doc) => {
    let n = 0;
    let s = 0;
    for (let c = 0; c < q.length; c++) {
      n += doc.latent[c]! * doc.latent[c]!;
      s += doc.latent[c]! * q[c]!;
    }
    return n > 0 ? s / Math.sqrt(n) : 0;
  });
}
