import { FIELD_COUNT } from './analyze.ts';
import type { CorpusView } from './corpus.ts';
import type { Params } from './params.ts';
import { project } from './model.ts';
import type { Query } from './query.ts';
import { denseWeights, latentScores, lexicalScores, maxLexical, normalize } from './scoring.ts';

/** Per candidate: the three text signals in [0, 1] (per need, see `relative`) and their mix. */
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
  /** Per model term: its basis row · the latent query (how much it pulls toward the need). */
  affinity: Float64Array;
};

/**
 * Puts one signal on a per-need scale: (x − base)⁺ / max(best − base, floor). The best candidate
 * gets 1 unless even it is weak in absolute terms (below the floor), so a need without a good
 * match does not look like it has one.
 */
function relative(raw: Float64Array, base: number, floor: number): Float64Array {
  let best = 0;
  for (const x of raw) if (x - base > best) best = x - base;
  const scale = Math.max(best, floor, 1e-12);
  return raw.map((x) => (x > base ? (x - base) / scale : 0));
}

/** Latent cosines measured from the candidates' mean (every profile is somewhat alike). */
function centred(cos: Float64Array, params: Readonly<Params>): Float64Array {
  let mean = 0;
  for (const x of cos) mean += x / cos.length;
  return relative(cos, mean, params.latentFloor);
}

/**
 * Hybrid text score: field-weighted BM25F of the need's words and concepts, cosine in the LSA
 * space, and pseudo-relevance feedback — Rocchio over the first pass's top documents, both as
 * extra lexical terms and as a shift of the latent query. Each signal is scaled per need.
 */
export function textScores(view: CorpusView, query: Query, params: Readonly<Params>): TextScores {
  const n = view.docs.length;
  const size = view.size;
  const qw = denseWeights(view, size, query.ids, query.weights);
  const lexMax = maxLexical(view, query.ids, query.weights, params);
  const lexical = relative(lexicalScores(view, qw, params), 0, params.lexicalFloor * lexMax);

  const qIds = query.ids.filter((id): id is number => id !== undefined);
  const qVals = query.ids.flatMap((id, i) =>
    id === undefined ? [] : [query.weights[i]! * view.idf(id)],
  );
  const latentFactor = Math.min(1, n / params.latentFullAt);
  const hasLatent = view.model.rank > 0;
  let latentQuery = hasLatent ? normalize(project(view.model, qIds, qVals)) : new Float64Array(0);
  let latent: Float64Array = hasLatent
    ? centred(latentScores(view, latentQuery), params)
    : new Float64Array(n);

  const first = mix(params, lexical, latent, new Float64Array(n), latentFactor);
  const top = topIndices(first, Math.min(params.prfDocs, n));
  const expansion = new Map<number, number>();
  let feedback: Float64Array = new Float64Array(n);
  if (top.length >= 2) {
    const pull = hasLatent ? termAffinity(view, latentQuery) : null;
    for (const [id, w] of rocchioTerms(view, top, qw, pull, params)) expansion.set(id, w);
    const eIds = [...expansion.keys()];
    const eW = eIds.map((id) => expansion.get(id)!);
    const eMax = maxLexical(view, eIds, eW, params);
    const eRaw = lexicalScores(view, denseWeights(view, size, eIds, eW), params);
    feedback = relative(eRaw, 0, params.lexicalFloor * eMax);
    if (hasLatent && params.prfLatentWeight > 0) {
      const shifted = Float64Array.from(latentQuery);
      for (const d of top) {
        const u = normalize(Float64Array.from(view.docs[d]!.latent));
        for (let c = 0; c < u.length; c++) {
          shifted[c]! += (params.prfLatentWeight * u[c]!) / top.length;
        }
      }
      latentQuery = normalize(shifted);
      latent = centred(latentScores(view, latentQuery), params);
    }
  }
  const total = mix(params, lexical, latent, feedback, latentFactor);
  const affinity = termAffinity(view, latentQuery);
  return { lexical, latent, feedback, total, queryWeights: qw, latentQuery, expansion, affinity };
}

function termAffinity(view: CorpusView, q: Float64Array): Float64Array {
  const { rank, basis, terms } = view.model;
  const out = new Float64Array(terms.length);
  if (q.length !== rank) return out;
  for (let t = 0; t < terms.length; t++) {
    let a = 0;
    const o = t * rank;
    for (let c = 0; c < rank; c++) a += basis[o + c]! * q[c]!;
    out[t] = a;
  }
  return out;
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
      p.mixLexical * l + p.mixLatent * latentFactor * latent[d]! + p.mixFeedback * feedback[d]!,
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

/** Fields whose words may become expansion terms: pitch, description, technologies. */
const FEEDBACK_FIELDS = [1, 2, 4];

/**
 * Rocchio: the centroid of the top documents' normalised TF-IDF vectors; its heaviest terms the
 * query does not already have, written in the pitch, description or technologies of at least two
 * of those documents and, when there is a latent space, pointing toward the need in it
 * (positive affinity) — so feedback adds the topic's words, not the neighbours' idiosyncrasies.
 * Weighted centroid / max centroid.
 */
function rocchioTerms(
  view: CorpusView,
  top: readonly number[],
  qw: Float64Array,
  pull: Float64Array | null,
  params: Readonly<Params>,
): [number, number][] {
  const sum = new Map<number, number>();
  const count = new Map<number, number>();
  for (const d of top) {
    const doc = view.docs[d]!;
    doc.termIds.forEach((t, i) => {
      if (qw[t]! > 0 || (pull && !((pull[t] ?? 0) > 0))) return;
      if (!FEEDBACK_FIELDS.some((f) => doc.tf[i * FIELD_COUNT + f]! > 0)) return;
      sum.set(t, (sum.get(t) ?? 0) + doc.weights[i]! / top.length);
      count.set(t, (count.get(t) ?? 0) + 1);
    });
  }
  const candidates = [...sum.entries()].filter(([t]) => count.get(t)! >= 2);
  candidates.sort((a, b) => b[1] - a[1] || a[0] - b[0]);
  const chosen = candidates.slice(0, params.prfTerms);
  const max = chosen[0]?.[1] ?? 0;
  return chosen.map(([t, w]) => [t, w / max]);
}
