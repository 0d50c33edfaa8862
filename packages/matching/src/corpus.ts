import { startupFingerprint } from './analyze.ts';
import { analyzeStartup, tfidf, type DocData } from './docs.ts';
import { bm25Idf, project, sortById, type CorpusModel } from './model.ts';
import type { MatchStartup } from './types.ts';

export type CandidateDoc = DocData & { latent: Float64Array; startup: MatchStartup };

/**
 * The candidates of one ranking, seen through a corpus model: profiles the model knows (same id,
 * same text) reuse its analysis; others are analysed now and folded into the LSA space, their
 * words unknown to the model getting ids after the model's vocabulary.
 */
export class CorpusView {
  readonly docs: CandidateDoc[];
  private readonly extra = new Map<string, number>();
  private readonly extraTerms: string[] = [];
  private readonly extraDf: number[] = [];

  constructor(
    readonly model: CorpusModel,
    startups: readonly MatchStartup[],
  ) {
    const v = model.terms.length;
    const idOf = (term: string) => {
      const known = model.vocabulary.get(term);
      if (known !== undefined) return known;
      let id = this.extra.get(term);
      if (id === undefined) {
        id = v + this.extraTerms.length;
        this.extra.set(term, id);
        this.extraTerms.push(term);
        this.extraDf.push(0);
      }
      return id;
    };
    this.docs = sortById(startups).map((startup) => {
      const cached = model.docs.get(startup.id);
      if (cached && cached.fingerprint === startupFingerprint(startup)) {
        return { ...cached, startup };
      }
      const doc = analyzeStartup(startup, idOf);
      for (const t of doc.termIds) if (t >= v) this.extraDf[t - v]!++;
      return { ...doc, latent: new Float64Array(0), startup };
    });
    const idf = (t: number) => this.idf(t);
    for (const d of this.docs) {
      if (d.latent.length === model.rank && model.docs.has(d.id)) continue;
      tfidf(d, idf, model.params.fieldWeight, d.weights);
      d.latent = project(model, d.termIds, d.weights);
    }
  }

  /** Number of term ids (model vocabulary and fold-in words). */
  get size(): number {
    return this.model.terms.length + this.extraTerms.length;
  }

  /** Term id (model or fold-in vocabulary), or undefined when no candidate uses the term. */
  idOf(term: string): number | undefined {
    return this.model.vocabulary.get(term) ?? this.extra.get(term);
  }

  term(id: number): string {
    const v = this.model.terms.length;
    return id < v ? this.model.terms[id]! : this.extraTerms[id - v]!;
  }

  /** BM25 idf; for a term no candidate uses, the idf of a term seen once. */
  idf(id: number | undefined): number {
    const v = this.model.terms.length;
    if (id === undefined) return bm25Idf(this.model.docCount, 1);
    if (id < v) return this.model.idf[id]!;
    return bm25Idf(this.model.docCount, Math.max(1, this.extraDf[id - v]!));
  }
}
