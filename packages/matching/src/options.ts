import type { CorpusModel } from './model.ts';
import type { MatchApplication, MetBefore, MatchCorporate, StartupInterest } from './types.ts';

/**
 * How `rankStartups` is asked. Its own file: the model's type comes from model.ts, which builds
 * on types.ts, so types.ts cannot hold it without a cycle.
 */
export type RankOptions = {
  applications?: readonly MatchApplication[];
  metBefore?: readonly MetBefore[];
  corporate?: MatchCorporate;
  interests?: readonly StartupInterest[];
  /** A model from `buildCorpusModel`, reused across the needs of an event. */
  model?: CorpusModel;
  /** Return only the best `limit` results (all by default). */
  limit?: number;
};
