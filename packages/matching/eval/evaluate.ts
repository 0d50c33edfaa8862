import type { MatchNeed, MatchStartup } from '../src/index.ts';
import { bm25Rank } from './bm25.ts';
import { EVAL_NEEDS, EVAL_STARTUPS, type EvalNeed } from './index.ts';
import { mean, ndcgAt, recallAt } from './metrics.ts';

/** A ranker under evaluation: startup ids best first. */
export type Ranker = (need: MatchNeed, startups: readonly MatchStartup[]) => string[];

export type Scores = { ndcg10: number; recall50: number; needs: number };
export type SplitScores = { all: Scores; tune: Scores; heldout: Scores };

/** Runs a ranker over the labelled needs against all evaluation profiles. */
export function evaluate(
  rank: Ranker,
  needs: readonly EvalNeed[] = EVAL_NEEDS,
  startups: readonly MatchStartup[] = EVAL_STARTUPS,
): SplitScores & { perNeed: Map<string, number> } {
  const perNeed = new Map<string, number>();
  const rows = needs.map((need) => {
    const { labels, split, ...plain } = need;
    const ranking = rank(plain, startups);
    const ndcg10 = ndcgAt(ranking, labels, 10);
    perNeed.set(need.id, ndcg10);
    return { split, ndcg10, recall50: recallAt(ranking, labels, 50) };
  });
  const summary = (rs: typeof rows): Scores => ({
    ndcg10: mean(rs.map((r) => r.ndcg10)),
    recall50: mean(rs.map((r) => r.recall50)),
    needs: rs.length,
  });
  return {
    all: summary(rows),
    tune: summary(rows.filter((r) => r.split === 'tune')),
    heldout: summary(rows.filter((r) => r.split === 'heldout')),
    perNeed,
  };
}

export const bm25Ranker: Ranker = bm25Rank;
