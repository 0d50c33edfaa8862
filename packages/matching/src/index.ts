export { rankStartups } from './rank.ts';
export { buildCorpusModel, type CorpusModel } from './model.ts';
export type { RankOptions } from './options.ts';
export type {
  MatchApplication,
  MatchCorporate,
  MatchNeed,
  MatchReason,
  MatchStartup,
  MetBefore,
  RankedStartup,
  ReasonKind,
  StartupInterest,
} from './types.ts';
