import { FIELD_COUNT, startupFields, startupFingerprint, type FieldTerms } from './analyze.ts';
import type { MatchStartup } from './types.ts';

/** One analysed profile: unique term ids, their frequency per field, field lengths. */
export type DocData = {
  id: string;
  fingerprint: string;
  /** Sorted unique term ids. */
  termIds: Int32Array;
  /** tf[i * FIELD_COUNT + f] = occurrences of termIds[i] in field f. */
  tf: Float64Array;
  /** Terms per field. */
  lengths: Float64Array;
  /** The term as first written (pitch, description, technologies, industries, name order). */
  surfaces: string[];
  /** Normalised TF-IDF weight of each term (see `tfidf`), set once idf is known. */
  weights: Float64Array;
};

/** Field order for choosing the surface form a reason quotes. */
const SURFACE_ORDER = [1, 2, 4, 3, 0];

/** Analyses a profile; `idOf` maps a term to its id (assigning new ids as needed). */
export function analyzeStartup(s: MatchStartup, idOf: (term: string) => number): DocData {
  return docFromFields(s.id, startupFingerprint(s), startupFields(s), idOf);
}

export function docFromFields(
  id: string,
  fingerprint: string,
  fields: readonly FieldTerms[],
  idOf: (term: string) => number,
): DocData {
  const counts = new Map<number, Float64Array>();
  const surfaceOf = new Map<number, string>();
  const lengths = new Float64Array(FIELD_COUNT);
  for (const f of SURFACE_ORDER) {
    const { terms, surfaces } = fields[f]!;
    lengths[f] = terms.length;
    for (let i = 0; i < terms.length; i++) {
      const t = idOf(terms[i]!);
      let row = counts.get(t);
      if (!row) counts.set(t, (row = new Float64Array(FIELD_COUNT)));
      row[f]!++;
      if (!surfaceOf.has(t)) surfaceOf.set(t, surfaces[i]!);
    }
  }
  const termIds = Int32Array.from([...counts.keys()].sort((a, b) => a - b));
  const tf = new Float64Array(termIds.length * FIELD_COUNT);
  termIds.forEach((t, i) => tf.set(counts.get(t)!, i * FIELD_COUNT));
  return {
    id,
    fingerprint,
    termIds,
    tf,
    lengths,
    surfaces: Array.from(termIds, (t) => surfaceOf.get(t)!),
    weights: new Float64Array(termIds.length),
  };
}

/** Field-weighted term frequency of term i of a document. */
export function weightedTf(doc: DocData, i: number, fieldWeight: readonly number[]): number {
  let s = 0;
  for (let f = 0; f < FIELD_COUNT; f++) s += fieldWeight[f]! * doc.tf[i * FIELD_COUNT + f]!;
  return s;
}

/**
 * The document's TF-IDF vector, L2-normalised: weight (1 + ln tf′)·idf with tf′ the field-weighted
 * frequency (below 1, tf′ itself). Written into `out`, aligned with doc.termIds.
 */
export function tfidf(
  doc: DocData,
  idf: (t: number) => number,
  fieldWeight: readonly number[],
  out: Float64Array,
): void {
  let norm = 0;
  for (let i = 0; i < doc.termIds.length; i++) {
    const w = weightedTf(doc, i, fieldWeight);
    const v = (w >= 1 ? 1 + Math.log(w) : w) * idf(doc.termIds[i]!);
    out[i] = v;
    norm += v * v;
  }
  norm = Math.sqrt(norm);
  if (norm > 0) for (let i = 0; i < doc.termIds.length; i++) out[i]! /= norm;
}
