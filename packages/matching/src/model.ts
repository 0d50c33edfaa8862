import { CONCEPT_PREFIX, fieldTerms, FIELD_COUNT } from './analyze.ts';
import { analyzeStartup, tfidf, type DocData } from './docs.ts';
import { LEXICON } from './lexicon.ts';
import { PARAMS, type Params } from './params.ts';
import { hashString } from './rng.ts';
import { truncatedSvd, type SparseColumns } from './svd.ts';
import type { MatchStartup } from './types.ts';

/**
 * What the engine learns from a set of profiles, built once per event and reused for each need:
 * the vocabulary with document frequencies, average field lengths, the LSA term basis (truncated
 * SVD of the TF-IDF matrix) and every profile's analysis and latent vector. Immutable.
 */
export type CorpusModel = {
  readonly params: Readonly<Params>;
  readonly docCount: number;
  readonly vocabulary: ReadonlyMap<string, number>;
  readonly terms: readonly string[];
  readonly df: Float64Array;
  readonly idf: Float64Array;
  readonly avgLength: Float64Array;
  /** LSA: basis (terms × rank, term-major: basis[t * rank + c]) and singular values. */
  readonly rank: number;
  readonly basis: Float64Array;
  readonly singular: Float64Array;
  /** Analysed profiles by startup id, with their latent vectors. */
  readonly docs: ReadonlyMap<string, ModelDoc>;
};

export type ModelDoc = DocData & { latent: Float64Array };

/** Robertson–Spärck Jones idf as in BM25 (always positive). */
export const bm25Idf = (n: number, df: number) => Math.log(1 + (n - df + 0.5) / (df + 0.5));

/**
 * Learns a corpus model from the profiles (order does not matter: profiles are read sorted by
 * id, the vocabulary sorted, the SVD seeded). Duplicate ids are an error.
 */
export function buildCorpusModel(
  startups: readonly MatchStartup[],
  params: Readonly<Params> = PARAMS,
): CorpusModel {
  const sorted = sortById(startups);
  const analysed = sorted.map((s) => {
    const terms = new Map<string, number>();
    const doc = analyzeStartup(s, (t) => {
      let id = terms.get(t);
      if (id === undefined) terms.set(t, (id = terms.size));
      return id;
    });
    const names: string[] = [];
    for (const [t, id] of terms) names[id] = t;
    return { doc, names };
  });
  const vocabSet = new Set<string>();
  for (const a of analysed) for (const t of a.names) vocabSet.add(t);
  const terms = [...vocabSet].sort();
  const vocabulary = new Map(terms.map((t, i) => [t, i]));
  const n = sorted.length;
  const df = new Float64Array(terms.length);
  const avgLength = new Float64Array(FIELD_COUNT);
  const docs: DocData[] = analysed.map(({ doc, names }) => {
    const remapped = remap(doc, names, vocabulary);
    for (const t of remapped.termIds) df[t]!++;
    for (let f = 0; f < FIELD_COUNT; f++) avgLength[f]! += remapped.lengths[f]! / Math.max(n, 1);
    return remapped;
  });
  const idf = df.map((d) => bm25Idf(n, d));
  for (const d of docs) tfidf(d, (t) => idf[t]!, params.fieldWeight, d.weights);
  const { basis, singular, rank } = learnBasis(docs, idf, terms, vocabulary, params);
  const model: CorpusModel = {
    params,
    docCount: n,
    vocabulary,
    terms,
    df,
    idf,
    avgLength,
    rank,
    basis,
    singular,
    docs: new Map(),
  };
  const byId = model.docs as Map<string, ModelDoc>;
  for (const d of docs) byId.set(d.id, { ...d, latent: project(model, d.termIds, d.weights) });
  return model;
}

export function sortById<T extends { id: string }>(xs: readonly T[]): T[] {
  const sorted = [...xs].sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  for (let i = 1; i < sorted.length; i++) {
    if (sorted[i]!.id === sorted[i - 1]!.id) {
      throw new RangeError(`Duplicate startup id ${JSON.stringify(sorted[i]!.id)}`);
    }
  }
  return sorted;
}

function remap(doc: DocData, names: string[], vocabulary: Map<string, number>): DocData {
  const order = Array.from(doc.termIds, (local, i) => [vocabulary.get(names[local]!)!, i] as const);
  order.sort((a, b) => a[0] - b[0]);
  const tf = new Float64Array(doc.tf.length);
  order.forEach(([, i], k) =>
    tf.set(doc.tf.subarray(i * FIELD_COUNT, (i + 1) * FIELD_COUNT), k * FIELD_COUNT),
  );
  return {
    ...doc,
    termIds: Int32Array.from(order, ([t]) => t),
    tf,
    surfaces: order.map(([, i]) => doc.surfaces[i]!),
    weights: new Float64Array(doc.termIds.length),
  };
}

