export { rankStartups } from './rank.ts';
export { buildCorpusModel, type CorpusModel } from './model.ts';
export type {
  MatchApplication,
  MatchCorporate,
  MatchNeed,
  MatchReason,
  MatchStartup,
  MetBefore,
  RankedStartup,
  RankOptions,
  ReasonKind,
  StartupInterest,
} from './types.ts';
