import { isConceptTerm, needParts } from './analyze.ts';
import type { CorpusView } from './corpus.ts';
import type { Params } from './params.ts';
import type { MatchNeed } from './types.ts';

/** The need as a weighted query: one entry per distinct term (word stem or "~concept"). */
export type Query = {
  terms: string[];
  /** Term id in the view, or undefined when no candidate uses the term. */
  ids: (number | undefined)[];
  weights: number[];
  /** The need's words as written, for reasons. */
  surfaces: string[];
};

/**
 * Title words count `titleWeight` times, the need's industries `industryQueryWeight` times (they
 * also count as a structured signal), concept terms `conceptWeight` times; repeated terms
 * add up sub-linearly (log₂(1 + n)).
 */
export function buildQuery(need: MatchNeed, view: CorpusView, params: Readonly<Params>): Query {
  const raw = new Map<string, { weight: number; surface: string }>();
  for (const [{ terms, surfaces }, partWeight] of needParts(need, {
    title: params.titleWeight,
    industries: params.industryQueryWeight,
  })) {
    terms.forEach((term, i) => {
      const w = partWeight * (isConceptTerm(term) ? params.conceptWeight : 1);
      const entry = raw.get(term);
      if (entry) entry.weight += w;
      else raw.set(term, { weight: w, surface: surfaces[i]! });
    });
  }
  const terms = [...raw.keys()].sort();
  return {
    terms,
    ids: terms.map((t) => view.idOf(t)),
    weights: terms.map((t) => Math.log2(1 + raw.get(t)!.weight)),
    surfaces: terms.map((t) => raw.get(t)!.surface),
  };
}
