/**
 * The engine's general parameters, tuned on the tuning half of the evaluation set only
 * (eval/, `npm run bench:matching`). Nothing here names a need, a startup or a label.
 */
export type Params = {
  fieldWeight: readonly number[];
  fieldB: readonly number[];
  k1: number;
  titleWeight: number;
  industryQueryWeight: number;
  conceptWeight: number;
  lsaRank: number;
  lsaMinDocs: number;
  lsaMaxTrainDocs: number;
  lsaPowerIterations: number;
  lsaSeed: number;
  lsaLexiconDocs: boolean;
  prfDocs: number;
  prfTerms: number;
  prfLatentWeight: number;
  mixLexical: number;
  mixLatent: number;
  mixFeedback: number;
  latentFullAt: number;
  /** A signal's best candidate scores 1 only if it reaches this (share of a saturating match). */
  lexicalFloor: number;
  /** … or, for the latent signal, this much cosine above the candidates' mean. */
  latentFloor: number;
  textPoints: number;
  /** Structured signals, in points before calibration. */
  industryPoints: number;
  technologyPoints: number;
  /** At most this many shared industries / technologies count. */
  sharedMax: number;
  stagePoints: number;
  stagePenalty: number;
  countryPoints: number;
  interestedPoints: number;
  applicationPoints: number;
  reciprocityPoints: number;
  /** score = 100·(1 − exp(−points / calibration)). */
  calibration: number;
};

export const PARAMS: Readonly<Params> = {
  /** BM25F field weights and length normalisation, in FIELDS order. */
  fieldWeight: [0.5, 2, 1, 1, 1.5],
  fieldB: [0.3, 0.5, 0.75, 0.3, 0.3],
  k1: 1.2,
  /** Query weight of the need's title words relative to its description. */
  titleWeight: 2,
  /** Query weight of the need's industry names (broad words shared by many profiles). */
  industryQueryWeight: 1,
  /** Query weight of a "~concept" term relative to a word. */
  conceptWeight: 0.8,
  /** LSA: rank, training sample cap, power iterations, seed. */
  lsaRank: 64,
  lsaMinDocs: 8,
  lsaMaxTrainDocs: 2000,
  lsaPowerIterations: 2,
  lsaSeed: 0x6d617463,
  /** Add the lexicon's concepts as pseudo-documents to the LSA training matrix. */
  lsaLexiconDocs: true,
  /** Pseudo-relevance feedback: top documents, expansion terms, shift of the latent query. */
  prfDocs: 6,
  prfTerms: 20,
  prfLatentWeight: 0.5,
  /** Text score mix (fractions of the text points). */
  mixLexical: 0.55,
  mixLatent: 0.3,
  mixFeedback: 0.15,
  /** LSA counts fully from this many candidates on (less on tiny corpora). */
  latentFullAt: 60,
  lexicalFloor: 0.15,
  latentFloor: 0.25,
  /** Points of the text score before calibration. */
  textPoints: 100,
  industryPoints: 3,
  technologyPoints: 4,
  sharedMax: 2,
  stagePoints: 6,
  stagePenalty: 4,
  countryPoints: 6,
  interestedPoints: 3,
  applicationPoints: 12,
  reciprocityPoints: 5,
  calibration: 45,
};
