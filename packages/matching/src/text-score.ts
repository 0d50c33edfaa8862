import type { CorpusView } from './corpus.ts';
import { tfidf } from './docs.ts';
import type { Params } from './params.ts';
import { project } from './model.ts';
import type { Query } from './query.ts';
import { denseWeights, latentScores, lexicalScores, maxLexical, normalize } from './scoring.ts';

/** Per candidate: the three text signals in [0, 1] and their mix. */
export type TextScores = {
  lexical: Float64Array;
  latent: Float64Array;
  feedback: Float64Array;
  total: Float64Array;
  /** Dense query weights and the latent query, for reasons. */
  queryWeights: Float64Array;
  latentQuery: Float64Array;
  /** The expansion terms pseudo-relevance feedback added, by id. */
  expansion: Map<number, number>;
};

const clamp01 = (x: number) => (x < 0 ? 0 : x > 1 ? 1 : x);

/**
 * Hybrid text score: field-weighted BM25F of the need's words and concepts (normalised by the
 * score of a document saturating every term), cosine in the LSA space, and pseudo-relevance
 * feedback — Rocchio over the first pass's top documents, both as extra lexical terms and as a
 * shift of the latent query.
 */
export function textScores(view: CorpusView, query: Query, params: Readonly<Params>): TextScores {
  const n = view.docs.length;
  const size = view.size;
  const qw = denseWeights(view, size, query.ids, query.weights);
  const lexMax = maxLexical(view, query.ids, query.weights, params);
  const lexRaw = lexicalScores(view, qw, params);
  const lexical = lexRaw.map((s) => (lexMax > 0 ? clamp01(s / lexMax) : 0));

  const qIds = query.ids.filter((id): id is number => id !== undefined);
  const qVals = query.ids.flatMap((id, i) =>
    id === undefined ? [] : [query.weights[i]! * view.idf(id)],
  );
  const latentFactor = Math.min(1, n / params.latentFullAt);
  const hasLatent = view.model.rank > 0;
  let latentQuery = hasLatent ? normalize(project(view.model, qIds, qVals)) : new Float64Array(0);
  let latent = hasLatent ? latentScores(view, latentQuery) : new Float64Array(n);

  const first = mix(params, lexical, latent, new Float64Array(n), latentFactor);
  const top = topIndices(first, Math.min(params.prfDocs, n));
  const expansion = new Map<number, number>();
  let feedback = new Float64Array(n);
  if (top.length >= 2) {
    for (const [id, w] of rocchioTerms(view, top, qw, params)) expansion.set(id, w);
    const eIds = [...expansion.keys()];
    const eW = eIds.map((id) => expansion.get(id)!);
    const eMax = maxLexical(view, eIds, eW, params);
    const eRaw = lexicalScores(view, denseWeights(view, size, eIds, eW), params);
    feedback = eRaw.map((s) => (eMax > 0 ? clamp01(s / eMax) : 0));
    if (hasLatent && params.prfLatentWeight > 0) {
      const shifted = Float64Array.from(latentQuery);
      for (const d of top) {
        const u = normalize(Float64Array.from(view.docs[d]!.latent));
        for (let c = 0; c < u.length; c++) {
          shifted[c]! += (params.prfLatentWeight * u[c]!) / top.length;
        }
      }
      latentQuery = normalize(shifted);
      latent = latentScores(view, latentQuery);
    }
  }
  const total = mix(params, lexical, latent, feedback, latentFactor);
  return { lexical, latent, feedback, total, queryWeights: qw, latentQuery, expansion };
}

function mix(
  p: Readonly<Params>,
  lexical: Float64Array,
  latent: Float64Array,
  feedback: Float64Array,
  latentFactor: number,
): Float64Array {
  return lexical.map(
    (l, d) =>
      p.mixLexical * l +
      p.mixLatent * latentFactor * Math.max(0, latent[d]!) +
      p.mixFeedback * feedback[d]!,
  );
}

/** Indices of the k best scores (ties: lower index, i.e. smaller id), among scores > 0. */
export function topIndices(scores: Float64Array, k: number): number[] {
  const idx: number[] = [];
  scores.forEach((s, i) => {
    if (s > 0) idx.push(i);
  });
  idx.sort((a, b) => scores[b]! - scores[a]! || a - b);
  return idx.slice(0, k);
}

/**
 * Rocchio: the centroid of the top documents' normalised TF-IDF vectors; its heaviest terms the
 * query does not already have (present in at least two of those documents), weighted
 * centroid / max centroid.
 */
function rocchioTerms(
  view: CorpusView,
  top: readonly number[],
  qw: Float64Array,
  params: Readonly<Params>,
): [number, number][] {
  const sum = new Map<number, number>();
  const count = new Map<number, number>();
  const idf = (t: number) => view.idf(t);
  for (const d of top) {
    const doc = view.docs[d]!;
    const values = new Float64Array(doc.termIds.length);
    tfidf(doc, idf, params.fieldWeight, values);
    doc.termIds.forEach((t, i) => {
      if (qw[t]! > 0) return;
      sum.set(t, (sum.get(t) ?? 0) + values[i]! / top.length);
      count.set(t, (count.get(t) ?? 0) + 1);
    });
  }
  const candidates = [...sum.entries()].filter(([t]) => count.get(t)! >= 2);
  candidates.sort((a, b) => b[1] - a[1] || a[0] - b[0]);
  const chosen = candidates.slice(0, params.prfTerms);
  const max = chosen[0]?.[1] ?? 0;
  return chosen.map(([t, w]) => [t, w / max]);
}