/** The LSA basis: truncated SVD of the TF-IDF matrix of (a hash-chosen sample of) the corpus. */
function learnBasis(
  docs: readonly DocData[],
  idf: Float64Array,
  terms: readonly string[],
  vocabulary: ReadonlyMap<string, number>,
  params: Readonly<Params>,
): { basis: Float64Array; singular: Float64Array; rank: number } {
  const none = { basis: new Float64Array(0), singular: new Float64Array(0), rank: 0 };
  if (docs.length < params.lsaMinDocs) return none;
  const train =
    docs.length <= params.lsaMaxTrainDocs
      ? docs
      : [...docs]
          .sort((a, b) => hashString(a.id) - hashString(b.id) || (a.id < b.id ? -1 : 1))
          .slice(0, params.lsaMaxTrainDocs);
  const columns: { ids: ArrayLike<number>; values: ArrayLike<number> }[] = train.map((d) => ({
    ids: d.termIds,
    values: d.weights,
  }));
  if (params.lsaLexiconDocs) columns.push(...lexiconColumns(idf, vocabulary));
  const nnz = columns.reduce((s, c) => s + c.ids.length, 0);
  const a: SparseColumns = {
    rows: terms.length,
    cols: columns.length,
    colPtr: new Int32Array(columns.length + 1),
    rowIdx: new Int32Array(nnz),
    values: new Float64Array(nnz),
  };
  let p = 0;
  columns.forEach((c, j) => {
    a.rowIdx.set(c.ids, p);
    a.values.set(c.values, p);
    p += c.ids.length;
    a.colPtr[j + 1] = p;
  });
  const k = Math.min(params.lsaRank, Math.floor(train.length / 2), terms.length - 1);
  const svd = truncatedSvd(a, k, {
    powerIterations: params.lsaPowerIterations,
    seed: params.lsaSeed,
  });
  const rows = terms.length;
  const basis = new Float64Array(rows * svd.rank);
  for (let c = 0; c < svd.rank; c++) {
    for (let t = 0; t < rows; t++) basis[t * svd.rank + c] = svd.u[c * rows + t]!;
  }
  return { basis, singular: svd.s, rank: svd.rank };
}

let conceptTerms: Map<string, string[]> | null = null;

/** Each concept's terms: the words of its phrases and its own "~id" term (computed once). */
function termsOfConcepts(): Map<string, string[]> {
  if (conceptTerms) return conceptTerms;
  conceptTerms = new Map();
  for (const concept of LEXICON.concepts.values()) {
    const terms = new Set<string>([CONCEPT_PREFIX + concept.id]);
    for (const phrase of concept.phrases) for (const t of fieldTerms(phrase).terms) terms.add(t);
    conceptTerms.set(concept.id, [...terms].sort());
  }
  return conceptTerms;
}

/** Each lexicon concept as a small document of its in-vocabulary words and its concept term. */
function lexiconColumns(idf: Float64Array, vocabulary: ReadonlyMap<string, number>) {
  const out: { ids: Int32Array; values: Float64Array }[] = [];
  for (const terms of termsOfConcepts().values()) {
    const ids = new Set<number>();
    for (const t of terms) {
      const id = vocabulary.get(t);
      if (id !== undefined) ids.add(id);
    }
    if (ids.size < 2) continue;
    const sorted = Int32Array.from([...ids].sort((x, y) => x - y));
    const values = Float64Array.from(sorted, (t) => idf[t]!);
    const norm = Math.hypot(...values);
    out.push({ ids: sorted, values: values.map((v) => v / norm) });
  }
  return out;
}

/** Coordinates in the LSA basis, Uᵀ·x, of a sparse vector x (ids beyond the basis ignored). */
export function project(
  model: CorpusModel,
  ids: ArrayLike<number>,
  values: ArrayLike<number>,
): Float64Array {
  const { rank, basis, terms } = model;
  const rows = terms.length;
  const out = new Float64Array(rank);
  for (let i = 0; i < ids.length; i++) {
    const t = ids[i]!;
    const v = values[i]!;
    if (t >= rows || v === 0) continue;
    const o = t * rank;
    for (let c = 0; c < rank; c++) out[c]! += v * basis[o + c]!;
  }
  return out;
}
